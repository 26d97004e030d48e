import type { Color } from '../../types.ts';
import type { DutchPlayer } from './players.ts';

/** What the bracket loop needs besides the players. */
export interface BracketContext {
  /** C1, C3 and forbidden pairs: may these two players meet? */
  readonly compatible: (a: DutchPlayer, b: DutchPlayer) => boolean;
  readonly initialColor: Color;
  /** The round being paired (floats of rounds round-1 and round-2 matter). */
  readonly round: number;
  readonly edition: '2025' | '2017';
  /** `DutchOptions.fullSolve`: every decision by a matching over all remaining players (same result). */
  readonly fullSolve?: boolean;
}
