import type { PlayerId, RequestedByeKind, Tournament } from '../core/index.ts';
import { coreError } from '../core/errors/index.ts';
import {
  describeKnockoutError,
  makeKnockoutBracket,
  advanceKnockout,
  describeKnockoutAdvanceError,
  makeRoundRobinSchedule,
  describeScheduleError,
} from '../core/pairing/index.ts';
import { REQUESTED_BYE_KINDS } from '../core/tournament/index.ts';
import { pairNextRound } from '../core/workflow/index.ts';
import { UserError } from './errors.ts';

/**
 * The bot's single adapter to the pairing engines: everything the handlers need, in the shape they
 * need it. Other core engines (standings, DWZ, formats) are called directly from the handlers.
 */
export interface PairedRound {
  readonly round: number;
  readonly boards: readonly {
    readonly board: number;
    readonly white: PlayerId;
    readonly black: PlayerId;
    readonly game?: number;
    readonly tiebreakGame?: boolean;
  }[];
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

const REQUESTED = new Set<string>(REQUESTED_BYE_KINDS);

/**
 * The next Swiss round through the core's workflow (`pairNextRound`: the open-round check, the
 * requested byes of the round, the system the pairing registry gives for the tournament), as the
 * CLI and the add-on pair it. The bot stores byes requested ahead as entries of their rounds; they
 * go to the workflow as requests. The start list was fixed when the tournament started. A refusal
 * carries the core's error, so each reader gets it in their language.
 */
export function pairSwissRound(t: Tournament, round: number): PairedRound {
  const ahead = t.unpaired.filter((u) => u.round >= round && REQUESTED.has(u.kind));
  const input: Tournament = {
    ...t,
    startListFrozen: true,
    unpaired: t.unpaired.filter((u) => !ahead.includes(u)),
    byeRequests: ahead.map((u) => ({ player: u.player, round: u.round, kind: u.kind as RequestedByeKind })),
  };
  const r = pairNextRound(input);
  if (!r.ok) throw new UserError('pairingFailed', { round }, coreError.workflow(r.error));
  const p = r.value.pairing;
  if (p.round !== round)
    throw new UserError('pairingFailed', { round, reason: `round ${p.round} is the next to pair` });
  return {
    round,
    boards: p.boards.map((b, i) => ({ board: i + 1, white: b.white, black: b.black })),
    byes: p.pab !== undefined ? [{ player: p.pab, kind: 'PAB' }] : [],
  };
}

/** Knockout: number of rounds of the bracket for n players (seeds = start numbers). */
export function knockoutRounds(players: number): number {
  const b = makeKnockoutBracket(players);
  if (!b.ok) throw new UserError('pairingFailed', { round: 1, reason: describeKnockoutError(b.error) });
  return b.value.rounds;
}

/**
 * Knockout: the games to schedule now (first games of ties whose players are known, further
 * games of drawn ties), numbered after the boards already used in their round. Byes and
 * fictitious opponents advance a player without a game.
 */
export function nextKnockoutGames(t: Tournament): PairedRound[] {
  const b = makeKnockoutBracket(t.players.length);
  if (!b.ok) throw new UserError('pairingFailed', { round: 1, reason: describeKnockoutError(b.error) });
  const p = advanceKnockout(b.value, t.games);
  if (!p.ok)
    throw new UserError('pairingFailed', { round: 0, reason: describeKnockoutAdvanceError(p.error) });
  const byRound = new Map<number, PairedRound['boards'][number][]>();
  const used = new Map<number, number>();
  for (const g of t.games) used.set(g.round, Math.max(used.get(g.round) ?? 0, g.board ?? 0));
  for (const g of p.value.next) {
    const board = (used.get(g.round) ?? 0) + 1;
    used.set(g.round, board);
    const list = byRound.get(g.round) ?? [];
    list.push({
      board,
      white: g.white,
      black: g.black,
      ...(g.game !== undefined ? { game: g.game } : {}),
      ...(g.tiebreakGame ? { tiebreakGame: true } : {}),
    });
    byRound.set(g.round, list);
  }
  return [...byRound.entries()]
    .sort((x, y) => x[0] - y[0])
    .map(([round, boards]) => ({ round, boards, byes: [] }));
}
