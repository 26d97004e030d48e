// Standings: points, then tiebreaks only among the still tied; DE as a group operation; shared
// places; defaults and warnings; standings after any round.
import { describe, expect, test } from 'vitest';
import { computeStandings, defaultRules, formatRank, type Standings } from '../../../core/standings/index.ts';
import { miniTournament } from '../../support/tiebreakCases.ts';

const order = (s: Standings): string[] => s.rows.map((r) => `${formatRank(r)}${r.player.id}`);
const run = (...args: Parameters<typeof computeStandings>): Standings => {
  const s = computeStandings(...args);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
};

// Round robin of 4 with a cycle among 1, 2, 3 (each 1 of 2 among them); all beat 4.
const cycle = miniTournament({
  kind: 'roundRobin',
  players: 4,
  rounds: ['1-2 1-0, 3-4 1-0', '2-3 1-0, 4-1 0-1', '3-1 1-0, 2-4 1-0'],
});
// Round robin of 4: 1, 2, 3 tied on 2 points; among them 2 beat both, 1 and 3 drew.
const sub = miniTournament({
  kind: 'roundRobin',
  players: 4,
  rounds: ['1-3 1/2-1/2, 2-4 0-1', '2-1 1-0, 4-3 0-1', '3-2 0-1, 1-4 1-0'],
});
// scores: 1: .5 + 0 + 1 = 1.5; 2: 0 + 1 + 1 = 2; 3: .5 + 1 + 0 = 1.5; 4: 1 + 0 + 0 = 1

describe('direct encounter (C.07 6)', () => {
  test('a cycle stays tied and shares the place', () => {
    expect(order(run(cycle, { tiebreaks: ['DE'] }))).toEqual(['1-3.1', '1-3.2', '1-3.3', '4.4']);
  });
  test('re-applied to the sub-group that stays tied', () => {
    // 1 and 3 tied on 1.5 and drew each other: DE keeps them tied, SB then decides
    const s = run(sub, { tiebreaks: ['DE'] });
    expect(order(s)).toEqual(['1.2', '2-3.1', '2-3.3', '4.4']);
    expect(s.rows.map((r) => r.values['DE'])).toEqual([0, 0, 0, 0]);
  });
  test('a complete group is ordered by the games among its members; value = players placed below', () => {
    const t = miniTournament({
      kind: 'roundRobin',
      players: 3,
      rounds: ['1-2 1-0, 3 free', '2-3 1-0, 1 free', '3-1 1-0, 2 free'],
    });
    const s = run(t, { tiebreaks: ['DE', 'SB'] });
    expect(order(s)).toEqual(['1-3.1', '1-3.2', '1-3.3']);
    const t2 = miniTournament({
      kind: 'swiss',
      players: 4,
      rounds: ['1-2 1-0, 3-4 1-0', '1-3 0-1, 2-4 1-0', '4-1 0-1, 2-3 1-0'],
    });
    // 1, 2, 3 on 2 points; 1 beat 2, 3 beat 1, 2 beat 3: complete cycle → tied; then SB
    expect(run(t2, { tiebreaks: ['DE'] }).rows[0]?.rankTo).toBe(3);
  });
  test('Swiss 6.3: alone on top whatever the missing games would have given', () => {
    // 1 beat 2 and 3; 2 and 3 never met → 1 is first, 2 and 3 stay tied
    const t = miniTournament({
      players: 6,
      rounds: ['1-2 1-0, 3-4 1-0, 5-6 1-0', '3-1 0-1, 2-5 1-0, 4-6 1-0', '1-4 0-1, 2-6 1-0, 3-5 1-0'],
    });
    // 1: 2, 2: 2, 3: 2, 4: 2 (lost to 3, beat 6, beat 1)
    const s = run(t, { tiebreaks: ['DE'] });
    const top = s.rows.filter((r) => r.points === 4);
    expect(top.map((r) => r.player.id).sort()).toEqual([1, 2, 3, 4]);
    // 4 beat 1, 1 beat 2 and 3, 3 beat 4: nobody is alone on top → tied
    expect(top.every((r) => r.rankTo === 4)).toBe(true);
  });
  test('repeated meetings are averaged (6.1.2): a double round robin split 1½ : ½', () => {
    const t = miniTournament({
      kind: 'doubleRoundRobin',
      players: 3,
      rounds: [
        '1-2 1-0, 3 free',
        '2-3 1-0, 1 free',
        '3-1 1-0, 2 free',
        '2-1 1/2-1/2, 3 free',
        '3-2 0-1, 1 free',
        '1-3 1/2-1/2, 2 free',
      ],
    });
    // 1: 1 + 0 + .5 + .5 = 2; 2: 0 + 1 + .5 + 1 = 2.5; 3: 0 + 1 + 0 + .5 = 1.5
    expect(order(run(t, { tiebreaks: ['DE'] }))).toEqual(['1.2', '2.1', '3.3']);
  });
});

