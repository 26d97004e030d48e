import { describe, expect, test } from 'vitest';
import { erf } from '../../../core/dwz/index.ts';

// Reference values: Abramowitz & Stegun, Table 7.1 (to its 15 decimals), checked to 16 digits
// against an independent implementation (Python 3 math.erf / math.erfc, the C library).
describe('erf (W. J. Cody 1969 rational approximations)', () => {
  test.each([
    [0, 0],
    [0.1, 0.1124629160182849],
    [0.46875, 0.49261347321793797],
    [0.5, 0.5204998778130465],
    [1, 0.8427007929497149],
    [2, 0.9953222650189527],
    [3, 0.9999779095030014],
  ])('erf(%f) = %f, and erf is odd', (x, value) => {
    expect(erf(x)).toBeCloseTo(value, 15);
    expect(erf(-x)).toBeCloseTo(-value, 15);
  });

  test.each([
    // 1 − erf(x) cancels: double precision leaves ~1e-16 / erfc(x) relative accuracy.
    [4, 1.541725790028002e-8, 1e-6],
    [5, 1.5374597944280349e-12, 1e-3],
  ])('erfc(%f) = 1 − erf = %f (tail interval)', (x, tail, tolerance) => {
    expect(Math.abs(1 - erf(x) - tail) / tail).toBeLessThan(tolerance);
  });
});
