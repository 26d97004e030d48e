import { pushAll } from '../../arrays.ts';
import { maxWeightMatching } from '../matching/maxWeightMatching.ts';
import { naturalCandidate, perfectCandidate } from './candidates.ts';
import { bestByeTarget, completable, pairAll, type ByeTarget } from './completion.ts';
import type { BracketContext } from './context.ts';
import { edgeWeigher, type FieldWriters, type Roles } from './criteria.ts';
import { edgeList, packEdges, type Field, type FieldsOf } from './packing.ts';
import type { DutchPlayer } from './players.ts';

export interface BracketOutcome {
  readonly pairs: readonly (readonly [DutchPlayer, DutchPlayer])[];
  readonly pab?: DutchPlayer;
}

/**
 * Pairs the players bracket by bracket from the top scoregroup down (1.9). Each bracket is decided
 * by a maximum-weight matching over all players still to pair, so a completion always exists (C4).
 */
export function pairBrackets(
  sorted: readonly DutchPlayer[],
  ctx: BracketContext,
): BracketOutcome | undefined {
  const pairs: (readonly [DutchPlayer, DutchPlayer])[] = [];
  let remaining = [...sorted];
  let mdps: DutchPlayer[] = [];
  const scores = [...new Set(sorted.map((p) => p.score))];
  // A complete pairing must exist before anything else (1.9); C5 then C9 fix the best PAB reachable.
  const roundTarget = bestByeTarget(remaining, ctx);
  if (!roundTarget) return undefined;
  let byeTarget: ByeTarget = roundTarget;
  const solveWith = (players: readonly DutchPlayer[], roles: Roles) => solve(players, roles, ctx, byeTarget);
  for (let g = 0; g < scores.length; g++) {
    const score = scores[g]!;
    // C5/C9 with the brackets above fixed: when their pairs leave the round's best PAB assignee
    // out of reach, the best one still reachable takes over (it decides C9 in a lower bracket).
    if (remaining.length % 2 === 1 && !completable(remaining, ctx, byeTarget))
      byeTarget = bestByeTarget(remaining, ctx) ?? byeTarget;
    const residents = remaining.filter((p) => p.score === score && !mdps.includes(p));
    const bracket = [...mdps, ...residents];
    const next = new Set(remaining.filter((p) => p.score === scores[g + 1]));
    if (bracket.length < 2) {
      mdps = bracket;
      continue;
    }
    // 3.4: a perfect candidate of a bracket holding everybody left (round 1) needs no matching.
    const perfect =
      mdps.length === 0 && residents.length === remaining.length && !ctx.fullSolve
        ? perfectCandidate(residents, ctx, byeTarget)
        : undefined;
    if (perfect) {
      pushAll(pairs, perfect.pairs);
      mdps = perfect.floater ? [perfect.floater] : [];
      remaining = mdps;
      continue;
    }
    let rolesA: Roles = {
      bracket: new Set(bracket),
      pairable: new Set(bracket),
      residentScore: score,
      next,
      c9: false,
      mdps,
      residents,
    };
    let matchA = solveWith(remaining, rolesA);
    // C9 only concerns a bracket that downfloats exactly one player who can take the PAB.
    const inBracketPairs = matchA.filter(([a, b]) => rolesA.bracket.has(a) && rolesA.bracket.has(b)).length;
    const c9 =
      ctx.edition === '2025' &&
      remaining.length % 2 === 1 &&
      bracket.length - 2 * inBracketPairs === 1 &&
      bracket.some((p) => p.pabEligible && byeTarget(p));
    if (c9) {
      rolesA = { ...rolesA, c9 };
      matchA = solveWith(remaining, rolesA);
    }
    const fixed: [DutchPlayer, DutchPlayer][] = [];
    let remainderPairs = 0;
    const pairedMdps = new Set<DutchPlayer>();
    for (const [a, b] of matchA) {
      if (!rolesA.bracket.has(a) || !rolesA.bracket.has(b)) continue;
      if (mdps.includes(a) || mdps.includes(b)) {
        fixed.push([a, b]);
        pairedMdps.add(mdps.includes(a) ? a : b);
      } else remainderPairs++;
    }
    let afterMdp = remaining.filter((p) => !fixed.some(([a, b]) => a === p || b === p));
    const remainder = residents.filter((p) => afterMdp.includes(p));
    const limbo = mdps.filter((p) => !pairedMdps.has(p));
    let bracketPairs: [DutchPlayer, DutchPlayer][] = [...fixed];
    const rolesB: Roles = {
      bracket: new Set([...limbo, ...remainder]),
      pairable: new Set(remainder),
      residentScore: score,
      next,
      c9,
      mdps: [],
      residents: remainder,
      remainder: { players: remainder, pairs: remainderPairs },
    };
    const natural =
      remainderPairs === 0
        ? []
        : ctx.fullSolve
          ? undefined
          : naturalCandidate({
              players: remaining,
              optimum: matchA,
              rolesA,
              rolesB,
              ctx,
              bye: byeTarget,
              unfixed: afterMdp,
              limbo,
            });
    if (natural) pushAll(bracketPairs, natural);
    else {
      const matchB = solveWith(afterMdp, rolesB);
      for (const [a, b] of matchB)
        if (rolesB.pairable.has(a) && rolesB.pairable.has(b)) bracketPairs.push([a, b]);
    }
    bracketPairs = bracketPairs.map(([a, b]) =>
      byOrderIndex(sorted, a) < byOrderIndex(sorted, b) ? [a, b] : [b, a],
    );
    pushAll(pairs, bracketPairs);
    afterMdp = remaining.filter((p) => !bracketPairs.some(([a, b]) => a === p || b === p));
    mdps = bracket.filter((p) => afterMdp.includes(p));
    remaining = afterMdp;
  }
  if (mdps.length > 1) return undefined;
  const pab = mdps[0];
  if (pab && !pab.pabEligible) return undefined;
  return pab ? { pairs, pab } : { pairs };
}

