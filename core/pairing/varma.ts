import { maxOf } from '../arrays.ts';
import { err, ok, type Result } from '../result.ts';
import type { PlayerId } from '../types.ts';
import { tableSize } from './berger.ts';

/**
 * Varma tables (FIDE C.05 Annex 2; Turniersysteme (arbiter course) "Rundenturnier – Varma"): sets A–D of pairing
 * numbers whose holders meet early in the Berger table, so "friendly" players (same club or
 * federation) play each other early. Keyed by the even table size; an odd field uses the next
 * table without its highest number (the free round).
 */
export const VARMA_SET_LABELS = ['A', 'B', 'C', 'D'] as const;
export type VarmaSetLabel = (typeof VARMA_SET_LABELS)[number];

/**
 * 10–24: FIDE C.05 Annex 2 point 5, as published (note: in 11/12, set C has 6–12 in the last
 * round). 6 and 8 are not in the FIDE table (the arbiter course cites a handbook "von 6 bis 24"): derived by
 * exhaustive search over the Berger table as the largest sets whose holders all meet before the
 * last three rounds (the criterion of FIDE's older Varma text); see the property test.
 */
export const VARMA_TABLES: Readonly<Record<number, readonly (readonly number[])[]>> = {
  6: [
    [1, 2],
    [3, 5],
    [4, 6],
  ],
  8: [
    [1, 2, 3],
    [4, 5, 7],
    [6, 8],
  ],
  10: [
    [3, 4, 8],
    [5, 7, 9],
    [1, 6],
    [2, 10],
  ],
  12: [
    [4, 5, 9, 10],
    [1, 2, 7],
    [6, 8, 12],
    [3, 11],
  ],
  14: [
    [4, 5, 6, 11, 12],
    [1, 2, 8, 9],
    [7, 10, 13],
    [3, 14],
  ],
  16: [
    [5, 6, 7, 12, 13, 14],
    [1, 2, 3, 9, 10],
    [8, 11, 15],
    [4, 16],
  ],
  18: [
    [5, 6, 7, 8, 14, 15, 16],
    [1, 2, 3, 10, 11, 12],
    [9, 13, 17],
    [4, 18],
  ],
  20: [
    [6, 7, 8, 9, 15, 16, 17, 18],
    [1, 2, 3, 11, 12, 13, 14],
    [5, 10, 19],
    [4, 20],
  ],
  22: [
    [6, 7, 8, 9, 10, 17, 18, 19, 20],
    [1, 2, 3, 4, 12, 13, 14, 15],
    [11, 16, 21],
    [5, 22],
  ],
  24: [
    [6, 7, 8, 9, 10, 11, 19, 20, 21, 22],
    [1, 2, 3, 4, 13, 14, 15, 16, 17],
    [12, 18, 23],
    [5, 24],
  ],
};

export const VARMA_MIN_PLAYERS = 5;
export const VARMA_MAX_PLAYERS = 24;

export interface VarmaSet {
  readonly label: VarmaSetLabel;
  readonly numbers: readonly number[];
}

/** The Varma sets for `players` (5..24), without the free-round number of an odd field. */
export function varmaSets(players: number): readonly VarmaSet[] | undefined {
  const table = VARMA_TABLES[tableSize(players)];
  if (!table) return undefined;
  return table.map((numbers, i) => ({
    label: VARMA_SET_LABELS[i] ?? 'D',
    numbers: numbers.filter((x) => x <= players),
  }));
}

export type VarmaError =
  | {
      readonly kind: 'varmaPlayerCount';
      readonly players: number;
      readonly min: number;
      readonly max: number;
    }
  | { readonly kind: 'varmaUnknownPlayer'; readonly player: number; readonly players: number }
  | { readonly kind: 'varmaDuplicatePlayer'; readonly player: PlayerId }
  | {
      readonly kind: 'varmaGroupTooLarge';
      readonly group: readonly PlayerId[];
      readonly largestFree: number;
    };

/** Where one group drew its numbers. */
export interface VarmaDraw {
  readonly group: readonly PlayerId[];
  readonly set: VarmaSetLabel;
  readonly numbers: readonly number[]; // in the group's order
}

