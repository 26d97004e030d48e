// The table of expected scores shared by DWZ (DSB-Wertungsordnung 2002, Anhang 2) and FIDE Elo
// (FIDE Handbook B.02, the table of D and P): P(D) in hundredths and its inverse, used by both
// core/dwz and core/elo so neither depends on the other.
import { roundHalfUp } from './rounding.ts';

/**
 * WO 2002 Anhang 2.1 (= the FIDE table): upper bound of |D| for each P of the stronger player,
 * 0.50 … 0.99 in hundredths. Above 735 the stronger player expects 1.00. Taken literally from the
 * printed table: it is not Φ rounded at the top end.
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
