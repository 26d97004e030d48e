import { roundHalfUp } from '../rating/rounding.ts';
import { tableHundredths2002 } from '../rating/expectationTable.ts';
import { erf } from './erf.ts';

export { erf } from './erf.ts';

export {
  P_TABLE_2002,
  D_TABLE_2002,
  tableHundredths2002,
  dFromHundredths2002,
} from '../rating/expectationTable.ts';

/** σ of the DWZ normal model: 200·√2 (WO 2002 4.5; the 2016 text 3.3.1). */
export const DWZ_SIGMA = 200 * Math.SQRT2;

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
