// The RFC 4180 reader: quoted fields (delimiters, quotes, line breaks inside), CRLF/LF/CR, BOM;
// random tables written by an RFC 4180 writer come back cell for cell; random text never throws.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { detectDelimiter, parseCsv, type CsvDelimiter } from '../../../../core/formats/playerList/csv.ts';
import { parsePlayerList } from '../../../../core/formats/playerList/index.ts';

/** RFC 4180 section 2: every field quoted, quotes doubled, records joined by CRLF. */
const writeCsv = (rows: string[][], d: CsvDelimiter): string =>
  rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(d)).join('\r\n');

describe('parseCsv', () => {
  test.each([
    ['quoted comma and doubled quote', 'a,"b,c","say ""hi"""', [['a', 'b,c', 'say "hi"']]],
    [
      'line break inside quotes; next record on line 3',
      '"x\ny",z\r\nq,r',
      [
        ['x\ny', 'z'],
        ['q', 'r'],
      ],
    ],
    [
      'CR line ends, blank lines skipped, BOM dropped',
      '\uFEFFa;b\r\r1;2\r',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['empty cells kept', ',,', [['', '', '']]],
  ])('%s', (_, text, rows) => {
    const d = detectDelimiter(text.replace('\uFEFF', '').split(/\r\n|\r|\n/)[0] ?? '');
    const r = parseCsv(text, d);
    expect(r.ok && r.value.map((x) => x.cells)).toEqual(rows);
  });

  test('the line of a record after a quoted line break', () => {
    const r = parseCsv('"x\ny",z\r\nq,r', ',');
    expect(r.ok && r.value.map((x) => x.line)).toEqual([1, 3]);
  });

  test('random tables round-trip through an RFC 4180 writer', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<CsvDelimiter>(',', ';', '\t'),
        fc.integer({ min: 1, max: 5 }),
        fc.array(
          fc.array(fc.string({ unit: fc.constantFrom('a', 'ä', ',', ';', '\t', '"', '\n', '\r', ' ') }), {
            minLength: 5,
            maxLength: 5,
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (d, width, table) => {
          const rows = table.map((r) => r.slice(0, width));
          const r = parseCsv(writeCsv(rows, d), d);
          // A record of one empty field is a blank line (skipped), as RFC 4180 readers do.
          const expected = rows.filter((row) => row.length > 1 || row[0] !== '');
          expect(r.ok && r.value.map((x) => x.cells)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('random text: a list or a located error, never an exception', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('a', 'Name', ',', ';', '"', '\n', '1', '-', 'DWZ', 'Vorname'),
          maxLength: 80,
        }),
        (text) => {
          const r = parsePlayerList(text);
          if (!r.ok) expect(r.error.format).toBe('csv');
        },
      ),
      { numRuns: 500 },
    );
  });
});
