import { describe, expect, test } from 'vitest';
import {
  D_TABLE_2002,
  dFromHundredths2002,
  dFromPointsGames2002,
  expectedScore,
  expectedScoreExact,
  P_TABLE_2002,
  startDifference2002,
  tableHundredths2002,
} from '../../../core/dwz/index.ts';

describe('WO 2002 Anhang 2.1 probability table', () => {
  test.each(P_TABLE_2002.map(([max, p]) => [max, p] as const))(
    '|D| ≤ %i → %i hundredths, next row above',
    (max, p) => {
      expect(tableHundredths2002(max)).toBe(p);
      expect(tableHundredths2002(-max)).toBe(100 - p);
      expect(tableHundredths2002(max + 1)).toBe(p === 99 ? 100 : p + 1);
    },
  );
  test('rows are contiguous and end at 735 → 0.99, then 1.00', () => {
    expect(P_TABLE_2002.map(([, p]) => p)).toEqual(Array.from({ length: 50 }, (_, i) => 50 + i));
    expect(tableHundredths2002(736)).toBe(100);
    expect(tableHundredths2002(-736)).toBe(0);
  });
  test('the table is not Φ rounded at the top end: Φ(735) ≈ 0.9953', () => {
    expect(Math.round(expectedScoreExact(735) * 100)).toBe(100);
    expect(tableHundredths2002(735)).toBe(99);
  });
});

describe('WO 2002 Anhang 2.2 and 2.3 inverse tables', () => {
  test('2.2 is symmetric: D(1 − P) = −D(P), D(0.50) = 0', () => {
    for (let p = 1; p <= 99; p++) expect(dFromHundredths2002(100 - p) + dFromHundredths2002(p)).toBe(0);
    expect(dFromHundredths2002(50)).toBe(0);
    expect(D_TABLE_2002).toHaveLength(49);
  });
  test('2.2 inverts 2.1: P(D(P)) = P for every row', () => {
    for (let p = 51; p <= 99; p++) expect(tableHundredths2002(dFromHundredths2002(p))).toBe(p);
  });
  // Spot checks of the printed Anhang 2.3 (points, games → D), computed as σ·Φ⁻¹(W/n).
  test.each([
    [0.5, 2, -191],
    [1.5, 5, -148],
    [2.5, 4, 90],
    [3.5, 6, 60],
    [1, 3, -122],
    [19.5, 20, 554],
    [10.5, 20, 18],
    [7, 13, 27],
  ])('%f of %i → %i', (w, n, d) => {
    expect(dFromPointsGames2002(Math.round(w * 2), n)).toBe(d);
  });
  test('start value: 2.2 with P rounded half up; a tie (0.625) is decided by 2.3', () => {
    expect(startDifference2002(7, 6)).toBe(dFromHundredths2002(58)); // 3.5/6 = 0.583 → 0.58
    expect(startDifference2002(5, 4)).toBe(dFromPointsGames2002(5, 4)); // 2.5/4 = 0.625
    expect(startDifference2002(3, 6)).toBe(dFromHundredths2002(25));
  });
});

describe('expected score per rule version', () => {
  test.each([0, 1, 17, 100, 250, 735, 800, -300])('D = %i', (d) => {
    expect(expectedScore(d, 'WO2002')).toBe(tableHundredths2002(d) / 100);
    expect(expectedScore(d, 'ELOBASE')).toBe(Math.round(expectedScoreExact(d) * 1000) / 1000);
    expect(expectedScore(d, 'WO2013')).toBe(expectedScoreExact(d));
    expect(expectedScore(d, 'WO2026')).toBe(expectedScoreExact(d));
  });
  test('Φ is symmetric and monotone', () => {
    for (let d = -1500; d <= 1500; d += 37) {
      expect(expectedScoreExact(d) + expectedScoreExact(-d)).toBeCloseTo(1, 12);
      expect(expectedScoreExact(d + 1)).toBeGreaterThan(expectedScoreExact(d));
    }
  });
});
