// Runs every benchmark in bench/ (or the ones named) and prints their numbers.
// Usage: npm run bench [-- standings dwz ...]
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const wanted = process.argv.slice(2);
const files = readdirSync('bench')
  .filter((f) => f.endsWith('.ts') && !f.startsWith('_'))
  .filter((f) => wanted.length === 0 || wanted.includes(f.replace(/\.ts$/, '')))
  .sort();

let failed = 0;
for (const f of files) {
  process.stdout.write(`\n=== bench/${f}\n`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', `bench/${f}`], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exitCode = failed > 0 ? 1 : 0;
