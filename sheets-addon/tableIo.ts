// Reading the crosstable the user means (selection or the table around the active cell, with
// Rochade's old output columns right of it) and writing an output block right of it: one getValues,
// one setValues, never over a cell Rochade did not write.
import { maxOf, type Result } from '../core/index.ts';
import { ACTION_TEXTS, type ActionTexts, type OccupiedCell } from './actionTexts.ts';
import { describeParseError, spreadsheetLanguage } from './errorText.ts';
import { parseTable, type ParsedTable, type TableLayout } from './engines.ts';
import type { ErrorLanguage } from '../core/errors/index.ts';
import type { FormatError } from '../core/formats/index.ts';
import { userError, type Env } from './env.ts';
import {
  composeOutput,
  blocksOf,
  findBlocks,
  tableWidthBefore,
  type FoundBlock,
  type NewBlock,
} from './outputBlock.ts';
import {
  a1,
  a1Rect,
  currentRegion,
  cut,
  isEmptyCell,
  normalizeCell,
  normalizeGrid,
  trimTrailingEmpty,
  type CellValue,
  type Rect,
} from './sheetIo.ts';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** What a table parser gives the reader: its result and where its rows are. */
export interface Laid {
  readonly layout: TableLayout;
}

export interface TableRead<P extends Laid = ParsedTable> {
  readonly sheet: Sheet;
  /** The spreadsheet's language and the actions' messages in it. */
  readonly lang: ErrorLanguage;
  readonly texts: ActionTexts;
  /** The sheet's values from A1 (the one getValues of the action). */
  readonly values: readonly (readonly CellValue[])[];
  /** The table with our old output blocks, in sheet coordinates. */
  readonly region: Rect;
  readonly regionCells: CellValue[][];
  readonly blocks: readonly FoundBlock[];
  /** Columns kept left of the output (the table and what adjoins it, before our blocks). */
  readonly tableWidth: number;
  /** Columns the parser read (the table itself). */
  readonly parseWidth: number;
  /** Rows skipped at the top of the region (our header row above a header-less table). */
  readonly skippedRows: number;
  readonly parsed: P;
}

/** The rectangle widened to the right while the next column has data in its rows. */
function extendRight(values: readonly (readonly CellValue[])[], r: Rect): Rect {
  let right = r.column + r.numColumns - 1;
  const hasData = (c: number): boolean => {
    for (let i = r.row; i < r.row + r.numRows; i++) if (!isEmptyCell(values[i - 1]?.[c - 1])) return true;
    return false;
  };
  while (hasData(right + 1)) right++;
  return { ...r, numColumns: right - r.column + 1 };
}

/**
 * The region grown by the row above when that row holds our block marker (the headers we wrote over
 * a header-less table), and then to the marker's column (empty in the table's rows).
 */
function withOurHeaderAbove(values: readonly (readonly CellValue[])[], r: Rect): Rect {
  if (r.row <= 1) return r;
  const above = cut(values, { ...r, row: r.row - 1, numRows: 1, numColumns: r.numColumns + 1 })[0] ?? [];
  if (findBlocks(above).length === 0) return r;
  return extendRight(values, { ...r, row: r.row - 1, numRows: r.numRows + 1 });
}

/**
 * The table the user means: the selection (without trailing empty rows/columns) when more than one
 * cell is selected, else the table around the active cell; widened to our old output blocks right
 * of it. One getValues (the sheet's data range).
 */
export const readTable = (env: Env): TableRead => readTableWith(env, parseTable);

