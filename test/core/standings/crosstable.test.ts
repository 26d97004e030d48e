// The crosstable layout (chess-results' ranking crosstable; the round-robin matrix). Cells written
// by hand from the games below: opponent, colour (w/b), result (1 ½ 0, + - forfeits); byes -1/-½/-0.
import { describe, expect, test } from 'vitest';
import { computeCrosstable } from '../../../core/standings/crosstable.ts';
import { computeStandings } from '../../../core/standings/index.ts';
import { STANDARD_POINTS } from '../../../core/tournament/pointSystem.ts';
import type { Tournament } from '../../../core/tournament/model.ts';

const swiss: Tournament = {
  name: 'Swiss',
  kind: 'swiss',
  rounds: 3,
  players: [
    { id: 1, name: 'A', fide: 2000, title: 'FM', club: 'SK Weiß' },
    { id: 2, name: 'B', dwz: { rating: 1900 } },
    { id: 3, name: 'C' },
    { id: 4, name: 'D' },
    { id: 5, name: 'E' },
  ],
  games: [
    { round: 1, white: 1, black: 3, result: '1-0', board: 1 },
    { round: 1, white: 4, black: 2, result: '1/2-1/2', board: 2 },
    { round: 2, white: 2, black: 1, result: '0-1', board: 1 },
    { round: 2, white: 3, black: 5, result: '+:-', board: 2 },
    { round: 3, white: 1, black: 4, result: '*', board: 1 },
  ],
  unpaired: [
    { round: 1, player: 5, kind: 'PAB' },
    { round: 2, player: 4, kind: 'HPB' },
    { round: 3, player: 2, kind: 'ZPB' },
  ],
  withdrawals: [
    { player: 3, afterRound: 2 },
    { player: 5, afterRound: 2 },
  ],
  pointSystem: STANDARD_POINTS,
};

describe('Swiss crosstable (chess-results style)', () => {
  const s = computeStandings(swiss, { tiebreaks: [] });
  if (!s.ok) throw new Error('standings');
  test.each([
    [1, ['3w1', '2b1', '4w'], 4],
    [2, ['4b½', '1w0', '-0'], 1],
    [3, ['1b0', '5w+', ''], 2],
    [4, ['2w½', '-½', '1b'], 2],
    [5, ['-1', '3b-', ''], 2],
  ])('start number %i: cells %j, %i half-points', (startNo, cells, points) => {
    const c = computeCrosstable(swiss, s.value, { opponent: 'startNo' });
    expect(c.layout).toBe('swiss');
    expect(c.rounds).toBe(3);
    const row = c.rows.find((r) => r.startNo === startNo);
    expect({ cells: row?.cells, points: row?.points }).toEqual({ cells, points });
  });
  test('by place: the opponent is named by its row in the table; title, rating (Elo, else DWZ), club', () => {
    const c = computeCrosstable(swiss, s.value);
    const first = c.rows[0];
    expect(first).toMatchObject({ rank: 1, startNo: 1, title: 'FM', rating: 2000, club: 'SK Weiß' });
    const place = (id: number): number => c.rows.findIndex((r) => r.startNo === id) + 1;
    expect(first?.cells).toEqual([`${place(3)}w1`, `${place(2)}b1`, `${place(4)}w`]);
    expect(c.rows.find((r) => r.startNo === 2)?.rating).toBe(1900);
  });
});

describe('round-robin matrix', () => {
  const rr: Tournament = {
    name: 'RR',
    kind: 'roundRobin',
    rounds: 3,
    players: [
      { id: 1, name: 'A' },
      { id: 2, name: 'B' },
      { id: 3, name: 'C' },
    ],
    games: [
      { round: 1, white: 2, black: 3, result: '1-0' },
      { round: 2, white: 3, black: 1, result: '1/2-1/2' },
      { round: 3, white: 1, black: 2, result: '*' },
    ],
    unpaired: [
      { round: 1, player: 1, kind: 'free' },
      { round: 2, player: 2, kind: 'free' },
      { round: 3, player: 3, kind: 'free' },
    ],
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
  };
  test('rows and columns in ranking order: B (1), A (½), C (½); × on the diagonal, * not played', () => {
    const s = computeStandings(rr, { tiebreaks: [] });
    if (!s.ok) throw new Error('standings');
    const c = computeCrosstable(rr, s.value);
    expect(c.layout).toBe('matrix');
    const order = c.rows.map((r) => r.startNo);
    expect(order[0]).toBe(2);
    const cell = (row: number, col: number): string | undefined =>
      c.rows.find((r) => r.startNo === row)?.cells[order.indexOf(col)];
    expect([cell(2, 2), cell(2, 3), cell(3, 2), cell(1, 3), cell(3, 1), cell(1, 2), cell(2, 1)]).toEqual([
      '×',
      '1',
      '0',
      '½',
      '½',
      '*',
      '*',
    ]);
  });
});

describe('notation: colour letters, byes by the point system, named byes', () => {
  // A club's point system where the pairing-allocated bye is worth ½ (PointSystem.pab = 1 half-point).
  const halfBye: Tournament = { ...swiss, pointSystem: { ...STANDARD_POINTS, pab: 1 } };
  const s = computeStandings(halfBye, { tiebreaks: [] });
  if (!s.ok) throw new Error('standings');
  const german = { white: 'w', black: 's', unpaired: 'dash' } as const;
  const sheets = { white: 'w', black: 'b', unpaired: 'named' } as const;
  test.each([
    ['German letters, the bye by its points: -½', german, 5, ['-½', '3s-', '']],
    ['German letters: HPB -½, a pending game 1s', german, 4, ['2w½', '-½', '1s']],
    ['named (spreadsheets): PAB ½', sheets, 5, ['PAB ½', '3b-', '']],
    ['named: ZPB 0', sheets, 2, ['4b½', '1w0', 'ZPB 0']],
  ] as const)('%s', (_, notation, id, cells) => {
    const c = computeCrosstable(halfBye, s.value, { opponent: 'startNo', notation });
    expect(c.rows.find((r) => r.startNo === id)?.cells).toEqual(cells);
  });
  test('rounds: only the rounds asked for (a report after round 2)', () => {
    const c = computeCrosstable(swiss, s.value, { opponent: 'startNo', rounds: 2 });
    expect(c.rounds).toBe(2);
    expect(c.rows.find((r) => r.startNo === 1)?.cells).toEqual(['3w1', '2b1']);
  });
});
