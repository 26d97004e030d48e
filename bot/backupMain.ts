import path from 'node:path';
import { describeDatabase, parseStorageEnv } from './env.ts';
import { giveToDataDirOwner, serviceEnvironment } from './serviceEnv.ts';
import { backupSqliteFile } from './storage/backup.ts';

/**
 * `npm run backup [-- DIR]`: a consistent copy of the SQLite database (online backup API; the bot
 * may keep running) into DIR, default `$ROCHADE_DATA_DIR/backups`; where the shell sets no
 * database, the one of the bot's systemd unit (serviceEnv.ts). PostgreSQL: use pg_dump
 * (docs/bot.md). Exit codes: 0 done, 1 failed, 2 nothing to do for this database kind.
 */
async function main(argv: readonly string[]): Promise<number> {
  const service = serviceEnvironment(process.env);
  if (service.note) process.stdout.write(`backup: ${service.note}.\n`);
  const env = parseStorageEnv(service.env, process.cwd());
  if (!env.ok) {
    process.stderr.write(`backup: ${env.problem}\n`);
    return 1;
  }
  if (env.database.kind === 'postgres') {
    process.stderr.write(
      `backup: the database is PostgreSQL (${describeDatabase(env.database)}): back it up with pg_dump, see docs/bot.md.\n`,
    );
    return 2;
  }
  if (env.database.file === ':memory:') {
    process.stderr.write('backup: an in-memory database cannot be backed up.\n');
    return 2;
  }
  const dir = argv[0] ? path.resolve(argv[0]) : path.join(env.dataDir, 'backups');
  const info = await backupSqliteFile(env.database.file, dir, new Date());
  giveToDataDirOwner(env.dataDir, [dir, info.file]);
  process.stdout.write(`Backed up ${env.database.file} to ${info.file} (${info.bytes} bytes).\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`backup failed: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
  },
);
