import { maxOf } from '../../arrays.ts';
import { err, ok, type Result } from '../../result.ts';
import { isDiagonalMark, parseCellValue, parsePointsText } from '../cellValue.ts';
import { headerKind, isKnownHeader, type CrosstableColumnKind } from './headers.ts';
import type { FormatError } from '../formatError.ts';
import { TITLES } from '../../tournament/player.ts';

/** A column beside the results, with what it was recognised as (0-based input column). */
export interface CrosstableColumn {
  readonly column: number;
  readonly kind: CrosstableColumnKind;
  readonly header?: string;
}

/**
 * Where a crosstable sits in its input; all indices 0-based within the input (the add-on adds the
 * range's origin to name cells in A1 terms).
 */
export interface CrosstableLayout {
  /** A one-cell title row above the table (its text becomes the tournament name). */
  readonly titleRow?: number;
  readonly headerRow?: number;
  /** Input row of each player: index = player id - 1. */
  readonly playerRows: readonly number[];
  readonly firstResultColumn: number;
  /** Column of the results against each player: index = opponent id - 1. */
  readonly resultColumns: readonly number[];
  readonly pointsColumn?: number;
  /** Recognised non-result columns (number, name, rating, birth year, points, ignored others). */
  readonly columns: readonly CrosstableColumn[];
  /** Two results per cell (double round robin). */
  readonly double: boolean;
  /** Double round robin with two sub-columns per opponent: the column of each second game. */
  readonly secondResultColumns?: readonly number[];
}

export type LayoutBase = Omit<CrosstableLayout, 'double'>;
export type Grid = readonly (readonly string[])[];

const EXPLICIT_DIAGONAL = /^[xX×*—–·•■#/\\]+$/;
const RATING = /^\d{3,4}(-\d{1,3})?$/;
const RATING_WITH_INDEX = /^\d{3,4}-\d{1,3}$/;
const WORDY = /[A-Za-zÀ-ÖØ-öø-ÿ]/;
const TITLE_CODES: ReadonlySet<string> = new Set<string>(TITLES);
/** An unlabelled column of FIDE titles (chess-results puts one before the name): GM, IM, FM, ... */
const isTitleColumn = (vals: readonly string[]): boolean =>
  vals.length > 0 && vals.every((v) => TITLE_CODES.has(v.toUpperCase()));

const cellAt = (g: Grid, r: number, c: number): string => g[r]?.[c] ?? '';
const nonEmpty = (row: readonly string[] | undefined): boolean => (row ?? []).some((c) => c !== '');
const isResultish = (text: string): boolean => {
  const v = parseCellValue(text);
  return v.kind === 'results' || v.kind === 'doubleForfeit';
};

/** A header row: known labels, or a run of opponent numbers 1 2 …, and no diagonal mark. */
function looksLikeHeader(row: readonly string[]): boolean {
  if (row.some((c) => EXPLICIT_DIAGONAL.test(c))) return false;
  if (row.some((c) => isKnownHeader(c))) return true;
  if (row.some((c, i) => /^1\.?$/.test(c) && /^2\.?$/.test(row[i + 1] ?? ''))) return true;
  const filled = row.filter((c) => c !== '');
  return filled.length >= 2 && filled.every((c) => !isResultish(c));
}

/** Start and length of the header's run `1 2 3 …` (the opponent numbers), if any. */
function numberRun(header: readonly string[]): { start: number; length: number } | undefined {
  const num = (c: string | undefined): string => (c ?? '').replace(/[.)]$/, '');
  const start = header.findIndex((c) => num(c) === '1');
  if (start < 0) return undefined;
  let length = 0;
  while (num(header[start + length]) === String(length + 1)) length++;
  return { start, length };
}

