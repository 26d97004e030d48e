import type { Result } from '../../result.ts';
import type { FormatError } from '../formatError.ts';

/** One record of a delimited text: its cells and the 1-based line it starts on. */
export interface CsvRow {
  readonly line: number;
  readonly cells: readonly string[];
}

export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/**
 * The delimiter of a header line: the one of `,` `;` TAB that occurs most often outside quotes
 * (the DSB export uses commas, Excel in German locales semicolons).
 */
export function detectDelimiter(headerLine: string): CsvDelimiter {
  const counts = new Map<CsvDelimiter, number>(CSV_DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch as CsvDelimiter))
      counts.set(ch as CsvDelimiter, (counts.get(ch as CsvDelimiter) ?? 0) + 1);
  }
  let best: CsvDelimiter = ',';
  for (const d of CSV_DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d;
  return best;
}

/**
 * RFC 4180 records: fields separated by `delimiter`, optionally in double quotes (`""` is a quote,
 * quoted fields may hold delimiters and line breaks); CRLF, LF or CR end a record; blank lines are
 * skipped; a leading byte order mark is dropped. Hand-written because the core imports nothing
 * outside core/ (it runs unchanged in Apps Script; ARCHITECTURE.md): csv-parse needs Node's
 * Buffer. Errors: an unterminated quote (where it opened) or text after a closing quote.
 */
export function parseCsv(text: string, delimiter: CsvDelimiter): Result<readonly CsvRow[], FormatError> {
  const s = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let rowLine = 1;
  let i = 0;
  let column = 1;
  const endRow = (): void => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  while (i < s.length) {
    const ch = s[i];
    if (ch === '"' && cell === '') {
      const openLine = line;
      const openColumn = column;
      i++;
      let closed = false;
      while (i < s.length) {
        const c = s[i];
        if (c === '"') {
          if (s[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          closed = true;
          break;
        }
        if (c === '\n' || (c === '\r' && s[i + 1] !== '\n')) line++;
        cell += c;
        i++;
      }
      if (!closed)
        return {
          ok: false,
          error: {
            kind: 'badCell',
            format: 'csv',
            line: openLine,
            column: openColumn,
            expected: 'a closing double quote',
            detail: 'the quoted field runs to the end of the file',
          },
        };
      const next = s[i];
      if (next !== undefined && next !== delimiter && next !== '\r' && next !== '\n')
        return {
          ok: false,
          error: {
            kind: 'badCell',
            format: 'csv',
            line,
            column,
            found:
              s
                .slice(i, i + 20)
                .split(/[\r\n]/)[0]
                ?.split(delimiter)[0] ?? '',
            expected: `${delimiter === '\t' ? 'a tab' : `"${delimiter}"`} or the end of the line after a closing quote`,
          },
        };
      continue;
    }
    if (ch === delimiter) {
      cells.push(cell);
      cell = '';
      column++;
      i++;
    } else if (ch === '\r' || ch === '\n') {
      endRow();
      i += ch === '\r' && s[i + 1] === '\n' ? 2 : 1;
      line++;
      rowLine = line;
      column = 1;
    } else {
      cell += ch;
      i++;
    }
  }
  if (cell !== '' || cells.length > 0) endRow();
  return { ok: true, value: rows };
}
