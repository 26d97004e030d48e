// The Standings and Crosstable sheets both Google Sheets products write (makeResultSheets): the
// report's tables with numbers as numbers, in the standings' order, a Swiss by rounds (opponent by
// place), a round robin by opponents, the legend below. Tournaments and values by hand.
import { describe, expect, test } from 'vitest';
import { makeResultSheets, renderSheet, type ReportTable } from '../../../core/report/index.ts';
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

function sheetsOf(t: Tournament, lang: 'en' | 'de' = 'en', forceText = false) {
  const s = computeStandings(t, { tiebreaks: [] });
  if (!s.ok) throw new Error(s.error.message);
  return makeResultSheets(t, s.value, lang, { forceText });
}

/** The rows above the legend (the legend follows an empty row). */
const block = (rows: readonly (readonly (string | number)[])[]) =>
  rows.slice(
    0,
    rows.findIndex((r) => r.length === 0),
  );

// R1: Anna–Carl 1-0, Ben–Dora ½-½, Emil the PAB. R2: Emil–Anna 0-1, Dora–Carl +:- (forfeit), Ben
// a half-point bye. Points: Anna 2, Dora 1½, Ben 1, Emil 1, Carl 0 (Ben and Emil share 3rd-4th;
// in the crosstable Ben is on place 3, Emil on 4).
const swiss: Tournament = {
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

describe('the Standings and Crosstable sheets', () => {
  test('a Swiss: numbers stay numbers, one column per round, opponent by start number (the SNo column the add-on reads back), byes as -1 and -½', () => {
    const { standings, crosstable } = sheetsOf(swiss);
    expect(block(standings)).toEqual([
      ['Rk', 'SNo', 'Name', 'Pts'],
      [1, 1, 'Anna', 2],
      [2, 4, 'Dora', 1.5],
      ['3-4.', 2, 'Ben', 1],
      ['3-4.', 5, 'Emil', 1],
      [5, 3, 'Carl', 0],
    ]);
    expect(block(crosstable)).toEqual([
      ['Rk', 'SNo', 'Name', '1', '2', 'Pts'],
      [1, 1, 'Anna', '3w1', '5b1', 2],
      [2, 4, 'Dora', '2b½', '3w+', 1.5],
      ['3-4.', 2, 'Ben', '4w½', '-½', 1],
      ['3-4.', 5, 'Emil', '-1', '1w0', 1],
      [5, 3, 'Carl', '1b0', '4b-', 0],
    ]);
  });

  test('the legend follows the table: every abbreviation of the header explained', () => {
    const { standings } = sheetsOf(swiss);
    const legend = standings.slice(standings.findIndex((r) => r.length === 0) + 1);
    expect(legend.map((r) => r[0])).toEqual(['Rk', 'SNo', 'Pts']);
  });

  test('for writers that let Sheets parse text, "-1", "3-4." and "1" headers stay text', () => {
    const { crosstable } = sheetsOf(swiss, 'de', true);
    expect(crosstable[0]).toEqual(['Pl.', 'TNr', 'Name', "'1", "'2", 'Pkt']);
    expect(crosstable[4]).toEqual(["'3-4.", 5, 'Emil', "'-1", '1w0', 1]);
    // German colours: w/s
    expect(crosstable[1]).toEqual([1, 1, 'Anna', '3w1', '5s1', 2]);
  });

  // Anna–Ben 1-0, Carl–Anna ½-½, Ben–Carl not played yet. Points: Anna 1½, Carl ½, Ben 0.
  test('a round robin: one column per opponent by place, × on the diagonal, * not played yet', () => {
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
    expect(block(sheetsOf(t).crosstable)).toEqual([
      ['Rk', 'SNo', 'Name', '1', '2', '3', 'Pts'],
      [1, 1, 'Anna', '×', '½', '1', 1.5],
      [2, 3, 'Carl', '½', '×', '*', 0.5],
      [3, 2, 'Ben', '0', '*', '×', 0],
    ]);
  });
});

describe('renderSheet', () => {
  const table: ReportTable = {
    kind: 'standings',
    lang: 'en',
    title: 'T',
    columns: [
      { key: 'name', header: 'Name', align: 'left', kind: 'name' },
      { key: 'x', header: 'X', align: 'right', kind: 'number', format: 'points' },
    ],
    rows: [
      ['=HYPERLINK("x")', 2.5],
      ['1/2', ''],
    ],
    legend: [],
    notes: ['a note'],
  };
  test.each([
    {
      forceText: false,
      rows: [
        ['=HYPERLINK("x")', 2.5],
        ['1/2', ''],
      ],
    },
    // a formula and a date-like text are kept as text for USER_ENTERED writers
    {
      forceText: true,
      rows: [
        ['\'=HYPERLINK("x")', 2.5],
        ["'1/2", ''],
      ],
    },
  ])('forceText $forceText', ({ forceText, rows }) => {
    expect(renderSheet(table, { forceText, title: true, legend: true })).toEqual([
      ['T'],
      ['Name', 'X'],
      ...rows,
      [],
      ['a note'],
    ]);
  });
});
