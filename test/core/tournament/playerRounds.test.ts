import { describe, expect, test } from 'vitest';
import type { Game, GameResult, Tournament } from '../../../core/tournament/model.ts';
import {
  computePlayerRounds,
  computeScores,
  gameForPlayer,
  roundPoints,
  tournamentAfterRound,
} from '../../../core/tournament/playerRounds.ts';
import { STANDARD_POINTS, type PointSystem } from '../../../core/tournament/pointSystem.ts';

const game = (result: GameResult): Game => ({ round: 1, white: 1, black: 2, result });

describe("a game as each player sees it (results are written from White's side)", () => {
  test.each([
    ['1-0', { kind: 'played', outcome: 'win' }, { kind: 'played', outcome: 'loss' }],
    ['0-1', { kind: 'played', outcome: 'loss' }, { kind: 'played', outcome: 'win' }],
    ['1/2-1/2', { kind: 'played', outcome: 'draw' }, { kind: 'played', outcome: 'draw' }],
    ['+:-', { kind: 'forfeitWin' }, { kind: 'forfeitLoss' }],
    ['-:+', { kind: 'forfeitLoss' }, { kind: 'forfeitWin' }],
    ['-:-', { kind: 'doubleForfeit' }, { kind: 'doubleForfeit' }],
    ['*', { kind: 'pending' }, { kind: 'pending' }],
  ] as const)('%s', (result, white, black) => {
    const g = game(result);
    expect(gameForPlayer(g, 1)).toMatchObject({ ...white, color: 'white', opponent: 2, round: 1 });
    expect(gameForPlayer(g, 2)).toMatchObject({ ...black, color: 'black', opponent: 1, round: 1 });
  });
});

describe('what a round is worth under a point system (half-points)', () => {
  // A club system with 3-1-0 match points, a half-point PAB and a 1-point absence penalty of 0.
  const club: PointSystem = { ...STANDARD_POINTS, win: 6, draw: 2, forfeitWin: 6, pab: 1, fpb: 6 };
  test.each([
    ['win over the board', gameForPlayer(game('1-0'), 1), 2, 6],
    ['draw', gameForPlayer(game('1/2-1/2'), 2), 1, 2],
    ['loss', gameForPlayer(game('1-0'), 2), 0, 0],
    ['forfeit win', gameForPlayer(game('-:+'), 2), 2, 6],
    ['double forfeit scores as a forfeit loss', gameForPlayer(game('-:-'), 1), 0, 0],
    ['pending game', gameForPlayer(game('*'), 1), 0, 0],
    ['PAB', { kind: 'PAB', round: 1 } as const, 2, 1],
    ['HPB', { kind: 'HPB', round: 1 } as const, 1, 1],
    ['FPB', { kind: 'FPB', round: 1 } as const, 2, 6],
    ['ZPB', { kind: 'ZPB', round: 1 } as const, 0, 0],
    ['free round of an odd round robin', { kind: 'free', round: 1 } as const, 0, 0],
  ])('%s', (_n, r, standard, custom) => {
    expect(roundPoints(r, STANDARD_POINTS)).toBe(standard);
    expect(roundPoints(r, club)).toBe(custom);
  });
});

describe('the per-player view of a tournament', () => {
  const t: Tournament = {
    name: 'Test',
    kind: 'swiss',
    rounds: 3,
    players: [1, 2, 3].map((id) => ({ id, name: `P${id}` })),
    games: [
      { round: 1, white: 1, black: 2, result: '1-0' },
      { round: 2, white: 3, black: 1, result: '1/2-1/2' },
    ],
    unpaired: [
      { round: 1, player: 3, kind: 'PAB' },
      { round: 2, player: 2, kind: 'HPB' },
    ],
    withdrawals: [{ player: 2, afterRound: 2 }],
    pointSystem: STANDARD_POINTS,
  };

  test('every round 1..rounds is present, in order; rounds without an entry are notPaired', () => {
    const rounds = computePlayerRounds(t);
    expect(rounds.get(1)?.map((r) => r.kind)).toEqual(['played', 'played', 'notPaired']);
    expect(rounds.get(2)?.map((r) => r.kind)).toEqual(['played', 'HPB', 'notPaired']);
    expect(rounds.get(3)?.map((r) => r.kind)).toEqual(['PAB', 'played', 'notPaired']);
  });

  test('scores in half-points, and after any round', () => {
    expect(Object.fromEntries(computeScores(t))).toEqual({ 1: 3, 2: 1, 3: 3 });
    expect(Object.fromEntries(computeScores(t, 1))).toEqual({ 1: 2, 2: 0, 3: 2 });
  });

  test('the tournament after round 1 drops later games, byes and withdrawals', () => {
    const after = tournamentAfterRound(t, 1);
    expect(after.games).toHaveLength(1);
    expect(after.unpaired).toEqual([{ round: 1, player: 3, kind: 'PAB' }]);
    expect(after.withdrawals).toEqual([]);
  });
});
