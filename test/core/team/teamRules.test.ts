// Team tiebreaks built from their definitions: EDE as a group operation (C.07 13.3 with C.07 6),
// its knock-out variants, ESB variants and cuts, Berliner Wertung per match (Wertungs-Regularien), byes,
// standings after a round.
import { describe, expect, test } from 'vitest';
import type { TeamEvent } from '../../../core/index.ts';
import {
  berlinerMatches,
  berlinerTotals,
  computeTeamStandings,
  extendedDirectEncounter,
  extendedSonnebornBerger,
  gamePoints,
  matchPoints,
  secondaryScore,
  sssc,
  ssscFactor,
} from '../../../core/team/index.ts';
import { readTiebreakCase } from '../../support/tiebreakCases.ts';

/** "2110" = half-points of the home team per board. */
const match = (round: number, home: number, away: number, boards: string) => ({
  round,
  home,
  away,
  boards: [...boards].map((c, k) => ({ board: k + 1, home: Number(c), away: 2 - Number(c) })),
});
const event = (
  teams: number,
  rounds: number,
  matches: TeamEvent['matches'],
  extra: Partial<TeamEvent> = {},
) => ({
  name: 'test',
  teams: Array.from({ length: teams }, (_, i) => ({ id: i + 1, name: `T${i + 1}` })),
  rounds,
  boards: 4,
  matches,
  ...extra,
});

// Cyclic 1 > 2 > 3 > 1 with equal mutual MP; mutual GP (half-points) 1: 5 + 1 = 6, 2: 3 + 6 = 9,
// 3: 2 + 7 = 9; 2 and 3 stay tied, then 2 beat 3 among themselves. Everyone beat team 4.
const cyclic = event(4, 3, [
  match(1, 1, 2, '2111'),
  match(1, 3, 4, '2222'),
  match(2, 2, 3, '2211'),
  match(2, 1, 4, '2222'),
  match(3, 3, 1, '2221'),
  match(3, 2, 4, '2222'),
]);
// Swiss-like: 1 beat 2 and 3; 2 and 3 never met.
const partial = event(4, 2, [
  match(1, 1, 2, '2211'),
  match(1, 3, 4, '2211'),
  match(2, 1, 3, '2211'),
  match(2, 2, 4, '2222'),
]);
// 1 and 2 drew 2 : 2, 1 holding the top boards; against 3 and 4 the other way round, so that over
// the whole event their board totals are equal. MP: 3 first, 1 and 2 tied for second, 4 last.
const boards = event(4, 2, [
  match(1, 1, 2, '2200'),
  match(1, 3, 4, '2222'),
  match(2, 1, 4, '0022'),
  match(2, 2, 3, '2200'),
]);

// 1 beat 2 twice (3 : 1 both times), 3 beat 1 and 2 beat 3 (both 3 : 1). With the average of the two
// meetings (C.07 6.1.2) every team has 2 MP and 8 half-points among the three; summed, 1 would lead.
const twice = event(3, 4, [
  match(1, 1, 2, '2211'),
  match(2, 1, 2, '2211'),
  match(3, 1, 3, '0011'),
  match(4, 2, 3, '2211'),
]);

