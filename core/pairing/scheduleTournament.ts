import { err, ok, type Result } from '../result.ts';
import type { Game, Tournament, Unpaired } from '../tournament/model.ts';
import type { Player } from '../tournament/player.ts';
import { STANDARD_POINTS } from '../tournament/pointSystem.ts';
import type { PlayerId } from '../types.ts';
import {
  makeRoundRobinSchedule,
  type RoundRobinOptions,
  type RoundRobinSchedule,
  type ScheduleError,
} from './roundRobin.ts';

export interface RoundRobinTournamentOptions extends RoundRobinOptions {
  readonly name?: string;
}

export type RoundRobinTournamentError =
  | ScheduleError
  | { readonly kind: 'badPlayerIds'; readonly expected: string; readonly found: readonly PlayerId[] };

/** The games and free rounds of a schedule as model records: every game pending (`*`). */
export function scheduleRecords(schedule: RoundRobinSchedule): { games: Game[]; unpaired: Unpaired[] } {
  const games: Game[] = [];
  const unpaired: Unpaired[] = [];
  for (const r of schedule.rounds) {
    for (const b of r.boards)
      games.push({ round: r.round, white: b.white, black: b.black, result: '*', board: b.board });
    for (const p of r.free) unpaired.push({ round: r.round, player: p, kind: 'free' });
  }
  return { games, unpaired };
}

/**
 * A round-robin Tournament ready to play: the players (ids 1..n), every game of the schedule with
 * result `*`, the free rounds of an odd field as `free`, round dates when a start date is given.
 */
export function roundRobinTournament(
  players: readonly Player[],
  opts: RoundRobinTournamentOptions = {},
): Result<Tournament, RoundRobinTournamentError> {
  const ids = players.map((p) => p.id).sort((a, b) => a - b);
  if (ids.some((id, i) => id !== i + 1)) {
    return err({ kind: 'badPlayerIds', expected: `1..${players.length}`, found: ids });
  }
  const made = makeRoundRobinSchedule(players.length, opts);
  if (!made.ok) return made;
  const schedule = made.value;
  const { games, unpaired } = scheduleRecords(schedule);
  const dates = schedule.rounds.map((r) => r.date);
  const first = dates[0];
  const last = dates[dates.length - 1];
  return ok({
    name: opts.name ?? 'Round robin',
    kind: schedule.double ? 'doubleRoundRobin' : 'roundRobin',
    rounds: schedule.rounds.length,
    ...(first !== undefined ? { startDate: first } : {}),
    ...(last !== undefined ? { endDate: last } : {}),
    ...(first !== undefined ? { roundDates: dates } : {}),
    players: [...players].sort((a, b) => a.id - b.id),
    games,
    unpaired,
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
    schedule: 'recorded',
  });
}
