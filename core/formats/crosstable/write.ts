import { maxOf } from '../../arrays.ts';
import type { HalfPoints, PlayerId } from '../../types.ts';
import type { Game, Tournament } from '../../tournament/model.ts';
import { RESULT_SIDES } from '../../tournament/results.ts';
import { CELL_POINTS, formatPointsHalf, type CellResult } from '../cellValue.ts';

export const CROSSTABLE_TEXT_FORMATS = ['csv', 'tsv', 'text'] as const;
export type CrosstableTextFormat = (typeof CROSSTABLE_TEXT_FORMATS)[number];

interface Row {
  readonly side: readonly (string | number)[];
  readonly results: readonly (readonly CellResult[] | undefined)[]; // undefined on the diagonal
  readonly points: HalfPoints;
}

interface Table {
  readonly header: readonly (string | number)[];
  readonly rows: readonly Row[];
  /** A Swiss: a pair without a game did not meet (`—`), not a game still to play. */
  readonly swiss: boolean;
}

/** "Did not meet" in a Swiss table. */
const NOT_MET = '—';

const SIDE_COLUMNS = [
  ['Title', (p) => p.title],
  ['Fed', (p) => p.federation],
  ['Club', (p) => p.club],
  [
    'DWZ',
    (p) => (p.dwz ? `${p.dwz.rating}${p.dwz.index !== undefined ? `-${p.dwz.index}` : ''}` : undefined),
  ],
  ['Elo', (p) => p.fide],
  ['Birth', (p) => p.birthYear],
] as const satisfies readonly (readonly [
  string,
  (p: Tournament['players'][number]) => string | number | undefined,
])[];

const ONE: Readonly<Record<CellResult, readonly CellResult[]>> = {
  '1': ['1'],
  '½': ['½'],
  '0': ['0'],
  '+': ['+'],
  '-': ['-'],
  '*': ['*'],
};
const NONE: readonly CellResult[] = [];

const inOrder = (a: Game, b: Game): number => a.round - b.round || (a.game ?? 1) - (b.game ?? 1);

/** The table behind every writer: games between each pair in round order, per player row. */
function tableOf(t: Tournament): Table {
  const players = [...t.players].sort((a, b) => a.id - b.id);
  const n = players.length;
  const index = new Map<PlayerId, number>(players.map((p, i) => [p.id, i]));
  const sorted = t.games.every((g, k) => k === 0 || inOrder(t.games[k - 1] ?? g, g) <= 0);
  const games = sorted ? t.games : [...t.games].sort(inOrder);
  // Results of row i against column j at i * n + j (shared arrays: replaced, never mutated).
  const cells: (readonly CellResult[])[] = Array<readonly CellResult[]>(n * n).fill(NONE);
  const put = (k: number, r: CellResult): void => {
    const c = cells[k] ?? NONE;
    cells[k] = c.length === 0 ? ONE[r] : [...c, r];
  };
  for (const g of games) {
    const w = index.get(g.white);
    const b = index.get(g.black);
    if (w === undefined || b === undefined) continue;
    const [rw, rb] = RESULT_SIDES[g.result];
    put(w * n + b, rw);
    put(b * n + w, rb);
  }
  const side = SIDE_COLUMNS.filter(([, get]) => players.some((p) => get(p) !== undefined));
  const header = ['No.', 'Name', ...side.map(([h]) => h), ...players.map((_, i) => i + 1), 'Pts'];
  const rows = players.map((p, i) => {
    const results = cells.slice(i * n, i * n + n).map((c, j) => (i === j ? undefined : c));
    const points = results.reduce((s, c) => s + (c ?? []).reduce((s2, r) => s2 + CELL_POINTS[r], 0), 0);
    return { side: [p.id, p.name, ...side.map(([, get]) => get(p) ?? '')], results, points };
  });
  return { header, rows, swiss: t.kind === 'swiss' };
}

const SHEET_NUMBER: Partial<Record<CellResult, number>> = { '1': 1, '0': 0, '½': 0.5 };

/**
 * A crosstable as a 2-D array for Sheets `Range.setValues()`: header No., Name, (Title, Fed, Club,
 * DWZ, Elo, Birth when any player has them), 1..n, Pts; results as numbers 1, 0.5, 0, forfeits
 * `+`/`-`, `x` on the diagonal, '' for games not played yet, `—` for pairs of a Swiss that did not
 * meet; a double round robin has two results per cell ("1 ½"; a space so Sheets keeps the text).
 */
export function makeCrosstableCells(t: Tournament): (string | number)[][] {
  const { header, rows, swiss } = tableOf(t);
  const body = rows.map((row) => [
    ...row.side,
    ...row.results.map((c): string | number => {
      if (c === undefined) return 'x';
      if (swiss && c.length === 0) return NOT_MET;
      // Blank = not played yet; in a Swiss a blank cell is one game, so two pending ones are spelled out.
      if (c.length === 0 || (c.every((r) => r === '*') && !(swiss && c.length > 1))) return '';
      if (c.length === 1) return SHEET_NUMBER[c[0] ?? '*'] ?? c[0] ?? '';
      return c.join(' ');
    }),
    row.points / 2,
  ]);
  return [[...header], ...body];
}

const csvField = (s: string, d: string): string =>
  s.includes(d) || s.includes('"') || s.includes('\n') || s.includes('\r') ? `"${s.replace(/"/g, '""')}"` : s;

/**
 * A crosstable as CSV (`,`), TSV or column-aligned text. Results in `½` style (`1 ½ 0 + -`), two
 * per cell for a double round robin (`1½`, `½0`); pending games blank (CSV/TSV) or `*` (text); pairs
 * of a Swiss that did not meet `—`;
 * points `4.5` (CSV/TSV) or `4½` (text). Text columns are separated by two blanks, and empty side
 * fields are written `-` so the columns stay readable.
 */
export function makeCrosstable(t: Tournament, opts: { readonly format: CrosstableTextFormat }): string {
  const { header, rows, swiss } = tableOf(t);
  const text = opts.format === 'text';
  const body = rows.map((row) => [
    ...row.side.map((v) => (text && v === '' ? '-' : String(v))),
    ...row.results.map((c) => {
      if (c === undefined) return 'x';
      if (swiss && c.length === 0) return NOT_MET;
      if (!text && (c.length === 0 || (c.every((r) => r === '*') && !(swiss && c.length > 1)))) return '';
      return c.length === 0 ? '*' : c.join('');
    }),
    text ? formatPointsHalf(row.points) : String(row.points / 2),
  ]);
  const table = [header.map(String), ...body];
  if (opts.format === 'text') {
    const widths = table[0]?.map((_, c) => maxOf(table.map((r) => (r[c] ?? '').length))) ?? [];
    return (
      table
        .map((r) =>
          r
            .map((f, c) => f.padEnd(widths[c] ?? 0))
            .join('  ')
            .trimEnd(),
        )
        .join('\n') + '\n'
    );
  }
  const d = opts.format === 'csv' ? ',' : '\t';
  return table.map((r) => r.map((f) => csvField(f, d)).join(d)).join('\n') + '\n';
}
