// Waldstein, "Zur Frage der Bewertung der einzelnen Partieergebnisse": iterates, converged t and T, control values, ranks, homogeneity, Gelbfuß
// ranking and Buchholz's 1932 ranking, all computed from the case games.
import { describe, expect, test } from 'vitest';
import { rankByValues } from '../../../core/standings/index.ts';
import {
  buchholz1932Ranking,
  computeTiebreak,
  makeTiebreakContext,
  parseTiebreakSpec,
  pointsMatrix,
  waldstein,
  waldsteinControl,
  waldsteinIterates,
} from '../../../core/tiebreaks/index.ts';
import {
  caseIdMap,
  readTiebreakCase,
  tournamentFromTiebreakCase,
  type CaseEvent,
} from '../../support/tiebreakCases.ts';

const FILES = [
  'waldstein-tab1-rr6.json',
  'waldstein-tab6-swiss6.json',
  'waldstein-paris-1966-rr8.json',
] as const;

const load = (file: string) => {
  const c = readTiebreakCase(file);
  const ev = c as unknown as CaseEvent;
  const t = tournamentFromTiebreakCase(ev, file);
  const exp = c['expected'] as Record<string, Record<string, unknown>>;
  return { c, t, ids: caseIdMap(ev.players), pub: exp['published'] ?? {}, comp: exp['computed'] ?? {} };
};

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'];
const parseRoman = (s: string): { rank: number; rankTo?: number } => {
  const [a = '', b] = s.split('/');
  const rank = ROMAN.indexOf(a) + 1;
  return b ? { rank, rankTo: ROMAN.indexOf(b) + 1 } : { rank };
};
const table = (x: unknown): Record<string, number> => x as Record<string, number>;

