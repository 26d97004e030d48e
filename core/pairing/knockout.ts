import { err, ok, type Result } from '../result.ts';
import type { PlayerId } from '../types.ts';

/**
 * Knockout (cup) brackets, Turniersysteme (arbiter course) "K.O.-System" and its exercises ("Übung Tableau"): each
 * pre-qualified player brings 1, 3, 7, 15 … fictitious participants (it enters 1, 2, 3, 4 …
 * rounds later); the next power of two is the bracket size and the difference are the byes
 * ("Spielfreie"). Players are seeds 1..n (1 = strongest); the pre-qualified are seeds 1..k.
 */

export const KNOCKOUT_MAX_PLAYERS = 4096;

export interface KnockoutOptions {
  /** Number of pre-qualified players (seeds 1..k). */
  readonly prequalified?: number;
}

/** One pass of the arbiter course's iteration (its "Versuch"). */
export interface KnockoutAttempt {
  /** Fictitious participants per pre-qualified player: 1, 3, 7, 15 … */
  readonly perPrequalified: number;
  readonly fictitious: number;
  /** Players + fictitious ("Totale Teilnehmerzahl"). */
  readonly total: number;
  readonly bracketSize: number;
  readonly byes: number;
  /** Why the arbiter course's rule rejects this attempt, if it does. */
  readonly rejected?: 'noFirstRoundGame' | 'prequalifiedNotAhead';
}

export type KnockoutEntrant =
  | { readonly kind: 'player'; readonly seed: PlayerId }
  | { readonly kind: 'bye' }
  | { readonly kind: 'fictitious'; readonly of: PlayerId };

export const FIRST_ROUND_KINDS = ['game', 'bye', 'prequalified', 'empty'] as const;
export type FirstRoundKind = (typeof FIRST_ROUND_KINDS)[number];

export interface FirstRoundPairing {
  /** 1-based position of the pairing in the bracket (top to bottom). */
  readonly position: number;
  readonly top: KnockoutEntrant;
  readonly bottom: KnockoutEntrant;
  readonly kind: FirstRoundKind;
}

export interface KnockoutBracket {
  readonly players: number;
  readonly prequalified: number;
  readonly perPrequalified: number;
  readonly fictitious: number;
  readonly total: number;
  readonly bracketSize: number;
  readonly byes: number;
  readonly rounds: number;
  /** Every attempt of the iteration, the accepted one last. */
  readonly attempts: readonly KnockoutAttempt[];
  /** The bracket's slots top to bottom (length bracketSize). */
  readonly slots: readonly KnockoutEntrant[];
  readonly firstRound: readonly FirstRoundPairing[];
  /** Index = seed − 1 → the round of the player's first game. */
  readonly entryRound: readonly number[];
  /** Index = round − 1 → its name (Turniersysteme (arbiter course): "Final, Halbfinal, Viertelfinal, ..."). */
  readonly roundNames: readonly KnockoutRoundName[];
}

export interface KnockoutRoundName {
  readonly de: string;
  readonly en: string;
}

/** Names of the last rounds by the number of ties (1 = final); earlier rounds are numbered. */
const LAST_ROUND_NAMES: readonly KnockoutRoundName[] = [
  { de: 'Finale', en: 'final' },
  { de: 'Halbfinale', en: 'semi-final' },
  { de: 'Viertelfinale', en: 'quarter-final' },
  { de: 'Achtelfinale', en: 'round of 16' },
  { de: 'Sechzehntelfinale', en: 'round of 32' },
];

/**
 * The name of knockout round `round` (1-based) of `rounds`: the last rounds are named after the
 * final (Turniersysteme (arbiter course) "Die letzten Runden heissen Final, Halbfinal, Viertelfinal, ..."; standard German
 * spelling), earlier ones "N. Runde" / "round N".
 */
export function knockoutRoundName(round: number, rounds: number): KnockoutRoundName {
  return LAST_ROUND_NAMES[rounds - round] ?? { de: `${round}. Runde`, en: `round ${round}` };
}

export type KnockoutError =
  | { readonly kind: 'badPlayerCount'; readonly players: number; readonly min: number; readonly max: number }
  | { readonly kind: 'badPrequalified'; readonly prequalified: number; readonly max: number }
  | { readonly kind: 'noBracket'; readonly attempts: readonly KnockoutAttempt[] };

/**
 * Standard seeding order of a bracket of `size` (a power of two): the seed in each slot, top to
 * bottom, so that 1 meets 32, 16 meets 17 … and seeds 1 and 2 can only meet in the final.
 */
export function standardSeedOrder(size: number): readonly number[] {
  let order = [1];
  for (let n = 2; n <= size; n *= 2) order = order.flatMap((s) => [s, n + 1 - s]);
  return order;
}

const nextPowerOfTwo = (x: number): number => {
  let p = 2;
  while (p < x) p *= 2;
  return p;
};

/**
 * The arbiter course's iteration ("Übung Tableau"): add the fictitious participants, take the next power of
 * two, the difference are byes. Another round of fictitious participants ("Vorrunde hinzufügen
 * und iterieren") when the byes are at least the players without pre-qualification (no first-round
 * game would be left: the arbiter course's rule), or when, with one fictitious each, the pre-qualified
 * would only get a first-round bye like the Spielfreie: both exercises with pre-qualified players
 * (18 with 2, 16 with 1) go on to their second attempt.
 */
