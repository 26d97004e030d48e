// The sheet-range glue: A1 notation, cell normalisation, finding the table around a cell and
// trimming generous selections — plain 2-D arrays as Range.getValues() returns them.
import { describe, expect, test } from 'vitest';
import {
  a1,
  a1Rect,
  columnLetters,
  currentRegion,
  normalizeCell,
  normalizeGrid,
  trimGrid,
  trimTrailingEmpty,
} from '../../sheets-addon/sheetIo.ts';
import { composeOutput, findBlocks, tableWidthBefore } from '../../sheets-addon/outputBlock.ts';
import { namesFrom } from '../../sheets-addon/scheduleActions.ts';
import { parseTable } from '../../sheets-addon/engines.ts';
import { parseSwissCells } from '../../sheets-addon/swissCells.ts';

describe('A1 notation', () => {
  test.each([
    [1, 'A'],
    [26, 'Z'],
    [27, 'AA'],
    [52, 'AZ'],
    [53, 'BA'],
    [702, 'ZZ'],
    [703, 'AAA'],
  ])('column %i = %s', (n, s) => expect(columnLetters(n)).toBe(s));

  test('cells and rectangles as Range.getA1Notation() writes them', () => {
    expect(a1(7, 4)).toBe('D7');
    expect(a1Rect({ row: 7, column: 4, numRows: 1, numColumns: 1 })).toBe('D7');
    expect(a1Rect({ row: 2, column: 2, numRows: 10, numColumns: 10 })).toBe('B2:K11');
  });
});

