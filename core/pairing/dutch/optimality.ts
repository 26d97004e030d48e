import { maxWeightMatching } from '../matching/maxWeightMatching.ts';
import type { BracketContext } from './context.ts';
import { completable, type ByeTarget } from './completion.ts';
import { C, edgeWeigher, FIELD_COUNT, type Roles } from './criteria.ts';
import { edgeList, packEdges } from './packing.ts';
import type { DutchPlayer } from './players.ts';

export type Pair = [DutchPlayer, DutchPlayer];

/** What the remainder shortcuts need from the bracket loop. */
export interface RemainderInput {
  /** Everybody still to pair before the bracket (for the weights). */
  readonly players: readonly DutchPlayer[];
  /** The optimum of the first matching (quality and MDP-pairing). */
  readonly optimum: readonly (readonly [DutchPlayer, DutchPlayer])[];
  readonly rolesA: Roles;
  /** The roles of the remainder matching (its `remainder` is set). */
  readonly rolesB: Roles;
  readonly ctx: BracketContext;
  readonly bye: ByeTarget;
  /** The players not paired after the MDP-pairing. */
  readonly unfixed: readonly DutchPlayer[];
  /** MDPs left unpaired by the MDP-pairing (they float on). */
  readonly limbo: readonly DutchPlayer[];
}

/** 'worseAhead': as heavy, but the downfloaters do worse in the next bracket (C8). */
export type Verdict = 'yes' | 'no' | 'worseAhead' | 'undecided';

export interface Optimality {
  /** The weight of the optimum's pairs in the remainder. */
  readonly target: bigint;
  /** The weight fields of a pair (first matching's roles). */
  readonly quality: (a: DutchPlayer, b: DutchPlayer) => readonly bigint[];
  /**
   * As good as the optimum: as heavy, and the same downfloaters, or (`otherFloaters`) downfloaters
   * that do as well in the next bracket (C8) while the rest still completes (C4).
   */
  readonly accepts: (pairs: readonly Pair[], otherFloaters: boolean) => boolean;
  /** `accepts` with other downfloaters allowed; 'undecided' where only the matching can tell. */
  readonly verdict: (pairs: readonly Pair[]) => Verdict;
}

/** Judges candidates of the remainder against the optimum of the first matching (3.4, C8, C4). */
export function optimality(input: RemainderInput): Optimality {
  const { players, optimum, rolesA, rolesB, ctx, bye, unfixed, limbo } = input;
  const remainder = rolesB.remainder?.players ?? [];
  const inRemainder = new Set(remainder);
  const best = optimum.filter(([a, b]) => inRemainder.has(a) && inRemainder.has(b));
  const floaters = (pairs: readonly (readonly [DutchPlayer, DutchPlayer])[]): DutchPlayer[] => {
    const paired = new Set(pairs.flat());
    return remainder.filter((p) => !paired.has(p));
  };
  const floatsBest = new Set(floaters(best));
  const weigh = edgeWeigher(players, rolesA, ctx);
  const weight = (a: DutchPlayer, b: DutchPlayer): bigint => weigh.pair(a, b, false);
  const total = (ps: readonly (readonly [DutchPlayer, DutchPlayer])[]): bigint =>
    ps.reduce((sum, [a, b]) => sum + weight(a, b), 0n);
  const target = total(best);
  const hasNext = rolesB.next.size > 0;
  // Built on first use: most candidates keep the optimum's downfloaters and need no look-ahead.
  let lookAheadOnce: ReturnType<typeof nextBracketOutcome> | undefined;
  const lookAhead = (fl: readonly DutchPlayer[]) =>
    (lookAheadOnce ??= nextBracketOutcome(players, rolesB, ctx, limbo))(fl);
  // The optimum's own look-ahead, needed only when a candidate has other downfloaters.
  let bestAheadOnce: ReturnType<typeof lookAhead> | undefined;
  const bestAhead = () => (bestAheadOnce ??= lookAhead([...floatsBest]));
  const rest = (
    pairs: readonly (readonly [DutchPlayer, DutchPlayer])[],
    more: readonly (readonly [DutchPlayer, DutchPlayer])[],
  ) => {
    const used = new Set([...pairs.flat(), ...more.flat()]);
    return unfixed.filter((p) => !used.has(p));
  };
  const verdict = (pairs: readonly Pair[]): Verdict => {
    if (total(pairs) < target) return 'no';
    const fl = floaters(pairs);
    if (fl.length === floatsBest.size && fl.every((p) => floatsBest.has(p))) return 'yes';
    // Other downfloaters are as good without a next bracket (no C8) if the rest completes.
    if (!hasNext) return completable(rest(pairs, []), ctx, bye) ? 'yes' : 'no';
    if (rolesB.c9) return 'undecided';
    const ahead = lookAhead(fl);
    const optimum = bestAhead();
    if (ahead.pairs !== optimum.pairs || ahead.scores !== optimum.scores) {
      const worse =
        ahead.pairs < optimum.pairs || (ahead.pairs === optimum.pairs && ahead.scores < optimum.scores);
      // C8 counts C4 too: a look-ahead whose rest cannot complete proves nothing (the matching decides).
      return worse && completable(rest(best, optimum.matching), ctx, bye) ? 'worseAhead' : 'undecided';
    }
    return completable(rest(pairs, ahead.matching), ctx, bye) ? 'yes' : 'undecided';
  };
  const accepts = (pairs: readonly Pair[], otherFloaters: boolean): boolean => {
    if (otherFloaters || !hasNext) return verdict(pairs) === 'yes';
    const fl = floaters(pairs);
    return fl.length === floatsBest.size && fl.every((p) => floatsBest.has(p)) && total(pairs) >= target;
  };
  return { target, quality: (a, b) => weigh.pairFields(a, b, false), accepts, verdict };
}

