import path from 'node:path';
import { parseStorageEnv } from './env.ts';
import { giveToDataDirOwner, serviceEnvironment } from './serviceEnv.ts';
import { DatabaseInUseError, restoreSqlite } from './storage/backup.ts';

/**
 * `npm run restore -- BACKUP.sqlite`: with the bot STOPPED, replaces the SQLite database by the
 * backup (checked first: SQLite integrity check, a Rochade schema). The replaced database is kept in
 * `$ROCHADE_DATA_DIR/backups/before-restore`. Start the bot afterwards: it migrates an older backup
 * forward. Refused while the bot has the database open. Where the shell sets no database, the one of
 * the bot's systemd unit (serviceEnv.ts). Exit codes: 0 restored, 1 failed or refused, 2 usage or
 * not SQLite.
 */
async function main(argv: readonly string[]): Promise<number> {
  const backup = argv[0];
  if (!backup || argv.length > 1) {
    process.stderr.write('usage: npm run restore -- BACKUP.sqlite   (stop the bot first)\n');
    return 2;
  }
  const service = serviceEnvironment(process.env);
  if (service.note) process.stdout.write(`restore: ${service.note}.\n`);
  const env = parseStorageEnv(service.env, process.cwd());
  if (!env.ok) {
    process.stderr.write(`restore: ${env.problem}\n`);
    return 1;
  }
  if (env.database.kind === 'postgres' || env.database.file === ':memory:') {
    process.stderr.write(
      'restore: the database is not a SQLite file; PostgreSQL: pg_restore, see docs/bot.md.\n',
    );
    return 2;
  }
  const safetyDir = path.join(env.dataDir, 'backups', 'before-restore');
  let r: Awaited<ReturnType<typeof restoreSqlite>>;
  try {
    r = await restoreSqlite(path.resolve(backup), env.database.file, safetyDir, new Date());
  } catch (e) {
    if (!(e instanceof DatabaseInUseError)) throw e;
    process.stderr.write(
      `restore: the bot has ${e.file} open: stop the bot first (systemctl stop rochade-bot, or docker compose stop bot); nothing was changed.\n`,
    );
    return 1;
  }
  const db = env.database.file;
  giveToDataDirOwner(env.dataDir, [
    db,
    `${db}-wal`,
    `${db}-shm`,
    path.join(env.dataDir, 'backups'),
    safetyDir,
    ...(r.previous ? [r.previous.file] : []),
  ]);
  process.stdout.write(
    `Restored ${env.database.file} from ${path.resolve(backup)}.` +
      (r.previous ? ` The replaced database is kept as ${r.previous.file}.` : '') +
      '\n',
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`restore failed: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
  },
);
