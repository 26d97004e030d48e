// The completion checks (C4: the rest of the round can still be paired; 1.9 / C.04.3 (2025) C4) on
// hand-built fields where C1 (no rematch) alone decides who may meet.
import { describe, expect, test } from 'vitest';
import { colourPreference } from '../../../../core/pairing/dutch/colours.ts';
import { completable, pairAll } from '../../../../core/pairing/dutch/completion.ts';
import type { BracketContext } from '../../../../core/pairing/dutch/context.ts';
import type { DutchPlayer } from '../../../../core/pairing/dutch/players.ts';

/** Players 1..n of one score; `met` lists earlier games (C1 forbids those pairs again). */
function field(n: number, met: readonly (readonly [number, number])[], noPab: readonly number[] = []) {
  const players: DutchPlayer[] = Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    rank: i + 1,
    score: 2,
    realScore: 2,
    colours: [],
    pref: colourPreference([]),
    floats: [],
    pabEligible: !noPab.includes(i + 1),
    unplayed: 0,
    opponents: new Set(met.flatMap(([a, b]) => (a === i + 1 ? [b] : b === i + 1 ? [a] : []))),
    topscorer: false,
  }));
  const ctx: BracketContext = {
    compatible: (a, b) => !a.opponents.has(b.id),
    initialColor: 'white',
    round: 3,
    edition: '2025',
  };
  return { players, ctx };
}

const ids = (pairs: readonly (readonly [DutchPlayer, DutchPlayer])[] | undefined) =>
  pairs?.map(([a, b]) => [a.id, b.id].sort((x, y) => x - y)).sort((x, y) => x[0]! - y[0]!);

describe('pairAll', () => {
  test.each([
    // 1 met 2 and 3: only 1-4 and 2-3 pair all four.
    {
      n: 4,
      met: [
        [1, 2],
        [1, 3],
      ],
      spare: [],
      expected: [
        [1, 4],
        [2, 3],
      ],
    },
    // 1 met everybody: no pairing of all four.
    {
      n: 4,
      met: [
        [1, 2],
        [1, 3],
        [1, 4],
      ],
      spare: [],
      expected: undefined,
    },
    // Odd: only a player `spare` accepts is left out (3 here), the others pair.
    { n: 3, met: [], spare: [3], expected: [[1, 2]] },
    // Odd: 1 may be left out, but 2 and 3 met, so they cannot pair each other.
    { n: 3, met: [[2, 3]], spare: [1], expected: undefined },
    // Odd with nobody to leave out.
    { n: 5, met: [], spare: [], expected: undefined },
  ] as const)('$n players, earlier games $met, may be left out $spare', ({ n, met, spare, expected }) => {
    const { players, ctx } = field(n, met);
    expect(ids(pairAll(players, ctx, (p) => spare.includes(p.id as never)))).toEqual(expected);
  });
});

describe('completable', () => {
  test.each([
    {
      n: 4,
      met: [
        [1, 2],
        [1, 3],
      ],
      noPab: [],
      expected: true,
    },
    {
      n: 4,
      met: [
        [1, 2],
        [1, 3],
        [1, 4],
      ],
      noPab: [],
      expected: false,
    },
    // Odd: the PAB goes to a player who may receive it (C2) and whom the bye target accepts.
    { n: 3, met: [[1, 2]], noPab: [], expected: true },
    // 3 may not receive the PAB, so 1 or 2 must, and the other pairs 3.
    {
      n: 3,
      met: [
        [1, 3],
        [2, 3],
      ],
      noPab: [3],
      expected: false,
    },
  ] as const)('$n players, earlier games $met, no PAB for $noPab', ({ n, met, noPab, expected }) => {
    const { players, ctx } = field(n, met, noPab);
    expect(completable(players, ctx, () => true)).toBe(expected);
  });
});
