import { err, ok, type Result } from '../../result.ts';
import type { Tournament } from '../../tournament/model.ts';
import { cellText } from '../cellValue.ts';
import { buildRoundRobin, buildSwiss } from './build.ts';
import { checkResults } from './check.ts';
import { detectLayout, type CrosstableLayout, type Grid, type LayoutBase } from './layout.ts';
import { readPlayers } from './players.ts';
import { errorInOriginalColumns, joinSubColumns, layoutInOriginalColumns } from './subColumns.ts';
import { splitTableText, type TextGrid } from './text.ts';
import type { FormatError } from '../formatError.ts';

export type { CrosstableColumn, CrosstableLayout } from './layout.ts';
export { CROSSTABLE_COLUMN_KINDS, type CrosstableColumnKind } from './headers.ts';
export { makeCrosstable, makeCrosstableCells, type CrosstableTextFormat } from './write.ts';
export {
  cellText,
  formatPointsHalf,
  parseCellValue,
  parsePointsText,
  type CellResult,
  type CellValue,
} from '../cellValue.ts';

export interface CrosstableOptions {
  /** Tournament name; default: the table's title row, else ''. */
  readonly name?: string;
  /**
   * Force single or double round robin (a half-played double round robin has single cells); then
   * "did not meet" cells are errors. Default: detected (and a Swiss when some pair did not meet).
   */
  readonly kind?: 'roundRobin' | 'doubleRoundRobin';
  /** Check the points column against the results (default true). */
  readonly checkPoints?: boolean;
}

export interface CrosstableParsed {
  readonly tournament: Tournament;
  readonly layout: CrosstableLayout;
}

function parseGrid(
  g: Grid,
  format: FormatError['format'],
  opts: CrosstableOptions,
  headerRightAligned: boolean,
): Result<CrosstableParsed, FormatError> {
  const joined = joinSubColumns(g);
  if (!joined) return parseSquare(g, format, opts, headerRightAligned);
  const displayColumn = (c: number): number => (joined.columns[c - 1] ?? c - 1) + 1;
  const r = parseSquare(
    joined.grid,
    format,
    { kind: 'doubleRoundRobin', ...opts, displayColumn },
    headerRightAligned,
  );
  if (!r.ok) return err(errorInOriginalColumns(r.error, joined));
  return ok({ ...r.value, layout: layoutInOriginalColumns(r.value.layout, joined) });
}

function parseSquare(
  g: Grid,
  format: FormatError['format'],
  opts: CrosstableOptions & { readonly displayColumn?: (column: number) => number },
  headerRightAligned: boolean,
): Result<CrosstableParsed, FormatError> {
  const layout = detectLayout(g, format, { headerRightAligned });
  if (!layout.ok) return layout;
  const checked = checkResults(g, layout.value, format, opts);
  if (!checked.ok) return checked;
  const nonsense = tooLittle(layout.value, checked.value.games.length, format);
  if (nonsense) return err(nonsense);
  const players = readPlayers(g, layout.value, format);
  if (!players.ok) return players;
  const title =
    layout.value.titleRow === undefined ? '' : (g[layout.value.titleRow] ?? []).find((c) => c !== '');
  const name = opts.name ?? title ?? '';
  const { games, double, swiss } = checked.value;
  const tournament = swiss
    ? buildSwiss(name, players.value, games)
    : buildRoundRobin(name, players.value, games, double);
  return ok({ tournament, layout: { ...layout.value, double: checked.value.double } });
}

/**
 * A crosstable is at least two players with a game between them (played or not yet): a lone `x`,
 * `---` or a line of text is no tournament, whatever its layout.
 */
function tooLittle(
  layout: LayoutBase,
  games: number,
  format: FormatError['format'],
): FormatError | undefined {
  const row = (layout.playerRows[0] ?? 0) + 1;
  if (layout.playerRows.length < 2)
    return {
      kind: 'tooFewPlayers',
      format,
      row,
      found: `${layout.playerRows.length} player row`,
      expected: 'a crosstable of at least two players',
    };
  // A game not played yet (`*`, or a blank round-robin cell) counts: an exported running event, or
  // the add-on's new round robin, has no result yet.
  if (games === 0)
    return {
      kind: 'noResults',
      format,
      row,
      found: 'no game',
      expected: 'at least one game between two players (1, ½, 0, +, -, or * for one not played yet)',
    };
  return undefined;
}

