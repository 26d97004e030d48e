// Checks the plain closing line of the test run on a run that fails: vitest on
// test/fixtures/plainSummary (one passing test, one file that cannot load) must exit non-zero and the
// line must count the broken file as a failure. Run by .ci/run.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const folder = fileURLToPath(new URL('../test/fixtures/plainSummary/', import.meta.url));
const reporter = fileURLToPath(new URL('../test/support/plainSummary.ts', import.meta.url));
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));

const run = spawnSync(
  process.execPath,
  [vitest, 'run', '--root', folder, '--config', `${folder}vitest.config.js`, '--reporter', reporter],
  { cwd: root, encoding: 'utf8', env: { ...process.env, CI: 'true' } },
);
const line = (run.stdout ?? '').split('\n').find((l) => l.startsWith('tests: '));
const want = 'tests: 1 passed, 1 failed, 0 skipped (including 1 file failed to load or run)';
if (run.status === 0 || line !== want) {
  console.error(
    `plain summary check failed: exit ${run.status}, line ${JSON.stringify(line)}, want ${JSON.stringify(want)}`,
  );
  console.error(run.stdout, run.stderr);
  process.exit(1);
}
console.log(`plain summary check: a failing run (exit ${run.status}) ends with "${line}"`);
