// The round sheet's rating beside a name follows the reports' one rule (core/report
// `ratingSourceOf`): one system for the sheet, the one more players have (Elo on a tie), named in
// the header; a FIDE rating of 0 is none (FIDE B.02 8.1). It used to take Elo, else DWZ, in one
// column, so a club round mixed the two without saying which.
import { describe, expect, it } from 'vitest';
import { STANDARD_POINTS, type Player, type Tournament } from '../../core/tournament/index.ts';
import { roundRows } from '../../sheets-addon/swissOutput.ts';

const tournament = (players: Player[]): Tournament => ({
  name: 'Vereinsturnier',
  kind: 'swiss',
  rounds: 5,
  players,
  games: [],
  unpaired: [],
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
});

/** Board 1: 1 against 2, board 2: 3 against 4. */
const pairing = {
  round: 1,
  boards: [
    { white: 1, black: 2 },
    { white: 3, black: 4 },
  ],
} as const;

describe('the round sheet: one rating system, named in the header', () => {
  it.each([
    {
      case: 'three with DWZ, two with Elo: DWZ, the Elo-only player without a rating',
      players: [
        { id: 1, name: 'Müller, Jürgen', fide: 2010, dwz: { rating: 1987 } },
        { id: 2, name: 'Weiß, Anja', dwz: { rating: 1912 } },
        { id: 3, name: 'Groß, Björn', fide: 1850 },
        { id: 4, name: 'Öztürk, Emre', dwz: { rating: 1700 } },
      ],
      header: 'DWZ',
      ratings: [1987, 1912, '', 1700],
    },
    {
      case: 'a FIDE rating of 0 counts as none: two with Elo, two with DWZ, a tie goes to Elo',
      players: [
        { id: 1, name: 'Müller, Jürgen', fide: 2010, dwz: { rating: 1987 } },
        { id: 2, name: 'Weiß, Anja', fide: 0, dwz: { rating: 1912 } },
        { id: 3, name: 'Groß, Björn', fide: 1850 },
        { id: 4, name: 'Öztürk, Emre', fide: 0 },
      ],
      header: 'Elo',
      ratings: [2010, '', 1850, ''],
    },
    {
      case: 'nobody rated: the generic header, empty cells',
      players: [
        { id: 1, name: 'A' },
        { id: 2, name: 'B' },
        { id: 3, name: 'C' },
        { id: 4, name: 'D', fide: 0 },
      ],
      header: 'Rtg',
      ratings: ['', '', '', ''],
    },
  ])('$case', ({ players, header, ratings }) => {
    const [head, b1, b2] = roundRows(tournament(players), pairing);
    expect([head?.[3], head?.[8]]).toEqual([header, header]);
    // White's rating in column 4, Black's in column 9
    expect([b1?.[3], b1?.[8], b2?.[3], b2?.[8]]).toEqual(ratings);
  });
});
