import { maxOf, minOf } from '../../arrays.ts';
import type { PlayerId } from '../../types.ts';
import type { Tournament } from '../../tournament/model.ts';
import {
  isStronglyConnected,
  pointsMatrix,
  sparseMul,
  sparseRows,
  splitOutExtremes,
  subMatrix,
  type PointsMatrix,
} from './matrix.ts';

export interface WaldsteinResult {
  /** Turnierleistung t (Σ t = 1 over the players that get a value). */
  readonly t: ReadonlyMap<PlayerId, number>;
  /** Turnierqualität T = n · t (average player = 1). */
  readonly T: ReadonlyMap<PlayerId, number>;
  /** Won every game: "hors concours", no t (seed 000 §5 a). */
  readonly horsConcours: readonly PlayerId[];
  /** Lost every game: "—" (seed 000 §5 b). */
  readonly noScore: readonly PlayerId[];
  /** Largest eigenvalue of the points matrix (in points). */
  readonly perronRoot: number;
  /** T_max / T_min. */
  readonly homogeneity: number;
  readonly iterations: number;
  /**
   * False when the table (without hors-concours players) is reducible: a group never lost a point
   * to the others, so t is not unique and positive. Waldstein's case §5 c (strongest beat all but
   * the weakest, who scored only against him) is irreducible but badly conditioned: only ordinal.
   */
  readonly irreducible: boolean;
  /**
   * Seed 000 §5 c: the strongest player beat every opponent except the weakest, and the weakest
   * scored only against him: their t values are only ordinal (places, not ratios). [strongest, weakest].
   */
  readonly ordinalOnly: readonly PlayerId[];
}

const mul = (m: readonly (readonly number[])[], v: readonly number[]): number[] =>
  m.map((row) => row.reduce((a, x, j) => a + x * (v[j] ?? 0), 0));
const sum = (v: readonly number[]): number => v.reduce((a, x) => a + x, 0);

/**
 * Waldstein's iterates in half-points: s_1 = M·p, s_{k+1} = M·s_k (M doubled to 2/1/0 and p the
 * scores in half-points, exact integers). Returns s_1 .. s_k.
 */
export function waldsteinIterates(m: PointsMatrix, k: number): readonly (readonly number[])[] {
  let s = m.points.map((row) => sum(row));
  const out: number[][] = [];
  for (let i = 0; i < k; i++) {
    s = mul(m.points, s);
    out.push(s);
  }
  return out;
}

/** Waldstein's control calculation: t_kontr = M·t / Σ M·t (seed 000 §4). */
export function waldsteinControl(m: PointsMatrix, t: readonly number[]): readonly number[] {
  const mt = mul(m.points, t);
  const total = sum(mt);
  return mt.map((x) => x / total);
}

/** Perron vector of M by power iteration on M + I (no oscillation), normalised to Σ = 1. */
export function perronVector(
  points: readonly (readonly number[])[],
  tolerance = 1e-13,
): { v: number[]; iterations: number } {
  const n = points.length;
  const rows = sparseRows(points);
  let v = new Array<number>(n).fill(1 / n);
  for (let it = 1; it <= 1_000_000; it++) {
    const next = sparseMul(rows, v).map((x, i) => x + (v[i] ?? 0));
    const total = sum(next);
    const norm = next.map((x) => x / total);
    const delta = maxOf(norm.map((x, i) => Math.abs(x - (v[i] ?? 0))));
    v = norm;
    if (delta < tolerance) return { v, iterations: it };
  }
  return { v, iterations: 1_000_000 };
}

/**
 * Waldstein's exception §5 c: a player S who won all games except against W, and a player W whose
 * only points came from S (at least one). Returns [S, W] (ids), or [] when there is no such pair.
 */
export function ordinalOnlyPair(m: PointsMatrix, win: number): readonly PlayerId[] {
  const n = m.ids.length;
  if (n < 3) return [];
  const row = (i: number) => m.points[i] ?? [];
  const games = (i: number, j: number) => m.games[i]?.[j] ?? 0;
  for (let w = 0; w < n; w++) {
    // W scored against exactly one player, S
    const scoredAgainst = row(w).flatMap((p, j) => (p > 0 ? [j] : []));
    const s = scoredAgainst[0];
    if (s === undefined || scoredAgainst.length !== 1) continue;
    const sWonElsewhere = row(s).every((p, j) => j === w || p === win * games(s, j));
    const sDroppedToW = (row(s)[w] ?? 0) < win * games(s, w);
    if (sWonElsewhere && sDroppedToW) return [m.ids[s] ?? 0, m.ids[w] ?? 0];
  }
  return [];
}

/** Waldstein's Turnierleistung t and Turnierqualität T, converged (seed 000 §4-5). */
export function waldstein(t: Tournament): WaldsteinResult {
  const full = pointsMatrix(t);
  const { core, allWins, allLosses } = splitOutExtremes(full, t.pointSystem.win);
  const m = subMatrix(full, core);
  const { v, iterations } = perronVector(m.points);
  const n = v.length;
  const mv = mul(m.points, v);
  const perronRoot = sum(mv) / sum(v) / t.pointSystem.win;
  const tMap = new Map(m.ids.map((id, i) => [id, v[i] ?? 0]));
  const TMap = new Map(m.ids.map((id, i) => [id, n * (v[i] ?? 0)]));
  const T = [...TMap.values()];
  return {
    t: tMap,
    T: TMap,
    horsConcours: allWins,
    noScore: allLosses,
    perronRoot,
    homogeneity: T.length ? maxOf(T) / minOf(T) : 1,
    iterations,
    irreducible: isStronglyConnected(m),
    ordinalOnly: ordinalOnlyPair(m, t.pointSystem.win),
  };
}
