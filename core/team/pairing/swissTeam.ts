import { pushAll } from '../../arrays.ts';
import { err, ok, type Result } from '../../result.ts';
import type { RoundNo } from '../../types.ts';
import { maxCardinalityMatching } from '../../pairing/matching/maxCardinalityMatching.ts';
import { maxWeightMatching, type WeightedEdge } from '../../pairing/matching/maxWeightMatching.ts';
import type { PairingError } from '../../pairing/types.ts';
import {
  allocateColours,
  firstTeamOrder,
  teamPreference,
  unfulfilled,
  type TeamPreference,
} from './colours.ts';
import type { TeamPair, TeamRoundPairing, TeamSwissTournament, Tpn } from './model.ts';
import { teamStates, type TeamState } from './state.ts';

/**
 * FIDE Swiss Team Pairing System (C.04.6, effective 1 February 2026): one round, bracket by
 * bracket. The PAB first (3.4), then from the top: the top scoregroup with the upfloaters chosen by
 * 3.5, paired by 3.6, until every team is paired (3.3.2); colours last (4).
 */
export function pairTeamSwissRound(
  t: TeamSwissTournament,
  round: RoundNo = t.played.length + 1,
): Result<TeamRoundPairing, PairingError> {
  if (round < 1) return err({ kind: 'invalidInput', message: `round ${round} cannot be paired` });
  const states = teamStates(t, round);
  const absent = new Set<Tpn>([
    ...(t.played.find((r) => r.round === round)?.absent ?? []).map((a) => a.team),
    ...(t.requested ?? []).filter((a) => a.round === round).map((a) => a.team),
  ]);
  const teams = [...states.values()].filter((s) => !absent.has(s.tpn));
  const ctx = new Context(t, round);
  return ctx.pair(teams);
}

/**
 * Upfloater sets examined per round at most. A round that needs more (many teams of the top
 * scoregroup have all met) is refused rather than searched for minutes: the arbiter decides.
 */
const SEARCH_LIMIT = 200_000;

class Context {
  private searched = 0;
  private exhausted = false;
  private readonly lastTwo: boolean;
  private readonly lastRound: boolean;
  private readonly matchable = new Map<string, boolean>();
  private readonly prefs = new Map<Tpn, TeamPreference | undefined>();

  private readonly t: TeamSwissTournament;
  private readonly round: RoundNo;

  constructor(t: TeamSwissTournament, round: RoundNo) {
    this.t = t;
    this.round = round;
    // C.04.6 2.3.4 [C7] and 2.3.7 [C10] do not apply in the last two rounds.
    this.lastTwo = round >= t.rounds - 1;
    this.lastRound = round >= t.rounds;
  }

  pair(all: readonly TeamState[]): Result<TeamRoundPairing, PairingError> {
    const none = (): Result<TeamRoundPairing, PairingError> =>
      // C.04.6 3.3.3: no legal pairing: the Chief Arbiter decides.
      err({ kind: 'noValidPairing', message: 'No valid pairing exists' });
    let rest = [...all];
    let pab: Tpn | undefined;
    if (rest.length % 2 === 1) {
      // C.04.6 3.4: the PAB goes to the team that leaves a legal pairing (3.4.1), has the lowest
      // score (3.4.2), has played the most matches (3.4.3), has the largest TPN (3.4.4); never to
      // a team 2.1.2 [C2] bars.
      const order = rest
        .filter((s) => !s.pabBarred)
        .sort((a, b) => a.primary - b.primary || b.played - a.played || b.tpn - a.tpn);
      const chosen = order.find((s) => this.perfect(rest.filter((x) => x !== s)));
      if (!chosen) return none();
      pab = chosen.tpn;
      rest = rest.filter((x) => x !== chosen);
    } else if (!this.perfect(rest)) return none();
    for (const s of rest) this.prefs.set(s.tpn, teamPreference(s, this.t.rules.colourType, this.lastRound));
    // 1.2 / 3.2: teams by score, then TPN.
    rest.sort((a, b) => b.primary - a.primary || a.tpn - b.tpn);
    const pairs: (readonly [TeamState, TeamState])[] = [];
    while (rest.length > 0) {
      const top = rest[0]!.primary;
      const residents = rest.filter((s) => s.primary === top);
      const lower = rest.filter((s) => s.primary < top);
      const ups = this.upfloaters(residents, lower, rest);
      if (this.exhausted)
        return err({
          kind: 'invalidInput',
          message: `more than ${SEARCH_LIMIT} sets of upfloaters to search for one bracket: the arbiter decides (C.04.6 3.3.3)`,
        });
      if (!ups) return none();
      const bracket = [...residents, ...ups];
      const paired = this.pairBracket(bracket);
      if (!paired) return none();
      pushAll(pairs, paired);
      const used = new Set(bracket);
      rest = rest.filter((s) => !used.has(s));
    }
    const order = firstTeamOrder(this.t.rules);
    const boards: TeamPair[] = pairs
      .map(([a, b]) => (order(a, b) <= 0 ? ([a, b] as const) : ([b, a] as const)))
      .sort((p, q) => order(p[0], q[0]))
      .map(([a, b]) => allocateColours(a, b, this.t.rules, this.lastRound, this.t.initialColour));
    return ok({ round: this.round, pairs: boards, ...(pab !== undefined ? { pab } : {}) });
  }