describe('EDE (C.07 13.3): direct encounter on the primary, then the secondary score', () => {
  test.each([
    ['re-applied to the sub-group still tied (C.07 6)', cyclic, [1, 2, 3], 'MP', [[2], [3], [1]]],
    ['only teams alone on top whatever the missing matches (6.3)', partial, [1, 2, 3], 'MP', [[1], [2, 3]]],
    ['no leader when a missing match could change it', partial, [2, 3], 'MP', [[2, 3]]],
    ['a drawn match does not separate', boards, [1, 2], 'MP', [[1, 2]]],
    ['primary GP: the secondary is MP', cyclic, [2, 3], 'GP', [[2], [3]]],
    ['a pair that met twice counts its average (6.1.2)', twice, [1, 2, 3], 'MP', [[1, 2, 3]]],
  ] as const)('%s', (_, ev, group, primary, expected) => {
    expect(extendedDirectEncounter(ev, group, { primary })).toEqual(expected);
  });

  // C.07 13.3.2 (letters as reported by secondary sources, see docs/tiebreaks.md): EDEBT = BC, TBR;
  // EDEBB = BC, BBE; EDET = TBR; EDEB = BBE. All four split this drawn pair (1 holds boards 1-2).
  test.each([
    ['EDEBT', ['BC', 'TBR']],
    ['EDEBB', ['BC', 'BBE']],
    ['EDET', ['TBR']],
    ['EDEB', ['BBE']],
  ] as const)('%s splits the drawn pair by %j over their own match', (code, then) => {
    expect(extendedDirectEncounter(boards, [1, 2], { then })).toEqual([[1], [2]]);
    const r = computeTeamStandings(boards, { tiebreaks: [code] });
    expect(r.ok && r.value.filter((x) => x.team <= 2).map((x) => [x.rank, x.rankTo])).toEqual([
      [2, undefined],
      [3, undefined],
    ]);
  });

  // 1 and 2 drew 2 : 2, 1 winning boards 2-3 and 2 boards 1 and 4: BC 2·2 + 3·2 = 1·2 + 4·2 = 10
  // (tied, 12.1); TBR: 2 won board 1 (12.2); BBE without board 4: 1 has 4 half-points, 2 has 2 (12.3).
  const split = event(4, 2, [
    match(1, 1, 2, '0220'),
    match(1, 3, 4, '2222'),
    match(2, 1, 4, '2222'),
    match(2, 2, 3, '2222'),
  ]);
  test.each([
    ['EDE', [[1, 2]]],
    ['EDEBT', [[2], [1]]], // BC tied, then TBR
    ['EDEBB', [[1], [2]]], // BC tied, then BBE
    ['EDET', [[2], [1]]],
    ['EDEB', [[1], [2]]], // B = bottom-board elimination, not board count (which ties)
  ] as const)('C.07 13.3.2: %s orders the pair %j', (code, expected) => {
    const r = computeTeamStandings(split, { tiebreaks: [code] });
    const pair = r.ok ? r.value.filter((x) => x.team <= 2) : [];
    const groups = [...new Set(pair.map((x) => x.rank))].map((rank) =>
      pair.filter((x) => x.rank === rank).map((x) => x.team),
    );
    expect(groups).toEqual(expected);
  });

  // Three teams drew each other 2 : 2 (1 winning boards 1-2 against both), so MP and GP tie among
  // them; the knock-out tiebreaks apply only when exactly two teams are still tied (13.3.2).
  const three = event(3, 3, [match(1, 1, 2, '2200'), match(2, 1, 3, '2200'), match(3, 2, 3, '1111')]);
  test('C.07 13.3.2: no knock-out tiebreak for three teams still tied', () => {
    expect(extendedDirectEncounter(three, [1, 2, 3], { then: ['BC', 'TBR'] })).toEqual([[1, 2, 3]]);
  });

  test('over the whole event TBR leaves the pair tied (board totals equal)', () => {
    const r = computeTeamStandings(boards, { tiebreaks: ['TBR'] });
    expect(r.ok && r.value.filter((x) => x.team <= 2).map((x) => x.rankTo)).toEqual([3, 3]);
  });
});

