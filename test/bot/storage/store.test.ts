import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../../../bot/storage/open.ts';
import * as repo from '../../../bot/storage/repo.ts';
import { createStore, DuplicateInteraction, NothingApplied, type Store } from '../../../bot/storage/store.ts';
import { DB_KINDS, databaseFor } from '../helpers/databases.ts';

describe.each(DB_KINDS)('storage on %s', (kind) => {
  let store: Store;
  let stopDb: () => Promise<void>;
  beforeAll(async () => {
    const d = await databaseFor(kind);
    stopDb = d.stop;
    store = createStore(await openDatabase(d.config));
  }, 120_000);
  afterAll(async () => {
    await store.close();
    await stopDb();
  }, 120_000);

  test('a tournament round-trips into the core model', async () => {
    const id = await store.mutate('i1', async (q) => {
      const tid = await repo.createTournament(q, {
        guildId: 'g',
        name: 'Club 2026',
        kind: 'swiss',
        rounds: 5,
        createdBy: 'u0',
        at: '2026-01-01T00:00:00Z',
      });
      await repo.addPlayer(q, tid, {
        userId: 'u1',
        name: 'Anna',
        dwz: 1800,
        dwzIndex: 20,
        fide: null,
        birthYear: 1990,
      });
      await repo.addPlayer(q, tid, {
        userId: null,
        name: 'Guest',
        dwz: null,
        dwzIndex: null,
        fide: 1900,
        birthYear: null,
      });
      await repo.insertGames(q, tid, [{ round: 1, board: 1, white: 1, black: 2 }]);
      await repo.addBye(q, tid, 2, 2, 'HPB');
      return tid;
    });
    const row = await repo.resolveTournament(store.db, 'g', 'c');
    expect(row.id).toBe(id);
    const loaded = await repo.loadTournament(store.db, row);
    expect(loaded.tournament.players.map((p) => [p.id, p.name, p.dwz?.rating, p.fide])).toEqual([
      [1, 'Anna', 1800, undefined],
      [2, 'Guest', undefined, 1900],
    ]);
    expect(loaded.tournament.games).toEqual([{ round: 1, board: 1, white: 1, black: 2, result: '*' }]);
    expect(loaded.tournament.unpaired).toEqual([{ round: 2, player: 2, kind: 'HPB' }]);
  });

  test('a repeated interaction id is applied once', async () => {
    await store.mutate('dup', async (q) => repo.setArbiterRole(q, 'g', '111'));
    await expect(store.mutate('dup', async (q) => repo.setArbiterRole(q, 'g', '222'))).rejects.toBeInstanceOf(
      DuplicateInteraction,
    );
    expect(await repo.getArbiterRole(store.db, 'g')).toBe('111');
  });

  test('a failing change leaves nothing behind (not even the interaction id)', async () => {
    await expect(
      store.mutate('fails', async (q) => {
        await repo.setArbiterRole(q, 'g2', '5');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await repo.getArbiterRole(store.db, 'g2')).toBeUndefined();
    expect(await store.wasProcessed('fails')).toBe(false);
  });

  test('a batch records the interactions it applied, not those it refused', async () => {
    const value = await store.mutateBatch(async (q) => {
      await repo.setArbiterRole(q, 'gb', '7');
      return { value: 'done', applied: ['b1', 'b2'] };
    });
    expect(value).toBe('done');
    expect([await store.wasProcessed('b1'), await store.wasProcessed('b2')]).toEqual([true, true]);
    expect(await store.wasProcessed('b3')).toBe(false);
  });

  test('a batch with an interaction applied before is rolled back whole', async () => {
    await expect(
      store.mutateBatch(async (q) => {
        await repo.setArbiterRole(q, 'gb2', '8');
        return { value: undefined, applied: ['b4', 'b1'] };
      }),
    ).rejects.toBeInstanceOf(DuplicateInteraction);
    expect(await repo.getArbiterRole(store.db, 'gb2')).toBeUndefined();
    expect(await store.wasProcessed('b4')).toBe(false);
  });

  test('a batch that applied nothing is rolled back and hands back its value', async () => {
    const refused = store.mutateBatch(async (q) => {
      await repo.setArbiterRole(q, 'gb3', '9');
      return { value: ['refused'], applied: [] };
    });
    await expect(refused).rejects.toBeInstanceOf(NothingApplied);
    await expect(refused).rejects.toMatchObject({ value: ['refused'] });
    expect(await repo.getArbiterRole(store.db, 'gb3')).toBeUndefined();
  });

  test('two racing reports of one game: exactly one wins', async () => {
    const row = await repo.resolveTournament(store.db, 'g', 'c');
    const game = (await repo.loadTournament(store.db, row)).games[0];
    if (!game) throw new Error('no game');
    const outcomes = await Promise.all(
      ['r1', 'r2', 'r3', 'r4'].map((iid, i) =>
        store.mutate(iid, (q) => repo.reportIfOpen(q, game.id, i % 2 ? '1-0' : '0-1', `u${i}`)),
      ),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
  });

  test('a member registers once; duplicate tournament names are refused', async () => {
    const row = await repo.resolveTournament(store.db, 'g', 'c');
    await expect(
      store.mutate('j2', (q) =>
        repo.addPlayer(q, row.id, {
          userId: 'u1',
          name: 'Anna',
          dwz: null,
          dwzIndex: null,
          fide: null,
          birthYear: null,
        }),
      ),
    ).rejects.toMatchObject({ key: 'alreadyJoined' });
    await expect(
      store.mutate('t2', (q) =>
        repo.createTournament(q, {
          guildId: 'g',
          name: 'Club 2026',
          kind: 'swiss',
          rounds: 5,
          createdBy: 'u0',
          at: 'x',
        }),
      ),
    ).rejects.toMatchObject({ key: 'tournamentExists' });
  });
});

describe('a full disk (SQLite)', () => {
  test('the change fails with the real cause, not the rollback error', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rochade-full-'));
    const open = await openDatabase({ kind: 'sqlite', file: path.join(dir, 'full.db') });
    const store = createStore(open);
    // SQLite's max_page_count caps the file: the next pages cannot be written (SQLITE_FULL).
    const pages = Number(
      (await sql<{ page_count: number }>`pragma page_count`.execute(store.db)).rows[0]?.page_count,
    );
    await sql.raw(`pragma max_page_count = ${pages + 2}`).execute(store.db);
    await expect(
      store.mutate('big', async (q) => {
        for (let k = 0; k < 200; k++) await repo.setArbiterRole(q, `guild-${k}-${'x'.repeat(2000)}`, '1');
      }),
    ).rejects.toThrow(/full/);
    await store.close();
  });
});
