/** Cheap domain aliases: they document what a number means. */
export type PlayerId = number; // start number = pairing number (TPN), 1-based
export type RoundNo = number; // 1-based
export type HalfPoints = number; // scores are integer half-points: 1½ points = 3
export type IsoDate = string; // YYYY-MM-DD

export const COLORS = ['white', 'black'] as const;
export type Color = (typeof COLORS)[number];

export const otherColor = (c: Color): Color => (c === 'white' ? 'black' : 'white');
