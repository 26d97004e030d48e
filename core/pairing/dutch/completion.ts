import { maxCardinalityMatching } from '../matching/maxCardinalityMatching.ts';
import type { BracketContext } from './context.ts';
import type { DutchPlayer } from './players.ts';

/** Who may still take the PAB so that C5 and C9 stay optimal (2025); any eligible player (2017). */
export type ByeTarget = (p: DutchPlayer) => boolean;

/** Can these players all be paired (one PAB to a player accepted by `bye` when odd)? */
export function completable(players: readonly DutchPlayer[], ctx: BracketContext, bye: ByeTarget): boolean {
  const spare = (p: DutchPlayer): boolean => p.pabEligible && bye(p);
  return greedyCompletes(players, ctx, spare) || pairAll(players, ctx, spare) !== undefined;
}

/**
 * A pairing of all these players, one left out when their number is odd (a player `spare`
 * accepts); undefined when there is none.
 */
export function pairAll(
  players: readonly DutchPlayer[],
  ctx: BracketContext,
  spare: (p: DutchPlayer) => boolean,
): [DutchPlayer, DutchPlayer][] | undefined {
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
      if (spare(p)) {
        adj[i]!.push(n);
        adj[n]!.push(i);
      }
    });
  const mate = maxCardinalityMatching(adj);
  if (!mate.every((m) => m >= 0)) return undefined;
  const pairs: [DutchPlayer, DutchPlayer][] = [];
  for (let i = 0; i < n; i++) if (mate[i]! > i && mate[i]! < n) pairs.push([players[i]!, players[mate[i]!]!]);
  return pairs;
}

/** C5 (lowest PAB score), then C9 (fewest unplayed games) among complete pairings; undefined: none. */
export function bestByeTarget(players: readonly DutchPlayer[], ctx: BracketContext): ByeTarget | undefined {
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
 * A quick sufficient test: the last player who may take the PAB takes it, then each player in turn
 * meets the first free player he may meet. Success proves a complete pairing exists; failure proves
 * nothing (the full matching decides). It spares the quadratic graph of a large field (round 1).
 */
function greedyCompletes(
  players: readonly DutchPlayer[],
  ctx: BracketContext,
  spare: (p: DutchPlayer) => boolean,
): boolean {
  const n = players.length;
  const taken = new Uint8Array(n);
  if (n % 2 === 1) {
    let b = n - 1;
    while (b >= 0 && !spare(players[b]!)) b--;
    if (b < 0) return false;
    taken[b] = 1;
  }
  for (let i = 0; i < n; i++) {
    if (taken[i]) continue;
    taken[i] = 1;
    let j = i + 1;
    while (j < n && (taken[j] || !ctx.compatible(players[i]!, players[j]!))) j++;
    if (j === n) return false;
    taken[j] = 1;
  }
  return true;
}
