// FIDE Dubov System, C.04.4.1 (effective from 1 February 2026): hand calculations from the
// articles (written out in each test), and properties of generated tournaments (C.04.1).
import { describe, expect, test } from 'vitest';
import { makeTrf, parseTrf } from '../../../../core/formats/trf/trf.ts';
import {
  allocateDubovColour,
  buildDubovPlayers,
  dubovPreference,
  pairDubov,
} from '../../../../core/pairing/dubov/index.ts';
import { middleFirst } from '../../../../core/pairing/dubov/bracket.ts';
import { seededRng } from '../../../../core/pairing/generator.ts';
import { pairingSystemById } from '../../../../core/pairing/registry.ts';
import { unwrap } from '../../../../core/result.ts';
import { STANDARD_POINTS } from '../../../../core/tournament/pointSystem.ts';
import type { Game, Tournament } from '../../../../core/tournament/model.ts';
import type { Color } from '../../../../core/types.ts';

/** Players 1..n rated 2400, 2350, … (TPN order = rating order). */
function field(n: number, games: Game[] = [], rounds = 5): Tournament {
  return {
    name: 'Dubov',
    kind: 'swiss',
    rounds,
    players: Array.from({ length: n }, (_, i) => ({
      id: i + 1,
      name: `Spieler ${i + 1}`,
      fide: 2400 - 50 * i,
    })),
    games,
    unpaired: [],
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
    initialColor: 'white',
    pairingSystem: 'FIDE_DUBOV',
  };
}
const lines = (t: Tournament): string[] => {
  const r = unwrap(pairDubov(t));
  return [...r.boards.map((b) => `${b.white} ${b.black}`), ...(r.pab ? [`${r.pab} 0`] : [])];
};
const g = (round: number, white: number, black: number, result: Game['result']): Game => ({
  round,
  white,
  black,
  result,
});

describe('1.6 colour preferences', () => {
  const W: Color = 'white';
  const B: Color = 'black';
  test.each([
    ['no game: mild for Black (1.6.4)', [], 'black', 1],
    ['W: colour difference 0 after alternating … mild, alternate (1.6.3)', [W, B], 'white', 1],
    ['W: difference +1 → strong for Black (1.6.2)', [W], 'black', 2],
    ['B W B: difference -1 → strong for White (1.6.2)', [B, W, B], 'white', 2],
    ['W W: same colour twice → absolute (1.6.1)', [W, W], 'black', 3],
    ['W B W W: same colour in the last two → absolute (1.6.1)', [W, B, W, W], 'black', 3],
    ['B W B B W: difference -1, last two differ → strong (1.6.2)', [B, W, B, B, W], 'white', 2],
  ] as const)('%s', (_, colours, side, strength) => {
    expect(dubovPreference(colours)).toEqual({ side, strength });
  });
});

describe('1.7 ARO', () => {
  test('the average of the opponents met over the board, .5 rounded up (1.7.1); zero before the first game (1.7.3)', () => {
    // 1 met 4 (2250) and 5 (2200): ARO 2225. 2 met 6 (2150) and 3 (2300): 2225. 7 met nobody: 0.
    // 8 met 9 (2000) and 10 (1950) plus 11 (1900) in round 3 → (2000+1950+1900)/3 = 1950.
    const t = field(12, [
      g(1, 1, 4, '1-0'),
      g(1, 2, 6, '1-0'),
      g(1, 8, 9, '1-0'),
      g(2, 5, 1, '0-1'),
      g(2, 3, 2, '0-1'),
      g(2, 10, 8, '0-1'),
      g(3, 8, 11, '1-0'),
      g(3, 7, 12, '+:-'),
    ]);
    const aro = new Map(buildDubovPlayers(t, [1, 2, 7, 8], 4).map((p) => [p.id, p.aro]));
    expect(Object.fromEntries(aro)).toEqual({ 1: 2225, 2: 2225, 7: 0, 8: 1950 });
    // Ratings 2001 and 2002 average 2001.5: rounded to 2002.
    const half = {
      ...field(3, [g(1, 1, 2, '1-0'), g(2, 3, 1, '0-1')]),
      players: [
        { id: 1, name: 'A', fide: 2400 },
        { id: 2, name: 'B', fide: 2001 },
        { id: 3, name: 'C', fide: 2002 },
      ],
    };
    expect(buildDubovPlayers(half, [1], 3)[0]!.aro).toBe(2002);
  });
});

