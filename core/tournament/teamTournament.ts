// The team tournament a director runs round by round (core/team/workflow acts on it; the team-event
// JSON writes it): teams with their registered players, line-ups, pairings and board results.
import type { GameResult } from './model.ts';
import type { Color, RoundNo } from '../types.ts';
import type { TeamId } from './team.ts';

/**
 * The team systems a director runs in Rochade's team tournament file: the Swiss Team system (C.04.6),
 * a round robin of teams by the Berger tables (C.05) and the Scheveningen system of two teams (each
 * player of one team meets each player of the other), single or double.
 */
export const TEAM_TOURNAMENT_SYSTEMS = [
  'team-swiss',
  'team-round-robin',
  'scheveningen',
  'double-scheveningen',
] as const;
export type TeamTournamentSystem = (typeof TEAM_TOURNAMENT_SYSTEMS)[number];

/**
 * What a line-up out of the registered board order gets: refused (FIDE Olympiad regulations: the
 * players play in the order of the team list) or accepted with a warning (leagues with a tolerance).
 */
export const BOARD_ORDER_POLICIES = ['refuse', 'warn'] as const;
export type BoardOrderPolicy = (typeof BOARD_ORDER_POLICIES)[number];

export interface TeamPlayerEntry {
  readonly name: string;
  readonly rating?: number;
  readonly fideId?: string;
}

export interface TeamEntry {
  readonly id: TeamId;
  readonly name: string;
  /** Registered players in board order. */
  readonly players: readonly TeamPlayerEntry[];
}

/** A team's line-up for one round: player names, board 1 first, one per board. */
export interface TeamLineupEntry {
  readonly round: RoundNo;
  readonly team: TeamId;
  readonly players: readonly string[];
}

/**
 * A match as paired: the home team has White on board 1, the colours alternate down the boards
 * (C.04.6 1.6.1; C.05 for team round robins); results from the home team's side, `*` pending. In a
 * Scheveningen the round's layout says who sits at each board and with which colour (`boardSeats`).
 */
export interface TeamTournamentMatch {
  readonly round: RoundNo;
  readonly home: TeamId;
  readonly away: TeamId;
  readonly boards: readonly GameResult[];
}

/** A team tournament run round by round: teams, line-ups, pairings and board results. */
export interface TeamTournament {
  readonly name: string;
  readonly system: TeamTournamentSystem;
  readonly rounds: number;
  readonly boards: number;
  /** TRF-2026 `192` team type (C.04.6 1.2, 1.7), e.g. FIDE_TEAM_TYPEA_MP_GP. */
  readonly teamType: string;
  /** C.04.6 4.1: the colour of the first team on board 1 in round 1, drawn by lot. */
  readonly initialColour: Color;
  readonly boardOrder: BoardOrderPolicy;
  readonly matchPoints?: { readonly win: number; readonly draw: number; readonly loss: number };
  readonly teams: readonly TeamEntry[];
  readonly lineups: readonly TeamLineupEntry[];
  readonly matches: readonly TeamTournamentMatch[];
  /**
   * Teams without a match in a round: the pairing-allocated bye (no `kind`; C.04.6 1.4), or a
   * full-point (`F`) or half-point (`H`) bye the team was given (TRF-2026 `240`).
   */
  readonly byes: readonly TeamBye[];
}

/** TRF-2026 `240` bye types a team can be given besides the pairing-allocated bye. */
export const TEAM_BYE_KINDS = ['F', 'H'] as const;
export type TeamByeKind = (typeof TEAM_BYE_KINDS)[number];

export interface TeamBye {
  readonly round: RoundNo;
  readonly team: TeamId;
  readonly kind?: TeamByeKind;
}
