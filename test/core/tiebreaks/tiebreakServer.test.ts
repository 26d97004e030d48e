// Issue 12: the classes where Rochade and FIDE's TieBreakServer differed, pinned to the C.07 text
// (hand calculations) and to TieBreakServer output (test/fixtures/tiebreaks-oracle/README.md).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseTrf } from '../../../core/formats/trf/trf.ts';
import { computeStandings } from '../../../core/standings/index.ts';
import { applyCut, type RuleVersion } from '../../../core/tiebreaks/index.ts';
import type { Tournament } from '../../../core/tournament/model.ts';
import { miniTournament } from '../../support/tiebreakCases.ts';

const fixture = (name: string): string =>
  readFileSync(new URL(`../../fixtures/tiebreaks-oracle/${name}`, import.meta.url), 'utf8');

function trf(name: string): Tournament {
  const r = parseTrf(fixture(name));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.tournament;
}

/** TieBreakServer's tab-separated output: column (code without /V….) → start number → value (null for `-0`). */
function oracle(name: string): ReadonlyMap<string, ReadonlyMap<number, number | null>> {
  const [head, ...lines] = fixture(name).trim().split('\n');
  const cols = (head ?? '').split('\t');
  const out = new Map<string, Map<number, number | null>>();
  cols.forEach((c, k) => {
    if (k < 2) return;
    const m = new Map<number, number | null>();
    for (const l of lines) {
      const cells = l.split('\t');
      const v = cells[k] ?? '';
      m.set(Number(cells[0]), v === '-0' || v === '' ? null : Number(v));
    }
    out.set(c.replace(/\/V20\d\d$/, ''), m);
  });
  return out;
}

function values(
  t: Tournament,
  rules: RuleVersion,
  codes: readonly string[],
  roundRobin = false,
): ReadonlyMap<string, ReadonlyMap<number, number | null>> {
  const s = computeStandings(t, { rules, tiebreaks: codes, roundRobin });
  if (!s.ok) throw new Error(s.error.message);
  return new Map(codes.map((c) => [c, new Map(s.value.rows.map((r) => [r.player.id, r.values[c] ?? null]))]));
}

describe('FB: the final round as if every paired game were drawn, forfeits included (C.07 8.3, Type D 4.3)', () => {
  // Round 2: 1-3 +:- (forfeit), 5-2 -:- (double forfeit), 4-6 1-0. Drawn: scores 1.5 .5 1.5 .5 1 1.
  // FB(1) = 2 (.5) + 3 (1.5) = 2; FB(2) = 1 (1.5) + 5 (1) = 2.5; FB(5) = 6 (1) + 2 (.5) = 1.5.
  const t = trf('fb-final-round-forfeits.trf');
  const want = oracle('fb-final-round-forfeits.FB-V2026.tsv').get('FB');
  test.each(['C07_2024', 'C07_2026'] as const)(
    '%s: agrees with TieBreakServer and the hand values',
    (rules) => {
      const got = values(t, rules, ['FB']).get('FB');
      expect(got).toEqual(want);
      expect([1, 2, 5].map((id) => got?.get(id))).toEqual([2, 2.5, 1.5]);
    },
  );
});

describe('SB cuts with virtual unplayed rounds (C.07 16.5.2)', () => {
  const item = (significance: number, contribution: number, vur: boolean) => ({
    significance,
    contribution,
    vur,
  });
  test('two VURs tied on the lowest contribution: the least significant one goes first (16.5.2 note)', () => {
    // 2026 caps give the two dummies different scores (3 and 2), both with contribution 0.
    const items = [item(3, 0, true), item(2, 0, true), item(4, 8, false)];
    expect(applyCut(items, { low: 1, high: 0 }, true)).toEqual([item(3, 0, true), item(4, 8, false)]);
  });
  test('the VUR to cut is the one with the lowest contribution, not the lowest dummy score (16.5.2 a)', () => {
    // (a) lowest VUR contribution: B (dummy 5, contribution 2), not A (lowest dummy score 4,
    // contribution 4); (b) least significant value: the game G (opponent 1, contribution 1).
    // The higher of the two is cut: B (TieBreakServer, by dummy score, cuts A).
    const items = [item(4, 4, true), item(5, 2, true), item(1, 1, false)];
    expect(applyCut(items, { low: 1, high: 0 }, true)).toEqual([item(4, 4, true), item(1, 1, false)]);
  });
});

