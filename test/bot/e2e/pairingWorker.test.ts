import { beforeAll, describe, expect, test } from 'vitest';
import * as repo from '../../../bot/storage/repo.ts';
import type { InteractionRecord } from '../fakeDiscord/server.ts';
import {
  CHANNEL,
  CHANNEL3,
  GUILD,
  GUILD2,
  type Harness,
  isEphemeral,
  textOf,
  USERS,
} from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';

const { admin, anna, ben } = USERS;
const BIG = 400;

/** Every pairing job takes at least this long in the worker thread (a slow engine under load). */
const SLOW_JOB_MS = 1500;

/** A running Swiss event of `n` guests, no round paired yet, written straight into the database. */
async function seedBigOpen(h: Harness, n: number): Promise<number> {
  return h.store.mutate('seed-big-open', async (q) => {
    const id = await repo.createTournament(q, {
      guildId: GUILD,
      name: 'Big Open',
      kind: 'swiss',
      rounds: 7,
      createdBy: admin.id,
      at: '2026-05-01T10:00:00.000Z',
    });
    await repo.selectTournament(q, GUILD, CHANNEL, id);
    for (let i = 0; i < n; i++)
      await repo.addPlayer(q, id, {
        userId: null,
        name: `Player ${String(i + 1).padStart(3, '0')}`,
        dwz: 2400 - i,
        dwzIndex: 10,
        fide: null,
        birthYear: null,
      });
    await repo.updateTournament(q, id, { status: 'running', current_round: 0 });
    return id;
  });
}

/** The final answer has not arrived yet: no callback, or a deferred reply still unedited. */
const unanswered = (rec: InteractionRecord): boolean =>
  rec.initial === undefined ||
  (rec.initial.type === 5 &&
    rec.original !== undefined &&
    rec.original.edits === 0 &&
    rec.followups.length === 0);

describe('Swiss pairing runs in a worker thread, outside the write transaction', { timeout: 90_000 }, () => {
  const h = useHarness({ harness: { pairingMinJobMs: SLOW_JOB_MS } });
  let bigId = 0;
  beforeAll(async () => {
    bigId = await seedBigOpen(h, BIG);
    // The neighbouring club: a small event in the second server.
    const at = { guildId: GUILD2, channelId: CHANNEL3 };
    await h.run(
      admin,
      'arbiter',
      'tournament create',
      { name: 'Nachbar', system: 'swiss', rounds: 3 },
      { ...at, admin: true },
    );
    for (const u of [anna, ben]) await h.run(u, 'tournament', 'join', {}, at);
    await h.run(admin, 'arbiter', 'tournament start', {}, { ...at, admin: true });
    // The render worker started before the measured window (its cold start is slow on a busy machine).
    await h.run(anna, 'standings', undefined, {}, at);
  }, 120_000);

  test('while 400 players are paired, other servers and the same server are answered; a change meanwhile is paired too', async () => {
    const jobsBefore = h.pairing.jobs;
    const pair = h.send(admin, 'arbiter', 'tournament pair', {}, { admin: true });
    await h.fake.waitFor(() => h.pairing.jobs > jobsBefore, 'the pairing job');
    // /standings in another server and /tournament status here: answered while the pairing runs.
    const standings = h.send(anna, 'standings', undefined, {}, { guildId: GUILD2, channelId: CHANNEL3 });
    const status = h.send(ben, 'tournament', 'status');
    const [s, st] = await Promise.all([h.fake.response(standings), h.fake.response(status)]);
    expect(textOf('choices' in s ? undefined : s)).toMatch(/Nachbar — standings/);
    expect(textOf('choices' in st ? undefined : st)).toMatch(/400 players · round 0 of 7/);
    // A late entry while the engine works: the first pairing is stale, so it is paired again.
    const late = await h.run(
      admin,
      'arbiter',
      'tournament add',
      { name: 'Late, Lena', dwz: 1000 },
      { admin: true },
    );
    expect(textOf(late)).toMatch(/Late, Lena/);
    expect(unanswered(pair)).toBe(true);
    const answer = await h.fake.response(pair, 30_000);
    expect(textOf('choices' in answer ? undefined : answer)).toMatch(/round 1/);
    expect(h.pairing.jobs).toBe(jobsBefore + 2);
    for (const rec of [pair, standings, status]) expect(rec.rejectedCallbacks).toEqual([]);
    expect(pair.initial?.type).toBe(5); // deferred in time, then edited
    const row = await repo.tournamentById(h.store.db, bigId);
    if (!row) throw new Error('the tournament is gone');
    const lt = await repo.loadTournament(h.store.db, row);
    const round1 = lt.games.filter((g) => g.round === 1);
    expect(round1).toHaveLength(200);
    expect(lt.tournament.unpaired.filter((u) => u.round === 1)).toHaveLength(1); // 401 players: one bye
    expect(new Set(round1.flatMap((g) => [g.white_no, g.black_no])).size).toBe(400);
    expect(lt.row.current_round).toBe(1);
  });

  test('a tournament that changes during the retry as well is not paired; the arbiter is told to pair again', async () => {
    const at = { guildId: GUILD2, channelId: CHANNEL3 };
    const jobsBefore = h.pairing.jobs;
    const pair = h.send(admin, 'arbiter', 'tournament pair', {}, { ...at, admin: true });
    await h.fake.waitFor(() => h.pairing.jobs === jobsBefore + 1, 'the first pairing job');
    await h.run(admin, 'arbiter', 'tournament add', { name: 'Gast Eins' }, { ...at, admin: true });
    await h.fake.waitFor(() => h.pairing.jobs === jobsBefore + 2, 'the second pairing job');
    await h.run(admin, 'arbiter', 'tournament add', { name: 'Gast Zwei' }, { ...at, admin: true });
    const r = await h.fake.response(pair, 30_000);
    const m = 'choices' in r ? undefined : r;
    expect(isEphemeral(m)).toBe(true);
    expect(textOf(m)).toMatch(/changed twice while the round was being paired/);
    expect(pair.rejectedCallbacks).toEqual([]);
    const status = textOf(await h.run(anna, 'tournament', 'status', {}, at));
    expect(status).toMatch(/4 players · round 0 of 3/);
    // Nothing half-written: no games, and the interaction id is free for nothing (a new pair works).
    const again = await h.run(admin, 'arbiter', 'tournament pair', {}, { ...at, admin: true });
    expect(textOf(again)).toMatch(/round 1/);
  });
});
