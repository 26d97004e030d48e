// Every value of the Wertungs-Regularien/003 round-robin case files (points, SB term by term, KS, WIN, colour
// tiebreaks, published rank orders), computed from the games.
import { describe, expect, test } from 'vitest';
import { computeStandings } from '../../../core/standings/index.ts';
import {
  computeTiebreak,
  elementsOf,
  makeTiebreakContext,
  parseTiebreakSpec,
  pointsMatrix,
} from '../../../core/tiebreaks/index.ts';
import {
  caseIdMap,
  expectedEntries,
  readTiebreakCase,
  tournamentFromTiebreakCase,
  type CaseEvent,
} from '../../support/tiebreakCases.ts';

const RR_FILES = [
  'wertungs-regularien-sonneborn-berger-example-rr7.json',
  'arbiter-course-exercise-rr6.json',
  'arbiter-course-rr8.json',
  'arbiter-course-rr8-points-only-tableau.json',
  'waldstein-tab1-rr6.json',
  'waldstein-paris-1966-rr8.json',
  'waldstein-tab6-swiss6.json',
] as const;

/** Case field names → tiebreak codes. */
const FIELD_CODES: Readonly<Record<string, string>> = {
  PTS: 'PTS',
  SB: 'SB',
  KS: 'KS',
  WIN: 'WIN',
  BPG: 'BPG',
  BWG: 'BWG',
  PS: 'PS',
  pct_black: 'PCTB',
  SB_neustadtl: 'SB',
  gelbfuss_s1_tab2: 'GF',
  old_sonneborn_berger_tab3_s1_plus_p2: 'OSB',
  BH_sum_of_opponent_scores: 'BH',
  SB_neustadtl_eq_gelbfuss: 'GF',
  buchholz_1932_product_p_times_BH: 'BHP',
};

const load = (file: string) => {
  const c = readTiebreakCase(file);
  const ev = c as unknown as CaseEvent;
  return { c, ev, t: tournamentFromTiebreakCase(ev, file), ids: caseIdMap(ev.players) };
};

const valueTable = (file: string, code: string) => {
  const { t } = load(file);
  const spec = parseTiebreakSpec(code);
  if (!spec.ok) throw new Error(spec.error.message);
  return computeTiebreak(makeTiebreakContext(t, { rules: 'C07_2026' }), spec.value);
};

const rows = RR_FILES.flatMap((file) => {
  const { c, ids } = load(file);
  const expected = c['expected'] as Record<string, Record<string, unknown>>;
  return Object.entries(expected).flatMap(([block, fields]) =>
    Object.entries(fields)
      .filter(([field]) => field in FIELD_CODES)
      .flatMap(([field, table]) =>
        expectedEntries(table, ids).map(
          (e) =>
            [`${file} ${block}.${field} ${e.key}`, file, FIELD_CODES[field] ?? '', e.id, e.value] as const,
        ),
      ),
  );
});

describe('seed round robins: per-player values', () => {
  test('the case games reproduce the crosstables', () => {
    for (const file of RR_FILES) {
      const { c, t, ids } = load(file);
      const ct = c['crosstable'] as { player_order: (string | number)[]; cells?: (number[] | null)[][] };
      if (!ct.cells) continue;
      const m = pointsMatrix(t);
      ct.player_order.forEach((pi, i) =>
        ct.player_order.forEach((pj, j) => {
          const cell = ct.cells?.[i]?.[j];
          const a = m.ids.indexOf(ids.get(String(pi)) ?? 0);
          const b = m.ids.indexOf(ids.get(String(pj)) ?? 0);
          if (cell) expect(m.points[a]?.[b]).toBe(cell.reduce((x, y) => x + y, 0) * 2);
        }),
      );
    }
  });

  test.each(rows)('%s', (_, file, code, id, value) => {
    expect(valueTable(file, code).get(id)).toBe(value);
  });
});

describe('Wertungs-Regularien SB example: terms of C and D (opponent score × points against them)', () => {
  const { c, t, ids } = load('wertungs-regularien-sonneborn-berger-example-rr7.json');
  const pub = (c['expected'] as Record<string, Record<string, unknown>>)['published'] ?? {};
  const ctx = makeTiebreakContext(t, { rules: 'C07_2026' });
  test.each(['C', 'D'])('SB terms of %s', (who) => {
    const terms = pub[`SB_terms_${who}`] as Record<string, number>;
    const els = elementsOf(ctx, ids.get(who) ?? 0);
    for (const [opp, value] of Object.entries(terms)) {
      const e = els.find((x) => x.opponent === ids.get(opp));
      expect(((e?.opp ?? NaN) * (e?.points ?? NaN)) / 4).toBe(value);
    }
  });
});