  private legal(a: TeamState, b: TeamState): boolean {
    return !a.opponents.has(b.tpn) && !b.opponents.has(a.tpn);
  }

  /** Whether the teams can all be paired with one another under [C1] (C.04.6 2.1.1, 2.2.1). */
  private perfect(teams: readonly TeamState[]): boolean {
    if (teams.length % 2 === 1) return false;
    if (teams.length === 0) return true;
    const key = teams
      .map((s) => s.tpn)
      .sort((a, b) => a - b)
      .join(',');
    const known = this.matchable.get(key);
    if (known !== undefined) return known;
    const adj = teams.map((a) => teams.flatMap((b, j) => (a !== b && this.legal(a, b) ? [j] : [])));
    const mate = maxCardinalityMatching(adj);
    const result = mate.every((m) => m >= 0);
    this.matchable.set(key, result);
    return result;
  }

  /**
   * C.04.6 3.5: the upfloaters joining the top scoregroup. Fewest first ([C4], 2.3.1); among as
   * many, the highest scores ([C5], 2.3.2: the score differences, largest first, as small as
   * possible); each set must leave the bracket and the teams below it pairable ([C1], [C3]). Of
   * those, the first in the order of 3.5.3-3.5.4 that best complies with [C6] and then [C7] (3.5.5).
   */
  private upfloaters(
    residents: readonly TeamState[],
    lower: readonly TeamState[],
    rest: readonly TeamState[],
    lookAhead = true,
  ): readonly TeamState[] | undefined {
    const levels = scoreLevels(lower);
    for (let k = residents.length % 2; k <= lower.length; k += 2) {
      for (const counts of distributions(levels, k)) {
        let best: { set: readonly TeamState[]; c6: number; c7: number } | undefined;
        for (const set of combinations(levels, counts)) {
          if (++this.searched > SEARCH_LIMIT) {
            this.exhausted = true;
            return undefined;
          }
          const bracket = [...residents, ...set];
          if (!this.perfect(bracket)) continue;
          const inBracket = new Set(bracket);
          const next = rest.filter((s) => !inBracket.has(s));
          if (!this.perfect(next)) continue; // [C3]
          if (!lookAhead) return set;
          const c6 = this.c6(next, levels[0]?.teams ?? []);
          // [C7]: upfloaters that were floaters in the previous round.
          const c7 = this.lastTwo ? 0 : set.filter((s) => s.floatedLastRound).length;
          if (!best || c6 < best.c6 || (c6 === best.c6 && c7 < best.c7)) best = { set, c6, c7 };
          if (best.c6 === 0 && best.c7 === 0) break;
        }
        if (best) return best.set;
      }
    }
    return undefined;
  }

  /**
   * C.04.6 2.3.3 [C6]: unless the following scoregroup is now empty, the upfloaters the bracket
   * below will need beyond its own parity ([C1], [C3], [C4] there): 0 complies.
   */
  private c6(next: readonly TeamState[], following: readonly TeamState[]): number {
    if (next.length === 0 || !following.some((s) => next.includes(s))) return 0;
    const top = next[0]!.primary;
    const residents = next.filter((s) => s.primary === top);
    const lower = next.filter((s) => s.primary < top);
    const set = this.upfloaters(residents, lower, next, false);
    return set === undefined ? next.length : set.length - (residents.length % 2);
  }

