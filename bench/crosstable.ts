// Crosstable read and write speed: round robins of 30, 100 and 300 players as CSV, aligned text and
// Sheets cells (the add-on's custom functions parse a range on every recalculation).
// Run: npx tsx bench/crosstable.ts
import { performance } from 'node:perf_hooks';
import {
  makeCrosstable,
  makeCrosstableCells,
  parseCrosstable,
  parseCrosstableCells,
  buildRoundRobin,
  buildSwiss,
  type PairGame,
} from '../core/formats/index.ts';
import { bergerTable, seededRng } from '../core/pairing/index.ts';
import type { GameResult, Tournament } from '../core/tournament/index.ts';

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

/** A Swiss of n players and `rounds` rounds printed as a crosstable: Berger rounds of shuffled players. */
function swiss(n: number, rounds: number): Tournament {
  const rng = seededRng(7);
  const next = (): number => Math.floor(rng() * 2 ** 31);
  const perm = [...Array(n).keys()].map((i) => i + 1);
  for (let i = n - 1; i > 0; i--) {
    const j = next() % (i + 1);
    [perm[i], perm[j]] = [perm[j] ?? 0, perm[i] ?? 0];
  }
  const table = bergerTable(n % 2 === 0 ? n : n + 1);
  const games: PairGame[] = [];
  for (let r = 0; r < rounds; r++)
    for (const b of table[(r * 7) % table.length] ?? []) {
      const w = perm[b.white - 1] ?? 0;
      const k = perm[b.black - 1] ?? 0;
      if (w === 0 || k === 0) continue;
      games.push({ a: Math.min(w, k), b: Math.max(w, k), index: 0, result: RESULTS[next() % 3] ?? '1-0' });
    }
  const players = [...Array(n).keys()].map((i) => ({ id: i + 1, name: `Spieler ${i + 1}` }));
  return buildSwiss(`Swiss ${n}`, players, games);
}

/** The first call (cold, as in a fresh Apps Script run) and the median of `runs` more, in ms. */
function time(runs: number, f: () => unknown): { first: number; median: number } {
  const t0 = performance.now();
  f();
  const first = performance.now() - t0;
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t1 = performance.now();
    f();
    ms.push(performance.now() - t1);
  }
  ms.sort((a, b) => a - b);
  return { first, median: ms[Math.floor(ms.length / 2)] ?? 0 };
}

const fmt = (ms: number, width: number): string => ms.toFixed(1).padStart(width);

const must = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

// Largest first, so its first call is cold.
console.log('players  format  parse ms (first call)  make ms');
for (const n of [300, 100, 30]) {
  const t = roundRobin(n);
  const runs = n >= 300 ? 5 : 20;
  const cells = makeCrosstableCells(t);
  const inputs = [
    ['cells', () => must(parseCrosstableCells(cells)), () => makeCrosstableCells(t)],
    ...(['csv', 'text'] as const).map((format) => {
      const text = makeCrosstable(t, { format });
      return [format, () => must(parseCrosstable(text)), () => makeCrosstable(t, { format })] as const;
    }),
  ] as const;
  for (const [format, parse, make] of inputs) {
    const p = time(runs, parse);
    const m = time(runs, make);
    console.log(
      `${String(n).padStart(7)}  ${format.padEnd(6)}  ${fmt(p.median, 8)} ${`(${p.first.toFixed(1)})`.padStart(12)}  ${fmt(m.median, 7)}`,
    );
  }
}
for (const [n, rounds] of [
  [60, 7],
  [300, 9],
] as const) {
  const t = swiss(n, rounds);
  const cells = makeCrosstableCells(t);
  const p = time(5, () => must(parseCrosstableCells(cells)));
  console.log(
    `${String(n).padStart(7)}  swiss cells, ${rounds} rounds (found ${t.rounds}): parse ${p.median.toFixed(1)} ms (first call ${p.first.toFixed(1)})`,
  );
}
