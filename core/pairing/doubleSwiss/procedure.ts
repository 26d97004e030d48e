import { pushAll } from '../../arrays.ts';
import { maxCardinalityMatching } from '../matching/maxCardinalityMatching.ts';
import { maxWeightMatching, type WeightedEdge } from '../matching/maxWeightMatching.ts';
import type { PlayerId } from '../../types.ts';

/** A player as the round-pairing procedure of C.04.5 (2026) Article 3 sees him. */
export interface Contender {
  readonly id: PlayerId;
  /** Tournament Pairing Number (1.1). */
  readonly tpn: number;
  /** Pairing score in half-points (1.2.1). */
  readonly score: number;
  /** Matches that were meetings (not forfeited): 3.4.3. */
  readonly matchesPlayed: number;
  /** [C2]: already had a PAB, a full-point bye or a match won by forfeit. */
  readonly pabBarred: boolean;
  /** 1.5: met an opponent with a different score in the previous round. */
  readonly floatedPrevious: boolean;
}

export interface ProcedureInput {
  readonly contenders: readonly Contender[];
  /** [C1] and forbidden pairs: may these two be paired? */
  readonly compatible: (a: Contender, b: Contender) => boolean;
  /** The float criteria [C7] and [C8] do not apply in the last round. */
  readonly lastRound: boolean;
}

export interface ProcedureOutcome {
  readonly pab?: Contender;
  /** Pairs in bracket order, each [top member, bottom member] of its bracket. */
  readonly pairs: readonly (readonly [Contender, Contender])[];
}

/** Perfect matching of `vs` under `allowed` (warm-started from `seed` when given); undefined: none. */
function perfectMatching(
  vs: readonly Contender[],
  allowed: (a: number, b: number) => boolean,
  seed?: Int32Array,
): Int32Array | undefined {
  const n = vs.length;
  if (n % 2 === 1) return undefined;
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      if (allowed(i, j)) {
        adj[i]!.push(j);
        adj[j]!.push(i);
      }
  let initial: Int32Array | undefined;
  if (seed) {
    initial = new Int32Array(n).fill(-1);
    for (let i = 0; i < n; i++) {
      const j = seed[i]!;
      if (j > i && allowed(i, j)) {
        initial[i] = j;
        initial[j] = i;
      }
    }
  }
  const mate = maxCardinalityMatching(adj, initial);
  return mate.every((m) => m >= 0) ? mate : undefined;
}

/**
 * The round-pairing of C.04.5 (2026) 3.3: the PAB first (3.4), then, while players are left, the
 * top scoregroup with its set of upfloaters (3.5) paired as one bracket (3.6). Undefined when no
 * round-pairing complies with the absolute criteria [C1]-[C3] (3.3.3: no valid pairing).
 */
export function pairRound(input: ProcedureInput): ProcedureOutcome | undefined {
  const { compatible } = input;
  let unpaired = [...input.contenders].sort((a, b) => b.score - a.score || a.tpn - b.tpn);
  const pairableAll = (vs: readonly Contender[]): boolean =>
    perfectMatching(vs, (i, j) => compatible(vs[i]!, vs[j]!)) !== undefined;
  let pab: Contender | undefined;
  if (unpaired.length % 2 === 1) {
    // 3.4.2 lowest score, 3.4.3 most matches played, 3.4.4 largest TPN; [C2] and 3.4.1 (the rest
    // must still be pairable, [C3]).
    const order = unpaired
      .filter((c) => !c.pabBarred)
      .sort((a, b) => a.score - b.score || b.matchesPlayed - a.matchesPlayed || b.tpn - a.tpn);
    pab = order.find((c) => pairableAll(unpaired.filter((x) => x !== c)));
    if (!pab) return undefined;
    unpaired = unpaired.filter((x) => x !== pab);
  } else if (!pairableAll(unpaired)) return undefined;
  const pairs: (readonly [Contender, Contender])[] = [];
  while (unpaired.length > 0) {
    const top = unpaired[0]!.score;
    const residents = unpaired.filter((c) => c.score === top);
    const lower = unpaired.filter((c) => c.score < top);
    const upfloaters = chooseUpfloaters(residents, lower, input);
    // Cannot happen: the rest was pairable, so some set of upfloaters leaves it pairable.
    if (!upfloaters) return undefined;
    const bracket = [...residents, ...upfloaters].sort((a, b) => a.tpn - b.tpn);
    const inBracket = new Set(bracket);
    pushAll(pairs, pairBracket(bracket, new Set(upfloaters), input));
    unpaired = unpaired.filter((c) => !inBracket.has(c));
  }
  return pab ? { pab, pairs } : { pairs };
}

