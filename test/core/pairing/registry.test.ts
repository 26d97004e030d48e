// The pairing-system registry dispatches to each system; expected rounds are hand-derived from the rules.
import { describe, expect, test } from 'vitest';
import { pairingSystems } from '../../../core/pairing/index.ts';
import { unwrap } from '../../../core/result.ts';
import type { Tournament } from '../../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../../core/tournament/pointSystem.ts';

const field = (n: number, kind: Tournament['kind']): Tournament => ({
  name: 'registry',
  kind,
  rounds: 3,
  players: Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `P${i + 1}` })),
  games: [],
  unpaired: [],
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
  initialColor: 'white',
});

describe('pairingSystems', () => {
  test('dutch: round 1 of 4 is 1-3, 4-2 (FIDE C.04.3: top half against bottom half, colours alternate by board)', () => {
    const r = unwrap(pairingSystems.dutch.pairNextRound(field(4, 'swiss')));
    expect(r.boards).toEqual([
      { white: 1, black: 3 },
      { white: 4, black: 2 },
    ]);
  });

  test('roundRobin: round 1 of 4 is 1-4, 2-3 (FIDE C.05 Annex 1, Berger table for 3 or 4 players)', () => {
    const r = unwrap(pairingSystems.roundRobin.pairNextRound(field(4, 'roundRobin')));
    expect(r.boards).toEqual([
      { white: 1, black: 4 },
      { white: 2, black: 3 },
    ]);
  });
});
