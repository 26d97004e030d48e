import { maxOf } from '../../arrays.ts';
import { maxCardinalityMatching } from '../matching/maxCardinalityMatching.ts';
import { maxWeightMatching, type WeightedEdge } from '../matching/maxWeightMatching.ts';
import type { DubovPlayer } from './players.ts';

/** What the bracket loop needs besides the players. */
export interface DubovContext {
  /** [C1], [C3] and forbidden pairs: may these two players meet? */
  readonly compatible: (a: DubovPlayer, b: DubovPlayer) => boolean;
  /** [C8]-[C10] do not apply in the last round. */
  readonly lastRound: boolean;
}

export type Pair = readonly [DubovPlayer, DubovPlayer];

const bitLength = (n: number): bigint => BigInt(n.toString(2).length);

/** Does `players` have a legal pairing of everyone ([C4])? */
export function completable<P>(
  players: readonly P[],
  ctx: { readonly compatible: (a: P, b: P) => boolean },
): boolean {
  if (players.length % 2 === 1) return false;
  if (players.length === 0) return true;
  const adj = players.map((a) => {
    const out: number[] = [];
    players.forEach((b, j) => {
      if (a !== b && ctx.compatible(a, b)) out.push(j);
    });
    return out;
  });
  return !maxCardinalityMatching(adj).includes(-1);
}

/**
 * FIDE C.04.4.1 (2026) 3.2: pairs the bracket of the highest remaining scoregroup. `remaining` is
 * every player still to pair, in pairing order (score, then TPN); the residents are those with
 * the top score. Returns the bracket's pairs; undefined when no legal pairing of all remains.
 */
export function pairDubovBracket(remaining: readonly DubovPlayer[], ctx: DubovContext): Pair[] | undefined {
  const top = remaining[0]!.score;
  const residents = remaining.filter((p) => p.score === top);
  const lower = remaining.filter((p) => p.score !== top);
  const upfloaters = chooseUpfloaters(residents, lower, ctx);
  if (!upfloaters) return undefined;
  return pairWithinBracket([...residents, ...upfloaters], ctx);
}

/**
 * 3.2.1-3.2.2: the fewest upfloaters, then the set that best satisfies [C5]-[C10], then the first
 * such set in the order of 4.2.2 (score descending, TPN ascending: the order of `lower`).
 */
function chooseUpfloaters(
  residents: readonly DubovPlayer[],
  lower: readonly DubovPlayer[],
  ctx: DubovContext,
): DubovPlayer[] | undefined {
  // No upfloater at all is the best [C5] can give: taken whenever both parts stay pairable ([C4]).
  if (residents.length % 2 === 0 && completable(residents, ctx) && completable(lower, ctx)) return [];
  const all = [...residents, ...lower];
  const r = residents.length;
  const isRes = (i: number): boolean => i < r;
  const top = residents[0]!.score;
  const w = bitLength(r);
  // Penalty fields, most significant first; each holds a sum over the at most r pairs with a resident.
  const diffs = [...new Set(lower.map((p) => top - p.score))].sort((a, b) => b - a);
  const fields: {
    readonly width: bigint;
    readonly value: (res: DubovPlayer, o: DubovPlayer, up: boolean) => number;
  }[] = [
    // [C5] minimise the number of upfloaters.
    { width: w, value: (_, __, up) => (up ? 1 : 0) },
    // [C6] minimise the score differences of the pairs with an upfloater, the largest first.
    ...diffs.map((d) => ({
      width: w,
      value: (res: DubovPlayer, o: DubovPlayer, up: boolean) => (up && res.score - o.score === d ? 1 : 0),
    })),
    // [C7] minimise the players who do not get their colour preference.
    { width: w, value: (res, o) => (res.side === o.side ? 1 : 0) },
  ];
  if (!ctx.lastRound) {
    const maxUp = maxOf(
      lower.map((p) => p.upfloats),
      1,
    );
    fields.push(
      // [C8] unless it is the last round, minimise the maximum upfloaters among the upfloaters.
      { width: w, value: (_, o, up) => (up && o.maxUpfloater ? 1 : 0) },
      // [C9] unless it is the last round, minimise the times a maximum upfloater is upfloated.
      { width: bitLength(r * maxUp), value: (_, o, up) => (up && o.maxUpfloater ? o.upfloats : 0) },
      // [C10] unless it is the last round, minimise the upfloaters who upfloated in the previous round.
      { width: w, value: (_, o, up) => (up && o.upfloatedLast ? 1 : 0) },
    );
  }
  const totalWidth = fields.reduce((s, f) => s + f.width, 0n);
  // A heavier base than any sum of penalties: every matching of more pairs wins ([C4]).
  const base = 1n << (totalWidth + bitLength(all.length) + 1n);
  const penalty = (i: number, j: number): bigint => {
    if (!isRes(i) && !isRes(j)) return 0n;
    const [res, o] = isRes(i) ? [all[i]!, all[j]!] : [all[j]!, all[i]!];
    const up = !isRes(i) || !isRes(j);
    let pen = 0n;
    for (const f of fields) pen = (pen << f.width) | BigInt(f.value(res, o, up));
    return pen;
  };
  const baseEdges: { u: number; v: number; weight: bigint }[] = [];
  for (let i = 0; i < all.length; i++)
    for (let j = i + 1; j < all.length; j++)
      if (ctx.compatible(all[i]!, all[j]!))
        baseEdges.push({ u: i, v: j, weight: (base - penalty(i, j)) * 2n });
  // Decisions of the tie-break: 'in' pairs only with residents, 'out' never with a resident.
  const status = new Map<number, 'in' | 'out'>();
  const edgesWith = (incentive?: number): WeightedEdge[] =>
    baseEdges
      .filter((e) => {
        for (const x of [e.u, e.v]) {
          const y = x === e.u ? e.v : e.u;
          if (status.get(x) === 'in' && !isRes(y)) return false;
          if (status.get(x) === 'out' && isRes(y)) return false;
        }
        return true;
      })
      .map((e) =>
        incentive !== undefined && (e.u === incentive || e.v === incentive) && (isRes(e.u) || isRes(e.v))
          ? { ...e, weight: e.weight + 1n }
          : e,
      );
  let mate = maxWeightMatching(all.length, edgesWith());
  if (mate.includes(-1)) return undefined;
  const needed = lower.filter((_, k) => isRes(mate[r + k]!)).length;
  const chosen: DubovPlayer[] = [];
  // 3.2.2 / 4.2.2: the first set in sequence order: take each candidate the optimum allows.
  for (let k = 0; k < lower.length && chosen.length < needed; k++) {
    const i = r + k;
    if (!isRes(mate[i]!)) {
      const tried = maxWeightMatching(all.length, edgesWith(i));
      if (!tried.includes(-1) && isRes(tried[i]!)) mate = tried;
    }
    if (isRes(mate[i]!)) {
      status.set(i, 'in');
      chosen.push(lower[k]!);
    } else status.set(i, 'out');
  }
  return chosen;
}

