import { minOf } from '../../arrays.ts';
import { headerKind, isKnownHeader } from './headers.ts';

/**
 * Text → grid of cell texts for crosstables: CSV with `,` or `;`, TSV, or whitespace-aligned text.
 * Row i of the grid is record i of the input (= line i unless a quoted field spans lines).
 */

export const TEXT_DELIMITERS = ['\t', ';', ',', 'whitespace'] as const;
export type TextDelimiter = (typeof TEXT_DELIMITERS)[number];

export interface TextGrid {
  readonly rows: readonly (readonly string[])[];
  readonly delimiter: TextDelimiter;
  /** 1-based line where each row starts (differs from row + 1 only after multi-line quoted fields). */
  readonly lines: readonly number[];
  /** Whitespace text split at runs of two or more blanks (aligned columns), not at every blank. */
  readonly aligned?: boolean;
  /**
   * Whitespace text: the first row (0-based) with another field count than most rows. Delimited
   * text: the first table row with fewer fields than most rows.
   */
  readonly uneven?: { readonly row: number; readonly fields: number; readonly expected: number };
}

/** RFC 4180 records with quoted fields ("a, b", doubled quotes), any line end. */
function splitDelimited(text: string, d: string): { rows: string[][]; lines: number[] } {
  if (!text.includes('"')) {
    // No quoted fields: one record per line (the common case, and fast for large tables).
    const ls = text.split(/\r\n|\r|\n/);
    if (ls[ls.length - 1] === '') ls.pop();
    return { rows: ls.map((l) => l.split(d).map((f) => f.trim())), lines: ls.map((_, i) => i + 1) };
  }
  const rows: string[][] = [];
  const lines: number[] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (c === d) {
      row.push(field);
      field = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      lines.push(rowLine);
      row = [];
      field = '';
      line++;
      rowLine = line;
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
    lines.push(rowLine);
  }
  return { rows: rows.map((r) => r.map((f) => f.trim())), lines };
}

const WORDY = /[A-Za-zÀ-ÖØ-öø-ÿ]/;
const X_ONLY = /^[xX×]+$/;
const isWordy = (t: string): boolean => WORDY.test(t) && !X_ONLY.test(t);

interface Token {
  readonly text: string;
  readonly wordy: boolean;
  /** Separated from the token before by exactly one blank. */
  readonly single: boolean;
}

function tokenize(line: string): Token[] {
  const out: Token[] = [];
  const re = /\S+/g;
  let m: RegExpExecArray | null;
  let prevEnd = -1;
  while ((m = re.exec(line)) !== null) {
    const text = m[0];
    out.push({ text, wordy: isWordy(text), single: m.index - prevEnd === 1 && line[prevEnd] === ' ' });
    prevEnd = m.index + text.length;
  }
  return out;
}

/** A header line ("Nr Name DWZ Jg 1 2 3 Pkt"): two or more known labels. */
const isHeaderLine = (tokens: readonly Token[]): boolean =>
  tokens.filter((t) => (t.wordy || t.text === '#' || t.text === '%') && isKnownHeader(t.text)).length >= 2;

/**
 * Fields by words: words separated by a single blank ("Hans Müller", "Müller, Hans") stay one
 * field, everything else is split; a header line keeps its labels apart.
 */
function wordFields(tokens: readonly Token[], header: boolean): string[] {
  const fields: string[] = [];
  let prevWordy = false;
  for (const t of tokens) {
    const last = fields.length - 1;
    if (last >= 0 && !header && t.single && prevWordy && (t.wordy || t.text.startsWith(','))) {
      fields[last] += ` ${t.text}`;
    } else fields.push(t.text);
    prevWordy = t.wordy || t.text.endsWith(',');
  }
  return fields;
}

/** Fields of aligned columns: separated by two or more blanks or a tab; single blanks stay inside. */
function wideFields(tokens: readonly Token[]): string[] {
  const fields: string[] = [];
  for (const t of tokens) {
    const last = fields.length - 1;
    if (last >= 0 && t.single) fields[last] += ` ${t.text}`;
    else fields.push(t.text);
  }
  return fields;
}

/**
 * The field count of a table row: a header that starts with a number label ("Nr Name 1 2 3 Pkt")
 * names every column; one without may leave the number column unlabeled (then the fewest fields of
 * a row, at least the header's); without a header, the most common count.
 */
function expectedFields(rows: readonly (readonly string[])[], headers: readonly boolean[]): number {
  const h = headers.findIndex((x) => x);
  const body = rows.filter((r, i) => r.length >= 3 && !headers[i]);
  const header = rows[h];
  if (!header) return consistency(body).fields;
  if (headerKind(header[0] ?? '') === 'number') return header.length;
  const counts = body.map((r) => r.length).filter((c) => c >= header.length);
  return counts.length === 0 ? header.length : minOf(counts);
}

