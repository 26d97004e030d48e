/**
 * FIDE B.02 (rating regulations 8.1) tables as data.
 * DP_BY_PERCENT[p] = rating difference dp for a fractional score p = 0.50 .. 1.00 (index p·100 − 50);
 * below 0.50, dp(p) = −dp(1 − p).
 */
export const DP_BY_PERCENT: readonly number[] = [
  0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184,
  193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470,
  501, 538, 589, 677, 800,
];

/**
 * Expected score table 8.1 b: PD_UPPER[k] = the largest rating difference at which the higher-rated
 * player's expected score is 0.50 + k/100; beyond the last entry (735) it is 1.00.
 */
export const PD_UPPER: readonly number[] = [
  3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162, 170, 179,
  188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374, 391, 411, 432, 456,
  484, 517, 559, 619, 735,
];

/** dp for a fractional score, p rounded to two decimals (B.02 8.1 a). */
export function dpFromScore(points: number, games: number): number {
  if (games === 0) return 0;
  const pct = Math.round((points * 100) / games); // whole percent; exact for halves over games
  const k = Math.abs(pct - 50);
  const dp = DP_BY_PERCENT[Math.min(k, 50)] ?? 800;
  return pct >= 50 ? dp : -dp;
}

/** Expected score in hundredths for a rating difference `diff` = own − opponent (B.02 8.1 b). */
export function expectedHundredths(diff: number): number {
  const d = Math.abs(diff);
  let k = PD_UPPER.findIndex((upper) => d <= upper);
  if (k < 0) k = 50;
  const pd = 50 + k;
  return diff >= 0 ? pd : 100 - pd;
}