describe('Turniersysteme (arbiter course): colour statistics and published rank orders', () => {
  const colourFiles = ['arbiter-course-exercise-rr6.json', 'arbiter-course-rr8.json'];
  test.each(colourFiles)('%s black points / games / percent', (file) => {
    const { c, ids } = load(file);
    const triples = (c['expected'] as Record<string, Record<string, unknown>>)['computed']?.[
      'black_points_games_pct'
    ] as Record<string, [number, number, number]>;
    const [pts, games, pct] = ['BPTS', 'BPG', 'PCTB'].map((code) => valueTable(file, code));
    for (const [key, [p, g, q]] of Object.entries(triples)) {
      const id = ids.get(key) ?? 0;
      expect([pts?.get(id), games?.get(id), pct?.get(id)]).toEqual([p, g, q]);
    }
  });

  test('rr8 published "x / y" black points over black games', () => {
    const file = 'arbiter-course-rr8.json';
    const { c, ids } = load(file);
    const printed = (c['expected'] as Record<string, Record<string, unknown>>)['published']?.[
      'black_points_over_black_games'
    ] as Record<string, string>;
    const pts = valueTable(file, 'BPTS');
    const games = valueTable(file, 'BPG');
    const parse = (s: string): number =>
      s
        .trim()
        .split(' ')
        .reduce(
          (a, part) =>
            a + (part.includes('/') ? Number(part.split('/')[0]) / Number(part.split('/')[1]) : Number(part)),
          0,
        );
    for (const [key, text] of Object.entries(printed)) {
      const [p = '', g = ''] = text.split(' / ');
      const id = ids.get(key) ?? 0;
      expect([pts.get(id), games.get(id)]).toEqual([parse(p), parse(g)]);
    }
  });

  const rankCases = [
    ['arbiter-course-exercise-rr6.json', 'rank', 'order'],
    ['arbiter-course-rr8.json', 'rank_variant_A', 'variant_A_P_S_SB'],
    ['arbiter-course-rr8.json', 'rank_variant_B', 'variant_B_P_S_%S_SB'],
  ] as const;
  /** The slides' German column names → codes. */
  const GERMAN: Readonly<Record<string, string>> = { Siege: 'WIN', SB: 'SB', '% Schwarz': 'PCTB' };
  const orderOf = (rules: Record<string, unknown>, key: string): string[] => {
    const v = rules[key];
    if (Array.isArray(v)) return (v as string[]).filter((x) => x !== 'Punkte').map((x) => GERMAN[x] ?? x);
    // "Punkte, Siege, % Schwarz (points with Black / games with Black), SB -> ..."
    return String(v)
      .split('->')[0]!
      .replace(/\([^)]*\)/g, '')
      .split(',')
      .map((x) => x.trim().replace(/^FW\//, ''))
      .filter((x) => x !== 'Punkte' && x !== '')
      .map((x) => GERMAN[x] ?? x);
  };
  test.each(rankCases)('%s %s', (file, block, orderKey) => {
    const { c, t, ids } = load(file);
    const expected = (c['expected'] as Record<string, Record<string, unknown>>)['published']?.[
      block
    ] as Record<string, number>;
    const order = orderOf(c['tiebreak_rules'] as Record<string, unknown>, orderKey);
    const s = computeStandings(t, { tiebreaks: order });
    expect(s.ok).toBe(true);
    if (!s.ok) return;
    for (const [key, rank] of Object.entries(expected))
      expect(s.value.rows.find((r) => r.player.id === ids.get(key))?.rank).toBe(rank);
  });

  test('erratum: Franz SB printed 3.75 is 3.25; the other printed SB values come out', () => {
    const file = 'arbiter-course-exercise-rr6.json';
    const { c, ids } = load(file);
    const exp = c['expected'] as Record<string, Record<string, Record<string, number>>>;
    const sb = valueTable(file, 'SB');
    for (const [key, printed] of Object.entries(exp['published']?.['SB_as_printed'] ?? {})) {
      const corrected = exp['computed']?.['SB']?.[key] ?? NaN;
      expect(sb.get(ids.get(key) ?? 0)).toBe(corrected);
      if (key !== '6') expect(corrected).toBe(printed);
    }
    expect(String(c['errata'])).toContain('3.25');
  });
});