describe('tiebreaks apply only to the players still tied', () => {
  test('a later tiebreak cannot reorder players separated earlier', () => {
    const s = run(sub, { tiebreaks: ['WIN', 'SB'] });
    // 1 and 3: one win each; SB(1) = .5·1.5 + 1·1 = 1.75, SB(3) = .5·1.5 + 1·1 = 1.75 → shared
    expect(order(s)).toEqual(['1.2', '2-3.1', '2-3.3', '4.4']);
    expect(s.rows[1]?.values).toEqual({ WIN: 1, SB: 1.75 });
  });
  test('TPN breaks any tie ascending, TPN/R descending', () => {
    expect(order(run(cycle, { tiebreaks: ['TPN'] }))).toEqual(['1.1', '2.2', '3.3', '4.4']);
    expect(order(run(cycle, { tiebreaks: ['TPN/R'] }))).toEqual(['1.3', '2.2', '3.1', '4.4']);
  });
});

describe('defaults and warnings', () => {
  test.each([
    [undefined, 'C07_2026'],
    ['2026-03-01', 'C07_2026'],
    ['2025-06-01', 'C07_2024'],
    ['2024-04-01', 'C07_2024'],
    ['2019-05-01', 'C02_2017'],
  ])('rules for start date %s: %s', (date, rules) => {
    expect(
      defaultRules(miniTournament({ players: 2, rounds: [], ...(date ? { startDate: date } : {}) })),
    ).toBe(rules);
  });
  test('round robin defaults DE, WIN, SB, KS; Swiss BH/C1, BH, SB, WIN', () => {
    expect(run(cycle).tiebreaks).toEqual(['DE', 'WIN', 'SB', 'KS']);
    expect(run(cycle, { roundRobin: false }).tiebreaks).toEqual(['BH/C1', 'BH', 'SB', 'WIN']);
  });
  test('the file’s tiebreak list (TRF 202) is the default when every code is known', () => {
    expect(run({ ...cycle, tiebreaks: ['PTS', 'SB', 'TPN'] }).tiebreaks).toEqual(['SB', 'TPN']);
    const s = run({ ...cycle, tiebreaks: ['XYZ'] });
    expect(s.tiebreaks).toEqual(['DE', 'WIN', 'SB', 'KS']);
    expect(s.warnings.join()).toContain('XYZ');
  });
  test('Buchholz in a round robin is shown with a warning, not applied', () => {
    const s = run(cycle, { tiebreaks: ['BH', 'TPN'] });
    expect(s.warnings.join()).toContain('round robin');
    expect(s.applied).toEqual(['TPN']);
    expect(s.rows[0]?.values['BH']).toBe(4);
  });
  test('rating tiebreaks with unrated players warn unless /U is given', () => {
    const t = miniTournament({ players: 2, ratings: [2000, undefined], rounds: ['1-2 1/2-1/2'] });
    expect(run(t, { tiebreaks: ['ARO'] }).warnings).toHaveLength(1);
    expect(run(t, { tiebreaks: ['ARO/U1000'] }).warnings).toHaveLength(0);
    // 1 met the unrated 2 (taken as 1000), 2 met 1 (2000): ARO ranks 2 first
    expect(order(run(t, { tiebreaks: ['ARO/U1000'] }))).toEqual(['1.2', '2.1']);
  });
  test('a bad code is an error value, not an exception', () => {
    const s = computeStandings(cycle, { tiebreaks: ['BH/Z9'] });
    expect(s.ok).toBe(false);
    if (!s.ok) expect(s.error.kind).toBe('badTiebreak');
  });
});

describe('standings after any round', () => {
  test.each([
    [1, ['1-2.1', '1-2.3', '3-4.2', '3-4.4']],
    [2, ['1.1', '2-3.2', '2-3.3', '4.4']],
    [3, ['1-3.1', '1-3.2', '1-3.3', '4.4']],
    [9, ['1-3.1', '1-3.2', '1-3.3', '4.4']], // beyond the last round: the final standings
  ])('after round %i', (round, expected) => {
    const s = run(cycle, { tiebreaks: [], afterRound: round });
    expect(order(s)).toEqual(expected);
    expect(s.afterRound).toBe(Math.min(round, 3));
  });
});
