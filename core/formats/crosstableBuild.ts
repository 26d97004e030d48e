import { bergerTable, tableSize } from '../pairing/berger.ts';
import type { Game, GameResult, Tournament, Unpaired } from '../tournament/model.ts';
import type { Player } from '../tournament/player.ts';
import { STANDARD_POINTS } from '../tournament/pointSystem.ts';
import { flip, type PairGame } from './crosstableCheck.ts';

/** Rounds of one cycle: n-1 for an even field, n for an odd one (each player has one free round). */
export const cycleRounds = (n: number): number => tableSize(n) - 1;

const tournamentOf = (
  name: string,
  kind: Tournament['kind'],
  rounds: number,
  players: readonly Player[],
  games: readonly Game[],
  unpaired: readonly Unpaired[],
): Tournament => ({
  name,
  kind,
  rounds,
  players,
  games,
  unpaired,
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
  schedule: 'synthetic',
});

/**
 * A round robin from checked pair results, laid out by the FIDE Berger table (C.05 Annex 1):
 * the crosstable has no rounds or colours, so the schedule is `synthetic`. In a double round robin
 * the second cycle repeats the first with colours reversed; the first result of a cell is the
 * first cycle's game. An odd field gets its free rounds.
 */
export function buildRoundRobin(
  name: string,
  players: readonly Player[],
  games: readonly PairGame[],
  double: boolean,
): Tournament {
  const n = players.length;
  const table = bergerTable(tableSize(n));
  const perCycle = table.length;
  const cycles = double ? 2 : 1;
  // Result of pair a < b in cycle k at ((a - 1) * n + b - 1) * cycles + k.
  const byPair: (GameResult | undefined)[] = Array<GameResult | undefined>(n * n * cycles);
  for (const g of games) byPair[((g.a - 1) * n + g.b - 1) * cycles + g.index] = g.result;
  const out: Game[] = [];
  const unpaired: Unpaired[] = [];
  for (let cycle = 0; cycle < cycles; cycle++) {
    table.forEach((boards, r) => {
      const round = cycle * perCycle + r + 1;
      for (const b of boards) {
        const white = cycle === 0 ? b.white : b.black;
        const black = cycle === 0 ? b.black : b.white;
        if (white > n || black > n) {
          unpaired.push({ round, player: Math.min(white, black), kind: 'free' });
          continue;
        }
        const a = Math.min(white, black);
        const result = byPair[((a - 1) * n + Math.max(white, black) - 1) * cycles + cycle] ?? '*';
        out.push({ round, white, black, result: white === a ? result : flip(result) });
      }
    });
  }
  const kind = double ? 'doubleRoundRobin' : 'roundRobin';
  return tournamentOf(name, kind, perCycle * cycles, players, out, unpaired);
}

/**
 * Rounds for the games of a Swiss read from a crosstable (which has none): the games split into
 * rounds with one game per player and round (an edge colouring). Each game takes a round free for
 * both players; when there is none, an alternating path of two rounds is swapped (a Kempe chain, as
 * in Vizing's proof). Without `grow`, undefined when `rounds` do not suffice; with it, a round is added.
 */
