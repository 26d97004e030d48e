// A Swiss table laid out round by round on a sheet (No | Name | Rd 1 | Rd 2 ... with cells such as
// `1W9`, `½B13`, `0F11`, `+BYE`, `--`, or the add-on's own Crosstable sheet: `16w1`, `5b½`, `7w+`,
// `PAB 1`, `HPB ½`, and chess-results' `-1`, `-½`, `-0` as the report writes them; German `5s½` for
// Black): finds the header row, the start-number and name columns and the round columns,
// turns each player row into one line of the core's Swiss notation and lets `parseSwissNotation`
// read it; its errors are mapped back to the cell (1-based row/column within the given cells, like
// the crosstable parser's).
import { type FormatError, headerKind, parseSwissNotation } from '../core/formats/index.ts';
import { err, ok, type Result, maxOf } from '../core/index.ts';
import { type Tournament } from '../core/tournament/index.ts';

const GAME = /^[+=½\-10*][WBF]\d+$/i;
const BYE = /^(\+BYE|=BYE|½BYE|\+FPB|--|-BYE|-ZPB|-ABS|FREE)$/i;
const WORDY = /[A-Za-zÀ-ÖØ-öø-ÿ]/;

const text = (v: unknown): string =>
  typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';

/**
 * The Crosstable sheet's game cell (computeCrosstable, chess-results style): opponent, colour
 * (German reports write `s` for Schwarz), result.
 */
const CROSSTABLE_GAME = /^(\d+)([wbs])([10½=+-])?$/i;
/** The Crosstable sheet's rounds without an opponent (`named` notation) as Swiss notation. */
const CROSSTABLE_UNPAIRED: Readonly<Record<string, string>> = {
  'PAB 1': '+BYE',
  'HPB ½': '½BYE',
  'FPB 1': '+FPB',
  'ZPB 0': '-ZPB',
  'ABSENT 0': '-ABS',
  // chess-results' dash: a round without a game and what it was worth (a free round: `-`).
  '-1': '+BYE',
  '-½': '½BYE',
  '-0': '-ZPB',
  '-': '--',
};

/**
 * One round cell as a Swiss-notation token: the Crosstable sheet's `16w1` → `1W16`, `5b½` → `½B5`,
 * `7w+` → `+F7` (a forfeit has no colour in the notation), `PAB 1` → `+BYE`; the rest as typed.
 */
function token(v: unknown): string {
  const s = text(v);
  const game = CROSSTABLE_GAME.exec(s);
  // `0B1` is Swiss notation (lost against 1): no player has the start number 0.
  if (game && game[1] !== '0') {
    const [, opponent = '', colour = '', result = '*'] = game;
    if (result === '+' || result === '-') return `${result}F${opponent}`;
    return `${result}${colour.toLowerCase() === 'w' ? 'W' : 'B'}${opponent}`;
  }
  return CROSSTABLE_UNPAIRED[s.replace(/\s+/g, ' ').toUpperCase()] ?? s;
}
const isToken = (s: string): boolean => GAME.test(s) || BYE.test(s);

/**
 * What a round cell should hold, as Sheets keeps it: a typed `=B13` becomes a formula, so the
 * spellings with the result as a digit (`1W9`, `½B13`, `0B4`) are named.
 */
const SHEETS_TOKENS =
  'a round like 1W9, ½B13, 0B4, 1F11 (forfeit), +BYE, ½BYE or -- (in Sheets =B13 is a formula: type a draw as ½B13)';

/** Where the table's parts are (0-based within the cells). */
export interface SwissLayout {
  readonly headerRow?: number;
  /** Input row of each player: index = player id - 1. */
  readonly playerRows: readonly number[];
  readonly roundColumns: readonly number[];
}

/** True when the cells hold Swiss round tokens with opponents (`+W9`), i.e. not a crosstable. */
export const looksLikeSwiss = (cells: readonly (readonly unknown[])[]): boolean =>
  cells.some((r) => r.some((v) => GAME.test(token(v))));

