// Colour preferences (C.04.3 1.7) and colour allocation (Art. 5), rule by rule.
import { describe, expect, test } from 'vitest';
import { allocateColour, colourPreference } from '../../../../core/pairing/dutch/colours.ts';
import type { Color } from '../../../../core/types.ts';

const hist = (s: string): Color[] => [...s].map((c) => (c === 'W' ? 'white' : 'black'));

const PREFERENCES: readonly (readonly [string, Color | undefined, number, string])[] = [
  ['', undefined, 0, 'none: no game played'],
  ['W', 'black', 2, 'strong: CD = +1'],
  ['B', 'white', 2, 'strong: CD = -1'],
  ['WB', 'white', 1, 'mild: CD = 0, alternate from the last game'],
  ['BW', 'black', 1, 'mild: CD = 0, alternate'],
  ['WW', 'black', 3, 'absolute: CD = +2'],
  ['BWW', 'black', 3, 'absolute: same colour in the last two games'],
  ['WBB', 'white', 3, 'absolute: same colour twice (CD = -1)'],
  ['BBWBB', 'white', 3, 'absolute: CD = -3'],
];

describe('1.7 colour preference', () => {
  test.each(PREFERENCES)('%s → %s (%i): %s', (h, color, strength) => {
    const p = colourPreference(hist(h));
    expect(p.color).toBe(color);
    expect(p.strength).toBe(strength);
  });
});

const side = (id: number, h: string, rank = id) => {
  const colours = hist(h);
  return { id, rank, colours, pref: colourPreference(colours) };
};

describe('Art. 5 colour allocation (higher-ranked player first)', () => {
  test.each([
    ['5.2.1 both preferences granted', side(1, 'BW'), side(2, 'WB'), 'black', 'white'],
    ['5.2.2 the stronger preference (strong over mild)', side(1, 'WB'), side(2, 'B'), 'black', 'white'],
    ['5.2.2 absolute over strong', side(1, 'B'), side(2, 'BWW'), 'white', 'white'],
    ['5.2.2 both absolute: the wider colour difference', side(1, 'WBB'), side(2, 'BB'), 'black', 'white'],
    [
      '5.2.3 alternate to the latest round with different colours',
      side(1, 'WBBW'),
      side(2, 'BWBW'),
      'white',
      'white',
    ],
    ['5.2.4 the higher-ranked player’s preference', side(1, 'BW'), side(2, 'BW'), 'black', 'white'],
    ['5.2.5 odd rank: the initial colour', side(1, ''), side(2, ''), 'white', 'white'],
    ['5.2.5 even rank: the other colour', side(2, ''), side(3, ''), 'black', 'white'],
    ['5.2.5 with initial colour black', side(1, ''), side(2, ''), 'black', 'black'],
    ['no history for one player: the other player’s preference', side(1, ''), side(2, 'W'), 'white', 'white'],
  ] as const)('%s', (_name, high, low, expected, initial) => {
    expect(allocateColour(high, low, initial)).toBe(expected);
  });
});
