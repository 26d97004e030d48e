import type { HalfPoints } from '../../types.ts';
import type { TeamId } from '../../tournament/team.ts';

/**
 * One match of a league crosstable: the board points of both teams (half-points, summing to
 * 2 × boards), `a` being the team with the lower id. `forfeit` names the team that lost by forfeit.
 */
export interface LeagueMatch {
  readonly a: TeamId;
  readonly b: TeamId;
  /** 1 = first leg, 2 = return leg of a double round robin. */
  readonly leg: 1 | 2;
  readonly aPoints: HalfPoints;
  readonly bPoints: HalfPoints;
  readonly forfeit?: 'a' | 'b';
  /** Boards both teams left empty (0:0 there): the points add up to 2 × (boards − emptyBoards). */
  readonly emptyBoards?: number;
}

/**
 * A league crosstable (teams × teams, each cell the board points of one match): teams in row
 * order (id = index + 1), the matches played so far; a pair without a match has not played yet.
 */
export interface LeagueTable {
  readonly name: string;
  readonly teams: readonly string[];
  readonly boards: number;
  /** 1 = single round robin, 2 = double (two cells per pair). */
  readonly legs: 1 | 2;
  readonly matches: readonly LeagueMatch[];
}

/** Half-points of a won / lost forfeit match; default the whole match (boards : 0). */
export interface ForfeitScore {
  readonly win: HalfPoints;
  readonly loss: HalfPoints;
}

export const fullForfeit = (boards: number): ForfeitScore => ({ win: 2 * boards, loss: 0 });
