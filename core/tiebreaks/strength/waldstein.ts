import type { PlayerId } from '../../types.ts';
import type { Tournament } from '../../tournament/model.ts';
import type { PointsMatrix } from './matrix.ts';
import {
  isStronglyConnectedSparse,
  ordinalOnlyPairSparse,
  sparseSub,
  sparseTable,
  splitOutExtremesSparse,
} from './sparse.ts';
import { andersonFixedPoint } from './anderson.ts';

export interface WaldsteinResult {
  /** Turnierleistung t (Σ t = 1 over the players that get a value). */
  readonly t: ReadonlyMap<PlayerId, number>;
  /** Turnierqualität T = n · t (average player = 1). */
  readonly T: ReadonlyMap<PlayerId, number>;
  /** Won every game: "hors concours", no t (Waldstein, Bewertung der Partieergebnisse §5 a). */
  readonly horsConcours: readonly PlayerId[];
  /** Lost every game: "—" (Waldstein, Bewertung der Partieergebnisse §5 b). */
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
   * Waldstein, Bewertung der Partieergebnisse §5 c: the strongest player beat every opponent except the weakest, and the weakest
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

/** Waldstein's control calculation: t_kontr = M·t / Σ M·t (Waldstein, Bewertung der Partieergebnisse §4). */
export function waldsteinControl(m: PointsMatrix, t: readonly number[]): readonly number[] {
  const mt = mul(m.points, t);
  const total = sum(mt);
  return mt.map((x) => x / total);
}

/** Waldstein's Turnierleistung t and Turnierqualität T, converged (Waldstein, Bewertung der Partieergebnisse §4-5). */
export function waldstein(t: Tournament, tolerance = 1e-12): WaldsteinResult {
  const full = sparseTable(t);
  const { core, allWins, allLosses } = splitOutExtremesSparse(full, t.pointSystem.win);
  const m = sparseSub(full, core);
  const n = m.ids.length;
  const mul = (v: Float64Array): Float64Array => {
    const out = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const cols = m.cols[i] ?? new Int32Array(0);
      const pts = m.points[i] ?? new Float64Array(0);
      let a = 0;
      for (let k = 0; k < cols.length; k++) a += (pts[k] ?? 0) * (v[cols[k] ?? 0] ?? 0);
      out[i] = a;
    }
    return out;
  };
  // Power iteration on M + I (no oscillation), normalised to Σ = 1.
  const step = (v: Float64Array): Float64Array => {
    const next = mul(v);
    let total = 0;
    for (let i = 0; i < n; i++) total += next[i] = (next[i] ?? 0) + (v[i] ?? 0);
    for (let i = 0; i < n; i++) next[i] = (next[i] ?? 0) / total;
    return next;
  };
  const { x: v, steps } = andersonFixedPoint(new Float64Array(n).fill(1 / n), step, tolerance, 1_000_000);
  const mv = mul(v);
  const perronRoot = mv.reduce((a, x) => a + x, 0) / v.reduce((a, x) => a + x, 0) / t.pointSystem.win;
  const tMap = new Map(m.ids.map((id, i) => [id, v[i] ?? 0]));
  const TMap = new Map(m.ids.map((id, i) => [id, n * (v[i] ?? 0)]));
  const T = [...TMap.values()];
  let tMax = -Infinity;
  let tMin = Infinity;
  for (const x of T) {
    if (x > tMax) tMax = x;
    if (x < tMin) tMin = x;
  }
  return {
    t: tMap,
    T: TMap,
    horsConcours: allWins,
    noScore: allLosses,
    perronRoot,
    homogeneity: T.length ? tMax / tMin : 1,
    iterations: steps,
    irreducible: isStronglyConnectedSparse(m),
    ordinalOnly: ordinalOnlyPairSparse(m, t.pointSystem.win),
  };
}
