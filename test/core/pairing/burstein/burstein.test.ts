// FIDE Burstein System, C.04.4.2 (effective from 1 July 2025): hand calculations from the
// articles (written out in each test), and properties of generated tournaments (C.04.1).
import { describe, expect, test } from 'vitest';
import { makeTrf, parseTrf } from '../../../../core/formats/trf/trf.ts';
import {
  buildBursteinPlayers,
  pairBurstein,
  seedingRounds,
} from '../../../../core/pairing/burstein/index.ts';
import { pairDutch } from '../../../../core/pairing/dutch/index.ts';
import { seededRng } from '../../../../core/pairing/generator.ts';
import { pairingSystemById } from '../../../../core/pairing/registry.ts';
import { unwrap } from '../../../../core/result.ts';
import { STANDARD_POINTS } from '../../../../core/tournament/pointSystem.ts';
import type { Game, Tournament, Unpaired } from '../../../../core/tournament/model.ts';
import type { Color } from '../../../../core/types.ts';

function field(n: number, games: Game[], rounds: number, unpaired: Unpaired[] = []): Tournament {
  return {
    name: 'Burstein',
    kind: 'swiss',
    rounds,
    players: Array.from({ length: n }, (_, i) => ({
      id: i + 1,
      name: `Spieler ${i + 1}`,
      fide: 2400 - 50 * i,
    })),
    games,
    unpaired,
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
    initialColor: 'white',
    pairingSystem: 'FIDE_BURSTEIN',
  };
}
const g = (round: number, white: number, black: number, result: Game['result']): Game => ({
  round,
  white,
  black,
  result,
});
const lines = (t: Tournament): string[] => {
  const r = unwrap(pairBurstein(t));
  return [...r.boards.map((b) => `${b.white} ${b.black}`), ...(r.pab ? [`${r.pab} 0`] : [])];
};

describe('1.6 seeding rounds', () => {
  test.each([
    [1, 0],
    [5, 2],
    [7, 3],
    [9, 4],
    [13, 4],
  ])('%i rounds: %i seeding rounds (half, rounded down, at most four)', (rounds, seeding) => {
    expect(seedingRounds(rounds)).toBe(seeding);
  });

  test('a seeding round is paired by the FIDE (Dutch) System (1.6.1)', () => {
    const t = field(10, [], 9);
    expect(unwrap(pairBurstein(t))).toEqual(unwrap(pairDutch(t)));
  });
});

describe('1.7 Index', () => {
  test('Buchholz and Sonneborn-Berger from current scores; an unplayed round counts the own score (1.7.2); trailing zero-point byes count as draws for the opponents (1.7.2.3)', () => {
    // Round 1: 1-2 1-0, 3 PAB, 4 ZPB. Round 2: 1-3 ½, 2 ZPB, 4 ZPB. (Half-points.)
    // Before round 2: 1 met 2 (0) → BH 0, SB 0; 2 met 1 (2) → BH 2, SB 0; 3 unplayed: own 2 →
    // BH 2, SB 2·2 = 4; 4 unplayed: own 0.
    const r1 = field(4, [g(1, 1, 2, '1-0')], 5, [
      { round: 1, player: 3, kind: 'PAB' },
      { round: 1, player: 4, kind: 'ZPB' },
    ]);
    const index = (t: Tournament, round: number) =>
      Object.fromEntries(
        buildBursteinPlayers(t, [1, 2, 3, 4], round).map((p) => [p.id, [p.buchholz, p.sonnebornBerger]]),
      );
    expect(index(r1, 2)).toEqual({ 1: [0, 0], 2: [2, 0], 3: [2, 4], 4: [0, 0] });
    // Before round 3: 2's last round is a zero-point bye, a draw for 1: 2 counts 0 + 1.
    // 1: BH (0 + 1) + 3 (2 + 1) = 4; SB 2·1 + 1·3 = 5.
    const r2 = {
      ...r1,
      games: [...r1.games, g(2, 1, 3, '1/2-1/2')],
      unpaired: [
        ...r1.unpaired,
        { round: 2, player: 2, kind: 'ZPB' as const },
        { round: 2, player: 4, kind: 'ZPB' as const },
      ],
    };
    expect(index(r2, 3)[1]).toEqual([4, 5]);
  });
});

