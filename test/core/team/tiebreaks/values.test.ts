// Team tiebreaks (C.07 11-13, Olympiad 2008, Berliner Wertung) on a small team event.
import { describe, expect, test } from 'vitest';
import type { TeamEvent } from '../../../../core/index.ts';
import {
  berlinerWertung,
  boardCount,
  boardTotals,
  compareBottomBoardElimination,
  compareTopBoards,
  extendedDirectEncounter,
  extendedSonnebornBerger,
  gamePoints,
  matchPoints,
  olympiadBuchholz,
  olympiadSonnebornBerger,
  sssc,
  computeTeamStandings,
} from '../../../../core/team/index.ts';

/** "2110" = board results of the home team in half-points per board (4 boards). */
const match = (round: number, home: number, away: number, boards: string) => ({
  round,
  home,
  away,
  boards: [...boards].map((c, k) => ({ board: k + 1, home: Number(c), away: 2 - Number(c) })),
});
// 4 teams, 3 rounds, 4 boards.
const ev: TeamEvent = {
  name: 'league',
  teams: [1, 2, 3, 4].map((id) => ({ id, name: `T${id}` })),
  rounds: 3,
  boards: 4,
  matches: [
    match(1, 1, 2, '2211'), // 3 : 1
    match(1, 3, 4, '1111'), // 2 : 2
    match(2, 1, 3, '0202'), // 2 : 2
    match(2, 2, 4, '2220'), // 3 : 1
    match(3, 4, 1, '2200'), // 2 : 2
    match(3, 2, 3, '0022'), // 2 : 2
  ],
};
// MP: 1: 2+1+1 = 4; 2: 0+2+1 = 3; 3: 1+1+1 = 3; 4: 1+0+1 = 2. GP: 1: 3+2+2 = 7; 2: 1+3+2 = 6; 3: 2+2+2 = 6; 4: 2+1+2 = 5

describe('team scores and tiebreaks', () => {
  test.each([
    ['MP (C.07 11)', matchPoints(ev), { 1: 4, 2: 3, 3: 3, 4: 2 }],
    ['GP (C.07 11)', gamePoints(ev), { 1: 7, 2: 6, 3: 6, 4: 5 }],
    // BC: Σ board × points: team 1: (1·1 + 2·1 + 3·.5 + 4·.5) + (2·1 + 4·1) + (3·1 + 4·1) = 6.5 + 6 + 7
    ['BC (C.07 12.1)', boardCount(ev), { 1: 19.5 }],
    // EMMSB of 1: 2·3 (beat 2) + 1·3 (drew 3) + 1·2 (drew 4) = 11
    ['EMMSB (C.07 13.2)', extendedSonnebornBerger(ev, 'EMMSB'), { 1: 11 }],
    // EMGSB of 1: 3·3 + 2·3 + 2·2 = 19; Olympiad-SB leaves out the fewest-MP opponent (4): 15
    ['EMGSB (C.07 13.2)', extendedSonnebornBerger(ev, 'EMGSB'), { 1: 19 }],
    ['OSB (Olympiad 2008 G, Wertungs-Regularien)', olympiadSonnebornBerger(ev), { 1: 15 }],
    // EGGSB of 1: 3·6 + 2·6 + 2·5 = 40
    ['EGGSB (C.07 13.2)', extendedSonnebornBerger(ev, 'EGGSB'), { 1: 40 }],
    // Olympiad Buchholz: 1: 3 + 3 + 2 − 2 = 6; 2: 4 + 2 + 3 − 2 = 7
    ['OBH (Wertungs-Regularien)', olympiadBuchholz(ev), { 1: 6, 2: 7 }],
    // SSSC (primary MP, K = 4): GP + BH(MP)/4; team 1: 7 + 8/4
    ['SSSC/K4 (C.07 13.4)', sssc(ev, 'MP', 4), { 1: 9 }],
  ] as const)('%s', (_, values, expected) => {
    for (const [id, v] of Object.entries(expected)) expect(values.get(Number(id))).toBe(v);
  });

  test('TBR compares from the top board (C.07 12.2), BBE drops bottom boards (12.3)', () => {
    const totals = boardTotals(ev);
    // team 2 per board: (0, 0, .5, .5) + (1, 1, 1, 0) + (0, 0, 1, 1); team 3: (.5 ×4) + (1, 0, 1, 0) + (1, 1, 0, 0)
    expect(totals.get(2)).toEqual([1, 1, 2.5, 1.5]);
    expect(totals.get(3)).toEqual([2.5, 1.5, 1.5, 0.5]);
    // team 3 is better on board 1; without board 4 it has 5.5 against 4.5: positive = the first ranks lower
    expect(Math.sign(compareTopBoards(totals.get(2) ?? [], totals.get(3) ?? []))).toBe(1);
    expect(Math.sign(compareBottomBoardElimination(totals.get(2) ?? [], totals.get(3) ?? []))).toBe(1);
  });

  test('EDE (C.07 13.3): match points among the tied teams, then their game points', () => {
    // 2 and 3 drew 2 : 2 → still tied
    expect(extendedDirectEncounter(ev, [2, 3])).toEqual([[2, 3]]);
    // 1 and 2: 1 won
    expect(extendedDirectEncounter(ev, [2, 1])).toEqual([[1], [2]]);
  });

  test.each([
    [
      [1, 2, 0, 1],
      [5.5, 4.5],
    ],
    [
      [2, 2, 2, 2],
      [10, 0],
    ],
    [
      [0, 2],
      [1, 2],
    ],
  ])('Berliner Wertung of %j = %j', (boards, expected) => {
    expect(berlinerWertung(boards)).toEqual(expected);
  });
});

describe('team standings: primary score, then tiebreaks among the still tied', () => {
  const ranks = (tiebreaks: string[], primary: 'MP' | 'GP' = 'MP') => {
    const r = computeTeamStandings(ev, { primary, tiebreaks });
    if (!r.ok) throw new Error(r.error.message);
    return r.value.map((x) => `${x.rank}${x.rankTo ? `-${x.rankTo}` : ''}:${x.team}`);
  };
  test.each([
    [[], 'MP', ['1:1', '2-3:2', '2-3:3', '4:4']],
    [['EDE'], 'MP', ['1:1', '2-3:2', '2-3:3', '4:4']], // 2 and 3 drew
    [['TBR'], 'MP', ['1:1', '2:3', '3:2', '4:4']], // 3 is better on board 1
    // BC 2: 1 + 2 + 7.5 + 6 = 16.5, 3: 2.5 + 3 + 4.5 + 2 = 12; lower ranks higher
    [['BC'], 'MP', ['1:1', '2:3', '3:2', '4:4']],
    [['MPvGP'], 'MP', ['1:1', '2-3:2', '2-3:3', '4:4']],
    [[], 'GP', ['1:1', '2-3:2', '2-3:3', '4:4']],
  ] as const)('%j (primary %s)', (tiebreaks, primary, expected) => {
    expect(ranks([...tiebreaks], primary)).toEqual(expected);
  });
  test('a bad code is an error value', () => {
    const r = computeTeamStandings(ev, { tiebreaks: ['XX'] });
    expect(r.ok).toBe(false);
  });
});
