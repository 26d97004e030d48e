import { execFileSync } from 'node:child_process';
import { chownSync, readFileSync, statSync } from 'node:fs';

/**
 * The environment `npm run backup` and `npm run restore` work in. An admin runs them in a shell,
 * where neither ROCHADE_DATA_DIR nor DATABASE_URL is set, while the bot's systemd unit sets them
 * (deploy/rochade-bot.service: `Environment=`, `EnvironmentFile=`): without them the scripts would
 * look in `~/.local/share/rochade` and back up or replace the wrong (or no) database. So when the
 * shell sets neither, the unit's own environment is used, as `systemctl show` reports it
 * (ROCHADE_SERVICE names another unit). `note` says where the settings came from.
 */
export function serviceEnvironment(env: NodeJS.ProcessEnv): { env: NodeJS.ProcessEnv; note?: string } {
  if (env.ROCHADE_DATA_DIR?.trim() || env.DATABASE_URL?.trim()) return { env };
  const unit = env.ROCHADE_SERVICE?.trim() || 'rochade-bot.service';
  let shown: string;
  try {
    shown = execFileSync(
      'systemctl',
      ['show', unit, '--property=LoadState', '--property=Environment', '--property=EnvironmentFiles'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 },
    );
  } catch {
    return { env }; // no systemd here (a container, macOS, a developer's machine)
  }
  const props = new Map<string, string[]>();
  for (const line of shown.split('\n')) {
    const at = line.indexOf('=');
    if (at > 0) props.set(line.slice(0, at), [...(props.get(line.slice(0, at)) ?? []), line.slice(at + 1)]);
  }
  if (props.get('LoadState')?.[0] !== 'loaded') return { env };
  const fromUnit: Record<string, string> = {};
  for (const file of props.get('EnvironmentFiles') ?? []) {
    const path = file.replace(/\s+\(ignore_errors=\w+\)$/, '');
    if (path === '') continue;
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (e) {
      throw new Error(
        `cannot read ${path}, the environment file of ${unit} (${e instanceof Error && 'code' in e ? String(e.code) : 'error'}): run as root or as the bot's user`,
      );
    }
    Object.assign(fromUnit, parseEnvFile(text));
  }
  Object.assign(fromUnit, parseAssignments(props.get('Environment')?.join(' ') ?? ''));
  const wanted = ['ROCHADE_DATA_DIR', 'DATABASE_URL'].filter((k) => fromUnit[k] !== undefined);
  if (wanted.length === 0) return { env };
  return {
    env: { ...env, ...Object.fromEntries(wanted.map((k) => [k, fromUnit[k]])) },
    note: `using ${wanted.join(' and ')} of ${unit}`,
  };
}

/** `KEY=value` lines of an environment file (systemd.exec(5) EnvironmentFile=: `#` comments, quotes). */
export function parseEnvFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim().replace(/^export\s+/, '');
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const at = line.indexOf('=');
    if (at <= 0) continue;
    out[line.slice(0, at).trim()] = unquote(line.slice(at + 1).trim());
  }
  return out;
}

/** `systemctl show -p Environment`: space-separated `KEY=value`, a value with spaces in double quotes. */
export function parseAssignments(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/(?:"([^"]*)"|(\S+))/g)) {
    const item = m[1] ?? m[2] ?? '';
    const at = item.indexOf('=');
    if (at > 0) out[item.slice(0, at)] = item.slice(at + 1);
  }
  return out;
}

const unquote = (v: string): string =>
  (v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'")) ? v.slice(1, -1) : v;

/**
 * Run as root (`sudo npm run restore`), the files written belong to root and the bot, running as its
 * own user, could no longer write its database or its backups: they are given to the owner of the
 * data directory. A no-op for any other user.
 */
export function giveToDataDirOwner(dataDir: string, paths: readonly string[]): void {
  if (process.getuid?.() !== 0) return;
  let owner: { uid: number; gid: number };
  try {
    owner = statSync(dataDir);
  } catch {
    return;
  }
  if (owner.uid === 0) return;
  for (const p of paths)
    try {
      chownSync(p, owner.uid, owner.gid);
    } catch {
      // a file that is not there (no -wal after a clean close) needs nothing
    }
}
