// A throw-away PostgreSQL server for the benches: a new cluster in a temporary directory, listening
// on 127.0.0.1 only (trust authentication, nothing else can reach it), stopped and removed afterwards.
// Uses the server programs of an installed PostgreSQL (Debian: apt-get install postgresql, found in
// /usr/lib/postgresql/N/bin) or on PATH; PG_BIN=dir names them. initdb refuses to run as root: then
// the cluster belongs to the `postgres` user, run through `runuser`.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface LocalPostgres {
  readonly url: string;
  /** The server's version as `initdb --version` gives it, e.g. "15.18 (Debian 15.18-0+deb12u1)". */
  readonly version: string;
  stop(): void;
}

function serverBin(): string | undefined {
  const env = process.env.PG_BIN;
  if (env) return existsSync(path.join(env, 'initdb')) ? env : undefined;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const newest = readdirSync(debian)
      .filter((v) => existsSync(path.join(debian, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a))[0];
    if (newest) return path.join(debian, newest, 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  return which.status === 0 ? path.dirname(which.stdout.trim()) : undefined;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

/** Starts a server, or returns why not (no PostgreSQL installed, no `postgres` user when run as root). */
export async function startLocalPostgres(): Promise<LocalPostgres | string> {
  const bin = serverBin();
  if (!bin) return 'no PostgreSQL server programs found (apt-get install postgresql, or PG_BIN=dir)';
  const root = process.getuid?.() === 0;
  if (root && spawnSync('id', ['-u', 'postgres']).status !== 0)
    return 'running as root and there is no `postgres` user to own the cluster';
  const dir = mkdtempSync(path.join(tmpdir(), 'rochade-bench-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const run = (prog: string, args: string[]): string => {
    const cmd = path.join(bin, prog);
    return root
      ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8', cwd: dir })
      : execFileSync(cmd, args, { encoding: 'utf8', cwd: dir });
  };
  const port = await freePort();
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    // The server's defaults as Debian ships them (fsync on, 100 connections), reachable on TCP only.
    run('pg_ctl', [
      '-D',
      data,
      '-w',
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${String(port)} -c unix_socket_directories=${dir}` +
        (process.env.BENCH_PG_LOG ? ' -c log_statement=all -c log_line_prefix=%m/%p/%x:' : ''),
      'start',
    ]);
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    return `the server did not start: ${(e as Error).message.split('\n')[0] ?? ''}`;
  }
  const version = run('initdb', ['--version'])
    .trim()
    .replace(/^initdb \(PostgreSQL\) /, '');
  return {
    url: `postgres://postgres@127.0.0.1:${String(port)}/postgres`,
    version,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']);
        // BENCH_PG_LOG=file keeps the server's log (every statement, with process and transaction id)
        if (process.env.BENCH_PG_LOG) copyFileSync(path.join(dir, 'server.log'), process.env.BENCH_PG_LOG);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
