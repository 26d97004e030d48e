import { maxOf } from '../../arrays.ts';
/**
 * Rounds for the games of a Swiss read from a crosstable, which has none: the games are split into
 * rounds with one game per player and round (an edge colouring of the "who met whom" graph), using
 * as few rounds as it finds, ideally Δ = the most games of one player. Deterministic: the same games
 * always give the same rounds, so a crosstable round trip is stable.
 *
 * Method: most-constrained game first (DSATUR), each game taking a round free for both players or,
 * failing that, one freed by swapping two rounds along an alternating path (a Kempe chain, as in
 * Vizing's proof); a game that still does not fit opens a new round. Then the last round is emptied
 * into the others where Kempe swaps allow, with a few pseudo-random swaps ("shakes") in between.
 */

export interface Pair {
  readonly a: number;
  readonly b: number;
}

const SHAKES = 300;
const DSATUR_LIMIT = 3000; // games; beyond, the quadratic selection costs more than it gains

/** Round (0-based) of each game and the number of rounds. */
export function splitIntoRounds(games: readonly Pair[], n: number): { rounds: number; of: Int32Array } {
  const m = games.length;
  const degree = new Int32Array(n + 1);
  for (const g of games) {
    degree[g.a] = (degree[g.a] ?? 0) + 1;
    degree[g.b] = (degree[g.b] ?? 0) + 1;
  }
  const maxDegree = maxOf(degree, 0);
  const most = Math.max(1, 2 * maxDegree); // first fit never needs more than 2Δ-1 rounds
  const at = new Int32Array((n + 1) * most).fill(-1); // at[player * most + round] = game
  const of = new Int32Array(m).fill(-1);
  let rounds = maxDegree;
  // A fixed Lehmer sequence for the shakes (not core/pairing's seededRng: that module would pull the
  // Dutch engine into every crosstable reader): the same games always give the same rounds.
  let seed = 1;
  const random = (k: number): number => (seed = (seed * 48271) % 2147483647) % k;

  const game = (e: number): Pair => games[e] ?? { a: 0, b: 0 };
  const free = (p: number, k: number): boolean => at[p * most + k] === -1;
  const set = (e: number, k: number): true => {
    const g = game(e);
    of[e] = k;
    at[g.a * most + k] = at[g.b * most + k] = e;
    return true;
  };
  const unset = (e: number): void => {
    const g = game(e);
    const k = of[e] ?? -1;
    if (k >= 0) at[g.a * most + k] = at[g.b * most + k] = -1;
    of[e] = -1;
  };
  /**
   * Swaps rounds x and y along the path that leaves v (where y is free) by its x game; refused when
   * the path reaches u. Afterwards x is free at v.
   */
  const swap = (u: number, v: number, x: number, y: number): boolean => {
    const path: number[] = [];
    let p = v;
    let c = x;
    for (let e = at[p * most + c] ?? -1; e !== -1; e = at[p * most + c] ?? -1) {
      const g = game(e);
      p = g.a === p ? g.b : g.a;
      if (p === u) return false;
      path.push(e);
      c = c === x ? y : x;
    }
    const before = path.map((e) => of[e] ?? 0);
    path.forEach(unset);
    path.forEach((e, i) => set(e, before[i] === x ? y : x));
    return true;
  };
  /** Puts game e into one of rounds 0..limit-1, swapping chains if needed; false when it cannot. */
  const place = (e: number, limit: number): boolean => {
    const { a, b } = game(e);
    for (let k = 0; k < limit; k++) if (free(a, k) && free(b, k)) return set(e, k);
    for (let x = 0; x < limit; x++) {
      for (let y = 0; y < limit; y++) {
        if (y === x || !free(a, x) || !free(b, y)) continue;
        if (swap(a, b, x, y)) return set(e, x);
        if (swap(b, a, y, x)) return set(e, y);
      }
    }
    return false;
  };
  const placeOrOpen = (e: number): void => {
    if (!place(e, rounds)) set(e, rounds++);
  };

  if (m <= DSATUR_LIMIT) {
    // Most constrained first: fewest rounds free for both players, then most games still to place.
    const open = Int32Array.from(degree);
    const left = new Set(games.keys());
    while (left.size > 0) {
      let best = -1;
      let bestFree = Infinity;
      let bestOpen = -1;
      for (const e of left) {
        const { a, b } = game(e);
        let f = 0;
        for (let k = 0; k < rounds && f <= bestFree; k++) if (free(a, k) && free(b, k)) f++;
        const o = (open[a] ?? 0) + (open[b] ?? 0);
        if (f < bestFree || (f === bestFree && o > bestOpen)) {
          bestFree = f;
          bestOpen = o;
          best = e;
        }
      }
      left.delete(best);
      const { a, b } = game(best);
      open[a] = (open[a] ?? 0) - 1;
      open[b] = (open[b] ?? 0) - 1;
      placeOrOpen(best);
    }
  } else {
    for (let e = 0; e < m; e++) placeOrOpen(e);
  }

  // Empty the last round into the others while that works.
  for (let shakes = 0; rounds > maxDegree && shakes < SHAKES; shakes++) {
    const last = rounds - 1;
    const stuck: number[] = [];
    for (let e = 0; e < m; e++) {
      if (of[e] !== last) continue;
      unset(e);
      if (!place(e, last)) {
        set(e, last);
        stuck.push(e);
      }
    }
    if (stuck.length === 0) {
      rounds--;
      continue;
    }
    for (const e of stuck) {
      const x = random(last);
      const y = random(last);
      if (x === y) continue;
      for (const p of [game(e).a, game(e).b]) if (!free(p, x) && free(p, y)) swap(-1, p, x, y);
    }
  }
  return { rounds, of };
}
