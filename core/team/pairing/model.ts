import type { GameResult } from '../../tournament/model.ts';
import type { Color, HalfPoints, PlayerId, RoundNo } from '../../types.ts';

/**
 * A team Swiss (FIDE C.04.6, 2026) as its pairing engine, generator, checker and TRF-2026 team
 * files see it: teams by team pairing number (TPN), their players in board order, and the rounds
 * played as matches of a white and a black team (the team whose board-1 player has White, C.04.6
 * 1.6.1). Scores are integer half-points throughout.
 */
export type Tpn = number;

/** C.04.6 1.7: Type A (simple), Type B (strong and mild) or no colour preferences. */
export const TEAM_COLOUR_TYPES = ['A', 'B', 'none'] as const;
export type TeamColourType = (typeof TEAM_COLOUR_TYPES)[number];

/** C.04.6 1.2: match points or game points. */
export const TEAM_PAIRING_SCORES = ['MP', 'GP'] as const;
export type TeamPairingScore = (typeof TEAM_PAIRING_SCORES)[number];

export interface TeamSwissRules {
  readonly colourType: TeamColourType;
  /** C.04.6 1.2: the score teams are paired by. */
  readonly primary: TeamPairingScore;
  /** C.04.6 4.2.2: the other score, when the regulations use it for the colour allocation. */
  readonly secondary?: TeamPairingScore;
}

/** Match points of a won, drawn and lost match (TRF-2026 `362`, default 2 / 1 / 0), in half-points. */
export interface TeamMatchPoints {
  readonly win: HalfPoints;
  readonly draw: HalfPoints;
  readonly loss: HalfPoints;
}

export const DEFAULT_TEAM_MATCH_POINTS: TeamMatchPoints = { win: 4, draw: 2, loss: 0 };

export interface TeamSwissPlayer {
  /** The player's TRF start number (`001` line). */
  readonly id: PlayerId;
  readonly name: string;
  readonly rating?: number;
  readonly sex?: string;
  readonly title?: string;
  readonly federation?: string;
  readonly fideId?: string;
  readonly birth?: string;
}

export interface TeamSwissTeam {
  readonly tpn: Tpn;
  readonly name: string;
  /** The team's players in board order (TRF-2026 `310`). */
  readonly players: readonly TeamSwissPlayer[];
}

/**
 * A match: the white team has White on board 1 and the colours alternate down the boards (board 2
 * Black, …). `boards[k]` is board k+1's result from the white team's side (`1-0`: the white team's
 * player won, `+:-`: the black team's player forfeited). `lineup`: who sat at each board; when
 * absent, each team's first players in board order.
 */
export interface TeamSwissMatch {
  readonly white: Tpn;
  readonly black: Tpn;
  readonly boards: readonly GameResult[];
  readonly lineup?: { readonly white: readonly PlayerId[]; readonly black: readonly PlayerId[] };
  /**
   * Per board, whether the white team's player has White, where the event's schedule does not
   * alternate the colours (a Scheveningen's table); absent: White on boards 1, 3, 5, ….
   */
  readonly whiteOn?: readonly boolean[];
}

/** A team not paired in a round: F/H/Z as TRF-2026 `240` types (full-point, half-point, zero-point bye). */
export interface TeamAbsence {
  readonly team: Tpn;
  readonly kind: 'F' | 'H' | 'Z';
}

export interface TeamSwissRound {
  readonly round: RoundNo;
  readonly matches: readonly TeamSwissMatch[];
  /** The team with the pairing-allocated bye (C.04.6 1.4). */
  readonly pab?: Tpn;
  readonly absent?: readonly TeamAbsence[];
}

export interface TeamSwissTournament {
  readonly name: string;
  /** Rounds planned (TRF `142`). */
  readonly rounds: number;
  readonly boards: number;
  readonly rules: TeamSwissRules;
  /** The TRF `192` code the rules came from, written back as read. */
  readonly typeCode: string;
  readonly matchPoints: TeamMatchPoints;
  /**
   * What a pairing-allocated bye scores: C.04.6 1.4 makes it a drawn match (match points of a draw,
   * half the boards as game points) unless the regulations say otherwise (TRF-2026 `320`).
   */
  readonly pabPoints?: { readonly match: HalfPoints; readonly game: HalfPoints };
  /** C.04.6 4.1: the colour drawn by lot before round 1 (TRF `152`). */
  readonly initialColour: Color;
  readonly teams: readonly TeamSwissTeam[];
  readonly played: readonly TeamSwissRound[];
  /** Absences announced for rounds not yet paired (TRF-2026 `240`). */
  readonly requested?: readonly (TeamAbsence & { readonly round: RoundNo })[];
  /** Pairs of teams that may not meet (the event's rules; TRF `260` on team numbers). */
  readonly forbidden?: readonly (readonly [Tpn, Tpn])[];
}

/** One team pairing: the white team first (board-1 colour), in table order. */
export interface TeamPair {
  readonly white: Tpn;
  readonly black: Tpn;
}

export interface TeamRoundPairing {
  readonly round: RoundNo;
  readonly pairs: readonly TeamPair[];
  readonly pab?: Tpn;
}
