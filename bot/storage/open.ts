import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../env.ts';
import { type BackupInfo, backupSqlite } from './backup.ts';
import { type Dialect, migrateToLatest } from './migrations.ts';
import type { Database } from './schema.ts';
import { openSqlite, pragma } from './sqlite.ts';
import { withStatementCache } from './statementCache.ts';

export interface OpenDatabase {
  readonly db: Kysely<Database>;
  /**
   * A second SQLite connection for quick reads that must not queue behind write transactions (the
   * duplicate-interaction check before acknowledging). WAL lets it read while a write is open.
   */
  readonly readDb?: Kysely<Database>;
  readonly dialect: Dialect;
  /** SQLite files only: a consistent copy into `destDir` (online backup API, storage/backup.ts). */
  readonly backup?: (destDir: string, now: Date) => Promise<BackupInfo>;
  close(): Promise<void>;
}

/** Opens the configured database and runs the migrations. */
export async function openDatabase(
  config: DatabaseConfig,
  opts: { readonly poolSize?: number } = {},
): Promise<OpenDatabase> {
  let db: Kysely<Database>;
  let readDb: Kysely<Database> | undefined;
  let dialect: Dialect;
  let backup: OpenDatabase['backup'];
  if (config.kind === 'sqlite') {
    if (config.file !== ':memory:') mkdirSync(path.dirname(config.file), { recursive: true });
    const sqlite = openSqlite(config.file);
    pragma(sqlite, 'journal_mode = WAL');
    // SQLite, "Write-Ahead Logging" and PRAGMA synchronous: in WAL mode NORMAL syncs at checkpoints,
    // not on every commit; a commit survives a crash of the bot (kill -9), only a power loss may undo
    // the last ones. FULL made every result report wait for an fsync on the event loop.
    pragma(sqlite, 'synchronous = NORMAL');
    pragma(sqlite, 'busy_timeout = 5000');
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    if (config.file !== ':memory:') {
      const reader = openSqlite(config.file);
      pragma(reader, 'busy_timeout = 5000');
      readDb = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(reader) }) });
      backup = (destDir, now) => backupSqlite(reader, destDir, now);
    }
    dialect = 'sqlite';
  } else {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: opts.poolSize ?? 5,
      // PostgreSQL, "synchronous_commit": off answers COMMIT before the WAL reaches the disk. A crash
      // of the bot loses nothing; a crash of the server or machine may undo the last commits (at most
      // 3 x wal_writer_delay), never corrupting anything: the guarantee SQLite's NORMAL gives above.
      // With on, every result report waited for a disk flush before the next write could start.
      options: '-c synchronous_commit=off',
    });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    dialect = 'postgres';
  }
  await migrateToLatest(db, dialect);
  return {
    db,
    ...(readDb ? { readDb } : {}),
    ...(backup ? { backup } : {}),
    dialect,
    async close() {
      await readDb?.destroy();
      await db.destroy();
    },
  };
}
