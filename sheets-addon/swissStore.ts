// Where the Swiss workflow's round sheets are read from and how they are written, with few Apps
// Script calls: a hidden sheet "Rochade data" mirrors every "Round N" sheet (A:J) side by side, one
// array formula per round (`={'Round 3'!A1:J}`), so one value read brings all rounds, whatever the
// number of rounds. Above each mirror: the sheet's name and the start numbers Rochade put on it, so
// a board row deleted by hand is named, never read as two absent players. A workbook without it (one an older version wrote, or the data sheet deleted)
// is read sheet by sheet once; the next action that succeeds writes the data sheet and re-formats
// the old round sheets (frozen header row, plain-text Result column).
import { maxOf } from '../core/index.ts';
import { userError, type UserError } from './env.ts';
import type { Grid } from './sheetIo.ts';
import type { SwissTexts } from './swissTexts.ts';
import {
  columnsOf,
  resultColumnOf,
  roundOfSheetName,
  roundSheetName,
  ROUND_COLUMNS,
} from './swissWorkbook.ts';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Row = (string | number)[];

export const DATA_SHEET = 'Rochade data';
/** Columns A:J of a round sheet, mirrored per round. */
const BLOCK = 10;
/** The data sheet's row holding round sheet row 1 (row 1 holds each round's name and players). */
const MIRROR_ROW = 2;
/** A new sheet's grid (Spreadsheet.insertSheet): 1000 rows, 26 columns. */
export const NEW_SHEET = { rows: 1000, columns: 26 } as const;
/** Plain text: what is typed stays as typed (no time, date or formula). */
const PLAIN_TEXT = '@';

const blockColumn = (round: number): number => (round - 1) * BLOCK + 1;
const quoted = (name: string): string => `'${name.replace(/'/g, "''")}'`;
/** The array formula that mirrors a round sheet; it follows the sheet when renamed. */
const mirrorFormula = (round: number): string => `={${quoted(roundSheetName(round))}!A1:J}`;
/** Error values Sheets shows where a formula fails (`#REF!` when the sheet is gone or cannot spill). */
const isErrorValue = (v: unknown): boolean => typeof v === 'string' && /^#[A-Z/0]+[!?]?$/.test(v);

/**
 * A whole sheet's values in one call (Sheet.getSheetValues: -1 = up to the last row or column with
 * data); an empty sheet, which has no such range, reads as no rows.
 */
export function valuesOf(sheet: Sheet): Grid {
  try {
    return sheet.getSheetValues(1, 1, -1, -1) as Grid;
  } catch {
    return [];
  }
}

/** One round sheet's values, `grid[0]` = its row 1. */
export interface RoundGrid {
  readonly round: number;
  readonly grid: Grid;
  /** The start numbers Rochade wrote onto the sheet (unknown for a sheet an older version wrote). */
  readonly players?: readonly number[];
}

/**
 * The players of a round sheet as one cell: `No. 1 6 2 7 …` (the prefix keeps Sheets from reading
 * a short list as a number or a date).
 */
const PLAYERS_PREFIX = 'No. ';
const playersText = (players: readonly number[]): string => `${PLAYERS_PREFIX}${players.join(' ')}`;
const playersOfText = (v: unknown): number[] | undefined =>
  typeof v === 'string' && /^No\. \d+( \d+)*$/.test(v)
    ? v.slice(PLAYERS_PREFIX.length).split(' ').map(Number)
    : undefined;

export interface RoundSheets {
  readonly grids: readonly RoundGrid[];
  readonly problems: readonly string[];
  /**
   * Writes the data sheet anew and re-formats the round sheets read one by one; undefined when the
   * data sheet read them all. Run only by an action that succeeds (a refusal writes nothing).
   */
  readonly repair?: (newRound?: NewRound, to?: Renumbering) => void;
  /** The data sheet as read (undefined while it must be written anew). */
  readonly data?: Sheet;
}

/** Old start number → new one (a late entry before round 4 renumbers the list, FIDE C.04.2 (2026)). */
export type Renumbering = (no: number) => number;

/** The round a Pair next round adds: its number, players and sheet rows. */
interface NewRound {
  readonly round: number;
  readonly players: readonly number[];
  readonly rows: number;
}

/** The players of each round the data sheet names (row 1: the sheet's name, then its players). */
function playersByRound(g: Grid): Map<number, readonly number[]> {
  const out = new Map<number, readonly number[]>();
  const label = g[0] ?? [];
  for (let round = 1; label[blockColumn(round) - 1] === roundSheetName(round); round++) {
    const players = playersOfText(label[blockColumn(round)]);
    if (players) out.set(round, players);
  }
  return out;
}

