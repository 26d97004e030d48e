import type { HalfPoints } from '../types.ts';
import {
  dFromHundredths2002,
  dFromPointsGames2002,
  expectationScale,
  DWZ_SIGMA,
  expectedScoreExact,
  expectedUnits,
  type ExpectationMode,
} from './expectedScore.ts';
import { roundHalfUp, roundHalfUpRational } from '../rating/rounding.ts';

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
 * Anhang 2.3 decides (as WO 2002 does for player I: +90).
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
 * Exact Φ: the root to 1e-9 (unrounded). 3-decimal table: the integer R whose We is closest to W.
 */
export function solveRating(
  opponents: readonly number[],
  W: HalfPoints,
  mode: ExpectationMode,
  /** A value near the answer (the previous iteration step's), to start from. */
  guess?: number,
): number {
  const target = (W / 2) * expectationScale(mode);
  let lo = Infinity;
  let hi = -Infinity;
  for (const o of opponents) {
    if (o < lo) lo = o;
    if (o > hi) hi = o;
  }
  lo -= 2000;
  hi += 2000;
  const root = exactRoot(opponents, W / 2, lo, hi, guess);
  if (mode === 'exact') return root;
  // Integer search: smallest R with We(R) ≥ W, then the nearer of R − 1 and R. We(R) is monotone,
  // so a bracket found around the exact-Φ root gives the same R as a search over the whole range.
  let a = Math.max(Math.floor(lo), Math.floor(root) - 4);
  let b = Math.min(Math.ceil(hi), Math.ceil(root) + 4);
  for (let w = 8; a > lo && expectedSumUnits(a, opponents, mode) >= target; w *= 2)
    a = Math.max(Math.floor(lo), a - w);
  for (let w = 8; b < hi && expectedSumUnits(b, opponents, mode) < target; w *= 2)
    b = Math.min(Math.ceil(hi), b + w);
  while (b - a > 1) {
    const mid = Math.floor((a + b) / 2);
    if (expectedSumUnits(mid, opponents, mode) < target) a = mid;
    else b = mid;
  }
  const above = expectedSumUnits(b, opponents, mode) - target;
  const below = target - expectedSumUnits(b - 1, opponents, mode);
  return below < above ? b - 1 : b;
}

/**
 * Σ Φ((R − Ri)/σ) = score for R in [lo, hi]: Newton steps kept inside a shrinking bracket
 * (bisection when a step would leave it), until the bracket or the step is below 1e-9.
 */
function exactRoot(
  opponents: readonly number[],
  score: number,
  lo: number,
  hi: number,
  guess: number | undefined,
): number {
  const density = 1 / (DWZ_SIGMA * Math.sqrt(2 * Math.PI));
  // Start near the root: mean rating + σ·z with the logistic approximation Φ(z) ≈ 1/(1 + e^(−1.702 z)).
  const n = Math.max(1, opponents.length);
  const p = Math.min(0.99, Math.max(0.01, score / n));
  const start = guess ?? meanRating(opponents) + (DWZ_SIGMA * Math.log(p / (1 - p))) / 1.702;
  let x = Math.min(hi, Math.max(lo, start));
  for (let i = 0; i < 200 && hi - lo > 1e-9; i++) {
    let f = -score;
    let df = 0;
    for (const o of opponents) {
      const z = (x - o) / DWZ_SIGMA;
      f += expectedScoreExact(x - o);
      df += density * Math.exp(-0.5 * z * z);
    }
    if (f < 0) lo = x;
    else hi = x;
    const step = df > 0 ? f / df : Infinity;
    const next = x - step;
    if (Math.abs(step) < 1e-10) return next > lo && next < hi ? next : x;
    x = next > lo && next < hi ? next : (lo + hi) / 2;
  }
  return (lo + hi) / 2;
}

export interface IterationResult {
  readonly value: number;
  /** Every value from the start value on (WO 2002's iteration rows). */
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
