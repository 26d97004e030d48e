import { err, ok, type Result } from '../../result.ts';
import type { HalfPoints } from '../../types.ts';
import { flipResult, type GameResult } from '../../tournament/model.ts';
import {
  CELL_POINTS,
  MIRROR,
  formatPointsHalf,
  isDiagonalMark,
  parseCellValue,
  parsePointsText,
  type CellResult,
} from '../cellValue.ts';
import type { Grid, LayoutBase } from './layout.ts';
import type { FormatError } from '../formatError.ts';

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
  /** Some pairs did not meet (cells `—`): a Swiss printed as a crosstable. */
  readonly swiss: boolean;
}

type Entry = CellResult | 'FF'; // FF: an explicit double forfeit `-:-` in one cell

const EXPECTED_RESULT = 'a result: 1, 0, ½, 1/2, 0.5, 0,5, =, + or - (two of them for a double round robin)';
const EXPECTED_DIAGONAL = 'a diagonal mark: x, *, —, - or blank';

const PAIR_RESULT: Readonly<Record<Entry, Partial<Record<Entry, GameResult>>>> = {
  '1': { '0': '1-0' },
  '0': { '1': '0-1' },
  '½': { '½': '1/2-1/2' },
  '+': { '-': '+:-' },
  '-': { '+': '-:+', '-': '-:-', FF: '-:-' },
  FF: { '-': '-:-', FF: '-:-' },
  '*': { '*': '*' },
};

const FF: readonly Entry[] = ['FF'];
const PENDING: readonly Entry[] = [];
const NOT_MET: readonly Entry[] = [];

