import { describe, expect, test } from 'vitest';
import {
  evaluateTournamentDwz,
  expectedScoreExact,
  umstufung2026,
  type DwzTournamentEvaluation,
} from '../../../core/dwz/index.ts';
import { makeDwzReportTable, renderTextTable } from '../../../core/report/index.ts';
import { anhang11Tournament } from './loadCase.ts';

const { t, ids, letter } = anhang11Tournament();
const I = ids.get('I') ?? 0;
const evaluate = (rules: 'WO2002' | 'ELOBASE' | 'WO2013' | 'WO2026'): DwzTournamentEvaluation => {
  const r = evaluateTournamentDwz(t, { rules, stageOverrides: { [I]: 'first' } });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const seed = evaluate('WO2002');

describe('the Anhang 1.1 tournament under the later rule versions', () => {
  test.each(['ELOBASE', 'WO2013'] as const)(
    '%s: same classification, first DWZ within 10 of the table values',
    (rules) => {
      const e = evaluate(rules);
      expect(e.iteration.converged).toBe(true);
      for (const p of e.players) {
        const s = seed.players.find((x) => x.id === p.id);
        expect(p.status, letter(p.id)).toBe(s?.status);
        if (p.status === 'first' || p.status === 'second')
          expect(Math.abs((p.Rn ?? 0) - (s?.Rn ?? 0))).toBeLessThanOrEqual(10);
      }
    },
  );
  test('WO2013: every first value solves ΣΦ = W against the final values of its counted opponents', () => {
    const e = evaluate('WO2013');
    const h = e.players.find((p) => letter(p.id) === 'H');
    // H's counted opponents: every opponent with a DWZ or a first-stage value (all of H's rated games but S).
    const opps = t.games
      .filter((g) => g.white === h?.id || g.black === h?.id)
      .map((g) => (g.white === h?.id ? g.black : g.white))
      .map((o) => e.players.find((p) => p.id === o))
      .filter((p) => p && p.status !== 'discarded' && p.status !== 'residual')
      .map((p) => (p?.status === 'established' ? (p.Ro ?? 0) : (p?.Rn ?? 0)));
    const We = opps.reduce((s, o) => s + expectedScoreExact((h?.Rh ?? 0) - o), 0);
    expect(Math.abs(We - (h?.W ?? 0))).toBeLessThan(0.01);
  });
  test('WO2013 (2016 text): no Rh at 100 % (player A)', () => {
    expect(evaluate('WO2013').players.find((p) => letter(p.id) === 'A')?.Rh).toBeUndefined();
  });
  test('WO2026: K instead of E, 100 % with a fictitious draw makes R a first DWZ', () => {
    const e = evaluate('WO2026');
    const A = e.players.find((p) => letter(p.id) === 'A');
    expect(A?.K).toBeDefined();
    expect(A?.E).toBeUndefined();
    expect(e.players.find((p) => letter(p.id) === 'R')?.status).toBe('first');
    for (const p of e.players) if (p.Rn !== undefined) expect(p.Rn).toBeGreaterThanOrEqual(1100);
  });
  test('the default version follows the end date', () => {
    const r = evaluateTournamentDwz({ ...t, endDate: '2026-08-01' });
    expect(r.ok && r.value.rules).toBe('WO2026');
    const r2 = evaluateTournamentDwz({ ...t, endDate: undefined });
    expect(r2.ok).toBe(false);
    if (!r2.ok) expect(r2.error.kind).toBe('missingEndDate');
  });
  test('a bad stored rating is reported with the player', () => {
    const players = t.players.map((p) => (p.id === 1 ? { ...p, dwz: { rating: 2300, index: 0 } } : p));
    const r = evaluateTournamentDwz({ ...t, players }, { rules: 'WO2002' });
    expect(!r.ok && r.error).toMatchObject({ kind: 'badIndex', player: 1 });
  });
});

describe('2016 text 3.4.3: non-members count in the calculation, nothing is published for them', () => {
  const H = ids.get('H') ?? 0;
  const R = ids.get('R') ?? 0;
  const A = ids.get('A') ?? 0;
  const withNon = evaluateTournamentDwz(t, {
    rules: 'WO2013',
    stageOverrides: { [I]: 'first' },
    nonMembers: [H, R, A],
  });
  if (!withNon.ok) throw new Error(JSON.stringify(withNon.error));
  const plain = evaluate('WO2013');
  test.each([
    ['H (first stage)', H],
    ['R (Restpartien)', R],
    ['A (established)', A],
  ])('%s: no Rn, index, Rh or Restpartien published', (_, id) => {
    const p = withNon.value.players.find((x) => x.id === id);
    expect(p?.Rn).toBeUndefined();
    expect(p?.indexNew).toBeUndefined();
    expect(p?.Rh).toBeUndefined();
    expect(p?.newResidualGames).toBeUndefined();
    expect(p?.reason).toMatch(/3\.4\.3/);
  });
  test('every other player is evaluated exactly as without the flag', () => {
    const others = (e: DwzTournamentEvaluation) => e.players.filter((p) => ![H, R, A].includes(p.id));
    expect(others(withNon.value)).toEqual(others(plain));
  });
});

describe('Umstufung 2026 of the stored ratings before a WO2026 evaluation (§6)', () => {
  test('every DWZ converted with index + 1; the evaluation runs on the converted values', () => {
    const r = evaluateTournamentDwz(t, {
      rules: 'WO2026',
      umstufung: true,
      stageOverrides: { [I]: 'first' },
    });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    for (const p of t.players) {
      if (!p.dwz) continue;
      const out = r.value.players.find((x) => x.id === p.id);
      const conv = umstufung2026(p.dwz);
      expect(out?.Ro).toBe(conv.rating);
      expect(out?.index).toBe(conv.index);
    }
    expect(r.value.warnings.join(' ')).toMatch(/Umstufung/);
  });
  test('the Umstufung with another rule version is an error', () => {
    const r = evaluateTournamentDwz(t, { rules: 'WO2013', umstufung: true });
    expect(!r.ok && r.error.kind).toBe('badOption');
  });
});

describe('Anhang 1.1.11 display table', () => {
  // The report's DWZ table (CLI, bot, PDF and site draw it).
  const text = renderTextTable(makeDwzReportTable(seed, 'en')).join('\n');
  test('one line per player plus the header, residual games listed', () => {
    const lines = text.trim().split('\n');
    expect(lines).toHaveLength(t.players.length + 1);
    const R = seed.players.find((p) => letter(p.id) === 'R');
    expect(text).toContain(
      `(${R?.newResidualGames?.length} RP: ${R?.newResidualGames?.map((g) => `${g.score / 2}/${g.opponentRating}`).join('; ')})`,
    );
    const A = seed.players.find((p) => letter(p.id) === 'A');
    expect(text).toContain(`${A?.Rn}-${A?.indexNew}`);
  });
});
