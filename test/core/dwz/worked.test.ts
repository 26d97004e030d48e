import { describe, expect, test } from 'vitest';
import {
  estimateDwz,
  estimateDwzUeberschlag,
  expectedScoreExact,
  iterateIndividually,
  umstufung2026,
  umstufung2026Value,
} from '../../../core/dwz/index.ts';
import { caseGames, hp, loadDwzCase } from './loadCase.ts';

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('WO 2002 Anhang 1.1.10 worked Rh iterations (opponents fixed)', () => {
  const c = loadDwzCase('wo2002-anhang-1.1-tournament.json');
  // Opponent ratings and results of B and C as printed in 1.1.10 (= 1.1.8 with final values).
  const opps = (l: string): number[] =>
    Object.values(c.expected.established_P_D_lists_1_1_8[l].opps) as number[];
  const W = (l: string): number => hp(c.expected.established_results_1_1_9[l].W);
  test.each([
    ['B', 'anhang_1_1_10_B_Rh_iteration'],
    ['C', 'anhang_1_1_10_C_Rh_iteration'],
  ])('%s: the printed trace from the printed start', (l, key) => {
    const rows = c.intermediate_worked_checks[key] as { R: number }[];
    const it = iterateIndividually(rows[0]?.R ?? 0, opps(l), W(l), 'table2');
    expect(it.trace).toEqual(rows.map((r) => r.R));
  });
  test('B via Rp (1.2.1) and via K (1.2.2) gives the same Rn', () => {
    const b = c.expected.established_results_1_1_9.B;
    const games = opps('B').map((o, i) => ({ opponentRating: o, score: [0, 1, 1, 2, 2, 2][i] ?? 0 }));
    const r = unwrap(
      estimateDwz({
        rating: { rating: b.Ro, index: b.index },
        birthYear: 1972,
        endDate: '2000-12-31',
        games,
        rules: 'WO2002',
      }),
    );
    expect(r.Rp).toBe(c.intermediate_worked_checks.anhang_1_2_1_B_via_Rp.Rp);
    expect(r.Rn).toBe(c.intermediate_worked_checks.anhang_1_2_1_B_via_Rp.Rn);
    const K = 800 / ((r.E ?? 0) + r.n);
    expect(K).toBeCloseTo(c.intermediate_worked_checks.anhang_1_2_2_B_via_K.K, 2);
    expect(Math.round(b.Ro + (r.W - (r.We ?? 0)) * K)).toBe(
      c.intermediate_worked_checks.anhang_1_2_2_B_via_K.Rn,
    );
  });
});

describe('WO 2002 Anhang 1.3 a) Überschlag for an established senior', () => {
  const c = loadDwzCase('wo2002-anhang-1.3a-estimate.json');
  const input = {
    rating: { rating: c.inputs.Ro, index: 10 },
    endDate: '2002-06-30',
    games: caseGames(c.inputs.opponents),
    rules: 'WO2002' as const,
  };
  test('clipped Rc, D, We, E and Rn (tolerance of the case)', () => {
    const r = unwrap(estimateDwzUeberschlag(input));
    expect(r.Rc).toBe(c.expected.Rc);
    expect((r.Ro ?? 0) - (r.Rc ?? 0)).toBe(c.expected.D);
    expect(r.We).toBeCloseTo(c.expected.We, 6);
    expect(r.E).toBe(c.inputs.E);
    expect(r.n).toBe(c.expected.n);
    expect(r.W).toBe(c.expected.W);
    expect(Math.abs((r.Rn ?? 0) - c.expected.Rn_text)).toBeLessThanOrEqual(c.tolerances.Rn);
  });
  test('linear variant P = 0.5 + D/800', () => {
    const r = unwrap(estimateDwzUeberschlag(input, { linear: true }));
    expect(r.We).toBeCloseTo(c.expected.variant_linear_P.We, 6);
    expect(r.Rn).toBe(c.expected.variant_linear_P.Rn);
  });
  test('the regular per-game rules', () => {
    const r = unwrap(estimateDwz(input));
    expect(r.We).toBeCloseTo(c.expected.correct_rules_per_text.We, 6);
    expect(Math.abs((r.Rn ?? 0) - c.expected.correct_rules_per_text.Rn)).toBeLessThanOrEqual(c.tolerances.Rn);
  });
});

