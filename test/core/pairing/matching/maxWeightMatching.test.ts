import { describe, expect, test } from 'vitest';
import { seededRng } from '../../../../core/pairing/generator.ts';
import { maxWeightMatching, type WeightedEdge } from '../../../../core/pairing/matching/maxWeightMatching.ts';

/** Exhaustive maximum weight over all matchings (small graphs only). */
function bruteForce(n: number, edges: readonly WeightedEdge[]): bigint {
  const adj = new Map<string, bigint>();
  for (const e of edges) {
    const key = `${Math.min(e.u, e.v)},${Math.max(e.u, e.v)}`;
    const old = adj.get(key);
    if (old === undefined || e.weight > old) adj.set(key, e.weight);
  }
  const used = new Array<boolean>(n).fill(false);
  const go = (i: number): bigint => {
    while (i < n && used[i]) i++;
    if (i >= n) return 0n;
    used[i] = true;
    let best = go(i + 1);
    for (let j = i + 1; j < n; j++) {
      const w = adj.get(`${i},${j}`);
      if (used[j] || w === undefined) continue;
      used[j] = true;
      const s = w + go(i + 1);
      if (s > best) best = s;
      used[j] = false;
    }
    used[i] = false;
    return best;
  };
  return go(0);
}

function matchingWeight(mate: readonly number[], edges: readonly WeightedEdge[]): bigint {
  let total = 0n;
  for (const e of edges) if (mate[e.u] === e.v && mate[e.v] === e.u) total += e.weight;
  return total;
}

/**
 * Weight kinds: small integers, wide weights (60-100 bits) whose low bits decide the matching,
 * and weights just below and above the matcher's register bounds (2^50: float64, 2^100:
 * double-double, above: bigint), all close together so that only exact arithmetic finds the
 * maximum.
 */
const WEIGHTS: readonly { name: string; weight: (r: () => number) => bigint }[] = [
  { name: 'small', weight: (r) => BigInt(Math.floor(r() * 20)) },
  {
    name: '70-bit fields',
    weight: (r) => (BigInt(Math.floor(r() * 20)) << 70n) + BigInt(Math.floor(r() * 5)),
  },
  { name: '60-100 bits', weight: (r) => random(r, 60 + Math.floor(r() * 41)) },
  { name: 'just below 2^50', weight: (r) => (1n << 50n) - 1n - BigInt(Math.floor(r() * 1000)) },
  { name: 'at 2^50', weight: (r) => (1n << 50n) - BigInt(Math.floor(r() * 3)) },
  { name: 'just below 2^100', weight: (r) => (1n << 100n) - 1n - BigInt(Math.floor(r() * 1000)) },
  { name: 'around 2^100', weight: (r) => (1n << 100n) + BigInt(Math.floor(r() * 1000)) - 500n },
  {
    name: '2^100 + 2^60 fields',
    weight: (r) => (1n << 100n) + (BigInt(Math.floor(r() * 8)) << 60n) + BigInt(Math.floor(r() * 7)),
  },
  { name: '150 bits', weight: (r) => random(r, 150) },
];

function random(r: () => number, bits: number): bigint {
  let x = 0n;
  for (let b = 0; b < bits; b += 16) x = (x << 16n) | BigInt(Math.floor(r() * 65536));
  return x & ((1n << BigInt(bits)) - 1n);
}

const CASES = WEIGHTS.flatMap(({ name, weight }, kind) =>
  Array.from({ length: 60 }, (_, i) => ({ name, weight, seed: kind * 1000 + i })),
);

describe('maxWeightMatching', () => {
  test.each(CASES)('$name weights, random graph $seed, equals brute force', ({ weight, seed }) => {
    const r = seededRng(seed + 1);
    const n = 2 + Math.floor(r() * 9);
    const density = 0.2 + r() * 0.8;
    const edges: WeightedEdge[] = [];
    for (let u = 0; u < n; u++)
      for (let v = u + 1; v < n; v++) if (r() < density) edges.push({ u, v, weight: weight(r) });
    const mate = maxWeightMatching(n, edges);
    for (let v = 0; v < n; v++) if (mate[v]! >= 0) expect(mate[mate[v]!]).toBe(v);
    expect(matchingWeight(mate, edges)).toBe(bruteForce(n, edges));
  });

  test('the empty graph matches nobody', () => {
    expect(maxWeightMatching(3, [])).toEqual([-1, -1, -1]);
  });
});
