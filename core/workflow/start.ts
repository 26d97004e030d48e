/**
 * How each tournament kind fixes its start list when round 1 is paired (registry as data): a Swiss
 * numbers the players by the C.04.2 initial order; a round robin keeps the registration order (the
 * numbers are drawn by lot, FIDE C.05) and takes its rounds from the Berger table. A kind without an
 * entry is not paired round by round here.
 */
import type { Tournament, TournamentKind } from '../tournament/model.ts';
import { freezeStartList, type StartOrderRating } from './startOrder.ts';

export type StartRule = (t: Tournament, rating?: StartOrderRating) => Tournament;

/** Rounds of the Berger table (C.05 Annex 1): n-1 for an even field, n for an odd one; twice for a double. */
export function bergerRounds(t: Tournament): number {
  const n = t.players.length;
  const cycle = n % 2 === 0 ? n - 1 : n;
  return t.kind === 'doubleRoundRobin' ? 2 * cycle : cycle;
}

const roundRobinStart: StartRule = (t) => ({ ...t, startListFrozen: true, rounds: bergerRounds(t) });

export const START_RULES: Readonly<Record<TournamentKind, StartRule | undefined>> = {
  swiss: (t, rating) => freezeStartList(t, rating),
  roundRobin: roundRobinStart,
  doubleRoundRobin: roundRobinStart,
  knockout: undefined,
  teamMatch: undefined,
};