describe('WO 2002 Anhang 1.3 b) first-DWZ estimate', () => {
  const c = loadDwzCase('wo2002-anhang-1.3b-first-dwz-estimate.json');
  const input = { endDate: '2002-06-30', games: caseGames(c.inputs.opponents) };
  test('Überschlag: Rp clipped around the first estimate', () => {
    const r = unwrap(estimateDwzUeberschlag({ ...input, rules: 'WO2002' }));
    expect(r.Rc).toBe(c.expected.clipped.Rc);
    expect(r.Rp).toBe(c.expected.clipped.Rp);
    expect(r.W).toBe(c.expected.W);
    expect(r.n).toBe(c.expected.n);
  });
  test.each(['ELOBASE', 'WO2013'] as const)('%s: the correct first DWZ', (rules) => {
    const r = unwrap(estimateDwz({ ...input, rules }));
    expect(r.status).toBe('first');
    expect(r.indexNew).toBe(1);
    expect(Math.abs((r.Rn ?? 0) - c.expected.correct_first_dwz)).toBeLessThanOrEqual(
      c.tolerances.correct_first_dwz,
    );
  });
});

describe('SK Troisdorf: one game 1000 vs 1200, both youths (Bremszuschlag, 2016 reading)', () => {
  const c = loadDwzCase('sk-troisdorf-single-game-youth.json');
  const Ro1 = c.inputs.player1.Ro;
  const Ro2 = c.inputs.player2.Ro;
  const run = (Ro: number, opp: number, score: number, index: number) =>
    unwrap(
      estimateDwz({
        rating: { rating: Ro, index },
        birthYear: 2000,
        endDate: '2016-09-01',
        games: [{ opponentRating: opp, score }],
        rules: 'WO2013',
      }),
    );
  const outcomes = [
    ['player1_wins', 2],
    ['draw', 1],
    ['player2_wins', 0],
  ] as const;
  test.each(outcomes.flatMap(([o, s]) => [2, 3, 6].map((index) => [o, s, index] as const)))(
    '%s, index %i',
    (o, s, index) => {
      const p1 = run(Ro1, Ro2, s, index);
      const p2 = run(Ro2, Ro1, 2 - s, index);
      expect(p1.Rn).toBe(c.expected[o].player1);
      expect(p2.Rn).toBe(c.expected[o].player2);
      expect(p1.E).toBe(c.derived_E[o].E1);
      expect(p2.E).toBe(c.derived_E[o].E2);
    },
  );
  test('the what-if table of a player without games is the same table', () => {
    const r = unwrap(
      estimateDwz({
        rating: { rating: Ro1, index: 2 },
        birthYear: 2000,
        endDate: '2016-09-01',
        games: [],
        rules: 'WO2013',
        nextOpponent: Ro2,
      }),
    );
    expect(r.whatIf).toEqual({
      win: c.expected.player1_wins.player1,
      draw: c.expected.draw.player1,
      loss: c.expected.player2_wins.player1,
    });
  });
  test('under WO 2002 the loss differs (special case E = 15·(4 − 3·Ro/1300))', () => {
    const r = unwrap(
      estimateDwz({
        rating: { rating: Ro1, index: 2 },
        birthYear: 2000,
        endDate: '2016-09-01',
        games: [{ opponentRating: Ro2, score: 0 }],
        rules: 'WO2002',
      }),
    );
    expect(r.Rn).not.toBe(c.expected.player2_wins.player1);
    expect(r.E).toBe(Math.round(15 * (4 - (3 * Ro1) / 1300)));
  });
});

