// Checks the release as a server installs it (run by .ci/run): `npm run release`, unpack the
// tarball into a temporary folder, `npm ci --omit=dev` there (npm cache first: --prefer-offline),
// then `npm start` with a made-up token and a local HTTP server standing in for Discord. Passing
// means: the tarball has the .npmrc (engine-strict), the install needed no dev tools and took
// better-sqlite3 only on a Node without node:sqlite, the bot printed its data directory, opened and
// migrated its SQLite database and got to the login step (it asked "Discord" for the gateway with
// its token), and `npm run bot:selftest` passed in the install. Nothing reaches the internet except the npm registry when the cache lacks a package.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

const step = (s) => console.log(`check-release: ${s}`);
const fail = (s) => {
  console.error(`check-release: FAILED: ${s}`);
  process.exit(1);
};

execFileSync('node', ['scripts/release.mjs'], { stdio: 'inherit' });
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const tgz = path.resolve('release', `${pkg.name}-${pkg.version}.tgz`);
const dir = mkdtempSync(path.join(tmpdir(), 'rochade-release-'));
try {
  execFileSync('tar', ['-xzf', tgz, '-C', dir]);
  const app = path.join(dir, 'package');
  // engine-strict=true makes npm skip packages/sqlite-node20 (better-sqlite3) on a Node with node:sqlite.
  const npmrc = path.join(app, '.npmrc');
  if (!existsSync(npmrc) || !/^engine-strict=true$/m.test(readFileSync(npmrc, 'utf8')))
    fail('the tarball has no .npmrc with engine-strict=true');
  step(`npm ci --omit=dev in ${app}`);
  // Native modules without a prebuilt binary build against this Node's own headers (no download).
  const nodedir = path.resolve(path.dirname(process.execPath), '..');
  execFileSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: app,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...(existsSync(path.join(nodedir, 'include', 'node')) ? { npm_config_nodedir: nodedir } : {}),
    },
  });
  if (existsSync(path.join(app, 'node_modules', 'esbuild'))) fail('esbuild (a devDependency) was installed');
  if (existsSync(path.join(app, 'node_modules', 'vitest'))) fail('vitest (a devDependency) was installed');
  // packages/sqlite-node20's engines (<22.16 || >=23 <23.11), kept by engine-strict: better-sqlite3 only
  // where node:sqlite is missing.
  const [major, minor] = process.versions.node.split('.').map(Number);
  const wantsAddon = major < 22 || (major === 22 && minor < 16) || (major === 23 && minor < 11);
  if (existsSync(path.join(app, 'node_modules', 'better-sqlite3')) !== wantsAddon)
    fail(`better-sqlite3 ${wantsAddon ? 'missing' : 'installed'} on Node ${process.versions.node}`);

  // "Discord": records the login request and refuses the token, as Discord answers a bad one (401).
  const seen = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url, auth: req.headers.authorization });
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: '401: Unauthorized', code: 0 }));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const port = server.address().port;
  const token = 'made-up-token-for-the-release-check';
  const dataDir = path.join(dir, 'data');
  step('npm start with a made-up token');
  const child = spawn('npm', ['start', '--silent'], {
    cwd: app,
    env: {
      PATH: process.env.PATH,
      HOME: dir,
      DISCORD_TOKEN: token,
      DISCORD_APPLICATION_ID: '900000000000000001',
      DISCORD_API_BASE: `http://127.0.0.1:${port}/api`,
      ROCHADE_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise((r) => child.on('exit', r));
  clearTimeout(timer);
  server.close();
  process.stdout.write(out.replaceAll(token, '<token>'));

  if (!out.includes(`"dataDir":"${dataDir}"`)) fail('the data directory was not printed at start');
  if (!out.includes('"msg":"database ready"')) fail('the database was not opened');
  if (!existsSync(path.join(dataDir, 'rochade.sqlite'))) fail('no SQLite file in the data directory');
  const login = seen.find((s) => s.url?.includes('/gateway/bot'));
  if (!login)
    fail(`the bot never asked for the gateway (requests: ${JSON.stringify(seen.map((s) => s.url))})`);
  if (login.auth !== `Bot ${token}`) fail('the login request did not carry the token');
  if (out.includes(token)) fail('the token appeared in the output');
  if (code === 0) fail('the bot exited 0 although Discord refused the token');

  step('npm run bot:selftest');
  try {
    execFileSync('npm', ['run', '--silent', 'bot:selftest'], {
      cwd: app,
      stdio: 'inherit',
      env: { PATH: process.env.PATH, HOME: dir },
    });
  } catch {
    fail('npm run bot:selftest in the installed release');
  }
  step(
    `OK: installed without dev tools (.npmrc kept, better-sqlite3 ${wantsAddon ? 'installed' : 'skipped'}), started, reached the login step (exit ${code} after Discord's 401), self-check passed`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
