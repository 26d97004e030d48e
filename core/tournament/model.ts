import type { Color, IsoDate, PlayerId, RoundNo } from '../types.ts';
import type { Player } from './player.ts';
import type { PointSystem } from './pointSystem.ts';

export const TOURNAMENT_KINDS = ['swiss', 'roundRobin', 'doubleRoundRobin', 'knockout', 'teamMatch'] as const;
export type TournamentKind = (typeof TOURNAMENT_KINDS)[number];

/**
 * A game's result from White's side. `+:-`/`-:+` are forfeits (the `+` side wins without playing),
 * `-:-` a double forfeit, `*` a scheduled game without a result yet.
 */
export const GAME_RESULTS = ['1-0', '0-1', '1/2-1/2', '+:-', '-:+', '-:-', '*'] as const;
export type GameResult = (typeof GAME_RESULTS)[number];

/** Each result as Black's side reads it (the same game from the other player's seat). */
const FROM_BLACK: Readonly<Record<GameResult, GameResult>> = {
  '1-0': '0-1',
  '0-1': '1-0',
  '1/2-1/2': '1/2-1/2',
  '+:-': '-:+',
  '-:+': '+:-',
  '-:-': '-:-',
  '*': '*',
};

/** The result seen from the other side of the board; the mapping keeps a narrower result type. */
export const flipResult = <R extends GameResult>(r: R): R => FROM_BLACK[r] as R;

export interface Game {
  readonly round: RoundNo;
  readonly white: PlayerId;
  readonly black: PlayerId;
  readonly result: GameResult;
  /** Board number within the round, when recorded. */
  readonly board?: number;
  /**
   * Game number within the same round and pair: matches and knockout ties play several games
   * (tiebreak games after the regular ones). 1 when absent.
   */
  readonly game?: number;
  /** A knockout tie-break game (rapid, blitz, Armageddon) rather than a regular game. */
  readonly tiebreakGame?: boolean;
  /** Over the board but not rated: a game that lasted less than one move (TRF W/D/L). */
  readonly unrated?: boolean;
  /** A forfeit recorded without the scheduled colours (TRF colour `-`): `white`/`black` is then only the order. */
  readonly colorsUnknown?: boolean;
}

/**
 * A round in which a player has no opponent. PAB = pairing-allocated bye; HPB/FPB/ZPB = requested
 * half/full/zero-point byes; `absent` = not paired and not excused (TRF `0000 - -`);
 * `free` = the free round of an odd round robin ("spielfrei"): no game and no bye.
 */
export const UNPAIRED_KINDS = ['PAB', 'HPB', 'FPB', 'ZPB', 'absent', 'free'] as const;
export type UnpairedKind = (typeof UNPAIRED_KINDS)[number];
export const BYE_KINDS = ['PAB', 'HPB', 'FPB', 'ZPB'] as const;
export type ByeKind = (typeof BYE_KINDS)[number];

export interface Unpaired {
  readonly round: RoundNo;
  readonly player: PlayerId;
  readonly kind: UnpairedKind;
}

/** The player left the event after `afterRound` (0 = before the first round). */
export interface Withdrawal {
  readonly player: PlayerId;
  readonly afterRound: RoundNo;
}

/** A bye asked for ahead of its round (C.04.1: half-point, zero-point or, where allowed, full-point). */
export const REQUESTED_BYE_KINDS = ['HPB', 'ZPB', 'FPB'] as const;
export type RequestedByeKind = (typeof REQUESTED_BYE_KINDS)[number];

/** A requested bye not yet due: it becomes an `Unpaired` entry when its round is paired. */
export interface ByeRequest {
  readonly player: PlayerId;
  readonly round: RoundNo;
  readonly kind: RequestedByeKind;
}

/** A result changed after it was entered: the tournament director's correction history. */
export interface ResultCorrection {
  readonly round: RoundNo;
  readonly white: PlayerId;
  readonly black: PlayerId;
  readonly from: GameResult;
  readonly to: GameResult;
  /** When, as the front end recorded it (ISO 8601 date-time); the core reads no clock. */
  readonly at?: string;
}

/**
 * The director's actions, in the order the tournament lived them (`core/workflow`): every change
 * of players, byes, rounds and results is appended here.
 */
