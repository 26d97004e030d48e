// The lexicographically first minimum-cost assignment (used for the first optimal transposition,
// C.04.3 4.2) against brute force over all permutations on random small matrices.
import { describe, expect, test } from 'vitest';
import { firstOptimalAssignment, type CostMatrix } from '../../../../core/pairing/matching/assignment.ts';
import { seededRng } from '../../../../core/pairing/generator.ts';

/** All permutations in lexicographic order: the first of minimum cost, or undefined. */
function bruteForce(cost: CostMatrix): number[] | undefined {
  const n = cost.length;
  let best: { cost: number; perm: number[] } | undefined;
  const perm: number[] = [];
  const used = new Array<boolean>(n).fill(false);
  const go = (row: number, sum: number): void => {
    if (row === n) {
      if (!best || sum < best.cost) best = { cost: sum, perm: [...perm] };
      return;
    }
    for (let c = 0; c < n; c++) {
      const x = cost[row]![c];
      if (used[c] || x === undefined) continue;
      used[c] = true;
      perm.push(c);
      go(row + 1, sum + x);
      perm.pop();
      used[c] = false;
    }
  };
  go(0, 0);
  return best?.perm;
}

function randomMatrix(seed: number): CostMatrix {
  const r = seededRng(seed);
  const n = 1 + Math.floor(r() * 7);
  const range = 1 + Math.floor(r() * 4); // few distinct costs: many ties, the hard case
  const forbidden = r() * 0.4;
  return Array.from({ length: n }, () =>
    Array.from({ length: n }, () => (r() < forbidden ? undefined : Math.floor(r() * range))),
  );
}

describe('firstOptimalAssignment', () => {
  test.each(Array.from({ length: 400 }, (_, i) => i + 1))('random matrix %i equals brute force', (seed) => {
    const cost = randomMatrix(seed);
    expect(firstOptimalAssignment(cost)).toEqual(bruteForce(cost));
  });

  test.each([
    [
      'all equal: the identity',
      [
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
      ],
      [0, 1, 2],
    ],
    [
      'one cheap cell forces the rest',
      [
        [1, 1, 0],
        [0, 1, 1],
        [1, 0, 1],
      ],
      [2, 0, 1],
    ],
    [
      'no assignment avoids the forbidden cells',
      [
        [undefined, 0],
        [undefined, 0],
      ],
      undefined,
    ],
    ['empty', [], []],
  ] as const)('%s', (_name, cost, expected) => {
    expect(firstOptimalAssignment(cost as CostMatrix)).toEqual(expected);
  });
});
