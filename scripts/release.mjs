// `npm run release`: builds dist/ and a release a server installs with `npm ci --omit=dev`
// (no build tools): release/rochade-VERSION/ and release/rochade-VERSION.tgz (npm pack layout).
// The release's package.json has no `prepare`, so installing it never needs esbuild.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

await import('./build.mjs');

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const name = `${pkg.name}-${pkg.version}`;
const dir = path.join('release', name);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

// What a server runs: the bundles, the CLI launcher, the deployment files and their documentation.
const PARTS = [
  'dist',
  'bin',
  'deploy',
  'packages',
  'docs/bot.md',
  'README.md',
  'compose.yaml',
  '.env.example',
  // engine-strict=true: `npm ci` on the server installs packages/sqlite-node20 (better-sqlite3) only
  // on a Node without a usable node:sqlite, as in the repository.
  '.npmrc',
];
for (const part of PARTS) {
  if (existsSync(part)) cpSync(part, path.join(dir, part), { recursive: true });
}

// Only the run-time scripts; devDependencies stay listed (package-lock.json must match for `npm ci`)
// and are skipped by --omit=dev.
const RUNTIME_SCRIPTS = [
  'start',
  'start:sharded',
  'deploy-commands',
  'backup',
  'restore',
  'bot:selftest',
  'rochade',
];
const release = {
  ...pkg,
  scripts: Object.fromEntries(RUNTIME_SCRIPTS.filter((s) => pkg.scripts[s]).map((s) => [s, pkg.scripts[s]])),
};
writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(release, null, 2)}\n`);
// npm pack leaves package-lock.json out; npm-shrinkwrap.json is packed and `npm ci` installs from it.
cpSync('package-lock.json', path.join(dir, 'npm-shrinkwrap.json'));

const tgz = execFileSync('npm', ['pack', '--silent', '--pack-destination', '..'], {
  cwd: dir,
  encoding: 'utf8',
})
  .trim()
  .split('\n')
  .pop();
// npm pack leaves every .npmrc out of a package (npm-packlist), so it is added to the tarball here.
addToTarball(path.join('release', tgz), 'package/.npmrc', readFileSync('.npmrc'));
console.log(`release: ${dir}/ and release/${tgz}`);

/**
 * Appends one regular file to a gzipped tar (POSIX ustar, "Basic Tar Format"), with the metadata npm
 * pack writes: mode 0644, owner 0, its fixed date. The end-of-archive blocks are found by walking the
 * headers and written again after the new entry.
 */
function addToTarball(file, name, content) {
  const tar = gunzipSync(readFileSync(file));
  let end = 0;
  while (end + 512 <= tar.length && tar[end] !== 0) {
    const size = parseInt(tar.toString('latin1', end + 124, end + 136), 8) || 0; // octal, NUL-ended
    end += 512 + Math.ceil(size / 512) * 512;
  }
  const header = Buffer.alloc(512);
  const field = (at, length, text) => header.write(text, at, length, 'latin1');
  const octal = (at, length, n) => field(at, length, `${n.toString(8).padStart(length - 1, '0')}\0`);
  if (Buffer.byteLength(name) > 100) throw new Error(`${name}: longer than a ustar name`);
  field(0, 100, name);
  octal(100, 8, 0o644);
  octal(108, 8, 0);
  octal(116, 8, 0);
  octal(124, 12, content.length);
  octal(136, 12, Date.UTC(1985, 9, 26, 8, 15) / 1000); // npm pack's fixed mtime
  field(148, 8, ' '.repeat(8)); // the checksum is summed over spaces in its own field
  field(156, 1, '0');
  field(257, 8, 'ustar\u000000');
  let sum = 0;
  for (const byte of header) sum += byte;
  field(148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  const data = Buffer.alloc(Math.ceil(content.length / 512) * 512);
  content.copy(data);
  writeFileSync(file, gzipSync(Buffer.concat([tar.subarray(0, end), header, data, Buffer.alloc(1024)])));
}
