import { REST, Routes, ShardingManager } from 'discord.js';

export interface ShardedOptions {
  /** The built bot entry (dist/bot/main.js). */
  readonly script: string;
  readonly token: string;
  /** Number of shard processes; 'auto' asks Discord (GET /gateway/bot) for its recommendation. */
  readonly totalShards: number | 'auto';
  /** Discord API base (DISCORD_API_BASE); also used for the recommended shard count. */
  readonly apiBase?: string;
  readonly spawnDelayMs?: number;
  readonly spawnTimeoutMs?: number;
}

/**
 * Discord's recommended shard count. discord.js's own 'auto' always asks discord.com, ignoring the
 * configured API base, so the bot asks through its REST client instead.
 */
export async function recommendedShardCount(token: string, apiBase?: string): Promise<number> {
  const rest = new REST(apiBase ? { api: apiBase } : {}).setToken(token);
  const body = (await rest.get(Routes.gatewayBot())) as { shards?: unknown };
  const shards = Number(body.shards);
  if (!Number.isInteger(shards) || shards < 1) throw new Error('GET /gateway/bot gave no shard count');
  return shards;
}

/**
 * Runs the bot as several shard processes (discord.js ShardingManager); they inherit this process's
 * environment. Every shard opens the same database: use PostgreSQL (DATABASE_URL=postgres://...) —
 * one SQLite file is for one process.
 */
export async function startSharded(opts: ShardedOptions): Promise<ShardingManager> {
  const totalShards =
    opts.totalShards === 'auto' ? await recommendedShardCount(opts.token, opts.apiBase) : opts.totalShards;
  const manager = new ShardingManager(opts.script, {
    token: opts.token,
    totalShards,
    mode: 'process',
    respawn: true,
  });
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