describe('round robin free round: blank, `0000 - Z` or `0000 - -` (C.07 15.2, 7.5)', () => {
  const want = oracle('rr-free-round.V2026.tsv');
  const codes = ['KS', 'SB', 'SB/C1', 'PS'] as const;
  test.each([
    ['rr-free-round-blank.trf', 'C07_2024'],
    ['rr-free-round-zpb.trf', 'C07_2024'],
    ['rr-free-round-absent.trf', 'C07_2024'],
    ['rr-free-round-blank.trf', 'C07_2026'],
    ['rr-free-round-zpb.trf', 'C07_2026'],
    ['rr-free-round-absent.trf', 'C07_2026'],
  ] as const)('%s (%s): KS, SB, SB/C1, PS as TieBreakServer', (file, rules) => {
    const got = values(trf(file), rules, codes, true);
    for (const c of codes) expect(got.get(c), c).toEqual(want.get(c));
  });
  test('PS counts the free round: player 2 scores 1, 1½, 1½ (free), 1½, 2', () => {
    // Player 2: r1 beat 5 (1), r2 drew 1 (1.5), r3 free (1.5), r4 lost to 3 (1.5), r5 drew 4 (2).
    const got = values(trf('rr-free-round-zpb.trf'), 'C07_2026', ['PS'], true).get('PS');
    expect(got?.get(2)).toBe(1 + 1.5 + 1.5 + 1.5 + 2);
  });
  test('KS: the maximum is 4 games, not 5 rounds (line 2 points); SB/C1 of 5 cuts opponent 4, not a dummy', () => {
    const got = values(trf('rr-free-round-zpb.trf'), 'C07_2026', ['KS', 'SB/C1'], true);
    // 1 scored ½ against 2 (2 points) and 1 against 3 (2½): 1.5.
    expect(got.get('KS')?.get(1)).toBe(1.5);
    // 5 beat 4 (1 point) and lost the rest: the lowest opponent (4) is cut → 0.
    expect(got.get('SB/C1')?.get(5)).toBe(0);
  });
});

describe('where TieBreakServer deviates from C.07 (Rochade keeps the text)', () => {
  test('STD: a double forfeit is ½ (7.7: equal to the scheduled opponent’s points)', () => {
    const got = values(trf('fb-final-round-forfeits.trf'), 'C07_2026', ['STD']).get('STD');
    const tbs = oracle('fb-final-round-forfeits.STD-V2026.tsv').get('STD');
    // 2: loss, double forfeit → 0 + ½; 5: draw, double forfeit → ½ + ½. TieBreakServer: 0 and ½.
    expect([got?.get(2), got?.get(5)]).toEqual([0.5, 1]);
    expect([tbs?.get(2), tbs?.get(5)]).toEqual([0, 0.5]);
    for (const id of [1, 3, 4, 6]) expect(got?.get(id)).toBe(tbs?.get(id));
  });
  test('round robin: a forfeit win counts as a game for WON, BPG, BWG (15.2)', () => {
    // Player 1 won round 3 with Black, round 4 with White, round 5 by forfeit with Black.
    const got = values(trf('rr-free-round-blank.trf'), 'C07_2026', ['WON', 'BPG', 'BWG'], true);
    expect(['WON', 'BPG', 'BWG'].map((c) => got.get(c)?.get(1))).toEqual([3, 2, 2]);
    const tbs = oracle('rr-free-round.V2026.tsv');
    for (const c of ['WON', 'BPG', 'BWG'])
      for (const id of [2, 3, 4, 5]) expect(got.get(c)?.get(id), `${c} ${id}`).toBe(tbs.get(c)?.get(id));
  });
});

describe('rating averages without a game over the board have no value and rank last (C.07 8.2, 10.1)', () => {
  // Player 4: forfeit loss, then a HPB. Player 3 is unrated (rated 1000 by /U1000, C.07 10).
  const t = trf('no-game-over-the-board.trf');
  const want = oracle('no-game-over-the-board.V2026-u1000.tsv');
  const codes = ['ARO/U1000', 'TPR/U1000', 'PTP/U1000', 'APRO/U1000', 'APPO/U1000', 'AOB'];
  test('values as TieBreakServer with -u 1000, null where it prints -0', () => {
    const got = values(t, 'C07_2026', codes);
    for (const c of codes) expect(got.get(c), c).toEqual(want.get(c.replace('/U1000', '')));
  });
  test.each(codes)('%s: player 4 ranks below player 2 (both ½ point)', (code) => {
    const s = computeStandings(t, { rules: 'C07_2026', tiebreaks: [code] });
    if (!s.ok) throw new Error(s.error.message);
    const ids = s.value.rows.map((r) => r.player.id);
    expect(ids.indexOf(4)).toBeGreaterThan(ids.indexOf(2));
    expect(s.value.rows.find((r) => r.player.id === 4)?.values[code]).toBeNull();
  });
  test('without /U the unrated opponent is left out: ARO(1) = 1800 (10.1)', () => {
    const s = computeStandings(t, { rules: 'C07_2026', tiebreaks: ['ARO'] });
    if (!s.ok) throw new Error(s.error.message);
    expect(s.value.rows.find((r) => r.player.id === 1)?.values['ARO']).toBe(1800);
    expect(s.value.warnings.join()).toMatch(/unrated/);
  });
  test('an odd-field mini event: ARO of a player with only byes is null', () => {
    const m = miniTournament({ players: 3, rounds: ['1-2 1-0, 3 PAB'], ratings: [1500, 1600, 1700] });
    const s = computeStandings(m, { rules: 'C07_2024', tiebreaks: ['ARO', 'TPR'] });
    if (!s.ok) throw new Error(s.error.message);
    expect(s.value.rows.map((r) => [r.player.id, r.values['ARO'], r.values['TPR']])).toEqual([
      [1, 1600, 2400],
      [3, null, null],
      [2, 1500, 700],
    ]);
  });
});
