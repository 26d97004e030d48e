import type { Color, HalfPoints, PlayerId, RoundNo } from '../types.ts';
import type { Tournament } from '../tournament/model.ts';
import type { PointSystem } from '../tournament/pointSystem.ts';

/**
 * Which regulation decides how unplayed games count (FIDE C.02 2017, C.07 2024, C.07 2026): `club` = no adjustment
 * (forfeits against the scheduled opponent, byes add nothing), `C02_2017` = virtual opponent,
 * `C07_2024` = dummy with the own score, `C07_2026` = capped dummy.
 */
export const RULE_VERSIONS = ['club', 'C02_2017', 'C07_2024', 'C07_2026'] as const;
export type RuleVersion = (typeof RULE_VERSIONS)[number];

export const isRuleVersion = (s: string): s is RuleVersion =>
  (RULE_VERSIONS as readonly string[]).includes(s);

/** One round of one player, normalised for tiebreaks: absences and rounds after a withdrawal are ZPBs. */
export const SLOT_KINDS = [
  'game',
  'forfeitWin',
  'forfeitLoss',
  'doubleForfeit',
  'PAB',
  'FPB',
  'HPB',
  'ZPB',
  'free',
] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];

export interface Slot {
  readonly round: RoundNo;
  readonly kind: SlotKind;
  /** Points awarded for this round, in half-points. */
  readonly points: HalfPoints;
  /** Scheduled or actual opponent (games and forfeits). */
  readonly opponent?: PlayerId;
  readonly color?: Color;
}

/** Voluntary unplayed round (C.07 16.1): a requested bye or a forfeit loss. */
export const isVur = (s: Slot): boolean =>
  s.kind === 'HPB' || s.kind === 'ZPB' || s.kind === 'forfeitLoss' || s.kind === 'doubleForfeit';

export const isForfeit = (s: Slot): boolean =>
  s.kind === 'forfeitWin' || s.kind === 'forfeitLoss' || s.kind === 'doubleForfeit';

/** Cut and median modifiers (C.07 14.1–14.3): `low` values removed from the bottom, `high` from the top. */
export interface Cut {
  readonly low: number;
  readonly high: number;
}

/**
 * How the elements of an opponent sum are taken (BH, SB): the cut (C.07 14), forfeits as games
 * (`/P`, 15.2), forfeits and byes cut first (`/V`, 16.5). A `TiebreakSpec` is one.
 */
export interface ElementSumOptions {
  readonly cut: Cut;
  readonly forfeitsPlayed: boolean;
  readonly unplayedFirst: boolean;
}

/** The derived per-player tables a context memoises, with the options their values depend on. */
export type MemoKey =
  | ({ readonly table: 'BH' | 'SB' } & ElementSumOptions)
  | { readonly table: 'TPR' | 'PTP'; readonly unratedAs: number | undefined };

/** A parsed tiebreak code such as `BH/C1/P` (also written `BH-C1-P`). */
export interface TiebreakSpec {
  /** The code exactly as given by the user. */
  readonly text: string;
  /** Canonical base code (GE is read as REP). */
  readonly code: string;
  readonly cut: Cut;
  /** `/P`: forfeits count as games (against the scheduled opponent). */
  readonly forfeitsPlayed: boolean;
  /** `/F`: AOB over Fore Buchholz. */
  readonly fore: boolean;
  /** `/R`: reverse order. */
  readonly reverse: boolean;
  /** `/U<rating>`: rating used for unrated players. */
  readonly unratedAs?: number;
  /** `/L±n`: Koya line moved by n half-points. */
  readonly limit: number;
  /** `/V`: forfeits and byes are cut first (German practice, Turniersysteme (arbiter course)), also outside C.07. */
  readonly unplayedFirst: boolean;
}

/** Everything a tiebreak needs, computed once per standings run (see context.ts). */
export interface TiebreakContext {
  readonly tournament: Tournament;
  readonly rules: RuleVersion;
  readonly roundRobin: boolean;
  /** Rounds counted (standings after round n). */
  readonly rounds: number;
  readonly pointSystem: PointSystem;
  readonly ids: readonly PlayerId[];
  readonly slots: ReadonlyMap<PlayerId, readonly Slot[]>;
  /** Actual score in half-points. */
  readonly score: ReadonlyMap<PlayerId, HalfPoints>;
  /** The player's score as someone else's opponent (C.07 16.3 / C.02 draws / club: actual). */
  readonly asOpponent: ReadonlyMap<PlayerId, HalfPoints>;
  /** Per-context memo for derived per-player tables (BH for AOB, TPR for APRO, ...). */
  readonly memo: TableMemo;
}

/** Derived per-player tables by typed key (see `MemoKey`). */
export interface TableMemo {
  get(key: MemoKey): ReadonlyMap<PlayerId, number> | undefined;
  set(key: MemoKey, table: ReadonlyMap<PlayerId, number>): void;
}

/**
 * A tiebreak per player: a number, larger is better unless the definition says otherwise. A player
 * without an entry has no value (a rating average without a game over the board, C.07 8.2, 10.1)
 * and ranks below every player with one.
 */
export type TiebreakValues = ReadonlyMap<PlayerId, number>;