describe('4.3.3 sequence numbers of shifters', () => {
  test.each([
    [4, [1, 2, 0, 3]],
    [5, [2, 1, 3, 0, 4]],
    [6, [2, 3, 1, 4, 0, 5]],
  ])('%i players: from the (remaining) middle, the higher of two middle players first', (n, order) => {
    expect(middleFirst(Array.from({ length: n }, (_, i) => i))).toEqual(order);
  });
});

describe('pairing', () => {
  test('round 1: first half against second half by TPN (3.2.3), odd TPN of the higher player gets the initial colour (5.2.1)', () => {
    expect(lines(field(10))).toEqual(['1 6', '7 2', '3 8', '9 4', '5 10']);
  });

  test('round 1 with 11 players: the bye to the lowest score, then the largest TPN (3.1.3, 3.1.5)', () => {
    expect(lines(field(11))).toEqual(['1 6', '7 2', '3 8', '9 4', '5 10', '11 0']);
  });

  test('round 2: the White seeker with the lowest ARO meets the first Black seeker by TPN (3.2.5)', () => {
    // Round 1 (as above for 8): 1-5 1-0, 6-2 1-0, 3-7 0-1, 8-4 0-1.
    // Winners 1, 6 (had White: seek Black) and 7, 4 (had Black: seek White).
    // S1 = White seekers by ARO: 4 (met 8: 2050), 7 (met 3: 2300); G2 by TPN: 1, 6 → 4-1, 7-6.
    // Losers: White seekers 2 (met 6: 2150), 5 (met 1: 2400); Black seekers 3, 8 → 2-3, 5-8.
    // Colours: both preferences granted (5.2.2). Boards by the higher score, then the higher
    // player's TPN: 4-1 (1), 7-6 (6), 2-3 (2), 5-8 (5).
    const t = field(8, [g(1, 1, 5, '1-0'), g(1, 6, 2, '1-0'), g(1, 3, 7, '0-1'), g(1, 8, 4, '0-1')]);
    expect(lines(t)).toEqual(['4 1', '7 6', '2 3', '5 8']);
  });

  test('two Black seekers: one is shifted into G1 (3.2.4.2), the higher-ranked gets his preference (5.2.5)', () => {
    // 1-3 1-0, 4-2 1-0. Bracket {1, 4}: both had White, both seek Black (mild): G1 empty, G2 {1, 4};
    // shift 1 (4.3.3: first by sequence) to G1 → 1-4. 5.2.4 gives nothing (both W), 5.2.5: 1 gets
    // Black → 4-1. Bracket {2, 3}: both seek White → 2 (higher) gets White → 2-3.
    expect(lines(field(4, [g(1, 1, 3, '1-0'), g(1, 4, 2, '1-0')]))).toEqual(['4 1', '2 3']);
  });

  test('upfloaters: both when residents have met; in an odd group the highest score, then the lowest TPN (3.2.2, 4.2.2)', () => {
    // Round 1 of 6: 1-4 1-0, 5-2 ½, 3-6 1-0. Scoregroups: {1, 3} (1), {2, 5} (½), {4, 6} (0).
    // {1, 3} have both had White: 1-3, one player denied his colour; no upfloater ([C5]).
    // {2, 5} have met ([C1]): both 4 and 6 float up. G1 = White seekers {2, 4, 6}, G2 = {5};
    // one of G1 shifts to G2 (3.2.4.2): G1 by ARO is 2 (2200), 6 (2300), 4 (2400), the middle one
    // first (4.3.3) → 6. S1 = 2, 4 (by ARO); G2 = 5, 6: 2-5 has been played, so T2 = 6, 5 → 2-6, 4-5.
    // Colours: 3-1 and 2-6 by 5.2.5 (nothing to alternate), 4-5 by 5.2.2.
    const t = field(6, [g(1, 1, 4, '1-0'), g(1, 5, 2, '1/2-1/2'), g(1, 3, 6, '1-0')]);
    expect(lines(t)).toEqual(['3 1', '2 6', '4 5']);
    // With 1-4 drawn instead, the top group {3} is odd: the upfloater comes from the ½ group
    // {1, 2, 4, 5} ([C6]); 3 has met 6 only. 3 had White and seeks Black; the White seekers among
    // the candidates are 2 and 4 ([C7]); [C8]-[C10] are equal; the first by score, then TPN: 2.
    // → 2-3. The rest {1, 4, 5}+{6}: {1, 4, 5} is odd, 6 floats up (the only one left).
    const odd = field(6, [g(1, 1, 4, '1/2-1/2'), g(1, 5, 2, '1/2-1/2'), g(1, 3, 6, '1-0')]);
    expect(lines(odd)[0]).toBe('2 3');
  });

  test('no legal pairing left: "no valid pairing" (C.04.1, [C1])', () => {
    const t = field(4, [
      g(1, 1, 3, '1-0'),
      g(1, 4, 2, '1-0'),
      g(2, 4, 1, '1-0'),
      g(2, 2, 3, '1-0'),
      g(3, 1, 2, '1-0'),
      g(3, 3, 4, '1-0'),
    ]);
    const r = pairDubov(t);
    expect(r.ok ? 'paired' : r.error.kind).toBe('noValidPairing');
  });
});