/**
 * 4.3.3: sequence numbers from the (remaining) middle of the list outwards, the higher of two
 * middle players first.
 */
export function middleFirst<T>(list: readonly T[]): T[] {
  const rest = [...list];
  const out: T[] = [];
  while (rest.length > 0) out.push(rest.splice(Math.floor((rest.length - 1) / 2), 1)[0]!);
  return out;
}

/** 4.3.2 / 3.2.5: white seekers by ascending ARO then TPN; black seekers by ascending TPN. */
const byAro = (a: DubovPlayer, b: DubovPlayer): number => a.aro - b.aro || a.id - b.id;
const byTpn = (a: DubovPlayer, b: DubovPlayer): number => a.id - b.id;

/**
 * 3.2.3-3.2.5: G1 (White seekers) against G2, re-composed to equal halves with the fewest players
 * denied their colour ([C7]), then S1 (G1 by ARO) paired with the first legal transposition of G2.
 */
function pairWithinBracket(bracket: readonly DubovPlayer[], ctx: DubovContext): Pair[] | undefined {
  const n = bracket.length;
  // 3.2.3 G1: the White seekers; when nobody in the bracket has played, the first half by TPN.
  const fresh = bracket.every((p) => p.games === 0);
  const byId = [...bracket].sort(byTpn);
  const inG1 = new Set(fresh ? byId.slice(0, n / 2) : bracket.filter((p) => p.side === 'white'));
  const g1 = bracket.filter((p) => inG1.has(p));
  const g2 = bracket.filter((p) => !inG1.has(p));
  // 3.2.4.1 the smaller subgroup (G1 when equal) is A; the other, B.
  const aIsG1 = g1.length <= g2.length;
  const A = aIsG1 ? g1 : g2;
  const B = aIsG1 ? g2 : g1;
  const inA = new Set(A);
  const idx = new Map(bracket.map((p, i) => [p, i]));
  // Shift decisions: 'S' shifted from A to B (3.2.4.1), 'T' from B to A (3.2.4.2); 'no' kept.
  const status = new Map<DubovPlayer, 'S' | 'T' | 'no'>();
  const sameGroup = (a: DubovPlayer, b: DubovPlayer): boolean => inA.has(a) === inA.has(b);
  const allowed = (a: DubovPlayer, b: DubovPlayer): boolean => {
    if (!ctx.compatible(a, b)) return false;
    const sa = status.get(a);
    const sb = status.get(b);
    // A shifted player stays paired inside its own subgroup, with a partner that is not shifted.
    if ((sa === 'S' || sa === 'T' || sb === 'S' || sb === 'T') && !sameGroup(a, b)) return false;
    if (sameGroup(a, b) && sa !== undefined && sa === sb) return false;
    return true;
  };
  // [C7]: minimise the pairs inside one subgroup (each denies one player his colour).
  const big = BigInt(n + 2);
  const solve = (): number[] | undefined => {
    const edges: WeightedEdge[] = [];
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) {
        const a = bracket[i]!;
        const b = bracket[j]!;
        if (allowed(a, b)) edges.push({ u: i, v: j, weight: sameGroup(a, b) ? big - 1n : big });
      }
    const mate = maxWeightMatching(n, edges);
    return mate.includes(-1) ? undefined : mate;
  };
  const inside = (mate: readonly number[]): number =>
    bracket.filter((p, i) => inA.has(p) && inA.has(bracket[mate[i]!]!)).length / 2;
  let mate = solve();
  if (!mate) return undefined;
  const p = inside(mate);
  // Each shifted player's pair is inside its subgroup; its partner stays.
  const choose = (
    group: readonly DubovPlayer[],
    list: readonly DubovPlayer[],
    mark: 'S' | 'T',
    count: number,
  ) => {
    let taken = 0;
    for (const x of middleFirst(list)) {
      if (taken === count) break;
      if (status.has(x) || !group.includes(x)) continue;
      const partner = bracket[mate![idx.get(x)!]!]!;
      const witnessed = sameGroup(x, partner) && status.get(partner) !== mark;
      status.set(x, mark);
      if (!witnessed) {
        const tried = solve();
        if (tried && inside(tried) === p) mate = tried;
        else {
          status.set(x, 'no');
          continue;
        }
      }
      taken++;
    }
  };
  const sortA = aIsG1 ? byAro : byTpn;
  const sortB = aIsG1 ? byTpn : byAro;
  // 3.2.4.1 shift p players of A that must be paired together into B.
  if (p > 0) choose(A, [...A].sort(sortA), 'S', p);
  const shiftedS = A.filter((x) => status.get(x) === 'S');
  // 3.2.4.2 equalise: shift players of (the enlarged) B into A, numbered over B's whole list.
  const q = (B.length - A.length) / 2 + p;
  if (q > 0) choose(B, [...B, ...shiftedS].sort(sortB), 'T', q);
  const shiftedT = B.filter((x) => status.get(x) === 'T');
  const newA = [...A.filter((x) => status.get(x) !== 'S'), ...shiftedT];
  const newB = [...B.filter((x) => status.get(x) !== 'T'), ...shiftedS];
  const G1 = aIsG1 ? newA : newB;
  const G2 = aIsG1 ? newB : newA;
  // 3.2.5 S1: G1 by ascending ARO, then TPN; T2: the first transposition of G2 (4.4.2: by TPN)
  // that yields a legal pairing.
  return firstTransposition([...G1].sort(byAro), [...G2].sort(byTpn), ctx);
}

