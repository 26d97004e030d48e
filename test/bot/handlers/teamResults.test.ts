// Board results as volunteers type them, home team first as on the DSB score sheet
// (Spielberichtsbogen), read into the league file's results; anything else is refused.
import { describe, expect, test } from 'vitest';
import { halves, parseBoardResult } from '../../../bot/handlers/teamResults.ts';

describe('a typed board result', () => {
  test.each([
    ['1-0', '1-0'],
    ['1 : 0', '1-0'],
    ['0:1', '0-1'],
    ['0 – 1', '0-1'],
    ['½-½', '1/2-1/2'],
    ['1/2-1/2', '1/2-1/2'],
    ['0,5:0,5', '1/2-1/2'],
    ['Remis', '1/2-1/2'],
    ['+:-', '+:-'],
    ['+ -', '+:-'],
    ['-:+', '-:+'],
    ['-:-', '-:-'],
  ])('“%s” is %s', (typed, want) => {
    expect(parseBoardResult(typed)).toBe(want);
  });

  test.each(['gewonnen', '1/2', '2-0', '', '1-1'])('“%s” is no result', (typed) => {
    expect(parseBoardResult(typed)).toBeUndefined();
  });
});

describe('a match score in half-points as the score sheet writes it', () => {
  test.each([
    [0, '0'],
    [1, '½'],
    [3, '1½'],
    [8, '4'],
  ])('%i half-points: %s', (n, want) => {
    expect(halves(n)).toBe(want);
  });
});
