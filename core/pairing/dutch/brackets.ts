import type { Color } from '../../types.ts';
import { maxCardinalityMatching } from '../matching/maxCardinalityMatching.ts';
import { maxWeightMatching, type WeightedEdge } from '../matching/maxWeightMatching.ts';
import { allocateColour } from './colours.ts';
import type { DutchPlayer } from './players.ts';
import { pow, WeightLayout } from './weights.ts';

/** What the bracket loop needs besides the players. */
export interface BracketContext {
  /** C1, C3 and forbidden pairs: may these two players meet? */
  readonly compatible: (a: DutchPlayer, b: DutchPlayer) => boolean;
  readonly initialColor: Color;
  /** The round being paired (floats of rounds round-1 and round-2 matter). */
  readonly round: number;
  readonly edition: '2025' | '2017';
}

export interface BracketOutcome {
  readonly pairs: readonly (readonly [DutchPlayer, DutchPlayer])[];
  readonly pab?: DutchPlayer;
}

interface Roles {
  /** Members of the bracket being paired (MDPs and residents). */
  readonly bracket: ReadonlySet<DutchPlayer>;
  /** Bracket members that may be paired in it (limbo MDPs of phase B are not). */
  readonly pairable: ReadonlySet<DutchPlayer>;
  readonly residentScore: number;
  /** The next scoregroup (C8 look-ahead). */
  readonly next: ReadonlySet<DutchPlayer>;
  /** C9 applies: the bracket downfloats exactly one player, who may end up with the PAB. */
  readonly c9: boolean;
  /** Phase A: MDPs in order, residents in order (MDP set and MDP-pairing order, 4.4). */
  readonly mdps: readonly DutchPlayer[];
  readonly residents: readonly DutchPlayer[];
  /** Phase B: the remainder in order and the number of pairs it makes (exchanges, 4.2–4.3). */
  readonly remainder?: { readonly players: readonly DutchPlayer[]; readonly pairs: number };
}

const FIELD_COUNT = 26;

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
  const byeTarget = bestByeTarget(remaining, ctx);
  if (!byeTarget) return undefined;
  const solveWith = (players: readonly DutchPlayer[], roles: Roles) => solve(players, roles, ctx, byeTarget);
  for (let g = 0; g < scores.length; g++) {
    const score = scores[g]!;
    const residents = remaining.filter((p) => p.score === score && !mdps.includes(p));
    const bracket = [...mdps, ...residents];
    const next = new Set(remaining.filter((p) => p.score === scores[g + 1]));
    if (bracket.length < 2) {
      mdps = bracket;
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
    const natural =
      remainderPairs > 0
        ? naturalCandidate(remaining, remainder, remainderPairs, matchA, rolesA, ctx, byeTarget, afterMdp)
        : [];
    if (natural) bracketPairs.push(...natural);
    else {
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
      const matchB = solveWith(afterMdp, rolesB);
      for (const [a, b] of matchB)
        if (rolesB.pairable.has(a) && rolesB.pairable.has(b)) bracketPairs.push([a, b]);
    }
    bracketPairs = bracketPairs.map(([a, b]) =>
      byOrderIndex(sorted, a) < byOrderIndex(sorted, b) ? [a, b] : [b, a],
    );
    pairs.push(...bracketPairs);
    afterMdp = remaining.filter((p) => !bracketPairs.some(([a, b]) => a === p || b === p));
    mdps = bracket.filter((p) => afterMdp.includes(p));
    remaining = afterMdp;
  }
  if (mdps.length > 1) return undefined;
  const pab = mdps[0];
  if (pab && !pab.pabEligible) return undefined;
  return pab ? { pairs, pab } : { pairs };
}

/**
 * 3.4: the first candidate of the remainder (S1[i] v S2[i], no transposition, no exchange) when it
 * is as good as the optimum found (same downfloaters, same quality): accepted without the search.
 */
