import { describe, expect, test } from 'vitest';
import { parseCrosstable, parseCrosstableCells } from '../../../../core/formats/crosstable/crosstable.ts';
import type { FormatError } from '../../../../core/formats/formatError.ts';

const RESULT = 'a result: 1, 0, ½, 1/2, 0.5, 0,5, =, + or - (two of them for a double round robin)';
const NOT_MET_IN_ROUND_ROBIN = 'every pair of a round robin meets: "did not meet" marks make a Swiss table';
const UNEVEN =
  'columns one blank apart are ambiguous when a name holds a number or a lone "x": separate the columns by two blanks or a tab, or add a header row "Nr Name … 1 2 3 … Pkt"';
const at = (row: number, column?: number) => ({
  format: 'crosstable' as const,
  line: row,
  row,
  ...(column ? { column } : {}),
});

describe('crosstable errors name the row, the column, what was found and what was expected', () => {
  test.each<[string, string, FormatError]>([
    [
      'asymmetric: A beat B but B says B beat A',
      'Nr,Name,1,2,3\n1,A,x,1,0\n2,B,1,x,½\n3,C,1,½,x\n',
      {
        kind: 'asymmetric',
        ...at(3, 3),
        otherRow: 2,
        otherColumn: 4,
        found: '1',
        expected: '"0" to match "1" in row 2, column 4',
      },
    ],
    [
      'asymmetric forfeit: both rows claim the forfeit win',
      'Nr,Name,1,2\n1,A,x,+\n2,B,+,x\n',
      {
        kind: 'asymmetric',
        ...at(3, 3),
        otherRow: 2,
        otherColumn: 4,
        found: '+',
        expected: '"-" to match "+" in row 2, column 4',
      },
    ],
    [
      'asymmetric double cell: 10 against 10',
      'x,10,½½\n10,x,½½\n½½,½½,x\n',
      {
        kind: 'asymmetric',
        ...at(2, 1),
        otherRow: 1,
        otherColumn: 2,
        found: '10',
        expected: '"01" to match "10" in row 1, column 2',
      },
    ],
    [
      'asymmetric: a result against a blank cell',
      'x,1,0\n,x,½\n1,½,x\n',
      {
        kind: 'asymmetric',
        ...at(2, 1),
        otherRow: 1,
        otherColumn: 2,
        found: '',
        expected: '"0" to match "1" in row 1, column 2',
      },
    ],
    [
      'asymmetric: a double forfeit -:- against a forfeit win',
      'x,-:-\n+,x\n',
      {
        kind: 'asymmetric',
        ...at(2, 1),
        otherRow: 1,
        otherColumn: 2,
        found: '+',
        expected: '"-" to match "-:-" in row 1, column 2',
      },
    ],
    [
      'wrong points column',
      'Nr,Name,1,2,3,Pkt\n1,A,x,1,1,2\n2,B,0,x,½,1\n3,C,0,½,x,½\n',
      { kind: 'pointsMismatch', ...at(3, 6), found: '1', expected: "½ (the sum of the row's results)" },
    ],
    [
      'points column value that is not points',
      'Nr,Name,1,2,Pkt\n1,A,x,1,eins\n2,B,0,x,0\n',
      { kind: 'badPoints', ...at(2, 5), found: 'eins', expected: 'points like 4½, 4.5 or 4,5' },
    ],
    [
      'non-square: header numbers 1..3 over 4 player rows',
      'Nr,Name,1,2,3,Pkt\n1,A,x,1,1,2\n2,B,0,x,½,½\n3,C,0,½,x,½\n4,D,0,0,0,0\n',
      {
        kind: 'nonSquare',
        ...at(1, 3),
        found: '3 result columns',
        expected: '4 result columns, one per player row',
      },
    ],
    [
      'non-square without a header: 3 result columns, then the points, for 4 rows',
      '1,A,x,1,1,2\n2,B,0,x,½,½\n3,C,0,½,x,½\n4,D,0,0,0,0\n',
      {
        kind: 'nonSquare',
        ...at(1, 3),
        found: '3 result columns',
        expected: '4 result columns, one per player row',
      },
    ],
    [
      'unknown cell value',
      'Nr,Name,1,2,3\n1,A,x,2,0\n2,B,0,x,½\n3,C,1,½,x\n',
      { kind: 'badCell', ...at(2, 4), found: '2', expected: RESULT },
    ],
    [
      'a result on the diagonal',
      'Nr,Name,1,2,3\n1,A,x,1,0\n2,B,0,1,½\n3,C,1,½,x\n',
      { kind: 'badDiagonal', ...at(3, 4), found: '1', expected: 'a diagonal mark: x, *, —, - or blank' },
    ],
    [
      'two results in a single round robin cell',
      'x,1,10\n0,x,1\n01,0,x\n',
      {
        kind: 'twoResults',
        ...at(1, 3),
        found: '10',
        expected: 'one result per cell in a single round robin',
      },
    ],
    [
      'one result in a double round robin (mixed single/double)',
      'x,10,1\n01,x,11\n0,00,x\n',
      {
        kind: 'mixedCells',
        ...at(1, 3),
        found: '1',
        expected: 'two results, like 1½ or ½ 0, as in the other cells of this double round robin',
      },
    ],
    [
      'bad rating in the DWZ column',
      'Nr,Name,DWZ,1,2\n1,A,17x2,x,1\n2,B,,0,x\n',
      { kind: 'badValue', ...at(2, 3), found: '17x2', expected: 'a DWZ like 1712-62 or 1712' },
    ],
    ['empty input', '\n\n', { kind: 'empty', format: 'crosstable', expected: 'a crosstable' }],
    [
      'non-square: fewer columns than player rows',
      'x,1\n0,x\n1,0\n',
      {
        kind: 'nonSquare',
        ...at(1),
        found: '2 columns',
        expected: 'at least 3 result columns, one per player row',
      },
    ],
    [
      'bad DWZ index column',
      'Nr,Name,DWZ,Index,1,2\n1,A,1712,6x,x,1\n2,B,,,0,x\n',
      { kind: 'badValue', ...at(2, 4), found: '6x', expected: 'a DWZ index like 62' },
    ],
    [
      'bad Elo column',
      'Nr,Name,Elo,1,2\n1,A,21O5,x,1\n2,B,,0,x\n',
      { kind: 'badValue', ...at(2, 3), found: '21O5', expected: 'an Elo rating like 2105' },
    ],
    [
      'bad birth year column',
      'Nr,Name,Jg,1,2\n1,A,achtzig,x,1\n2,B,,0,x\n',
      { kind: 'badValue', ...at(2, 3), found: 'achtzig', expected: 'a birth year like 1987' },
    ],
    [
      'asymmetric Swiss: "did not meet" against a result',
      '• — 1\n1 • 0\n0 1 •\n',
      {
        kind: 'asymmetric',
        ...at(2, 1),
        otherRow: 1,
        otherColumn: 2,
        found: '1',
        expected: '"—" to match "—" in row 1, column 2',
      },
    ],
    [
      'asymmetric Swiss: "did not meet" against a blank cell (a game still to play)',
      '•,,1\n—,•,0\n0,1,•\n',
      {
        kind: 'asymmetric',
        ...at(2, 1),
        found: '—',
        otherRow: 1,
        otherColumn: 2,
        expected: 'a blank cell to match the blank cell in row 1, column 2',
      },
    ],
    [
      'whitespace text whose rows do not line up (one blank between columns, ambiguous names)',
      '1 Hans Meier 2 x 1 ½\n2 Malcolm X 0 x 1\n3 Eva Schulz ½ 0 x\n',
      {
        kind: 'unevenRow',
        ...at(3),
        found: '5 fields',
        expected: '6 fields like the other rows',
        detail: UNEVEN,
      },
    ],
  ])('%s', (_name, text, error) => {
    expect(parseCrosstable(text)).toEqual({ ok: false, error });
  });

  test.each(['roundRobin', 'doubleRoundRobin'] as const)(
    '"did not meet" when the kind is forced: %s',
    (kind) => {
      expect(parseCrosstable('x,—,½½\n—,x,10\n½½,01,x\n', { kind })).toEqual({
        ok: false,
        error: { kind: 'badCell', ...at(1, 2), found: '—', expected: RESULT, detail: NOT_MET_IN_ROUND_ROBIN },
      });
    },
  );

  test('two results when the kind is forced to a single round robin', () => {
    expect(parseCrosstable('x,10\n01,x\n', { kind: 'roundRobin' })).toEqual({
      ok: false,
      error: {
        kind: 'twoResults',
        ...at(1, 2),
        found: '10',
        expected: 'one result per cell in a single round robin',
      },
    });
  });
});

