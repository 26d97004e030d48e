import { maxOf, minOf } from '../arrays.ts';
import type { HalfPoints } from '../types.ts';
import {
  dFromHundredths2002,
  dFromPointsGames2002,
  expectationScale,
  expectedUnits,
  type ExpectationMode,
} from './expectedScore.ts';
import { roundHalfUp, roundHalfUpRational } from './rounding.ts';

/** Σ P(R − Ri) in the mode's units (an exact integer for the table modes). */
export function expectedSumUnits(R: number, opponents: readonly number[], mode: ExpectationMode): number {
  let s = 0;
  for (const o of opponents) s += expectedUnits(R - o, mode);
  return s;
}

/** Mean opponent rating, unrounded. */
export const meanRating = (opponents: readonly number[]): number =>
  opponents.reduce((a, b) => a + b, 0) / Math.max(1, opponents.length);

/**
 * WO 2002 4.7.2.1.1 start value D for W out of n: Anhang 2.2 with P = W/n rounded half up to two
 * decimals; when W/n lies exactly halfway between two rows (2.5/4 = 0.625) the text's alternative
 * Anhang 2.3 decides (as the seed does for player I: +90).
 */
export function startDifference2002(W: HalfPoints, n: number): number {
  const thousandths = (W * 500) / n; // 1000 · (W/2) / n
  if (Number.isInteger(thousandths) && thousandths % 10 === 5 && n >= 2 && n <= 20) {
    return dFromPointsGames2002(W, n);
  }
  return dFromHundredths2002(roundHalfUpRational(W * 50, n));
}

/**
 * One step of the WO 2002 iteration 4.7.2.1.3 with the 2-decimal table: P̄ = (W − We)/n + 0.50 to
 * two decimals (half up), R' = R + D(P̄) from Anhang 2.2. R is an integer.
 */
export function tableStep2002(R: number, opponents: readonly number[], W: HalfPoints): number {
  const n = opponents.length;
  const weH = expectedSumUnits(R, opponents, 'table2');
  const pbar = roundHalfUpRational(W * 50 - weH + 50 * n, n);
  return R + dFromHundredths2002(pbar);
}

/**
 * The rating R whose expected score against `opponents` equals W (0 < W < 2n half-points).
 * Exact Φ: bisection to 1e-9 (unrounded). 3-decimal table: the integer R whose We is closest to W.
 */
export function solveRating(opponents: readonly number[], W: HalfPoints, mode: ExpectationMode): number {
  const target = (W / 2) * expectationScale(mode);
  let lo = minOf(opponents) - 2000;
  let hi = maxOf(opponents) + 2000;
  if (mode === 'exact') {
    for (let i = 0; i < 200 && hi - lo > 1e-9; i++) {
      const mid = (lo + hi) / 2;
      if (expectedSumUnits(mid, opponents, mode) < target) lo = mid;
      else hi = mid;
    }
    return (lo + hi) / 2;
  }
  // Integer search: smallest R with We(R) ≥ W, then the nearer of R − 1 and R.
  lo = Math.floor(lo);
  hi = Math.ceil(hi);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (expectedSumUnits(mid, opponents, mode) < target) lo = mid;
    else hi = mid;
  }
  const above = expectedSumUnits(hi, opponents, mode) - target;
  const below = target - expectedSumUnits(hi - 1, opponents, mode);
  return below < above ? hi - 1 : hi;
}

export interface IterationResult {
  readonly value: number;
  /** Every value from the start value on (the seed's iteration rows). */
  readonly trace: readonly number[];
  readonly converged: boolean;
}

/**
 * Individual iteration with fixed opponents (WO 2002 4.7.2.1.3, Anhang 1.1.10): table steps from a
 * start value until the value no longer changes (a cycle stops it, not converged); the other modes
 * solve directly.
 */
export function iterateIndividually(
  start: number,
  opponents: readonly number[],
  W: HalfPoints,
  mode: ExpectationMode,
  maxSteps = 200,
): IterationResult {
  if (mode !== 'table2') {
    const value = solveRating(opponents, W, mode);
    return { value, trace: [start, value], converged: true };
  }
  const trace = [start];
  const seen = new Set([start]);
  let R = start;
  for (let i = 0; i < maxSteps; i++) {
    const next = tableStep2002(R, opponents, W);
    if (next === R) return { value: R, trace, converged: true };
    trace.push(next);
    if (seen.has(next)) return { value: next, trace, converged: false };
    seen.add(next);
    R = next;
  }
  return { value: R, trace, converged: false };
}

/** Rp = Rc + D (WO 2002 4.7.2.1.1) with Rc rounded half up, for a non-extreme score. */
export function startValue2002(opponents: readonly number[], W: HalfPoints): { Rc: number; Rp: number } {
  const Rc = roundHalfUp(meanRating(opponents));
  return { Rc, Rp: Rc + startDifference2002(W, opponents.length) };
}
