import { maxOf } from '../arrays.ts';
import { err, ok, type Result } from '../result.ts';
import type { Tournament } from '../tournament/model.ts';
import type { IsoDate, PlayerId, RoundNo } from '../types.ts';
import { roundRobinTable, tableSize, type RoundRobinLayout, type TableRound } from './berger.ts';
import { isoDateToDays } from '../dates.ts';
import { roundDates } from './scheduleDates.ts';
import type { PairingError, RoundPairing } from './types.ts';
import { assignVarmaNumbers, describeVarmaError, type VarmaAssignment, type VarmaError } from './varma.ts';

export const ROUND_ROBIN_MAX_PLAYERS = 1000;

export interface ScheduledBoard {
  readonly board: number;
  readonly white: PlayerId;
  readonly black: PlayerId;
}

export interface ScheduledRound {
  readonly round: RoundNo;
  /** 1 or 2 (double round robin). */
  readonly cycle: number;
  readonly date?: IsoDate;
  readonly boards: readonly ScheduledBoard[];
  /** Players with the free round ("spielfrei") of an odd field. */
  readonly free: readonly PlayerId[];
}

export interface RoundRobinOptions {
  /** `berger` (FIDE C.05 Annex 1, default) or the arbiter course's `rutsch` layout. */
  readonly layout?: RoundRobinLayout;
  /** Two cycles; the second with colours reversed. */
  readonly double?: boolean;
  /** C.05 Annex 1: swap the last two rounds of the first cycle (double round robin only). */
  readonly swapLastTwo?: boolean;
  /** Date of round 1; with `intervalDays` every round gets a date. */
  readonly startDate?: IsoDate;
  readonly intervalDays?: number;
  /** Groups of players (ids 1..n) who must meet early: pairing numbers by Varma table. */
  readonly varma?: readonly (readonly PlayerId[])[];
  /** Lot drawing inside a Varma envelope (see assignVarmaNumbers). */
  readonly varmaDraw?: (k: number) => number;
}

export interface RoundRobinSchedule {
  readonly players: number;
  readonly layout: RoundRobinLayout;
  readonly double: boolean;
  readonly swapLastTwo: boolean;
  readonly rounds: readonly ScheduledRound[];
  /** With Varma groups: which pairing number each player got. Without: players = pairing numbers. */
  readonly varma?: VarmaAssignment;
}

export type ScheduleError =
  | { readonly kind: 'badPlayerCount'; readonly players: number; readonly min: number; readonly max: number }
  | { readonly kind: 'swapNeedsDouble' }
  | { readonly kind: 'badStartDate'; readonly value: string }
  | { readonly kind: 'badInterval'; readonly value: number }
  | { readonly kind: 'intervalWithoutStart' }
  | VarmaError;

/**
 * The whole round-robin schedule for players 1..n: rounds in order, boards in table order, the
 * free player of an odd field, dates when asked. Double: the second cycle repeats the (unswapped)
 * first cycle with colours reversed, as in the arbiter course's "Doppelrundiges Turnier" tables.
 */
