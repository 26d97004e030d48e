import { maxOf } from '../core/index.ts';

/**
 * Characters that would change how a terminal shows the table: C0/C1 controls (a carriage return,
 * an escape sequence) and the bidirectional controls of Unicode UAX #9 (U+061C, U+200E/F,
 * U+202A-E, U+2066-9), which can reorder the columns after a name.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A cell's text with unsafe characters written as escapes (`\u202E`), so they show and do nothing. */
export const safeCell = (text: string): string =>
  text.replace(UNSAFE, (c) => `\\u${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`);

/** A plain-text table: columns padded to their widest cell, right-aligned unless listed as left-aligned. */
export function textTable(
  head: readonly string[],
  rawBody: readonly (readonly string[])[],
  leftAligned: readonly number[] = [],
): string[] {
  const body = rawBody.map((row) => row.map(safeCell));
  const widths = head.map((h, i) =>
    maxOf(
      body.map((row) => (row[i] ?? '').length),
      h.length,
    ),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((c, i) => (leftAligned.includes(i) ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(head), ...body.map(line)];
}
