import { err, ok, type Result } from '../result.ts';
import type { HalfPoints } from '../types.ts';
import type { GameResult } from '../tournament/model.ts';
import {
  CELL_POINTS,
  MIRROR,
  formatPointsHalf,
  isDiagonalMark,
  parseCellValue,
  parsePointsText,
  type CellResult,
} from './cellValue.ts';
import type { Grid, LayoutBase } from './crosstableLayout.ts';
import type { FormatError } from './formatError.ts';

/** One game between players a < b, with the result seen from a (as if a had White). */
export interface PairGame {
  readonly a: number;
  readonly b: number;
  /** 0 = the first game of the pair (first cycle), 1 = the second (double round robin). */
  readonly index: number;
  readonly result: GameResult;
}

export interface CheckedResults {
  readonly double: boolean;
  readonly games: readonly PairGame[];
}

type Entry = CellResult | 'FF'; // FF: an explicit double forfeit `-:-` in one cell

const EXPECTED_RESULT = 'a result: 1, 0, ½, 1/2, 0.5, 0,5, =, + or - (two of them for a double round robin)';
const EXPECTED_DIAGONAL = 'a diagonal mark: x, *, —, - or blank';

const PAIR_RESULT: Readonly<Record<string, GameResult>> = {
  '1/0': '1-0',
  '0/1': '0-1',
  '½/½': '1/2-1/2',
  '+/-': '+:-',
  '-/+': '-:+',
  '-/-': '-:-',
  'FF/-': '-:-',
  '-/FF': '-:-',
  'FF/FF': '-:-',
  '*/*': '*',
};

/**
 * Reads the result block: diagonal marks, cell values, one or two results per cell, symmetry of
 * every pair and the points column (1-½-0, forfeits 1/0), with the first problem in reading order.
 */