export function makeRoundRobinSchedule(
  players: number,
  opts: RoundRobinOptions = {},
): Result<RoundRobinSchedule, ScheduleError> {
  if (!Number.isInteger(players) || players < 2 || players > ROUND_ROBIN_MAX_PLAYERS) {
    return err({ kind: 'badPlayerCount', players, min: 2, max: ROUND_ROBIN_MAX_PLAYERS });
  }
  const layout = opts.layout ?? 'berger';
  const double = opts.double ?? false;
  const swapLastTwo = opts.swapLastTwo ?? false;
  if (swapLastTwo && !double) return err({ kind: 'swapNeedsDouble' });
  if (opts.startDate !== undefined && isoDateToDays(opts.startDate) === undefined) {
    return err({ kind: 'badStartDate', value: opts.startDate });
  }
  if (opts.intervalDays !== undefined) {
    if (!Number.isInteger(opts.intervalDays) || opts.intervalDays < 0 || opts.intervalDays > 3660) {
      return err({ kind: 'badInterval', value: opts.intervalDays });
    }
    if (opts.startDate === undefined) return err({ kind: 'intervalWithoutStart' });
  }
  let varma: VarmaAssignment | undefined;
  if (opts.varma !== undefined) {
    const assigned = assignVarmaNumbers(players, opts.varma, opts.varmaDraw ? { draw: opts.varmaDraw } : {});
    if (!assigned.ok) return assigned;
    varma = assigned.value;
  }
  const table = roundRobinTable(players, layout);
  const first = swapLastTwo && table.length >= 2 ? swapLast(table) : table;
  const cycles: { cycle: number; round: TableRound }[] = first.map((round) => ({ cycle: 1, round }));
  if (double) for (const round of table) cycles.push({ cycle: 2, round: round.map(reversed) });
  const dates =
    opts.startDate !== undefined
      ? roundDates(opts.startDate, opts.intervalDays ?? 7, cycles.length)
      : undefined;
  const dummy = players % 2 === 1 ? tableSize(players) : undefined;
  const who = (n: number): PlayerId => (varma ? (varma.playerAt[n - 1] ?? n) : n);
  const rounds = cycles.map(({ cycle, round }, i): ScheduledRound => {
    const games = round.filter((b) => b.white !== dummy && b.black !== dummy);
    const free = round
      .filter((b) => b.white === dummy || b.black === dummy)
      .map((b) => who(b.white === dummy ? b.black : b.white));
    const date = dates?.[i];
    return {
      round: i + 1,
      cycle,
      ...(date !== undefined ? { date } : {}),
      boards: games.map((b, k) => ({ board: k + 1, white: who(b.white), black: who(b.black) })),
      free,
    };
  });
  return ok({ players, layout, double, swapLastTwo, rounds, ...(varma ? { varma } : {}) });
}

const reversed = (b: { white: number; black: number }): { white: number; black: number } => ({
  white: b.black,
  black: b.white,
});

function swapLast(table: readonly TableRound[]): readonly TableRound[] {
  const out = [...table];
  const a = out[out.length - 2];
  const b = out[out.length - 1];
  if (a && b) {
    out[out.length - 2] = b;
    out[out.length - 1] = a;
  }
  return out;
}

/** Number of rounds of a schedule for n players. */
export const roundRobinRounds = (players: number, double = false): number =>
  (tableSize(players) - 1) * (double ? 2 : 1);

export function describeScheduleError(e: ScheduleError): string {
  switch (e.kind) {
    case 'badPlayerCount':
      return `a round robin needs ${e.min} to ${e.max} players, not ${e.players}`;
    case 'swapNeedsDouble':
      return 'swapping the last two rounds applies to a double round robin only (add --double)';
    case 'badStartDate':
      return `start date "${e.value}" is not a valid date YYYY-MM-DD`;
    case 'badInterval':
      return `interval ${e.value} is not a whole number of days from 0 to 3660`;
    case 'intervalWithoutStart':
      return 'an interval needs a start date';
    case 'varmaPlayerCount':
    case 'varmaUnknownPlayer':
    case 'varmaDuplicatePlayer':
    case 'varmaGroupTooLarge':
      return describeVarmaError(e);
  }
}

/**
 * The pairing-system view (for the registry in pairing/index.ts): the next round of a round-robin
 * Tournament whose players are 1..n, from its table. The round after the last one with a game or
 * a free round; double when the tournament kind says so. Free players are listed, not PABs.
 */
export function pairRoundRobin(
  t: Tournament,
  opts: RoundRobinOptions = {},
): Result<RoundPairing & { readonly free: readonly PlayerId[] }, PairingError> {
  const ids = t.players.map((p) => p.id).sort((a, b) => a - b);
  if (ids.some((id, i) => id !== i + 1)) {
    return err({ kind: 'invalidInput', message: `round-robin players must be numbered 1..${ids.length}` });
  }
  const made = makeRoundRobinSchedule(ids.length, { double: t.kind === 'doubleRoundRobin', ...opts });
  if (!made.ok) return err({ kind: 'invalidInput', message: describeScheduleError(made.error) });
  const last = maxOf(
    t.unpaired.map((u) => u.round),
    maxOf(
      t.games.map((g) => g.round),
      0,
    ),
  );
  const round = made.value.rounds[last];
  if (!round) {
    return err({
      kind: 'noValidPairing',
      message: `all ${made.value.rounds.length} rounds of the table are paired`,
    });
  }
  return ok({
    round: round.round,
    boards: round.boards.map((b) => ({ white: b.white, black: b.black })),
    free: round.free,
  });
}
