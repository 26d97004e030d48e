import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * A SQLite database (sqlite.ts: node:sqlite or better-sqlite3) for kysely's SQLite dialect that
 * keeps each prepared statement per SQL text: kysely prepares every query anew, which was a third
 * of the bot's SQLite time under load (bench/bot.ts, CPU profile). A statement is reused only once
 * the previous use has returned (all and run finish synchronously; the bot does not stream SQLite
 * queries), and SQLite prepares it again by itself after a schema change (sqlite3_prepare_v2). The
 * oldest statement is dropped when `max` are kept.
 */
export function withStatementCache(db: SqliteDatabase, max = 512): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      db.close();
    },
    prepare(sql) {
      const hit = statements.get(sql);
      if (hit) return hit;
      const stmt = db.prepare(sql);
      statements.set(sql, stmt);
      if (statements.size > max) statements.delete(statements.keys().next().value ?? '');
      return stmt;
    },
  };
}
