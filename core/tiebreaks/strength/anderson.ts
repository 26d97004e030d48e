import { relativeChange } from './squarem.ts';

/**
 * Fixed point of `step` (a contraction towards a positive vector) by Anderson acceleration with
 * `memory` past residuals (Walker & Ni, "Anderson acceleration for fixed-point iterations", SIAM J.
 * Numer. Anal. 49, 2011; for a linear step it is equivalent to GMRES). Like `acceleratedFixedPoint`
 * it stops only when one plain step changes no entry by more than `tolerance` (relative) and
 * returns that plain step, so the answer is the fixed point of the plain iteration. An
 * extrapolation that leaves the positive orthant restarts the history with the plain iterate.
 */
export function andersonFixedPoint(
  start: Float64Array,
  step: (x: Float64Array) => Float64Array,
  tolerance: number,
  maxSteps: number,
  memory = 4,
): { readonly x: Float64Array; readonly steps: number } {
  const n = start.length;
  let x = start;
  // History of residual differences ΔF and step differences ΔG, oldest first.
  let dF: Float64Array[] = [];
  let dG: Float64Array[] = [];
  let prevF: Float64Array | undefined;
  let prevG: Float64Array | undefined;
  for (let steps = 1; steps <= maxSteps; steps++) {
    const g = step(x);
    if (relativeChange(x, g) < tolerance) return { x: g, steps };
    const f = new Float64Array(n);
    for (let i = 0; i < n; i++) f[i] = g[i]! - x[i]!;
    if (prevF && prevG) {
      dF.push(diff(f, prevF));
      dG.push(diff(g, prevG));
      if (dF.length > memory) {
        dF = dF.slice(1);
        dG = dG.slice(1);
      }
    }
    prevF = f;
    prevG = g;
    const gamma = leastSquares(dF, f);
    const next = Float64Array.from(g);
    let positive = true;
    for (let j = 0; j < gamma.length; j++) {
      const c = gamma[j]!;
      const dg = dG[j]!;
      for (let i = 0; i < n; i++) next[i] = next[i]! - c * dg[i]!;
    }
    for (let i = 0; i < n; i++) if (!(next[i]! > 0)) positive = false;
    if (positive) x = next;
    else {
      x = g;
      dF = [];
      dG = [];
      prevF = undefined;
      prevG = undefined;
    }
  }
  return { x, steps: maxSteps };
}

const diff = (a: Float64Array, b: Float64Array): Float64Array => a.map((v, i) => v - b[i]!);

/** γ minimising ‖f − Σ γ_j ΔF_j‖ by the normal equations (Gaussian elimination, partial pivoting). */
function leastSquares(dF: readonly Float64Array[], f: Float64Array): number[] {
  const m = dF.length;
  const a: number[][] = [];
  for (let j = 0; j < m; j++) {
    const row: number[] = [];
    for (let k = 0; k < m; k++) row.push(dot(dF[j]!, dF[k]!));
    row.push(dot(dF[j]!, f));
    a.push(row);
  }
  for (let j = 0; j < m; j++) {
    let p = j;
    for (let r = j + 1; r < m; r++) if (Math.abs(a[r]![j]!) > Math.abs(a[p]![j]!)) p = r;
    [a[j], a[p]] = [a[p]!, a[j]!];
    const pivot = a[j]![j]!;
    if (pivot === 0) return [];
    for (let r = j + 1; r < m; r++) {
      const factor = a[r]![j]! / pivot;
      for (let c = j; c <= m; c++) a[r]![c] = a[r]![c]! - factor * a[j]![c]!;
    }
  }
  const gamma = new Array<number>(m).fill(0);
  for (let j = m - 1; j >= 0; j--) {
    let s = a[j]![m]!;
    for (let c = j + 1; c < m; c++) s -= a[j]![c]! * gamma[c]!;
    gamma[j] = s / a[j]![j]!;
  }
  return gamma.every(Number.isFinite) ? gamma : [];
}

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}