  /**
   * C.04.6 3.6: of the bracket's legal pairings ([C1]), the one that best complies with [C8], [C9]
   * and [C10], then the first by its identifier: the top members' TPNs (the smaller TPN of each
   * pair) ascending, followed by the corresponding bottom members' TPNs. One maximum-weight
   * matching whose weight packs these criteria from the most significant bit down.
   */
  private pairBracket(bracket: readonly TeamState[]): (readonly [TeamState, TeamState])[] | undefined {
    const teams = [...bracket].sort((a, b) => a.tpn - b.tpn);
    const n = teams.length;
    const countBits = BigInt(bitLength(n / 2) + 1);
    const rankBits = BigInt(bitLength(n));
    const idBottomBits = rankBits * BigInt(n);
    const idTopBits = BigInt(n);
    const c10At = idBottomBits + idTopBits;
    const c9At = c10At + countBits;
    const c8At = c9At + countBits;
    const cardinalityAt = c8At + countBits;
    const edges: WeightedEdge[] = [];
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) {
        const a = teams[i]!;
        const b = teams[j]!;
        if (!this.legal(a, b)) continue;
        const u = unfulfilled(this.prefs.get(a.tpn), this.prefs.get(b.tpn));
        // [C10]: the upfloater's opponent (the higher score) floated in the previous round.
        const higher = a.primary > b.primary ? a : b.primary > a.primary ? b : undefined;
        const c10 = !this.lastTwo && higher?.floatedLastRound ? 1n : 0n;
        let w = 1n << cardinalityAt;
        w += BigInt(1 - u.any) << c8At;
        if (this.t.rules.colourType === 'B') w += BigInt(1 - u.strong) << c9At;
        w += (1n - c10) << c10At;
        // Identifier: smaller top TPNs first (i is the top member), then smaller bottoms in the
        // order of the tops.
        w += 1n << (idBottomBits + BigInt(n - 1 - i));
        w += BigInt(n - 1 - j) << (rankBits * BigInt(n - 1 - i));
        edges.push({ u: i, v: j, weight: w });
      }
    const mate = maxWeightMatching(n, edges);
    const pairs: (readonly [TeamState, TeamState])[] = [];
    for (let i = 0; i < n; i++) {
      const j = mate[i] ?? -1;
      if (j < 0) return undefined;
      if (i < j) pairs.push([teams[i]!, teams[j]!]);
    }
    return pairs;
  }
}

const bitLength = (x: number): number => (x <= 0 ? 0 : Math.floor(Math.log2(x)) + 1);

interface Level {
  readonly score: number;
  readonly teams: readonly TeamState[];
}

/** Potential upfloaters (C.04.6 3.5.1) by score, highest first, each level in TPN order (3.5.3). */
function scoreLevels(lower: readonly TeamState[]): Level[] {
  const by = new Map<number, TeamState[]>();
  for (const s of lower) by.set(s.primary, [...(by.get(s.primary) ?? []), s]);
  return [...by.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([score, teams]) => ({ score, teams: teams.sort((a, b) => a.tpn - b.tpn) }));
}

/**
 * How many upfloaters to take from each level, best first by [C5]: the scores sorted ascending,
 * larger first (the largest score difference as small as possible, then the next).
 */
function distributions(levels: readonly Level[], k: number): number[][] {
  const out: number[][] = [];
  const cur: number[] = new Array<number>(levels.length).fill(0);
  const go = (i: number, left: number): void => {
    if (left === 0) {
      out.push([...cur]);
      return;
    }
    if (i >= levels.length) return;
    for (let c = Math.min(left, levels[i]!.teams.length); c >= 0; c--) {
      cur[i] = c;
      go(i + 1, left - c);
    }
    cur[i] = 0;
  };
  go(0, k);
  const vector = (counts: readonly number[]): number[] =>
    counts.flatMap((c, i) => new Array<number>(c).fill(levels[i]!.score)).sort((a, b) => a - b);
  return out
    .map((c) => ({ c, v: vector(c) }))
    .sort((p, q) => {
      for (let i = 0; i < p.v.length; i++) if (p.v[i] !== q.v[i]) return q.v[i]! - p.v[i]!;
      return 0;
    })
    .map((x) => x.c);
}

/** The sets with these counts per level, in the lexicographic order of their TPNs (C.04.6 3.5.4). */
function* combinations(levels: readonly Level[], counts: readonly number[]): Generator<TeamState[]> {
  const pick = function* (i: number, acc: TeamState[]): Generator<TeamState[]> {
    if (i >= levels.length) {
      yield acc;
      return;
    }
    for (const c of choose(levels[i]!.teams, counts[i] ?? 0)) yield* pick(i + 1, [...acc, ...c]);
  };
  yield* pick(0, []);
}

function* choose<T>(items: readonly T[], k: number, from = 0): Generator<T[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - k; i++)
    for (const rest of choose(items, k - 1, i + 1)) yield [items[i]!, ...rest];
}
