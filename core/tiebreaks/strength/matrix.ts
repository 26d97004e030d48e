import type { PlayerId } from '../../types.ts';
import type { Tournament } from '../../tournament/model.ts';
import { computePlayerRounds, roundPoints } from '../../tournament/playerRounds.ts';

/**
 * The points matrix of a tournament in half-points (Waldstein's doubling: 2/1/0), games over the
 * board only; `games[i][j]` counts the games between i and j.
 */
export interface PointsMatrix {
  readonly ids: readonly PlayerId[];
  readonly points: readonly (readonly number[])[];
  readonly games: readonly (readonly number[])[];
}

export function pointsMatrix(t: Tournament): PointsMatrix {
  const ids = t.players.map((p) => p.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const n = ids.length;
  const points = ids.map(() => new Array<number>(n).fill(0));
  const games = ids.map(() => new Array<number>(n).fill(0));
  for (const [id, rounds] of computePlayerRounds(t)) {
    const i = index.get(id);
    if (i === undefined) continue;
    for (const r of rounds) {
      if (r.kind !== 'played') continue;
      const j = index.get(r.opponent);
      const row = points[i];
      const grow = games[i];
      if (j === undefined || !row || !grow) continue;
      row[j] = (row[j] ?? 0) + roundPoints(r, t.pointSystem);
      grow[j] = (grow[j] ?? 0) + 1;
    }
  }
  return { ids, points, games };
}

/** The sub-matrix of the players at `keep` (indices). */
export const subMatrix = (m: PointsMatrix, keep: readonly number[]): PointsMatrix => ({
  ids: keep.map((i) => m.ids[i] ?? 0),
  points: keep.map((i) => keep.map((j) => m.points[i]?.[j] ?? 0)),
  games: keep.map((i) => keep.map((j) => m.games[i]?.[j] ?? 0)),
});

const rowSum = (row: readonly number[] | undefined): number => (row ?? []).reduce((a, x) => a + x, 0);

/**
 * Removes, repeatedly, players who won every game (hors concours) or scored nothing among the rest
 * (Waldstein §5 exceptions; for Zermelo the MLE does not exist for them).
 */
export function splitOutExtremes(
  m: PointsMatrix,
  win: number,
): {
  readonly core: readonly number[];
  readonly allWins: readonly PlayerId[];
  readonly allLosses: readonly PlayerId[];
} {
  let core = m.ids.map((_, i) => i);
  const allWins: PlayerId[] = [];
  const allLosses: PlayerId[] = [];
  for (;;) {
    const sub = subMatrix(m, core);
    const drop = new Set<number>();
    core.forEach((orig, k) => {
      const g = rowSum(sub.games[k]);
      const p = rowSum(sub.points[k]);
      if (g === 0) return;
      if (p === g * win) {
        allWins.push(m.ids[orig] ?? 0);
        drop.add(orig);
      } else if (p === 0) {
        allLosses.push(m.ids[orig] ?? 0);
        drop.add(orig);
      }
    });
    if (drop.size === 0 || core.length - drop.size < 2) break;
    core = core.filter((i) => !drop.has(i));
  }
  return { core, allWins, allLosses };
}

/**
 * Whether every player can be reached from every other along "scored a point against" edges: the
 * points matrix is irreducible, so Waldstein's t is positive and unique and Zermelo's MLE exists.
 */
export function isStronglyConnected(m: PointsMatrix): boolean {
  const n = m.ids.length;
  if (n <= 1) return true;
  const reach = (forward: boolean): boolean => {
    const seen = new Array<boolean>(n).fill(false);
    const stack = [0];
    seen[0] = true;
    while (stack.length > 0) {
      const i = stack.pop() ?? 0;
      for (let j = 0; j < n; j++) {
        const p = forward ? (m.points[i]?.[j] ?? 0) : (m.points[j]?.[i] ?? 0);
        if (p > 0 && !seen[j]) {
          seen[j] = true;
          stack.push(j);
        }
      }
    }
    return seen.every(Boolean);
  };
  return reach(true) && reach(false);
}

/** The non-zero entries of each row of a matrix (a Swiss table is sparse: iterations stay O(games)). */
export interface SparseRow {
  readonly cols: readonly number[];
  readonly values: readonly number[];
}
export const sparseRows = (matrix: readonly (readonly number[])[]): readonly SparseRow[] =>
  matrix.map((row) => {
    const cols: number[] = [];
    const values: number[] = [];
    row.forEach((x, j) => {
      if (x !== 0) {
        cols.push(j);
        values.push(x);
      }
    });
    return { cols, values };
  });

/** Sparse matrix × vector (plain loops: this is the inner loop of the strength iterations). */
export function sparseMul(rows: readonly SparseRow[], v: readonly number[]): number[] {
  const out = new Array<number>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    let a = 0;
    if (r) for (let k = 0; k < r.cols.length; k++) a += (r.values[k] ?? 0) * (v[r.cols[k] ?? 0] ?? 0);
    out[i] = a;
  }
  return out;
}
