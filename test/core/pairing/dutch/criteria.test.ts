// The exchange order of a remainder (C.04.3 (2025) 4.3), hand-built: players of one score without
// colour history or floats, so only the exchange and transposition fields tell candidates apart.
import { describe, expect, test } from 'vitest';
import type { BracketContext } from '../../../../core/pairing/dutch/context.ts';
import { colourPreference } from '../../../../core/pairing/dutch/colours.ts';
import { edgeWeigher, type Roles } from '../../../../core/pairing/dutch/criteria.ts';
import type { DutchPlayer } from '../../../../core/pairing/dutch/players.ts';

/** Remainder players with BSN 1..n (index 0..n-1). */
const remainderOf = (n: number): DutchPlayer[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    rank: i + 1,
    score: 6,
    realScore: 6,
    colours: [],
    pref: colourPreference([]),
    floats: [],
    pabEligible: true,
    unplayed: 0,
    opponents: new Set<number>(),
    topscorer: false,
  }));

const ctx: BracketContext = { compatible: () => true, initialColor: 'white', round: 5, edition: '2025' };

/** The matching's total for a candidate given as pairs of BSNs. */
function weightOf(n: number, pairs: number, candidate: readonly (readonly [number, number])[]): bigint {
  const players = remainderOf(n);
  const roles: Roles = {
    bracket: new Set(players),
    pairable: new Set(players),
    residentScore: 6,
    next: new Set(),
    c9: false,
    mdps: [],
    residents: players,
    remainder: { players, pairs },
  };
  const weigh = edgeWeigher(players, roles, ctx);
  return candidate.reduce((sum, [a, b]) => sum + weigh.pair(players[a - 1]!, players[b - 1]!, false), 0n);
}

describe('C.04.3 (2025) 4.3: exchanges alike in number and BSN-sum difference', () => {
  test.each([
    [
      // S1 = 1-4, S2 = 5-9, four pairs: 1 (floating) and 4 move to S2, or 2 and 3 (3 floating);
      // both bring 6 and 8 into S1 (difference 14 - 5 = 9): 4 is the highest differing BSN moved.
      'the highest differing BSN moved from S1 to S2 is the higher the better',
      9,
      4,
      [
        [2, 4],
        [3, 5],
        [6, 7],
        [8, 9],
      ],
      [
        [1, 2],
        [4, 5],
        [6, 7],
        [8, 9],
      ],
    ],
    [
      // S1 = 1-3, S2 = 4-8, three pairs: 1 (floating) and 3 move to S2, and either 4 and 7 or 5
      // and 6 enter S1 (sum 11 both): 4 is the lowest differing BSN moved (round 9 of the fixture
      // exchange-lowest-bsn-moved-to-s1.trf has this shape).
      'the lowest differing BSN moved from S2 to S1 is the lower the better',
      8,
      3,
      [
        [2, 3],
        [4, 5],
        [7, 8],
      ],
      [
        [2, 3],
        [5, 8],
        [6, 7],
      ],
    ],
  ] as const)('%s', (_rule, n, pairs, first, later) => {
    expect(weightOf(n, pairs, first)).toBeGreaterThan(weightOf(n, pairs, later));
  });
});