/**
 * C8 for a choice of downfloaters: the pairs and the paired players' scores (the look-ahead weight
 * fields) of the best matching of the next bracket with those downfloaters and the limbo.
 */
function nextBracketOutcome(
  players: readonly DutchPlayer[],
  rolesB: Roles,
  ctx: BracketContext,
  limbo: readonly DutchPlayer[],
) {
  const weigh = edgeWeigher(players, rolesB, ctx);
  const next = [...rolesB.next];
  return (floaters: readonly DutchPlayer[]) => {
    const pool = [...limbo, ...floaters, ...next];
    const { list, add } = edgeList((pool.length * (pool.length - 1)) / 2);
    for (let i = 0; i < pool.length; i++)
      for (let j = i + 1; j < pool.length; j++) {
        const a = pool[i]!;
        const b = pool[j]!;
        if ((rolesB.next.has(a) || rolesB.next.has(b)) && ctx.compatible(a, b)) add(i, j, false);
      }
    const fieldsOf = (k: number, out: bigint[]): void => {
      weigh.pairFieldsInto(pool[list.u[k]!]!, pool[list.v[k]!]!, false, out);
    };
    const maxEdges = Math.floor(pool.length / 2) + 1;
    const exact = weigh.exact;
    const mate = maxWeightMatching(
      pool.length,
      exact
        ? packEdges(
            list,
            (k, out: number[]) => exact.pairFieldsInto(pool[list.u[k]!]!, pool[list.v[k]!]!, false, out),
            weigh.carried,
            pool.length,
            maxEdges,
            0,
          )
        : packEdges(list, fieldsOf, weigh.carried, pool.length, maxEdges),
    );
    let pairs = 0n;
    let scores = 0n;
    const matching: [DutchPlayer, DutchPlayer][] = [];
    const fields = new Array<bigint>(FIELD_COUNT);
    for (let k = 0; k < list.length; k++) {
      if (mate[list.u[k]!] !== list.v[k]!) continue;
      fieldsOf(k, fields);
      pairs += fields[C.c8Pairs]!;
      scores += fields[C.c8Scores]!;
      matching.push([pool[list.u[k]!]!, pool[list.v[k]!]!]);
    }
    return { pairs, scores, matching };
  };
}
