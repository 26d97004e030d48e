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

describe('maxWeightMatching', () => {
  test.each(Array.from({ length: 400 }, (_, i) => i))('random graph %i equals brute force', (seed) => {
    const r = seededRng(seed + 1);
    const n = 2 + Math.floor(r() * 9);
    const density = 0.2 + r() * 0.8;
    const bigWeights = r() < 0.3;
    const edges: WeightedEdge[] = [];
    for (let u = 0; u < n; u++)
      for (let v = u + 1; v < n; v++)
        if (r() < density) {
          const base = BigInt(Math.floor(r() * 20));
          edges.push({ u, v, weight: bigWeights ? (base << 70n) + BigInt(Math.floor(r() * 5)) : base });
        }
    const mate = maxWeightMatching(n, edges);
    for (let v = 0; v < n; v++) if (mate[v]! >= 0) expect(mate[mate[v]!]).toBe(v);
    expect(matchingWeight(mate, edges)).toBe(bruteForce(n, edges));
  });

  test('the empty graph matches nobody', () => {
    expect(maxWeightMatching(3, [])).toEqual([-1, -1, -1]);
  });
});
