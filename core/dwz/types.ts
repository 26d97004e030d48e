import type { DwzRating, ResidualGame } from '../tournament/player.ts';
import type { HalfPoints, IsoDate } from '../types.ts';
import type { DwzRuleSetId, Wo2013Text } from './ruleSets.ts';

/** One game of a quick estimate: the opponent's rating (absent = unrated) and the score in half-points. */
export interface DwzGame {
  readonly opponentRating?: number;
  readonly score: HalfPoints;
}

export interface DwzEstimateInput {
  /** The old DWZ with index; absent = no DWZ yet (first-DWZ estimate). */
  readonly rating?: DwzRating;
  /** Date the rating was recorded: before 07.06.2026 it is converted (Umstufung) for WO2026. */
  readonly ratingDate?: IsoDate;
  readonly birthYear?: number;
  /** Tournament end date: age, default rule version, residual-game expiry. */
  readonly endDate: IsoDate;
  readonly games: readonly DwzGame[];
  /** Stored Restpartien (first-DWZ estimate). */
  readonly residualGames?: readonly ResidualGame[];
  readonly rules?: DwzRuleSetId;
  readonly wo2013Text?: Wo2013Text;
  /** E (or, for WO2026, K) copied from an official evaluation: overrides the computed one. */
  readonly E?: number;
  readonly K?: number;
  /** Opponent of the what-if game; default the mean opponent rating Rc (own rating without games). */
  readonly nextOpponent?: number;
}

export const DWZ_ESTIMATE_STATUSES = ['established', 'first', 'residual', 'none'] as const;
/**
 * established = new DWZ from the old one; first = first DWZ; residual = fewer than 5 games (or an
 * undeterminable 100 %): store the games; none = nothing rated (e.g. 0 % of an unrated player, 4.4).
 */
export type DwzEstimateStatus = (typeof DWZ_ESTIMATE_STATUSES)[number];

export interface DwzWhatIf {
  readonly win?: number;
  readonly draw?: number;
  readonly loss?: number;
}

export interface DwzEstimate {
  readonly rules: DwzRuleSetId;
  readonly method: 'standard' | 'ueberschlag';
  readonly status: DwzEstimateStatus;
  readonly Ro?: number;
  readonly index?: number;
  /** Points (residual games included for a first DWZ). */
  readonly W: number;
  readonly n: number;
  readonly We?: number;
  readonly E?: number;
  readonly K?: number;
  readonly Rp?: number;
  readonly Rn?: number;
  readonly indexNew?: number;
  readonly Rc?: number;
  readonly Rh?: number;
  /** Games to store as Restpartien (status residual). */
  readonly residualGames?: readonly ResidualGame[];
  readonly whatIf?: DwzWhatIf;
  /** The Umstufung applied to a rating recorded before 07.06.2026. */
  readonly converted?: { readonly from: number; readonly to: number };
  readonly notes: readonly string[];
}
