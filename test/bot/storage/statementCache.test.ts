import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { openSqlite, type SqliteFile } from '../../../bot/storage/sqlite.ts';
import { withStatementCache } from '../../../bot/storage/statementCache.ts';

/** The SQLite driver (node:sqlite or better-sqlite3) counting its prepares. */
function counted(): { db: SqliteFile; prepares: () => number } {
  const inner = openSqlite(':memory:');
  let n = 0;
  const db: SqliteFile = {
    ...inner,
    prepare: (s: string) => {
      n += 1;
      return inner.prepare(s);
    },
  };
  return { db, prepares: () => n };
}

describe('withStatementCache: kysely on SQLite prepares each SQL text once', () => {
  test('the same query with other parameters reuses the statement; results are those of each call', async () => {
    const { db, prepares } = counted();
    const k = new Kysely<{ t: { id: number; name: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(db) }),
    });
    await sql`create table t (id integer primary key, name text)`.execute(k);
    for (const [id, name] of [
      [1, 'a'],
      [2, 'b'],
      [3, 'c'],
    ] as const)
      await k.insertInto('t').values({ id, name }).execute();
    const names = [];
    for (const id of [3, 1, 2])
      names.push((await k.selectFrom('t').select('name').where('id', '=', id).executeTakeFirst())?.name);
    expect(names).toEqual(['c', 'a', 'b']);
    expect(prepares()).toBe(3); // create, insert, select
    await k.destroy();
  });

  test('after a schema change the kept statement sees the new column (SQLite prepares it again)', async () => {
    const { db } = counted();
    const k = new Kysely<{ t: { id: number; extra?: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(db) }),
    });
    await sql`create table t (id integer primary key)`.execute(k);
    await k.insertInto('t').values({ id: 1 }).execute();
    expect(await k.selectFrom('t').selectAll().execute()).toEqual([{ id: 1 }]);
    await sql`alter table t add column extra text default 'x'`.execute(k);
    expect(await k.selectFrom('t').selectAll().execute()).toEqual([{ id: 1, extra: 'x' }]);
    await k.destroy();
  });

  test('at most `max` statements are kept (the oldest is dropped)', () => {
    const { db, prepares } = counted();
    const cached = withStatementCache(db, 2);
    for (const q of ['select 1', 'select 2', 'select 3', 'select 1']) cached.prepare(q);
    expect(prepares()).toBe(4); // 'select 1' was dropped by 'select 3'
    cached.prepare('select 3');
    expect(prepares()).toBe(4);
    cached.close();
  });
});