/**
 * Reads the result block: diagonal marks, cell values, one or two results per cell, symmetry of
 * every pair and the points column (1-½-0, forfeits 1/0), with the first problem in reading order.
 * Cells `—` say the pair did not meet (a Swiss); every other pair has a game, pending when blank.
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
  const rowOf = layout.playerRows;
  const colOf = layout.resultColumns;
  const text = (i: number, j: number): string => g[rowOf[i] ?? 0]?.[colOf[j] ?? 0] ?? '';
  const at = (i: number, j: number) => ({ row: (rowOf[i] ?? 0) + 1, column: (colOf[j] ?? 0) + 1 });
  // Reading order: input rows top to bottom, columns left to right.
  const order = [...Array(n).keys()].sort((x, y) => (rowOf[x] ?? 0) - (rowOf[y] ?? 0));
  // Entries of cell (i, j) at i * n + j, shared arrays from parseCellValue: never mutated.
  const cells: (readonly Entry[])[] = Array<readonly Entry[]>(n * n).fill(PENDING);
  let singles = 0;
  let doubles = 0;
  let firstDouble: [number, number] | undefined;
  let firstSingle: [number, number] | undefined;
  let firstNotMet: [number, number] | undefined;
  for (const i of order) {
    const row = g[rowOf[i] ?? 0] ?? [];
    for (let j = 0; j < n; j++) {
      const t = row[colOf[j] ?? 0] ?? '';
      if (i === j) {
        if (!isDiagonalMark(t)) {
          return err({ kind: 'badDiagonal', format, ...at(i, j), found: t, expected: EXPECTED_DIAGONAL });
        }
        continue;
      }
      const v = parseCellValue(t);
      if (v.kind === 'unknown') {
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
      if (v.kind === 'blank') continue;
      if (v.kind === 'noGame') {
        cells[i * n + j] = NOT_MET;
        firstNotMet ??= [i, j];
      } else if (v.kind === 'doubleForfeit') {
        cells[i * n + j] = FF;
        singles++;
        firstSingle ??= [i, j];
      } else {
        cells[i * n + j] = v.results;
        if (v.results.length === 1) {
          singles++;
          firstSingle ??= [i, j];
        } else if (v.results[0] !== '-' || v.results[1] !== '-') {
          doubles++;
          firstDouble ??= [i, j];
        }
      }
    }
  }
  // A Swiss ("did not meet" cells): a pair may have met twice (after a forfeit), so one or two
  // results per cell. Otherwise `--` in a single round robin is a double forfeit, not two results.
  const swiss = firstNotMet !== undefined && opts.kind === undefined;
  const double =
    opts.kind === 'doubleRoundRobin' ||
    (!swiss && opts.kind === undefined && doubles >= Math.max(1, singles));
  if (firstNotMet && !swiss) {
    const [i, j] = firstNotMet;
    return err({
      kind: 'badCell',
      format,
      ...at(i, j),
      found: text(i, j),
      expected: EXPECTED_RESULT,
      detail: 'every pair of a round robin meets: "did not meet" marks make a Swiss table',
    });
  }
  if (!swiss && !double) {
    if (firstDouble) {
      const [i, j] = firstDouble;
      return err({
        kind: 'twoResults',
        format,
        ...at(i, j),
        found: text(i, j),
        expected: 'one result per cell in a single round robin',
      });
    }
    for (let k = 0; k < cells.length; k++) {
      const c = cells[k] ?? PENDING;
      if (c.length === 2 && c[0] === '-' && c[1] === '-') cells[k] = FF;
    }
  } else if (double && opts.kind === undefined && firstSingle) {
    const [i, j] = firstSingle;
    return err({
      kind: 'mixedCells',
      format,
      ...at(i, j),
      found: text(i, j),
      expected: 'two results, like 1½ or ½ 0, as in the other cells of this double round robin',
    });
  }
  const games: PairGame[] = [];
  const perCell = (a: readonly Entry[], b: readonly Entry[]): number =>
    swiss ? Math.max(1, a.length, b.length) : double ? 2 : 1;
  // Each pair once, i in the upper row.
  for (let p = 0; p < n; p++) {
    const i = order[p] ?? 0;
    for (let q = p + 1; q < n; q++) {
      const j = order[q] ?? 0;
      const a = cells[i * n + j] ?? PENDING;
      const b = cells[j * n + i] ?? PENDING;
      const lo = Math.min(i, j);
      const hi = Math.max(i, j);
      if (a === NOT_MET && b === NOT_MET) continue;
      for (let k = 0; k < perCell(a, b); k++) {
        const ea = a[k] ?? '*';
        const eb = b[k] ?? '*';
        const r = a === NOT_MET || b === NOT_MET ? undefined : PAIR_RESULT[ea][eb];
        if (r === undefined) {
          const mirror = a === NOT_MET ? text(i, j) : a.map((e) => (e === 'FF' ? '-' : MIRROR[e])).join('');
          return err({
            kind: 'asymmetric',
            format,
            ...at(j, i),
            found: text(j, i),
            otherRow: at(i, j).row,
            otherColumn: shown(at(i, j).column),
            expected: `${mirror === '' || mirror === '*' ? 'a blank cell' : JSON.stringify(mirror)} to match ${text(i, j) === '' ? 'the blank cell' : JSON.stringify(text(i, j))} in row ${at(i, j).row}, column ${shown(at(i, j).column)}`,
          });
        }
        games.push({ a: lo + 1, b: hi + 1, index: k, result: lo === i ? r : flip(r) });
      }
    }
  }
  if (layout.pointsColumn !== undefined && opts.checkPoints !== false) {
    const pc = layout.pointsColumn;
    for (const i of order) {
      const t = g[rowOf[i] ?? 0]?.[pc] ?? '';
      if (t === '') continue;
      const where = { row: (rowOf[i] ?? 0) + 1, column: pc + 1 };
      const pts = parsePointsText(t);
      if (pts === undefined) {
        return err({ kind: 'badPoints', format, ...where, found: t, expected: 'points like 4½, 4.5 or 4,5' });
      }
      let sum: HalfPoints = 0;
      for (let j = 0; j < n; j++)
        for (const e of cells[i * n + j] ?? PENDING) sum += e === 'FF' ? 0 : CELL_POINTS[e];
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
  return ok({ double, games, swiss });
}

export const flip = flipResult;
