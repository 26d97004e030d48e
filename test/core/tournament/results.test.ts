// Finding a game by board: the recorded board number, else the game's place in its round (how
// `rochade pairings` and the print numbers a round read from TRF or an individual Swiss-Manager file).
import { describe, expect, test } from 'vitest';
import type { Game, Tournament } from '../../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../../core/tournament/pointSystem.ts';
import { boardOf, gameOnBoard } from '../../../core/tournament/results.ts';

const tournament = (games: readonly Game[]): Tournament => ({
  name: 'T',
  kind: 'swiss',
  rounds: 2,
  players: [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `P${id}` })),
  games,
  unpaired: [],
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
  schedule: 'recorded',
});

// Round 1 recorded with boards out of array order (a paired round), round 2 without any (a TRF read).
const T = tournament([
  { round: 1, white: 3, black: 4, result: '1-0', board: 2 },
  { round: 1, white: 1, black: 2, result: '0-1', board: 1 },
  { round: 1, white: 5, black: 6, result: '*', board: 3 },
  { round: 2, white: 2, black: 3, result: '*' },
  { round: 2, white: 4, black: 5, result: '*' },
  { round: 2, white: 6, black: 1, result: '*' },
]);

describe('gameOnBoard', () => {
  test.each([
    ['a recorded board number wins over the place', 1, 1, [1, 2]],
    ['a recorded board number wins over the place', 1, 2, [3, 4]],
    ['no number recorded: the first game of the round is board 1', 2, 1, [2, 3]],
    ['no number recorded: the third game of the round is board 3', 2, 3, [6, 1]],
  ] as const)('%s (round %i, board %i)', (_, round, board, [white, black]) => {
    const g = gameOnBoard(T, round, board);
    expect(g.ok && [g.value.white, g.value.black]).toEqual([white, black]);
  });

  test.each([
    [1, 4],
    [2, 4],
    [2, 0],
  ])('round %i has no board %i', (round, board) => {
    expect(gameOnBoard(T, round, board)).toEqual({
      ok: false,
      error: { kind: 'noSuchGame', round, detail: `round ${round} has no board ${board}` },
    });
  });
});

describe('boardOf', () => {
  test('the recorded number, else the place in the round; undefined for a game not in the tournament', () => {
    expect(T.games.map((g) => boardOf(T, g))).toEqual([2, 1, 3, 1, 2, 3]);
    expect(boardOf(T, { round: 2, white: 2, black: 3, result: '*' })).toBeUndefined();
  });
});