export function parseSwissCells(
  cells: readonly (readonly unknown[])[],
): Result<{ readonly tournament: Tournament; readonly layout: SwissLayout }, FormatError> {
  const filled = cells.map((_, i) => i).filter((i) => (cells[i] ?? []).some((v) => text(v) !== ''));
  const first = filled[0];
  const headerRow =
    first !== undefined && !(cells[first] ?? []).some((v) => isToken(token(v))) ? first : undefined;
  const rows = filled.filter((i) => i !== headerRow);
  const width = maxOf(
    cells.map((r) => r.length),
    0,
  );
  const column = (c: number): string[] => rows.map((r) => text(cells[r]?.[c]));
  const roundColumns = [...Array(width).keys()].filter((c) =>
    rows.some((r) => isToken(token(cells[r]?.[c]))),
  );
  const firstRound = roundColumns[0] ?? width;
  // Start numbers: a column before the rounds holding 1..n; else the rows are players 1..n in order.
  let ids = rows.map((_, i) => i + 1);
  let nameColumn: number | undefined;
  for (let c = 0; c < firstRound; c++) {
    const vals = column(c);
    const nums = vals.map(Number);
    if (
      vals.every((v) => /^\d+$/.test(v)) &&
      new Set(nums).size === rows.length &&
      nums.every((n) => n >= 1 && n <= rows.length)
    ) {
      ids = nums;
    } else if (nameColumn === undefined && vals.filter((v) => WORDY.test(v)).length * 2 > vals.length)
      nameColumn = c;
  }
  // One notation line per player; `at` remembers which cell each character run came from.
  const lines: string[] = [];
  const spans: { start: number; column: number }[][] = [];
  rows.forEach((r, i) => {
    const name = nameColumn === undefined ? '' : text(cells[r]?.[nameColumn]).replace(/:/g, ' ');
    let line = `${ids[i] ?? i + 1} ${name}:`;
    const at: { start: number; column: number }[] = [];
    for (const c of roundColumns) {
      const cell = token(cells[r]?.[c]).replace(/\s+/g, '') || '--';
      line += ' ';
      at.push({ start: line.length + 1, column: c });
      line += cell;
    }
    lines.push(line);
    spans.push(at);
  });
  const parsed = parseSwissNotation(lines);
  if (!parsed.ok) {
    const e = parsed.error;
    const i = (e.line ?? 1) - 1;
    const span = [...(spans[i] ?? [])].reverse().find((s) => e.column !== undefined && s.start <= e.column);
    const { line: _line, ...rest } = e;
    return err({
      ...rest,
      ...(e.kind === 'badToken' ? { expected: SHEETS_TOKENS } : {}),
      row: (rows[i] ?? 0) + 1,
      column: (span?.column ?? roundColumns[0] ?? 0) + 1,
    });
  }
  const playerRows: number[] = [];
  ids.forEach((id, i) => (playerRows[id - 1] = rows[i] ?? 0));
  return ok({
    tournament: withSideColumns(
      parsed.value,
      cells,
      headerRow,
      [...Array(width).keys()].filter((c) => !roundColumns.includes(c)),
      (id) => playerRows[id - 1],
    ),
    layout: { ...(headerRow !== undefined ? { headerRow } : {}), playerRows, roundColumns },
  });
}

const RATING = /^(\d{3,4})(?:-(\d{1,3}))?$/;
const YEAR = /^(19|20)\d\d$/;

/**
 * DWZ (`1712-62`) and birth-year columns before or after the rounds, recognised by their header
 * (DWZ, Jg, Geb. ...). `sideColumns`: the columns that are not rounds.
 */
function withSideColumns(
  t: Tournament,
  cells: readonly (readonly unknown[])[],
  headerRow: number | undefined,
  sideColumns: readonly number[],
  rowOf: (id: number) => number | undefined,
): Tournament {
  if (headerRow === undefined) return t;
  const header = cells[headerRow] ?? [];
  const dwzColumn = sideColumns.find((c) => headerKind(text(header[c])) === 'dwz');
  const yearColumn = sideColumns.find((c) => headerKind(text(header[c])) === 'birthYear');
  if (dwzColumn === undefined && yearColumn === undefined) return t;
  const players = t.players.map((p) => {
    const row = cells[rowOf(p.id) ?? -1] ?? [];
    const rating = dwzColumn === undefined ? null : RATING.exec(text(row[dwzColumn]));
    const year = yearColumn === undefined ? '' : text(row[yearColumn]);
    return {
      ...p,
      ...(rating
        ? {
            dwz: {
              rating: Number(rating[1]),
              ...(rating[2] !== undefined ? { index: Number(rating[2]) } : {}),
            },
          }
        : {}),
      ...(YEAR.test(year) ? { birthYear: Number(year) } : {}),
    };
  });
  return { ...t, players };
}