function naturalCandidate(
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

const byOrderIndex = (sorted: readonly DutchPlayer[], p: DutchPlayer): number => sorted.indexOf(p);

/** Who may still take the PAB so that C5 and C9 stay optimal (2025); any eligible player (2017). */
type ByeTarget = (p: DutchPlayer) => boolean;

/** Can these players all be paired (one PAB to a player accepted by `bye` when odd)? */
function completable(players: readonly DutchPlayer[], ctx: BracketContext, bye: ByeTarget): boolean {
  const n = players.length;
  const adj: number[][] = Array.from({ length: n + (n % 2) }, () => []);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      if (ctx.compatible(players[i]!, players[j]!)) {
        adj[i]!.push(j);
        adj[j]!.push(i);
      }
  if (n % 2 === 1)
    players.forEach((p, i) => {
      if (p.pabEligible && bye(p)) {
        adj[i]!.push(n);
        adj[n]!.push(i);
      }
    });
  return maxCardinalityMatching(adj).every((m) => m >= 0);
}

/** C5 (lowest PAB score), then C9 (fewest unplayed games) among complete pairings; undefined: none. */
function bestByeTarget(players: readonly DutchPlayer[], ctx: BracketContext): ByeTarget | undefined {
  const any: ByeTarget = () => true;
  if (!completable(players, ctx, any)) return undefined;
  if (players.length % 2 === 0 || ctx.edition === '2017') return any;
  const scores = [...new Set(players.filter((p) => p.pabEligible).map((p) => p.score))].sort((a, b) => a - b);
  for (const s of scores) {
    const withScore: ByeTarget = (p) => p.score === s;
    if (!completable(players, ctx, withScore)) continue;
    const counts = [...new Set(players.filter((p) => p.score === s).map((p) => p.unplayed))].sort(
      (a, b) => a - b,
    );
    for (const u of counts) {
      const target: ByeTarget = (p) => p.score === s && p.unplayed === u;
      if (completable(players, ctx, target)) return target;
    }
  }
  return undefined;
}

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
  const local = isolated
    ? players.filter((p) => roles.pairable.has(p))
    : players.filter((p) => roles.bracket.has(p) || roles.next.has(p));
  if (local.length < players.length) {
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

function solveOn(
  players: readonly DutchPlayer[],
  roles: Roles,
  ctx: BracketContext,
  full: boolean,
): (readonly [DutchPlayer, DutchPlayer])[] {
  const n = players.length;
  const odd = full && n % 2 === 1;
  const weigh = edgeWeigher(players, roles, ctx);
  const raw: { u: number; v: number; fields: bigint[]; bracket: boolean }[] = [];
  for (let i = 0; i < n; i++) {
    const a = players[i]!;
    for (let j = i + 1; j < n; j++) {
      const b = players[j]!;
      if (ctx.compatible(a, b))
        raw.push({ u: i, v: j, fields: weigh.pairFields(a, b, full), bracket: weigh.inBracket(a, b) });
    }
    if (odd && a.pabEligible) raw.push({ u: i, v: n, fields: weigh.byeFields(a), bracket: false });
  }
  const edges = packCompact(raw, Math.floor(n / 2) + 1);
  const mate = maxWeightMatching(n + (odd ? 1 : 0), edges);
  const out: (readonly [DutchPlayer, DutchPlayer])[] = [];
  for (let i = 0; i < n; i++) {
    const m = mate[i]!;
    if (m > i && m < n) out.push([players[i]!, players[m]!]);
  }
  return out;
}

/**
 * Packs the field vectors into as few bits as the data needs: a field that only in-bracket pairs
 * carry is shifted by its minimum over them (the number of such pairs is fixed by C6, so every
 * candidate moves by the same amount), and each field is as wide as its largest value requires.
 */
function packCompact(
  raw: readonly { u: number; v: number; fields: bigint[]; bracket: boolean }[],
  maxEdges: number,
): WeightedEdge[] {
  for (let f = BRACKET_ONLY_FROM; f < FIELD_COUNT; f++) {
    let min: bigint | undefined;
    for (const e of raw) if (e.bracket && (min === undefined || e.fields[f]! < min)) min = e.fields[f]!;
    if (min !== undefined && min > 0n) for (const e of raw) if (e.bracket) e.fields[f] = e.fields[f]! - min;
  }
  const max = new Array<bigint>(FIELD_COUNT).fill(0n);
  for (const e of raw)
    for (let f = 0; f < FIELD_COUNT; f++) if (e.fields[f]! > max[f]!) max[f] = e.fields[f]!;
  const layout = new WeightLayout(max, maxEdges);
  const edges: WeightedEdge[] = [];
  for (const e of raw) {
    const weight = layout.pack(e.fields);
    if (weight > 0n) edges.push({ u: e.u, v: e.v, weight });
  }
  return edges;
}

/** Fields from C7 on are carried by in-bracket pairs only (C8 fields by next-bracket pairs: 4, 5). */
const BRACKET_ONLY_FROM = 7;

function edgeWeigher(players: readonly DutchPlayer[], roles: Roles, ctx: BracketContext) {
  const { bracket, pairable, next } = roles;
  const maxEdges = Math.floor(players.length / 2) + 1;
  const maxScore = Math.max(0, ...players.map((p) => p.score));
  const maxUnplayed = Math.max(0, ...players.map((p) => p.unplayed));
  // C7 / C8: paired players' scores, lexicographic by score level (base > bracket size).
  const levelsB = [...new Set([...bracket].map((p) => p.score))].sort((a, b) => a - b);
  const baseB = bracket.size + 1;
  const g = (p: DutchPlayer): bigint => pow(baseB, levelsB.indexOf(p.score));
  const nextBracket = new Set([...bracket, ...next]);
  const levelsN = [...new Set([...nextBracket].map((p) => p.score))].sort((a, b) => a - b);
  const baseN = nextBracket.size + 1;
  const g2 = (p: DutchPlayer): bigint => pow(baseN, levelsN.indexOf(p.score));
  // C18–C21: score differences compared by level (distinct differences in the bracket).
  const diffs = [...new Set(levelsB.flatMap((x) => levelsB.map((y) => x - y)).filter((d) => d > 0))].sort(
    (x, y) => x - y,
  );
  const diffCap = pow(baseB, diffs.length + 1);
  const r1 = ctx.round - 1;
  const r2 = ctx.round - 2;
  const floatIn = (p: DutchPlayer, r: number): string | undefined => (r >= 1 ? p.floats[r - 1] : undefined);
  const residentSet = new Set(roles.residents);
  const isResident = (p: DutchPlayer): boolean => residentSet.has(p);
  const mdpIndex = new Map(roles.mdps.map((p, i) => [p, i]));
  const resIndex = new Map(roles.residents.map((p, i) => [p, i]));
  const M0 = roles.mdps.length;
  const nRes = roles.residents.length;
  const rem = roles.remainder;
  const remIndex = new Map((rem?.players ?? []).map((p, i) => [p, i]));
  const remSize = rem?.players.length ?? 0;

  const maxPerEdge: bigint[] = [
    1n, // valid
    BigInt(maxScore + 1), // C5
    1n, // C6
    2n * pow(baseB, levelsB.length), // C7
    1n, // C8 pairs
    2n * pow(baseN, levelsN.length), // C8 scores
    BigInt(maxUnplayed + 1), // C9
    2n, // C10
    2n, // C11
    1n, // C12
    1n, // C13
    2n, // C14
    1n, // C15
    2n, // C16
    1n, // C17
    diffCap, // C18
    diffCap, // C19
    diffCap, // C20
    diffCap, // C21
    pow(2, M0), // MDP set
    BigInt(nRes + 1) * pow(nRes + 1, M0), // MDP pairing (transpositions)
    1n, // exchange: players kept in S1
    BigInt(remSize + 1), // exchange: BSN sum
    pow(2, remSize), // exchange: which S1 players leave
    pow(2, remSize + 1), // exchange: which S2 players enter
    BigInt(remSize + 1) * pow(remSize + 1, remSize), // transposition
  ];
  if (maxPerEdge.length !== FIELD_COUNT) throw new Error('field count');
  const layout = new WeightLayout(maxPerEdge, maxEdges);

  const pairFields = (a: DutchPlayer, b: DutchPlayer, full: boolean): bigint[] => {
    const v = new Array<bigint>(FIELD_COUNT).fill(0n);
    v[0] = full ? 1n : 0n;
    const inBracket = pairable.has(a) && pairable.has(b) && (isResident(a) || isResident(b));
    if (inBracket) {
      const [hi, lo] = a.score > b.score || (a.score === b.score && a.id < b.id) ? [a, b] : [b, a];
      v[2] = 1n;
      v[3] = g(a) + g(b);
      const colour = colourViolations(hi, lo, ctx.initialColor);
      v[7] = BigInt(2 - colour.c10);
      v[8] = BigInt(2 - colour.c11);
      v[9] = BigInt(1 - colour.c12);
      v[10] = BigInt(1 - colour.c13);
      // C14/C16: downfloaters (residents or MDPs left unpaired) with an earlier downfloat; pairing them avoids it.
      const resDown = (r: number): number =>
        (floatIn(a, r) === 'down' ? 1 : 0) + (floatIn(b, r) === 'down' ? 1 : 0);
      v[11] = BigInt(resDown(r1));
      v[13] = BigInt(resDown(r2));
      const differ = hi.score !== lo.score;
      v[12] = differ && floatIn(lo, r1) === 'up' ? 0n : 1n;
      v[14] = differ && floatIn(lo, r2) === 'up' ? 0n : 1n;
      const cost = (cond: boolean): bigint =>
        differ && cond ? pow(baseB, diffs.indexOf(hi.score - lo.score) + 1) : 0n;
      v[15] = diffCap - cost(floatIn(hi, r1) === 'down');
      v[16] = diffCap - cost(floatIn(lo, r1) === 'up');
      v[17] = diffCap - cost(floatIn(hi, r2) === 'down');
      v[18] = diffCap - cost(floatIn(lo, r2) === 'up');
      const m = mdpIndex.get(a) ?? mdpIndex.get(b);
      if (m !== undefined) {
        const r = resIndex.get(mdpIndex.has(a) ? b : a) ?? nRes;
        v[19] = pow(2, M0 - 1 - m);
        v[20] = BigInt(nRes - r) * pow(nRes + 1, M0 - 1 - m);
      }
      if (rem) {
        const ia = remIndex.get(a);
        const ib = remIndex.get(b);
        if (ia !== undefined && ib !== undefined) {
          const top = Math.min(ia, ib);
          const bottom = Math.max(ia, ib);
          const inS1 = top < rem.pairs;
          v[21] = inS1 ? 1n : 0n;
          v[22] = BigInt(remSize - top);
          v[23] = inS1 ? pow(2, rem.pairs - 1 - top) : 0n;
          v[24] = inS1 ? 0n : pow(2, remSize + 1) - pow(2, top - rem.pairs);
          v[25] = BigInt(remSize - bottom) * pow(remSize + 1, remSize - 1 - top);
        }
      }
    } else if (nextBracket.has(a) && nextBracket.has(b) && (next.has(a) || next.has(b))) {
      v[4] = 1n;
      v[5] = g2(a) + g2(b);
    }
    return v;
  };

  const byeFields = (p: DutchPlayer): bigint[] => {
    const v = new Array<bigint>(FIELD_COUNT).fill(0n);
    v[0] = 1n;
    if (ctx.edition === '2025') v[1] = BigInt(maxScore - p.score); // C5 (new in 2025)
    if (roles.c9 && bracket.has(p)) v[6] = BigInt(maxUnplayed - p.unplayed);
    return v;
  };
  const pair = (a: DutchPlayer, b: DutchPlayer, full: boolean): bigint => layout.pack(pairFields(a, b, full));
  return {
    pair,
    pairFields,
    byeFields,
    inBracket: (a: DutchPlayer, b: DutchPlayer) =>
      pairable.has(a) && pairable.has(b) && (isResident(a) || isResident(b)),
  };
}

interface ColourViolations {
  readonly c10: number;
  readonly c11: number;
  readonly c12: number;
  readonly c13: number;
}

/** C10–C13 for one pair, given the colours Art. 5 would allocate. */
export function colourViolations(hi: DutchPlayer, lo: DutchPlayer, initial: Color): ColourViolations {
  const hp = hi.pref;
  const lp = lo.pref;
  const same = hp.color !== undefined && hp.color === lp.color;
  const c12 = same ? 1 : 0;
  const c13 = same && hp.strength >= 2 && lp.strength >= 2 ? 1 : 0;
  let c10 = 0;
  let c11 = 0;
  if (hi.topscorer || lo.topscorer) {
    const hiColour = allocateColour(hi, lo, initial);
    for (const [p, c] of [
      [hi, hiColour],
      [lo, hiColour === 'white' ? 'black' : 'white'],
    ] as const) {
      const cd = p.pref.cd + (c === 'white' ? 1 : -1);
      if (cd > 2 || cd < -2) c10++;
      const n = p.colours.length;
      if (n >= 2 && p.colours[n - 1] === c && p.colours[n - 2] === c) c11++;
    }
  }
  return { c10, c11, c12, c13 };
}
