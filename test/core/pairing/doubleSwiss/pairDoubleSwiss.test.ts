// pairDoubleSwiss on hand-built tournaments, FIDE C.04.5 (2026); every expected pairing worked out
// by hand in the comments.
import { describe, expect, test } from 'vitest';
import { pairDoubleSwiss } from '../../../../core/pairing/doubleSwiss/index.ts';
import type { Game, GameResult, Tournament, Unpaired } from '../../../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../../../core/tournament/pointSystem.ts';

const field = (n: number, rounds: number, more: Partial<Tournament> = {}): Tournament => ({
  name: 'Doppel-Schweizer',
  kind: 'swiss',
  rounds,
  players: Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Spieler ${i + 1}` })),
  games: [],
  unpaired: [],
  withdrawals: [],
  pointSystem: { ...STANDARD_POINTS, pab: 3 },
  initialColor: 'white',
  pairingSystem: 'FIDE_DOUBLESWISS',
  ...more,
});

/** Match `k` as two games: [white of game 1, black of game 1, game 1 result, game 2 result]. */
const match = (k: number, white: number, black: number, g1: GameResult, g2: GameResult): Game[] => [
  { round: 2 * k - 1, white, black, result: g1 },
  { round: 2 * k, white: black, black: white, result: g2 },
];

describe('round 1 (match 1, game 1)', () => {
  test('8 players: top half against bottom half (3.6.2), colours by TPN parity (4.3.1)', () => {
    // One bracket of 8 at score 0: the first Pairing Identifier is 1 2 3 4 | 5 6 7 8.
    // 4.3.1 with initial colour White: odd TPNs 1 and 3 White, even TPNs 2 and 4 Black.
    const r = pairDoubleSwiss(field(8, 8));
    expect(r).toEqual({
      ok: true,
      value: {
        round: 1,
        boards: [
          { white: 1, black: 5 },
          { white: 6, black: 2 },
          { white: 3, black: 7 },
          { white: 8, black: 4 },
        ],
      },
    });
  });

  test('7 players: the PAB to the largest TPN (3.4.4), then 1-4, 2-5, 3-6', () => {
    const r = pairDoubleSwiss(field(7, 8));
    expect(r.ok && r.value).toEqual({
      round: 1,
      boards: [
        { white: 1, black: 4 },
        { white: 5, black: 2 },
        { white: 3, black: 6 },
      ],
      pab: 7,
    });
  });
});

describe('game 2 of a match', () => {
  test('the boards of game 1 with the colours reversed (Preface)', () => {
    const t = field(4, 4, {
      games: [
        { round: 1, white: 1, black: 3, result: '1-0' },
        { round: 1, white: 4, black: 2, result: '0-1' },
      ],
    });
    expect(pairDoubleSwiss(t)).toEqual({
      ok: true,
      value: {
        round: 2,
        boards: [
          { white: 3, black: 1 },
          { white: 2, black: 4 },
        ],
      },
    });
  });
});

describe('match 2', () => {
  test('7 players after 1-4 2-0, 2-5 2-0, 3-6 2-0 and a PAB to 7', () => {
    // Scores: 1, 2, 3 two points; 7 one and a half (1.4); 4, 5, 6 nothing.
    // 3.4: lowest score 0 (4, 5, 6), all one match played, largest TPN: 6 gets the PAB.
    // 3.5: {1,2,3} is odd: one upfloater ([C4]), the highest score first ([C5]): 7.
    // 3.6: {1,2,3,7}: tops 1 and 2, then 1 takes 3 and 2 takes 7; the rest 4-5.
    // Colours: 1 (W) v 3 (W): equal, 4.3.4, 1 alternates, Black. 2 (B) v 7 (no colour): 4.3.4, 2 White.
    // 4 (B) v 5 (W): 4.3.2, 4 had fewer Whites: White.
    const t = field(7, 8, {
      games: [
        ...match(1, 1, 4, '1-0', '0-1'),
        ...match(1, 5, 2, '0-1', '1-0'),
        ...match(1, 3, 6, '1-0', '0-1'),
      ],
      unpaired: [{ round: 1, player: 7, kind: 'PAB' }],
    });
    const r = pairDoubleSwiss(t);
    expect(r.ok && r.value).toEqual({
      round: 3,
      boards: [
        { white: 3, black: 1 },
        { white: 2, black: 7 },
        { white: 4, black: 5 },
      ],
      pab: 6,
    });
  });

  test.each<[string, GameResult, GameResult, number | undefined]>([
    // Match 1: 2 loses to 1 (over the board, or forfeiting both games); 3 has the PAB.
    // Match 2: 2 (lowest) has the PAB; 1-3 ends 1-1. Before match 3: 1 six half-points,
    // 3 five, 2 three. 2 and 3 had a PAB ([C2]); 1 gets it if he won match 1 over the board.
    ['over the board', '1-0', '0-1', 1],
    // [C2]: a match won by forfeit bars 1 as well: nobody may have the PAB, 3.3.3.
    ['by forfeit of both games', '+:-', '-:+', undefined],
  ])('[C2]: 1 won match 1 %s', (_how, g1, g2, pab) => {
    const t = field(3, 6, {
      games: [...match(1, 1, 2, g1, g2), ...match(2, 1, 3, '1-0', '1-0')],
      unpaired: [
        { round: 1, player: 3, kind: 'PAB' },
        { round: 3, player: 2, kind: 'PAB' },
      ],
    });
    const r = pairDoubleSwiss(t);
    if (pab === undefined) expect(r).toMatchObject({ ok: false, error: { kind: 'noValidPairing' } });
    else expect(r.ok && r.value.pab).toBe(pab);
  });
});

describe('the forfeit rule (Preface): who may meet again', () => {
  const twoPlayers = (g1: GameResult, g2: GameResult): Tournament =>
    field(2, 4, { games: match(1, 1, 2, g1, g2) });

  test('a match forfeited (both games by one player) may be repeated', () => {
    const r = pairDoubleSwiss(twoPlayers('+:-', '-:+'));
    expect(r.ok && r.value.boards.length).toBe(1);
  });

  test.each<[GameResult, GameResult]>([
    ['+:-', '1-0'],
    ['1/2-1/2', '-:+'],
    ['1-0', '0-1'],
  ])('games %s, %s: a regular match, no second meeting: no valid pairing (3.3.3)', (g1, g2) => {
    expect(pairDoubleSwiss(twoPlayers(g1, g2))).toMatchObject({
      ok: false,
      error: { kind: 'noValidPairing' },
    });
  });
});

describe('byes apply to matches', () => {
  test('a requested half-point bye for match 2 keeps the player out of game 3', () => {
    const byes: Unpaired[] = [
      { round: 3, player: 3, kind: 'HPB' },
      { round: 4, player: 3, kind: 'HPB' },
    ];
    const t = field(3, 4, {
      games: match(1, 1, 2, '1-0', '0-1'),
      unpaired: [{ round: 1, player: 3, kind: 'PAB' }, ...byes],
    });
    const r = pairDoubleSwiss(t);
    // 1 and 2 met already: with 3 out, nobody can be paired.
    expect(r).toMatchObject({ ok: false, error: { kind: 'noValidPairing' } });
  });
});

describe('TRF 192 FIDE_DOUBLESWISS_BAKU', () => {
  test('is refused, never paired without the acceleration it asks for', () => {
    const r = pairDoubleSwiss(field(8, 8, { pairingSystem: 'FIDE_DOUBLESWISS_BAKU' }));
    expect(r).toMatchObject({
      ok: false,
      error: { kind: 'invalidInput', message: /Baku acceleration is not implemented/ },
    });
  });
});

describe('[C6] the look-ahead to the following scoregroup (C.04.5 2.3.3)', () => {
  // Match 1 (game rounds 1-2) of 12 players: 1-7, 2-8, 3-9 won 2-0; 4-10, 5-11, 6-12 won 1½-½.
  // Before match 2: 1, 2, 3 have 2 points, 4, 5, 6 have 1½, 10, 11, 12 ½, 7, 8, 9 nothing.
  const history = [
    ...match(1, 1, 7, '1-0', '0-1'),
    ...match(1, 2, 8, '1-0', '0-1'),
    ...match(1, 3, 9, '1-0', '0-1'),
    ...match(1, 4, 10, '1-0', '1/2-1/2'),
    ...match(1, 5, 11, '1-0', '1/2-1/2'),
    ...match(1, 6, 12, '1-0', '1/2-1/2'),
  ];
  const pairsOf = (r: ReturnType<typeof pairDoubleSwiss>): string[] =>
    r.ok ? r.value.boards.map((b) => [b.white, b.black].sort((x, y) => x - y).join('-')).sort() : [];

  test('5 and 6 may not meet: 5 floats up instead of 4, so 4 and 6 stay in their scoregroup', () => {
    // The top scoregroup {1, 2, 3} is odd: [C4] one upfloater, [C5] from the 1½ group {4, 5, 6}.
    // 4 (the first by 3.5.4) leaves {5, 6}, who may not meet: that bracket would need two upfloaters
    // from ½ (5-10, 6-11 are possible), [C6] = 2. 5 leaves {4, 6} (they have not met): [C6] = 0.
    // So the bracket is {1, 2, 3, 5}: the first identifier 1 2 | 3 5 gives 1-3, 2-5; then 4-6.
    // {10, 11, 12} is odd: the upfloater from {7, 8, 9} is 7 (3.5.4; [C6]: 8-9 can meet), the
    // bracket {7, 10, 11, 12} pairs 7-11, 10-12 (7-10 is allowed too, but 1-3 style: tops 7 and 10,
    // bottoms 11 and 12), and 8-9 are left.
    const t = field(12, 8, { games: history, forbiddenPairs: [{ players: [5, 6] }] });
    expect(pairsOf(pairDoubleSwiss(t))).toEqual(['1-3', '10-12', '2-5', '4-6', '7-11', '8-9']);
  });

  test('without the forbidden pair, 3.5.4 takes 4, and 5-6 meet', () => {
    const t = field(12, 8, { games: history });
    expect(pairsOf(pairDoubleSwiss(t))).toEqual(['1-3', '10-12', '2-4', '5-6', '7-11', '8-9']);
  });
});