describe('pairing after the seeding rounds', () => {
  test('BSN 1 meets the lowest-ranked player it may (4.3), colours by 5.2', () => {
    // 2 rounds: 1 seeding round. Round 1 (Dutch): 1-5 1-0, 6-2 1-0, 3-7 0-1, 8-4 0-1.
    // Winners 1, 4, 6, 7 all have Buchholz 0 and SB 0: BSN by TPN 1, 4, 6, 7. BSN 1 (seeks
    // Black) takes BSN 4 = 7 (seeks White): no colour lost ([C8]); then 4-6. Losers 2, 3, 5, 8
    // all have Buchholz 2 (half-points), SB 0: 2-8 and 3-5.
    // Colours (5.2.2 both granted): 7-1, 4-6, 2-8, 5-3.
    const t = field(8, [g(1, 1, 5, '1-0'), g(1, 6, 2, '1-0'), g(1, 3, 7, '0-1'), g(1, 8, 4, '0-1')], 2);
    expect(lines(t)).toEqual(['7 1', '4 6', '2 8', '5 3']);
  });

  test('no legal pairing left: "no valid pairing" (C.04.1, [C1])', () => {
    const t = field(
      4,
      [
        g(1, 1, 3, '1-0'),
        g(1, 4, 2, '1-0'),
        g(2, 4, 1, '1-0'),
        g(2, 2, 3, '1-0'),
        g(3, 1, 2, '1-0'),
        g(3, 3, 4, '1-0'),
      ],
      5,
    );
    const r = pairBurstein(t);
    expect(r.ok ? 'paired' : r.error.kind).toBe('noValidPairing');
  });
});

describe('[C6] outgoing floaters, the highest score first', () => {
  // Round 3 of a 27-player, 5-round Rochade tournament (after the 2 seeding rounds; a round
  // py4swiss pairs otherwise, see docs/swiss.md). The scoregroup of 1½ (3, 4, 8, 10, 12) is odd and
  // floats one player, 4, into the scoregroup of 1 (ten players), odd again: one
  // player floats on. [C6] wants the lowest score to float, so 4 (1½) is paired there and a
  // 1-point player floats: 4 meets 26 and 11 floats to the ½-point group (11-23).
  const line = (id: number, rating: number, pts: string, rounds: string): string =>
    `001 ${String(id).padStart(4)}      ${`Player${String(id).padStart(4, '0')}, Test`.padEnd(34)}${String(rating).padStart(4)}${' '.repeat(28)}${pts.padStart(4)} ${String(id).padStart(4)}  ${rounds}`;
  const trf = [
    '012 Random tournament',
    line(1, 2520, '1.0', '  14 b 1     7 w 0'),
    line(2, 2496, '2.0', '  15 w 1    11 b 1'),
    line(3, 2490, '1.5', '  16 b 1     8 w ='),
    line(4, 2459, '1.5', '  17 w =    23 b 1'),
    line(5, 2453, '2.0', '  18 b 1    27 w 1'),
    line(6, 2450, '2.0', '  19 w 1    13 b 1'),
    line(7, 2400, '2.0', '  20 b 1     1 b 1'),
    line(8, 2344, '1.5', '  21 w 1     3 b ='),
    line(9, 2336, '0.5', '  22 b =    12 w 0'),
    line(10, 2287, '1.5', '  23 w =    25 b 1'),
    line(11, 2215, '1.0', '  24 b 1     2 w 0'),
    line(12, 2205, '1.5', '  25 w =     9 b 1'),
    line(13, 2150, '1.0', '  26 b 1     6 w 0'),
    line(14, 2076, '1.0', '   1 w 0    19 b 1'),
    line(15, 2009, '1.0', '   2 b 0    20 w 1'),
    line(16, 1981, '0.5', '   3 w 0    21 b ='),
    line(17, 1958, '1.0', '   4 b =    22 w ='),
    line(18, 1955, '1.0', '   5 w 0    24 b 1'),
    line(19, 1913, '0.0', '   6 b 0    14 w 0'),
    line(20, 1886, '0.0', '   7 w 0    15 b 0'),
    line(21, 1848, '0.5', '   8 b 0    16 w ='),
    line(22, 1841, '1.0', '   9 w =    17 b ='),
    line(23, 1832, '0.5', '  10 b =     4 w 0'),
    line(24, 1808, '0.0', '  11 w 0    18 w 0'),
    line(25, 1769, '0.5', '  12 b =    10 w 0'),
    line(26, 1704, '1.0', '  13 w 0  0000 - U'),
    line(27, 1679, '1.0', '0000 - U     5 b 0'),
    '142 5',
    '152 B',
    '192 FIDE_BURSTEIN',
  ].join('\n');
  test('4 (1½) is paired in the 1-point bracket (26-4); 11 (1) floats on (11-23)', () => {
    const t = unwrap(parseTrf(trf)).tournament;
    const got = lines(t);
    expect(got).toContain('4 26');
    expect(got).toContain('11 23');
    expect(got).toHaveLength(14);
  });
});

