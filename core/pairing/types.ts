import type { Result } from '../result.ts';
import type { Tournament } from '../tournament/model.ts';
import type { PlayerId, RoundNo } from '../types.ts';

/** One board of a round: White, Black. */
export interface Board {
  readonly white: PlayerId;
  readonly black: PlayerId;
}

/** The pairing of one round: boards in board order and the pairing-allocated bye, if any. */
export interface RoundPairing {
  readonly round: RoundNo;
  readonly boards: readonly Board[];
  readonly pab?: PlayerId;
  /**
   * Players without a game by the system and without a bye: game 2 of a Double-Swiss match for the
   * player whose PAB covered the match (C.04.5 Preface: byes apply to matches). Stored as `free`.
   */
  readonly free?: readonly PlayerId[];
}

export const PAIRING_ERROR_KINDS = ['noValidPairing', 'invalidInput'] as const;
export type PairingErrorKind = (typeof PAIRING_ERROR_KINDS)[number];

/** Expected failures of a pairing engine (C.04.3 1.9: no complete pairing → the arbiter decides). */
export interface PairingError {
  readonly kind: PairingErrorKind;
  readonly message: string;
}

/** A source of uniform numbers in [0, 1): pass a seeded one for reproducible runs. */
export type Rng = () => number;

/** A system's engine as the checker and the generator call it: pair `round` of `t`. */
export type RoundPairer = (t: Tournament, round: RoundNo) => Result<RoundPairing, PairingError>;

/**
 * What the checker and the generator use of a registered system (registry.ts's `PairingSystem`,
 * which has all of it): its engine, its TRF codes and its games per pairing.
 */
export interface SystemEngine {
  readonly trfCodes: readonly string[];
  readonly gamesPerPairing?: number;
  readonly pairNextRound: (t: Tournament) => Result<RoundPairing, PairingError>;
}