describe('[C6] score differences in descending order', () => {
  // The last round of an 11-player Rochade tournament (a differing round against py4swiss, see
  // docs/swiss.md). Scores: 1 (5), 2 (4), 3, 4, 8 (3), 5, 7 (2½), 6, 9, 10 (2), 11 (1).
  // Bye ([C2], 3.1.3): 11, 9, 10 have had one, so 6. Bracket {1}: 2, 3, 4, 5 met, 8 shares the
  // absolute preference for White ([C3]) → 7. Bracket {2} → 4 (3 has met 2). Bracket {3, 8}: they
  // have met, so two upfloaters. 3 may take 9, 10, 11 (not 5), 8 may take 5, 9, 10 (not 11).
  // With 5 (difference ½) the other is 9 or 10 and the last two (10-11 or 9-11) have met ([C4]),
  // so the sets left are {9, 10} (differences 1, 1) and {5, 11} (2, ½): descending, 1 < 2 → 9, 10.
  const line = (id: number, rating: number, pts: string, rounds: string): string =>
    `001 ${String(id).padStart(4)}      ${`Player${String(id).padStart(4, '0')}, Test`.padEnd(34)}${String(rating).padStart(4)}${' '.repeat(28)}${pts.padStart(4)} ${String(id).padStart(4)}  ${rounds}`;
  const trf = [
    '012 Random tournament',
    line(1, 2769, '5.0', '   6 w 1     4 b 1     2 w 1     3 b 1     5 b 1'),
    line(2, 2606, '4.0', '   7 b 1    11 w 1     1 b 0     6 w 1     3 w 1'),
    line(3, 2307, '3.0', '   8 w 1     5 b 1     4 w 1     1 w 0     2 b 0'),
    line(4, 2127, '3.0', '   9 b 1     1 w 0     3 b 0     7 w 1    10 b 1'),
    line(5, 2036, '2.5', '  10 w 1     3 w 0     7 b =     9 b 1     1 w 0'),
    line(6, 1969, '2.0', '   1 b 0     9 w 1    10 b 1     2 b 0     8 w 0'),
    line(7, 1957, '2.5', '   2 w 0     8 b 1     5 w =     4 b 0  0000 - U'),
    line(8, 1860, '3.0', '   3 b 0     7 w 0    11 b 1  0000 - U     6 b 1'),
    line(9, 1667, '2.0', '   4 w 0     6 b 0  0000 - U     5 w 0    11 w 1'),
    line(10, 1649, '2.0', '   5 b 0  0000 - U     6 w 0    11 b 1     4 w 0'),
    line(11, 1553, '1.0', '0000 - U     2 b 0     8 w 0    10 w 0     9 b 0'),
    '142 6',
    '152 W',
    '192 FIDE_DUBOV',
  ].join('\n');
  test('the scoregroup of 3 takes 9 and 10 (differences 1, 1), not 5 and 11 (2, ½)', () => {
    const t = unwrap(parseTrf(trf)).tournament;
    const got = lines(t);
    expect(got).toEqual(['1 7', '4 2', '3 9', '8 10', '11 5', '6 0']);
  });
});