/** Every round sheet through the data sheet: one read. Undefined where a round cannot be read there. */
function fromDataSheet(g: Grid): RoundGrid[] | undefined {
  const grids: RoundGrid[] = [];
  const label = g[0] ?? [];
  const players = playersByRound(g);
  for (let round = 1; label[blockColumn(round) - 1] === roundSheetName(round); round++) {
    const c = blockColumn(round) - 1;
    if (isErrorValue(g[MIRROR_ROW - 1]?.[c])) return undefined;
    const list = players.get(round);
    grids.push({
      round,
      grid: g.slice(MIRROR_ROW - 1).map((row) => row.slice(c, c + BLOCK)),
      ...(list ? { players: list } : {}),
    });
  }
  return grids;
}

/**
 * The round sheets by name, each read once (a workbook without a working data sheet); the players
 * of each round as a broken data sheet still names them.
 */
function sheetBySheet(
  ss: Spreadsheet,
  texts: SwissTexts,
  known: ReadonlyMap<number, readonly number[]>,
): RoundSheets & { sheets: Sheet[] } {
  const found = ss
    .getSheets()
    .map((sheet) => ({ sheet, round: roundOfSheetName(sheet.getName()) }))
    .filter((x): x is { sheet: Sheet; round: number } => x.round !== undefined)
    .sort((a, b) => a.round - b.round);
  const problems: string[] = [];
  // Round sheets 1, 2, 3 … without a gap: the first one missing is named.
  const gap = found.findIndex((x, i) => x.round !== i + 1);
  if (gap >= 0) problems.push(texts.roundSheetMissing(roundSheetName(gap + 1)));
  // Columns A:J, as the data sheet mirrors them (a note further right is the director's).
  const grids = found.map((x): RoundGrid => {
    const players = known.get(x.round);
    return {
      round: x.round,
      grid: valuesOf(x.sheet).map((row) => row.slice(0, BLOCK)),
      ...(players ? { players } : {}),
    };
  });
  return { grids, problems, sheets: found.map((x) => x.sheet) };
}

/** A round sheet as Rochade writes it: header row frozen, the Result column plain text. */
function formatRoundSheet(sheet: Sheet, rows: number, resultColumn: number): void {
  sheet.getRange(1, resultColumn, rows, 1).setNumberFormat(PLAIN_TEXT);
  sheet.setFrozenRows(1);
}

/**
 * The data sheet for the rounds given, written whole (hidden, sized to hold every mirror): per
 * round its name, its players (where known) and the mirror formula.
 */
function writeDataSheet(
  ss: Spreadsheet,
  rounds: readonly { readonly round: number; readonly players?: readonly number[] }[],
  sheetRows: number,
  plannedRounds: number,
): void {
  const old = ss.getSheetByName(DATA_SHEET);
  const active = ss.getActiveSheet();
  if (old) ss.deleteSheet(old);
  const sheet = ss.insertSheet(DATA_SHEET);
  const columns = Math.max(NEW_SHEET.columns, BLOCK * Math.max(plannedRounds, rounds.length));
  const rows = Math.max(NEW_SHEET.rows, sheetRows + MIRROR_ROW);
  if (columns > NEW_SHEET.columns) sheet.insertColumnsAfter(NEW_SHEET.columns, columns - NEW_SHEET.columns);
  if (rows > NEW_SHEET.rows) sheet.insertRowsAfter(NEW_SHEET.rows, rows - NEW_SHEET.rows);
  const width = BLOCK * rounds.length;
  const labels: Row = Array<string | number>(width).fill('');
  const formulas: Row = Array<string | number>(width).fill('');
  for (const r of rounds) {
    labels[blockColumn(r.round) - 1] = roundSheetName(r.round);
    labels[blockColumn(r.round)] = r.players ? playersText(r.players) : '';
    formulas[blockColumn(r.round) - 1] = mirrorFormula(r.round);
  }
  sheet.getRange(1, 1, 2, width).setValues([labels, formulas]);
  sheet.hideSheet();
  active.activate();
}

/**
 * Reads every round sheet: through the data sheet when it mirrors them all (one read), else sheet
 * by sheet (then `repair` writes the data sheet and formats the old sheets).
 */
