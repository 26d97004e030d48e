// Menu actions: read → parse → core → write. Each action reads the sheet once (getValues) and
// writes once (setValues); every failure ends in one alert naming the cell in A1 notation and
// nothing is written. The Apps Script services come in as `Env`, so the same code runs in Sheets
// and against the test fakes.
import type { IsoDate } from '../core/types.ts';
import { describeAt } from './errorText.ts';
import { checkTiebreakCode, dwzTournament, parseTable, standings, type ParsedTable } from './engines.ts';
import {
  composeOutput,
  blocksOf,
  markerText,
  tableWidthBefore,
  type FoundBlock,
  type NewBlock,
} from './outputBlock.ts';
import { defaultTiebreaks } from './defaults.ts';
import {
  parseSettingsForm,
  pointSystemOf,
  readSettings,
  SETTINGS_KEY,
  toForm,
  writeSettings,
  type AddOnSettings,
  type SettingsForm,
} from './settings.ts';
import {
  a1,
  a1Rect,
  currentRegion,
  cut,
  isEmptyCell,
  normalizeGrid,
  trimTrailingEmpty,
  type CellValue,
  type Rect,
} from './sheetIo.ts';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** The Apps Script services an action uses (the globals in Sheets, fakes in tests). */
export interface Env {
  readonly spreadsheetApp: GoogleAppsScript.Spreadsheet.SpreadsheetApp;
  readonly propertiesService: GoogleAppsScript.Properties.PropertiesService;
  readonly htmlService: GoogleAppsScript.HTML.HtmlService;
  /** Today's date in the script's time zone (the DWZ rule version when no end date is set). */
  readonly today: () => IsoDate;
}

/** An expected failure: the text of the one alert the user sees. */
export interface UserError {
  readonly kind: 'userError';
  readonly message: string;
}
export const userError = (message: string): UserError => ({ kind: 'userError', message });
const isUserError = (e: unknown): e is UserError =>
  typeof e === 'object' && e !== null && (e as { kind?: unknown }).kind === 'userError';

/** The single error boundary of the menu actions: user errors → one alert; bugs → alert + rethrow (logged). */
export function runAction(env: Env, action: () => UserError | undefined): void {
  let failure: UserError | undefined;
  try {
    failure = action();
  } catch (e) {
    if (isUserError(e)) failure = e;
    else {
      env.spreadsheetApp
        .getUi()
        .alert(`Rochade: something went wrong (${e instanceof Error ? e.message : String(e)}).`);
      throw e;
    }
  }
  if (failure) env.spreadsheetApp.getUi().alert(failure.message);
}

// ---------------------------------------------------------------------------------------------
// Menu

export const MENU_ITEMS = [
  ['Compute standings', 'rochadeComputeStandings'],
  ['Compute DWZ', 'rochadeComputeDwz'],
  ['New round robin', 'rochadeNewRoundRobin'],
  ['New knockout bracket', 'rochadeNewKnockout'],
  ['Settings', 'rochadeShowSettings'],
] as const;

export function buildMenu(env: Env): void {
  const menu = env.spreadsheetApp.getUi().createMenu('Rochade');
  MENU_ITEMS.forEach(([caption, fn], i) => {
    if (i === 2 || i === 4) menu.addSeparator();
    menu.addItem(caption, fn);
  });
  menu.addToUi();
}

// ---------------------------------------------------------------------------------------------
// Settings

const settingsOf = (env: Env): AddOnSettings =>
  readSettings(env.propertiesService.getDocumentProperties().getProperty(SETTINGS_KEY));

export const getSettingsForm = (env: Env): SettingsForm => toForm(settingsOf(env));

/** Saves what the sidebar sent; returns the field errors (empty = saved). JSON-safe for google.script.run. */
export function saveSettingsForm(env: Env, form: unknown): { field: string; message: string }[] {
  const r = parseSettingsForm(form, checkTiebreakCode);
  if (!r.ok) return r.error.map((e) => ({ field: e.field, message: e.message }));
  env.propertiesService.getDocumentProperties().setProperty(SETTINGS_KEY, writeSettings(r.value));
  return [];
}

export function showSettings(env: Env): void {
  const html = env.htmlService.createHtmlOutputFromFile('sidebar').setTitle('Rochade settings');
  env.spreadsheetApp.getUi().showSidebar(html);
}

// ---------------------------------------------------------------------------------------------
// Reading the crosstable