describe('5.2 colour allocation', () => {
  const base = buildDubovPlayers(field(2), [1, 2], 1);
  const p = (id: number, colours: Color[]) => ({
    ...base[0]!,
    id,
    colours,
    games: colours.length,
    ...dubovPreference(colours),
  });
  test.each([
    ['5.2.2 both preferences granted', p(1, ['white']), p(2, ['black']), 'black'],
    [
      '5.2.3 the stronger preference (absolute over mild)',
      p(1, ['white', 'black']),
      p(2, ['black', 'black']),
      'black',
    ],
    [
      // Both mild for White; the third game from the end differs (W against B): 1 gets Black.
      '5.2.4 alternate to the last round with different colours',
      p(1, ['black', 'white', 'white', 'black']),
      p(2, ['white', 'black', 'white', 'black']),
      'black',
    ],
    [
      '5.2.5 the higher-ranked player’s preference',
      p(1, ['black', 'white']),
      p(2, ['black', 'white']),
      'black',
    ],
  ] as const)('%s', (_, hi, lo, colour) => {
    expect(allocateDubovColour(hi, lo, 'white')).toBe(colour);
  });
});

describe('generated tournaments (C.04.1; the checker re-pairs the generator identically)', () => {
  const dubov = pairingSystemById('dubov')!;
  test.each([1, 2, 3, 4, 5, 6, 7, 8])('seed %i', (seed) => {
    const r = seededRng(seed * 31);
    const config = {
      PlayersNumber: 5 + Math.floor(r() * 20),
      RoundsNumber: 3 + Math.floor(r() * 6),
      ForfeitRate: 10,
      HalfPointByeRate: 4,
      RetiredRate: 5,
    };
    const a = unwrap(dubov.generate!(config, seededRng(seed)));
    const b = unwrap(dubov.generate!(config, seededRng(seed)));
    const text = makeTrf(a.tournament);
    expect(makeTrf(b.tournament)).toBe(text);
    const t = unwrap(parseTrf(text)).tournament;
    expect(t.pairingSystem).toBe('FIDE_DUBOV');
    expect(dubov.check!(t).differing).toEqual([]);
    const met = new Set<string>();
    const colours = new Map<number, Color[]>();
    for (const game of [...t.games].sort((x, y) => x.round - y.round)) {
      const key = `${Math.min(game.white, game.black)}-${Math.max(game.white, game.black)}`;
      // C.04.1 2 (Dubov [C1]): no two games between the same players (a forfeit may be repeated).
      if (game.result !== '+:-' && game.result !== '-:+' && game.result !== '-:-') {
        expect(met.has(key), `round ${game.round}: ${key} again`).toBe(false);
        met.add(key);
        for (const [id, c] of [
          [game.white, 'white'],
          [game.black, 'black'],
        ] as const)
          colours.set(id, [...(colours.get(id) ?? []), c]);
      }
    }
    // [C3] with 5.2.3: an absolute preference is always granted, so no colour difference beyond
    // ±2 and never the same colour three times running.
    for (const [id, cs] of colours) {
      let cd = 0;
      cs.forEach((c, i) => {
        cd += c === 'white' ? 1 : -1;
        expect(Math.abs(cd), `player ${id}`).toBeLessThanOrEqual(2);
        if (i >= 2) expect(c === cs[i - 1] && c === cs[i - 2], `player ${id}`).toBe(false);
      });
    }
    // [C2]: at most one pairing-allocated bye each.
    const pabs = t.unpaired.filter((u) => u.kind === 'PAB').map((u) => u.player);
    expect(new Set(pabs).size).toBe(pabs.length);
  });
});
