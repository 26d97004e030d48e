import type { PlayerId } from '../../types.ts';
import type { Tournament } from '../../tournament/model.ts';
import { computePlayerRounds, roundPoints } from '../../tournament/playerRounds.ts';

/**
 * The points table of a tournament kept sparse (a Swiss of 1000 players has ~11 opponents each):
 * per player the opponents met over the board, the half-points scored (2/1/0) and the games.
 * Same content as `pointsMatrix`, in O(games) memory.
 */
export interface SparseTable {
  readonly ids: readonly PlayerId[];
  readonly cols: readonly Int32Array[];
  readonly points: readonly Float64Array[];
  readonly games: readonly Float64Array[];
}

export function sparseTable(t: Tournament): SparseTable {
  const ids = t.players.map((p) => p.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const cols: Int32Array[] = ids.map(() => new Int32Array(0));
  const points: Float64Array[] = ids.map(() => new Float64Array(0));
  const games: Float64Array[] = ids.map(() => new Float64Array(0));
  // slot[j]: where opponent j sits in the row being built (-1: not met yet); opponents keep the
  // order of their first game.
  const slot = new Int32Array(ids.length).fill(-1);
  for (const [id, rounds] of computePlayerRounds(t)) {
    const i = index.get(id);
    if (i === undefined) continue;
    const c: number[] = [];
    const p: number[] = [];
    const g: number[] = [];
    for (const r of rounds) {
      if (r.kind !== 'played') continue;
      const j = index.get(r.opponent);
      if (j === undefined) continue;
      const at = slot[j] ?? -1;
      const pts = roundPoints(r, t.pointSystem);
      if (at < 0) {
        slot[j] = c.length;
        c.push(j);
        p.push(pts);
        g.push(1);
      } else {
        p[at] = (p[at] ?? 0) + pts;
        g[at] = (g[at] ?? 0) + 1;
      }
    }
    for (const j of c) slot[j] = -1;
    cols[i] = Int32Array.from(c);
    points[i] = Float64Array.from(p);
    games[i] = Float64Array.from(g);
  }
  return { ids, cols, points, games };
}

/** The table restricted to the players at `keep` (indices), renumbered. */
export function sparseSub(m: SparseTable, keep: readonly number[]): SparseTable {
  const at = new Int32Array(m.ids.length).fill(-1);
  keep.forEach((i, k) => (at[i] = k));
  const cols: Int32Array[] = [];
  const points: Float64Array[] = [];
  const games: Float64Array[] = [];
  for (const i of keep) {
    const c = m.cols[i] ?? new Int32Array(0);
    const c2: number[] = [];
    const p2: number[] = [];
    const g2: number[] = [];
    for (let k = 0; k < c.length; k++) {
      const j = at[c[k] ?? 0] ?? -1;
      if (j < 0) continue;
      c2.push(j);
      p2.push(m.points[i]?.[k] ?? 0);
      g2.push(m.games[i]?.[k] ?? 0);
    }
    cols.push(Int32Array.from(c2));
    points.push(Float64Array.from(p2));
    games.push(Float64Array.from(g2));
  }
  return { ids: keep.map((i) => m.ids[i] ?? 0), cols, points, games };
}

const total = (a: Float64Array | undefined): number => {
  let s = 0;
  if (a) for (const x of a) s += x;
  return s;
};

/**
 * Removes, repeatedly, players who won every game (hors concours) or scored nothing among the rest
 * (Waldstein §5 exceptions; for Zermelo the MLE does not exist for them). Indices into `m`.
 */
export function splitOutExtremesSparse(
  m: SparseTable,
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
    const sub = sparseSub(m, core);
    const drop = new Set<number>();
    core.forEach((orig, k) => {
      const g = total(sub.games[k]);
      const p = total(sub.points[k]);
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

/** Strong connectivity along "scored a point against" edges (the table is irreducible). */
export function isStronglyConnectedSparse(m: SparseTable): boolean {
  const n = m.ids.length;
  if (n <= 1) return true;
  // Reverse edges: j → i when i scored against j.
  const back: number[][] = m.ids.map(() => []);
  m.cols.forEach((c, i) => c.forEach((j, k) => (m.points[i]?.[k] ?? 0) > 0 && back[j]?.push(i)));
  const reach = (next: (i: number, visit: (j: number) => void) => void): boolean => {
    const seen = new Uint8Array(n);
    const stack = [0];
    seen[0] = 1;
    let count = 1;
    while (stack.length > 0) {
      next(stack.pop() ?? 0, (j) => {
        if (!seen[j]) {
          seen[j] = 1;
          count++;
          stack.push(j);
        }
      });
    }
    return count === n;
  };
  return (
    reach((i, visit) => m.cols[i]?.forEach((j, k) => (m.points[i]?.[k] ?? 0) > 0 && visit(j))) &&
    reach((i, visit) => back[i]?.forEach(visit))
  );
}

/**
 * Waldstein's exception §5 c on the sparse table: a player S who won every game except against W,
 * and W whose only points came from S. Returns [S, W] (ids), or [].
 */
export function ordinalOnlyPairSparse(m: SparseTable, win: number): readonly PlayerId[] {
  const n = m.ids.length;
  if (n < 3) return [];
  for (let w = 0; w < n; w++) {
    const c = m.cols[w] ?? new Int32Array(0);
    const scored: number[] = [];
    c.forEach((j, k) => (m.points[w]?.[k] ?? 0) > 0 && scored.push(j));
    const s = scored[0];
    if (s === undefined || scored.length !== 1) continue;
    const cs = m.cols[s] ?? new Int32Array(0);
    let wonElsewhere = true;
    let droppedToW = false;
    cs.forEach((j, k) => {
      const p = m.points[s]?.[k] ?? 0;
      const full = win * (m.games[s]?.[k] ?? 0);
      if (j === w) droppedToW = p < full;
      else if (p !== full) wonElsewhere = false;
    });
    if (wonElsewhere && droppedToW) return [m.ids[s] ?? 0, m.ids[w] ?? 0];
  }
  return [];
}
