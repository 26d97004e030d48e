import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from './env.ts';
import { startSharded, stopSharded } from './sharding.ts';

/** `npm run start:sharded`: the bot as several shard processes over one PostgreSQL database. */
const parsed = parseEnv(process.env, process.cwd());
if (!parsed.ok) {
  process.stderr.write(
    `Rochade bot (sharded): the environment is not usable:\n${parsed.problems.map((p) => `  - ${p}`).join('\n')}\n`,
  );
  process.exit(1);
}
const env = parsed.env;
if (env.database.kind === 'sqlite') {
  process.stderr.write(
    'Rochade bot (sharded): several shard processes need PostgreSQL (DATABASE_URL=postgres://...).\n',
  );
  process.exit(1);
}
const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.js');
const manager = await startSharded({
  script,
  token: env.token,
  totalShards: env.shardCount ?? 'auto',
  ...(env.apiBase ? { apiBase: env.apiBase } : {}),
  ...(env.shardSpawnDelayMs !== undefined ? { spawnDelayMs: env.shardSpawnDelayMs } : {}),
});
const stop = (): void => {
  setTimeout(() => process.exit(0), 8000).unref();
  void stopSharded(manager).finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