export function knockoutAttempts(players: number, prequalified: number, maxAttempts = 8): KnockoutAttempt[] {
  const attempts: KnockoutAttempt[] = [];
  const others = players - prequalified;
  for (let j = 1; j <= maxAttempts; j++) {
    const per = prequalified > 0 ? 2 ** j - 1 : 0;
    const fictitious = prequalified * per;
    const total = players + fictitious;
    const bracketSize = nextPowerOfTwo(total);
    const byes = bracketSize - total;
    const rejected =
      byes >= others
        ? 'noFirstRoundGame'
        : prequalified > 0 && j === 1 && byes > 0
          ? 'prequalifiedNotAhead'
          : undefined;
    attempts.push({
      perPrequalified: per,
      fictitious,
      total,
      bracketSize,
      byes,
      ...(rejected ? { rejected } : {}),
    });
    if (!rejected || prequalified === 0) break;
  }
  return attempts;
}

export function makeKnockoutBracket(
  players: number,
  opts: KnockoutOptions = {},
): Result<KnockoutBracket, KnockoutError> {
  if (!Number.isInteger(players) || players < 2 || players > KNOCKOUT_MAX_PLAYERS) {
    return err({ kind: 'badPlayerCount', players, min: 2, max: KNOCKOUT_MAX_PLAYERS });
  }
  const k = opts.prequalified ?? 0;
  if (!Number.isInteger(k) || k < 0 || (k > 0 && k > players - 2)) {
    return err({ kind: 'badPrequalified', prequalified: k, max: players - 2 });
  }
  const attempts = knockoutAttempts(players, k);
  const last = attempts[attempts.length - 1];
  if (!last || last.rejected) return err({ kind: 'noBracket', attempts });
  const size = last.bracketSize;
  const order = standardSeedOrder(size);
  const slots: (KnockoutEntrant | undefined)[] = new Array<KnockoutEntrant | undefined>(size).fill(undefined);
  // Pre-qualified seeds s = 1..k take the aligned block of perPrequalified+1 slots holding
  // standard seed s; the rest of the block is their fictitious participants.
  const block = last.perPrequalified + 1;
  for (let s = 1; s <= k; s++) {
    const pos = order.indexOf(s);
    const start = pos - (pos % block);
    for (let i = start; i < start + block; i++)
      slots[i] = i === pos ? { kind: 'player', seed: s } : { kind: 'fictitious', of: s };
  }
  // Remaining first-round pairs, strongest standard seed first: the first `byes` get a bye.
  const pairs: number[] = [];
  for (let i = 0; i < size; i += 2) if (!slots[i]) pairs.push(i);
  const upper = (i: number): number => Math.min(order[i] ?? 0, order[i + 1] ?? 0);
  pairs.sort((a, b) => upper(a) - upper(b));
  const playerSlots: number[] = [];
  pairs.forEach((i, rank) => {
    const top = (order[i] ?? 0) < (order[i + 1] ?? 0) ? i : i + 1;
    const other = top === i ? i + 1 : i;
    playerSlots.push(top);
    if (rank < last.byes) slots[other] = { kind: 'bye' };
    else playerSlots.push(other);
  });
  playerSlots.sort((a, b) => (order[a] ?? 0) - (order[b] ?? 0));
  playerSlots.forEach((slot, i) => (slots[slot] = { kind: 'player', seed: k + 1 + i }));
  const filled = slots.map((s) => s ?? ({ kind: 'bye' } as const));
  const firstRound: FirstRoundPairing[] = [];
  for (let i = 0; i < size; i += 2) {
    const top = filled[i] ?? { kind: 'bye' };
    const bottom = filled[i + 1] ?? { kind: 'bye' };
    firstRound.push({ position: i / 2 + 1, top, bottom, kind: pairingKind(top, bottom) });
  }
  const rounds = Math.log2(size);
  const entryRound = Array.from({ length: players }, (_, i) => {
    if (i < k) return Math.log2(block) + 1;
    const p = firstRound.find((f) => isSeed(f.top, i + 1) || isSeed(f.bottom, i + 1));
    return p?.kind === 'bye' ? 2 : 1;
  });
  return ok({
    players,
    prequalified: k,
    perPrequalified: last.perPrequalified,
    fictitious: last.fictitious,
    total: last.total,
    bracketSize: size,
    byes: last.byes,
    rounds,
    attempts,
    slots: filled,
    firstRound,
    entryRound,
    roundNames: Array.from({ length: rounds }, (_, i) => knockoutRoundName(i + 1, rounds)),
  });
}

const isSeed = (e: KnockoutEntrant, seed: number): boolean => e.kind === 'player' && e.seed === seed;

function pairingKind(a: KnockoutEntrant, b: KnockoutEntrant): FirstRoundKind {
  if (a.kind === 'player' && b.kind === 'player') return 'game';
  if (a.kind === 'bye' || b.kind === 'bye') return 'bye';
  if (a.kind === 'player' || b.kind === 'player') return 'prequalified';
  return 'empty';
}

export function describeKnockoutError(e: KnockoutError): string {
  switch (e.kind) {
    case 'badPlayerCount':
      return `a knockout needs ${e.min} to ${e.max} players, not ${e.players}`;
    case 'badPrequalified':
      return `pre-qualified players must be a whole number from 0 to ${e.max} (at least two players must play the first round), not ${e.prequalified}`;
    case 'noBracket':
      return `no bracket with equal fictitious participants per pre-qualified player works for this field (tried ${e.attempts.length} sizes)`;
  }
}
