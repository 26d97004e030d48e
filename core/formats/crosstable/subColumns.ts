import { maxOf } from '../../arrays.ts';
import { isDiagonalMark } from '../cellValue.ts';
import type { FormatError } from '../formatError.ts';
import type { CrosstableLayout, Grid } from './layout.ts';

/**
 * A double round robin laid out with two sub-columns per opponent (a header `1 _ 2 _ 3 _` whose
 * numbers were merged over two cells): the pairs of cells are joined into one two-result cell
 * ("1 ½"; a blank half is `*`, not played yet) and the original columns remembered.
 */
export interface JoinedGrid {
  readonly grid: Grid;
  /** Original column of each joined column (the first sub-column for a result column). */
  readonly columns: readonly number[];
  /** Joined result columns: joined index → original second sub-column. */
  readonly second: ReadonlyMap<number, number>;
}

export function joinSubColumns(g: Grid): JoinedGrid | undefined {
  const filled = g.map((_, i) => i).filter((i) => (g[i] ?? []).some((c) => c !== ''));
  // The header is the first row, or the second under a one-cell title; it has no diagonal mark.
  const titled = (g[filled[0] ?? 0] ?? []).filter((c) => c !== '').length === 1;
  for (const hr of filled.slice(0, titled ? 2 : 1)) {
    const row = g[hr] ?? [];
    if (row.some((c) => c !== '' && isDiagonalMark(c))) continue;
    const c = row.indexOf('1');
    if (c < 0) continue;
    let k = 0;
    while (row[c + 2 * k] === String(k + 1) && (row[c + 2 * k + 1] ?? '') === '') k++;
    // The header numbers every player row below it.
    if (k < 2 || k !== filled.filter((r) => r > hr).length) continue;
    const used = filled.some(
      (r) => r > hr && [...Array(k).keys()].some((j) => (g[r]?.[c + 2 * j + 1] ?? '') !== ''),
    );
    if (!used) continue;
    const width = maxOf(g.map((r) => r.length));
    const columns: number[] = [];
    const second = new Map<number, number>();
    for (let x = 0; x < width;) {
      const inBlock = x >= c && x < c + 2 * k;
      if (inBlock) second.set(columns.length, x + 1);
      columns.push(x);
      x += inBlock ? 2 : 1;
    }
    const grid = g.map((r) =>
      columns.map((x, j) => {
        const a = r[x] ?? '';
        const y = second.get(j);
        if (y === undefined) return a;
        const b = r[y] ?? '';
        if (a === '' && b === '') return '';
        return `${a === '' ? '*' : a} ${b === '' ? '*' : b}`;
      }),
    );
    return { grid, columns, second };
  }
  return undefined;
}

/** A layout found on the joined grid, in the original columns. */
export function layoutInOriginalColumns(l: CrosstableLayout, j: JoinedGrid): CrosstableLayout {
  const col = (x: number): number => j.columns[x] ?? x;
  return {
    ...l,
    firstResultColumn: col(l.firstResultColumn),
    resultColumns: l.resultColumns.map(col),
    secondResultColumns: l.resultColumns.map((x) => j.second.get(x) ?? col(x)),
    ...(l.pointsColumn !== undefined ? { pointsColumn: col(l.pointsColumn) } : {}),
    columns: l.columns.map((c) => ({ ...c, column: col(c.column) })),
  };
}

/** An error found on the joined grid, in the original columns. */
export function errorInOriginalColumns(e: FormatError, j: JoinedGrid): FormatError {
  if (e.column === undefined) return e;
  return { ...e, column: (j.columns[e.column - 1] ?? e.column - 1) + 1 };
}
