import { defineConfig } from 'vitest/config';

// One project per source area; `npm test` runs them all. Tests do not time things (benchmarks live in bench/).
// Long corpora run in samples here and in full under `npm run test:corpus` (vitest.corpus.config.ts).
export default defineConfig({
  test: {
    reporters: ['default', './test/support/plainSummary.ts'],
    // The CLI speaks German under a German locale: tests pin English unless they ask for German.
    env: { LC_ALL: '', LC_MESSAGES: '', LANG: 'C.UTF-8' },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'core', include: ['test/core/**/*.test.ts'] } },
      { extends: true, test: { name: 'schemas', include: ['test/schemas/**/*.test.ts'] } },
      { extends: true, test: { name: 'cli', include: ['test/cli/**/*.test.ts'] } },
      { extends: true, test: { name: 'print', include: ['test/print/**/*.test.ts'] } },
      { extends: true, test: { name: 'bot', include: ['test/bot/**/*.test.ts'], pool: 'forks' } },
      { extends: true, test: { name: 'sheets-addon', include: ['test/sheets-addon/**/*.test.ts'] } },
      { extends: true, test: { name: 'support', include: ['test/support/**/*.test.ts'] } },
      // One workflow through every front end (CLI, bot harness, add-on sandbox).
      { extends: true, test: { name: 'workflow', include: ['test/workflow/**/*.test.ts'], pool: 'forks' } },
    ],
  },
});
