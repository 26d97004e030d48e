import { describe, expect, test } from 'vitest';
import {
  estimateDwz,
  expectedScoreExact,
  firstDwzFromPerformance,
  dwzRuleSet,
  umstufung2026Value,
  wo2026Parameters,
  type DwzEstimateInput,
} from '../../../core/dwz/index.ts';

const g = (...xs: [number, number][]) => xs.map(([score, opponentRating]) => ({ score, opponentRating }));
const run = (i: Partial<DwzEstimateInput>) => estimateDwz({ endDate: '2020-05-01', games: [], ...i });
const value = (i: Partial<DwzEstimateInput>) => {
  const r = run(i);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('first DWZ needs ≥ 5 rated games including residual games (WO 2002 4.3.2, 4.4)', () => {
  const four = g([2, 1500], [1, 1600], [0, 1700], [1, 1550]);
  test('4 games: store them as residual games', () => {
    const r = value({ games: four });
    expect(r.status).toBe('residual');
    expect(r.Rn).toBeUndefined();
    expect(r.residualGames).toEqual(four.map((x) => ({ opponentRating: x.opponentRating, score: x.score })));
    expect(r.notes.join(' ')).toMatch(/at least 5/);
  });
  test('4 games + 1 residual game: a first DWZ with index 1', () => {
    const r = value({ games: four, residualGames: [{ opponentRating: 1400, score: 2 }] });
    expect(r.status).toBe('first');
    expect(r.n).toBe(5);
    expect(r.indexNew).toBe(1);
    expect(r.Rn).toBeGreaterThan(1400);
  });
  test('residual games older than two years are dropped (6.1.1)', () => {
    const r = value({ games: four, residualGames: [{ opponentRating: 1400, score: 2, date: '2017-01-01' }] });
    expect(r.status).toBe('residual');
    expect(r.n).toBe(4);
  });
  test('what-if: the fifth game gives a first DWZ', () => {
    const r = value({ games: four, nextOpponent: 1600 });
    expect(r.whatIf?.win).toBeGreaterThan(r.whatIf?.draw ?? Infinity);
    expect(r.whatIf?.draw).toBeGreaterThan(r.whatIf?.loss ?? Infinity);
  });
});

describe('extreme results of unrated players', () => {
  const five = (s: number) => g([s, 1500], [s, 1600], [s, 1700], [s, 1550], [s, 1650]);
  test('0 %: the games are never used, nothing stored (4.4)', () => {
    const r = value({ games: five(0) });
    expect(r.status).toBe('none');
    expect(r.residualGames).toBeUndefined();
  });
  test.each(['WO2002', 'ELOBASE', 'WO2013'] as const)(
    '%s 100 %%: not determinable, stored as residual games',
    (rules) => {
      const r = value({ games: five(2), rules });
      expect(r.status).toBe('residual');
      expect(r.residualGames).toHaveLength(5);
    },
  );
  test('WO2026 100 %: a fictitious draw against Rc', () => {
    const r = value({ games: five(2), rules: 'WO2026', endDate: '2026-07-01' });
    expect(r.status).toBe('first');
    // 5½ of 6 against the five and Rc = 1600: Rh clearly above every opponent
    expect(r.Rh).toBeGreaterThan(1700);
    // Rh (±1, dwz-rules.md §5.3) solves ΣΦ(Rh − Ri) = 5.5 over the five and the fictitious Rc
    const opps = [1500, 1600, 1700, 1550, 1650];
    const Rc = opps.reduce((a, b) => a + b, 0) / opps.length;
    const sum = (R: number) => [...opps, Rc].reduce((s, o) => s + expectedScoreExact(R - o), 0);
    expect(sum((r.Rh ?? 0) - 1)).toBeLessThan(5.5);
    expect(sum((r.Rh ?? 0) + 1)).toBeGreaterThan(5.5);
    expect(r.Rn).toBe(
      firstDwzFromPerformance(dwzRuleSet('WO2026'), r.Rh ?? 0, wo2026Parameters('2026-07-01')),
    );
  });
});

describe('players with a DWZ', () => {
  test('0 % and 100 %: Rh = Rc ∓ 677 under WO 2002 (4.8), none under the 2016 text', () => {
    const games = g([2, 1500], [2, 1600], [2, 1700], [2, 1550], [2, 1650]);
    expect(value({ rating: { rating: 1600, index: 9 }, games, rules: 'WO2002' }).Rh).toBe(1600 + 677);
    expect(
      value({
        rating: { rating: 1600, index: 9 },
        games: games.map((x) => ({ ...x, score: 0 })),
        rules: 'WO2002',
      }).Rh,
    ).toBe(1600 - 677);
    expect(value({ rating: { rating: 1600, index: 9 }, games, rules: 'WO2013' }).Rh).toBeUndefined();
  });
  test('2016 text: Rh only with ≥ 5 games', () => {
    const games = g([2, 1500], [1, 1600], [0, 1700], [1, 1550]);
    expect(value({ rating: { rating: 1600, index: 9 }, games, rules: 'WO2013' }).Rh).toBeUndefined();
    expect(value({ rating: { rating: 1600, index: 9 }, games, rules: 'WO2002' }).Rh).toBeDefined();
  });
  test('the index goes up by one per evaluation, even for one game (4.9.3)', () => {
    expect(value({ rating: { rating: 1600, index: 9 }, games: g([1, 1600]) }).indexNew).toBe(10);
    expect(value({ rating: { rating: 1600 }, games: g([1, 1600]) }).indexNew).toBeUndefined();
  });
  test('no games: Rn = Ro', () => {
    expect(value({ rating: { rating: 1600, index: 9 } }).Rn).toBe(1600);
  });
  test('E given by the user overrides the computed E', () => {
    const r = value({ rating: { rating: 1600, index: 9 }, games: g([2, 1600]), rules: 'WO2013', E: 20 });
    expect(r.E).toBe(20);
    expect(r.Rn).toBe(Math.floor(1600 + (800 * 0.5) / 21 + 0.5));
  });
  test('WO2026: Rn = Ro + K·(W − We), K to one decimal, floor 1100', () => {
    const r = value({
      rating: { rating: 1500, index: 12 },
      games: g([0, 1500]),
      rules: 'WO2026',
      endDate: '2026-07-01',
    });
    const p = wo2026Parameters('2026-07-01');
    const K = Math.round(p.k0.adultBelow2000[10]! * (2300 / 2400) * 10) / 10;
    expect(r.K).toBe(K);
    expect(r.Rn).toBe(Math.round(1500 - K * 0.5));
    const low = value({
      rating: { rating: 1105, index: 3 },
      games: g([0, 1105]),
      rules: 'WO2026',
      endDate: '2026-07-01',
    });
    expect(low.Rn).toBe(1100);
  });
  test('WO2026 with K given', () => {
    const r = value({
      rating: { rating: 1500, index: 12 },
      games: g([2, 1500]),
      rules: 'WO2026',
      endDate: '2026-07-01',
      K: 30,
    });
    expect(r.Rn).toBe(1515);
  });
  test('a rating recorded before 07.06.2026 is converted for WO2026 (Umstufung)', () => {
    const r = value({
      rating: { rating: 1366, index: 21 },
      ratingDate: '2026-05-01',
      games: g([1, 1634]),
      rules: 'WO2026',
      endDate: '2026-07-01',
    });
    expect(r.converted).toEqual({ from: 1366, to: umstufung2026Value(1366) });
    expect(r.Ro).toBe(umstufung2026Value(1366));
    expect(r.index).toBe(22);
  });
  test('ELOBASE: the 2002 E rule before 2003, the Bremszuschlag after', () => {
    const games = g([0, 1200]);
    const early = value({
      rating: { rating: 1000, index: 5 },
      birthYear: 1990,
      games,
      rules: 'ELOBASE',
      endDate: '2002-10-01',
    });
    const late = value({
      rating: { rating: 1000, index: 5 },
      birthYear: 1990,
      games,
      rules: 'ELOBASE',
      endDate: '2004-10-01',
    });
    expect(early.E).toBe(Math.round(15 * (4 - 3000 / 1300)));
    expect(late.E).toBe(Math.round(6 + Math.exp(2) - 1));
  });
  test('WO2013 2014 variant: fB also when W < We', () => {
    const games = g([0, 1600]);
    const y2016 = value({
      rating: { rating: 1800, index: 9 },
      birthYear: 2000,
      games,
      rules: 'WO2013',
      endDate: '2015-05-01',
    });
    const y2014 = value({
      rating: { rating: 1800, index: 9 },
      birthYear: 2000,
      games,
      rules: 'WO2013',
      endDate: '2015-05-01',
      wo2013Text: '2014',
    });
    expect(y2016.E).toBe(Math.round(1.8 ** 4 + 5));
    expect(y2014.E).toBe(Math.round((1.8 ** 4 + 5) * 0.9));
  });
  test('We under exact Φ is unrounded', () => {
    const r = value({ rating: { rating: 1887, index: 9 }, games: g([2, 1318]), rules: 'WO2013' });
    expect(r.We).toBe(expectedScoreExact(1887 - 1318));
  });
});

describe('WO 2026 first DWZ from Rh (r = 0.08)', () => {
  const rs = dwzRuleSet('WO2026');
  const p = wo2026Parameters('2026-07-01');
  test.each([
    [2100, 2100],
    [2000, 2000],
    [1600, 1632],
    [1300, 1356],
    [1100, 1172],
    [800, 1152],
  ])('Rh %i → %i', (Rh, Rn) => expect(firstDwzFromPerformance(rs, Rh, p)).toBe(Rn));
  test('2016 text: first values below 800 → 700 + Ri/8', () => {
    expect(firstDwzFromPerformance(dwzRuleSet('WO2013'), 600, p)).toBe(775);
    expect(firstDwzFromPerformance(dwzRuleSet('WO2002'), 600, p)).toBe(600);
  });
});

describe('bad input gets a typed error', () => {
  test.each([
    ['index 0 with a rating', { rating: { rating: 1712, index: 0 } }, 'badIndex'],
    [
      'a score of 1.5 for one game',
      { rating: { rating: 1712, index: 3 }, games: [{ score: 3, opponentRating: 1500 }] },
      'badScore',
    ],
    [
      'an opponent without a rating in a first-DWZ estimate',
      { games: [{ score: 2 }] },
      'opponentWithoutRating',
    ],
    ['a rating that is not a whole number', { rating: { rating: 17.5 } }, 'badRating'],
    ['a bad end date', { endDate: '2020-13-01' }, 'badDate'],
    [
      'a what-if opponent without a valid rating',
      { rating: { rating: 1500 }, nextOpponent: -3 },
      'badRating',
    ],
    ['an end date that is not a day of the calendar', { endDate: '2021-02-29' }, 'badDate'],
    ['E under WO2026', { rules: 'WO2026' as const, E: 20, rating: { rating: 1500 } }, 'badCoefficient'],
    ['K under WO2002', { rules: 'WO2002' as const, K: 20, rating: { rating: 1500 } }, 'badCoefficient'],
  ])('%s', (_, input, kind) => {
    const r = run(input as Partial<DwzEstimateInput>);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.kind).toBe(kind);
      expect(r.error.detail.length).toBeGreaterThan(10);
    }
  });
  test.each([0, 80.5])('WO2026: K %d is refused with the bounds it breaks (K > 0, K ≤ 80)', (K) => {
    const r = run({ rules: 'WO2026', K, rating: { rating: 1500 } });
    expect(!r.ok && r.error.kind).toBe('badCoefficient');
    expect(!r.ok && r.error.detail).toBe('K is a number greater than 0 and at most 80');
  });
  test('the error names the game', () => {
    const r = run({ games: [{ score: 2, opponentRating: 1500 }, { score: 2 }] });
    expect(!r.ok && r.error.game).toBe(2);
  });
});
