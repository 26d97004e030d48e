import type { FormatError } from '../formatError.ts';

/**
 * Low-level TRF text helpers: line splitting (CR, LF, CRLF; UTF-8 BOM), 1-based fixed columns
 * (FIDE TRF-2026 file rules) and located errors.
 */

/** Splits on CR, LF or CRLF; a final line ending does not add an empty line. Strips a UTF-8 BOM. */
export function splitTrfLines(text: string): string[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lines = body.split(/\r\n|\r|\n/);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Columns `from`..`to`, 1-based and inclusive, as in the TRF specs. */
/** UTF-16 surrogates: a character outside the Basic Multilingual Plane (an emoji) is two code units. */
const SURROGATE = /[\uD800-\uDFFF]/;

/**
 * Columns `from`..`to` (1-based) of a TRF line, counted in Unicode code points as other programs lay
 * them out (an emoji in a name is one column, not two UTF-16 units).
 */
export const cols = (line: string, from: number, to: number): string =>
  SURROGATE.test(line)
    ? Array.from(line)
        .slice(from - 1, to)
        .join('')
    : line.slice(from - 1, to);

/** Length of a TRF line in code points (the unit of its columns). */
export const lineLength = (line: string): number =>
  SURROGATE.test(line) ? Array.from(line).length : line.length;

export const trfError = (
  kind: FormatError['kind'],
  line: number,
  column: number | undefined,
  found: string | undefined,
  expected: string,
  detail?: string,
): FormatError => ({
  kind,
  format: 'trf',
  line,
  ...(column !== undefined ? { column } : {}),
  ...(found !== undefined ? { found } : {}),
  expected,
  ...(detail !== undefined ? { detail } : {}),
});

/** A non-negative integer field, or undefined when blank; NaN when it is not a number. */
export function intField(s: string): number | undefined {
  const t = s.trim();
  if (t === '') return undefined;
  return /^\d+$/.test(t) ? Number(t) : NaN;
}

/** Points like `11.5`, `3`, `-0.5` → half-points; undefined when blank; NaN when malformed or not a multiple of ½. */
export function halfPointsField(s: string): number | undefined {
  const t = s.trim().replace(',', '.');
  if (t === '') return undefined;
  if (!/^-?\d+(\.\d+)?$/.test(t) && !/^-?\.\d+$/.test(t)) return NaN;
  const h = Number(t) * 2;
  return Number.isInteger(h) ? h : NaN;
}

/** Half-points as TRF points `%.1f` (3 → "1.5", 4 → "2.0"). */
export const formatPoints = (h: number): string => (h / 2).toFixed(1);

/** `YYYY/MM/DD` (or `YYYY.MM.DD`, `YYYY-MM-DD`) → ISO; undefined when not a full valid date. */
export function trfDate(s: string): string | undefined {
  const m = /^(\d{4})[/.-](\d{2})[/.-](\d{2})$/.exec(s.trim());
  if (!m) return undefined;
  const [, y, mo, d] = m;
  if (Number(mo) < 1 || Number(mo) > 12 || Number(d) < 1 || Number(d) > 31) return undefined;
  return `${y}-${mo}-${d}`;
}

/** `YY/MM/DD` (132 round dates; 2-digit years 51–99 are 19xx) → ISO. */
export function trfShortDate(s: string): string | undefined {
  const t = s.trim();
  const long = trfDate(t);
  if (long) return long;
  const m = /^(\d{2})[/.-](\d{2})[/.-](\d{2})$/.exec(t);
  if (!m) return undefined;
  const [, y = '', mo = '', d = ''] = m;
  if (Number(mo) < 1 || Number(mo) > 12 || Number(d) < 1 || Number(d) > 31) return undefined;
  return `${Number(y) > 50 ? '19' : '20'}${y}-${mo}-${d}`;
}

export const isoToTrfDate = (iso: string): string => iso.replace(/-/g, '/');
export const isoToTrfShortDate = (iso: string): string => iso.slice(2).replace(/-/g, '/');

/** Writes `value` right-aligned so that it ends at column `to` (1-based), padding with blanks. */
export function putField(
  buf: string[],
  from: number,
  to: number,
  value: string,
  align: 'left' | 'right',
): void {
  // One buffer slot per code point, so that the columns after a name with an emoji stay in place.
  const width = to - from + 1;
  const chars = Array.from(value).slice(0, width);
  const pad = Array<string>(width - chars.length).fill(' ');
  const padded = align === 'right' ? [...pad, ...chars] : [...chars, ...pad];
  for (let i = 0; i < width; i++) buf[from - 1 + i] = padded[i] ?? ' ';
}

/** A fixed-width line buffer → text without trailing blanks. */
export const lineText = (buf: readonly string[]): string => buf.join('').replace(/\s+$/, '');

export const blankLine = (length: number): string[] => Array.from({ length }, () => ' ');