export const HISTORY_ACTIONS = [
  'register',
  'editPlayer',
  'removePlayer',
  'lateEntry',
  'requestBye',
  'withdraw',
  'pairRound',
  'recordResult',
  'correctResult',
  'unpairRound',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** What pairing a round changed besides the round itself, kept so that unpairing it restores it. */
export interface PairingRestore {
  /** The planned rounds before (a round robin takes its rounds from the Berger table at round 1). */
  readonly rounds: number;
  /** Whether the start list was frozen before; absent = not frozen. */
  readonly startListFrozen?: boolean;
  /** The requested byes before (those of the paired round became byes). */
  readonly byeRequests?: readonly ByeRequest[];
  /** When the pairing renumbered the players: the number each had before, by new number - 1. */
  readonly numbersBefore?: readonly PlayerId[];
}

/** One action of the history: what was done, to whom, in which round, and from what to what. */
export interface HistoryEntry {
  readonly action: HistoryAction;
  /** When, as the front end recorded it (ISO 8601); the core reads no clock. */
  readonly at?: string;
  readonly round?: RoundNo;
  readonly board?: number;
  readonly player?: PlayerId;
  /** The player's name at the time (the history stays readable after edits and renumbering). */
  readonly name?: string;
  readonly white?: PlayerId;
  readonly black?: PlayerId;
  /** The value before (a result, a bye kind) and after. */
  readonly from?: string;
  readonly to?: string;
  /** The player fields an edit changed. */
  readonly fields?: readonly string[];
  /** `pairRound` only. */
  readonly restore?: PairingRestore;
}

/** Players who may not be paired with each other (TRF XXP, 260), optionally for some rounds only. */
export interface ForbiddenPairs {
  readonly players: readonly PlayerId[];
  readonly fromRound?: RoundNo;
  readonly toRound?: RoundNo;
}

/** Fictitious points for pairing only (accelerations, TRF XXA / 250), per round, in half-points. */
export interface Acceleration {
  readonly player: PlayerId;
  readonly round: RoundNo;
  readonly points: number;
}

/** A record a format could not map to the model, kept so a round trip reproduces the file. */
export interface KeptLine {
  readonly format: 'trf';
  readonly index: number; // position among the file's lines
  readonly text: string;
}

export interface Tournament {
  readonly name: string;
  readonly kind: TournamentKind;
  /** Planned number of rounds (TRF 142/XXR). */
  readonly rounds: number;
  readonly startDate?: IsoDate;
  readonly endDate?: IsoDate;
  readonly city?: string;
  readonly federation?: string;
  readonly chiefArbiter?: string;
  readonly timeControl?: string;
  /** Round dates, index 0 = round 1. */
  readonly roundDates?: readonly (IsoDate | undefined)[];
  readonly players: readonly Player[];
  readonly games: readonly Game[];
  readonly unpaired: readonly Unpaired[];
  readonly withdrawals: readonly Withdrawal[];
  readonly pointSystem: PointSystem;
  /** Colour of the top seed in round 1 (TRF 152 / XXC white1|black1). */
  readonly initialColor?: Color;
  readonly forbiddenPairs?: readonly ForbiddenPairs[];
  readonly accelerations?: readonly Acceleration[];
  /** Pairing system code (TRF 192), e.g. FIDE_DUTCH_2025. */
  readonly pairingSystem?: string;
  /** Configured tiebreaks (TRF 202), codes as written. */
  readonly tiebreaks?: readonly string[];
  /**
   * `recorded` when rounds and colours come from the source; `synthetic` when the source (a
   * crosstable) has none and rounds were laid out by the Berger table: colour- and round-order
   * tiebreaks are then meaningless.
   */
  readonly schedule?: 'recorded' | 'synthetic';
  readonly kept?: readonly KeptLine[];
  /** The start numbers are final (C.04.2: fixed before round 1 is paired); no player may be added. */
  readonly startListFrozen?: boolean;
  /** Byes requested for rounds not paired yet. */
  readonly byeRequests?: readonly ByeRequest[];
  /** Results changed after they were first entered, oldest first. */
  readonly resultCorrections?: readonly ResultCorrection[];
  /** The director's actions, oldest first (`core/workflow`). */
  readonly history?: readonly HistoryEntry[];
}
