import type { PlayerId } from '../types.ts';
import type { TiebreakContext, TiebreakSpec, TiebreakValues } from './types.ts';

/** C.07 4.3 types (A subset of games, B own results, C opponents' results, D opponents' prior data). */
export const TIEBREAK_FAMILIES = ['group', 'own', 'buchholz', 'sonneborn', 'rating', 'strength'] as const;
export type TiebreakFamily = (typeof TIEBREAK_FAMILIES)[number];

export interface TiebreakDef {
  readonly code: string;
  readonly name: string;
  readonly family: TiebreakFamily;
  /** Where the rule is defined (C.07 article or seed). */
  readonly rule: string;
  /** `asc`: lower values rank higher (TPN). Reversed by `/R`. */
  readonly order: 'desc' | 'asc';
  /** Per-player values (for DE: see `partition`). */
  readonly compute: (ctx: TiebreakContext, spec: TiebreakSpec) => TiebreakValues;
  /** Group operations (DE) split a tied group themselves, best sub-group first. */
  readonly partition?: (
    ctx: TiebreakContext,
    spec: TiebreakSpec,
    group: readonly PlayerId[],
  ) => readonly (readonly PlayerId[])[];
  /** Needs ratings (dropped with a warning when players are unrated and no `/U` is given). */
  readonly needsRatings?: boolean;
  /** C.07 Art. 8 note: must not be used in round robins. */
  readonly notForRoundRobin?: boolean;
  /** Output precision: values are exact unless a rule rounds them. */
  readonly decimals?: number;
}

/** Per-player values; a player for whom `f` gives `undefined` has no value (C.07 8.2, 10.1) and no entry. */
export function perPlayer(
  ctx: TiebreakContext,
  f: (id: PlayerId) => number | undefined,
): ReadonlyMap<PlayerId, number> {
  const out = new Map<PlayerId, number>();
  for (const id of ctx.ids) {
    const v = f(id);
    if (v !== undefined) out.set(id, v);
  }
  return out;
}
