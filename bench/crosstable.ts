// Crosstable read and write speed: round robins of 30, 100 and 300 players as CSV, aligned text and
// Sheets cells (the add-on's custom functions parse a range on every recalculation).
// Run: npx tsx bench/crosstable.ts
import { performance } from 'node:perf_hooks';
import {
  makeCrosstable,
  makeCrosstableCells,
  parseCrosstable,
  parseCrosstableCells,
} from '../core/formats/crosstable.ts';
import { buildRoundRobin } from '../core/formats/crosstableBuild.ts';
import type { PairGame } from '../core/formats/crosstableCheck.ts';
import type { GameResult, Tournament } from '../core/tournament/model.ts';

const RESULTS: readonly GameResult[] = ['1-0', '0-1', '1/2-1/2', '1-0', '0-1', '+:-'];

/** A full round robin of n players with deterministic results. */
function roundRobin(n: number): Tournament {
  const games: PairGame[] = [];
  for (let a = 1; a <= n; a++)
    for (let b = a + 1; b <= n; b++)
      games.push({ a, b, index: 0, result: RESULTS[(a * 7 + b * 13) % RESULTS.length] ?? '1-0' });
  const players = [...Array(n).keys()].map((i) => ({
    id: i + 1,
    name: `Spieler${String.fromCharCode(65 + (i % 26))}, Vorname${String.fromCharCode(97 + ((i * 7) % 26))}`,
    dwz: { rating: 1200 + ((i * 37) % 1000), index: 1 + (i % 90) },
  }));
  return buildRoundRobin(`Bench ${n}`, players, games, false);
}

/** Median of `runs` timings in ms. */
function time(runs: number, f: () => unknown): number {
  const ms: number[] = [];
  f(); // warm-up
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    f();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return ms[Math.floor(ms.length / 2)] ?? 0;
}

const must = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

console.log('players  format  parse ms  make ms');
for (const n of [30, 100, 300]) {
  const t = roundRobin(n);
  const runs = n >= 300 ? 5 : 20;
  const cells = makeCrosstableCells(t);
  const cellMs = time(runs, () => must(parseCrosstableCells(cells)));
  const makeCellMs = time(runs, () => makeCrosstableCells(t));
  console.log(`${String(n).padStart(7)}  cells   ${cellMs.toFixed(1).padStart(8)}  ${makeCellMs.toFixed(1).padStart(7)}`);
  for (const format of ['csv', 'text'] as const) {
    const text = makeCrosstable(t, { format });
    const parseMs = time(runs, () => must(parseCrosstable(text)));
    const makeMs = time(runs, () => makeCrosstable(t, { format }));
    console.log(
      `${String(n).padStart(7)}  ${format.padEnd(6)}  ${parseMs.toFixed(1).padStart(8)}  ${makeMs.toFixed(1).padStart(7)}`,
    );
  }
}