/**
 * 3.2.5 / 4.4.2: S1[i] meets T2[i]; T2 is the first transposition (lexicographic in G2's order)
 * with every pair legal: for each S1 player in turn, the first G2 player the rest can be
 * completed around (augmenting paths on the bipartite graph of legal pairs).
 */
function firstTransposition(
  s1: readonly DubovPlayer[],
  g2: readonly DubovPlayer[],
  ctx: DubovContext,
): Pair[] | undefined {
  const n = s1.length;
  if (g2.length !== n) return undefined;
  const ok = s1.map((a) => g2.map((b) => ctx.compatible(a, b)));
  const fixed = new Array<boolean>(n).fill(false);
  const mateL = new Array<number>(n).fill(-1);
  const mateR = new Array<number>(n).fill(-1);
  // Kuhn's augmenting path from left vertex u; right vertices held by fixed players stay put.
  const augment = (u: number, seen: boolean[]): boolean => {
    for (let v = 0; v < n; v++) {
      if (!ok[u]![v] || seen[v]) continue;
      seen[v] = true;
      const w = mateR[v]!;
      if (w === -1 || (!fixed[w] && augment(w, seen))) {
        mateL[u] = v;
        mateR[v] = u;
        return true;
      }
    }
    return false;
  };
  for (let u = 0; u < n; u++) if (!augment(u, new Array<boolean>(n).fill(false))) return undefined;
  for (let u = 0; u < n; u++) {
    for (let v = 0; v < n; v++) {
      if (!ok[u]![v] || fixed[mateR[v]!]) continue;
      if (mateL[u] === v) break;
      // Give v to u; v's partner w must then reach the G2 player u leaves free.
      const w = mateR[v]!;
      const old = mateL[u]!;
      mateR[old] = -1;
      mateL[u] = v;
      mateR[v] = u;
      mateL[w] = -1;
      fixed[u] = true;
      if (augment(w, new Array<boolean>(n).fill(false))) break;
      fixed[u] = false;
      mateL[u] = old;
      mateR[old] = u;
      mateL[w] = v;
      mateR[v] = w;
    }
    fixed[u] = true;
  }
  return s1.map((a, u) => [a, g2[mateL[u]!]!] as const);
}
