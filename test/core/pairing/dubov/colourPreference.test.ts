// The colour preference of Dubov (C.04.4.1 (2026) 1.6) and Burstein (C.04.4.2 (2025) 1.5): absolute
// beyond a colour difference of ±1 or after the same colour twice, and then for the colour that
// evens the difference or breaks the run (as C.04.3 A.6.a words it: "white when the colour
// difference is less than -1 or when the last two games were played with black").
import { describe, expect, test } from 'vitest';
import { bursteinPreference } from '../../../../core/pairing/burstein/players.ts';
import { dubovPreference } from '../../../../core/pairing/dubov/players.ts';
import { pairingSystemById } from '../../../../core/pairing/registry.ts';
import type { Game, Tournament } from '../../../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../../../core/tournament/pointSystem.ts';
import type { Color } from '../../../../core/types.ts';

const colours = (s: string): Color[] => [...s].map((c) => (c === 'W' ? 'white' : 'black'));

describe.each([
  ['Dubov 1.6', dubovPreference],
  ['Burstein 1.5', bursteinPreference],
] as const)('%s', (_, preference) => {
  test.each([
    // history, side, strength (3 absolute, 2 strong, 1 mild)
    ['WW', 'black', 3],
    ['BB', 'white', 3],
    ['WWW', 'black', 3],
    // The difference is -1 (one Black more) but the last two were White: Black, absolutely.
    ['WBBBBWW', 'black', 3],
    // The difference is +1 but the last two were Black: White, absolutely.
    ['WWWBB', 'white', 3],
    ['BWBBW', 'white', 2],
    ['WBW', 'black', 2],
    ['WB', 'white', 1],
    ['BW', 'black', 1],
    ['WWBBB', 'white', 3],
  ] as const)('%s: %s, strength %i', (history, side, strength) => {
    expect(preference(colours(history))).toMatchObject({ side, strength });
  });
});

describe('a pairing that exists is found (no false "no valid pairing")', () => {
  // 60 players, 7 rounds, every game drawn: the 8 leaders by rating met each other in a circle
  // (2: W B B B B W W, one Black more but two Whites last: absolute Black), the others 9-34 always
  // White against 35-60 always Black. Pairing exists: the FIDE (Dutch) System pairs all 60 ([C3]
  // kept). With the run read as the side of the difference, player 2 and three more leaders sought
  // the wrong colour absolutely and Dubov and Burstein answered "no valid pairing".
  const circle = (round: number): [number, number][] => {
    const rot = [1, ...[2, 3, 4, 5, 6, 7, 8].map((_, i) => 2 + ((i + round - 1) % 7))];
    return [0, 1, 2, 3].map((k) => [rot[k]!, rot[7 - k]!]);
  };
  const games: Game[] = [];
  for (let r = 1; r <= 7; r++)
    for (const [white, black] of [
      ...circle(r),
      ...Array.from({ length: 26 }, (_, k): [number, number] => [9 + k, 35 + ((k + r) % 26)]),
    ])
      games.push({ round: r, white, black, result: '1/2-1/2' });
  const t = (pairingSystem: string): Tournament => ({
    name: 'Sommeropen Würzburg',
    kind: 'swiss',
    rounds: 9,
    players: Array.from({ length: 60 }, (_, i) => ({ id: i + 1, name: `Spieler ${i + 1}`, fide: 2500 - i })),
    games,
    unpaired: [],
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
    initialColor: 'white',
    pairingSystem,
  });
  test.each(['dutch', 'dubov', 'burstein'])('%s pairs round 8: 30 boards, no two leaders', (id) => {
    const s = pairingSystemById(id)!;
    const r = s.pairNextRound(t(s.trfCodes[0]!));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.boards).toHaveLength(30);
    expect(r.value.boards.filter((b) => b.white <= 8 && b.black <= 8)).toEqual([]);
  });
});
