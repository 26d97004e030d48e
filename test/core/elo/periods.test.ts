import { describe, expect, test } from 'vitest';
import { tableHundredths2002 } from '../../../core/rating/expectationTable.ts';
import {
  estimateElo,
  FIDE_RATING_PERIODS,
  fideAdjustment2024,
  fideKFactor,
  fideRatingPeriod,
} from '../../../core/elo/index.ts';

const g = (...xs: [number, number][]) => xs.map(([score, opponentRating]) => ({ score, opponentRating }));

describe('FIDE rating periods: the rules in force on a date', () => {
  test('periods are in date order, the first covers every earlier date', () => {
    expect(FIDE_RATING_PERIODS[0]?.from).toBe('0000-01-01');
    const froms = FIDE_RATING_PERIODS.map((p) => p.from);
    expect([...froms].sort()).toEqual(froms);
  });
  test.each([
    ['2009-06-30', '0000-01-01'],
    ['2009-07-01', '2009-07-01'],
    ['2014-06-30', '2011-07-01'],
    ['2021-12-31', '2014-07-01'],
    ['2022-01-01', '2022-01-01'],
    ['2024-02-29', '2022-01-01'],
    ['2024-03-01', '2024-03-01'],
    ['2025-10-01', '2025-10-01'],
  ])('%s → rules from %s', (date, from) => expect(fideRatingPeriod(date).from).toBe(from));
  test('no date → the current rules', () => {
    expect(fideRatingPeriod(undefined)).toBe(FIDE_RATING_PERIODS[FIDE_RATING_PERIODS.length - 1]);
  });
});

describe('01.03.2024 one-time adjustment R + 0.4·(2000 − R) for ratings below 2000 (qc.fide.com)', () => {
  test.each([
    // the old floor 1000 lands on the new floor 1400; the announcement's example 1500 → 1700
    [1000, 1400],
    [1500, 1700],
    [1001, 1401], // 1400.6 → nearest
    [1999, 1999], // 1999.4 → nearest
    [2000, 2000],
    [2400, 2400],
  ])('%i → %i', (r, expected) => expect(fideAdjustment2024(r)).toBe(expected));

  test.each([
    ['2024-02-01', '2024-03-15', 1700, 1500],
    ['2024-02-01', undefined, 1700, 1500],
    ['2024-03-01', '2024-03-15', 1500, undefined],
    ['2023-12-01', '2024-02-15', 1500, undefined],
  ] as const)('rating listed %s, period %s → Ro %i', (ratingDate, date, Ro, adjustedFrom) => {
    const r = estimateElo({ rating: 1500, ratingDate, ...(date ? { date } : {}), games: g([1, 1500]) });
    expect(r.ok && r.value.Ro).toBe(Ro);
    expect(r.ok && r.value.adjustedFrom).toBe(adjustedFrom);
  });
});

describe('01.03.2024 rating floor 1400: a lower result is not published', () => {
  test.each([
    ['2024-03-01', 1400],
    ['2024-02-29', undefined],
  ] as const)('on %s a fall below 1400 is flagged: %s', (date, floor) => {
    const r = estimateElo({ rating: 1405, date, games: g([0, 1405], [0, 1405]) });
    if (!r.ok) throw new Error('failed');
    expect(r.value.Rn).toBeLessThan(1400);
    expect(r.value.belowFloor).toBe(floor);
  });
  test('a result at 1400 or above is not flagged', () => {
    const r = estimateElo({ rating: 1500, date: '2024-06-01', games: g([2, 1500]) });
    expect(r.ok && r.value.belowFloor).toBeUndefined();
  });
});