const byOrderIndex = (sorted: readonly DutchPlayer[], p: DutchPlayer): number => sorted.indexOf(p);

/**
 * One maximum-weight matching for a bracket decision; returns the pairs among real players. First
 * over the bracket and the next scoregroup only; that answer stands when the rest can still be
 * paired with the best PAB (then it is also optimal over everyone), otherwise all players are used.
 */
function solve(
  players: readonly DutchPlayer[],
  roles: Roles,
  ctx: BracketContext,
  bye: ByeTarget,
): (readonly [DutchPlayer, DutchPlayer])[] {
  // A remainder that pairs everybody does not touch the rest: it is solved on its own.
  const isolated =
    roles.remainder !== undefined && roles.remainder.pairs * 2 === roles.remainder.players.length;
  if (!isolated && !ctx.fullSolve) {
    const alone = solveBracketAlone(players, roles, ctx, bye);
    if (alone) return alone;
  }
  const local = isolated
    ? players.filter((p) => roles.pairable.has(p))
    : players.filter((p) => roles.bracket.has(p) || roles.next.has(p));
  if (local.length < players.length && !ctx.fullSolve) {
    const pairs = solveOn(local, roles, ctx, false);
    const covered = new Set(pairs.flat());
    if (
      completable(
        players.filter((p) => !covered.has(p)),
        ctx,
        bye,
      )
    )
      return pairs;
  }
  return solveOn(players, roles, ctx, true);
}

/**
 * The bracket alone decides when a matching over its players only (no limbo, the next scoregroup
 * left out) is provably the optimum over the bracket and the next scoregroup:
 * - it pairs all but `bracket.size % 2` of them, which C6 then demands of every candidate, and C7
 *   (the paired players' scores) it maximises over the bracket's own pairs;
 * - C8: an even bracket downfloats nobody, so the next bracket holds the same players whichever
 *   candidate is chosen. An odd one downfloats one player, and every candidate as good on C7
 *   downfloats one of the same score; the next bracket with ours pairs all its players but at most
 *   one of the next scoregroup, the best any such floater allows;
 * - the rest of the field still completes with those pairs, the PAB going to the best assignee
 *   (C4, C5 and C9 through `bye`);
 * - every criterion after C9 is carried by in-bracket pairs only, where the matching is optimal.
 * Undefined otherwise (then the next scoregroup is needed).
 */
function solveBracketAlone(
  players: readonly DutchPlayer[],
  roles: Roles,
  ctx: BracketContext,
  bye: ByeTarget,
): (readonly [DutchPlayer, DutchPlayer])[] | undefined {
  const { bracket, next } = roles;
  const odd = bracket.size % 2 === 1;
  if (roles.remainder || roles.pairable.size !== bracket.size || bracket.size === players.length)
    return undefined;
  const pairs = solveOn(
    players.filter((p) => bracket.has(p)),
    { ...roles, next: new Set() },
    ctx,
    false,
  );
  if (pairs.length * 2 + (odd ? 1 : 0) !== bracket.size) return undefined;
  const paired = new Set(pairs.flat());
  const floater = players.find((p) => bracket.has(p) && !paired.has(p));
  const ahead = floater ? pairAll([...next, floater], ctx, (p) => p !== floater) : [];
  if (!ahead) return undefined;
  for (const p of ahead.flat()) paired.add(p);
  return completable(
    players.filter((p) => !paired.has(p)),
    ctx,
    bye,
  )
    ? pairs
    : undefined;
}

function solveOn(
  players: readonly DutchPlayer[],
  roles: Roles,
  ctx: BracketContext,
  full: boolean,
): (readonly [DutchPlayer, DutchPlayer])[] {
  const n = players.length;
  const odd = full && n % 2 === 1;
  const weigh = edgeWeigher(players, roles, ctx);
  const { list, add } = edgeList((n * (n + 1)) / 2);
  for (let i = 0; i < n; i++) {
    const a = players[i]!;
    for (let j = i + 1; j < n; j++) {
      const b = players[j]!;
      if (ctx.compatible(a, b)) add(i, j, weigh.inBracket(a, b));
    }
    if (odd && a.pabEligible) add(i, n, false);
  }
  const fieldsWith =
    <F extends Field>(w: FieldWriters<F>): FieldsOf<F> =>
    (k, out) => {
      const a = players[list.u[k]!]!;
      const j = list.v[k]!;
      if (j === n) w.byeFieldsInto(a, out);
      else w.pairFieldsInto(a, players[j]!, full, out);
    };
  const maxEdges = Math.floor(n / 2) + 1;
  const edges = weigh.exact
    ? packEdges(list, fieldsWith(weigh.exact), weigh.carried, n + 1, maxEdges, 0)
    : packEdges(list, fieldsWith(weigh), weigh.carried, n + 1, maxEdges);
  const mate = maxWeightMatching(n + (odd ? 1 : 0), edges);
  const out: (readonly [DutchPlayer, DutchPlayer])[] = [];
  for (let i = 0; i < n; i++) {
    const m = mate[i]!;
    if (m > i && m < n) out.push([players[i]!, players[m]!]);
  }
  return out;
}
