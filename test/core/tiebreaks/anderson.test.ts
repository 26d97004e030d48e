import { describe, expect, test } from 'vitest';
import { andersonFixedPoint } from '../../../core/tiebreaks/strength/anderson.ts';

// Power iteration on M + I, normalised to Σ = 1, converges to M's Perron vector.
const powerStep =
  (m: readonly (readonly number[])[]) =>
  (v: Float64Array): Float64Array => {
    const next = v.map((vi, i) => vi + (m[i] ?? []).reduce((a, x, j) => a + x * (v[j] ?? 0), 0));
    const total = next.reduce((a, x) => a + x, 0);
    return next.map((x) => x / total);
  };

describe('Anderson-accelerated fixed point (Walker & Ni 2011)', () => {
  test('M = [[0, 2], [1, 0]]: Perron root √2, vector (√2, 1) / (1 + √2) (hand calculation)', () => {
    const { x } = andersonFixedPoint(
      Float64Array.from([0.5, 0.5]),
      powerStep([
        [0, 2],
        [1, 0],
      ]),
      1e-14,
      1000,
    );
    expect(x[0]).toBeCloseTo(Math.SQRT2 / (1 + Math.SQRT2), 12);
    expect(x[1]).toBeCloseTo(1 / (1 + Math.SQRT2), 12);
  });
  test('a 3-cycle with a slow mode: M = [[0, 1, 0], [0, 0, 1], [1, 0, 0]] has the uniform vector', () => {
    const step = powerStep([
      [0, 1, 0],
      [0, 0, 1],
      [1, 0, 0],
    ]);
    const { x } = andersonFixedPoint(Float64Array.from([0.7, 0.2, 0.1]), step, 1e-13, 10_000);
    for (const xi of x) expect(xi).toBeCloseTo(1 / 3, 12);
    // The answer is a plain step that moved no entry by more than the tolerance.
    const again = step(x);
    for (let i = 0; i < 3; i++)
      expect(Math.abs((again[i] ?? 0) - (x[i] ?? 0)) / (x[i] ?? 1)).toBeLessThan(1e-12);
  });
});
