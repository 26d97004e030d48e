import { maxOf } from '../core/arrays.ts';
/** A plain-text table: columns padded to their widest cell, right-aligned unless listed as left-aligned. */
export function textTable(
  head: readonly string[],
  body: readonly (readonly string[])[],
  leftAligned: readonly number[] = [],
): string[] {
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
