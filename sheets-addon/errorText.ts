// Parser errors in the user's words, placed at a cell: `D7: "2" is not a result`.
import type { FormatError } from '../core/formats/index.ts';

/** Errors about one cell's content: `"2" is not a result …`. Others read `found …, expected …`. */
const CELL_KINDS = new Set([
  'badCell',
  'badDiagonal',
  'badPoints',
  'twoResults',
  'mixedCells',
  'pointsMismatch',
  'badToken',
]);

/**
 * `where` is an A1 cell of the sheet (menu actions) or a place within the range (custom
 * functions); `place` rewrites the parser's own "row r, column c" mentions the same way.
 */
export function describeAt(
  e: FormatError,
  where: string | undefined,
  place: (row: number, column: number) => string = (r, c) => `row ${r}, column ${c}`,
): string {
  const fix = (s: string): string =>
    s.replace(/row (\d+), column (\d+)/g, (_, r: string, c: string) => place(Number(r), Number(c)));
  const expected = e.expected === undefined ? undefined : fix(e.expected);
  const detail = e.detail === undefined ? '' : ` (${fix(e.detail)})`;
  let what: string;
  if (e.kind === 'asymmetric' && e.found !== undefined) {
    what = `"${e.found}" does not mirror its opponent's result: expected ${expected ?? 'the mirrored result'}`;
  } else if (e.found !== undefined && CELL_KINDS.has(e.kind)) {
    what = `"${e.found}" is not ${expected ?? 'valid here'}`;
  } else if (e.found !== undefined) {
    what = `found ${e.found}, expected ${expected ?? 'something else'}`;
  } else {
    what = expected !== undefined ? `expected ${expected}` : e.kind;
  }
  return `${where ? `${where}: ` : ''}${what}${detail}`;
}

/** How to name a place in the user's terms: a cell, a whole row, and the whole table. */
export interface Places {
  readonly cell: (row: number, column: number) => string;
  readonly row: (row: number) => string;
  readonly whole?: string;
}

/** A parser error at its place (the cell, else the row, else the whole table), in the user's words. */
export function describeParseError(e: FormatError, places: Places): string {
  const where =
    e.row === undefined
      ? places.whole
      : e.column === undefined
        ? places.row(e.row)
        : places.cell(e.row, e.column);
  return describeAt(e, where, places.cell);
}

/** Raises the one error a custom function shows in its cell (#ERROR! with this message). */
export const fail = (message: string): never => {
  throw new Error(message);
};
