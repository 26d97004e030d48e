/**
 * Fixed point of `step` (a contraction towards a positive vector), accelerated by SQUAREM (Varadhan
 * & Roland, "Simple and globally convergent methods for accelerating the convergence of any EM
 * algorithm", Scand. J. Statist. 35, 2008, scheme S3). The answer is checked with a plain step: it
 * stops only when one plain step changes no entry by more than `tolerance` (relative), so the
 * result is the same fixed point the plain iteration converges to.
 */
export function acceleratedFixedPoint(
  start: Float64Array,
  step: (x: Float64Array) => Float64Array,
  tolerance: number,
  maxSteps: number,
): { readonly x: Float64Array; readonly steps: number } {
  const n = start.length;
  let x = start;
  let steps = 0;
  while (steps < maxSteps) {
    const x1 = step(x);
    steps++;
    if (relativeChange(x, x1) < tolerance) return { x: x1, steps };
    const x2 = step(x1);
    steps++;
    let rr = 0;
    let vv = 0;
    for (let i = 0; i < n; i++) {
      const r = (x1[i] ?? 0) - (x[i] ?? 0);
      const v = (x2[i] ?? 0) - 2 * (x1[i] ?? 0) + (x[i] ?? 0);
      rr += r * r;
      vv += v * v;
    }
    const alpha = vv > 0 ? Math.min(-1, -Math.sqrt(rr / vv)) : -1;
    const y = new Float64Array(n);
    let positive = true;
    for (let i = 0; i < n; i++) {
      const r = (x1[i] ?? 0) - (x[i] ?? 0);
      const v = (x2[i] ?? 0) - 2 * (x1[i] ?? 0) + (x[i] ?? 0);
      const yi = (x[i] ?? 0) - 2 * alpha * r + alpha * alpha * v;
      if (!(yi > 0)) positive = false;
      y[i] = yi;
    }
    // An extrapolation that leaves the positive orthant falls back to the plain iterate.
    x = positive ? step(y) : x2;
    if (positive) steps++;
  }
  return { x, steps };
}

/** The largest relative change of an entry from `a` to `b`. */
export function relativeChange(a: Float64Array, b: Float64Array): number {
  let worst = 0;
  for (let i = 0; i < a.length; i++) {
    const bi = b[i] ?? 0;
    const d = Math.abs(bi - (a[i] ?? 0)) / Math.abs(bi);
    if (d > worst) worst = d;
  }
  return worst;
}
