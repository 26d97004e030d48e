// `npm run release`: builds dist/ and a release a server installs with `npm ci --omit=dev`
// (no build tools): release/rochade-VERSION/ and release/rochade-VERSION.tgz (npm pack layout).
// The release's package.json has no `prepare`, so installing it never needs esbuild.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
];
for (const part of PARTS) {
  if (existsSync(part)) cpSync(part, path.join(dir, part), { recursive: true });
}

// Only the run-time scripts; devDependencies stay listed (package-lock.json must match for `npm ci`)
// and are skipped by --omit=dev.
const RUNTIME_SCRIPTS = ['start', 'start:sharded', 'deploy-commands', 'backup', 'restore', 'rochade'];
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
console.log(`release: ${dir}/ and release/${tgz}`);
