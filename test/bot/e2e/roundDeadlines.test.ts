// A club tournament played over a week, through the real discord.js client and the fake Discord with
// the bot's clock injected: the arbiter pairs round 1 with a deadline on Sunday 25 October 2026, the
// day summer time ends in Berlin (03:00 CEST → 02:00 CET, EU Directive 2000/84/EC art. 2: the last
// Sunday of October at 01:00 UTC); the reminder a calendar day earlier reaches the players of the
// games without a result by DM in their language, or as a mention when Discord refuses the DM
// (50007), once across a restart and with two schedulers (shards) waking together; at the deadline
// the open games are posted, and the arbiter lists them; the round is a Discord scheduled event.
import { describe, expect, test } from 'vitest';
import { clientScheduler } from '../../../bot/scheduler.ts';
import { loadTournament, resolveTournament } from '../../../bot/storage/repo.ts';
import { DISCORD_RATE_LIMITS } from '../fakeDiscord/rateLimits.ts';
import { DB_KINDS } from '../helpers/databases.ts';
import { CHANNEL, GUILD, type Harness, isEphemeral, textOf, USERS } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';

const { admin, anna, ben, carl, dora } = USERS;
const members = [anna, ben, carl, dora];
const arbiter = { admin: true };

/** Round 1's games with the members playing them (start numbers by registration: no ratings). */
async function roundGames(h: Harness) {
  const row = await resolveTournament(h.store.db, GUILD, CHANNEL);
  const lt = await loadTournament(h.store.db, row);
  const userOf = (no: number) =>
    members.find((u) => u.id === lt.players.find((p) => p.start_no === no)?.user_id);
  return lt.games
    .filter((g) => g.round === 1)
    .map((g) => ({ ...g, white: userOf(g.white_no)!, black: userOf(g.black_no)! }));
}

