import { firstOptimalAssignment } from '../matching/assignment.ts';
import type { BracketContext } from './context.ts';
import type { ByeTarget } from './completion.ts';
import { colourViolations } from './criteria.ts';
import { optimality, type Optimality, type Pair, type RemainderInput } from './optimality.ts';
import type { DutchPlayer } from './players.ts';

export type { RemainderInput } from './optimality.ts';

/**
 * 3.4: the first candidate of the remainder in generation order (4.2: transpositions of S2, no
 * exchange) that is as good as the optimum found, without the second matching. Tried in turn:
 * S1[i] v S2[i], the greedy candidate (both with the optimum's downfloaters), then the first
 * optimal transposition found as an assignment problem; undefined when none is (then the matching
 * with the exchange and transposition fields decides).
 */
export function naturalCandidate(input: RemainderInput): Pair[] | undefined {
  const { rolesB, ctx } = input;
  const remainder = rolesB.remainder?.players ?? [];
  const count = rolesB.remainder?.pairs ?? 0;
  const opt = optimality(input);
  const check = (pairs: Pair[] | undefined) => (pairs && opt.accepts(pairs, false) ? pairs : undefined);
  return (
    check(naturalPairs(remainder, count, ctx)) ??
    check(greedyPairs(remainder, count, ctx)) ??
    firstOptimalTransposition(remainder, count, ctx, opt)
  );
}

/** S1[i] v S2[i]. */
function naturalPairs(
  remainder: readonly DutchPlayer[],
  count: number,
  ctx: BracketContext,
): Pair[] | undefined {
  const pairs: Pair[] = [];
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
): Pair[] | undefined {
  const s2 = remainder.slice(count);
  const taken = new Set<DutchPlayer>();
  const pairs: Pair[] = [];
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

/**
 * 4.2: the first transposition of S2 (lexicographic order: S1[0]'s opponent first) as good as the
 * optimum. Pure transpositions form an assignment problem S1 × S2 (extra rows take the downfloaters);
 * every one scores the same on the exchange fields and beats every exchange there, so the first
 * optimal assignment is the candidate the matching would choose. A downfloater that does worse in
 * the next bracket (C8) is ruled out and the assignment solved again.
 */
function firstOptimalTransposition(
  remainder: readonly DutchPlayer[],
  count: number,
  ctx: BracketContext,
  opt: Optimality,
): Pair[] | undefined {
  const s1 = remainder.slice(0, count);
  const s2 = remainder.slice(count);
  const quality = s1.map((a) => s2.map((b) => (ctx.compatible(a, b) ? opt.quality(a, b) : undefined)));
  const costs = compactCosts(quality);
  if (!costs) return undefined;
  const worse = new Set<number>();
  for (let attempt = 0; attempt < MAX_FLOATER_ATTEMPTS; attempt++) {
    const floaterRows = Array.from({ length: s2.length - count }, () =>
      s2.map((_, j) => (worse.has(j) ? undefined : 0)),
    );
    const assignment = firstOptimalAssignment([...costs, ...floaterRows]);
    if (!assignment) return undefined;
    const pairs = s1.map((a, i): Pair => [a, s2[assignment[i]!]!]);
    const verdict = opt.verdict(pairs);
    if (verdict === 'yes') return pairs;
    if (verdict !== 'worseAhead' || floaterRows.length !== 1) return undefined;
    worse.add(assignment[count]!);
  }
  return undefined;
}

const MAX_FLOATER_ATTEMPTS = 8;
/** The quality fields C10–C21 of the weight (see criteria.ts). */
const QUALITY_FROM = 7;
const QUALITY_TO = 19;

/**
 * Quality fields (C10–C21) packed into small non-negative costs (0 = best) exact in doubles, or
 * undefined when they do not fit. The other fields are equal for every remainder pair.
 */
function compactCosts(
  quality: readonly (readonly (readonly bigint[] | undefined)[])[],
): (number | undefined)[][] | undefined {
  const rows = quality.length;
  const width = QUALITY_TO - QUALITY_FROM;
  // Every assignment has `rows` pairs: shifting a field by its minimum moves all alike.
  const min = new Array<bigint | undefined>(width).fill(undefined);
  const max = new Array<bigint>(width).fill(0n);
  for (const row of quality)
    for (const f of row)
      if (f)
        for (let k = 0; k < width; k++) {
          const x = f[k + QUALITY_FROM]!;
          if (min[k] === undefined || x < min[k]!) min[k] = x;
        }
  for (const row of quality)
    for (const f of row)
      if (f)
        for (let k = 0; k < width; k++) {
          const x = f[k + QUALITY_FROM]! - min[k]!;
          if (x > max[k]!) max[k] = x;
        }
  const mult: bigint[] = new Array<bigint>(max.length);
  let m = 1n;
  for (let k = max.length - 1; k >= 0; k--) {
    mult[k] = m;
    m *= max[k]! * BigInt(rows + 1) + 1n;
  }
  const n = BigInt(Math.max(rows, quality[0]?.length ?? 0) + 1);
  if (m * n * n >= 1n << 52n) return undefined;
  const top = m - 1n;
  return quality.map((row) =>
    row.map((f) => {
      if (!f) return undefined;
      let w = 0n;
      for (let k = 0; k < width; k++) w += (f[k + QUALITY_FROM]! - min[k]!) * mult[k]!;
      return Number(top - w);
    }),
  );
}

/**
 * 3.4 perfect candidate of a homogeneous bracket holding everybody still to pair (round 1 above
 * all): S1[i] v S2[i] with every pair allowed and both colour preferences granted, and (odd) the
 * last player, eligible and the best PAB assignee by C5 and C9, without a downfloat in the last
 * two rounds (C14, C16). Nothing beats it on any criterion and it is generated first.
 */
export function perfectCandidate(
  bracket: readonly DutchPlayer[],
  ctx: BracketContext,
  bye: ByeTarget,
): { pairs: Pair[]; floater?: DutchPlayer } | undefined {
  const count = Math.floor(bracket.length / 2);
  const pairs = naturalPairs(bracket, count, ctx);
  if (!pairs) return undefined;
  for (const [a, b] of pairs) {
    const v = colourViolations(a, b, ctx.initialColor);
    if (v.c10 + v.c11 + v.c12 + v.c13 > 0) return undefined;
  }
  const floater = bracket[2 * count];
  if (!floater) return { pairs };
  const downfloated = (r: number): boolean => r >= 1 && floater.floats[r - 1] === 'down';
  if (!floater.pabEligible || !bye(floater) || downfloated(ctx.round - 1) || downfloated(ctx.round - 2))
    return undefined;
  return { pairs, floater };
}
