import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  backupFileName,
  backupSqliteFile,
  checkBackup,
  DatabaseInUseError,
  restoreSqlite,
} from '../../../bot/storage/backup.ts';
import { openDatabase, type OpenDatabase } from '../../../bot/storage/open.ts';
import { openSqlite } from '../../../bot/storage/sqlite.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'rochade-backup-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const addTournament = (db: OpenDatabase, name: string) =>
  db.db
    .insertInto('tournaments')
    .values({
      guild_id: '800000000000000001',
      name,
      kind: 'swiss',
      rounds: 7,
      status: 'registration',
      created_by: '900000000000000001',
      created_at: '2026-11-27T00:00:00.000Z',
      current_round: 0,
      extra: '{}',
    })
    .execute();

const namesIn = (file: string): string[] => {
  const db = openSqlite(file, { readonly: true });
  try {
    return (db.prepare('select name from tournaments order by id').all([]) as { name: string }[]).map(
      (r) => r.name,
    );
  } finally {
    db.close();
  }
};

const tablesIn = (file: string): number => {
  const db = openSqlite(file, { readonly: true });
  try {
    return (
      db.prepare("select count(*) as n from sqlite_master where type = 'table'").get([]) as { n: number }
    ).n;
  } finally {
    db.close();
  }
};

describe('SQLite backup (online backup API) and restore', () => {
  test('backup file names sort by time (UTC)', () => {
    expect(backupFileName(new Date('2026-11-27T01:03:05.123Z'))).toBe('rochade-20261127-0103-05.sqlite');
  });

  test('a running WAL database: a plain file copy misses the commits, the backup has them', async () => {
    const file = path.join(dir, 'rochade.sqlite');
    const live = await openDatabase({ kind: 'sqlite', file });
    try {
      await addTournament(live, 'Club Championship');
      // The commits are still in rochade.sqlite-wal (no checkpoint yet): the "0 tables".
      copyFileSync(file, path.join(dir, 'plain-copy.sqlite'));
      expect(tablesIn(path.join(dir, 'plain-copy.sqlite'))).toBe(0);

      const info = await live.backup!(path.join(dir, 'backups'), new Date('2026-11-27T01:00:00Z'));
      expect(path.basename(info.file)).toBe('rochade-20261127-0100-00.sqlite');
      expect(info.bytes).toBeGreaterThan(0);
      expect(namesIn(info.file)).toEqual(['Club Championship']);
      expect(checkBackup(info.file)).toBeUndefined();
      // No half-written file is left under another name.
      expect(readdirSync(path.join(dir, 'backups'))).toEqual(['rochade-20261127-0100-00.sqlite']);
    } finally {
      await live.close();
    }
  });

  test("backup, change, restore: the data is the backup's, the replaced database kept, the schema migrates", async () => {
    const file = path.join(dir, 'data', 'rochade.sqlite');
    const live = await openDatabase({ kind: 'sqlite', file });
    await addTournament(live, 'Autumn Swiss');
    await live.close();
    const { file: saved } = await backupSqliteFile(
      file,
      path.join(dir, 'backups'),
      new Date('2026-11-27T01:00:00Z'),
    );

    const later = await openDatabase({ kind: 'sqlite', file });
    await addTournament(later, 'Winter Rapid');
    await later.close();
    expect(namesIn(file)).toEqual(['Autumn Swiss', 'Winter Rapid']);

    const r = await restoreSqlite(
      saved,
      file,
      path.join(dir, 'before-restore'),
      new Date('2026-11-27T02:00:00Z'),
    );
    expect(namesIn(file)).toEqual(['Autumn Swiss']);
    expect(namesIn(r.previous!.file)).toEqual(['Autumn Swiss', 'Winter Rapid']);

    // The bot opens the restored file as usual (migrations run, nothing lost) and can write to it.
    const reopened = await openDatabase({ kind: 'sqlite', file });
    try {
      await addTournament(reopened, 'Spring Open');
      const rows = await reopened.db.selectFrom('tournaments').select('name').orderBy('id').execute();
      expect(rows.map((x) => x.name)).toEqual(['Autumn Swiss', 'Spring Open']);
    } finally {
      await reopened.close();
    }
  });

  test('the newest 14 backups are kept', async () => {
    const file = path.join(dir, 'rochade.sqlite');
    await (await openDatabase({ kind: 'sqlite', file })).close();
    for (let m = 0; m < 16; m++) {
      await backupSqliteFile(file, path.join(dir, 'b'), new Date(Date.UTC(2026, 10, 27, 1, m)));
    }
    const kept = readdirSync(path.join(dir, 'b')).sort();
    expect(kept).toHaveLength(14);
    expect(kept[0]).toBe('rochade-20261127-0102-00.sqlite');
  });

  test('restore refuses while a bot holds the database open, and works once it is closed', async () => {
    const file = path.join(dir, 'data', 'rochade.sqlite');
    const live = await openDatabase({ kind: 'sqlite', file });
    await addTournament(live, 'Autumn Swiss');
    const { file: saved } = await backupSqliteFile(file, path.join(dir, 'backups'), new Date());
    await addTournament(live, 'Winter Rapid');
    // the bot's connections are open and idle, as between two interactions
    await expect(restoreSqlite(saved, file, path.join(dir, 'safety'), new Date())).rejects.toThrow(
      DatabaseInUseError,
    );
    expect(readdirSync(dir)).not.toContain('safety');
    await live.close();
    expect(namesIn(file)).toEqual(['Autumn Swiss', 'Winter Rapid']);
    await restoreSqlite(saved, file, path.join(dir, 'safety'), new Date());
    expect(namesIn(file)).toEqual(['Autumn Swiss']);
  });

  test.each([
    ['missing file', (d: string) => path.join(d, 'nope.sqlite'), /does not exist/],
    [
      'not SQLite',
      (d: string) => {
        writeFileSync(path.join(d, 'x.sqlite'), 'hello, this is text');
        return path.join(d, 'x.sqlite');
      },
      /not a SQLite database/,
    ],
    [
      'SQLite but not Rochade',
      (d: string) => {
        const db = openSqlite(path.join(d, 'other.sqlite'));
        db.exec('create table t (x)');
        db.close();
        return path.join(d, 'other.sqlite');
      },
      /not a Rochade database/,
    ],
  ])('restore refuses a %s and leaves the database alone', async (_name, make, why) => {
    const file = path.join(dir, 'rochade.sqlite');
    const live = await openDatabase({ kind: 'sqlite', file });
    await addTournament(live, 'Kept');
    await live.close();
    await expect(restoreSqlite(make(dir), file, path.join(dir, 'safety'), new Date())).rejects.toThrow(why);
    expect(namesIn(file)).toEqual(['Kept']);
  });
});
