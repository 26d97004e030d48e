// Match days as Discord scheduled events, through the real discord.js client and the fake Discord
// (every body checked against discord-api-spec): a server that turned events on gets one EXTERNAL
// event per match day with a date, 10:00 to 20:00 Berlin time; asking again updates it (PATCH, the
// same event), a fixture moved in the league file moves it, a server that turns events off has it
// deleted at the next question.
import { describe, expect, test } from 'vitest';
import { DISCORD_RATE_LIMITS } from '../fakeDiscord/rateLimits.ts';
import { DB_KINDS } from '../helpers/databases.ts';
import { GUILD, textOf, USERS } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';

const { admin, anna } = USERS;
const arbiter = { admin: true };

// Kreisliga: SK Kiel 3 at home to TSV Plön in round 1, first on Sunday 29 March 2026 (the day summer
// time begins in Berlin), then moved to Sunday 12 April.
const kreisliga = (date: string) => ({
  type: 'league',
  name: 'Kreisliga',
  rounds: 1,
  boards: 4,
  teams: [
    { id: 1, name: 'SK Kiel 3', players: [{ id: 'k1', name: 'Jürgen Weiß' }] },
    { id: 2, name: 'TSV Plön', players: [] },
  ],
  matches: [{ round: 1, home: 1, away: 2, date }],
});
const file = (doc: unknown) => ({
  ...arbiter,
  attachments: { kl: { filename: 'kreisliga.json', data: Buffer.from(JSON.stringify(doc)) } },
});

describe.each(DB_KINDS)('match days as Discord scheduled events (%s)', { timeout: 120_000 }, (kind) => {
  const now = Date.parse('2026-03-10T09:00:00Z'); // Tuesday 10:00 CET
  const rateLimits = { ...DISCORD_RATE_LIMITS, channelMessages: { limit: 5, windowMs: 500 } };
  const h = useHarness({ db: kind, harness: { clock: () => new Date(now), rateLimits } });
  const events = () => [...h.fake.scheduledEvents.values()];
  const eventWrites = () =>
    h.fake.requests
      .filter((r) => /^\/api\/v\d+\/guilds\/\d+\/scheduled-events/.test(r.path))
      .map((r) => r.method);

  test('events on: the match day becomes an event from 10:00 to 20:00 CEST on 29 March', async () => {
    await h.run(admin, 'arbiter', 'league import', { file: 'kl' }, file(kreisliga('2026-03-29')));
    await h.run(
      admin,
      'arbiter',
      'team link',
      { team: 'SK Kiel 3', 'league-team': 'SK Kiel 3', rank: 3 },
      arbiter,
    );
    await h.run(admin, 'arbiter', 'team captain', { team: 'SK Kiel 3', member: anna.id }, arbiter);
    await h.run(admin, 'arbiter', 'schedule settings', { events: true }, arbiter);
    await h.run(anna, 'team', 'availability', { team: 'SK Kiel 3', round: 1 });
    await h.bot.scheduler.wake();
    expect(events()).toEqual([
      expect.objectContaining({
        guild_id: GUILD,
        name: 'SK Kiel 3 – TSV Plön (round 1)',
        description: 'Who can play? Answer in the channel by 2026-03-28 18:00 (Berlin time).',
        entity_type: 3,
        privacy_level: 2,
        entity_metadata: { location: 'Kreisliga' },
        scheduled_start_time: '2026-03-29T08:00:00.000Z', // 10:00 CEST (UTC+2)
        scheduled_end_time: '2026-03-29T18:00:00.000Z', // 20:00 CEST
      }),
    ]);
    expect(eventWrites()).toEqual(['POST']);
  });

  test('asked again with another deadline: the same event is updated', async () => {
    const id = events()[0]?.id;
    await h.run(anna, 'team', 'availability', { team: 'SK Kiel 3', round: 1, deadline: '2026-03-27 20:00' });
    await h.bot.scheduler.wake();
    expect(events()).toHaveLength(1);
    expect(events()[0]).toMatchObject({
      id,
      description: 'Who can play? Answer in the channel by 2026-03-27 20:00 (Berlin time).',
    });
    expect(eventWrites()).toEqual(['POST', 'PATCH']);
  });

  test('the fixture moved to 12 April in the league file: asked again, the event moves', async () => {
    await h.run(admin, 'arbiter', 'league import', { file: 'kl' }, file(kreisliga('2026-04-12')));
    const asked = await h.run(anna, 'team', 'availability', { team: 'SK Kiel 3', round: 1 });
    expect(textOf(asked)).toMatch(/\(2026-04-12\)/);
    await h.bot.scheduler.wake();
    expect(events()).toHaveLength(1);
    expect(events()[0]).toMatchObject({
      scheduled_start_time: '2026-04-12T08:00:00.000Z',
      scheduled_end_time: '2026-04-12T18:00:00.000Z',
    });
  });

  test('events off: the next question deletes the event', async () => {
    await h.run(admin, 'arbiter', 'schedule settings', { events: false }, arbiter);
    await h.run(anna, 'team', 'availability', { team: 'SK Kiel 3', round: 1 });
    await h.bot.scheduler.wake();
    expect(events()).toEqual([]);
    expect(eventWrites()).toEqual(['POST', 'PATCH', 'PATCH', 'DELETE']);
    expect(await h.store.db.selectFrom('discord_events').selectAll().execute()).toEqual([]);
  });
});