describe('generated tournaments (C.04.1; the checker re-pairs the generator identically)', () => {
  const burstein = pairingSystemById('burstein')!;
  test.each([1, 2, 3, 4, 5, 6, 7, 8])('seed %i', (seed) => {
    const r = seededRng(seed * 37);
    const config = {
      PlayersNumber: 5 + Math.floor(r() * 20),
      RoundsNumber: 3 + Math.floor(r() * 7),
      ForfeitRate: 10,
      HalfPointByeRate: 4,
      RetiredRate: 5,
    };
    const a = unwrap(burstein.generate!(config, seededRng(seed)));
    const b = unwrap(burstein.generate!(config, seededRng(seed)));
    const text = makeTrf(a.tournament);
    expect(makeTrf(b.tournament)).toBe(text);
    const t = unwrap(parseTrf(text)).tournament;
    expect(t.pairingSystem).toBe('FIDE_BURSTEIN');
    expect(burstein.check!(t).differing).toEqual([]);
    const met = new Set<string>();
    const colours = new Map<number, Color[]>();
    for (const game of [...t.games].sort((x, y) => x.round - y.round)) {
      if (game.result === '+:-' || game.result === '-:+' || game.result === '-:-') continue;
      const key = `${Math.min(game.white, game.black)}-${Math.max(game.white, game.black)}`;
      // C.04.1 2 ([C1]): no two games between the same players.
      expect(met.has(key), `round ${game.round}: ${key} again`).toBe(false);
      met.add(key);
      for (const [id, c] of [
        [game.white, 'white'],
        [game.black, 'black'],
      ] as const)
        colours.set(id, [...(colours.get(id) ?? []), c]);
    }
    // [C3] with 5.2.3 (and the Dutch C3 in the seeding rounds, before any last round): no colour
    // difference beyond ±2, never the same colour three times running.
    for (const [id, cs] of colours) {
      let cd = 0;
      cs.forEach((c, i) => {
        cd += c === 'white' ? 1 : -1;
        expect(Math.abs(cd), `player ${id}`).toBeLessThanOrEqual(2);
        if (i >= 2) expect(c === cs[i - 1] && c === cs[i - 2], `player ${id}`).toBe(false);
      });
    }
    const pabs = t.unpaired.filter((u) => u.kind === 'PAB').map((u) => u.player);
    expect(new Set(pabs).size).toBe(pabs.length);
  });
});
