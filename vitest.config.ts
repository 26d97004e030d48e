import { defineConfig } from 'vitest/config';

// One project per source area; `npm test` runs them all. Tests do not time things (benchmarks live in bench/).
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      { test: { name: 'core', include: ['test/core/**/*.test.ts'] } },
      { test: { name: 'schemas', include: ['test/schemas/**/*.test.ts'] } },
      { test: { name: 'cli', include: ['test/cli/**/*.test.ts'] } },
      { test: { name: 'bot', include: ['test/bot/**/*.test.ts'], pool: 'forks' } },
      { test: { name: 'sheets-addon', include: ['test/sheets-addon/**/*.test.ts'] } },
    ],
  },
});
