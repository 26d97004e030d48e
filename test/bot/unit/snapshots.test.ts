import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addPlayers } from '../../../core/workflow/index.ts';
import { TournamentSnapshots, WriteLog } from '../../../bot/snapshots.ts';
import { openDatabase } from '../../../bot/storage/open.ts';
import * as repo from '../../../bot/storage/repo.ts';
import type { TournamentRow } from '../../../bot/storage/schema.ts';
import { createStore, type Store } from '../../../bot/storage/store.ts';

const G = 'g1';

describe('TournamentSnapshots: committed state in memory, current after every commit', () => {
  let store: Store;
  let row: TournamentRow;
  let n = 0;
  /** Game 1's result changed in the database, its row read back as a handler does. */
  const report = async (result: '1-0' | '0-1' | '*') =>
    store.mutate(`m${++n}`, async (q) => {
      const [g] = (await repo.loadTournament(q, row)).games;
      if (!g) throw new Error('no game');
      await repo.setGameResult(q, g.id, result);
      return (await repo.gameById(q, g.id)) ?? g;
    });

  beforeAll(async () => {
    store = createStore(await openDatabase({ kind: 'sqlite', file: ':memory:' }));
    await store.mutate('setup', async (q) => {
      const id = await repo.createTournament(q, {
        guildId: G,
        name: 'Open',
        kind: 'swiss',
        rounds: 3,
        createdBy: 'u',
        at: 'now',
      });
      for (const name of ['A', 'B'])
        await repo.addPlayer(q, id, {
          userId: null,
          name,
          dwz: null,
          dwzIndex: null,
          fide: null,
          birthYear: null,
        });
      await repo.insertGames(q, id, [{ round: 1, board: 1, white: 1, black: 2 }]);
      await repo.updateTournament(q, id, { status: 'running', current_round: 1 });
    });
    const [r] = await repo.listTournaments(store.db, G);
    if (!r) throw new Error('setup');
    row = r;
  });
  afterAll(async () => {
    await store.close();
  });

  const fresh = () => repo.loadTournament(store.db, row);

  test('repeated requests are served from memory', async () => {
    const s = new TournamentSnapshots();
    const first = await s.get(store.db, row);
    expect(await s.get(store.db, row)).toBe(first);
    expect(s.loads).toBe(1);
  });

  test('concurrent requests on one handle share one load; a transaction does not join a reader load', async () => {
    const s = new TournamentSnapshots();
    const [a, b] = await Promise.all([s.get(store.db, row), s.get(store.db, row)]);
    expect(a).toBe(b);
    expect(s.loads).toBe(1);
    const t = new TournamentSnapshots();
    await Promise.all([t.get(store.db, row), t.get(store.reader.withoutPlugins(), row)]);
    expect(t.loads).toBe(2);
  });

  test.each([
    ['a result change told by the handler: the game row is replaced, no reload', 'patched'],
    ['any other change: dropped and loaded again', 'unknown'],
  ] as const)('%s', async (_name, how) => {
    const s = new TournamentSnapshots();
    await s.get(store.db, row);
    s.begin(G);
    const game = await report(how === 'patched' ? '1-0' : '0-1');
    s.committed(G, how === 'patched' ? new Map([[row.id, [game]]]) : 'unknown');
    expect(await s.get(store.db, row)).toEqual(await fresh());
    expect(s.loads).toBe(how === 'patched' ? 1 : 2);
  });

  test('with a second transaction of the server open (PostgreSQL), a commit drops instead of patching', async () => {
    const s = new TournamentSnapshots();
    await s.get(store.db, row);
    s.begin(G);
    s.begin(G);
    const game = await report('*');
    s.committed(G, new Map([[row.id, [game]]]));
    s.rolledBack(G);
    expect(await s.get(store.db, row)).toEqual(await fresh());
    expect(s.loads).toBe(2);
  });

  test('a load that a commit overtook is not kept', async () => {
    const s = new TournamentSnapshots();
    const pending = s.get(store.db, row); // started before the change commits
    s.begin(G);
    await report('1-0');
    s.committed(G, 'unknown');
    await pending;
    expect(await s.get(store.db, row)).toEqual(await fresh());
    expect(s.loads).toBe(2);
  });

  test('a changed tournament row (another round, status, settings) is loaded anew', async () => {
    const s = new TournamentSnapshots();
    await s.get(store.db, row);
    await s.get(store.db, { ...row, current_round: row.current_round + 1 });
    expect(s.loads).toBe(2);
  });

  test('a game row of another tournament cannot be patched in: dropped', async () => {
    const s = new TournamentSnapshots();
    const lt = await s.get(store.db, row);
    const [g] = lt.games;
    if (!g) throw new Error('setup');
    s.begin(G);
    s.committed(G, new Map([[row.id, [{ ...g, id: g.id + 1000 }]]]));
    await s.get(store.db, row);
    expect(s.loads).toBe(2);
  });

  test('a player added through the workflow: the state saveModel returns replaces the snapshot and equals the database', async () => {
    // A second tournament, in registration: a join only adds a row (a late entry into the running
    // one adds byes for the missed rounds, and its snapshot is dropped instead).
    const rapid = await store.mutate(`m${++n}`, async (q) => {
      const id = await repo.createTournament(q, {
        guildId: G,
        name: 'Rapid',
        kind: 'swiss',
        rounds: 5,
        createdBy: 'u',
        at: 'now',
      });
      await repo.addPlayer(q, id, {
        userId: 'u1',
        name: 'Anna Größer',
        dwz: 1650,
        dwzIndex: 12,
        fide: null,
        birthYear: null,
      });
      return repo.tournamentByName(q, G, 'Rapid');
    });
    if (!rapid) throw new Error('setup');
    const s = new TournamentSnapshots();
    const lt = await s.get(store.db, rapid);
    const saved = await store.mutate(`m${++n}`, async (q) => {
      const before = await repo.workflowModel(q, lt);
      const added = addPlayers(before, [{ name: 'Jürgen Weiß', dwz: { rating: 1712 } }]);
      if (!added.ok) throw new Error('addPlayers');
      return repo.saveModel(q, lt, before, added.value.tournament, {
        actorId: 'u',
        userIds: new Map([['Jürgen Weiß', 'u9']]),
      });
    });
    if (!saved) throw new Error('a registration only adds a player: saveModel returns the stored state');
    s.begin(G);
    const log = new WriteLog();
    log.replacedTournament(saved);
    s.committed(G, log.take());
    const now = await s.get(store.db, rapid);
    expect(s.loads).toBe(1);
    expect(now).toEqual(await repo.loadTournament(store.db, rapid));
    expect(now.players.map((p) => [p.start_no, p.name, p.dwz, p.user_id])).toEqual([
      [1, 'Anna Größer', 1650, 'u1'],
      [2, 'Jürgen Weiß', 1712, 'u9'],
    ]);
  });

  test('a tournament told changed loses its snapshot: loaded anew', async () => {
    const s = new TournamentSnapshots();
    await s.get(store.db, row);
    s.begin(G);
    const log = new WriteLog();
    log.changedTournament(row.id);
    s.committed(G, log.take());
    await s.get(store.db, row);
    expect(s.loads).toBe(2);
  });

  test('the write log: nothing told is an unknown change; told rows are taken once', () => {
    const log = new WriteLog();
    expect(log.take()).toBe('unknown');
    log.changedGames(7, []);
    log.changedGames(7, []);
    const taken = log.take();
    expect(taken).not.toBe('unknown');
    expect(taken instanceof Map && [...taken.keys()]).toEqual([7]);
    expect(log.take()).toBe('unknown');
  });
});
