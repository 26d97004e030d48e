import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { openSqlite, pragma, type SqliteFile } from './sqlite.ts';

/**
 * Consistent SQLite copies with SQLite's online backup API (sqlite.ts: node:sqlite `backup()` or
 * better-sqlite3 `db.backup()`; SQLite
 * "Online Backup API"): it reads through a connection, so commits still in the write-ahead log are
 * included and a write during the copy restarts it. A plain file copy of a WAL database misses
 * everything not yet checkpointed (a copy of `rochade.sqlite` alone can have no tables at all).
 */

export interface BackupInfo {
  readonly file: string;
  readonly bytes: number;
}

/** `rochade-20261127-0103-05.sqlite` (UTC, sortable). */
export function backupFileName(now: Date): string {
  const iso = now.toISOString(); // 2026-11-27T01:03:05.123Z
  return `rochade-${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 16).replace(':', '')}-${iso.slice(17, 19)}.sqlite`;
}

const BACKUP_NAME = /^rochade-\d{8}-\d{4}-\d{2}\.sqlite$/;

/**
 * Copies the open database `source` into `destDir` under a dated name: written to a temporary
 * file first and renamed, so a crash never leaves a half backup under a backup's name. Keeps the
 * newest `keep` backups of that directory (older ones are deleted).
 */
export async function backupSqlite(
  source: SqliteFile,
  destDir: string,
  now: Date,
  keep = 14,
): Promise<BackupInfo> {
  mkdirSync(destDir, { recursive: true });
  const file = path.join(destDir, backupFileName(now));
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  await source.backup(partial);
  // The copy inherits WAL mode from the live database; a backup is one self-contained file.
  const copy = openSqlite(partial);
  try {
    pragma(copy, 'journal_mode = DELETE');
  } finally {
    copy.close();
  }
  renameSync(partial, file);
  pruneBackups(destDir, keep);
  return { file, bytes: statSync(file).size };
}

/** Opens the SQLite file read-only and backs it up (the `npm run backup` script; the bot may be running). */
export async function backupSqliteFile(
  databaseFile: string,
  destDir: string,
  now: Date,
  keep?: number,
): Promise<BackupInfo> {
  if (!existsSync(databaseFile)) throw new Error(`no database at ${databaseFile}`);
  const db = openSqlite(databaseFile, { readonly: true, fileMustExist: true });
  try {
    pragma(db, 'busy_timeout = 5000');
    return await backupSqlite(db, destDir, now, keep);
  } finally {
    db.close();
  }
}

function pruneBackups(dir: string, keep: number): void {
  const names = readdirSync(dir)
    .filter((n) => BACKUP_NAME.test(n))
    .sort();
  for (const old of names.slice(0, Math.max(0, names.length - keep))) rmSync(path.join(dir, old));
}

/** Why `file` is not a Rochade backup (undefined when it is): SQLite's integrity check and the migration table. */
export function checkBackup(file: string): string | undefined {
  if (!existsSync(file)) return `${file} does not exist`;
  let db: SqliteFile | undefined;
  try {
    db = openSqlite(file, { readonly: true, fileMustExist: true });
    const integrity = pragma(db, 'integrity_check');
    if (integrity !== 'ok') return `${file} is damaged (SQLite integrity_check: ${String(integrity)})`;
    const migrations = db
      .prepare("select count(*) as n from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get([]) as { n: number };
    if (migrations.n === 0) return `${file} is not a Rochade database (no kysely_migration table)`;
    return undefined;
  } catch (e) {
    return `${file} is not a SQLite database (${e instanceof Error ? e.message : String(e)})`;
  } finally {
    db?.close();
  }
}

/** The database to restore into is open in another process (a running bot). */
export class DatabaseInUseError extends Error {
  readonly file: string;
  constructor(file: string) {
    super(`${file} is open in another process (a running bot): stop the bot first`);
    this.file = file;
  }
}

/**
 * Whether another connection has the SQLite file open. Every connection to a WAL database holds a
 * shared lock on it (SQLite, "Write-Ahead Logging", the wal-index), idle or not, so an exclusive
 * lock is refused exactly while a bot (or a backup) has it open; the check takes and drops that lock.
 */
export function databaseInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const db = openSqlite(file, { fileMustExist: true });
  try {
    pragma(db, 'busy_timeout = 0');
    pragma(db, 'locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('ROLLBACK');
    return false;
  } catch (e) {
    if (e instanceof Error && 'code' in e && (e.code === 'SQLITE_BUSY' || e.code === 'SQLITE_LOCKED'))
      return true;
    throw e;
  } finally {
    db.close();
  }
}

/**
 * Restores `backupFile` into `databaseFile` (the bot stopped), again through the backup API: the
 * target's own write-ahead log is handled by SQLite, so no stale `-wal` file can resurrect newer
 * pages. The replaced database is first kept as a backup itself in `safetyDir`. Refused, the files
 * untouched, while another process has the database open (`DatabaseInUseError`).
 */
export async function restoreSqlite(
  backupFile: string,
  databaseFile: string,
  safetyDir: string,
  now: Date,
): Promise<{ readonly previous?: BackupInfo }> {
  const problem = checkBackup(backupFile);
  if (problem) throw new Error(problem);
  if (databaseInUse(databaseFile)) throw new DatabaseInUseError(databaseFile);
  const previous = existsSync(databaseFile)
    ? await backupSqliteFile(databaseFile, safetyDir, new Date(now.getTime()), Number.MAX_SAFE_INTEGER)
    : undefined;
  mkdirSync(path.dirname(databaseFile), { recursive: true });
  const source = openSqlite(backupFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(databaseFile);
  } finally {
    source.close();
  }
  return previous ? { previous } : {};
}
