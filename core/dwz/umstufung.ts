import type { DwzRating } from '../tournament/player.ts';
import { roundHalfUp } from '../rating/rounding.ts';

/**
 * The one-time Umstufung of 07.06.2026 (DSB Umstufung 2026, announced as "DWZ-Upgrade 2025"): old < 1000 → old + 400;
 * 1000 ≤ old ≤ 2109 → 0.64·old + 760 rounded to the nearest integer (.5 up); ≥ 2110 unchanged.
 */
export function umstufung2026Value(old: number): number {
  if (old < 1000) return old + 400;
  if (old < 2110) return roundHalfUp(0.64 * old + 760);
  return old;
}

/** The Umstufung of a DWZ with its index: the index goes up by one (a known index only). */
export function umstufung2026(rating: DwzRating): DwzRating {
  const converted = umstufung2026Value(rating.rating);
  return rating.index === undefined ? { rating: converted } : { rating: converted, index: rating.index + 1 };
}
