// The one default tiebreak table (core/standings/defaultTiebreaks.ts): every row names codes the
// core computes, and computeStandings takes its list from the row of the tournament's kind and
// rule version when neither the caller nor the file (TRF 202) names one.
import { isTeamTiebreakCode } from '../../../core/team/index.ts';
import { describe, expect, test } from 'vitest';
import {
  computeStandings,
  DEFAULT_TIEBREAKS,
  DEFAULT_TIEBREAK_KINDS,
  defaultTiebreakKind,
} from '../../../core/standings/index.ts';
import { parseTiebreakSpec, RULE_VERSIONS } from '../../../core/tiebreaks/index.ts';
import type { TournamentKind } from '../../../core/tournament/index.ts';
import { miniTournament } from '../../support/tiebreakCases.ts';

const rows = RULE_VERSIONS.flatMap((rules) => DEFAULT_TIEBREAK_KINDS.map((kind) => ({ rules, kind })));

describe('the table', () => {
  test.each(rows)('$rules / $kind: every code is known and the row cites its rule', ({ rules, kind }) => {
    const row = DEFAULT_TIEBREAKS[rules][kind];
    expect(row.codes.length).toBeGreaterThan(0);
    for (const c of row.codes)
      expect(kind === 'team' ? isTeamTiebreakCode(c) : parseTiebreakSpec(c).ok).toBe(true);
    expect(row.source).toMatch(/C\.0[27]|Olympiad|Turniersysteme|Wertungs-Regularien/);
  });

  test('no Buchholz-type code in a round-robin row (C.07 (2024) 8)', () => {
    for (const rules of RULE_VERSIONS)
      for (const kind of ['roundRobin', 'doubleRoundRobin'] as const)
        expect(DEFAULT_TIEBREAKS[rules][kind].codes.filter((c) => /^(BH|FB|AOB)/.test(c))).toEqual([]);
  });

  test.each([
    ['C07_2026', 'swiss', ['BH/C1', 'BH', 'SB', 'WIN']],
    ['C07_2024', 'roundRobin', ['DE', 'WIN', 'SB', 'KS']],
    ['C02_2017', 'doubleRoundRobin', ['DE', 'WIN', 'SB', 'KS']],
    ['club', 'swiss', ['WIN', 'BH/C1', 'BH', 'SB']],
    ['club', 'roundRobin', ['SB', 'WIN', 'DE']],
    ['C07_2026', 'team', ['OSB', 'GP', 'OBH']],
  ] as const)('%s / %s → %j', (rules, kind, codes) => {
    expect(DEFAULT_TIEBREAKS[rules][kind].codes).toEqual(codes);
  });
});

describe('the table kind of a tournament', () => {
  test.each([
    ['swiss', undefined, 'swiss'],
    ['roundRobin', undefined, 'roundRobin'],
    ['doubleRoundRobin', undefined, 'doubleRoundRobin'],
    ['knockout', undefined, 'knockout'],
    ['teamMatch', undefined, 'swiss'],
    ['swiss', true, 'roundRobin'],
    ['doubleRoundRobin', true, 'doubleRoundRobin'],
    ['roundRobin', false, 'swiss'],
  ] as const)('%s (roundRobin %s) → %s', (kind: TournamentKind, rr, expected) => {
    expect(defaultTiebreakKind(kind, rr)).toBe(expected);
  });
});

describe('computeStandings reads the table', () => {
  const t = miniTournament({
    kind: 'swiss',
    players: 4,
    rounds: ['1-2 1-0, 3-4 1/2-1/2', '1-3 0-1, 2-4 1-0'],
  });
  test.each([
    ['C07_2026', ['BH/C1', 'BH', 'SB', 'WIN']],
    ['club', ['WIN', 'BH/C1', 'BH', 'SB']],
  ] as const)('a Swiss under %s ranks by %j', (rules, codes) => {
    const s = computeStandings(t, { rules });
    expect(s.ok && s.value.tiebreaks).toEqual(codes);
  });
  test('a round robin under club rules: SB, WIN, DE', () => {
    const rr = miniTournament({ kind: 'roundRobin', players: 4, rounds: ['1-4 1-0, 2-3 0-1'] });
    const s = computeStandings(rr, { rules: 'club' });
    expect(s.ok && s.value.tiebreaks).toEqual(['SB', 'WIN', 'DE']);
  });
});