describe.each(DB_KINDS)('a round played over a week, with a deadline (%s)', { timeout: 120_000 }, (kind) => {
  // Monday 19 October 2026, 10:00 CEST (UTC+2).
  let now = Date.parse('2026-10-19T08:00:00Z');
  // Channel buckets of half a second (Discord: 5 s), so a restart need not wait them out for long.
  const rateLimits = { ...DISCORD_RATE_LIMITS, channelMessages: { limit: 5, windowMs: 500 } };
  const h = useHarness({ db: kind, harness: { clock: () => new Date(now), rateLimits } });
  const jobsOf = async () =>
    (
      await h.store.db
        .selectFrom('scheduled_jobs')
        .select(['kind', 'due_at', 'sent_at', 'late'])
        .where('kind', 'in', ['roundRemind', 'roundDue', 'roundEvent'])
        .orderBy('due_at')
        .execute()
    ).map((j) => ({ kind: j.kind, due: j.due_at, sent: j.sent_at !== null, late: Number(j.late) }));

  test('set-up: the arbiter asks for Discord events; four members join the Vereinsmeisterschaft', async () => {
    const refused = await h.run(ben, 'arbiter', 'schedule settings', { events: true });
    expect(textOf(refused)).toMatch(/Only arbiters/);
    const set = await h.run(admin, 'arbiter', 'schedule settings', { events: true }, arbiter);
    expect(isEphemeral(set)).toBe(true);
    expect(textOf(set)).toBe(
      'Reminders on this server: by direct message (a mention in the channel for members who accept no DMs). Discord scheduled events: match days and round deadlines become events.',
    );
    await h.run(
      admin,
      'arbiter',
      'tournament create',
      { name: 'Vereinsmeisterschaft Grünstraße', system: 'swiss', rounds: 3 },
      arbiter,
    );
    // Dora plays in German: the bot learns her language from her interactions.
    for (const u of members) await h.run(u, 'tournament', 'join', {}, u === dora ? { locale: 'de' } : {});
    expect(textOf(await h.run(admin, 'arbiter', 'tournament start', {}, arbiter))).toMatch(/4 players/);
  });

  test('a deadline that is no date, or already past, pairs nothing', async () => {
    const vague = await h.run(admin, 'arbiter', 'tournament pair', { deadline: 'Sonntag' }, arbiter);
    expect(isEphemeral(vague)).toBe(true);
    expect(textOf(vague)).toMatch(/The deadline “Sonntag” is not a date and time like 2026-03-14 18:00/);
    const past = await h.run(
      admin,
      'arbiter',
      'tournament pair',
      { deadline: '18.10.2026 19:00' },
      { ...arbiter, locale: 'de' },
    );
    expect(textOf(past)).toMatch(/Die Frist 18\.10\.2026 19:00 ist schon vorbei/);
    expect(await h.store.db.selectFrom('games').selectAll().execute()).toEqual([]);
    expect(await jobsOf()).toEqual([]);
  });

  test('pairing with a deadline: the reminder a calendar day before, at 19:00 on both sides of the change', async () => {
    const { reply } = await h.runAnnounced(
      admin,
      'arbiter',
      'tournament pair',
      { deadline: '25.10.2026 19:00' },
      arbiter,
    );
    expect(textOf(reply)).toMatch(
      /Deadline of \*\*Vereinsmeisterschaft Grünstraße\*\*, round 1: 2026-10-25 19:00 \(Berlin time\)/,
    );
    // Saturday 24 October 19:00 CEST = 17:00 UTC; Sunday 25 October 19:00 CET = 18:00 UTC (a
    // 24-hour shift would have put the reminder at 18:00 Berlin time).
    expect(await jobsOf()).toEqual([
      { kind: 'roundEvent', due: '2026-10-19T08:00:00.000Z', sent: false, late: 0 },
      { kind: 'roundRemind', due: '2026-10-24T17:00:00.000Z', sent: false, late: 0 },
      { kind: 'roundDue', due: '2026-10-25T18:00:00.000Z', sent: false, late: 0 },
    ]);
  });

  test('the round becomes a Discord scheduled event (EXTERNAL, validated against the published schema)', async () => {
    await h.bot.scheduler.wake();
    const events = [...h.fake.scheduledEvents.values()];
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      guild_id: GUILD,
      name: 'Vereinsmeisterschaft Grünstraße: round 1',
      entity_type: 3,
      privacy_level: 2,
      entity_metadata: { location: 'Games by arrangement until 2026-10-25 19:00' },
      scheduled_start_time: '2026-10-19T08:01:00.000Z',
      scheduled_end_time: '2026-10-25T18:00:00.000Z',
    });
    expect(h.fake.requests.filter((r) => r.path.endsWith('/scheduled-events'))).toHaveLength(1);
  });

  test('the arbiter moves the deadline an hour later: the jobs and the event follow', async () => {
    const moved = await h.run(
      admin,
      'arbiter',
      'schedule deadline',
      { at: '2026-10-25 20:00', round: 1 },
      arbiter,
    );
    expect(textOf(moved)).toMatch(/round 1: 2026-10-25 20:00/);
    await h.bot.scheduler.wake();
    expect((await jobsOf()).map((j) => [j.kind, j.due])).toEqual([
      ['roundEvent', '2026-10-19T08:00:00.000Z'],
      ['roundRemind', '2026-10-24T18:00:00.000Z'], // Saturday 20:00 CEST
      ['roundDue', '2026-10-25T19:00:00.000Z'], // Sunday 20:00 CET
    ]);
    const events = [...h.fake.scheduledEvents.values()];
    expect(events).toHaveLength(1);
    expect(events[0]?.scheduled_end_time).toBe('2026-10-25T19:00:00.000Z');
    expect(
      h.fake.requests.filter((r) => r.method === 'PATCH' && /scheduled-events\/\d+$/.test(r.path)),
    ).toHaveLength(1);
    // Moved to Tuesday 09:00, less than a day ahead: no reminder left due after the deadline; then back.
    await h.run(admin, 'arbiter', 'schedule deadline', { at: '20.10.2026 09:00', round: 1 }, arbiter);
    expect((await jobsOf()).map((j) => j.kind)).toEqual(['roundEvent', 'roundDue']);
    await h.run(admin, 'arbiter', 'schedule deadline', { at: '2026-10-25 20:00', round: 1 }, arbiter);
    await h.bot.scheduler.wake();
    // Typing mistakes: no date; not an arbiter; a round the tournament does not have.
    expect(textOf(await h.run(admin, 'arbiter', 'schedule deadline', { at: 'bald' }, arbiter))).toMatch(
      /not a date and time/,
    );
    expect(textOf(await h.run(ben, 'arbiter', 'schedule deadline', { at: '2026-10-26 20:00' }))).toMatch(
      /Only arbiters/,
    );
    expect(
      textOf(
        await h.run(admin, 'arbiter', 'schedule deadline', { at: '2026-10-26 20:00', round: 4 }, arbiter),
      ),
    ).toMatch(/has 3 rounds: there is no round 4/);
  });

  test('one game is reported; nothing is overdue before the deadline', async () => {
    const [first] = await roundGames(h);
    if (!first) throw new Error('no game');
    await h.run(first.white, 'result', 'report', { opponent: String(first.black_no), result: '1-0' });
    const none = await h.run(admin, 'arbiter', 'schedule overdue', {}, arbiter);
    expect(isEphemeral(none)).toBe(true);
    expect(textOf(none)).toBe('No game of **Vereinsmeisterschaft Grünstraße** is past its round deadline.');
  });

  test('the bot is down at the reminder: at start it goes out once, late, by DM or as a mention', async () => {
    const open = (await roundGames(h)).find((g) => g.result === '*');
    if (!open) throw new Error('no open game');
    // Whoever of the open game is Dora takes no DMs; make sure one player of it does not.
    const closed = open.white === dora || open.black === dora ? dora : open.black;
    const dmTaker = closed === open.white ? open.black : open.white;
    h.fake.dmsClosed.add(closed.id);
    await h.bot.stop();
    now = Date.parse('2026-10-24T21:00:00Z'); // Saturday 23:00 CEST: three hours late
    await h.restart();
    const dms = h.fake.directMessagesTo(dmTaker.id).map((m) => m.content);
    expect(dms).toHaveLength(1);
    expect(dms[0]).toMatch(
      dmTaker === dora
        ? /^\*\*Vereinsmeisterschaft Grünstraße\*\*, Runde 1: Deine Partie \(Brett \d, .+ – .+\) hat noch kein Ergebnis\. Die Runde endet am 25\.10\.2026 20:00/
        : /^\*\*Vereinsmeisterschaft Grünstraße\*\*, round 1: your game \(board \d, .+ – .+\) has no result yet\. The round closes 2026-10-25 20:00 \(Berlin time\): report it with \/result report in <#\d+>\.\n\(Sent late: it was due 2026-10-24 20:00, when the bot was not running\.\)$/,
    );
    expect(h.fake.directMessagesTo(closed.id)).toEqual([]);
    const mentions = () =>
      h.fake.messagesIn(CHANNEL).filter((m) => m.kind === 'channel' && /Reminder|Erinnerung/.test(m.content));
    expect(mentions()).toHaveLength(1);
    expect(mentions()[0]?.mentions).toEqual([closed.id]);
    expect(mentions()[0]?.content).toMatch(
      closed === dora
        ? /^Erinnerung – .*<@\d+>, eure Partie hat noch kein Ergebnis/
        : /^Reminder – .*<@\d+>, your game has no result yet/,
    );
    // Players of the reported game are not reminded.
    const reported = (await roundGames(h)).find((g) => g.result !== '*');
    for (const u of [reported?.white, reported?.black]) expect(h.fake.directMessagesTo(u!.id)).toEqual([]);
    // A second restart, and a second scheduler (another shard) waking with this one: nothing again.
    await h.restart();
    const shard = clientScheduler(h.bot.client, {
      store: h.store,
      log: { info: () => {}, warn: () => {}, error: () => {} },
      clock: () => new Date(now),
    });
    await Promise.all([h.bot.scheduler.wake(), shard.runDue()]);
    await shard.stop();
    expect(h.fake.directMessagesTo(dmTaker.id)).toHaveLength(1);
    expect(mentions()).toHaveLength(1);
    expect((await jobsOf()).find((j) => j.kind === 'roundRemind')).toMatchObject({ sent: true, late: 1 });
  });

  test('at the deadline the open game is posted, on time, and the arbiter lists it', async () => {
    now = Date.parse('2026-10-25T18:59:00Z'); // Sunday 19:59 CET: not yet (20:00 CET = 19:00 UTC)
    await h.bot.scheduler.wake();
    const duePosts = () => h.fake.messagesIn(CHANNEL).filter((m) => /deadline .* has passed/.test(m.content));
    expect(duePosts()).toEqual([]);
    now = Date.parse('2026-10-25T19:00:20Z');
    await h.bot.scheduler.wake();
    expect(duePosts()).toHaveLength(1);
    expect(duePosts()[0]?.content).toMatch(
      /^\*\*Vereinsmeisterschaft Grünstraße\*\*, round 1: the deadline 2026-10-25 20:00 has passed with 1 game\(s\) without a result: \d \(.+ – .+\) \(\/arbiter schedule overdue\)\.$/,
    );
    expect(duePosts()[0]?.mentions).toEqual([]);
    const list = await h.run(admin, 'arbiter', 'schedule overdue', {}, { ...arbiter, locale: 'de' });
    expect(isEphemeral(list)).toBe(true);
    expect(textOf(list)).toMatch(
      /^Partien von \*\*Vereinsmeisterschaft Grünstraße\*\* über ihrer Rundenfrist \(25\.10\.2026 20:00\):\n- Runde 1, Brett \d: .+ – .+ \(Frist 25\.10\.2026 20:00\)$/,
    );
    expect(textOf(await h.run(ben, 'arbiter', 'schedule overdue'))).toMatch(/Only arbiters/);
  });

  test('removing the deadline drops the Discord event; the changes are in the audit log', async () => {
    const cleared = await h.run(admin, 'arbiter', 'schedule deadline', { at: '-', round: 1 }, arbiter);
    expect(textOf(cleared)).toBe('The deadline of **Vereinsmeisterschaft Grünstraße**, round 1 is removed.');
    await h.bot.scheduler.wake();
    expect(h.fake.scheduledEvents.size).toBe(0);
    expect(await h.store.db.selectFrom('discord_events').selectAll().execute()).toEqual([]);
    const audit = await h.store.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('action', '=', 'deadline')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'deadline', before: null, after: 'round 1: 2026-10-25T18:00:00.000Z' },
      { action: 'deadline', before: null, after: 'round 1: 2026-10-25T19:00:00.000Z' },
      { action: 'deadline', before: null, after: 'round 1: 2026-10-20T07:00:00.000Z' }, // 09:00 CEST
      { action: 'deadline', before: null, after: 'round 1: 2026-10-25T19:00:00.000Z' },
      { action: 'deadline', before: 'round 1: 2026-10-25T19:00:00.000Z', after: null },
    ]);
  });

  test('a server whose bot may not create events: a warning, the deadline still holds, no retries', async () => {
    h.fake.eventsForbidden.add(GUILD);
    const before = h.fake.requests.length;
    const set = await h.run(
      admin,
      'arbiter',
      'schedule deadline',
      { at: '2026-11-01 19:00', round: 2 },
      arbiter,
    );
    expect(textOf(set)).toMatch(/round 2: 2026-11-01 19:00/);
    await h.bot.scheduler.wake();
    await h.bot.scheduler.wake();
    const posts = h.fake.requests.slice(before).filter((r) => r.path.endsWith('/scheduled-events'));
    expect(posts).toHaveLength(1); // tried once, not again at the next wake
    expect(h.logs.filter((l) => l.msg === 'no permission to manage scheduled events')).toHaveLength(1);
    expect((await jobsOf()).filter((j) => j.kind === 'roundEvent' && !j.sent)).toEqual([]);
    h.fake.eventsForbidden.delete(GUILD);
  });
});
