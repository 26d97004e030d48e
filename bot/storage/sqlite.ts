import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * The embedded SQLite driver, one interface over two: Node's own `node:sqlite` where the Node version
 * has all this needs (DatabaseSync, StatementSync#columns, the online backup function: Node 22.16+
 * and 23.11+, every Node 24; a release candidate since 24.15), else the better-sqlite3 package (an
 * optional dependency with a native addon, for Node 20). With node:sqlite nothing is compiled at
 * install and no addon has to match the Node headers (better-sqlite3 12 compiled against the headers
 * of Node 24.19 or newer can abort the process). ROCHADE_SQLITE_DRIVER=node|better-sqlite3 forces
 * one (tests).
 */
export type SqliteDriverName = 'node:sqlite' | 'better-sqlite3';

export interface SqliteFile extends SqliteDatabase {
  readonly driver: SqliteDriverName;
  exec(sql: string): void;
  prepare(sql: string): SqliteStatement & { get(parameters: readonly unknown[]): unknown };
  /** A consistent copy into `dest` through SQLite's online backup API (commits in the WAL included). */
  backup(dest: string): Promise<void>;
  close(): void;
}

export interface OpenOptions {
  readonly readonly?: boolean;
  readonly fileMustExist?: boolean;
}

// node:sqlite, typed by hand: @types/node 20 does not know it.
interface NodeStatement {
  all(...params: unknown[]): unknown[];
  get(...params: unknown[]): unknown;
  run(...params: unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  iterate(...params: unknown[]): IterableIterator<unknown>;
  columns(): unknown[];
}
interface NodeDatabase {
  exec(sql: string): void;
  prepare(sql: string): NodeStatement;
  close(): void;
}
interface NodeSqlite {
  DatabaseSync: new (path: string, options?: { readOnly?: boolean }) => NodeDatabase;
  StatementSync: { prototype: object };
  backup(source: NodeDatabase, path: string): Promise<number>;
}

const require = createRequire(import.meta.url);

function nodeSqlite(): NodeSqlite | undefined {
  const getBuiltin = (process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule;
  let m: NodeSqlite | undefined;
  try {
    m = (getBuiltin ? getBuiltin('node:sqlite') : require('node:sqlite')) as NodeSqlite | undefined;
  } catch {
    return undefined; // Node 20, or 22 before 22.13 without --experimental-sqlite
  }
  return m && typeof m.backup === 'function' && 'columns' in m.StatementSync.prototype ? m : undefined;
}

/** The driver this process uses. */
export function sqliteDriver(): SqliteDriverName {
  const forced = process.env['ROCHADE_SQLITE_DRIVER'];
  if (forced === 'better-sqlite3') return 'better-sqlite3';
  if (forced === 'node' && !nodeSqlite())
    throw new Error(`node:sqlite is not usable on Node ${process.version}`);
  return nodeSqlite() ? 'node:sqlite' : 'better-sqlite3';
}

// SQLite's extended result codes (sqlite.org, "Result and Error Codes") under better-sqlite3's names,
// so that callers read one `code` whatever the driver (isUniqueViolation, the busy check).
const CODE_NAMES: Readonly<Record<number, string>> = {
  5: 'SQLITE_BUSY',
  6: 'SQLITE_LOCKED',
  13: 'SQLITE_FULL',
  19: 'SQLITE_CONSTRAINT',
  275: 'SQLITE_CONSTRAINT_CHECK',
  787: 'SQLITE_CONSTRAINT_FOREIGNKEY',
  1299: 'SQLITE_CONSTRAINT_NOTNULL',
  1555: 'SQLITE_CONSTRAINT_PRIMARYKEY',
  2067: 'SQLITE_CONSTRAINT_UNIQUE',
  517: 'SQLITE_BUSY_SNAPSHOT',
  261: 'SQLITE_BUSY_RECOVERY',
};

function withSqliteCode<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    const errcode = (e as { errcode?: unknown } | null)?.errcode;
    if (e instanceof Error && typeof errcode === 'number') {
      const name = CODE_NAMES[errcode] ?? CODE_NAMES[errcode & 0xff] ?? `SQLITE_ERROR_${errcode}`;
      Object.defineProperty(e, 'code', { value: name, configurable: true, writable: true });
    }
    throw e;
  }
}

