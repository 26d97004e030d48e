import { describe, expect, test } from 'vitest';
import { maxCardinalityMatching } from '../../../../core/pairing/matching/maxCardinalityMatching.ts';
import { seededRng } from '../../../../core/pairing/generator.ts';

/** Exhaustive maximum matching size (small graphs only). */
function bruteForce(adj: readonly (readonly number[])[]): number {
  const n = adj.length;
  const used = new Array<boolean>(n).fill(false);
  const go = (i: number): number => {
    while (i < n && used[i]) i++;
    if (i >= n) return 0;
    used[i] = true;
    let best = go(i + 1);
    for (const j of adj[i]!) {
      if (used[j]) continue;
      used[j] = true;
      best = Math.max(best, 1 + go(i + 1));
      used[j] = false;
    }
    used[i] = false;
    return best;
  };
  return go(0);
}

describe('maxCardinalityMatching', () => {
  test.each(Array.from({ length: 300 }, (_, i) => i))('random graph %i equals brute force', (seed) => {
    const r = seededRng(seed + 1000);
    const n = 1 + Math.floor(r() * 12);
    const density = r();
    const adj: number[][] = Array.from({ length: n }, () => []);
    for (let u = 0; u < n; u++)
      for (let v = u + 1; v < n; v++)
        if (r() < density) {
          adj[u]!.push(v);
          adj[v]!.push(u);
        }
    const mate = maxCardinalityMatching(adj);
    let size = 0;
    for (let v = 0; v < n; v++) {
      const m = mate[v]!;
      if (m < 0) continue;
      expect(mate[m]).toBe(v);
      expect(adj[v]).toContain(m);
      if (m > v) size++;
    }
    expect(size).toBe(bruteForce(adj));
  });
});
