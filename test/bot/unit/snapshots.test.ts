import { afterAll, beforeAll, describe, expect, test } from 'vitest';
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

  test('the write log: nothing told is an unknown change; told rows are taken once', () => {
    const log = new WriteLog();
    expect(log.take()).toBe('unknown');
    log.changedGames(7, []);
    log.changedGames(7, []);
    const taken = log.take();
    expect(taken).not.toBe('unknown');
    expect(taken !== 'unknown' && [...taken.keys()]).toEqual([7]);
    expect(log.take()).toBe('unknown');
  });
});