export interface VarmaAssignment {
  /** Index = player id − 1 → pairing number. */
  readonly numberOf: readonly number[];
  /** Index = pairing number − 1 → player id. */
  readonly playerAt: readonly PlayerId[];
  readonly draws: readonly VarmaDraw[];
  readonly sets: readonly VarmaSet[];
}

export interface VarmaOptions {
  /**
   * The drawing of lots inside an envelope: returns an integer in [0, k). Without it the draw is
   * the deterministic one: the group's players in the given order take the envelope's numbers in
   * ascending order, the remaining players (ascending ids) the remaining numbers ascending.
   */
  readonly draw?: (k: number) => number;
}

/**
 * Assigns pairing numbers 1..players by C.05 Annex 2 points 2–4: the largest group draws first
 * (equal sizes: in the given order, standing for the federation codes' alphabetical order), it
 * takes an envelope with at least enough numbers (here: the smallest such, then A before B …),
 * its players draw from it; the numbers left over stay available to the others.
 */
export function assignVarmaNumbers(
  players: number,
  groups: readonly (readonly PlayerId[])[],
  opts: VarmaOptions = {},
): Result<VarmaAssignment, VarmaError> {
  const sets = varmaSets(players);
  if (!sets || players < VARMA_MIN_PLAYERS || players > VARMA_MAX_PLAYERS) {
    return err({ kind: 'varmaPlayerCount', players, min: VARMA_MIN_PLAYERS, max: VARMA_MAX_PLAYERS });
  }
  const seen = new Set<PlayerId>();
  for (const g of groups) {
    for (const p of g) {
      if (!Number.isInteger(p) || p < 1 || p > players)
        return err({ kind: 'varmaUnknownPlayer', player: p, players });
      if (seen.has(p)) return err({ kind: 'varmaDuplicatePlayer', player: p });
      seen.add(p);
    }
  }
  const take = (pool: number[]): number => {
    const i = opts.draw ? opts.draw(pool.length) : 0;
    const [n] = pool.splice(Math.min(Math.max(0, i), pool.length - 1), 1);
    return n ?? 0;
  };
  const free = sets.map((s) => [...s.numbers]);
  const used = sets.map(() => false);
  const numberOf: number[] = new Array<number>(players).fill(0);
  const draws: VarmaDraw[] = [];
  const ordered = groups.filter((g) => g.length > 0).map((g, i) => ({ g, i }));
  ordered.sort((a, b) => b.g.length - a.g.length || a.i - b.i);
  for (const { g } of ordered) {
    const fits = (i: number): boolean => (free[i]?.length ?? 0) >= g.length;
    const pick = (candidates: number[]): number | undefined =>
      candidates.filter(fits).sort((a, b) => (free[a]?.length ?? 0) - (free[b]?.length ?? 0) || a - b)[0];
    const indices = sets.map((_, i) => i);
    const chosen = pick(indices.filter((i) => !used[i])) ?? pick(indices);
    if (chosen === undefined) {
      return err({
        kind: 'varmaGroupTooLarge',
        group: g,
        largestFree: maxOf(free.map((f) => f.length)),
      });
    }
    used[chosen] = true;
    const pool = free[chosen] ?? [];
    const numbers = g.map((p) => {
      const n = take(pool);
      numberOf[p - 1] = n;
      return n;
    });
    draws.push({ group: g, set: sets[chosen]?.label ?? 'A', numbers });
  }
  const rest = free.flat().sort((a, b) => a - b);
  for (let p = 1; p <= players; p++) if (!seen.has(p)) numberOf[p - 1] = take(rest);
  const playerAt: PlayerId[] = new Array<PlayerId>(players).fill(0);
  numberOf.forEach((n, i) => (playerAt[n - 1] = i + 1));
  return ok({ numberOf, playerAt, draws, sets });
}

export function describeVarmaError(e: VarmaError): string {
  switch (e.kind) {
    case 'varmaPlayerCount':
      return `Varma tables exist for ${e.min} to ${e.max} players, not ${e.players}`;
    case 'varmaUnknownPlayer':
      return `Varma group member ${e.player} is not a player number 1..${e.players}`;
    case 'varmaDuplicatePlayer':
      return `player ${e.player} is in more than one Varma group`;
    case 'varmaGroupTooLarge':
      return `Varma group ${e.group.join(',')} has ${e.group.length} players; the largest set left has ${e.largestFree} numbers`;
  }
}