/** Why rows of a text table may not line up, by how it was split. */
function unevenDetail(split: TextGrid): string {
  if (split.delimiter !== 'whitespace') {
    const d = split.delimiter === '\t' ? 'tabs' : `"${split.delimiter}"`;
    return `a row needs a field for every column, empty ones too (${d} between them): a cell is missing in this row`;
  }
  return split.aligned
    ? 'an empty cell (a missing rating, a blank result) vanishes between blank-separated columns: write "-" for a missing rating and "*" for a game not played yet, or save the table as CSV or TSV'
    : 'columns one blank apart are ambiguous when a name holds a number or a lone "x": separate the columns by two blanks or a tab, or add a header row "Nr Name … 1 2 3 … Pkt"';
}

/**
 * A cell right of the header in some player rows only, in a CSV/TSV table: a cell too many that
 * would otherwise be dropped without a word, typically `0,5` written in a comma-separated file,
 * where it is two cells (RFC 4180 2.6: a field holding the delimiter is quoted) and the row's
 * results shift by one. A column without a header filled in every player row (a rank, say) is
 * a column of the table.
 */
function cellsPastTheTable(split: TextGrid, layout: CrosstableLayout): FormatError | undefined {
  if (split.delimiter === 'whitespace' || layout.headerRow === undefined) return undefined;
  let width = split.rows[layout.headerRow]?.length ?? 0;
  for (const c of [...layout.resultColumns, ...(layout.secondResultColumns ?? []), layout.pointsColumn ?? 0])
    width = Math.max(width, c + 1);
  const filled = (row: number, c: number): boolean => (split.rows[row]?.[c] ?? '').trim() !== '';
  let longest = 0;
  for (const row of layout.playerRows) longest = Math.max(longest, split.rows[row]?.length ?? 0);
  for (let c = width; c < longest; c++) {
    const rows = layout.playerRows.filter((row) => filled(row, c));
    const row = rows[0];
    if (row === undefined || rows.length === layout.playerRows.length) continue;
    const cells = split.rows[row] ?? [];
    const line = split.lines[row];
    return {
      kind: 'unevenRow',
      format: 'crosstable',
      row: row + 1,
      ...(line === undefined ? {} : { line }),
      column: c + 1,
      found: `${cells.length} fields, "${cells[c] ?? ''}" right of the table`,
      expected: `${width} fields like the header row`,
      detail:
        split.delimiter === ','
          ? 'a comma inside a cell splits it in a comma-separated file ("0,5" is two cells): write ½ or 0.5, or quote the cell ("0,5")'
          : 'a cell too many in this row shifts its results: remove it or give its column a header',
    };
  }
  return undefined;
}

/**
 * A crosstable from text: CSV (`,` or `;`, quoted fields), TSV or whitespace-aligned text,
 * delimiter detected. A round robin (single or double), or a Swiss when cells `—` say that a pair
 * did not meet (its rounds are then rebuilt from the games). Rows and columns in errors are 1-based
 * records and fields of the text (`line` is the text line); blank-separated rows that do not line
 * up give `unevenRow`.
 */
export function parseCrosstable(
  text: string,
  opts: CrosstableOptions = {},
): Result<CrosstableParsed, FormatError> {
  const split = splitTableText(text);
  const r = parseGrid(split.rows, 'crosstable', opts, split.delimiter === 'whitespace');
  if (r.ok) {
    const long = cellsPastTheTable(split, r.value.layout);
    return long ? err(long) : r;
  }
  // Blank-separated text whose rows do not line up: say so rather than name a shifted cell.
  const u = split.uneven;
  const e: FormatError = u
    ? {
        kind: 'unevenRow',
        format: 'crosstable',
        row: u.row + 1,
        found: `${u.fields} fields`,
        expected: `${u.expected} fields like the other rows`,
        detail: unevenDetail(split),
      }
    : r.error;
  const line = e.row === undefined ? undefined : split.lines[e.row - 1];
  return err(line === undefined ? e : { ...e, line });
}

/**
 * A crosstable (round robin, or a Swiss with `—` cells) from a 2-D array as Google Sheets `Range.getValues()` returns it
 * (numbers, strings, '' for empty; numbers may come as text, `0,5`). Rows and columns in errors
 * are 1-based within the given range.
 */
export function parseCrosstableCells(
  cells: readonly (readonly unknown[])[],
  opts: CrosstableOptions = {},
): Result<CrosstableParsed, FormatError> {
  if (!Array.isArray(cells) || !cells.every((r) => Array.isArray(r))) {
    return err({ kind: 'badRange', format: 'cells', expected: 'a 2-D array of cell values' });
  }
  const g = cells.map((row) => row.map(cellText));
  return parseGrid(g, 'cells', opts, false);
}
