import { computeTeamTable } from '../../../../core/team/teamTable.ts';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseTeamTableCells } from '../../../../core/formats/league/teamTable.ts';

// Player B of DSB-Wertungsordnung 2002, Anhang 1.1 / 1.2 (test/fixtures/league/README.md), one game a
// match day, plus a forfeit win on day 7 and a second player without ratings.
const CELLS = [
  ['Player', 'DWZ', 'R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7'],
  ['B', '2100-9', '1 0 2300', '1: ½ (2000)', '2 0,5 1900', '2 1 1500', '3 1 1632', '1 1 1314', '1 +'],
  ['Newcomer', '', '4 1', '', '4 ½', '', '', '', '3 -'],
];

const parsed = () => {
  const r = parseTeamTableCells(CELLS);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe("captain's team table", () => {
  test('parses board, result and optional opponent rating per match day', () => {
    const p = parsed();
    expect(p.days).toEqual(['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7']);
    expect(p.players[0]?.rating).toEqual({ rating: 2100, index: 9 });
    expect(p.players[0]?.games[1]).toEqual({ day: 2, board: 1, result: '½', opponentRating: 2000 });
    expect(p.players[1]?.games.map((g) => [g.day, g.board, g.result])).toEqual([
      [1, 4, '1'],
      [3, 4, '½'],
      [7, 3, '-'],
    ]);
    expect(p.layout.playerRows).toEqual([1, 2]);
  });

  test('WO 2002 Anhang 1.2.1: the season as ONE evaluation gives We 4.57, Rp 2024, Rn 2087 (-13)', () => {
    const [b] = computeTeamTable(parsed().players, { endDate: '2000-12-31', rules: 'WO2002' });
    expect(b?.points).toBe(10); // 4 over the board + the forfeit win, in half-points
    expect(b?.games).toBe(6);
    expect(b?.averageBoard).toBeCloseTo(11 / 7, 10);
    expect(b?.We).toBe(4.57);
    expect(b?.performance).toBe(2024);
    expect(b?.newDwz).toBe(2087);
    expect(b?.change).toBe(-13);
  });

  test('without rated opponents: points, games, average board only', () => {
    const [, n] = computeTeamTable(parsed().players, { endDate: '2000-12-31' });
    expect(n).toEqual({ points: 3, games: 2, averageBoard: 11 / 3, note: 'no rated opponents' });
  });

  test.each([
    ['0 1', 'board 0'],
    ['3 2', 'result 2'],
    ['3', 'no result'],
    ['3 1 99999', 'bad rating'],
  ])('"%s" (%s) is a located error', (cell) => {
    const r = parseTeamTableCells([
      ['Player', 'R1'],
      ['A', cell],
    ]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ kind: 'badCell', row: 2, column: 2, found: cell });
  });
});

test('team table: garbage never throws', () => {
  const cell = fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('1 1', '2 ½ 1850', '3 +', 'DWZ', '1712-62', ''),
    fc.integer({ min: -5, max: 3000 }),
    fc.constant(null),
  );
  fc.assert(
    fc.property(fc.array(fc.array(cell, { maxLength: 8 }), { maxLength: 8 }), (g) => {
      const r = parseTeamTableCells(g);
      if (r.ok) expect(() => computeTeamTable(r.value.players, { endDate: '2026-05-31' })).not.toThrow();
    }),
    { numRuns: 200 },
  );
});
