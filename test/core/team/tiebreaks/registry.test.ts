// TEAM_TIEBREAKS as data and the one code splitter shared with the individual tiebreaks.
import { describe, expect, test } from 'vitest';
import {
  describeTeamTiebreak,
  needsBoardResults,
  parseTeamTiebreakSpec,
  TEAM_TIEBREAK_CODES,
  TEAM_TIEBREAKS,
} from '../../../../core/team/index.ts';
import { parseTiebreakSpec, splitTiebreakCode } from '../../../../core/tiebreaks/index.ts';

describe('splitTiebreakCode: one split for individual and team codes', () => {
  test.each([
    ['BH/C1/P', 'BH', ['C1', 'P']],
    ['bh-c1-p', 'BH', ['C1', 'P']],
    ['KS/L-2', 'KS', ['L-2']],
    ['EMGSB/C1', 'EMGSB', ['C1']],
    ['SSSC/K4', 'SSSC', ['K4']],
    [' bw/b4 ', 'BW', ['B4']],
  ])('%s → %s %j', (text, head, mods) => {
    expect(splitTiebreakCode(text)).toEqual({ head, mods });
  });
  test('the individual parser reads through it (BH-C1-P as BH/C1/P)', () => {
    const r = parseTiebreakSpec('BH-C1-P');
    expect(r.ok && [r.value.code, r.value.cut.low, r.value.forfeitsPlayed]).toEqual(['BH', 1, true]);
  });
});

describe('TEAM_TIEBREAKS registry', () => {
  test('every code has a definition with its own code, a name and a rule', () => {
    for (const code of TEAM_TIEBREAK_CODES) {
      const d = TEAM_TIEBREAKS[code];
      expect([d.code, d.name.length > 0, d.rule.length > 0]).toEqual([code, true, true]);
    }
  });

  test.each([
    ['EMGSB/C1', { code: 'EMGSB', cut: 1 }],
    ['emgsb-c2', { code: 'EMGSB', cut: 2 }],
    ['SSSC/K4', { code: 'SSSC', cut: 0, factor: 4 }],
    ['BW/B4', { code: 'BW', cut: 0, firstBoards: 4 }],
  ])('%s reads as %j', (text, want) => {
    const r = parseTeamTiebreakSpec(text);
    expect(r.ok && r.value).toMatchObject(want);
  });

  test.each([
    ['SSSC/C1', /modifier "C1" is not allowed here/],
    ['EDE/C1', /"EDE" takes no modifier/],
    ['BW/K4', /modifier "K4" is not allowed here/],
    ['XYZ', /unknown code "XYZ"/],
  ])('%s is refused: %s', (text, message) => {
    const r = parseTeamTiebreakSpec(text);
    expect(!r.ok && r.error.message).toMatch(message);
  });

  test('codes that read single boards (C.07 12; BW) are flagged, with their modifiers', () => {
    expect(['BC', 'TBR', 'BBE', 'BW/B2', 'EDEB', 'EDET', 'EDEBB', 'EDEBT'].every(needsBoardResults)).toBe(
      true,
    );
    expect(['MP', 'GP', 'EDE', 'EMGSB/C1', 'OSB', 'OBH', 'SSSC/K4'].some(needsBoardResults)).toBe(false);
  });

  test.each([
    ['EMGSB/C1', 'Extended Sonneborn-Berger, opponent MP × own GP, cut 1 (C.07 13.2, 14.1)'],
    ['SSSC/K4', 'Secondary score + Buchholz of the primary score ÷ normalising factor, K = 4 (C.07 13.4)'],
    ['BW/B4', 'Berliner Wertung per match, summed, boards 1-4 (Wertungs-Regularien)'],
    ['EDE', 'Extended direct encounter (C.07 13.3)'],
  ])('legend of %s', (text, legend) => {
    expect(describeTeamTiebreak(text)).toBe(legend);
  });
});
