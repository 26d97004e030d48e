// Swiss-Manager files for the tests, written by swissManagerWriter.ts from the published layout.
import type { SmTestFile } from './swissManagerWriter.ts';

// Result codes (Swiss-Manager user guide p. 12): 1 White wins, 2 draw, 3 Black wins, 4/5 White/Black
// wins by forfeit, 9 bye.
export const [WHITE, DRAW, BLACK, WHITE_FORFEIT, BLACK_FORFEIT, BYE] = [1, 2, 3, 4, 5, 9];

// Five players, three rounds of which two are paired. Round 1: 1-2 1-0, 3-4 draw, 5 the
// pairing-allocated bye. Round 2: 4 does not come to White against 1 (Black wins by forfeit), 2-5
// 0-1, 3 not paired with half a point (a half-point bye).
export const SM_INDIVIDUAL: SmTestFile = {
  type: 0,
  name: 'Vereinsturnier 2026',
  city: 'Magdeburg',
  federation: 'GER',
  arbiter: 'Schmidt, Anna',
  timeControl: '90 min + 30 s',
  tournamentId: 1234567,
  rounds: 3,
  startDate: 20260109,
  endDate: 20260123,
  roundDates: [20260109, 20260116, 20260123],
  players: [
    {
      last: 'Meier',
      first: 'Hans',
      title: 'FM',
      club: 'SC Rochade',
      federation: 'GER',
      fide: 2215,
      national: 2190,
      birth: 19860615,
      fideId: 4611970,
    },
    { last: 'M\u00fcller', first: 'J\u00f6rg', fide: 1850, birth: 19900000 },
    { last: 'Schulz', first: 'Eva', female: true, national: 1700 },
    { last: 'Wagner', first: 'Uwe' },
    { last: 'Nowak', first: '\u0141ukasz', federation: 'POL' },
  ],
  games: [
    [
      { white: 1, black: 2, result: WHITE },
      { white: 3, black: 4, result: DRAW },
      { white: 5, black: 'bye', result: BYE },
    ],
    [
      { white: 4, black: 1, result: BLACK_FORFEIT },
      { white: 2, black: 5, result: BLACK },
      { white: 3, black: 'notPaired', result: DRAW },
    ],
    [],
  ],
};

// Three teams of two boards, two rounds. Round 1: team 1 (players 1, 2) against team 2 (3, 4):
// board 1 1-3 1-0, board 2 4-2 draw (team 2's player has White); team 3 the bye, stored 4
// half-points (both boards won). Round 2: team 3 (5, 6) against team 1: board 1 5-1 0-1, board 2
// nobody of team 3 on the board against 2 (empty slot, White's side wins by forfeit); team 2 the bye.
export const SM_TEAMS: SmTestFile = {
  type: 3,
  name: 'Mannschaftsturnier',
  rounds: 2,
  boards: 2,
  teams: ['SC Rochade', 'SK Turm', 'SV L\u00e4ufer'],
  players: [
    { last: 'Meier', team: 1, board: 1 },
    { last: 'M\u00fcller', team: 1, board: 2 },
    { last: 'Schulz', team: 2, board: 1 },
    { last: 'Wagner', team: 2, board: 2 },
    { last: 'Becker', team: 3, board: 1 },
    { last: 'Koch', team: 3, board: 2 },
  ],
  games: [
    [
      { white: 1, black: 3, result: WHITE },
      { white: 4, black: 2, result: DRAW },
    ],
    [
      { white: 5, black: 1, result: BLACK },
      { white: 2, black: 0, result: WHITE_FORFEIT },
    ],
  ],
  matches: [
    [
      { first: 1, second: 2 },
      { first: 3, second: 'bye', firstPoints: 4 },
    ],
    [
      { first: 3, second: 1 },
      { first: 2, second: 'bye', firstPoints: 4 },
    ],
  ],
};
