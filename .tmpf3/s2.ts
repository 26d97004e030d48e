import { buildSwiss } from '../core/formats/crosstableBuild.ts';
import { bergerTable } from '../core/pairing/berger.ts';
let seed = 11; const next = () => (seed = (seed * 48271) % 2147483647);
let fails = 0, total = 0, worst = 0;
for (const n of [8, 12, 20, 40, 64, 100, 150]) for (const R of [3, 5, 7, 9, 11]) for (let rep = 0; rep < 6; rep++) {
  if (R >= n) continue;
  const perm = [...Array(n).keys()].map(i => i + 1);
  for (let i = n - 1; i > 0; i--) { const j = next() % (i + 1); [perm[i], perm[j]] = [perm[j]!, perm[i]!]; }
  const table = bergerTable(n);
  const rs = new Set<number>(); while (rs.size < R) rs.add(next() % table.length);
  const games = [];
  for (const r of rs) for (const b of table[r]!) { const w = perm[b.white-1]!, k = perm[b.black-1]!; games.push({ a: Math.min(w,k), b: Math.max(w,k), index: 0, result: '1-0' as const }); }
  const t0 = performance.now();
  const t = buildSwiss('', [...Array(n).keys()].map(i => ({ id: i+1, name: 'p' })), games);
  worst = Math.max(worst, performance.now() - t0);
  total++; if (t.rounds !== R) { fails++; console.log('n', n, 'R', R, 'found', t.rounds); }
}
console.log('total', total, 'fails', fails, 'worst ms', worst.toFixed(1));
