import type { PlayerId } from '../../types.ts';
import type { Tournament } from '../../tournament/model.ts';
import { acceleratedFixedPoint } from './squarem.ts';
import { isStronglyConnectedSparse, sparseSub, sparseTable, splitOutExtremesSparse } from './sparse.ts';

export interface ZermeloResult {
  /** Maximum-likelihood strengths normalised to Σ = 100 (Konrad 2013). */
  readonly strength: ReadonlyMap<PlayerId, number>;
  /** 100 % / 0 % scorers: the MLE does not exist for them. */
  readonly allWins: readonly PlayerId[];
  readonly allLosses: readonly PlayerId[];
  readonly iterations: number;
  /** The MLE exists (and the iteration converges) only for a strongly connected table. */
  readonly exists: boolean;
}

/**
 * Zermelo (1929) / Bradley-Terry: P(i beats j) = u_i / (u_i + u_j), a draw half a win. Fixed point
 * u_i ← W_i / Σ_j n_ij / (u_i + u_j), renormalised to Σ u = 100, until the relative change < 1e-12
 * (SQUAREM-accelerated; the last step is a plain one).
 */
export function zermelo(t: Tournament, tolerance = 1e-12): ZermeloResult {
  const full = sparseTable(t);
  const { core, allWins, allLosses } = splitOutExtremesSparse(full, t.pointSystem.win);
  const m = sparseSub(full, core);
  const n = m.ids.length;
  const win = t.pointSystem.win;
  const W = m.points.map((row) => row.reduce((a, x) => a + x, 0) / win);
  const step = (u: Float64Array): Float64Array => {
    // Gauss-Seidel order: players already updated in this sweep enter with their new value.
    const next = Float64Array.from(u);
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const ui = next[i] ?? 0;
      const cols = m.cols[i] ?? new Int32Array(0);
      const games = m.games[i] ?? new Float64Array(0);
      let d = 0;
      for (let k = 0; k < cols.length; k++) d += (games[k] ?? 0) / (ui + (next[cols[k] ?? 0] ?? 0));
      const v = d > 0 ? (W[i] ?? 0) / d : ui;
      next[i] = v;
      sum += v;
    }
    for (let i = 0; i < n; i++) next[i] = ((next[i] ?? 0) * 100) / sum;
    return next;
  };
  const { x, steps } = acceleratedFixedPoint(new Float64Array(n).fill(100 / n), step, tolerance, 100_000);
  return {
    strength: new Map(m.ids.map((id, i) => [id, x[i] ?? 0])),
    allWins,
    allLosses,
    iterations: steps,
    exists: isStronglyConnectedSparse(m),
  };
}
