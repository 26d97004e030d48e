// Range values (unknown[][], exactly as Range.getValues() returns them) ⇄ what the core reads;
// finding the table around the active cell; A1 notation. Pure functions over 2-D arrays: no Apps
// Script calls here, so every piece is unit-tested with plain arrays.

/** A cell value as Range.getValues() returns it: number, string ('' when empty), boolean or Date. */
export type CellValue = unknown;
export type Grid = readonly (readonly CellValue[])[];

/** A rectangle on a sheet, 1-based like Apps Script (`getRow()`, `getColumn()`). */
export interface Rect {
  readonly row: number;
  readonly column: number;
  readonly numRows: number;
  readonly numColumns: number;
}

// ---------------------------------------------------------------------------------------------
// A1 notation

/** 1 → A, 26 → Z, 27 → AA, 703 → AAA. */
export function columnLetters(column: number): string {
  let n = column;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** A1 notation of one cell: (7, 4) → D7. */
export const a1 = (row: number, column: number): string => `${columnLetters(column)}${row}`;

/** A1 notation of a rectangle: D7 for one cell, B2:K11 otherwise (as Range.getA1Notation()). */
export function a1Rect(r: Rect): string {
  const first = a1(r.row, r.column);
  if (r.numRows === 1 && r.numColumns === 1) return first;
  return `${first}:${a1(r.row + r.numRows - 1, r.column + r.numColumns - 1)}`;
}

/** A cell's place within a range given to a custom function (1-based row and column of the range). */
export const placeInRange = (row: number, column: number): string =>
  `row ${row}, column ${column} of the range`;

// ---------------------------------------------------------------------------------------------
// Cell values

const isBlankString = (s: string): boolean => s.replace(/[\s\u00a0]/g, '') === '';

/** Empty the way a sheet means it: '', whitespace only, null/undefined. */
export function isEmptyCell(v: CellValue): boolean {
  if (v === null || v === undefined) return true;
  if (typeof v === 'string') return isBlankString(v);
  return false;
}

const PLAIN_NUMBER = /^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/;

export const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** A Date as its calendar day in the script's time zone: 2026-05-31. */
export const isoDateOf = (d: Date): string =>
  `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;

/** A Date from Sheets (or from another realm: instanceof fails across realms). */
export const isDateValue = (v: unknown): v is Date =>
  v instanceof Date || Object.prototype.toString.call(v) === '[object Date]';

/**
 * One cell as the core's cell parser wants it: numbers stay numbers; text is trimmed (no-break
 * spaces too) and plain numbers typed as text ("3", "2,5", " 4.5 ") become numbers; a Date (Sheets
 * turns a typed "1/2" into one) becomes its ISO date text, so the parser reports it as found rather
 * than misreading it; booleans become text. Fractions (½, 1/2) and marks (+, -, =) stay text.
 */
export function normalizeCell(v: CellValue): string | number {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? v : String(v);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (isDateValue(v)) return isoDateOf(v);
  const s = String(v)
    .replace(/\u00a0/g, ' ')
    .trim();
  if (PLAIN_NUMBER.test(s)) return Number(s.replace(',', '.'));
  return s;
}

/** Every cell normalised (see normalizeCell); the shape is kept. */
export const normalizeGrid = (g: Grid): (string | number)[][] => g.map((row) => row.map(normalizeCell));

// ---------------------------------------------------------------------------------------------
// Finding the table

/** The grid cut to `r` (1-based sheet coordinates over a grid that starts at `origin`). */
export function cut(
  g: Grid,
  r: Rect,
  origin: { row: number; column: number } = { row: 1, column: 1 },
): CellValue[][] {
  const out: CellValue[][] = [];
  for (let i = 0; i < r.numRows; i++) {
    const src = g[r.row - origin.row + i] ?? [];
    const row: CellValue[] = [];
    for (let j = 0; j < r.numColumns; j++) row.push(src[r.column - origin.column + j] ?? '');
    out.push(row);
  }
  return out;
}

const cellAt = (g: Grid, row: number, column: number): CellValue => g[row - 1]?.[column - 1] ?? '';

/**
 * The table around a cell ("current region"): the smallest rectangle containing the cell and
 * bounded on all four sides by empty rows/columns or the sheet's edge. Blank cells inside the table
 * (the crosstable's diagonal, the blank parts of merged header cells, a missing result) do not cut
 * it; one fully empty row or column does. `g` is the sheet's values from A1 (getDataRange()).
 */
export function currentRegion(g: Grid, row: number, column: number): Rect {
  let top = row;
  let bottom = row;
  let left = column;
  let right = column;
  const rowHasData = (r: number, c0: number, c1: number): boolean => {
    for (let c = Math.max(1, c0); c <= c1; c++) if (!isEmptyCell(cellAt(g, r, c))) return true;
    return false;
  };
  const columnHasData = (c: number, r0: number, r1: number): boolean => {
    for (let r = Math.max(1, r0); r <= r1; r++) if (!isEmptyCell(cellAt(g, r, c))) return true;
    return false;
  };
  const height = g.length;
  const width = g.reduce((w, r) => Math.max(w, r.length), 0);
  for (let grown = true; grown;) {
    grown = false;
    if (top > 1 && rowHasData(top - 1, left - 1, right + 1)) {
      top--;
      grown = true;
    }
    if (bottom < height && rowHasData(bottom + 1, left - 1, right + 1)) {
      bottom++;
      grown = true;
    }
    if (left > 1 && columnHasData(left - 1, top - 1, bottom + 1)) {
      left--;
      grown = true;
    }
    if (right < width && columnHasData(right + 1, top - 1, bottom + 1)) {
      right++;
      grown = true;
    }
  }
  return { row: top, column: left, numRows: bottom - top + 1, numColumns: right - left + 1 };
}

/**
 * A selected range without its trailing empty rows and columns (selecting A1:Z100 for a 9×11
 * table is common). Returns undefined when everything is empty.
 */
export function trimTrailingEmpty(g: Grid, r: Rect, origin = { row: 1, column: 1 }): Rect | undefined {
  const cells = cut(g, r, origin);
  let rows = cells.length;
  while (rows > 0 && (cells[rows - 1] ?? []).every(isEmptyCell)) rows--;
  let columns = r.numColumns;
  while (columns > 0 && cells.slice(0, rows).every((row) => isEmptyCell(row[columns - 1]))) columns--;
  if (rows === 0 || columns === 0) return undefined;
  return { ...r, numRows: rows, numColumns: columns };
}

/** Trailing empty rows and columns cut off a grid (custom-function arguments like A2:K100). */
export function trimGrid(g: Grid): CellValue[][] {
  const r = trimTrailingEmpty(g, { row: 1, column: 1, numRows: g.length, numColumns: gridWidth(g) });
  return r ? cut(g, r) : [];
}

export const gridWidth = (g: Grid): number => g.reduce((w, r) => Math.max(w, r.length), 0);
