// Double-Swiss matches, FIDE C.04.5 (2026) Preface: match results, the games inside them, and the
// forfeit rule (a match is forfeited only if a player forfeits both games).
import { describe, expect, test } from 'vitest';
import {
  describeMatchResultError,
  formatMatchScore,
  gamesOfMatch,
  matchHistories,
  matchScore,
  parseMatchScore,
  secondGameOfMatch,
} from '../../../../core/pairing/doubleSwiss/matches.ts';
import type { Game, GameResult, Tournament } from '../../../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../../../core/tournament/pointSystem.ts';

describe('parseMatchScore: the usual match results of the Preface, as typed', () => {
  test.each([
    ['2-0', 4, 0],
    ['1½-½', 3, 1],
    ['1.5-0.5', 3, 1],
    ['1,5:0,5', 3, 1],
    ['1-1', 2, 2],
    ['½-1½', 1, 3],
    ['0,5 : 1,5', 1, 3],
    ['0-2', 0, 4],
  ])('%s is %i-%i half-points', (text, white, black) => {
    expect(parseMatchScore(text)).toEqual({ ok: true, value: { white, black } });
  });

  test.each(['1½-0', '1-½', '½-½', '0-0'])(
    '%s needs a game scored ½-0 or 0-0, which the model cannot hold: refused with the way out',
    (text) => {
      const r = parseMatchScore(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toMatch(/enter the two games/);
    },
  );

  test.each(['2-1', 'x', '', '1-0-1'])('%s is no match result', (text) => {
    expect(parseMatchScore(text).ok).toBe(false);
  });

  // C.04.5 (2026) Preface: a match is two games, 2 points in all.
  test.each([
    ['x', 'syntax', '„x“ ist kein Wettkampfergebnis; möglich: 2-0, 1½-½, 1,5:0,5, 1-1, ½-1½ oder 0-2'],
    ['3-0', 'total', '„3-0“: die beiden Partien eines Wettkampfs ergeben zusammen 2 Punkte'],
    [
      '1½-0',
      'halfZero',
      '„1½-0“ bräuchte eine Partie mit ½-0 oder 0-0: die beiden Partien einzeln eintragen',
    ],
  ])('%s is refused as %s, in German from the reason', (text, reason, de) => {
    const r = parseMatchScore(text);
    if (r.ok) throw new Error(`${text} was read`);
    expect(r.error.reason).toBe(reason);
    expect(describeMatchResultError(r.error, 'de')).toBe(de);
    expect(describeMatchResultError(r.error, 'en')).toBe(`"${text}": ${r.error.message}`);
  });
});

describe('matchScore and gamesOfMatch: game 2 is played with the colours reversed', () => {
  // From game-1 White's side: he is Black in game 2, so a game-2 result 0-1 is his win.
  test.each<[GameResult, GameResult, string]>([
    ['1-0', '0-1', '2-0'],
    ['1-0', '1/2-1/2', '1½-½'],
    ['1/2-1/2', '0-1', '1½-½'],
    ['1-0', '1-0', '1-1'],
    ['1/2-1/2', '1/2-1/2', '1-1'],
    ['0-1', '1-0', '0-2'],
    ['+:-', '0-1', '2-0'],
  ])('games %s, %s make %s', (g1, g2, text) => {
    expect(formatMatchScore(matchScore(g1, g2))).toBe(text);
  });

  test('2-0 and 0-2 determine both games', () => {
    expect(gamesOfMatch({ white: 4, black: 0 })).toEqual(['1-0', '0-1']);
    expect(gamesOfMatch({ white: 0, black: 4 })).toEqual(['0-1', '1-0']);
  });

  test('1½-½ does not determine the games until game 1 is known', () => {
    expect(gamesOfMatch({ white: 3, black: 1 })).toBeUndefined();
    expect(gamesOfMatch({ white: 3, black: 1 }, '1-0')).toEqual(['1-0', '1/2-1/2']);
    expect(gamesOfMatch({ white: 3, black: 1 }, '1/2-1/2')).toEqual(['1/2-1/2', '0-1']);
    // 1-1 after game-1 White lost game 1: he won game 2 with Black.
    expect(gamesOfMatch({ white: 2, black: 2 }, '0-1')).toEqual(['0-1', '0-1']);
    // Impossible: 2-0 claimed after a lost game 1.
    expect(gamesOfMatch({ white: 3, black: 1 }, '0-1')).toBeUndefined();
  });
});

const tournamentOf = (games: readonly Game[]): Tournament => ({
  name: 'Forfeits',
  kind: 'swiss',
  rounds: 4,
  players: [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` })),
  games,
  unpaired: [],
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
});

describe('matchHistories: the forfeit rule of the Preface', () => {
  test('a player who forfeits both games forfeits the match: no meeting, a forfeit win for the other', () => {
    const h = matchHistories(
      tournamentOf([
        { round: 1, white: 1, black: 2, result: '-:+' },
        { round: 2, white: 2, black: 1, result: '+:-' },
      ]),
      1,
    );
    expect(h.get(1)![0]).toMatchObject({ opponent: 2, forfeited: true, wonByForfeit: false });
    expect(h.get(2)![0]).toMatchObject({ opponent: 1, forfeited: true, wonByForfeit: true });
    // 1.6: no game played, no colour.
    expect(h.get(1)![0]!.color).toBeUndefined();
  });

  test('one forfeited game in a match played otherwise: a regular match with the game-1 colour', () => {
    const h = matchHistories(
      tournamentOf([
        { round: 1, white: 1, black: 2, result: '-:+' },
        { round: 2, white: 2, black: 1, result: '1/2-1/2' },
      ]),
      1,
    );
    expect(h.get(1)![0]).toMatchObject({
      opponent: 2,
      forfeited: false,
      wonByForfeit: false,
      color: 'white',
    });
    expect(h.get(2)![0]).toMatchObject({ opponent: 1, forfeited: false, color: 'black' });
  });

  test('each player forfeits one game: a regular match, but without a colour (no game played, 1.6)', () => {
    const h = matchHistories(
      tournamentOf([
        { round: 1, white: 1, black: 2, result: '-:+' },
        { round: 2, white: 2, black: 1, result: '-:+' },
      ]),
      1,
    );
    expect(h.get(1)![0]).toMatchObject({ forfeited: false });
    expect(h.get(1)![0]!.color).toBeUndefined();
  });

  test('a double forfeit of both games: both forfeited the match, neither won it', () => {
    const h = matchHistories(
      tournamentOf([
        { round: 1, white: 1, black: 2, result: '-:-' },
        { round: 2, white: 2, black: 1, result: '-:-' },
      ]),
      1,
    );
    expect(h.get(1)![0]).toMatchObject({ forfeited: true, wonByForfeit: false });
    expect(h.get(2)![0]).toMatchObject({ forfeited: true, wonByForfeit: false });
  });
});

describe('gamesOfMatch refuses a match result game 1 rules out', () => {
  test.each<[number, number, GameResult]>([
    [4, 0, '1/2-1/2'],
    [0, 4, '1-0'],
    [3, 1, '0-1'],
  ])('%i-%i half-points after game 1 %s', (white, black, g1) => {
    expect(gamesOfMatch({ white, black }, g1)).toBeUndefined();
  });
});

describe('secondGameOfMatch: a match result typed on game 2, from that board White', () => {
  // Match 1 of Anna (1) and Bernd (2): game 1 Anna White, game 2 Bernd White.
  const t = (game1: GameResult): Tournament => ({
    name: 'Doppel-Schweizer',
    kind: 'swiss',
    rounds: 4,
    players: [
      { id: 1, name: 'Anna Weiß' },
      { id: 2, name: 'Bernd Groß' },
    ],
    games: [
      { round: 1, white: 1, black: 2, result: game1 },
      { round: 2, white: 2, black: 1, result: '*' },
    ],
    unpaired: [],
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
    pairingSystem: 'FIDE_DOUBLESWISS',
  });
  const game2 = { round: 2, white: 2, black: 1 };

  test.each([
    // Bernd lost game 1 (0 points): 1-1 means he won game 2; ½-1½ means a draw; 0-2 a loss.
    ['1-0', '1-1', '1-0'],
    ['1-0', '½-1½', '1/2-1/2'],
    ['1-0', '0-2', '0-1'],
    // Bernd drew game 1: 1½-½ means he won game 2, 1-1 a draw, ½-1½ a loss.
    ['1/2-1/2', '1½-½', '1-0'],
    ['1/2-1/2', '1,5:0,5', '1-0'],
    ['1/2-1/2', '1-1', '1/2-1/2'],
    ['0-1', '2-0', '1-0'],
  ] as const)('game 1 %s, match %s: game 2 is %s', (g1, text, want) => {
    expect(secondGameOfMatch(t(g1), game2, text)).toEqual({ ok: true, value: want });
  });

  test.each([
    // Bernd lost game 1: he cannot have 1½ or 2 points of the match.
    ['1-0', '1½-½'],
    ['1-0', '2-0'],
    // Bernd won game 1: at least 1 point.
    ['0-1', '½-1½'],
  ] as const)('game 1 %s rules out %s: refused with game 1 named', (g1, text) => {
    const r = secondGameOfMatch(t(g1), game2, text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ reason: 'ruledOut', game1: g1 });
  });

  test('on game 1, or before game 1 has a result: refused, naming the round of game 1', () => {
    const open = secondGameOfMatch(t('*'), game2, '1½-½');
    expect(!open.ok && open.error).toMatchObject({ reason: 'notGame2', game1Round: 1 });
    const first = secondGameOfMatch(t('*'), { round: 1, white: 1, black: 2 }, '2-0');
    expect(!first.ok && first.error).toMatchObject({ reason: 'notGame2', game1Round: 1 });
  });

  test('no match result at all: syntax', () => {
    const r = secondGameOfMatch(t('1-0'), game2, 'gewonnen');
    expect(!r.ok && r.error.reason).toBe('syntax');
  });
});
