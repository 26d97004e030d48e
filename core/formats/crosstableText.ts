import { isKnownHeader } from './crosstableHeaders.ts';

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
}

/** RFC 4180 records with quoted fields ("a, b", doubled quotes), any line end. */
function splitDelimited(text: string, d: string): { rows: string[][]; lines: number[] } {
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
const isWordy = (t: string): boolean => WORDY.test(t) && !/^[xX×]+$/.test(t);

/**
 * Whitespace-aligned text: fields are separated by blanks; words separated by a single space
 * ("Hans Müller", "Müller, Hans") stay one field.
 */
function splitWhitespace(text: string): { rows: string[][]; lines: number[] } {
  const rows: string[][] = [];
  const lines: number[] = [];
  text.split(/\r\n|\r|\n/).forEach((l, i) => {
    const fields: string[] = [];
    // A header line ("Nr Name DWZ Jg 1 2 3 Pkt") keeps its labels apart.
    const header = l.split(/\s+/).filter(isKnownHeader).length >= 2;
    const re = /\S+/g;
    let m: RegExpExecArray | null;
    let prevEnd = -1;
    let prevWordy = false;
    while ((m = re.exec(l)) !== null) {
      const tok = m[0];
      const single = m.index - prevEnd === 1 && l[prevEnd] === ' ';
      const last = fields.length - 1;
      if (last >= 0 && !header && single && prevWordy && (isWordy(tok) || tok.startsWith(','))) {
        fields[last] += ` ${tok}`;
      } else fields.push(tok);
      prevEnd = m.index + tok.length;
      prevWordy = isWordy(tok) || tok.endsWith(',');
    }
    rows.push(fields);
    lines.push(i + 1);
  });
  return { rows, lines };
}

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

/**
 * Splits a crosstable text, detecting the delimiter: tab, `;`, `,` (when it splits the rows
 * consistently, and into more fields than blanks do), else whitespace.
 */
export function splitTableText(text: string): TextGrid {
  const body = text.replace(/^\uFEFF/, '');
  const ws = splitWhitespace(body);
  const wsc = consistency(ws.rows);
  for (const d of ['\t', ';', ','] as const) {
    if (!body.includes(d)) continue;
    const s = splitDelimited(body, d);
    const c = consistency(s.rows);
    if (c.share < 0.6) continue;
    if (d === ',' && wsc.share >= 0.6 && wsc.fields > c.fields) continue;
    return { ...s, delimiter: d };
  }
  return { ...ws, delimiter: 'whitespace' };
}
