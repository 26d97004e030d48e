/** Cheap domain aliases: they document what a number means. */
export type PlayerId = number; // start number = pairing number (TPN), 1-based
export type RoundNo = number; // 1-based
export type HalfPoints = number; // scores are integer half-points: 1½ points = 3
export type IsoDate = string; // YYYY-MM-DD

export const COLORS = ['white', 'black'] as const;
export type Color = (typeof COLORS)[number];
export type ByColor<T> = { readonly white: T; readonly black: T };

export const otherColor = (c: Color): Color => (c === 'white' ? 'black' : 'white');

/** Half-points → points as a display number (3 → 1.5). Exact for halves. */
export const toPoints = (h: HalfPoints): number => h / 2;

/** Points (1.5, "1,5", "½") → half-points, or undefined when not a multiple of ½. */
export function toHalfPoints(points: number): HalfPoints | undefined {
  const h = points * 2;
  return Number.isInteger(h) ? h : undefined;
}