function colour(
  games: readonly PairGame[],
  n: number,
  order: readonly number[],
  maxDegree: number,
  grow: boolean,
): { rounds: number; of: Int32Array } | undefined {
  const most = Math.max(1, 2 * maxDegree); // first fit never needs more than 2Δ-1
  const at = new Int32Array((n + 1) * most).fill(-1); // at[player * most + round] = game
  const of = new Int32Array(games.length).fill(-1);
  let rounds = maxDegree;
  const set = (e: number, k: number): true => {
    const g = games[e];
    of[e] = k;
    if (g) at[g.a * most + k] = at[g.b * most + k] = e;
    return true;
  };
  const free = (p: number, k: number): boolean => at[p * most + k] === -1;
  /** Swaps rounds x and y along the path from v that starts with its x game, unless it reaches u. */
  const swap = (u: number, v: number, x: number, y: number): boolean => {
    const path: number[] = [];
    let p = v;
    let c = x;
    for (let e = at[p * most + c] ?? -1; e !== -1; e = at[p * most + c] ?? -1) {
      const g = games[e];
      if (!g) return false;
      p = g.a === p ? g.b : g.a;
      if (p === u) return false;
      path.push(e);
      c = c === x ? y : x;
    }
    for (const e of path) {
      const g = games[e];
      const k = of[e] ?? 0;
      if (g) at[g.a * most + k] = at[g.b * most + k] = -1;
    }
    for (const e of path) set(e, of[e] === x ? y : x);
    return true;
  };
  const place = (e: number, g: PairGame): boolean => {
    for (let k = 0; k < rounds; k++) if (free(g.a, k) && free(g.b, k)) return set(e, k);
    for (let x = 0; x < rounds; x++) {
      for (let y = 0; y < rounds; y++) {
        if (y === x || !free(g.a, x) || !free(g.b, y)) continue;
        if (swap(g.a, g.b, x, y)) return set(e, x);
        if (swap(g.b, g.a, y, x)) return set(e, y);
      }
    }
    return false;
  };
  const colourOne = (e: number): boolean => {
    const g = games[e];
    if (!g || place(e, g)) return true;
    if (!grow) return false;
    set(e, rounds++);
    return true;
  };
  if (order.length > 0) {
    for (const e of order) if (!colourOne(e)) return undefined;
    return { rounds, of };
  }
  // Most constrained first (fewest rounds free for both players), for small tables.
  // Ties: the game whose players have the most games still to place.
  const open = new Int32Array(n + 1);
  for (const g of games) {
    open[g.a] = (open[g.a] ?? 0) + 1;
    open[g.b] = (open[g.b] ?? 0) + 1;
  }
  const left = new Set(games.keys());
  while (left.size > 0) {
    let best = -1;
    let bestFree = Infinity;
    let bestOpen = -1;
    for (const e of left) {
      const g = games[e];
      if (!g) continue;
      let f = 0;
      for (let k = 0; k < rounds && f <= bestFree; k++) if (free(g.a, k) && free(g.b, k)) f++;
      const o = (open[g.a] ?? 0) + (open[g.b] ?? 0);
      if (f < bestFree || (f === bestFree && o > bestOpen)) {
        bestFree = f;
        bestOpen = o;
        best = e;
      }
    }
    left.delete(best);
    const g = games[best];
    if (!g) continue;
    open[g.a] = (open[g.a] ?? 0) - 1;
    open[g.b] = (open[g.b] ?? 0) - 1;
    if (!colourOne(best)) return undefined;
  }
  return { rounds, of };
}

/** The fewest rounds found: Δ (the most games of a player) in one of a few game orders, else more. */
function roundsOf(games: readonly PairGame[], n: number): { rounds: number; of: Int32Array } {
  const degree = new Int32Array(n + 1);
  for (const g of games) {
    degree[g.a] = (degree[g.a] ?? 0) + 1;
    degree[g.b] = (degree[g.b] ?? 0) + 1;
  }
  const maxDegree = Math.max(0, ...degree);
  const inOrder = games.map((_, e) => e);
  if (games.length <= 3000) {
    const r = colour(games, n, [], maxDegree, false);
    if (r) return r;
  }
  const order = [...inOrder];
  let seed = 1;
  for (let attempt = 0; attempt < 20; attempt++) {
    const r = colour(games, n, order, maxDegree, false);
    if (r) return r;
    // The next order: a fixed pseudo-random shuffle (deterministic, so a round trip is stable).
    for (let i = order.length - 1; i > 0; i--) {
      seed = (seed * 48271) % 2147483647;
      const j = seed % (i + 1);
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
  }
  return colour(games, n, inOrder, maxDegree, true) ?? { rounds: maxDegree, of: new Int32Array(0) };
}

/**
 * A Swiss from a crosstable in which not every pair met (cells `—`): the games are split into
 * rounds (`synthetic`, as few as possible, the lower start number White); a player without a game
 * in a round has no entry there (a bye or absence the crosstable does not show).
 */
export function buildSwiss(name: string, players: readonly Player[], games: readonly PairGame[]): Tournament {
  const sorted = [...games].sort((x, y) => x.a - y.a || x.b - y.b);
  const { rounds, of } = roundsOf(sorted, players.length);
  const out: Game[] = sorted
    .map((g, e) => ({ round: (of[e] ?? 0) + 1, white: g.a, black: g.b, result: g.result }))
    .sort((x, y) => x.round - y.round || x.white - y.white);
  return tournamentOf(name, 'swiss', rounds, players, out, []);
}
