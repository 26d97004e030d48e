// Runs every benchmark in bench/ (or the ones named) and prints their numbers.
// Usage: npm run bench [-- standings dwz ...] [-- pairing --e2e 200,500 --repeat 3]
// Arguments that name a benchmark select it; every other argument goes to each benchmark run.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const all = readdirSync('bench')
  .filter((f) => f.endsWith('.ts') && !f.startsWith('_'))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();
const args = process.argv.slice(2);
const wanted = args.filter((a) => all.includes(a));
const passed = args.filter((a) => !all.includes(a));
const names = wanted.length > 0 ? all.filter((n) => wanted.includes(n)) : all;

let failed = 0;
for (const name of names) {
  process.stdout.write(`\n=== bench/${name}.ts${passed.length > 0 ? ` ${passed.join(' ')}` : ''}\n`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', `bench/${name}.ts`, ...passed], {
    stdio: 'inherit',
  });
  if (r.status !== 0) failed++;
}
process.exitCode = failed > 0 ? 1 : 0;
