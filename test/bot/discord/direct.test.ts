// Reminder DMs of a big job on the fake Discord, which answers 429 as Discord does (global limit
// of 50 requests per second per bot, per-channel message buckets): 12 teams × 16 players = 192
// DMs. Discord's windows and the bot's pace are both shortened tenfold (1 s → 100 ms, the REST
// client's global budget 50/s → 500/s) so the test stays fast; the ratios are Discord's.
import { REST } from 'discord.js';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { DirectMessenger, DM_PACE, Pacer } from '../../../bot/discord/direct.ts';
import { DISCORD_RATE_LIMITS, type RateLimitOptions } from '../fakeDiscord/rateLimits.ts';
import { FakeDiscord } from '../fakeDiscord/server.ts';

const TOKEN = 'dm-test-token';
const TENFOLD = 10;
const users = Array.from({ length: 12 * 16 }, (_, i) => ({
  id: String(720000000000000000n + BigInt(i)),
  username: `spieler${i + 1}`,
}));

let fake: FakeDiscord | undefined;
afterEach(async () => {
  await fake?.stop();
  fake = undefined;
});

async function start(global: RateLimitOptions['global']): Promise<{ fake: FakeDiscord; rest: REST }> {
  fake = new FakeDiscord({
    token: TOKEN,
    applicationId: '900000000000000002',
    guilds: [{ id: '800000000000000002', name: 'Schachclub', channels: ['810000000000000002'], roles: [] }],
    users,
    rateLimits: { ...DISCORD_RATE_LIMITS, global },
  });
  await fake.start();
  const rest = new REST({ api: fake.apiBase, globalRequestsPerSecond: 50 * TENFOLD }).setToken(TOKEN);
  return { fake, rest };
}

const pace = { limit: DM_PACE.limit, windowMs: DM_PACE.windowMs / TENFOLD };

describe('reminder DMs inside Discord’s rate limits', { timeout: 20_000 }, () => {
  test('192 DMs sent at once: no 429, each member gets exactly one, every body valid', async () => {
    const { fake: f, rest } = await start({ limit: 50, windowMs: 1000 / TENFOLD });
    const dms = new DirectMessenger(rest, pace);
    const sent = await Promise.all(
      users.map((u, i) =>
        dms.send(u.id, `Erinnerung: Mannschaft ${(i % 12) + 1}, bitte antworten`, `j1u${u.id}`),
      ),
    );
    expect(sent.every(Boolean)).toBe(true);
    // 192 DM channels opened and 192 messages: 384 requests, not one answered 429.
    expect(f.tooManyRequests).toEqual([]);
    expect(f.invalidBodies).toEqual([]);
    for (const [i, u] of users.entries())
      expect(f.directMessagesTo(u.id).map((m) => m.content)).toEqual([
        `Erinnerung: Mannschaft ${(i % 12) + 1}, bitte antworten`,
      ]);
  });

  test('a 429 is waited out: the request is sent again, nothing doubled, nothing lost', async () => {
    // A Discord that allows fewer requests than the pace uses (another process of the bot, say):
    // 15 in its second, so the 24 requests (12 channels, 12 messages) meet a 429 at least once.
    const { fake: f, rest } = await start({ limit: 15, windowMs: 1000 });
    const dms = new DirectMessenger(rest, pace);
    const few = users.slice(0, 12);
    const sent = await Promise.all(few.map((u) => dms.send(u.id, 'Ergebnis fehlt noch', `j2u${u.id}`)));
    expect(sent.every(Boolean)).toBe(true);
    expect(f.tooManyRequests.length).toBeGreaterThan(0);
    expect(f.tooManyRequests.every((r) => r.global)).toBe(true);
    for (const u of few) expect(f.directMessagesTo(u.id)).toHaveLength(1);
  });
});

describe('the pacer', () => {
  afterEach(() => vi.useRealTimers());

  test('4 per 50 ms: a call counts until its answer; 10 calls of 10 ms go out 4, 4, 2, in call order', async () => {
    vi.useFakeTimers({ now: 0 });
    const pacer = new Pacer({ limit: 4, windowMs: 50 });
    const started: [number, number][] = [];
    const all = Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        pacer.run(async () => {
          started.push([i, Date.now()]);
          await new Promise((r) => setTimeout(r, 10));
        }),
      ),
    );
    await vi.advanceTimersByTimeAsync(300);
    await all;
    // The first four end at 10 ms and leave the window at 60 ms (+1: strictly after); the next
    // four start at 61, end at 71 and leave it at 122.
    expect(started).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 61],
      [5, 61],
      [6, 61],
      [7, 61],
      [8, 122],
      [9, 122],
    ]);
  });
});