export function readRoundSheets(ss: Spreadsheet, texts: SwissTexts, plannedRounds: number): RoundSheets {
  const data = ss.getSheetByName(DATA_SHEET);
  const g = data ? valuesOf(data) : [];
  const grids = data ? fromDataSheet(g) : undefined;
  if (data && grids) return { grids, problems: [], data };
  const read = sheetBySheet(ss, texts, playersByRound(g));
  const repair = (newRound?: NewRound, to?: Renumbering): void => {
    const rows = read.sheets.map((s) => s.getMaxRows());
    read.sheets.forEach((s, i) =>
      formatRoundSheet(s, rows[i] ?? NEW_SHEET.rows, resultColumnOf(read.grids[i]?.grid ?? [])),
    );
    const old = to
      ? read.grids.map((x) => (x.players ? { ...x, players: x.players.map(to) } : x))
      : read.grids;
    const rounds = newRound ? [...old, newRound] : old;
    writeDataSheet(ss, rounds, maxOf(rows, newRound?.rows ?? 0), plannedRounds);
  };
  return { grids: read.grids, problems: read.problems, repair };
}

/**
 * Writes the new round sheet (one value write; frozen header row, plain-text Result column) and
 * its mirror on the data sheet. The first write of an action: refused, with nothing written, when
 * a sheet of that name exists.
 */
export function writeRound(
  ss: Spreadsheet,
  round: number,
  values: readonly Row[],
  players: readonly number[],
  store: RoundSheets,
  plannedRounds: number,
  texts: SwissTexts,
  to?: Renumbering,
): UserError | undefined {
  const name = roundSheetName(round);
  let sheet: Sheet;
  try {
    sheet = ss.insertSheet(name);
  } catch {
    return userError(texts.roundSheetExists(name));
  }
  const width = values[0]?.length ?? 1;
  const rows = Math.max(NEW_SHEET.rows, values.length);
  if (rows > NEW_SHEET.rows) sheet.insertRowsAfter(NEW_SHEET.rows, rows - NEW_SHEET.rows);
  formatRoundSheet(sheet, rows, ROUND_COLUMNS.result);
  sheet.getRange(1, 1, values.length, width).setValues(values.map((r) => [...r]));
  const data = store.data;
  // A data sheet too small for a sheet of more rows than a new one has is written anew.
  const tooShort = data !== undefined && rows > NEW_SHEET.rows && rows + MIRROR_ROW > data.getMaxRows();
  if (!data || store.repair || tooShort) {
    const added = { round, players, rows };
    const old = to
      ? store.grids.map((x) => (x.players ? { ...x, players: x.players.map(to) } : x))
      : store.grids;
    if (store.repair) store.repair(added, to);
    else writeDataSheet(ss, [...old, added], rows, plannedRounds);
    sheet.activate();
    return undefined;
  }
  const columns = data.getMaxColumns();
  if (blockColumn(round) + BLOCK - 1 > columns)
    data.insertColumnsAfter(columns, BLOCK * Math.max(plannedRounds, round) - columns);
  data.getRange(1, blockColumn(round), 2, 2).setValues([
    [name, playersText(players)],
    [mirrorFormula(round), ''],
  ]);
  return undefined;
}

/**
 * The start numbers on the round sheets already paired, renumbered (a late entry while rounds 1-3
 * are paired; FIDE C.04.2 (2026) 2): the White and Black No. columns of each sheet, found by its
 * header, rewritten where a number changes, and the players each round lists on the data sheet
 * (unless `repair` writes that sheet anew). Planned from the values read, so the caller writes
 * only after every check passed.
 */
export function planRenumberedRounds(ss: Spreadsheet, store: RoundSheets, to: Renumbering): () => void {
  const writes = store.grids.flatMap((x) => {
    const cols = columnsOf(x.grid);
    return [cols.whiteNo, cols.blackNo].flatMap((c) => {
      const before = x.grid.map((row) => row[c - 1] ?? '');
      const after = before.map((v) => (typeof v === 'number' ? to(v) : v));
      const last = after.reduce<number>((m, v, i) => (v !== before[i] ? i : m), -1);
      return last < 0 ? [] : [{ round: x.round, column: c, values: after.slice(0, last + 1) }];
    });
  });
  return () => {
    const sheets = new Map<number, Sheet | null>();
    for (const w of writes) {
      if (!sheets.has(w.round)) sheets.set(w.round, ss.getSheetByName(roundSheetName(w.round)));
      sheets
        .get(w.round)
        ?.getRange(1, w.column, w.values.length, 1)
        .setValues(w.values.map((v) => [v as string | number]));
    }
    const data = store.data;
    if (!data || store.repair || store.grids.length === 0) return;
    const labels: Row = Array<string | number>(BLOCK * store.grids.length).fill('');
    for (const x of store.grids) {
      labels[blockColumn(x.round) - 1] = roundSheetName(x.round);
      labels[blockColumn(x.round)] = x.players ? playersText(x.players.map(to)) : '';
    }
    data.getRange(1, 1, 1, labels.length).setValues([labels]);
  };
}