describe('normalizeCell: numbers as numbers or text', () => {
  test.each<[unknown, string | number]>([
    [1, 1],
    [0.5, 0.5],
    ['1', 1],
    [' 4.5 ', 4.5],
    ['2,5', 2.5],
    ['0,5', 0.5],
    ['\u00a03\u00a0', 3],
    ['½', '½'],
    ['1/2', '1/2'],
    ['+', '+'],
    ['-', '-'],
    ['1712-62', '1712-62'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [true, 'TRUE'],
  ])('%j → %j', (v, out) => expect(normalizeCell(v)).toBe(out));

  test('a Date (Sheets turns a typed 1/2 into one) becomes its date text, so the parser reports it', () => {
    expect(normalizeCell(new Date(2026, 0, 2))).toBe('2026-01-02');
  });
});

// A sheet with a merged-looking title (text in the first cell only), a blank row, then a crosstable
// whose header has blank cells (merged "Round" headers look like that) and a blank diagonal.
const SHEET: unknown[][] = [
  ['Club championship 2026', '', '', '', '', ''],
  ['', '', '', '', '', ''],
  ['No', 'Name', 'Results', '', '', 'Pts'],
  [1, 'Adam', '', '1', '½', 1.5],
  [2, 'Bea', '0', '', '1', 1],
  [3, 'Chris', '½', '0', '', 0.5],
  ['', '', '', '', '', ''],
  ['', '', '', '', '', ''],
];

describe('currentRegion: the table around a cell', () => {
  test.each([
    [4, 2],
    [3, 4], // a blank header cell of a merged-looking header
    [5, 4], // a blank diagonal cell
    [6, 6],
  ])('from row %i, column %i: A3:F6, not the title above the blank row', (row, column) => {
    expect(currentRegion(SHEET, row, column)).toEqual({ row: 3, column: 1, numRows: 4, numColumns: 6 });
  });

  test('from the title: the title row only', () => {
    expect(currentRegion(SHEET, 1, 1)).toEqual({ row: 1, column: 1, numRows: 1, numColumns: 1 });
  });

  test('a title directly above the table belongs to it', () => {
    const g = SHEET.filter((_, i) => i !== 1);
    expect(currentRegion(g, 4, 3)).toEqual({ row: 1, column: 1, numRows: 5, numColumns: 6 });
  });
});

describe('trailing empty rows and columns', () => {
  test('a generous selection is cut to the table', () => {
    const g = SHEET.map((r) => [...r, '', '']);
    expect(trimTrailingEmpty(g, { row: 3, column: 1, numRows: 6, numColumns: 8 })).toEqual({
      row: 3,
      column: 1,
      numRows: 4,
      numColumns: 6,
    });
  });

  test('an empty selection → undefined', () => {
    expect(trimTrailingEmpty(SHEET, { row: 7, column: 1, numRows: 2, numColumns: 6 })).toBeUndefined();
  });

  test('custom-function ranges: trimGrid keeps inner blanks, drops the trailing ones', () => {
    const g = trimGrid(SHEET.slice(2).map((r) => [...r, '']));
    expect(g).toHaveLength(4);
    expect(g[0]).toHaveLength(6);
    expect(normalizeGrid(g)[1]).toEqual([1, 'Adam', '', 1, '½', 1.5]);
  });
});

describe('output blocks', () => {
  const header = [
    'No',
    'Name',
    1,
    2,
    'Points',
    'SB',
    'Rank',
    'Rochade standings · C07_2026',
    'We',
    'Rochade DWZ · WO2026',
  ];

  test('found by their marker, back to their first header', () => {
    expect(findBlocks(header)).toEqual([
      { kind: 'standings', from: 4, to: 7 },
      { kind: 'dwz', from: 8, to: 9 },
    ]);
    expect(tableWidthBefore(findBlocks(header), header.length)).toBe(4);
  });

  test('a rewritten block keeps the other block and clears what the old, wider block used', () => {
    const region = [header, [1, 'A', 'x', 1, 1, 0, 1, '', 1500, '']];
    const out = composeOutput(
      region,
      4,
      findBlocks(header),
      {
        kind: 'standings',
        headers: ['Points', 'Rank', 'Rochade standings · club'],
        rows: new Map([[1, [1, 1]]]),
      },
      0,
    );
    expect(out).toEqual([
      ['Points', 'Rank', 'Rochade standings · club', 'We', 'Rochade DWZ · WO2026', ''],
      [1, 1, '', 1500, '', ''],
    ]);
  });
});

describe('names for a new schedule', () => {
  test('reading order, blanks skipped, a "Name" header dropped, numbers as text', () => {
    expect(namesFrom([['Name'], ['Adam'], [''], ['  Bea '], [42]])).toEqual(['Adam', 'Bea', '42']);
  });
});

describe('the found table parses (merged-looking header, blank diagonal, points as numbers)', () => {
  test('three players in rows 2-4 of the region, header row 1', () => {
    const region = currentRegion(SHEET, 5, 4);
    const cells = SHEET.slice(region.row - 1, region.row - 1 + region.numRows);
    const r = parseTable(normalizeGrid(cells));
    expect(r.ok && r.value.layout).toMatchObject({ headerRow: 0, playerRows: [1, 2, 3] });
    expect(r.ok && r.value.tournament.players.map((p) => p.name)).toEqual(['Adam', 'Bea', 'Chris']);
  });
});

describe('a Swiss laid out round by round', () => {
  const grid = [
    ['No', 'Name', 'DWZ', 'Jg', 'Rd 1', 'Rd 2', 'Pts'],
    [1, 'Adam', '1712-62', 1970, '+W3', '=B2', 1.5],
    [2, 'Bea', 1650, '1985', '-F4', '=W1', 0.5],
    [3, 'Chris', '', '', '-B1', '+BYE', 1],
    [4, 'Dora', '1500-3', '', '+F2', '', 1],
  ];

  test('start numbers, names, DWZ with index and birth years; an empty round cell is "not paired"', () => {
    const r = parseSwissCells(grid);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.layout).toMatchObject({ headerRow: 0, playerRows: [1, 2, 3, 4], roundColumns: [4, 5] });
    expect(r.value.tournament.kind).toBe('swiss');
    expect(r.value.tournament.players.map((p) => [p.name, p.dwz, p.birthYear])).toEqual([
      ['Adam', { rating: 1712, index: 62 }, 1970],
      ['Bea', { rating: 1650 }, 1985],
      ['Chris', undefined, undefined],
      ['Dora', { rating: 1500, index: 3 }, undefined],
    ]);
    expect(r.value.tournament.unpaired).toContainEqual({ round: 2, player: 4, kind: 'ZPB' });
  });

  test('DWZ and birth-year columns after the rounds (beside the table) are read the same', () => {
    const moved = grid.map((r) => [...r.slice(0, 2), ...r.slice(4), ...r.slice(2, 4)]);
    const a = parseSwissCells(grid);
    const b = parseSwissCells(moved);
    expect(b.ok && b.value.tournament.players).toEqual(a.ok && a.value.tournament.players);
    expect(b.ok && b.value.tournament.players.filter((p) => p.dwz)).toHaveLength(3);
  });

  test('rows in any order: the No column gives the ids', () => {
    const [h = [], ...rows] = grid;
    const r = parseSwissCells([h, ...[...rows].reverse()]);
    expect(r.ok && r.value.layout.playerRows).toEqual([4, 3, 2, 1]);
  });

  test('a bad token → its cell (1-based row and column within the cells)', () => {
    const bad = grid.map((r) => [...r]);
    (bad[3] as unknown[])[5] = '+Q9';
    const r = parseSwissCells(bad);
    expect(r.ok ? undefined : [r.error.row, r.error.column, r.error.found]).toEqual([4, 6, '+Q9']);
  });
});