describe('ESB variants, cuts, Berliner Wertung and byes', () => {
  // 4 teams, 3 rounds: MP 1: 4, 2: 3, 3: 3, 4: 2; GP 1: 7, 2: 6, 3: 6, 4: 5 (see team.test.ts)
  const ev = event(4, 3, [
    match(1, 1, 2, '2211'),
    match(1, 3, 4, '1111'),
    match(2, 1, 3, '0202'),
    match(2, 2, 4, '2220'),
    match(3, 4, 1, '2200'),
    match(3, 2, 3, '0022'),
  ]);
  test.each([
    // opponent GP × own MP: 6·2 + 6·1 + 5·1
    ['EGMSB', 0, 23],
    // opponent MP × own GP without the lowest-scoring opponent (4: 2 MP × 2 GP): 3·3 + 3·2
    ['EMGSB', 1, 15],
    // ... and without the two lowest (4, then 2 or 3 with the smaller contribution, 3·2)
    ['EMGSB', 2, 9],
  ] as const)('%s/C%d of team 1 = %d', (variant, cut, value) => {
    expect(extendedSonnebornBerger(ev, variant, cut).get(1)).toBe(value);
  });

  test('MPvGP: the secondary score is GP under MP and MP under GP (C.07 13.1)', () => {
    expect(secondaryScore(ev, 'MP')).toEqual(gamePoints(ev));
    expect(secondaryScore(ev, 'GP')).toEqual(matchPoints(ev));
  });

  test('SSSC with primary GP: MP + Σ opponents’ GP ÷ K; team 1: 4 + (6 + 6 + 5) / 4', () => {
    expect(sssc(ev, 'GP', 4).get(1)).toBe(8.25);
  });

  // C.07 13.4 normalising factor (as reported, see docs): ⌊rounds × max primary per match ÷ max
  // secondary per match⌋. 3 rounds, 4 boards, 2 MP a win: MP primary ⌊6 / 4⌋ = 1, GP primary ⌊12 / 2⌋ = 6;
  // 9 rounds: ⌊18 / 4⌋ = 4 and ⌊36 / 2⌋ = 18; 3 MP a win, 9 rounds, 6 boards: ⌊27 / 6⌋ = 4.
  test.each([
    [ev, 'MP', 1],
    [ev, 'GP', 6],
    [{ ...ev, rounds: 9 }, 'MP', 4],
    [{ ...ev, rounds: 9 }, 'GP', 18],
    [{ ...ev, rounds: 9, boards: 6, matchPoints: { win: 3, draw: 1, loss: 0 } }, 'MP', 4],
  ] as const)('SSSC factor (C.07 13.4) #%#: primary %s → %d', (e, primary, f) => {
    expect(ssscFactor(e, primary)).toBe(f);
  });

  test('SSSC without /K uses the factor: team 1 (MP primary) = GP 7 + BH(MP) (3 + 3 + 2) / 1', () => {
    expect(sssc(ev, 'MP').get(1)).toBe(15);
    const r = computeTeamStandings(ev, { tiebreaks: ['SSSC'] });
    expect(r.ok && r.value.find((x) => x.team === 1)?.values['SSSC']).toBe(15);
  });

  test('Berliner Wertung per match: board k of 4 worth 5 − k; team 1 over its matches', () => {
    // r1 home 2211: 4 + 3 + 1 + 0.5; r2 home 0202: 3 + 1; r3 away vs 2200: 1 + 2
    expect(berlinerTotals(ev).get(1)).toBe(15.5);
    expect(berlinerMatches(ev).map((m) => m.points[0] + m.points[1])).toEqual([10, 10, 10, 10, 10, 10]);
  });

  test('Berliner Wertung of the seed example as a match (case file)', () => {
    const ex = (
      readTiebreakCase('wertungs-regularien-unit-examples-progressive-berliner-olympiad.json')[
        'examples'
      ] as Record<string, { boards_results_M1: string[]; berliner: number[] }>
    )['berliner_wertung'];
    const halves = (ex?.boards_results_M1 ?? [])
      .map((s) => (s === '1' ? '2' : s === '=' ? '1' : '0'))
      .join('');
    expect(berlinerMatches(event(2, 1, [match(1, 1, 2, halves)]))[0]?.points).toEqual(ex?.berliner);
  });

  test('a double forfeit gives neither team Berliner points for that board', () => {
    const ev2 = event(2, 1, [
      {
        round: 1,
        home: 1,
        away: 2,
        boards: [
          { board: 1, home: 0, away: 0, forfeit: true },
          { board: 2, home: 2, away: 0 },
        ],
      },
    ]);
    expect(berlinerMatches({ ...ev2, boards: 2 })[0]?.points).toEqual([1, 0]);
  });

  test('a PAB is a won match with a win on every board (C.07 12) and no ESB term', () => {
    const withBye = event(3, 1, [match(1, 1, 2, '2211')], { byes: [{ round: 1, team: 3 }] });
    expect(matchPoints(withBye).get(3)).toBe(2);
    expect(gamePoints(withBye).get(3)).toBe(4);
    expect(extendedSonnebornBerger(withBye, 'EMMSB').get(3)).toBe(0);
  });
});

describe('team standings options', () => {
  const ev = event(4, 3, [
    match(1, 1, 2, '2211'),
    match(1, 3, 4, '1111'),
    match(2, 1, 3, '0202'),
    match(2, 2, 4, '2220'),
    match(3, 4, 1, '2200'),
    match(3, 2, 3, '0022'),
  ]);
  test('after round 1: 1 won, 3 and 4 drew, 2 lost', () => {
    const r = computeTeamStandings(ev, { tiebreaks: [], afterRound: 1 });
    expect(r.ok && r.value.map((x) => `${x.rank}${x.rankTo ? `-${x.rankTo}` : ''}:${x.team}`)).toEqual([
      '1:1',
      '2-3:3',
      '2-3:4',
      '4:2',
    ]);
  });
  test.each([
    [{ tiebreaks: [], afterRound: 4 }, 'badRound'],
    [{ tiebreaks: ['OSB/C1'] }, 'badTiebreak'],
    [{ tiebreaks: ['EDE/C1'] }, 'badTiebreak'],
    [{ tiebreaks: ['SSSC/K0'] }, 'badTiebreak'],
    [{ tiebreaks: ['EMGSB/C3'] }, 'badTiebreak'],
  ])('%j is an error value (%s)', (opts, kind) => {
    const r = computeTeamStandings(ev, opts);
    expect(r.ok ? undefined : r.error.kind).toBe(kind);
  });
  test('values are reported under the code as given', () => {
    const r = computeTeamStandings(ev, { tiebreaks: ['EMGSB/C1', 'BW', 'SSSC/K4'] });
    expect(r.ok && r.value.find((x) => x.team === 1)?.values).toEqual({
      'EMGSB/C1': 15,
      BW: 15.5,
      'SSSC/K4': 9,
    });
  });
});
