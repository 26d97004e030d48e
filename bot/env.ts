import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseNow } from './clock.ts';

/**
 * The environment, parsed once at start (never `process.env.X` elsewhere). Secrets are kept out of
 * every message: a bad token is reported as "DISCORD_TOKEN: ..." without its value.
 */
export type DatabaseConfig =
  { readonly kind: 'sqlite'; readonly file: string } | { readonly kind: 'postgres'; readonly url: string };

/**
 * `sqlite:/abs/path`, `sqlite:relative/file.db`, `file:` the same, a plain path, or
 * `postgres(ql)://...`; check `databaseUrlProblem` first.
 */
export function parseDatabaseUrl(
  raw: string | undefined,
  cwd: string,
  dataDir: string = path.resolve(cwd, 'data'),
): DatabaseConfig {
  const value = raw?.trim() ?? '';
  if (value === '') return { kind: 'sqlite', file: path.join(dataDir, 'rochade.sqlite') };
  if (/^postgres(ql)?:\/\//i.test(value)) return { kind: 'postgres', url: value };
  if (value === ':memory:' || value === 'sqlite::memory:') return { kind: 'sqlite', file: ':memory:' };
  if (/^file:\/\//i.test(value)) return { kind: 'sqlite', file: fileURLToPath(value) };
  const file = value.replace(/^(sqlite|file):(\/\/)?/i, '');
  return { kind: 'sqlite', file: path.resolve(cwd, file) };
}

/**
 * The data directory (the default SQLite file and backups live there), always absolute:
 * ROCHADE_DATA_DIR, else the XDG Base Directory default `$XDG_DATA_HOME/rochade`
 * (`~/.local/share/rochade`); the container sets ROCHADE_DATA_DIR=/var/lib/rochade.
 */
export function resolveDataDir(source: NodeJS.ProcessEnv, cwd: string): string {
  const explicit = source.ROCHADE_DATA_DIR?.trim();
  if (explicit) return path.resolve(cwd, explicit);
  const xdg = source.XDG_DATA_HOME?.trim();
  // XDG Base Directory Specification: a relative XDG_DATA_HOME is invalid and ignored.
  if (xdg && path.isAbsolute(xdg)) return path.join(xdg, 'rochade');
  const home = source.HOME?.trim();
  if (home && path.isAbsolute(home)) return path.join(home, '.local', 'share', 'rochade');
  return path.resolve(cwd, 'data');
}

/** Where the database is, for the start-up log: the SQLite file, or the PostgreSQL host and database without user or password. */
export function describeDatabase(config: DatabaseConfig): string {
  if (config.kind === 'sqlite') return config.file;
  try {
    const u = new URL(config.url);
    return `postgres://${u.host}${u.pathname}`;
  } catch {
    return 'postgres';
  }
}

/**
 * The database and data directory alone (the backup and restore scripts need no Discord token):
 * the same rules as `parseEnv`.
 */
export function parseStorageEnv(
  source: NodeJS.ProcessEnv,
  cwd: string,
):
  | { readonly ok: true; readonly database: DatabaseConfig; readonly dataDir: string }
  | { readonly ok: false; readonly problem: string } {
  const raw = source.DATABASE_URL === '' ? undefined : source.DATABASE_URL;
  const problem = databaseUrlProblem(raw);
  if (problem) return { ok: false, problem: `DATABASE_URL: ${problem}` };
  const dataDir = resolveDataDir(source, cwd);
  return { ok: true, database: parseDatabaseUrl(raw, cwd, dataDir), dataDir };
}

/** A URL scheme (`mysql:`), not a Windows drive letter (`C:`). */
const SCHEME = /^([a-z][a-z0-9+.-]+):/i;

/**
 * Why DATABASE_URL is not one of its documented forms, or undefined. Never quotes the value (it
 * may hold a password): only its scheme.
 */
export function databaseUrlProblem(raw: string | undefined): string | undefined {
  const value = raw?.trim() ?? '';
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined || scheme === 'sqlite' || scheme === 'file') return undefined;
  const hint = 'use a SQLite file path, sqlite:<path>, file:<path> or postgres://user:password@host:5432/db';
  if (scheme === 'postgres' || scheme === 'postgresql') {
    if (!/^postgres(ql)?:\/\//i.test(value)) return `a ${scheme}: URL must start with ${scheme}:// (${hint})`;
    try {
      new URL(value);
      return undefined;
    } catch {
      return `is not a valid ${scheme}:// URL (${hint})`;
    }
  }
  return `the scheme "${scheme}:" is not supported (${hint})`;
}

const snowflake = z.string().regex(/^\d{5,25}$/, 'must be a Discord id (digits only)');

const ServiceAccount = z.object({
  type: z.literal('service_account'),
  client_email: z.string().min(3),
  private_key: z.string().min(10),
  project_id: z.string().optional(),
});
export type ServiceAccount = z.infer<typeof ServiceAccount>;

const EnvSchema = z.object({
  DISCORD_TOKEN: z
    .string({ error: 'is required (the bot token from the Discord developer portal)' })
    .min(10, 'looks too short to be a bot token'),
  DISCORD_APPLICATION_ID: snowflake,
  DISCORD_GUILD_ID: snowflake.optional(),
  DISCORD_API_BASE: z.url({ error: 'must be a URL such as https://discord.com/api' }).optional(),
  DATABASE_URL: z.string().optional(),
  GOOGLE_SERVICE_ACCOUNT_JSON: z.string().optional(),
  GOOGLE_SERVICE_ACCOUNT_FILE: z.string().optional(),
  GOOGLE_SHEETS_ROOT_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).optional(),
  DISCORD_SHARD_COUNT: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .optional(),
  SHARD_SPAWN_DELAY_MS: z.coerce.number().int().min(0).optional(),
  ROCHADE_NOW: z.string().optional(),
});

export interface Env {
  readonly token: string;
  readonly applicationId: string;
  readonly guildId?: string;
  readonly apiBase?: string;
  readonly database: DatabaseConfig;
  /** Absolute; the default SQLite file and `npm run backup`'s copies live here. */
  readonly dataDir: string;
  readonly serviceAccount?: ServiceAccount;
  readonly serviceAccountFile?: string;
  readonly sheetsRootUrl?: string;
  readonly logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** Sharded start: shard count (default: Discord's recommendation) and delay between spawns. */
  readonly shardCount?: number;
  readonly shardSpawnDelayMs?: number;
  /** ROCHADE_NOW: the clock starts at this instant and runs on (bot/clock.ts). */
  readonly now?: Date;
}

export type EnvResult =
  { readonly ok: true; readonly env: Env } | { readonly ok: false; readonly problems: readonly string[] };

/** Parses the environment; `problems` has one line per missing or bad variable (values never echoed). */
export function parseEnv(source: NodeJS.ProcessEnv, cwd: string): EnvResult {
  const cleaned = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, v === '' ? undefined : v]));
  const parsed = EnvSchema.safeParse(cleaned);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '?');
      const missing = issue.code === 'invalid_type' && cleaned[name] === undefined;
      problems.push(`${name}: ${missing ? 'is required' : issue.message}`);
    }
    return { ok: false, problems };
  }
  const e = parsed.data;
  const dbProblem = databaseUrlProblem(e.DATABASE_URL);
  if (dbProblem) problems.push(`DATABASE_URL: ${dbProblem}`);
  const now = parseNow(e.ROCHADE_NOW);
  if (!now.ok) problems.push(`ROCHADE_NOW: ${now.problem}`);
  let serviceAccount: ServiceAccount | undefined;
  if (e.GOOGLE_SERVICE_ACCOUNT_JSON) {
    let json: unknown;
    try {
      json = JSON.parse(e.GOOGLE_SERVICE_ACCOUNT_JSON);
    } catch {
      problems.push('GOOGLE_SERVICE_ACCOUNT_JSON: is not valid JSON');
    }
    if (json !== undefined) {
      const sa = ServiceAccount.safeParse(json);
      if (sa.success) serviceAccount = sa.data;
      else
        problems.push(
          `GOOGLE_SERVICE_ACCOUNT_JSON: not a service-account key (${sa.error.issues.map((i) => i.path.join('.') || i.message).join(', ')})`,
        );
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    env: {
      token: e.DISCORD_TOKEN,
      applicationId: e.DISCORD_APPLICATION_ID,
      ...(e.DISCORD_GUILD_ID ? { guildId: e.DISCORD_GUILD_ID } : {}),
      ...(e.DISCORD_API_BASE ? { apiBase: e.DISCORD_API_BASE.replace(/\/+$/, '') } : {}),
      database: parseDatabaseUrl(e.DATABASE_URL, cwd, resolveDataDir(source, cwd)),
      dataDir: resolveDataDir(source, cwd),
      ...(serviceAccount ? { serviceAccount } : {}),
      ...(e.GOOGLE_SERVICE_ACCOUNT_FILE ? { serviceAccountFile: e.GOOGLE_SERVICE_ACCOUNT_FILE } : {}),
      ...(e.GOOGLE_SHEETS_ROOT_URL ? { sheetsRootUrl: e.GOOGLE_SHEETS_ROOT_URL } : {}),
      logLevel: e.LOG_LEVEL ?? 'info',
      ...(e.DISCORD_SHARD_COUNT !== undefined ? { shardCount: e.DISCORD_SHARD_COUNT } : {}),
      ...(e.SHARD_SPAWN_DELAY_MS !== undefined ? { shardSpawnDelayMs: e.SHARD_SPAWN_DELAY_MS } : {}),
      ...(now.ok && now.start ? { now: now.start } : {}),
    },
  };
}