interface TableRead {
  readonly sheet: Sheet;
  /** The table with our old output blocks, in sheet coordinates. */
  readonly region: Rect;
  readonly regionCells: CellValue[][];
  readonly blocks: readonly FoundBlock[];
  /** Columns kept left of the output (the table and what adjoins it, before our blocks). */
  readonly tableWidth: number;
  /** Rows skipped at the top of the region (our header row above a header-less table). */
  readonly skippedRows: number;
  readonly parsed: ParsedTable;
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
 * The table the user means: the selection (without trailing empty rows/columns) when more than one
 * cell is selected, else the table around the active cell; widened to our old output blocks right
 * of it. One getValues (the sheet's data range).
 */
function readTable(env: Env): TableRead {
  const ss: Spreadsheet = env.spreadsheetApp.getActiveSpreadsheet();
  const sheet = ss.getActiveSheet();
  const active = sheet.getActiveRange();
  if (!active) throw userError('Select the crosstable (or click a cell in it), then run Rochade again.');
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
  if (!rect) throw userError(`${a1Rect(sel)} is empty: select the crosstable or click a cell in it.`);
  // Whatever adjoins the table on the right (our old blocks, a column of notes) is kept: the output
  // goes where our old block starts, else after the last adjoining column.
  const region = extendRight(values, rect);
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
  const parsed = parseTable(normalizeGrid(table));
  if (!parsed.ok) {
    const e = parsed.error;
    const where =
      e.row !== undefined
        ? e.column !== undefined
          ? a1(region.row + skippedRows + e.row - 1, region.column + e.column - 1)
          : `row ${region.row + skippedRows + e.row - 1}`
        : a1Rect({ ...region, numColumns: parseWidth });
    const place = (r: number, c: number): string =>
      a1(region.row + skippedRows + r - 1, region.column + c - 1);
    throw userError(describeAt(e, where, place));
  }
  return { sheet, region, regionCells, blocks, tableWidth, skippedRows, parsed: parsed.value };
}

/** Writes a block right of the table: one setValues, growing the sheet first if it is too narrow. */
function writeBlock(read: TableRead, block: NewBlock): string {
  const layout = read.parsed.layout;
  // The table's header row; else our header row from an earlier run (skipped above the table); else
  // the row above the table (-1); on row 1 of the sheet, no headers (-2).
  const headerRow =
    layout.headerRow !== undefined
      ? layout.headerRow + read.skippedRows
      : read.skippedRows > 0
        ? read.skippedRows - 1
        : read.region.row > 1
          ? -1
          : -2;
  const rows = new Map<number, readonly (string | number)[]>();
  for (const [i, v] of block.rows) rows.set(i + read.skippedRows, v);
  const out = composeOutput(read.regionCells, read.tableWidth, read.blocks, { ...block, rows }, headerRow);
  const width = out[0]?.length ?? 0;
  const column = read.region.column + read.tableWidth;
  const row = read.region.row + (headerRow === -1 ? -1 : 0);
  const need = column + width - 1 - read.sheet.getMaxColumns();
  if (need > 0) read.sheet.insertColumnsAfter(read.sheet.getMaxColumns(), need);
  const target = read.sheet.getRange(row, column, out.length, width);
  target.setValues(out);
  return target.getA1Notation();
}

// ---------------------------------------------------------------------------------------------
// Compute standings

const pointsValue = (h: number): number => h / 2;

export function computeStandingsAction(env: Env): void {
  runAction(env, () => {
    const settings = settingsOf(env);
    const read = readTable(env);
    const t = read.parsed.tournament;
    const tiebreaks = settings.tiebreaks.length > 0 ? settings.tiebreaks : defaultTiebreaks(t);
    const r = standings(t, {
      rules: settings.tiebreakRules,
      tiebreaks,
      pointSystem: pointSystemOf(settings),
    });
    if (!r.ok) return userError(`Rochade could not compute the standings: ${r.error}`);
    const rows = new Map<number, (string | number)[]>();
    for (const s of r.value.rows) {
      const at = read.parsed.layout.playerRows[s.player - 1];
      if (at === undefined) continue;
      rows.set(at, [pointsValue(s.points), ...tiebreaks.map((c) => s.values[c] ?? ''), s.rank]);
    }
    const note = `${settings.tiebreakRules} · ${t.kind === 'swiss' ? 'Swiss' : 'round robin'} · ${tiebreaks.join(' > ')}`;
    writeBlock(read, {
      kind: 'standings',
      headers: ['Points', ...tiebreaks, 'Rank', markerText('standings', note)],
      rows,
    });
    return undefined;
  });
}

// ---------------------------------------------------------------------------------------------
// Compute DWZ

export function computeDwzAction(env: Env): void {
  runAction(env, () => {
    const settings = settingsOf(env);
    const read = readTable(env);
    const t = read.parsed.tournament;
    if (!t.players.some((p) => p.dwz)) {
      const at = a1Rect({ ...read.region, numColumns: read.tableWidth });
      return userError(
        `${at}: no DWZ found: add a column headed DWZ with ratings like 1712-62 (and Jg for birth years).`,
      );
    }
    const endDate = settings.endDate !== '' ? settings.endDate : env.today();
    const rules = settings.dwzRules === 'auto' ? undefined : settings.dwzRules;
    const r = dwzTournament(t, { endDate, ...(rules ? { rules } : {}) });
    if (!r.ok) return userError(`Rochade could not evaluate the DWZ: ${r.error}`);
    const k = r.value.rules === 'WO2026';
    const rows = new Map<number, (string | number)[]>();
    for (const p of r.value.rows) {
      const at = read.parsed.layout.playerRows[p.player - 1];
      if (at === undefined) continue;
      rows.set(at, [p.We ?? '', (k ? p.K : p.E) ?? '', p.Rh ?? '', p.Rn ?? '', p.indexNew ?? '']);
    }
    writeBlock(read, {
      kind: 'dwz',
      headers: [
        'We',
        k ? 'K' : 'E',
        'Rh',
        'DWZ new',
        'Index',
        markerText('dwz', `${r.value.rules} · end ${endDate}`),
      ],
      rows,
    });
    return undefined;
  });
}
