import type { BracketContext } from './brackets.ts';
import { colourViolations, edgeWeigher, type Roles } from './criteria.ts';
import { completable, type ByeTarget } from './completion.ts';
import type { DutchPlayer } from './players.ts';

/**
 * 3.4: the first candidate of the remainder (S1[i] v S2[i], no transposition, no exchange) when it
 * is as good as the optimum found (same downfloaters, same quality): accepted without the search.
 */
export function naturalCandidate(
  players: readonly DutchPlayer[],
  remainder: readonly DutchPlayer[],
  count: number,
  optimum: readonly (readonly [DutchPlayer, DutchPlayer])[],
  roles: Roles,
  ctx: BracketContext,
  bye: ByeTarget,
  unfixed: readonly DutchPlayer[],
): [DutchPlayer, DutchPlayer][] | undefined {
  const check = (pairs: [DutchPlayer, DutchPlayer][] | undefined) =>
    pairs && isOptimal(pairs, players, remainder, optimum, roles, ctx, bye, unfixed) ? pairs : undefined;
  return check(naturalPairs(remainder, count, ctx)) ?? check(greedyPairs(remainder, count, ctx));
}

/** S1[i] v S2[i]. */
function naturalPairs(
  remainder: readonly DutchPlayer[],
  count: number,
  ctx: BracketContext,
): [DutchPlayer, DutchPlayer][] | undefined {
  const pairs: [DutchPlayer, DutchPlayer][] = [];
  for (let i = 0; i < count; i++) {
    const a = remainder[i]!;
    const b = remainder[count + i]!;
    if (!ctx.compatible(a, b)) return undefined;
    pairs.push([a, b]);
  }
  return pairs;
}

/**
 * Each S1 player in turn takes the first free S2 player he may meet without a colour violation
 * (C10–C13). If that candidate is optimal it is the first optimal one in transposition order: an
 * earlier one would differ by a pair with a violation, which the optimum does not have.
 */
function greedyPairs(
  remainder: readonly DutchPlayer[],
  count: number,
  ctx: BracketContext,
): [DutchPlayer, DutchPlayer][] | undefined {
  const s2 = remainder.slice(count);
  const taken = new Set<DutchPlayer>();
  const pairs: [DutchPlayer, DutchPlayer][] = [];
  for (let i = 0; i < count; i++) {
    const a = remainder[i]!;
    const b = s2.find((x) => {
      if (taken.has(x) || !ctx.compatible(a, x)) return false;
      const v = colourViolations(a, x, ctx.initialColor);
      return v.c10 + v.c11 + v.c12 + v.c13 === 0;
    });
    if (!b) return undefined;
    taken.add(b);
    pairs.push([a, b]);
  }
  return pairs;
}

/** Same downfloaters as the optimum (or no next bracket and the rest completes) and as good. */
function isOptimal(
  pairs: readonly [DutchPlayer, DutchPlayer][],
  players: readonly DutchPlayer[],
  remainder: readonly DutchPlayer[],
  optimum: readonly (readonly [DutchPlayer, DutchPlayer])[],
  roles: Roles,
  ctx: BracketContext,
  bye: ByeTarget,
  unfixed: readonly DutchPlayer[],
): boolean {
  const inRemainder = new Set(remainder);
  const best = optimum.filter(([a, b]) => inRemainder.has(a) && inRemainder.has(b));
  const floatsBest = new Set(remainder.filter((p) => !best.some(([a, b]) => a === p || b === p)));
  const paired = new Set(pairs.flat());
  const floatsNatural = remainder.filter((p) => !paired.has(p));
  const sameFloats =
    floatsNatural.length === floatsBest.size && floatsNatural.every((p) => floatsBest.has(p));
  if (!sameFloats) {
    // Other downfloaters are as good only without a next bracket (no C8) and if the rest completes.
    if (roles.next.size > 0) return false;
    const used = new Set(pairs.flat());
    if (
      !completable(
        unfixed.filter((p) => !used.has(p)),
        ctx,
        bye,
      )
    )
      return false;
  }
  const weigh = edgeWeigher(players, roles, ctx);
  const total = (ps: readonly (readonly [DutchPlayer, DutchPlayer])[]): bigint =>
    ps.reduce((sum, [a, b]) => sum + weigh.pair(a, b, false), 0n);
  return total(pairs) >= total(best);
}
