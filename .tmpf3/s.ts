import { buildSwiss } from '../core/formats/crosstableBuild.ts';
import { makeCrosstableCells, parseCrosstableCells } from '../core/formats/crosstable.ts';
import { bergerTable } from '../core/pairing/berger.ts';
// A 300-player "Swiss": 9 rounds taken from a Berger table with shuffled ids.
const n = 300, R = 9;
let seed = 7; const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const perm = [...Array(n).keys()].map(i => i + 1).sort(() => rnd() - 0.5);
const table = bergerTable(n);
const games = [];
for (let r = 0; r < R; r++) for (const b of table[r * 7 % table.length]!) {
  const a = perm[b.white - 1]!, c = perm[b.black - 1]!;
  games.push({ a: Math.min(a, c), b: Math.max(a, c), index: 0, result: '1-0' as const });
}
const players = [...Array(n).keys()].map(i => ({ id: i + 1, name: `P${i}` }));
let t0 = performance.now();
const t = buildSwiss('s', players, games);
console.log('build', (performance.now() - t0).toFixed(1), 'rounds', t.rounds);
const cells = makeCrosstableCells(t);
t0 = performance.now();
const r = parseCrosstableCells(cells);
console.log('parse', (performance.now() - t0).toFixed(1), r.ok && r.value.tournament.rounds);