/**
 * Word-split rows with more fields than expected (a name with a number, "Malcolm X"): the extra
 * fields are joined to the row's first wordy field, the name.
 */
function joinExtraFields(
  rows: readonly (readonly string[])[],
  headers: readonly boolean[],
  expected: number,
): string[][] {
  return rows.map((r, i) => {
    if (headers[i] || expected < 2 || r.length <= expected) return [...r];
    const name = r.findIndex(isWordy);
    if (name < 0) return [...r];
    const extra = r.length - expected;
    return [...r.slice(0, name), r.slice(name, name + extra + 1).join(' '), ...r.slice(name + extra + 1)];
  });
}

const withoutTrailingEmpty = (r: readonly string[]): readonly string[] => {
  let n = r.length;
  while (n > 0 && (r[n - 1] ?? '').trim() === '') n--;
  return r.slice(0, n);
};

const moreConsistent = <T extends { readonly share: number }>(a: T, b: T): T => (b.share > a.share ? b : a);

/** The most common field count (≥ 2) on the non-empty rows and the share of rows that have it. */
function consistency(rows: readonly (readonly string[])[]): {
  readonly share: number;
  readonly fields: number;
} {
  const counts = new Map<number, number>();
  let nonEmpty = 0;
  for (const r of rows) {
    if (r.every((f) => f === '')) continue;
    nonEmpty++;
    counts.set(r.length, (counts.get(r.length) ?? 0) + 1);
  }
  let best = 0;
  let fields = 0;
  for (const [len, c] of counts) {
    if (len >= 2 && (c > best || (c === best && len > fields))) {
      best = c;
      fields = len;
    }
  }
  return { share: nonEmpty === 0 ? 0 : best / nonEmpty, fields };
}

/** The first non-empty row whose field count differs from the most common one. */
function unevenRow(
  rows: readonly (readonly string[])[],
  headers: readonly boolean[],
  expected: number,
): TextGrid['uneven'] | undefined {
  const body = rows.map((r, i) => (headers[i] ? [] : r));
  // Title and footer lines are short: only rows of the table's size count.
  const row = body.findIndex((r) => r.length >= Math.max(3, expected / 2) && r.length !== expected);
  return row < 0 || expected < 2 ? undefined : { row, fields: body[row]?.length ?? 0, expected };
}

/**
 * Splits a crosstable text, detecting the delimiter: tab, `;`, `,` (when it splits the rows
 * consistently, and into more fields than blanks do), else whitespace: aligned columns (two or
 * more blanks apart) when they split the rows as consistently as words do, else words.
 */
export function splitTableText(text: string): TextGrid {
  const body = text.replace(/^\uFEFF/, '');
  const textLines = body.split(/\r\n|\r|\n/);
  const tokens = textLines.map(tokenize);
  const headers = tokens.map(isHeaderLine);
  const lines = textLines.map((_, i) => i + 1);
  const split = tokens.map((t, i) => wordFields(t, headers[i] ?? false));
  const expected = expectedFields(split, headers);
  const words = joinExtraFields(split, headers, expected);
  const wide = tokens.map(wideFields);
  const wsc = consistency(words);
  const widec = consistency(wide);
  for (const d of ['\t', ';', ','] as const) {
    if (!body.includes(d)) continue;
    const s = splitDelimited(body, d);
    // Trailing empty fields (`1;Anna;x;1;1;;`, a hand-edited or spreadsheet row) do not count
    // against a delimiter: the rows are compared with and without them.
    const c = moreConsistent(consistency(s.rows), consistency(s.rows.map(withoutTrailingEmpty)));
    if (c.share < 0.6) continue;
    if (d === ',' && wsc.share >= 0.6 && wsc.fields > c.fields) continue;
    // A table row cut short (a cell and its delimiter missing): named if the table does not parse.
    const row = s.rows.findIndex((r) => r.length >= 3 && r.length < c.fields);
    const short = row < 0 ? undefined : { row, fields: s.rows[row]?.length ?? 0, expected: c.fields };
    return { ...s, delimiter: d, ...(short ? { uneven: short } : {}) };
  }
  // Aligned columns win when they split the rows at least as consistently into as many fields.
  const aligned =
    widec.fields >= 3 &&
    (widec.share > wsc.share || (widec.share === wsc.share && widec.fields >= wsc.fields));
  const rows = aligned ? wide : words;
  const uneven = unevenRow(rows, headers, aligned ? widec.fields : expected);
  return {
    rows,
    lines,
    delimiter: 'whitespace',
    ...(aligned ? { aligned } : {}),
    ...(uneven ? { uneven } : {}),
  };
}