/** A permutation of 1..n in one column (start numbers), or undefined. */
function permutationColumn(g: Grid, rows: readonly number[], c: number): number[] | undefined {
  const n = rows.length;
  const values = rows.map((r) => cellAt(g, r, c));
  if (!values.every((v) => /^\d+[.)]?$/.test(v))) return undefined; // 1, "1", "1."
  const nums = values.map((v) => Number(v.replace(/[.)]$/, '')));
  const seen = new Set(nums);
  return seen.size === n && nums.every((v) => v >= 1 && v <= n) ? nums : undefined;
}

const fe = (format: FormatError['format'], e: Omit<FormatError, 'format'>): FormatError => ({ format, ...e });

interface Candidate {
  readonly f: number;
  readonly ids: readonly number[]; // player id of each player row (in input order)
  readonly diagOk: number;
  readonly explicit: number;
  readonly cellsOk: number;
}

function score(g: Grid, rows: readonly number[], f: number, ids: readonly number[]): Candidate {
  let diagOk = 0;
  let explicit = 0;
  let cellsOk = 0;
  rows.forEach((r, i) => {
    const id = ids[i] ?? 0;
    for (let j = 1; j <= rows.length; j++) {
      const text = cellAt(g, r, f + j - 1);
      if (j === id) {
        if (isDiagonalMark(text)) diagOk++;
        if (text !== '' && EXPLICIT_DIAGONAL.test(text)) explicit++;
      } else if (parseCellValue(text).kind !== 'unknown') cellsOk++;
    }
  });
  return { f, ids, diagOk, explicit, cellsOk };
}

const better = (a: Candidate, b: Candidate | undefined): boolean =>
  b === undefined ||
  a.diagOk + a.cellsOk > b.diagOk + b.cellsOk ||
  (a.diagOk + a.cellsOk === b.diagOk + b.cellsOk && a.explicit > b.explicit);

const RESERVED: readonly (CrosstableColumnKind | undefined)[] = [undefined, 'other'];

/**
 * Finds header, player rows, the result block and the side columns of a crosstable grid.
 * `headerRightAligned`: whitespace text, where a short header row lines up with the right edge.
 */
