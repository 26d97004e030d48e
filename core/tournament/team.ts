import type { HalfPoints, RoundNo } from '../types.ts';
import type { GameResult } from './model.ts';

export type TeamId = number;

/** One board of a team match, from the first-named (home) team's side: its half-points (0, 1, 2). */
export interface TeamBoard {
  readonly board: number;
  readonly home: HalfPoints;
  readonly away: HalfPoints;
  /** Not played over the board (an individual forfeit counts as a normal result, C.07 12). */
  readonly forfeit?: boolean;
}

export interface TeamMatch {
  readonly round: RoundNo;
  readonly home: TeamId;
  readonly away: TeamId;
  readonly boards: readonly TeamBoard[];
  /** Winner of a match the board points leave drawn, where the league decides it (e.g. by BW). */
  readonly winner?: 'home' | 'away';
  /**
   * A match known only by its totals (a league crosstable's cells): both teams' board points
   * (half-points; less than 2 × boards by the boards both left empty), `boards` then empty;
   * `forfeit` names the team that lost the match by forfeit.
   */
  readonly totals?: {
    readonly home: HalfPoints;
    readonly away: HalfPoints;
    readonly forfeit?: 'home' | 'away';
  };
}

/** A team event: matches board by board; a PAB counts as a win on every board (C.07 12). */
export interface TeamEvent {
  readonly name: string;
  readonly teams: readonly { readonly id: TeamId; readonly name: string }[];
  readonly rounds: number;
  /** Boards per match. */
  readonly boards: number;
  readonly matches: readonly TeamMatch[];
  /**
   * Teams without a match in a round: the pairing-allocated bye, or with `kind` a full-point (`F`)
   * or half-point (`H`) bye the team was given (TRF-2026 240): a won or drawn match on every board.
   */
  readonly byes?: readonly { readonly round: RoundNo; readonly team: TeamId; readonly kind?: 'F' | 'H' }[];
  /** A bye as a won match on every board (C.07 12, the default) or as a drawn match (some leagues). */
  readonly byeScore?: 'win' | 'draw';
  /**
   * What a team's board points are set against for its match points: the opponent's (C.07 11, the
   * default) or half the boards (Hamburg, Turnierordnung § 21: more than half wins, exactly half
   * draws, so a 3½ : 3½ with a board left empty by both scores 0 : 0).
   */
  readonly matchPointsAgainst?: 'opponent' | 'halfBoards';
  /**
   * Match points for a won / drawn / lost match (default 2 / 1 / 0); `bye`: for a pairing-allocated
   * bye when the event's rules give it other than a win (C.04.1 c), e.g. as a TRF's 310 records state.
   */
  readonly matchPoints?: {
    readonly win: number;
    readonly draw: number;
    readonly loss: number;
    readonly bye?: number;
  };
}

/**
 * A board game's half-points for White and Black as a team's board score counts them: a forfeit
 * counts as a win for the side present (C.07 (2024) 12), an unplayed or pending game as nothing.
 */
export const BOARD_HALF_POINTS: Readonly<Record<GameResult, readonly [HalfPoints, HalfPoints]>> = {
  '1-0': [2, 0],
  '0-1': [0, 2],
  '1/2-1/2': [1, 1],
  '+:-': [2, 0],
  '-:+': [0, 2],
  '-:-': [0, 0],
  '*': [0, 0],
};