export function checkResults(
  g: Grid,
  layout: LayoutBase,
  format: FormatError['format'],
  opts: {
    readonly kind?: 'roundRobin' | 'doubleRoundRobin';
    readonly checkPoints?: boolean;
    /** Column (1-based) as the user sees it, for messages naming another cell. */
    readonly displayColumn?: (column: number) => number;
  } = {},
): Result<CheckedResults, FormatError> {
  const n = layout.playerRows.length;
  const shown = opts.displayColumn ?? ((c: number): number => c);
  const text = (i: number, j: number): string =>
    g[layout.playerRows[i] ?? 0]?.[layout.resultColumns[j] ?? 0] ?? '';
  const at = (i: number, j: number) => ({
    row: (layout.playerRows[i] ?? 0) + 1,
    column: (layout.resultColumns[j] ?? 0) + 1,
  });
  // Reading order: input rows top to bottom, columns left to right.
  const order = [...Array(n).keys()].sort(
    (x, y) => (layout.playerRows[x] ?? 0) - (layout.playerRows[y] ?? 0),
  );
  const cells: Entry[][][] = [...Array(n)].map(() => [...Array<Entry[]>(n)].map(() => []));
  let singles: [number, number][] = [];
  let doubles: [number, number][] = [];
  for (const i of order) {
    for (let j = 0; j < n; j++) {
      const t = text(i, j);
      if (i === j) {
        if (!isDiagonalMark(t)) {
          return err({ kind: 'badDiagonal', format, ...at(i, j), found: t, expected: EXPECTED_DIAGONAL });
        }
        continue;
      }
      const v = parseCellValue(t);
      if (v.kind === 'unknown' || v.kind === 'diagonal') {
        const isDate = t.startsWith('date ');
        return err({
          kind: 'badCell',
          format,
          ...at(i, j),
          found: t,
          expected: EXPECTED_RESULT,
          ...(isDate ? { detail: 'the cell holds a date: format the result cells as plain text' } : {}),
        });
      }
      const row = cells[i]?.[j] ?? [];
      if (v.kind === 'doubleForfeit') {
        row.push('FF');
        singles.push([i, j]);
      } else if (v.kind === 'results') {
        row.push(...v.results);
        (v.results.length === 2 ? doubles : singles).push([i, j]);
      }
    }
  }
  // `--` in a single round robin is a double forfeit, not two results.
  const isDashDash = ([i, j]: [number, number]): boolean => cells[i]?.[j]?.join('') === '--';
  const double =
    opts.kind === 'doubleRoundRobin' ||
    (opts.kind === undefined && doubles.filter((c) => !isDashDash(c)).length >= Math.max(1, singles.length));
  if (!double) {
    const dashes = doubles.filter(isDashDash);
    doubles = doubles.filter((c) => !isDashDash(c));
    singles = [...singles, ...dashes];
    for (const [i, j] of dashes) (cells[i] ?? [])[j] = ['FF'];
  }
  const first = (list: [number, number][]): [number, number] | undefined =>
    [...list].sort(
      (x, y) => at(x[0], x[1]).row - at(y[0], y[1]).row || at(x[0], x[1]).column - at(y[0], y[1]).column,
    )[0];
  if (!double && doubles.length > 0) {
    const [i, j] = first(doubles) ?? [0, 0];
    return err({
      kind: 'twoResults',
      format,
      ...at(i, j),
      found: text(i, j),
      expected: 'one result per cell in a single round robin',
    });
  }
  if (double && opts.kind === undefined && singles.length > 0) {
    const [i, j] = first(singles) ?? [0, 0];
    return err({
      kind: 'mixedCells',
      format,
      ...at(i, j),
      found: text(i, j),
      expected: 'two results, like 1½ or ½ 0, as in the other cells of this double round robin',
    });
  }
  const games: PairGame[] = [];
  const perCell = double ? 2 : 1;
  for (const i of order) {
    for (const j of order) {
      if (at(j, i).row <= at(i, j).row) continue; // each pair once: i is the upper row
      const a = cells[i]?.[j] ?? [];
      const b = cells[j]?.[i] ?? [];
      const lo = Math.min(i, j);
      const hi = Math.max(i, j);
      for (let k = 0; k < perCell; k++) {
        const ea = a[k] ?? '*';
        const eb = b[k] ?? '*';
        const r = PAIR_RESULT[`${ea}/${eb}`];
        if (r === undefined) {
          const mirror = a.map((e) => (e === 'FF' ? '-' : MIRROR[e])).join('');
          const ta = text(i, j);
          return err({
            kind: 'asymmetric',
            format,
            ...at(j, i),
            found: text(j, i),
            expected: `${JSON.stringify(mirror === '' || mirror === '*' ? '' : mirror)} to match ${JSON.stringify(ta)} in row ${at(i, j).row}, column ${shown(at(i, j).column)}`,
          });
        }
        const result = lo === i ? r : flip(r);
        games.push({ a: lo + 1, b: hi + 1, index: k, result });
      }
    }
  }
  if (layout.pointsColumn !== undefined && opts.checkPoints !== false) {
    const pc = layout.pointsColumn;
    for (const i of order) {
      const t = g[layout.playerRows[i] ?? 0]?.[pc] ?? '';
      if (t === '') continue;
      const where = { row: (layout.playerRows[i] ?? 0) + 1, column: pc + 1 };
      const pts = parsePointsText(t);
      if (pts === undefined) {
        return err({ kind: 'badPoints', format, ...where, found: t, expected: 'points like 4½, 4.5 or 4,5' });
      }
      let sum: HalfPoints = 0;
      for (const row of cells[i] ?? []) for (const e of row) sum += e === 'FF' ? 0 : CELL_POINTS[e];
      if (sum !== pts) {
        return err({
          kind: 'pointsMismatch',
          format,
          ...where,
          found: t,
          expected: `${formatPointsHalf(sum)} (the sum of the row's results)`,
        });
      }
    }
  }
  return ok({ double, games });
}

const FLIP: Readonly<Record<GameResult, GameResult>> = {
  '1-0': '0-1',
  '0-1': '1-0',
  '1/2-1/2': '1/2-1/2',
  '+:-': '-:+',
  '-:+': '+:-',
  '-:-': '-:-',
  '*': '*',
};
export const flip = (r: GameResult): GameResult => FLIP[r];