describe('Schachclub Ober-Ramstadt: E fixed at 25, table P (Anhang 1.2 formulas)', () => {
  const c = loadDwzCase('schachclub-ober-ramstadt-blog-simplified.json');
  test('We, Rp and Rn', () => {
    const r = unwrap(
      estimateDwz({
        rating: { rating: c.inputs.Ro, index: 20 },
        endDate: '2013-10-25',
        games: caseGames(c.inputs.opponents),
        rules: 'WO2002',
        E: c.inputs.E,
      }),
    );
    expect(r.E).toBe(c.inputs.E);
    expect(r.We).toBeCloseTo(c.expected.We, 6);
    expect(r.W).toBe(c.expected.W);
    expect(r.Rp).toBe(c.expected.Rp_TE);
    expect(Math.abs((r.Rn ?? 0) - c.expected.Rn)).toBeLessThanOrEqual(c.tolerances.Rn);
  });
});

// P(D) = Φ(D / (200·√2)) (DSB-Wertungsordnung since 2013, and 2026) = ½ · (1 + erf(D / 400)).
// Pairs of our own; the six decimals computed here with Python's math.erf, independently of Rochade.
describe('exact P(D) = Φ(D / (200·√2)) to 6 decimals', () => {
  test.each([
    [1650, 1500, 0.702058], // D = 150: ½ · (1 + erf(0.375))
    [2010, 2245, 0.203029], // D = −235: ½ · (1 + erf(−0.5875))
    [1400, 1400, 0.5], // D = 0
    [1777, 1123, 0.989618], // D = 654: ½ · (1 + erf(1.635))
    [1320, 1580, 0.178985], // D = −260: ½ · (1 + erf(−0.65))
    [2400, 1900, 0.96145], // D = 500: ½ · (1 + erf(1.25))
  ])('%i vs %i: %d', (a, b, P) => {
    expect(Math.abs(expectedScoreExact(a - b) - P)).toBeLessThanOrEqual(1e-6);
  });
  test('the logistic curve is not the DWZ curve', () => {
    // D = 654: logistic 1 / (1 + 10^(−654/400)) = 0.9774, Φ gives 0.9896
    expect(Math.abs(expectedScoreExact(654) - 1 / (1 + 10 ** (-654 / 400)))).toBeGreaterThan(0.01);
  });
});

// The formula announced by the DSB (quoted by the Main-Taunus-Schachvereinigung, "DWZ-Upgrade 2025 –
// zwei Fliegen mit einer Klappe"): old < 1000 → old + 400; 1000 … 2109 → 0.64 · old + 760; from 2110
// unchanged; the index goes up by one. Values worked by hand from it.
describe('Umstufung 2026 (07.06.2026)', () => {
  test.each([
    [650, 1050], // 650 + 400
    [850, 1250], // 850 + 400
    [1000, 1400], // 640 + 760
    [1375, 1640], // 880 + 760
    [1775, 1896], // 1136 + 760
    [2000, 2040], // 1280 + 760
    [2110, 2110], // unchanged from 2110
    [2450, 2450],
  ])('%i → %i', (old, expected) => {
    expect(umstufung2026Value(old)).toBe(expected);
  });
  test.each([
    // 0.64 · 1493 + 760 = 1715.52 → 1716 (the announcement names no rounding; Rochade rounds to nearest)
    [1493, 12, 1716, 13],
    // 0.64 · 2109 + 760 = 2109.76 → 2110
    [2109, 40, 2110, 41],
  ])('%i-%i → %i-%i', (rating, index, newRating, newIndex) => {
    expect(umstufung2026({ rating, index })).toEqual({ rating: newRating, index: newIndex });
  });
  test.each([
    [999, 1000],
    [2109, 2110],
  ])('continuous at the branch points %i/%i', (a, b) => {
    expect(Math.abs(umstufung2026Value(b) - umstufung2026Value(a))).toBeLessThanOrEqual(2);
  });
});