export function detectLayout(
  g: Grid,
  format: FormatError['format'],
  opts: { readonly headerRightAligned?: boolean } = {},
): Result<LayoutBase, FormatError> {
  const filled = g.map((_, i) => i).filter((i) => nonEmpty(g[i]));
  if (filled.length === 0) return err(fe(format, { kind: 'empty', expected: 'a crosstable' }));
  let k = 0;
  let titleRow: number | undefined;
  const first = g[filled[0] ?? 0] ?? [];
  const firstFilled = first.filter((c) => c !== '');
  if (
    filled.length > 2 &&
    firstFilled.length === 1 &&
    WORDY.test(firstFilled[0] ?? '') &&
    !isKnownHeader(firstFilled[0] ?? '')
  ) {
    titleRow = filled[0];
    k = 1;
  }
  let headerRow: number | undefined;
  if (filled.length - k > 1 && looksLikeHeader(g[filled[k] ?? 0] ?? [])) headerRow = filled[k++];
  let rows = filled.slice(k);
  // A footer line under the table ("Schiedsrichter: …") when the header numbers fewer players.
  const numbered = headerRow === undefined ? 0 : (numberRun(g[headerRow] ?? [])?.length ?? 0);
  while (
    numbered >= 2 &&
    rows.length > numbered &&
    (g[rows[rows.length - 1] ?? 0] ?? []).filter((c) => c !== '').length <= 1
  ) {
    rows = rows.slice(0, -1);
  }
  const n = rows.length;
  if (n === 0)
    return err(
      fe(format, { kind: 'noPlayers', row: (headerRow ?? 0) + 1, expected: 'player rows below the header' }),
    );
  const lastCol = (r: number): number => {
    const row = g[r] ?? [];
    for (let c = row.length - 1; c >= 0; c--) if (row[c] !== '') return c;
    return -1;
  };
  const width = maxOf(rows.map(lastCol), headerRow === undefined ? -1 : lastCol(headerRow)) + 1;
  let header: string[] = headerRow === undefined ? [] : [...(g[headerRow] ?? [])].slice(0, width);
  if (headerRow !== undefined && opts.headerRightAligned) {
    const len = lastCol(headerRow) + 1;
    if (len < width) header = [...Array<string>(width - len).fill(''), ...header.slice(0, len)];
  }
  const hk = (c: number): CrosstableColumnKind | undefined => headerKind(header[c] ?? '');

  // Opponent numbers in the header fix the result block: a different count is a non-square table.
  const run = numberRun(header);
  if (run && (run.length >= 2 || n === 1) && run.length !== n) {
    return err(
      fe(format, {
        kind: 'nonSquare',
        row: (headerRow ?? 0) + 1,
        column: run.start + 1,
        found: `${run.length} result columns`,
        expected: `${n} result columns, one per player row`,
      }),
    );
  }
  const idsInOrder = rows.map((_, i) => i + 1);
  let numberCol: number | undefined;
  let permuted: number[] | undefined;
  for (let c = 0; c < width; c++) {
    if (run && c >= run.start) break;
    const kind = hk(c);
    if (kind !== undefined && kind !== 'number' && kind !== 'other') continue;
    const p = permutationColumn(g, rows, c);
    if (p && (kind === 'number' || numberCol === undefined)) {
      numberCol = c;
      permuted = p;
      if (kind === 'number') break;
    }
  }
  const mappings = permuted && permuted.some((v, i) => v !== i + 1) ? [permuted, idsInOrder] : [idsInOrder];
  let best: Candidate | undefined;
  const starts = run && run.length === n ? [run.start] : [...Array(Math.max(0, width - n + 1)).keys()];
  for (const f of starts) {
    let blocked = false;
    for (let c = f; c < f + n; c++) if (c === numberCol || !RESERVED.includes(hk(c))) blocked = true;
    if (blocked && !(run && run.length === n)) continue;
    for (const ids of mappings) {
      const cand = score(g, rows, f, ids);
      if (better(cand, best)) best = cand;
    }
  }
  if (!best) {
    return err(
      fe(format, {
        kind: 'nonSquare',
        row: (rows[0] ?? 0) + 1,
        found: `${width} columns`,
        expected: `at least ${n} result columns, one per player row`,
      }),
    );
  }
  const f = best.f;
  // Without header numbers: a valid top-left square followed by a points-like column means the
  // table has fewer result columns than player rows.
  if (best.diagOk < n && !run) {
    const okRows = rows.findIndex((r, i) => !isDiagonalMark(cellAt(g, r, f + (best.ids[i] ?? 0) - 1)));
    const next = f + okRows;
    const colCells = rows.map((r) => cellAt(g, r, next)).filter((c) => c !== '');
    const pointsLike =
      colCells.length > 0 &&
      colCells.every((c) => parsePointsText(c) !== undefined) &&
      colCells.some((c) => parseCellValue(c).kind !== 'results');
    if (okRows > 0 && best.ids === idsInOrder && (pointsLike || isKnownHeader(header[next] ?? ''))) {
      return err(
        fe(format, {
          kind: 'nonSquare',
          row: (rows[0] ?? 0) + 1,
          column: f + 1,
          found: `${okRows} result columns`,
          expected: `${n} result columns, one per player row`,
        }),
      );
    }
  }
  const playerRows: number[] = Array<number>(n).fill(0);
  rows.forEach((r, i) => (playerRows[(best.ids[i] ?? 1) - 1] = r));
  const columns: CrosstableColumn[] = [];
  // The first column of a kind counts (ratings may stand left or right of the results); a later
  // one, e.g. a new DWZ written by the add-on, is ignored.
  const add = (column: number, kind: CrosstableColumnKind): void => {
    const h = header[column];
    const used = kind !== 'other' && columns.some((c) => c.kind === kind);
    columns.push({ column, kind: used ? 'other' : kind, ...(h ? { header: h } : {}) });
  };
  const cells = (c: number): string[] => rows.map((r) => cellAt(g, r, c)).filter((t) => t !== '');
  const name = nameColumn({ header, headerRow, numberCol, f, hk, cells }, format);
  if (!name.ok) return name;
  for (let c = 0; c < f; c++) {
    const vals = cells(c);
    const kind = hk(c);
    if (c === numberCol) add(c, 'number');
    else if (kind !== undefined && kind !== 'other') add(c, kind);
    else if (vals.length === 0) continue;
    else if (vals.some((v) => RATING_WITH_INDEX.test(v)) && vals.every((v) => RATING.test(v))) add(c, 'dwz');
    else if (c === name.value) add(c, 'name');
    else if (kind === undefined && isTitleColumn(vals)) add(c, 'title');
    else add(c, 'other');
  }
  let pointsColumn: number | undefined;
  for (let c = f + n; c < width; c++) {
    const vals = cells(c);
    let kind = hk(c);
    if (kind === undefined && vals.length === 0) continue;
    if (
      kind === undefined &&
      pointsColumn === undefined &&
      headerRow === undefined &&
      vals.every((v) => parsePointsText(v) !== undefined)
    ) {
      kind = 'points';
    }
    if (kind === 'points' && pointsColumn === undefined) pointsColumn = c;
    add(c, kind === 'points' && pointsColumn !== c ? 'other' : (kind ?? 'other'));
  }
  return ok({
    ...(titleRow !== undefined ? { titleRow } : {}),
    ...(headerRow !== undefined ? { headerRow } : {}),
    playerRows,
    firstResultColumn: f,
    resultColumns: playerRows.map((_, j) => f + j),
    ...(pointsColumn !== undefined ? { pointsColumn } : {}),
    columns,
  });
}

