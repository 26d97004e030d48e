// Match colours, FIDE C.04.5 (2026) Article 4: the colour of game 1 for the higher-ranked player.
import { describe, expect, test } from 'vitest';
import { matchColourOfHigher, type ColourHistory } from '../../../../core/pairing/doubleSwiss/colours.ts';
import type { Color } from '../../../../core/types.ts';

const W: Color = 'white';
const B: Color = 'black';
const h = (tpn: number, colors: readonly Color[]): ColourHistory => ({
  tpn,
  colors,
  playedMatch: colors.length > 0,
});

describe('matchColourOfHigher', () => {
  test.each<[string, ColourHistory, ColourHistory, Color, Color]>([
    // 4.3.1: neither has played: the initial colour to an odd TPN, the other to an even one.
    ['4.3.1 odd TPN, initial White', h(1, []), h(5, []), W, W],
    ['4.3.1 even TPN, initial White', h(2, []), h(6, []), W, B],
    ['4.3.1 odd TPN, initial Black', h(3, []), h(7, []), B, B],
    // 4.3.2: White to the one with fewer Whites.
    ['4.3.2 higher had more Whites', h(1, [W, W, B]), h(2, [W, B, B]), W, B],
    ['4.3.2 higher had fewer Whites', h(1, [B, B]), h(2, [W, B]), W, W],
    ['4.3.2 a newcomer has no White yet', h(1, []), h(2, [W]), W, W],
    // 4.3.3: equal Whites: at the latest difference each gets the other colour.
    ['4.3.3 latest differs', h(1, [W, B]), h(2, [B, W]), W, W],
    ['4.3.3 difference further back', h(1, [B, W, W]), h(2, [W, B, W]), B, B],
    // 4.3.4: same histories: the higher-ranked player alternates.
    ['4.3.4 same histories ending White', h(1, [B, W]), h(2, [B, W]), W, B],
    ['4.3.4 same histories ending Black', h(1, [W, B]), h(2, [W, B]), W, W],
  ])('%s', (_name, hi, lo, initial, expected) => {
    expect(matchColourOfHigher(hi, lo, initial)).toBe(expected);
  });

  test('4.3.5: the higher-ranked player has no colour yet, the opponent alternates', () => {
    // Equal Whites (0), no difference to compare, the higher player has no history: the opponent
    // (last Black) gets White, so the higher player Black.
    const hi: ColourHistory = { tpn: 1, colors: [], playedMatch: true };
    expect(matchColourOfHigher(hi, h(2, [B]), W)).toBe(B);
  });
});