/**
 * 3.5: the set of upfloaters. [C4] as few as possible; then [C5] their scores as high as possible
 * (fewest from the lowest score first); then [C6] the look-ahead to the following scoregroup; then
 * [C7] fewest who floated in the previous round (not in the last round); ties by the order of 3.5.4
 * (candidates by descending score, then ascending TPN; sets compared lexicographically). A set must
 * leave the bracket and the rest pairable ([C1], [C3]).
 */
function chooseUpfloaters(
  residents: readonly Contender[],
  lower: readonly Contender[],
  input: ProcedureInput,
): readonly Contender[] | undefined {
  const { compatible } = input;
  // 3.5.3: candidates by descending score, then ascending TPN.
  const candidates = [...lower].sort((a, b) => b.score - a.score || a.tpn - b.tpn);
  const pairable = (vs: readonly Contender[], seed?: Int32Array): Int32Array | undefined =>
    perfectMatching(vs, (i, j) => compatible(vs[i]!, vs[j]!), seed);
  const lowerMate = pairable(candidates);
  const indexInLower = new Map(candidates.map((c, i) => [c, i]));
  const restPairable = (set: readonly Contender[]): boolean => {
    const out = new Set(set);
    const rest = candidates.filter((c) => !out.has(c));
    if (!lowerMate) return pairable(rest) !== undefined;
    const seed = new Int32Array(rest.length).fill(-1);
    const pos = new Map(rest.map((c, i) => [c, i]));
    rest.forEach((c, i) => {
      const partner = candidates[lowerMate[indexInLower.get(c)!]!]!;
      const j = pos.get(partner);
      if (j !== undefined) seed[i] = j;
    });
    return pairable(rest, seed) !== undefined;
  };
  const feasible = (set: readonly Contender[]): boolean =>
    pairable([...residents, ...set]) !== undefined && restPairable(set);
  const floats = (c: Contender): number => (!input.lastRound && c.floatedPrevious ? 1 : 0);
  const following = candidates[0]?.score;
  // [C6] of a feasible set: what the following scoregroup's bracket then needs.
  const c6 = (set: readonly Contender[]): number => {
    const out = new Set(set);
    return lookAheadCost(
      candidates.filter((c) => !out.has(c)),
      following,
      input,
    );
  };
  const compare = (a: readonly number[], b: readonly number[]): number => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return 0;
  };
  for (let k = residents.length % 2; k <= candidates.length; k += 2) {
    if (k === 0) {
      if (feasible([])) return [];
      continue;
    }
    if (k === 1) {
      // One upfloater: [C5] is his score, so the highest score with a feasible candidate; among
      // those, [C6], then [C7], then the smallest TPN (3.5.4).
      let best: { c: Contender; key: number[] } | undefined;
      for (const c of candidates) {
        if (best && c.score < best.c.score) break;
        if (!feasible([c])) continue;
        const key = [c6([c]), floats(c)];
        if (!best || compare(key, best.key) < 0) best = { c, key };
        if (key[0] === 0 && key[1] === 0) break;
      }
      if (best) return [best.c];
      continue;
    }
    // Several upfloaters: one matching decides the criteria, then 3.5.4's first set.
    return severalUpfloaters(residents, candidates, input, floats);
  }
  return undefined;
}

/**
 * 3.5 when the bracket needs two upfloaters or more. Every criterion adds up over the pairs of a
 * pairing of everybody left (the bracket's pairs and the pairs below it): [C4] one per
 * resident-lower pair, [C5] one per upfloater at his score (the lowest score weighs most), [C6] one
 * per pair of the following scoregroup with a player below it (the parity part is the same for
 * every set with the same [C5] counts), [C7] one per upfloater who floated in the previous round.
 * A minimum-cost perfect matching ([C1], [C3]) gives the best value; then each candidate in 3.5.4
 * order is an upfloater if that value can still be reached with him, until the set is complete.
 */
