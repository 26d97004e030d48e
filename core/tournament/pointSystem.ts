import type { HalfPoints } from '../types.ts';

/**
 * What each kind of round is worth, in half-points (TRF-2026 162 codes W D L A P; TRF(x) XXS).
 * Clubs change bye values; team events use match points.
 */
export interface PointSystem {
  readonly win: HalfPoints;
  readonly draw: HalfPoints;
  readonly loss: HalfPoints;
  readonly forfeitWin: HalfPoints;
  readonly forfeitLoss: HalfPoints; // TRF "A"
  readonly pab: HalfPoints; // TRF "P", default = win
  readonly fpb: HalfPoints;
  readonly hpb: HalfPoints;
  readonly zpb: HalfPoints;
  readonly absent: HalfPoints;
}

/** FIDE 1-½-0 with byes as wins/draws: the default everywhere. */
export const STANDARD_POINTS: PointSystem = {
  win: 2,
  draw: 1,
  loss: 0,
  forfeitWin: 2,
  forfeitLoss: 0,
  pab: 2,
  fpb: 2,
  hpb: 1,
  zpb: 0,
  absent: 0,
};

export const isStandardPoints = (p: PointSystem): boolean =>
  (Object.keys(STANDARD_POINTS) as (keyof PointSystem)[]).every((k) => p[k] === STANDARD_POINTS[k]);
