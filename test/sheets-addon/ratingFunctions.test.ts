// DWZ_NEW, DWZ_EXPECTED and ELO_NEW of the BUILT bundle: argument reading as Sheets passes values
// (numbers, text, Dates, 2-D ranges) and agreement with the core engines they delegate to.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { estimateDwz } from '../../core/dwz/estimate.ts';
import { estimateElo } from '../../core/elo/fide.ts';
import { defaultDwzRules, expectedScore } from '../../core/dwz/ruleSets.ts';
import { buildIntoTemp, loadSandbox } from './sandbox.ts';

let sb: ReturnType<typeof loadSandbox>;
beforeAll(async () => {
  sb = loadSandbox(await buildIntoTemp());
});

const pairs = JSON.parse(
  readFileSync(
    new URL('../fixtures/dwz/wertungsportal-2026-expected-score-pairs.json', import.meta.url),
    'utf8',
  ),
) as { pairs: { a: number; b: number; P_a: number }[]; tolerances: { P_a: number } };

describe('DWZ_EXPECTED', () => {
  test.each(pairs.pairs)('Wertungsportal 2026: P($a vs $b) = $P_a (exact Φ, WO 2026)', ({ a, b, P_a }) => {
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
  test('equals the core estimate; results as 1, ½, 0,5, 1/2, = and 0; index from "1855-12"', () => {
    const got = sb.custom(
      'DWZ_NEW',
      '1855-12',
      1960,
      opponents,
      [['½'], [1], ['0'], ['0,5'], ['1/2'], ['1']],
      '2025-05-31',
      'WO2013',
    );
    const core = estimateDwz({
      rating: { rating: 1855, index: 12 },
      birthYear: 1960,
      endDate: '2025-05-31',
      rules: 'WO2013',
      games: [1, 2, 0, 1, 1, 2].map((score, i) => ({ score, opponentRating: opponents[i]?.[0] ?? 0 })),
    });
    expect(core.ok).toBe(true);
    expect(got).toBe(core.ok ? core.value.Rn : undefined);
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
  test('equals the core estimate with the given K', () => {
    const got = sb.custom('ELO_NEW', 2015, 20, [[1800], [1650], [2100]], [[1], ['½'], ['0']]);
    const core = estimateElo({
      rating: 2015,
      K: 20,
      games: [
        { opponentRating: 1800, score: 2 },
        { opponentRating: 1650, score: 1 },
        { opponentRating: 2100, score: 0 },
      ],
    });
    expect(got).toBe(core.ok ? core.value.Rn : undefined);
  });

  test('an opponent without a rating → error', () => {
    expect(() => sb.custom('ELO_NEW', 2015, 20, [[''], [1650]], [[1], [0]])).toThrow(
      /^opponentRatings, cell 1: an Elo game needs the opponent's rating$/,
    );
  });
});

describe('the rule version follows a date argument, else the Settings, not the clock', () => {
  // Two dates on either side of the WO 2026 start (the core's own defaultDwzRules decides which).
  const before = '2025-05-31';
  const after = '2026-10-01';

  test('DWZ_EXPECTED(rating, opponents, date) = the core expected score under defaultDwzRules(date)', () => {
    const { a, b } = pairs.pairs[0] ?? { a: 0, b: 0 };
    expect(defaultDwzRules(before)).not.toBe(defaultDwzRules(after));
    for (const date of [before, after]) {
      expect(sb.custom('DWZ_EXPECTED', a, [[b]], date)).toBe(expectedScore(a - b, defaultDwzRules(date)));
    }
  });

  test('without a date argument: the Settings end date, or the Settings DWZ rules when fixed', async () => {
    const { a, b } = pairs.pairs[0] ?? { a: 0, b: 0 };
    const fresh = loadSandbox(await buildIntoTemp());
    const save = (changes: Record<string, unknown>) => expect(fresh.saveSettings(changes)).toEqual([]);
    save({ endDate: before });
    expect(fresh.custom('DWZ_EXPECTED', a, [[b]])).toBe(expectedScore(a - b, defaultDwzRules(before)));
    save({ endDate: before, dwzRules: defaultDwzRules(after) });
    expect(fresh.custom('DWZ_EXPECTED', a, [[b]])).toBe(expectedScore(a - b, defaultDwzRules(after)));
  });

  test('ELO_NEW(..., date) = the core estimate for that date (K and the difference cap change with it)', () => {
    const games = [
      { opponentRating: 1400, score: 2 },
      { opponentRating: 1500, score: 1 },
    ];
    const dates = ['2008-06-30', '2012-06-30', '2024-06-30'];
    const rn = dates.map((date) => {
      const core = estimateElo({ rating: 2015, date, games });
      return core.ok ? core.value.Rn : undefined;
    });
    expect(new Set(rn).size).toBe(dates.length);
    dates.forEach((date, i) =>
      expect(sb.custom('ELO_NEW', 2015, '', [[1400], [1500]], [[1], ['½']], date)).toBe(rn[i]),
    );
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
