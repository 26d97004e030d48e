import { describe, expect, test } from 'vitest';
import { parseDwzRating, parseRatedGames } from '../../../core/rating/parseRating.ts';

describe('parseDwzRating', () => {
  test.each([
    ['1712-62', { rating: 1712, index: 62 }],
    ['1712', { rating: 1712 }],
    [' 980 - 3 ', { rating: 980, index: 3 }],
    ['none', undefined],
    ['-', undefined],
  ])('%s', (text, expected) => {
    expect(parseDwzRating(text)).toEqual({ ok: true, value: expected });
  });
  test.each([
    ['17x2', 'a DWZ like'],
    ['1712-0', 'an index from 1'],
    ['1712-', 'a DWZ like'],
    ['0', 'a DWZ of at least 1'],
  ])('%s is rejected', (text, expected) => {
    const r = parseDwzRating(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.found).toBe(text);
      expect(r.error.expected).toContain(expected);
    }
  });
});

describe('parseRatedGames', () => {
  test('score:rating list', () => {
    expect(parseRatedGames('1:1900,0.5:2000, 0:2100;½:1800 =:1700 1:none')).toEqual({
      ok: true,
      value: [
        { score: 2, opponentRating: 1900 },
        { score: 1, opponentRating: 2000 },
        { score: 0, opponentRating: 2100 },
        { score: 1, opponentRating: 1800 },
        { score: 1, opponentRating: 1700 },
        { score: 2 },
      ],
    });
    expect(parseRatedGames('')).toEqual({ ok: true, value: [] });
    // A decimal comma in the score (German input): "1:1900,0,5:2000" is two games.
    expect(parseRatedGames('1:1900,0,5:2000; 0,5:2100')).toEqual({
      ok: true,
      value: [
        { score: 2, opponentRating: 1900 },
        { score: 1, opponentRating: 2000 },
        { score: 1, opponentRating: 2100 },
      ],
    });
  });
  test.each([
    ['1:1900,1.5:2000', 'badScore', 8, '1.5'],
    ['1:1900,2000', 'badGame', 8, '2000'],
    ['1:19x0', 'badRating', 3, '19x0'],
  ])('%s → %s at column %i', (text, kind, column, found) => {
    const r = parseRatedGames(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ kind, column, found });
  });
});
