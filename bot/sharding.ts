import { ShardingManager } from 'discord.js';

export interface ShardedOptions {
  /** The built bot entry (dist/bot/main.js). */
  readonly script: string;
  readonly token: string;
  /** Number of shard processes; 'auto' asks Discord (not possible against a fake API). */
  readonly totalShards: number | 'auto';
  readonly spawnDelayMs?: number;
  readonly spawnTimeoutMs?: number;
  /** Extra environment for the shard processes (they parse it like `npm start`). */
  readonly env?: NodeJS.ProcessEnv;
}

/**
 * Runs the bot as several shard processes (discord.js ShardingManager). Every shard opens the same
 * database: use PostgreSQL (DATABASE_URL=postgres://...) — one SQLite file is for one process.
 */
export async function startSharded(opts: ShardedOptions): Promise<ShardingManager> {
  const manager = new ShardingManager(opts.script, {
    token: opts.token,
    totalShards: opts.totalShards,
    mode: 'process',
    respawn: true,
  });
  if (opts.env) {
    // ShardingManager forks with process.env; pass the extra variables through it.
    Object.assign(process.env, opts.env);
  }
  await manager.spawn({ delay: opts.spawnDelayMs ?? 5500, timeout: opts.spawnTimeoutMs ?? 30_000 });
  return manager;
}

/** Stops every shard process (each exits cleanly on SIGTERM). */
export async function stopSharded(manager: ShardingManager): Promise<void> {
  for (const shard of manager.shards.values()) {
    shard.removeAllListeners('death');
    const proc = shard.process;
    const exited =
      proc && proc.exitCode === null
        ? new Promise<void>((r) => proc.once('exit', () => r()))
        : Promise.resolve();
    // Avoid the manager's respawn while we stop on purpose.
    (shard as unknown as { manager: { respawn: boolean } }).manager.respawn = false;
    proc?.kill('SIGTERM');
    await exited;
  }
}
