import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { startBot } from './app.ts';
import { clockFrom, systemClock } from './clock.ts';
import { describeDatabase, parseEnv } from './env.ts';
import { createLogger } from './log.ts';
import { PairingPool } from './pairing/pool.ts';
import { RenderPool } from './render/pool.ts';
import type { Deps } from './reply.ts';
import { SheetsExporter } from './sheets/exporter.ts';
import { GoogleSheetsGateway } from './sheets/google.ts';
import { openDatabase } from './storage/open.ts';
import { createStore } from './storage/store.ts';

/** Composition root: environment → storage (migrations) → client → handlers → login. */
async function main(): Promise<void> {
  const parsed = parseEnv(process.env, process.cwd());
  if (!parsed.ok) {
    process.stderr.write(
      `Rochade bot: the environment is not usable:\n${parsed.problems.map((p) => `  - ${p}`).join('\n')}\nSee docs/bot.md.\n`,
    );
    process.exitCode = 1;
    return;
  }
  const env = parsed.env;
  const log = createLogger(env.logLevel === 'debug' ? 'debug' : env.logLevel);
  // Where the data is, before anything can fail on it (never the token or a database password).
  log.info('starting', { dataDir: env.dataDir, database: describeDatabase(env.database) });
  // ROCHADE_NOW moves the bot's time; said at start so it is never set by accident.
  const clock = env.now ? clockFrom(env.now) : systemClock;
  if (env.now) log.warn('clock set by ROCHADE_NOW', { now: env.now.toISOString() });
  const db = await openDatabase(env.database);
  const store = createStore(db, clock);
  log.info('database ready', { engine: db.dialect });
  const sheets =
    env.serviceAccount || env.serviceAccountFile
      ? new SheetsExporter(
          new GoogleSheetsGateway({
            ...(env.serviceAccount ? { credentials: env.serviceAccount } : {}),
            ...(env.serviceAccountFile ? { keyFile: env.serviceAccountFile } : {}),
            ...(env.sheetsRootUrl ? { rootUrl: env.sheetsRootUrl } : {}),
          }),
          store,
          log,
        )
      : undefined;
  const pairing = new PairingPool();
  const render = new RenderPool();
  const backupDir = path.join(env.dataDir, 'backups');
  const copy = db.backup;
  const deps: Deps = {
    store,
    log,
    pairing,
    render,
    ...(sheets ? { sheets } : {}),
    ...(copy ? { backup: () => copy(backupDir, clock()) } : {}),
  };
  const bot = await startBot({
    token: env.token,
    ...(env.apiBase ? { apiBase: env.apiBase } : {}),
    deps,
    clock,
  });

  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    // Hard limit: exit within a few seconds whatever happens.
    setTimeout(() => process.exit(0), 4000).unref();
    void bot
      .stop()
      .then(() => Promise.all([pairing.close(), render.close(), store.close()]))
      .catch((e: unknown) => log.error('shutdown failed', { error: String(e) }))
      .finally(() => process.exit(0));
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

// The built file is also the workers' entry (pairing/pool.ts, render/pool.ts): only the main thread is the bot.
if (isMainThread) {
  main().catch((e: unknown) => {
    process.stderr.write(`Rochade bot failed to start: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  });
}
