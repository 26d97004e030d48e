// A custom function's range argument and its answer: the table's cells of the range, and one column
// aligned with its rows. customFunctions.ts and leagueFunctions.ts both build on these.
import { maxOf } from '../core/index.ts';
import type { ErrorLanguage } from '../core/errors/index.ts';
import type { TableLayout } from './engines.ts';
import { fail } from './errorText.ts';
import { functionTexts } from './functionTexts.ts';
import { blocksOf, tableWidthBefore } from './outputBlock.ts';
import { gridWidth, trimGrid } from './sheetIo.ts';

export type Column = (string | number)[][];

/** A range argument: Sheets passes a 2-D array for a range and a plain value for one cell. */
export const asGrid = (range: unknown): unknown[][] =>
  Array.isArray(range) ? range.map((r) => (Array.isArray(r) ? r : [r])) : [[range]];

/** The table's cells of a range argument, without the menu's output columns (a range may take them in). */
export function rangeCells(range: unknown, lang?: ErrorLanguage): unknown[][] {
  const all = trimGrid(asGrid(range));
  const width = tableWidthBefore(blocksOf(all), gridWidth(all));
  const cells = all.map((r) => r.slice(0, width));
  if (cells.length === 0) fail(functionTexts(lang).emptyRange);
  return cells;
}

/** One value per player (or team) → a column aligned with the input rows. */
export function column(
  parsed: { readonly layout: TableLayout },
  rows: number,
  header: string,
  value: (id: number) => number | string,
): Column {
  const out: Column = Array.from({ length: rows }, () => ['']);
  const { layout } = parsed;
  const last = maxOf(layout.playerRows, layout.headerRow ?? 0);
  if (layout.headerRow !== undefined) out[layout.headerRow] = [header];
  layout.playerRows.forEach((row, i) => {
    out[row] = [value(i + 1)];
  });
  return out.slice(0, last + 1);
}
