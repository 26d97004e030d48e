// DWZ_NEW, DWZ_EXPECTED and ELO_NEW of the BUILT bundle: argument reading as Sheets passes values
// (numbers, text, Dates, 2-D ranges) and their values, from published values and hand calculations.
import { beforeAll, describe, expect, test } from 'vitest';
import { buildIntoTemp, loadSandbox } from './sandbox.ts';

let sb: ReturnType<typeof loadSandbox>;
beforeAll(async () => {
  sb = loadSandbox(await buildIntoTemp());
});

// P(D) = Φ(D / (200·√2)) = ½ · (1 + erf(D / 400)), the six decimals computed with Python's math.erf.
const pairs = {
  pairs: [
    { a: 1650, b: 1500, P_a: 0.702058 },
    { a: 2010, b: 2245, P_a: 0.203029 },
    { a: 1400, b: 1400, P_a: 0.5 },
    { a: 1777, b: 1123, P_a: 0.989618 },
    { a: 1320, b: 1580, P_a: 0.178985 },
    { a: 2400, b: 1900, P_a: 0.96145 },
  ],
  tolerances: { P_a: 1e-6 },
};

describe('DWZ_EXPECTED', () => {
  test.each(pairs.pairs)('P($a vs $b) = $P_a (exact Φ, WO 2013 and 2026)', ({ a, b, P_a }) => {
    const p = sb.custom('DWZ_EXPECTED', a, [[b]]) as number;
    expect(Math.abs(p - P_a)).toBeLessThanOrEqual(pairs.tolerances.P_a);
  });

  test('sums over the opponents; ratings as text work, blank cells are skipped', () => {
    const one = pairs.pairs.map((p) => sb.custom('DWZ_EXPECTED', 1887, [[p.b]]) as number);
    const all = sb.custom('DWZ_EXPECTED', '1887', [...pairs.pairs.map((p) => [String(p.b)]), ['']]) as number;
    expect(all).toBeCloseTo(
      one.reduce((s, x) => s + x, 0),
      12,
    );
  });
});

describe('DWZ_NEW', () => {
  const opponents = [[1820], [1217], [2055], [1319], [1634], [1472]];
  test('results as 1, ½, 0,5, 1/2, = and 0; index from "1855-12": the hand-computed WO 2013 Rn', () => {
    const got = sb.custom(
      'DWZ_NEW',
      '1855-12',
      1960,
      opponents,
      [['½'], [1], ['0'], ['0,5'], ['1/2'], ['1']],
      '2025-05-31',
      'WO2013',
    );
    // By hand (WO 2013): W = 3.5 of n = 6; We = Σ Φ((1855 − Ri)/(200·√2)) = 4.4428; age 65 → J = 15,
    // E = round(1.855⁴ + 15) = round(26.84) = 27; Rn = 1855 + 800·(3.5 − 4.4428)/(27 + 6) = 1832.1 → 1832.
    expect(got).toBe(1832);
  });

  test('forfeits (+, -) are not rated; a Date end date is read as that day', () => {
    const withForfeits = sb.custom(
      'DWZ_NEW',
      1855,
      1960,
      [...opponents, [1700], [1500]],
      [['½'], [1], ['0'], ['0,5'], ['1/2'], ['1'], ['+'], ['-']],
      new Date(2025, 4, 31),
      'WO2013',
    );
    const without = sb.custom(
      'DWZ_NEW',
      1855,
      1960,
      opponents,
      [['½'], [1], ['0'], ['0,5'], ['1/2'], ['1']],
      '2025-05-31',
      'WO2013',
    );
    expect(withForfeits).toBe(without);
  });

  test.each([
    [['2'], /^results, cell 1: "2" is not a result/],
    [['x'], /^results, cell 1: "x" is not a result/],
  ])('bad result %j → one error naming the cell', (result, message) => {
    expect(() => sb.custom('DWZ_NEW', 1855, 1960, [[1800]], [result])).toThrow(message);
  });

  test('a bad rating or rule version names the argument', () => {
    expect(() => sb.custom('DWZ_NEW', 'abc', 1960, [[1800]], [[1]])).toThrow(/^rating: "abc" is not a DWZ/);
    expect(() => sb.custom('DWZ_NEW', 1855, 1960, [[1800]], [[1]], '', 'WO1999')).toThrow(/^rules: "WO1999"/);
  });
});

