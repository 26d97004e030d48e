import { maxCardinalityMatching } from '../matching/maxCardinalityMatching.ts';
import { maxWeightMatching, type WeightedEdge } from '../matching/maxWeightMatching.ts';
import { byIndex, type BursteinPlayer } from './players.ts';

export interface BursteinContext {
  /** [C1], [C3] and forbidden pairs: may these two players meet? */
  readonly compatible: (a: BursteinPlayer, b: BursteinPlayer) => boolean;
  /** No local solve (the cross-check of the shortcut). */
  readonly fullSolve?: boolean;
}

export type Pair = readonly [BursteinPlayer, BursteinPlayer];

const bitLength = (n: number): bigint => BigInt(n.toString(2).length);

/**
 * FIDE C.04.4.2 (2025) 3.2: pairs one bracket, the incoming floaters plus the highest remaining
 * scoregroup, within one weighted matching over every player still to pair (so that [C4], a
 * complete pairing of all, holds). Returns the bracket's pairs and its outgoing floaters; undefined
 * when no legal pairing of everybody remains.
 */
export function pairBursteinBracket(
  incoming: readonly BursteinPlayer[],
  rest: readonly BursteinPlayer[],
  ctx: BursteinContext,
): { pairs: Pair[]; floaters: BursteinPlayer[] } | undefined {
  const top = rest[0]!.score;
  // 1.2.2 the bracket: the incoming floaters and the residents (the scoregroup).
  const bracket = [...incoming, ...rest.filter((p) => p.score === top)].sort(byIndex);
  const after = rest.filter((p) => p.score !== top);
  const nextScore = after[0]?.score;
  const next = after.filter((p) => p.score === nextScore);
  const others = after.filter((p) => p.score !== nextScore);
  const all = [...bracket, ...next, ...others];
  const k = bracket.length;
  const nb = k + next.length;
  const inB = (i: number): boolean => i < k;
  const inBN = (i: number): boolean => i < nb;
  const scoreClasses = (players: readonly BursteinPlayer[]): Map<number, number> =>
    new Map([...new Set(players.map((p) => p.score))].sort((a, b) => a - b).map((s, i) => [s, i]));
  const bClass = scoreClasses(bracket);
  const bnClass = scoreClasses(all.slice(0, nb));
  const w = bitLength(nb);
  // Penalty fields, least significant first, each wide enough for its sum over a whole pairing.
  let offset = 0n;
  const field = (width: bigint): bigint => {
    const at = offset;
    offset += width;
    return at;
  };
  // [C8] minimise the players in the bracket's pairs who do not get their colour preference.
  const c8 = field(w);
  // [C7] the next bracket as [C5] and [C6] would have it: fewest outgoing floaters, then (per
  // score, the highest first) the fewest of each score.
  const c7scores = [...bnClass.keys()].map(() => field(w));
  const c7 = field(w);
  // [C6] minimise the scores of the outgoing floaters, taken in descending order.
  const c6scores = [...bClass.keys()].map(() => field(w));
  // [C5] maximise the number of pairs (minimise the outgoing floaters).
  const c5 = field(w);
  const qualityBits = offset;
  const penalty = (i: number, j: number): bigint => {
    let pen = 0n;
    for (const [x, y] of [
      [i, j],
      [j, i],
    ] as const) {
      if (inB(x) && !inB(y)) {
        pen += 1n << c5;
        pen += 1n << c6scores[bClass.get(all[x]!.score)!]!;
      }
      if (inBN(x) && !inBN(y)) {
        pen += 1n << c7;
        pen += 1n << c7scores[bnClass.get(all[x]!.score)!]!;
      }
    }
    const a = all[i]!;
    const b = all[j]!;
    if (inB(i) && inB(j) && a.side !== undefined && a.side === b.side) pen += 1n << c8;
    return pen;
  };
  // 4.3 the first pairing in order: BSN 1's opponent as low in the ranking as possible (a float,
  // BSN 0, last), then BSN 2's, …: pair (i < j) adds j·M^(k-i), which outweighs every later BSN.
  const radix = 1n << bitLength(k + 2);
  const orderBits = bitLength(k) + BigInt(k + 1) * bitLength(k + 2);
  const power: bigint[] = [1n];
  for (let e = 1; e <= k; e++) power.push(power[e - 1]! * radix);
  const order = (i: number, j: number): bigint => (inB(i) && inB(j) ? BigInt(j + 1) * power[k - 1 - i]! : 0n);
  // A complete pairing first ([C4]): the base outweighs every sum of penalties and orders.
  const base = 1n << (qualityBits + bitLength(all.length) + 2n);
  const alone =
    ctx.fullSolve || k >= all.length ? undefined : k % 2 === 0 ? bracketAlone() : oddBracketAlone();
  if (alone) return alone;
  const local = !ctx.fullSolve && 2 * nb < all.length ? localSolve() : undefined;
  if (local) return local;
  const edges: WeightedEdge[] = [];
  for (let i = 0; i < all.length; i++)
    for (let j = i + 1; j < all.length; j++)
      if (ctx.compatible(all[i]!, all[j]!))
        edges.push({ u: i, v: j, weight: ((base - penalty(i, j)) << orderBits) + order(i, j) });
  const mate = maxWeightMatching(all.length, edges);
  if (mate.includes(-1)) return undefined;
  return outcome(mate);

  function outcome(mate: readonly number[]): { pairs: Pair[]; floaters: BursteinPlayer[] } {
    const pairs: Pair[] = [];
    const floaters: BursteinPlayer[] = [];
    for (let i = 0; i < k; i++) {
      const m = mate[i]!;
      if (!inB(m)) floaters.push(all[i]!);
      else if (i < m) pairs.push([all[i]!, all[m]!]);
    }
    return { pairs, floaters };
  }

  /**
   * An even bracket that pairs in full while everybody below can be paired too: then no floater
   * ([C5], [C6] at their best), the players below are the same whatever the bracket does ([C7]),
   * and only the bracket's own pairs carry [C8] and the order of 4.3, so the matching on the
   * bracket alone is the whole matching's decision. Undefined when either pairing does not exist.
   */
  function bracketAlone(): { pairs: Pair[]; floaters: BursteinPlayer[] } | undefined {
    const inside: WeightedEdge[] = [];
    for (let i = 0; i < k; i++)
      for (let j = i + 1; j < k; j++)
        if (ctx.compatible(all[i]!, all[j]!))
          inside.push({ u: i, v: j, weight: ((base - penalty(i, j)) << orderBits) + order(i, j) });
    const mate = maxWeightMatching(k, inside);
    if (mate.some((m) => m < 0)) return undefined;
    const below = all.slice(k);
    const adj = below.map((a, x) => below.flatMap((b, y) => (x !== y && ctx.compatible(a, b) ? [y] : [])));
    if (!maxCardinalityMatching(adj).every((m) => m >= 0)) return undefined;
    return outcome(mate);
  }

  /**
   * An odd bracket: one floater at best ([C5]). The bracket and one vertex standing for "floats
   * into the next scoregroup" (at [C5] and [C6] for the floater's score) give the floater with the
   * least [C6], then [C8] and the order of 4.3, ignoring [C7]; that is the whole matching's
   * decision when [C7] is at its least anyway: the next scoregroup with the floater pairs in full,
   * or (odd) all but one of its own players, who pairs further down, and the rest can be paired.
   */
  function oddBracketAlone(): { pairs: Pair[]; floaters: BursteinPlayer[] } | undefined {
    const edges: WeightedEdge[] = [];
    for (let i = 0; i < k; i++) {
      for (let j = i + 1; j < k; j++)
        if (ctx.compatible(all[i]!, all[j]!))
          edges.push({ u: i, v: j, weight: ((base - penalty(i, j)) << orderBits) + order(i, j) });
      if (next.some((n) => ctx.compatible(all[i]!, n)))
        edges.push({ u: i, v: k, weight: (base - penalty(i, k)) << orderBits });
    }
    const mate = maxWeightMatching(k + 1, edges);
    if (mate.some((m) => m < 0)) return undefined;
    const floater = all[mate[k]!]!;
    const withFloater = [floater, ...next];
    if (withFloater.length % 2 === 0) {
      if (!pairable(withFloater) || !pairable(others)) return undefined;
    } else if (
      !next.slice(-3).some((n) => pairable(withFloater.filter((x) => x !== n)) && pairable([n, ...others]))
    )
      return undefined;
    return outcome(mate);
  }

  function pairable(players: readonly BursteinPlayer[]): boolean {
    if (players.length % 2 === 1) return false;
    const adj = players.map((a, x) =>
      players.flatMap((b, y) => (x !== y && ctx.compatible(a, b) ? [y] : [])),
    );
    return maxCardinalityMatching(adj).every((m) => m >= 0);
  }

  /**
   * The same decision on the bracket and the next scoregroup alone, when it provably is one: every
   * player there is paired inside, or leaves for a player further down at the penalty such a pair
   * carries (a vertex of his own stands for "further down"). Pairs further down carry no penalty
   * and no order, so this optimum is the whole one as soon as those who leave and everybody further
   * down can be paired ([C4]); otherwise undefined, and the matching over everybody decides.
   */
  function localSolve(): { pairs: Pair[]; floaters: BursteinPlayer[] } | undefined {
    const out = all.slice(nb);
    const leaves = (i: number): boolean => out.some((o) => ctx.compatible(all[i]!, o));
    const localEdges: WeightedEdge[] = [];
    for (let i = 0; i < nb; i++) {
      for (let j = i + 1; j < nb; j++)
        if (ctx.compatible(all[i]!, all[j]!))
          localEdges.push({ u: i, v: j, weight: ((2n * base - penalty(i, j)) << orderBits) + order(i, j) });
      // Every inside pair covers two players, a leaving one one: half the base each keeps the sums even.
      if (leaves(i)) localEdges.push({ u: i, v: nb + i, weight: (base - penalty(i, nb)) << orderBits });
    }
    const mate = maxWeightMatching(2 * nb, localEdges);
    for (let i = 0; i < nb; i++) if (mate[i]! < 0) return undefined;
    const leaving = all.slice(0, nb).filter((_, i) => mate[i]! >= nb);
    // Those who leave meet players further down, never each other; the rest pair among themselves.
    const down = [...leaving, ...out];
    const adj = down.map((a, x) =>
      down.flatMap((b, y) =>
        x !== y && (x >= leaving.length || y >= leaving.length) && ctx.compatible(a, b) ? [y] : [],
      ),
    );
    if (!maxCardinalityMatching(adj).every((m) => m >= 0)) return undefined;
    return outcome(mate);
  }
}