// Both drivers take bound values as arguments; kysely passes them as one array (at most SQLite's
// 32766 host parameters), hence apply.
function openNode(m: NodeSqlite, file: string, opts: OpenOptions): SqliteFile {
  if ((opts.fileMustExist || opts.readonly) && file !== ':memory:' && !existsSync(file))
    throw Object.assign(new Error(`unable to open database file ${file}`), { code: 'SQLITE_CANTOPEN' });
  const db = withSqliteCode(() => new m.DatabaseSync(file, opts.readonly ? { readOnly: true } : {}));
  return {
    driver: 'node:sqlite',
    exec: (sql) => withSqliteCode(() => db.exec(sql)),
    prepare(sql) {
      const stmt = withSqliteCode(() => db.prepare(sql));
      const reader = stmt.columns().length > 0;
      return {
        reader,
        all: (p) => withSqliteCode(() => stmt.all.apply(stmt, [...p])),
        get: (p) => withSqliteCode(() => stmt.get.apply(stmt, [...p])),
        run: (p) =>
          withSqliteCode(() => {
            const r = stmt.run.apply(stmt, [...p]);
            return { changes: r.changes, lastInsertRowid: r.lastInsertRowid };
          }),
        iterate: (p) => withSqliteCode(() => stmt.iterate.apply(stmt, [...p])),
      };
    },
    backup: async (dest) => void (await m.backup(db, dest)),
    close: () => db.close(),
  };
}

interface BetterStatement {
  readonly reader: boolean;
  all(...p: unknown[]): unknown[];
  get(...p: unknown[]): unknown;
  run(...p: unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  iterate(...p: unknown[]): IterableIterator<unknown>;
}
interface BetterDatabase {
  exec(sql: string): void;
  prepare(sql: string): BetterStatement;
  backup(dest: string): Promise<unknown>;
  close(): void;
}

function openBetter(file: string, opts: OpenOptions): SqliteFile {
  let Better: new (file: string, o: { readonly?: boolean; fileMustExist?: boolean }) => BetterDatabase;
  try {
    Better = require('better-sqlite3') as typeof Better;
  } catch (e) {
    throw new Error(
      `SQLite needs Node 22.16+ / 24 (node:sqlite) or the better-sqlite3 package on Node ${process.version}: ` +
        `run npm ci with a compiler or a download of its prebuilt binary, or use Node 24 (${e instanceof Error ? e.message.split('\n')[0]! : String(e)})`,
    );
  }
  const db = new Better(file, {
    ...(opts.readonly ? { readonly: true } : {}),
    ...(opts.fileMustExist ? { fileMustExist: true } : {}),
  });
  return {
    driver: 'better-sqlite3',
    exec: (sql) => db.exec(sql),
    prepare(sql) {
      const stmt = db.prepare(sql);
      return {
        reader: stmt.reader,
        all: (p) => stmt.all.apply(stmt, [...p]),
        get: (p) => stmt.get.apply(stmt, [...p]),
        run: (p) => stmt.run.apply(stmt, [...p]),
        iterate: (p) => stmt.iterate.apply(stmt, [...p]),
      };
    },
    backup: async (dest) => void (await db.backup(dest)),
    close: () => db.close(),
  };
}

/** Opens a SQLite file (or `:memory:`) with the driver of this process. */
export function openSqlite(file: string, opts: OpenOptions = {}): SqliteFile {
  const m = sqliteDriver() === 'node:sqlite' ? nodeSqlite() : undefined;
  return m ? openNode(m, file, opts) : openBetter(file, opts);
}

/** `PRAGMA name = value` or `PRAGMA name`: the first column of the first row. */
export function pragma(db: SqliteFile, text: string): unknown {
  const stmt = db.prepare(`PRAGMA ${text}`);
  // a pragma that sets a value may return nothing (synchronous): better-sqlite3 refuses get() then
  if (!stmt.reader) return void stmt.run([]);
  const row = stmt.get([]) as Record<string, unknown> | undefined;
  return row === undefined ? undefined : Object.values(row)[0];
}