/** readTable with another parser (a league crosstable); the same selection, blocks and errors. */
export function readTableWith<P extends Laid>(
  env: Env,
  parse: (cells: CellValue[][]) => Result<P, FormatError>,
): TableRead<P> {
  const ss: Spreadsheet = env.spreadsheetApp.getActiveSpreadsheet();
  const lang = spreadsheetLanguage(ss);
  const texts = ACTION_TEXTS[lang];
  const sheet = ss.getActiveSheet();
  const active = sheet.getActiveRange();
  if (!active) throw userError(texts.selectTable);
  const values = sheet.getDataRange().getValues();
  const sel: Rect = {
    row: active.getRow(),
    column: active.getColumn(),
    numRows: active.getNumRows(),
    numColumns: active.getNumColumns(),
  };
  let rect: Rect | undefined;
  if (sel.numRows * sel.numColumns > 1) rect = trimTrailingEmpty(values, sel);
  else {
    // Like Sheets' own data region: an empty cell inside the table (a result not played yet) finds it too.
    const around = currentRegion(values, sel.row, sel.column);
    if (around.numRows * around.numColumns > 1 || !isEmptyCell(values[sel.row - 1]?.[sel.column - 1]))
      rect = around;
  }
  if (!rect) throw userError(texts.emptySelection(a1Rect(sel)));
  // Whatever adjoins the table on the right (our old blocks, a column of notes) is kept: the output
  // goes where our old block starts, else after the last adjoining column.
  const region = withOurHeaderAbove(values, extendRight(values, rect));
  const regionCells = cut(values, region);
  const blocks = blocksOf(regionCells);
  const tableWidth = tableWidthBefore(blocks, region.numColumns);
  const parseWidth = Math.min(rect.numColumns, tableWidth);
  let table = regionCells.map((r) => r.slice(0, parseWidth));
  let skippedRows = 0;
  while (table.length > 0 && (table[0] ?? []).every(isEmptyCell)) {
    table = table.slice(1);
    skippedRows++;
  }
  const parsed = parse(normalizeGrid(table));
  if (!parsed.ok) {
    const at = (r: number, c: number): string => a1(region.row + skippedRows + r - 1, region.column + c - 1);
    const rowWord = lang === 'de' ? 'Zeile' : 'row';
    throw userError(
      describeParseError(
        parsed.error,
        {
          cell: at,
          row: (r) => `${rowWord} ${region.row + skippedRows + r - 1}`,
          whole: a1Rect({ ...region, numColumns: parseWidth }),
        },
        lang,
      ),
    );
  }
  return {
    sheet,
    lang,
    texts,
    values,
    region,
    regionCells,
    blocks,
    tableWidth,
    parseWidth,
    skippedRows,
    parsed: parsed.value,
  };
}

/**
 * Cells of `target` that hold something of the user's: not empty and outside our old blocks (whose
 * columns, over the output rows, are ours to rewrite or clear).
 */
function occupiedCells(read: TableRead<Laid>, target: Rect): OccupiedCell[] {
  const ours = (column: number): boolean =>
    read.blocks.some((b) => column >= read.region.column + b.from && column <= read.region.column + b.to);
  const found: OccupiedCell[] = [];
  for (let r = target.row; r < target.row + target.numRows; r++) {
    for (let c = target.column; c < target.column + target.numColumns; c++) {
      const v = read.values[r - 1]?.[c - 1];
      if (!ours(c) && !isEmptyCell(v)) found.push({ at: a1(r, c), value: String(normalizeCell(v)) });
    }
  }
  return found;
}

/**
 * Writes a block right of the table: one setValues, growing the sheet first if it is too narrow.
 * Never overwrites a cell of the user's: if one is in the way, one alert and nothing is written.
 */
export function writeBlock(read: TableRead<Laid>, block: NewBlock): string {
  const layout = read.parsed.layout;
  const tableRect = a1Rect({
    ...read.region,
    row: read.region.row + read.skippedRows,
    numRows: read.region.numRows - read.skippedRows,
    numColumns: read.parseWidth,
  });
  // The table's header row; else our header row from an earlier run (skipped above the table); else
  // the row above the table (-1), which must exist.
  const headerRow =
    layout.headerRow !== undefined
      ? layout.headerRow + read.skippedRows
      : read.skippedRows > 0
        ? read.skippedRows - 1
        : -1;
  if (headerRow === -1 && read.region.row === 1) {
    throw userError(read.texts.noHeaderRow(tableRect));
  }
  // Output rows: from the header row (or the region's top) to the last player row; rows below the
  // table (notes under it) are neither written nor cleared.
  const lastRow = maxOf(layout.playerRows, layout.headerRow ?? 0) + read.skippedRows;
  const rows = new Map<number, readonly (string | number)[]>();
  for (const [i, v] of block.rows) rows.set(i + read.skippedRows, v);
  const out = composeOutput(
    read.regionCells.slice(0, lastRow + 1),
    read.tableWidth,
    read.blocks,
    { ...block, rows },
    headerRow,
  );
  const target: Rect = {
    row: read.region.row + (headerRow === -1 ? -1 : 0),
    column: read.region.column + read.tableWidth,
    numRows: out.length,
    numColumns: out[0]?.length ?? 0,
  };
  const occupied = occupiedCells(read, target);
  if (occupied.length > 0) throw userError(read.texts.occupied(a1Rect(target), occupied));
  const need = target.column + target.numColumns - 1 - read.sheet.getMaxColumns();
  if (need > 0) read.sheet.insertColumnsAfter(read.sheet.getMaxColumns(), need);
  const range = read.sheet.getRange(target.row, target.column, target.numRows, target.numColumns);
  range.setValues(out);
  return range.getA1Notation();
}
