// The standings' shapes, apart from computeStandings (index.ts) so the crosstable (crosstable.ts),
// which index.ts re-exports, can take a Standings without importing index.ts back.
import type { RuleVersion } from '../tiebreaks/types.ts';
import type { Player } from '../tournament/player.ts';
import type { HalfPoints } from '../types.ts';

export interface StandingsOptions {
  /** Unplayed-game rules; default from the start date (defaultRules). */
  readonly rules?: RuleVersion;
  /**
   * Ordered tiebreak codes as written (`BH/C1`); default: the file's list (TRF 202) when every code
   * is known, else by tournament kind (defaultTiebreaks).
   */
  readonly tiebreaks?: readonly string[];
  /** Standings after this round (default: the last round with a result). */
  readonly afterRound?: number;
  /** Treat as a round robin whatever `t.kind` says. */
  readonly roundRobin?: boolean;
}

export interface StandingsRow {
  /** Place; players still tied after all tiebreaks share it: rank..rankTo ("5-6."). */
  readonly rank: number;
  readonly rankTo?: number;
  readonly player: Player;
  readonly points: HalfPoints;
  /**
   * Tiebreak values keyed by the code exactly as given; `null` = no value (a rating average without a
   * game over the board, C.07 8.2, 10.1).
   */
  readonly values: Readonly<Record<string, number | null>>;
}

export interface Standings {
  readonly rules: RuleVersion;
  readonly tiebreaks: readonly string[];
  /** Tiebreaks actually applied to the order (others only shown, see warnings). */
  readonly applied: readonly string[];
  readonly afterRound: number;
  readonly roundRobin: boolean;
  readonly rows: readonly StandingsRow[];
  readonly warnings: readonly string[];
}

export type StandingsError =
  | { readonly kind: 'badTiebreak'; readonly text: string; readonly message: string }
  | { readonly kind: 'badRound'; readonly message: string };
