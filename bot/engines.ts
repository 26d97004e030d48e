import type { PlayerId, Tournament } from '../core/index.ts';
import { pairDutch } from '../core/pairing/dutch/index.ts';
import { makeRoundRobinSchedule, describeScheduleError } from '../core/pairing/roundRobin.ts';
import { UserError } from './errors.ts';

/**
 * The bot's single adapter to the pairing engines: everything the handlers need, in the shape they
 * need it. Other core engines (standings, DWZ, formats) are called directly from the handlers.
 */
export interface PairedRound {
  readonly round: number;
  readonly boards: readonly { readonly board: number; readonly white: PlayerId; readonly black: PlayerId }[];
  /** Pairing-allocated bye (Swiss) or the free player of an odd round robin. */
  readonly byes: readonly { readonly player: PlayerId; readonly kind: 'PAB' | 'free' }[];
}

/** The whole round-robin schedule for players 1..n (FIDE Berger tables). */
export function roundRobinSchedule(players: number, double: boolean): readonly PairedRound[] {
  const s = makeRoundRobinSchedule(players, { double });
  if (!s.ok) throw new UserError('pairingFailed', { round: 1, reason: describeScheduleError(s.error) });
  return s.value.rounds.map((r) => ({
    round: r.round,
    boards: r.boards,
    byes: r.free.map((player) => ({ player, kind: 'free' as const })),
  }));
}

/** The next Swiss round by the FIDE Dutch system. */
export function pairSwissRound(t: Tournament, round: number): PairedRound {
  const r = pairDutch(t, { round });
  if (!r.ok) throw new UserError('pairingFailed', { round, reason: r.error.message });
  return {
    round,
    boards: r.value.boards.map((b, i) => ({ board: i + 1, white: b.white, black: b.black })),
    byes: r.value.pab !== undefined ? [{ player: r.value.pab, kind: 'PAB' }] : [],
  };
}
