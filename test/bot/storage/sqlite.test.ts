// The embedded SQLite driver (bot/storage/sqlite.ts): node:sqlite where Node has it (22.16+, 24),
// better-sqlite3 on Node 20; both give callers the same statements, pragmas and error codes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openSqlite, pragma, sqliteDriver } from '../../../bot/storage/sqlite.ts';
import { isUniqueViolation } from '../../../bot/storage/store.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'rochade-sqlite-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const hasNodeSqlite = major > 22 || (major === 22 && minor >= 16);

describe(`SQLite driver on Node ${process.version}`, () => {
  test(`is ${hasNodeSqlite ? 'node:sqlite' : 'better-sqlite3'}`, () => {
    expect(sqliteDriver()).toBe(hasNodeSqlite ? 'node:sqlite' : 'better-sqlite3');
  });

  test('statements: reader or not, bound values, rows, changes and the new row id', () => {
    const db = openSqlite(':memory:');
    try {
      db.exec('create table t (id integer primary key, name text)');
      const insert = db.prepare('insert into t (name) values (?)');
      expect(insert.reader).toBe(false);
      expect(insert.run(['Müller'])).toEqual({ changes: 1, lastInsertRowid: 1 });
      expect(insert.run(['Weiß'])).toEqual({ changes: 1, lastInsertRowid: 2 });
      const select = db.prepare('select id, name from t where id >= ? order by id');
      expect(select.reader).toBe(true);
      expect(select.all([1]).map((r) => ({ ...(r as object) }))).toEqual([
        { id: 1, name: 'Müller' },
        { id: 2, name: 'Weiß' },
      ]);
    } finally {
      db.close();
    }
  });

  test.each([
    ['primary key', 'create table t (id integer primary key)', 'insert into t values (1)'],
    ['unique', 'create table t (x text unique)', "insert into t values ('a')"],
  ])('a %s violation carries the code the store recognises', (_what, create, insert) => {
    const db = openSqlite(':memory:');
    try {
      db.exec(create);
      db.exec(insert);
      let caught: unknown;
      try {
        db.prepare(insert).run([]);
      } catch (e) {
        caught = e;
      }
      expect(isUniqueViolation(caught)).toBe(true);
    } finally {
      db.close();
    }
  });

  test('pragmas that answer and pragmas that do not; a file in WAL mode', () => {
    const db = openSqlite(path.join(dir, 'x.sqlite'));
    try {
      expect(pragma(db, 'journal_mode = WAL')).toBe('wal');
      expect(pragma(db, 'synchronous = NORMAL')).toBeUndefined();
      expect(pragma(db, 'synchronous')).toBe(1);
    } finally {
      db.close();
    }
  });

  test('a missing file opened read-only is refused, not created', () => {
    expect(() =>
      openSqlite(path.join(dir, 'none.sqlite'), { readonly: true, fileMustExist: true }),
    ).toThrow();
  });
});