describe('ELO_NEW', () => {
  test('with the given K: the hand-computed FIDE rating change', () => {
    // FIDE table (B.02): D = 215 → 0.77, D = 365 → 0.90, D = −85 → 0.38; We = 2.05, W = 1.5;
    // 2015 + 20·(1.5 − 2.05) = 2004.
    expect(sb.custom('ELO_NEW', 2015, 20, [[1800], [1650], [2100]], [[1], ['½'], ['0']])).toBe(2004);
  });

  test('an opponent without a rating → error', () => {
    expect(() => sb.custom('ELO_NEW', 2015, 20, [[''], [1650]], [[1], [0]])).toThrow(
      /^opponentRatings, cell 1: an Elo game needs the opponent's rating$/,
    );
  });
});

describe('the rule version follows a date argument, else the Settings, not the clock', () => {
  // Before DeWIS (01.08.2013) EloBase rounds Φ to 3 decimals; under WO 2026 it is exact. For 1887 vs
  // 1318 the Wertungsportal gives the exact 0.977875, hence 0.978 under EloBase.
  const before = '2012-06-30';
  const after = '2026-10-01';
  const exact2026 = 0.977875;

  test('DWZ_EXPECTED(rating, opponents, date): EloBase before DeWIS, exact Φ under WO 2026', () => {
    expect(sb.custom('DWZ_EXPECTED', 1887, [[1318]], before)).toBe(0.978);
    expect(sb.custom('DWZ_EXPECTED', 1887, [[1318]], after)).toBeCloseTo(exact2026, 6);
  });

  test('without a date argument: the Settings end date, or the Settings DWZ rules when fixed', async () => {
    const fresh = loadSandbox(await buildIntoTemp());
    const save = (changes: Record<string, unknown>) => expect(fresh.saveSettings(changes)).toEqual([]);
    save({ endDate: before });
    expect(fresh.custom('DWZ_EXPECTED', 1887, [[1318]])).toBe(0.978);
    save({ endDate: before, dwzRules: 'WO2026' });
    expect(fresh.custom('DWZ_EXPECTED', 1887, [[1318]])).toBeCloseTo(exact2026, 6);
  });

  test.each([
    // 350-point rule, K 15: D 615 and 515 count as 350 → 0.89 each; 2015 + 15·(1.5 − 1.78) = 2010.8 → 2011.
    ['2008-06-30', 2011],
    // 400-point rule, K 15: 400 → 0.92 each; 2015 + 15·(1.5 − 1.84) = 2009.9 → 2010.
    ['2012-06-30', 2010],
    // K 20 from 07/2014: 2015 + 20·(1.5 − 1.84) = 2008.2 → 2008.
    ['2024-06-30', 2008],
  ])('ELO_NEW(..., %s) uses the rules of that date (hand-computed: %i)', (date, rn) => {
    expect(sb.custom('ELO_NEW', 2015, '', [[1400], [1500]], [[1], ['½']], date)).toBe(rn);
  });
});

describe('rating ranges with their header row (D1:D8 with "DWZ" on top)', () => {
  const opponents = [[1820], [1217], [2055]];
  const results = [['½'], [1], ['0']];

  test('DWZ_NEW and ELO_NEW skip a header row over both ranges', () => {
    const plain = sb.custom('DWZ_NEW', 1855, 1960, opponents, results, '2025-05-31', 'WO2013');
    expect(
      sb.custom(
        'DWZ_NEW',
        1855,
        1960,
        [['DWZ'], ...opponents],
        [['Result'], ...results],
        '2025-05-31',
        'WO2013',
      ),
    ).toBe(plain);
    expect(sb.custom('ELO_NEW', 2015, 20, [['Elo'], ...opponents], [['Erg.'], ...results])).toBe(
      sb.custom('ELO_NEW', 2015, 20, opponents, results),
    );
  });

  test('DWZ_EXPECTED skips a header cell over the ratings', () => {
    expect(sb.custom('DWZ_EXPECTED', 1887, [['Gegner'], ...opponents], '2026-10-01')).toBe(
      sb.custom('DWZ_EXPECTED', 1887, opponents, '2026-10-01'),
    );
  });

  test('a header in only one range is a bad cell, named as before', () => {
    expect(() => sb.custom('DWZ_NEW', 1855, 1960, [[1700], ...opponents], [['Result'], ...results])).toThrow(
      /^results, cell 1: "Result" is not a result/,
    );
    expect(() => sb.custom('DWZ_EXPECTED', 1887, [['x']])).toThrow(
      /^opponentRatings, cell 1: "x" is not a rating/,
    );
  });

  test('ratings and years as text; results as text numbers', () => {
    expect(
      sb.custom(
        'DWZ_NEW',
        '1855',
        '1960',
        [['1820'], ['1217'], ['2055']],
        [['0,5'], ['1'], ['0']],
        '2025-05-31',
        'WO2013',
      ),
    ).toBe(sb.custom('DWZ_NEW', 1855, 1960, opponents, results, '2025-05-31', 'WO2013'));
  });
});
