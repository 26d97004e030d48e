import { err, ok, type Result } from '../../result.ts';

/** Match points for a won / drawn / lost match (C.07 11; German leagues 2-1-0, some 3-1-0). */
export interface MatchPointSystem {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
}

export const MP_2_1_0: MatchPointSystem = { win: 2, draw: 1, loss: 0 };

/** `"3-1-0"`, `"2:1:0"`, `"2 1 0"` → { win, draw, loss }; whole numbers, win ≥ draw ≥ loss. */
export function parseMatchPoints(
  text: string,
): Result<MatchPointSystem, { readonly kind: 'badMatchPoints'; readonly text: string }> {
  const m = /^\s*(\d{1,2})\s*[-:/ ]\s*(\d{1,2})\s*[-:/ ]\s*(\d{1,2})\s*$/.exec(text);
  if (!m) return err({ kind: 'badMatchPoints', text });
  const [win, draw, loss] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!(win >= draw && draw >= loss && win > loss)) return err({ kind: 'badMatchPoints', text });
  return ok({ win, draw, loss });
}

export const formatMatchPoints = (s: MatchPointSystem): string => `${s.win}-${s.draw}-${s.loss}`;