describe('B.02 2022 8.3.1: the 400-point rule benefits a player only once per tournament (2022 – 02/2024)', () => {
  // chesschat.org "FIDE rating uplift change": a 2000 beats 1063, 1299 and 1413 at K 20; under the
  // 2022 regulations only the 1063 game is uplifted to 1600: changes +1.60, +0.20, +0.40.
  const games = g([2, 1063], [2, 1299], [2, 1413]);
  test('2022 rules: only the greatest difference is capped (2.2 points in all)', () => {
    const r = estimateElo({ rating: 2000, date: '2023-01-01', games });
    if (!r.ok) throw new Error('failed');
    expect(r.value.We).toBeCloseTo(
      (tableHundredths2002(400) + tableHundredths2002(701) + tableHundredths2002(587)) / 100,
      10,
    );
    expect(r.value.change).toBeCloseTo(1.6 + 0.2 + 0.4, 10);
  });
  test.each(['2021-12-31', '2024-03-01'])('%s: every game capped', (date) => {
    const r = estimateElo({ rating: 2000, date, games });
    expect(r.ok && r.value.We).toBeCloseTo((3 * tableHundredths2002(400)) / 100, 10);
  });
  test('2022 rules: games against much higher-rated opponents are all capped (no benefit)', () => {
    const r = estimateElo({ rating: 1500, date: '2023-01-01', games: g([0, 2000], [0, 2100]) });
    expect(r.ok && r.value.We).toBeCloseTo((2 * tableHundredths2002(-400)) / 100, 10);
  });
});

describe('K·n ≤ 700: K is the largest whole number with K·n not above 700 (since 07/2014)', () => {
  test.each([
    [{ rating: 2100, date: '2015-01-01', age: 15, gamesInPeriod: 17 }, 40], // 680
    [{ rating: 2100, date: '2015-01-01', age: 15, gamesInPeriod: 18 }, 38], // 700/18 = 38.9
    [{ rating: 2100, date: '2015-01-01', gamesInPeriod: 35 }, 20], // 700
    [{ rating: 2100, date: '2015-01-01', gamesInPeriod: 36 }, 19], // 700/36 = 19.4
    [{ rating: 2100, date: '2014-06-30', gamesInPeriod: 50 }, 15], // not yet in force
    [{ rating: 2100, date: '2024-06-01', gamesPlayed: 5, gamesInPeriod: 20 }, 35],
  ])('%o → K %i', (input, K) => expect(fideKFactor(input)).toBe(K));
  test('estimateElo counts the games given as the period', () => {
    const many = g(...Array.from({ length: 36 }, (): [number, number] => [1, 2100]));
    const r = estimateElo({ rating: 2100, date: '2020-01-01', games: many });
    expect(r.ok && r.value.K).toBe(19);
  });
});

describe('B.02 2024 8.3.3: K 40 until the end of the year of the 18th birthday (before: until the 18th birthday)', () => {
  test.each([
    [{ rating: 2100, date: '2020-06-01', age: 17 }, 40],
    [{ rating: 2100, date: '2020-06-01', age: 18 }, 20],
    [{ rating: 2100, date: '2024-06-01', age: 18 }, 40],
    [{ rating: 2100, date: '2024-06-01', age: 19 }, 20],
    [{ rating: 2300, date: '2024-06-01', age: 16 }, 20],
  ])('%o → K %i', (input, K) => expect(fideKFactor(input)).toBe(K));
});

describe('B.02 2024 8.3.4: the rating change is rounded to a whole number, 0.5 away from zero', () => {
  // 2400 (K 10) against an opponent 190 points stronger: We = 0.25 (FIDE table), so a loss is −2.5
  test.each([
    ['2024-06-01', 0, 2590, 2397],
    ['2024-06-01', 2, 2210, 2403],
    ['2020-06-01', 0, 2590, 2398], // before: Rn = 2397.5 rounded .5 up
    ['2020-06-01', 2, 2210, 2403],
  ] as const)('%s: score %i against %i → Rn %i', (date, score, opp, Rn) => {
    const r = estimateElo({ rating: 2400, date, games: g([score, opp]) });
    if (!r.ok) throw new Error('failed');
    expect(Math.abs(r.value.change)).toBe(2.5);
    expect(r.value.Rn).toBe(Rn);
  });
});
