import { describe, expect, test } from 'vitest';
import { ChannelAnnouncer } from '../../../bot/discord/announcer.ts';
import { DISCORD_RATE_LIMITS } from '../fakeDiscord/rateLimits.ts';
import { CHANNEL, CHANNEL2, USERS } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';

// Round announcements stay within the channel's bucket (Discord: 5 messages per 5 s per channel;
// the fake shortens the window to 400 ms so the test stays fast): none lost, in order, no 429. The
// harness fails the suite on any 429 or invalid body the bot provoked.
describe('channel announcements are paced by the channel bucket', () => {
  const h = useHarness({
    harness: {
      rateLimits: { ...DISCORD_RATE_LIMITS, channelMessages: { limit: 5, windowMs: 400 } },
    },
  });

  /** An announcement of `parts` messages: lines of ~930 characters, two per message (split at 2000). */
  const longAnnouncement = (tag: string, parts: number) => ({
    content: Array.from(
      { length: parts * 2 },
      (_, k) => `${tag}-${k} <@${USERS.anna.id}> ${'·'.repeat(900)}`,
    ).join('\n'),
    mentionUserIds: [USERS.anna.id],
  });

  test('3 announcements of 4 messages each, handed over at once, plus 6 in another channel: 18 messages, each channel in order, no 429', async () => {
    const announcer = new ChannelAnnouncer(h.bot.client);
    await Promise.all([
      announcer.post(CHANNEL, [longAnnouncement('A', 4)], '1300000000000000001'),
      announcer.post(CHANNEL, [longAnnouncement('B', 4)], '1300000000000000002'),
      announcer.post(CHANNEL, [longAnnouncement('C', 2), longAnnouncement('D', 2)], '1300000000000000003'),
      announcer.post(CHANNEL2, [longAnnouncement('E', 6)], '1300000000000000004'),
    ]);
    const tags = (channel: string) =>
      h.fake.messagesIn(channel).map((m) => (m.content.match(/^(\w)-(\d+)/) ?? []).slice(1).join(''));
    // Every message starts with the first of its two lines: A0, A2, A4, A6, B0, ….
    expect(tags(CHANNEL)).toEqual([
      ...['A0', 'A2', 'A4', 'A6'],
      ...['B0', 'B2', 'B4', 'B6'],
      ...['C0', 'C2', 'D0', 'D2'],
    ]);
    expect(tags(CHANNEL2)).toEqual(['E0', 'E2', 'E4', 'E6', 'E8', 'E10']);
    for (const m of h.fake.messagesIn(CHANNEL)) expect(new Set(m.mentions)).toEqual(new Set([USERS.anna.id]));
    expect(h.fake.tooManyRequests).toEqual([]);
  });
});