function severalUpfloaters(
  residents: readonly Contender[],
  candidates: readonly Contender[],
  input: ProcedureInput,
  floats: (c: Contender) => number,
): readonly Contender[] | undefined {
  const r = residents.length;
  const vs = [...residents, ...candidates];
  const n = vs.length;
  const following = candidates[0]?.score;
  const levels = [...new Set(candidates.map((c) => c.score))].sort((a, b) => a - b);
  // Fields, most significant first: [C4], [C5] per score from the lowest, [C6], [C7]; each wide
  // enough that no pairing's sum of the fields below reaches one unit of it.
  const widths = [r + 1, ...levels.map(() => r + 1), n + 1, r + 1].map(BigInt);
  const unit: bigint[] = new Array<bigint>(widths.length).fill(1n);
  for (let f = widths.length - 2; f >= 0; f--) unit[f] = unit[f + 1]! * widths[f + 1]!;
  const total = unit[0]! * widths[0]!;
  const c6Field = 1 + levels.length;
  const c7Field = c6Field + 1;
  const levelOf = new Map(levels.map((sc, i) => [sc, 1 + i]));
  // 0 free, 1 an upfloater, 2 not an upfloater.
  const role = new Int8Array(n);
  const cost = (i: number, j: number): bigint | undefined => {
    if (!input.compatible(vs[i]!, vs[j]!)) return undefined;
    if (j < r) return 0n;
    if (i < r) {
      if (role[j] === 2) return undefined;
      const u = vs[j]!;
      return unit[0]! + unit[levelOf.get(u.score)!]! + BigInt(floats(u)) * unit[c7Field]!;
    }
    if (role[i] === 1 || role[j] === 1) return undefined;
    return (vs[i]!.score === following) !== (vs[j]!.score === following) ? unit[c6Field]! : 0n;
  };
  const solve = (): { value: bigint; mate: number[] } | undefined => {
    const edges: WeightedEdge[] = [];
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) {
        const c = cost(i, j);
        if (c !== undefined) edges.push({ u: i, v: j, weight: total - c });
      }
    const mate = maxWeightMatching(n, edges);
    if (!mate.every((m) => m >= 0)) return undefined;
    let value = 0n;
    for (let i = 0; i < n; i++) if (mate[i]! > i) value += cost(i, mate[i]!)!;
    return { value, mate };
  };
  let best = solve();
  if (!best) return undefined;
  const target = best.value;
  const floating = (mate: readonly number[], j: number): boolean => mate[j]! < r;
  const k = vs.slice(r).filter((_, j) => floating(best!.mate, r + j)).length;
  const chosen: Contender[] = [];
  for (let j = r; j < n && chosen.length < k; j++) {
    role[j] = 1;
    if (!floating(best.mate, j)) {
      const m = solve();
      if (m && m.value === target) best = m;
      else role[j] = 2;
    }
    if (role[j] === 1) chosen.push(vs[j]!);
  }
  return chosen;
}

/**
 * [C6] (C.04.5 (2026) 2.3.3, the words of C.04.6 2.3.3): the upfloaters the following scoregroup
 * (the highest score below the bracket, `following`) will need beyond its own parity once the
 * bracket has taken its set; 0 when that scoregroup has nobody left. `next`: the players left
 * (pairable, [C3]), by descending score. The fewest upfloaters a bracket needs is the fewest
 * resident-lower pairs in a pairing of everybody left (a pair of two upfloaters could stay below).
 */
function lookAheadCost(
  next: readonly Contender[],
  following: number | undefined,
  input: ProcedureInput,
): number {
  if (next.length === 0 || next[0]!.score !== following) return 0;
  const top = next.filter((c) => c.score === following);
  const below = next.slice(top.length);
  const parity = top.length % 2;
  const ok = (vs: readonly Contender[]): boolean =>
    perfectMatching(vs, (i, j) => input.compatible(vs[i]!, vs[j]!)) !== undefined;
  // Quick answers for the parity minimum: nobody, or one of the first few candidates (3.5.3).
  if (parity === 0 && ok(top) && ok(below)) return 0;
  if (parity === 1)
    for (const u of below.slice(0, 3)) if (ok([...top, u]) && ok(below.filter((x) => x !== u))) return 0;
  // Otherwise a matching of everybody left, each resident-lower pair costing one.
  const n = next.length;
  const edges: WeightedEdge[] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      if (input.compatible(next[i]!, next[j]!))
        edges.push({ u: i, v: j, weight: BigInt(2 * n + 1 - (i < top.length && j >= top.length ? 1 : 0)) });
  const mate = maxWeightMatching(n, edges);
  let cross = 0;
  for (let i = 0; i < top.length; i++) if (mate[i]! >= top.length) cross++;
  return cross - parity;
}

const TOP = 1;
const BOTTOM = 2;

/**
 * 3.6: the bracket's pairing. The members sit in TPN order; in each pair the smaller TPN is the top
 * member. Among the pairings that comply with [C1] and have the fewest [C8] failures (an upfloater's
 * opponent who floated in the previous round; not in the last round), the first in the order of
 * the Pairing Identifiers (3.6.2): the top members in ascending TPN, then the bottom members in the
 * order of their top members, compared lexicographically. Decided member by member: each player is
 * a top member if he can be, then each top member takes the smallest bottom member he can.
 */
