import { maxOf } from '../../arrays.ts';
import type { PlayerId } from '../../types.ts';
import type { Tournament } from '../../tournament/model.ts';
import { isStronglyConnected, pointsMatrix, sparseRows, splitOutExtremes, subMatrix } from './matrix.ts';

export interface ZermeloResult {
  /** Maximum-likelihood strengths normalised to Σ = 100 (seed 004). */
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
 * u_i ← W_i / Σ_j n_ij / (u_i + u_j), renormalised to Σ u = 100, until the relative change < 1e-12.
 */
export function zermelo(t: Tournament, tolerance = 1e-12): ZermeloResult {
  const full = pointsMatrix(t);
  const { core, allWins, allLosses } = splitOutExtremes(full, t.pointSystem.win);
  const m = subMatrix(full, core);
  const n = m.ids.length;
  const win = t.pointSystem.win;
  const W = m.points.map((row) => row.reduce((a, x) => a + x, 0) / win);
  const games = sparseRows(m.games);
  let u = new Array<number>(n).fill(100 / n);
  let it = 0;
  for (it = 1; it <= 100_000; it++) {
    const next = u.map((ui, i) => {
      let d = 0;
      const row = games[i];
      if (row)
        for (let k = 0; k < row.cols.length; k++)
          d += (row.values[k] ?? 0) / (ui + (u[row.cols[k] ?? 0] ?? 0));
      return d > 0 ? (W[i] ?? 0) / d : ui;
    });
    const total = next.reduce((a, x) => a + x, 0);
    const norm = next.map((x) => (x * 100) / total);
    const change = maxOf(norm.map((x, i) => Math.abs(x - (u[i] ?? 0)) / x));
    u = norm;
    if (change < tolerance) break;
  }
  return {
    strength: new Map(m.ids.map((id, i) => [id, u[i] ?? 0])),
    allWins,
    allLosses,
    iterations: it,
    exists: isStronglyConnected(m),
  };
}
