/**
 * Named rounding steps. The WO says where to round ("stets ganzzahlig gerundet", P to two decimals);
 * every rule set calls these by name so the rounding mode is visible at the call site.
 */

/** Guards against binary representation error (1832.4999999997 meant as 1832.5). */
const EPS = 1e-9;

/** Commercial rounding, .5 towards +∞ (WO 2002 4.9.2: "ganzzahlig gerundet"). */
export const roundHalfUp = (x: number): number => Math.floor(x + 0.5 + EPS * Math.max(1, Math.abs(x)));

/** One decimal, .05 up (WO 2026 K factor). */
export const round1 = (x: number): number => roundHalfUp(x * 10) / 10;

/** Two decimals, .005 up (display of P and We). */
export const round2 = (x: number): number => roundHalfUp(x * 100) / 100;

/** Three decimals, .0005 up (EloBase table). */
export const round3 = (x: number): number => roundHalfUp(x * 1000) / 1000;

/** Exact half-up rounding of the rational num/den (den > 0) for integer inputs. */
export function roundHalfUpRational(num: number, den: number): number {
  return Math.floor((2 * num + den) / (2 * den));
}

/** Truncation to two decimals as the quick estimate of Anhang 1.3 b) does (3/7 → 0.42). */
export const truncateHundredths = (num: number, den: number): number => Math.floor((100 * num) / den);