function pairBracket(
  bracket: readonly Contender[],
  upfloaters: ReadonlySet<Contender>,
  input: ProcedureInput,
): (readonly [Contender, Contender])[] {
  const n = bracket.length;
  if (n === 0) return [];
  const c8 = (i: number, j: number): number => {
    if (input.lastRound) return 0;
    const a = bracket[i]!;
    const b = bracket[j]!;
    const ua = upfloaters.has(a);
    const ub = upfloaters.has(b);
    if (ua === ub) return 0;
    return (ua ? b : a).floatedPrevious ? 1 : 0;
  };
  const compatible = (i: number, j: number): boolean => input.compatible(bracket[i]!, bracket[j]!);
  const role = new Int8Array(n);
  const fixed = new Int32Array(n).fill(-1);
  // Edge (i, j), i < j by TPN: i is the top member, j the bottom member.
  const fits = (i0: number, j0: number): boolean => {
    const i = Math.min(i0, j0);
    const j = Math.max(i0, j0);
    if (role[i] === BOTTOM || role[j] === TOP) return false;
    if (fixed[i] !== -1 && fixed[i] !== j) return false;
    if (fixed[j] !== -1 && fixed[j] !== i) return false;
    return compatible(i, j);
  };
  // Fewest [C8] failures: without failing edges if possible, else by a weighted matching.
  const cleanOk = (i: number, j: number): boolean => fits(i, j) && c8(i, j) === 0;
  const all = bracket.map((_, i) => i);
  // Every edge outweighs all [C8] failures together, so the heaviest matching is perfect first.
  const heaviest = (): { mate: Int32Array; fails: number } | undefined => {
    const edges: WeightedEdge[] = [];
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++)
        if (fits(i, j)) edges.push({ u: i, v: j, weight: BigInt(n + 1 - c8(i, j)) });
    const m = maxWeightMatching(n, edges);
    if (!m.every((x) => x >= 0)) return undefined;
    let fails = 0;
    for (let i = 0; i < n; i++) if (m[i]! > i) fails += c8(i, m[i]!);
    return { mate: Int32Array.from(m), fails };
  };
  let target = 0;
  let mate = perfectMatching(bracket, cleanOk, foldSeed(n));
  if (!mate) {
    const h = heaviest();
    // The bracket was chosen pairable ([C3]), so a perfect matching exists.
    if (!h) throw new Error('Double-Swiss: bracket without a pairing');
    target = h.fails;
    mate = h.mate;
  }
  const weighted = (): Int32Array | undefined => {
    const h = heaviest();
    return h && h.fails === target ? h.mate : undefined;
  };
  const solve = (): Int32Array | undefined =>
    target === 0 ? perfectMatching(bracket, cleanOk, mate) : weighted();
  const consistent = (m: Int32Array): boolean =>
    all.every((i) => {
      const j = m[i]!;
      return (
        (role[i] !== TOP || j > i) && (role[i] !== BOTTOM || j < i) && (fixed[i] === -1 || fixed[i] === j)
      );
    });
  // The top members: each player in TPN order is one if a pairing allows it.
  let tops = 0;
  for (let i = 0; i < n; i++) {
    if (tops === n / 2) {
      role[i] = BOTTOM;
      continue;
    }
    if (n - i === n / 2 - tops) {
      role[i] = TOP;
      tops++;
      continue;
    }
    role[i] = TOP;
    if (consistent(mate)) {
      tops++;
      continue;
    }
    const m = solve();
    if (m) {
      mate = m;
      tops++;
    } else role[i] = BOTTOM;
  }
  // The bottom members, in the order of their top members: each the smallest TPN a pairing allows.
  for (let i = 0; i < n; i++) {
    if (role[i] !== TOP) continue;
    for (let j = i + 1; j < mate[i]!; j++) {
      if (role[j] !== BOTTOM || fixed[j] !== -1 || !fits(i, j)) continue;
      fixed[i] = j;
      fixed[j] = i;
      const m = solve();
      if (m) {
        mate = m;
        break;
      }
      fixed[i] = -1;
      fixed[j] = -1;
    }
    fixed[i] = mate[i]!;
    fixed[mate[i]!] = i;
  }
  const out: (readonly [Contender, Contender])[] = [];
  for (let i = 0; i < n; i++) if (role[i] === TOP) out.push([bracket[i]!, bracket[mate[i]!]!]);
  return out;
}

/** The first Pairing Identifier of a bracket without restrictions: top half against bottom half. */
function foldSeed(n: number): Int32Array {
  const seed = new Int32Array(n).fill(-1);
  const half = n / 2;
  for (let i = 0; i < half; i++) {
    seed[i] = i + half;
    seed[i + half] = i;
  }
  return seed;
}
