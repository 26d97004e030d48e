// The exported Crosstable sheet from the core's one crosstable model (computeCrosstable): the
// standings' order, a Swiss by rounds (opponent by start number, byes named so Sheets keeps them as
// text), a round robin by opponents. Tournaments and values by hand.
import { describe, expect, test } from 'vitest';
import { crosstableSheet } from '../../../bot/sheets/crosstableSheet.ts';
import { computeStandings } from '../../../core/standings/index.ts';
import type { Tournament } from '../../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../../core/tournament/pointSystem.ts';

const base = (names: readonly string[]): Omit<Tournament, 'kind' | 'games' | 'unpaired'> => ({
  name: 'T',
  rounds: 3,
  players: names.map((name, i) => ({ id: i + 1, name })),
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
  schedule: 'recorded',
});

function sheetOf(t: Tournament) {
  const s = computeStandings(t, { tiebreaks: [] });
  if (!s.ok) throw new Error(s.error.message);
  return crosstableSheet(t, s.value);
}

describe('the exported Crosstable sheet', () => {
  // R1: Anna–Carl 1-0, Ben–Dora ½-½, Emil the PAB. R2: Emil–Anna 0-1, Dora–Carl +:- (forfeit), Ben
  // a half-point bye. Points: Anna 2, Dora 1½, Ben 1, Emil 1, Carl 0 (Ben and Emil share 3rd-4th).
  test('a Swiss: one column per round, opponent by start number, byes named, forfeits + and -', () => {
    const t: Tournament = {
      ...base(['Anna', 'Ben', 'Carl', 'Dora', 'Emil']),
      kind: 'swiss',
      games: [
        { round: 1, white: 1, black: 3, result: '1-0' },
        { round: 1, white: 2, black: 4, result: '1/2-1/2' },
        { round: 2, white: 5, black: 1, result: '0-1' },
        { round: 2, white: 4, black: 3, result: '+:-' },
      ],
      unpaired: [
        { round: 1, player: 5, kind: 'PAB' },
        { round: 2, player: 2, kind: 'HPB' },
      ],
    };
    expect(sheetOf(t)).toEqual([
      ['Rank', 'No', 'Name', 1, 2, 'Points'],
      ['1.', 1, 'Anna', '3w1', '5b1', 2],
      ['2.', 4, 'Dora', '2b½', '3w+', 1.5],
      ['3-4.', 2, 'Ben', '4w½', 'HPB ½', 1],
      ['3-4.', 5, 'Emil', 'PAB 1', '1w0', 1],
      ['5.', 3, 'Carl', '1b0', '4b-', 0],
    ]);
  });

  // Anna–Ben 1-0, Carl–Anna ½-½, Ben–Carl not played yet. Points: Anna 1½, Carl ½, Ben 0.
  test('a round robin: one column per opponent by rank, × on the diagonal, * not played yet', () => {
    const t: Tournament = {
      ...base(['Anna', 'Ben', 'Carl']),
      kind: 'roundRobin',
      games: [
        { round: 1, white: 1, black: 2, result: '1-0' },
        { round: 2, white: 3, black: 1, result: '1/2-1/2' },
        { round: 3, white: 2, black: 3, result: '*' },
      ],
      unpaired: [],
    };
    expect(sheetOf(t)).toEqual([
      ['Rank', 'No', 'Name', 1, 2, 3, 'Points'],
      ['1.', 1, 'Anna', '×', '½', '1', 1.5],
      ['2.', 3, 'Carl', '½', '×', '*', 0.5],
      ['3.', 2, 'Ben', '0', '*', '×', 0],
    ]);
  });
});