describe.each(FILES)('Waldstein %s', (file) => {
  const { c, t, ids, pub, comp } = load(file);
  const w = waldstein(t);
  const m = pointsMatrix(t);
  const n = t.players.length;
  const idx = (key: string): number => m.ids.indexOf(ids.get(key) ?? 0);

  test('converged t (exact eigenvector, 5 decimals)', () => {
    for (const [key, v] of Object.entries(table(comp['t_exact'])))
      expect(w.t.get(ids.get(key) ?? 0)).toBeCloseTo(v, 5);
    expect([...w.t.values()].reduce((a, x) => a + x, 0)).toBeCloseTo(1, 12);
    if (typeof comp['perron_root'] === 'number') expect(w.perronRoot).toBeCloseTo(comp['perron_root'], 5);
  });

  test('published t within the print precision', () => {
    const field = Object.keys(pub).find((k) => k === 't' || k === 't_tab5' || k === 't_tab7') ?? '';
    const tol = typeof pub['t_tolerance'] === 'number' ? pub['t_tolerance'] : 0.001;
    // Paris 1966: Waldstein stopped at s4 and printed s4 / Σ s4 (F truncated, errata).
    const s4 = pub['doubled_s1_s4'] ? waldsteinIterates(m, 4)[3] : undefined;
    const s4sum = (s4 ?? []).reduce((a, x) => a + x, 0);
    for (const [key, v] of Object.entries(table(pub[field]))) {
      const got = s4 ? (s4[idx(key)] ?? NaN) / s4sum : (w.t.get(ids.get(key) ?? 0) ?? NaN);
      expect(Math.abs(got - v)).toBeLessThanOrEqual(tol + 1e-9);
    }
  });

  test('control values t_kontr = M·t / Σ M·t from the printed t (4th-decimal rounding)', () => {
    const tField = Object.keys(pub).find((k) => k === 't' || k === 't_tab5' || k === 't_tab7') ?? '';
    const kField = Object.keys(pub).find((k) => k.startsWith('t_kontroll')) ?? '';
    const printed = table(pub[tField]);
    const tv = m.ids.map((id) => printed[[...ids].find(([, v]) => v === id)?.[0] ?? ''] ?? 0);
    const control = waldsteinControl(m, tv);
    for (const [key, v] of Object.entries(table(pub[kField])))
      expect(Math.abs((control[idx(key)] ?? NaN) - v)).toBeLessThanOrEqual(0.00015);
  });

  test('rank by t', () => {
    const places = rankByValues(
      t.players.map((p) => p.id),
      w.t,
    );
    for (const [key, r] of Object.entries(pub['rank_by_t'] as Record<string, string>))
      expect(places.get(ids.get(key) ?? 0)).toEqual(parseRoman(r));
  });

  const tField = Object.keys(pub).find((k) => k === 'T' || k === 'T_section5');
  test.skipIf(!tField)('T = n·t (printed from the 3-decimal t: within n·0.0005 + the print unit)', () => {
    const field = tField ?? '';
    const printed = table(pub[field]);
    const unit = Object.values(printed).some((v) => Math.round(v * 100) !== v * 100) ? 0.0005 : 0.005;
    for (const [key, v] of Object.entries(printed))
      expect(Math.abs((w.T.get(ids.get(key) ?? 0) ?? NaN) - v)).toBeLessThanOrEqual(n * 0.0005 + unit + 1e-9);
    if (typeof pub['homogeneity_Tmax_over_Tmin'] === 'number')
      // printed from the rounded T values (errata): exact 2.094 vs 2.11
      expect(Math.abs(w.homogeneity - pub['homogeneity_Tmax_over_Tmin'])).toBeLessThanOrEqual(0.02);
  });

  test('iterates: doubled s1..s4 (Paris), s1/s2 in points (Tab. 1-4)', () => {
    const its = waldsteinIterates(m, 4);
    const doubled = (pub['doubled_s1_s4'] ?? comp['doubled_iterates']) as Record<string, unknown> | undefined;
    if (doubled)
      for (const k of [1, 2, 3, 4]) {
        const sk = doubled[`s${k}`] as Record<string, number> | undefined;
        for (const [key, v] of Object.entries(sk ?? {})) expect(its[k - 1]?.[idx(key)]).toBe(v);
        if (k === 4 && typeof doubled['s4_sum'] === 'number')
          expect(its[3]?.reduce((a, x) => a + x, 0)).toBe(doubled['s4_sum']);
      }
    // Undoubled: s_k(points) = doubled / 2^(k+1)
    for (const [field, k] of [
      ['gelbfuss_s1_tab2', 1],
      ['s2_tab4', 2],
    ] as const)
      for (const [key, v] of Object.entries(table(pub[field] ?? {})))
        expect((its[k - 1]?.[idx(key)] ?? NaN) / 2 ** (k + 1)).toBe(v);
    for (const [field, k] of [
      ['s1_sum', 1],
      ['s2_sum', 2],
    ] as const)
      if (typeof pub[field] === 'number')
        expect((its[k - 1] ?? []).reduce((a, x) => a + x, 0) / 2 ** (k + 1)).toBe(pub[field]);
  });

  const gfField = Object.keys(pub).find((k) => k === 'gelbfuss_rank_tab2' || k === 'rank_gelbfuss');
  test.skipIf(!gfField)('Gelbfuß ranking (shared places)', () => {
    const field = gfField ?? '';
    const spec = parseTiebreakSpec('GF');
    if (!spec.ok) throw new Error('GF');
    const gf = computeTiebreak(makeTiebreakContext(t, { rules: 'club' }), spec.value);
    const places = rankByValues(
      t.players.map((p) => p.id),
      gf,
    );
    for (const [key, r] of Object.entries(pub[field] as Record<string, string>))
      expect(places.get(ids.get(key) ?? 0)).toEqual(parseRoman(r));
  });

  const ranks = pub['rank_buchholz_1932_with_10pct_tolerance'] as Record<string, string> | undefined;
  test.skipIf(!ranks)('Buchholz 1932 ranking with the 10 % tolerance', () => {
    const ctx = makeTiebreakContext(t, { rules: 'club' });
    const get = (code: string) => {
      const s = parseTiebreakSpec(code);
      if (!s.ok) throw new Error(code);
      return computeTiebreak(ctx, s.value);
    };
    const order = buchholz1932Ranking(
      t.players.map((p) => p.id),
      get('PTS'),
      get('BHP'),
    );
    for (const [key, r] of Object.entries(ranks ?? {}))
      expect(order.indexOf(ids.get(key) ?? 0) + 1).toBe(parseRoman(r).rank);
  });

  test.skipIf(!c['errata'])('errata are documented in the case as a list', () => {
    expect(Array.isArray(c['errata'])).toBe(true);
  });
});
