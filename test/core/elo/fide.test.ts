import { describe, expect, test } from 'vitest';
import { tableHundredths2002 } from '../../../core/rating/expectationTable.ts';
import { eloDifferenceCap, estimateElo, fideKFactor, performanceRating } from '../../../core/elo/index.ts';

const g = (...xs: [number, number][]) => xs.map(([score, opponentRating]) => ({ score, opponentRating }));

describe('FIDE K factor by period', () => {
  test.each([
    [{ rating: 2100, date: '2015-01-01' }, 20],
    [{ rating: 2450, date: '2015-01-01' }, 10],
    [{ rating: 2350, date: '2015-01-01', reached2400: true }, 10],
    [{ rating: 2100, date: '2015-01-01', gamesPlayed: 12 }, 40],
    [{ rating: 2100, date: '2015-01-01', age: 17 }, 40],
    [{ rating: 2300, date: '2015-01-01', age: 17 }, 20],
    [{ rating: 2100, date: '2012-01-01' }, 15],
    [{ rating: 2100, date: '2012-01-01', gamesPlayed: 10 }, 30],
    [{ rating: 2100, date: '2010-01-01', gamesPlayed: 10 }, 25],
    [{ rating: 2450, date: '2010-01-01' }, 10],
  ])('%o → K %i', (input, K) => expect(fideKFactor(input)).toBe(K));
});

describe('the 400-point rule', () => {
  test.each([
    [2000, '2009-06-30', 350],
    [2000, '2009-07-01', 400],
    [2700, '2025-09-30', 400],
    [2700, '2025-10-01', undefined],
    [2600, '2025-10-01', 400],
  ] as const)('%i on %s → %s', (r, d, cap) => expect(eloDifferenceCap(r, d)).toBe(cap));
  test('a 600-point difference counts as 400', () => {
    const r = estimateElo({ rating: 2200, date: '2020-01-01', games: g([2, 1600]) });
    expect(r.ok && r.value.We).toBe(tableHundredths2002(400) / 100);
  });
});

describe('rating change per period', () => {
  test('Rn = Ro + K·(W − We), change to one decimal', () => {
    const games = g([2, 2000], [1, 2100], [0, 2200]);
    const r = estimateElo({ rating: 2050, date: '2020-01-01', games });
    if (!r.ok) throw new Error('failed');
    const We = [50, -50, -150].reduce((s, d) => s + tableHundredths2002(d), 0) / 100;
    expect(r.value.We).toBeCloseTo(We, 10);
    expect(r.value.K).toBe(20);
    expect(r.value.change).toBeCloseTo(Math.round(20 * (1.5 - We) * 10) / 10, 10);
    expect(r.value.Rn).toBe(Math.round(2050 + 20 * (1.5 - We)));
  });
  test('K given overrides the period rules', () => {
    const r = estimateElo({ rating: 2050, K: 40, games: g([2, 2050]) });
    expect(r.ok && r.value.Rn).toBe(2070);
  });
  test.each([
    [{ rating: 2050, games: g([3, 2000]) }, 'badScore'],
    [{ rating: 0, games: [] }, 'badRating'],
    [{ rating: 2050, K: 0, games: [] }, 'badK'],
    [{ rating: 2050, date: '2021-02-29', games: [] }, 'badDate'],
    [{ rating: 2050, gamesInPeriod: 1, games: g([2, 2000], [2, 2000]) }, 'badCount'],
    [{ rating: 2050, gamesPlayed: -1, games: [] }, 'badCount'],
    [{ rating: 2050, ratingDate: '2024-3-1', games: [] }, 'badDate'],
  ])('bad input %#', (input, kind) => {
    const r = estimateElo(input);
    expect(!r.ok && r.error.kind).toBe(kind);
  });
  test.each([0, -5, 101])('K %d is refused with the bounds it breaks (0 itself is not allowed)', (K) => {
    const r = estimateElo({ rating: 2050, K, games: [] });
    expect(r.ok ? undefined : r.error).toEqual({
      kind: 'badK',
      found: String(K),
      detail: 'K is a number greater than 0 and at most 100',
    });
  });
});

describe('TPR, PTP and average opponent rating (C.07 10.1–10.3)', () => {
  test('ARO rounded .5 up, TPR = ARO + dp(p)', () => {
    const r = performanceRating(g([2, 2001], [1, 2000], [0, 2000], [2, 2000]));
    if (!r.ok) throw new Error('failed');
    expect(r.value.ARO).toBe(2000); // 2000.25
    expect(r.value.p).toBe(0.63); // 2.5/4 = 0.625 → 0.63
    expect(r.value.TPR).toBe(2000 + r.value.dp);
  });
  test('100 % → dp 800, 0 % → dp −800 and PTP = lowest opponent − 800', () => {
    const win = performanceRating(g([2, 1800], [2, 1900]));
    expect(win.ok && win.value.dp).toBe(800);
    const loss = performanceRating(g([0, 1800], [0, 1900]));
    expect(loss.ok && loss.value).toMatchObject({ dp: -800, PTP: 1000 });
  });
  test('PTP is the lowest rating whose expected score reaches W', () => {
    const games = g([2, 1800], [1, 1900], [0, 2000]);
    const r = performanceRating(games);
    if (!r.ok) throw new Error('failed');
    const sum = (R: number) => games.reduce((s, x) => s + tableHundredths2002(R - x.opponentRating), 0);
    expect(sum(r.value.PTP)).toBeGreaterThanOrEqual(150);
    expect(sum(r.value.PTP - 1)).toBeLessThan(150);
  });
  test('no games is an error', () => {
    expect(performanceRating([]).ok).toBe(false);
  });
});
