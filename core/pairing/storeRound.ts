/**
 * The director's "pair the next round": refuse while the last round is open, fix the start list
 * before round 1 (C.04.2), turn the round's requested byes into byes, pair with the system the
 * tournament uses and store the boards with result `*`.
 */
import { err, ok, type Result } from '../result.ts';
import type { PlayerId, RoundNo } from '../types.ts';
import type { Game, Tournament, Unpaired } from '../tournament/model.ts';
import { openEntries, type OpenEntry } from '../tournament/results.ts';
import { freezeStartList, type StartOrderRating } from '../tournament/startOrder.ts';
import { nextRoundNumber, pairDutch, type DutchOptions } from './dutch/index.ts';
import { pairingSystemOf } from './registry.ts';
import { pairRoundRobin } from './roundRobin.ts';
import type { PairingError, RoundPairing } from './types.ts';

export type StoreRoundError =
  | { readonly kind: 'roundOpen'; readonly round: RoundNo; readonly open: readonly OpenEntry[] }
  | { readonly kind: 'allRoundsPaired'; readonly rounds: number }
  | { readonly kind: 'notPairable'; readonly message: string }
  | PairingError;

export interface StoredRound {
  readonly tournament: Tournament;
  readonly pairing: RoundPairing;
  /** Players without a game by the system, not by request: the free player of an odd round robin. */
  readonly free: readonly PlayerId[];
  /** The start list was frozen by this call (before round 1: ordered by C.04.2 first, Swiss only). */
  readonly froze: boolean;
}

export interface StoreRoundOptions {
  readonly dutch?: Omit<DutchOptions, 'round'>;
  /** Which rating orders the Swiss start list (C.04.2); default the FIDE rating, else the DWZ. */
  readonly startOrder?: StartOrderRating;
}

const PAIRABLE_KINDS = ['swiss', 'roundRobin', 'doubleRoundRobin'] as const;

/** Rounds of the Berger table (C.05 Annex 1): n-1 for an even field, n for an odd one; twice for a double. */
function bergerRounds(t: Tournament): number {
  const n = t.players.length;
  const cycle = n % 2 === 0 ? n - 1 : n;
  return t.kind === 'doubleRoundRobin' ? 2 * cycle : cycle;
}

/** The last round with anything recorded (games or any unpaired entry). */
function lastRecordedRound(t: Tournament): RoundNo {
  let last = 0;
  for (const g of t.games) last = Math.max(last, g.round);
  for (const u of t.unpaired) last = Math.max(last, u.round);
  return last;
}

/** Pairs the next round and returns the tournament holding it. Nothing changes on an error. */
export function pairAndStoreNextRound(
  t0: Tournament,
  opts: StoreRoundOptions = {},
): Result<StoredRound, StoreRoundError> {
  if (!(PAIRABLE_KINDS as readonly string[]).includes(t0.kind))
    return err({ kind: 'notPairable', message: `a ${t0.kind} tournament is not paired round by round here` });
  const swiss = t0.kind === 'swiss';
  const active = t0.players.filter(
    (p) => !t0.withdrawals.some((w) => w.player === p.id && w.afterRound <= lastRecordedRound(t0)),
  );
  if (active.length < 2)
    return err({
      kind: 'notPairable',
      message: `${active.length === 0 ? 'no players' : 'one player'} to pair; add players first`,
    });
  const previous = lastRecordedRound(t0);
  if (previous > 0) {
    const open = openEntries(t0, previous);
    if (open.length > 0) return err({ kind: 'roundOpen', round: previous, open });
  }
  const froze = !t0.startListFrozen;
  // C.04.2: Swiss start numbers follow the initial order; round-robin numbers are drawn by lot
  // (C.05), so the director's registration order stands and the Berger table sets the rounds.
  // A file that already holds rounds (an imported TRF) keeps its numbers.
  const t1 = !froze
    ? t0
    : previous > 0
      ? { ...t0, startListFrozen: true }
      : swiss
        ? freezeStartList(t0, opts.startOrder)
        : { ...t0, startListFrozen: true, rounds: bergerRounds(t0) };
  const round = swiss ? Math.max(nextRoundNumber(t1), previous + 1) : previous + 1;
  if (round > t1.rounds) return err({ kind: 'allRoundsPaired', rounds: t1.rounds });
  // Requested byes of this round become byes (C.04.1 HPB/ZPB); the rest stay requests.
  const due = (t1.byeRequests ?? []).filter((b) => b.round === round);
  const requested: Unpaired[] = swiss ? due.map((b) => ({ round, player: b.player, kind: b.kind })) : [];
  const t: Tournament = {
    ...t1,
    unpaired: [...t1.unpaired, ...requested],
    ...(t1.byeRequests ? { byeRequests: t1.byeRequests.filter((b) => !swiss || b.round !== round) } : {}),
  };
  let pairing: RoundPairing;
  let free: readonly PlayerId[] = [];
  if (swiss) {
    // A Swiss paired by another registered system (Double-Swiss, Keizer) pairs through its entry.
    const system = pairingSystemOf(t);
    const p =
      system && system.id !== 'dutch' ? system.pairNextRound(t) : pairDutch(t, { ...opts.dutch, round });
    if (!p.ok) return p;
    pairing = p.value;
    free = p.value.free ?? [];
  } else {
    const p = pairRoundRobin(t);
    if (!p.ok) return p;
    pairing = { round: p.value.round, boards: p.value.boards };
    free = p.value.free;
  }
  const games: Game[] = pairing.boards.map((b, i) => ({
    round,
    white: b.white,
    black: b.black,
    result: '*',
    board: i + 1,
  }));
  const byes: Unpaired[] = [
    ...(pairing.pab !== undefined ? [{ round, player: pairing.pab, kind: 'PAB' as const }] : []),
    ...free.map((player) => ({ round, player, kind: 'free' as const })),
  ];
  return ok({
    tournament: { ...t, games: [...t.games, ...games], unpaired: [...t.unpaired, ...byes] },
    pairing,
    free,
    froze,
  });
}
