import { roundHalfUp } from './rounding.ts';

/**
 * WO 2002 Anhang 2.1 (= the FIDE table): upper bound of |D| for each P of the stronger player,
 * 0.50 … 0.99 in hundredths. Above 735 the stronger player expects 1.00. Taken literally from the
 * seed: it is not Φ rounded at the top end.
 */
export const P_TABLE_2002: readonly (readonly [maxDiff: number, hundredths: number])[] = [
  [3, 50], [10, 51], [17, 52], [25, 53], [32, 54], [39, 55], [46, 56], [53, 57], [61, 58], [68, 59],
  [76, 60], [83, 61], [91, 62], [98, 63], [106, 64], [113, 65], [121, 66], [129, 67], [137, 68],
  [145, 69], [153, 70], [162, 71], [170, 72], [179, 73], [188, 74], [197, 75], [206, 76], [215, 77],
  [225, 78], [235, 79], [245, 80], [256, 81], [267, 82], [278, 83], [290, 84], [302, 85], [315, 86],
  [328, 87], [344, 88], [357, 89], [374, 90], [391, 91], [411, 92], [432, 93], [456, 94], [484, 95],
  [517, 96], [559, 97], [619, 98], [735, 99],
]; // prettier-ignore

/** WO 2002 Anhang 2.2: D for P = 0.51 … 0.99 (index 0 = 0.51); D(1 − P) = −D(P), D(0.50) = 0. */
export const D_TABLE_2002: readonly number[] = [
  7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175,
  184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422,
  444, 470, 501, 538, 589, 677,
]; // prettier-ignore

/** Anhang 2.1: P(D) in hundredths for own rating − opponent rating (D rounded to an integer first). */
export function tableHundredths2002(d: number): number {
  const abs = Math.abs(roundHalfUp(d));
  const better = abs < BY_DIFF.length ? (BY_DIFF[abs] ?? 100) : 100;
  return d >= 0 ? better : 100 - better;
}

/** Anhang 2.1 unrolled: hundredths of the stronger player for |D| = 0 … 735. */
const BY_DIFF: readonly number[] = (() => {
  const out: number[] = [];
  let lo = 0;
  for (const [max, p] of P_TABLE_2002) {
    for (let d = lo; d <= max; d++) out.push(p);
    lo = max + 1;
  }
  return out;
})();

/** Anhang 2.2: D for a percentage score in hundredths, clamped to 1 … 99 (0.99 → 677). */
export function dFromHundredths2002(hundredths: number): number {
  const p = Math.min(99, Math.max(1, hundredths));
  if (p === 50) return 0;
  if (p > 50) return D_TABLE_2002[p - 51] ?? 0;
  return -(D_TABLE_2002[49 - p] ?? 0);
}

/** σ of the DWZ normal model: 200·√2 (WO 2002 4.5; the 2016 text 3.3.1). */
export const DWZ_SIGMA = 200 * Math.SQRT2;

/**
 * erf by its Maclaurin series for |x| < 3 (error < 1e-13 in double precision) and the continued
 * fraction of erfc beyond; the WO needs 1e-7.
 */
export function erf(x: number): number {
  const ax = Math.abs(x);
  if (ax < 3) {
    let term = ax;
    let sum = ax;
    for (let n = 1; n < 200; n++) {
      term *= (-ax * ax) / n;
      const add = term / (2 * n + 1);
      sum += add;
      if (Math.abs(add) < 1e-17) break;
    }
    const v = (2 / Math.sqrt(Math.PI)) * sum;
    return x < 0 ? -v : v;
  }
  // erfc(x) = e^(−x²)/√π · 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + …))))
  let f = ax;
  for (let k = 80; k >= 1; k--) f = ax + k / 2 / f;
  const erfc = Math.exp(-ax * ax) / Math.sqrt(Math.PI) / f;
  return x < 0 ? erfc - 1 : 1 - erfc;
}

/** Standard normal distribution function Φ. */
export const phi = (z: number): number => 0.5 * (1 + erf(z / Math.SQRT2));

/** Exact expected score P(D) = Φ(D / (200·√2)) (DeWIS from Aug 2013; WO 2026). */
export const expectedScoreExact = (d: number): number => phi(d / DWZ_SIGMA);

/** D with Φ(D/σ) = p, 0 < p < 1, by bisection (used for Anhang 2.3, which tabulates it rounded). */
export function inverseExpectedScore(p: number): number {
  let lo = -4000;
  let hi = 4000;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (expectedScoreExact(mid) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * WO 2002 Anhang 2.3: D for W points out of n games. WO 2002's table equals σ·Φ⁻¹(W/n) rounded
 * half up; it is computed here and spot-checked against the printed table in the tests.
 * W in half-points; 0 < W < 2n.
 */
export const dFromPointsGames2002 = (halfPoints: number, n: number): number =>
  roundHalfUp(inverseExpectedScore(halfPoints / (2 * n)));

/** How a rule set computes P(D): the 2-decimal table, Φ to 3 decimals (EloBase), or exact Φ. */
export const EXPECTATION_MODES = ['table2', 'round3', 'exact'] as const;
export type ExpectationMode = (typeof EXPECTATION_MODES)[number];

/** Units a mode sums in: hundredths, thousandths, or unrounded (scale 1). Exact integer sums for tables. */
export const expectationScale = (mode: ExpectationMode): number =>
  mode === 'table2' ? 100 : mode === 'round3' ? 1000 : 1;

/** P(D) in the mode's units (an integer for the table modes). */
export function expectedUnits(d: number, mode: ExpectationMode): number {
  switch (mode) {
    case 'table2':
      return tableHundredths2002(d);
    case 'round3':
      return Math.min(1000, Math.max(0, roundHalfUp(expectedScoreExact(d) * 1000)));
    case 'exact':
      return expectedScoreExact(d);
  }
}

/** P(D) as a probability under a mode. */
export const expectedScoreFor = (d: number, mode: ExpectationMode): number =>
  expectedUnits(d, mode) / expectationScale(mode);
