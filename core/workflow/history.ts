/** Appending to the tournament's history: every workflow action leaves one entry. */
import type { HistoryEntry, Tournament } from '../tournament/model.ts';

/** Options every action takes: the time stamp the front end records (the core reads no clock). */
export interface ActionOptions {
  readonly at?: string;
}

/** `t` with `entry` appended to its history (with `at` when given). */
export function withHistory(t: Tournament, entry: HistoryEntry, opts: ActionOptions = {}): Tournament {
  const e: HistoryEntry = opts.at !== undefined ? { ...entry, at: opts.at } : entry;
  return { ...t, history: [...(t.history ?? []), e] };
}

/** The last round with a game or any unpaired entry (0 before round 1). */
export function lastPairedRound(t: Tournament): number {
  let last = 0;
  for (const g of t.games) last = Math.max(last, g.round);
  for (const u of t.unpaired) last = Math.max(last, u.round);
  return last;
}
