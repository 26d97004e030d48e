// Rows that do not line up are named where they are: a CSV row cut short (a cell and its delimiter
// missing), and an empty cell that vanishes between blank-aligned columns (issue 2: errors name the
// row and what was expected). A tournament name is named when a crosstable writer drops it.
import { describe, expect, test } from 'vitest';
import { formatLosses } from '../../../../core/formats/losses.ts';
import type { Tournament } from '../../../../core/tournament/model.ts';
import { parseCrosstable } from '../../../../core/formats/crosstable/crosstable.ts';

// A filled cell right of the header in some player rows only was dropped without a word: `0,5` in a
// comma-separated file is two cells (RFC 4180 2.6), so Bert's ½ against Carl read as 0 and "5" vanished.
/** The reader refuses `text` with an unevenRow error located at `where`, its detail saying `hint`. */
function expectUnevenRow(text: string, where: Record<string, unknown>, hint: string): void {
  const r = parseCrosstable(text);
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.error).toMatchObject({ kind: 'unevenRow', format: 'crosstable', ...where });
  expect(r.error.detail).toContain(hint);
}

describe('a row with a filled cell right of the table', () => {
  test.each([
    [
      'CSV with ",": "0,5" unquoted is two cells',
      'Nr,Name,1,2,3\n1,Anna,x,1,1\n2,Bert,0,x,0,5\n3,Carl,0,1,x\n',
      {
        row: 3,
        line: 3,
        column: 6,
        found: '6 fields, "5" right of the table',
        expected: '5 fields like the header row',
      },
      'write ½ or 0.5, or quote the cell',
    ],
    [
      'CSV with ";": a cell too many',
      'Nr;Name;1;2;3;Pkt\n1;Anna;x;1;1;2\n2;Bert;0;x;0;0;1\n3;Carl;0;1;x;1\n',
      {
        row: 3,
        line: 3,
        column: 7,
        found: '7 fields, "1" right of the table',
        expected: '6 fields like the header row',
      },
      'remove it or give its column a header',
    ],
  ])('%s', (_n, text, where, hint) => expectUnevenRow(text, where, hint));

  test.each([
    ['a quoted "0,5"', 'Nr,Name,1,2,3\n1,Anna,x,1,1\n2,Bert,0,x,"0,5"\n3,Carl,0,½,x\n'],
    [
      'a column without header in every row (a rank)',
      'Nr;Name;1;2;3\n1;Anna;x;1;1;1\n2;Bert;0;x;0;3\n3;Carl;0;1;x;2\n',
    ],
    [
      'empty cells right of the table (Excel\'s ";;")',
      'Nr;Name;1;2;3\n1;Anna;x;1;1;;\n2;Bert;0;x;0;;\n3;Carl;0;1;x\n',
    ],
  ])('%s still reads', (_n, text) => {
    expect(parseCrosstable(text).ok).toBe(true);
  });
});

describe('a row with fewer fields than the others', () => {
  test.each([
    [
      'CSV with ";": a cell missing in row 3',
      'Nr;Name;1;2;3;Pkt\n1;Anna;x;1;1;2\n2;Bert;0;x\n3;Carl;0;½;x;0,5\n',
      { row: 3, line: 3, found: '4 fields', expected: '6 fields like the other rows' },
      '(";" between them)',
    ],
    [
      'TSV: a cell missing in row 2',
      'Nr\tName\t1\t2\tPkt\n1\tAnna\tx\n2\tBert\t0\tx\t0\n',
      { row: 2, line: 2, found: '3 fields', expected: '5 fields like the other rows' },
      '(tabs between them)',
    ],
    [
      'aligned text: an empty DWZ cell vanishes',
      'Nr  Name           DWZ   1  2  3  Pkt\n1   Meier, Hans    1712  x  1  1  2\n2   Vogel, Eva           0  x  1  1\n3   Kunz, Max      1500  0  0  x  0\n',
      { row: 3, line: 3, found: '6 fields', expected: '7 fields like the other rows' },
      'write "-" for a missing rating',
    ],
  ])('%s', (_n, text, where, hint) => expectUnevenRow(text, where, hint));

  test('a row without its points cell still reads (the results are all there)', () => {
    const r = parseCrosstable('Nr;Name;1;2;3;Pkt\n1;Anna;x;1;1;2\n2;Bert;0;x;½\n3;Carl;0;½;x;0,5\n');
    expect(r.ok).toBe(true);
  });
  test('an empty trailing cell with its delimiter is no short row', () => {
    const r = parseCrosstable('Nr;Name;1;2;Pkt;Platz\n1;Anna;x;1;1;1\n2;Bert;0;x;0;\n');
    expect(r.ok).toBe(true);
  });
});

const lostInCrosstable = (t: Tournament): string[] =>
  formatLosses({ tournament: t }, 'crosstable').map((l) => l.kind);

describe('formatLosses names the tournament name (the writers have no title row)', () => {
  test.each([
    ['Vereinsmeisterschaft 2025', ['name']],
    ['', []],
  ])('name %j', (name, expected) => {
    const r = parseCrosstable('x,1\n0,x\n', { name });
    if (!r.ok) throw new Error('unreadable');
    expect(lostInCrosstable(r.value.tournament)).toEqual(expected);
  });
});

describe('formatLosses names start numbers the reader cannot keep', () => {
  test('players 1, 5, 9 read back as 1, 2, 3', () => {
    const r = parseCrosstable('x,1,1\n0,x,½\n0,½,x\n');
    if (!r.ok) throw new Error('unreadable');
    const renumbered = {
      ...r.value.tournament,
      players: r.value.tournament.players.map((p, i) => ({ ...p, id: [1, 5, 9][i] ?? 0 })),
      games: [],
    };
    expect(lostInCrosstable(renumbered)).toEqual(['startNumbers']);
    expect(lostInCrosstable(r.value.tournament)).toEqual([]);
  });
});
