// How much of a corpus a test runs. `npm test` runs a meaningful sample, so that no single test
// blocks a worker for more than a few seconds; `npm run test:corpus` (vitest.corpus.config.ts, which
// runs every test file importing this module) sets ROCHADE_CORPUS=full and runs all of it.

/** True under `npm run test:corpus`. */
export const FULL_CORPUS = process.env['ROCHADE_CORPUS'] === 'full';

/** Property-test runs: `full` under test:corpus, a fifth of it (at least 20) in `npm test`. */
export const propertyRuns = (full: number): number =>
  FULL_CORPUS ? full : Math.max(20, Math.ceil(full / 5));

/** All items under test:corpus, else `n` of them spread evenly over the list (first and last included). */
export function corpusSample<T>(items: readonly T[], n: number): readonly T[] {
  if (FULL_CORPUS || items.length <= n) return items;
  if (n <= 1) return items.slice(0, n);
  const step = (items.length - 1) / (n - 1);
  return Array.from({ length: n }, (_, i) => items[Math.round(i * step)] as T);
}

/** `1..count` cut into consecutive blocks of `size`: one test each, so no test runs long. */
export function seedBlocks(count: number, size: number): readonly (readonly [number, number])[] {
  const blocks: [number, number][] = [];
  for (let from = 1; from <= count; from += size) blocks.push([from, Math.min(count, from + size - 1)]);
  return blocks;
}