interface NameContext {
  readonly header: readonly string[];
  readonly headerRow: number | undefined;
  readonly numberCol: number | undefined;
  /** First result column: the name stands left of it. */
  readonly f: number;
  readonly hk: (c: number) => CrosstableColumnKind | undefined;
  readonly cells: (c: number) => string[];
}

/**
 * The name column: the one labelled as such, else the one unlabelled column of words (not a title
 * or rating column); without a header row, the first such column. Two labelled name columns, or a
 * header row without a name label over two columns of words, is refused: never guess a name.
 */
function nameColumn(
  ctx: NameContext,
  format: FormatError['format'],
): Result<number | undefined, FormatError> {
  const before = [...Array(ctx.f).keys()].filter((c) => c !== ctx.numberCol);
  const labelled = before.filter((c) => ctx.hk(c) === 'name');
  const ambiguous = (columns: readonly number[], why: string): FormatError =>
    fe(format, {
      kind: 'ambiguousName',
      row: (ctx.headerRow ?? 0) + 1,
      column: (columns[1] ?? 0) + 1,
      found: `names in columns ${columns.map((c) => c + 1).join(' and ')}`,
      expected: 'one name column',
      detail: why,
    });
  if (labelled.length > 1)
    return err(
      ambiguous(
        labelled,
        `headers ${labelled.map((c) => JSON.stringify(ctx.header[c])).join(' and ')} both name the player`,
      ),
    );
  if (labelled.length === 1) return ok(labelled[0]);
  const words = before.filter((c) => {
    if (ctx.hk(c) !== undefined) return false;
    const vals = ctx.cells(c);
    if (vals.length === 0 || isTitleColumn(vals)) return false;
    if (vals.some((v) => RATING_WITH_INDEX.test(v)) && vals.every((v) => RATING.test(v))) return false;
    return vals.filter((v) => WORDY.test(v)).length * 2 > vals.length;
  });
  if (words.length > 1 && ctx.headerRow !== undefined)
    return err(ambiguous(words, 'label the name column "Name" in the header row'));
  return ok(words[0]);
}