describe('Sheets range errors: rows and columns within the range', () => {
  test.each<[string, unknown, FormatError]>([
    [
      'asymmetric',
      [
        ['', 'Name', 1, 2],
        ['', 'A', 'x', 1],
        ['', 'B', 1, 'x'],
      ],
      {
        kind: 'asymmetric',
        format: 'cells',
        row: 3,
        column: 3,
        found: '1',
        otherRow: 2,
        otherColumn: 4,
        expected: '"0" to match "1" in row 2, column 4',
      },
    ],
    [
      'a date where a result should be (1/2 typed into Sheets)',
      [
        ['x', new Date(Date.UTC(2024, 0, 2))],
        [0.5, 'x'],
      ],
      {
        kind: 'badCell',
        format: 'cells',
        row: 1,
        column: 2,
        found: 'date 2024-01-02',
        expected: RESULT,
        detail: 'the cell holds a date: format the result cells as plain text',
      },
    ],
    ['not a 2-D array', 'abc', { kind: 'badRange', format: 'cells', expected: 'a 2-D array of cell values' }],
    [
      'an empty range',
      [
        ['', ''],
        ['', ''],
      ],
      { kind: 'empty', format: 'cells', expected: 'a crosstable' },
    ],
  ])('%s', (_name, cells, error) => {
    expect(parseCrosstableCells(cells as unknown[][])).toEqual({ ok: false, error });
  });
});
