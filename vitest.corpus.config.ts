import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// `npm run test:corpus`: the whole corpora and the long property runs. It runs every test file that
// imports test/support/corpus.ts, with ROCHADE_CORPUS=full (`npm test` runs a sample of the same).
const corpusFiles = (readdirSync('test', { recursive: true, encoding: 'utf8' }) as string[])
  .map((f) => `test/${f.split('\\').join('/')}`)
  .filter((f) => f.endsWith('.test.ts') && /support\/corpus\.ts'/.test(readFileSync(f, 'utf8')))
  .sort();

export default defineConfig({
  test: {
    name: 'corpus',
    include: corpusFiles,
    reporters: ['default', './test/support/plainSummary.ts'],
    // The CLI speaks German under a German locale: tests pin English unless they ask for German.
    env: { ROCHADE_CORPUS: 'full', LC_ALL: '', LC_MESSAGES: '', LANG: 'C.UTF-8' },
    testTimeout: 60_000,
  },
});
