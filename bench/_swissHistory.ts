// What the CLI and pairing benches share: a plausible Swiss history from a fixed seed, and how they
// report (median, machine load).
import { availableParallelism, loadavg } from 'node:os';
import { seededRng } from '../core/pairing/generator.ts';
import type { Game, GameResult, Tournament } from '../core/tournament/model.ts';
import { STANDARD_POINTS } from '../core/tournament/pointSystem.ts';
import { computeScores } from '../core/tournament/playerRounds.ts';

/**
 * `played` rounds of a Swiss of `rounds` rounds: players sorted by score, neighbours paired without
 * rematches, colours alternated, results drawn from a seeded source (no engine run per round, which
 * would dominate the set-up).
 */
export function swissHistory(
  name: string,
  players: Tournament['players'],
  rounds: number,
  seed: number,
  played: number,
): Tournament {
  const rng = seededRng(seed);
  let t: Tournament = {
    name,
    kind: 'swiss',
    rounds,
    players,
    games: [],
    unpaired: [],
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
    initialColor: 'white',
  };
  const met = new Set<string>();
  const whites = new Map<number, number>();
  for (let round = 1; round <= played; round++) {
    const scores = computeScores(t);
    const order = players
      .map((p) => p.id)
      .sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0) || a - b);
    const games: Game[] = [];
    const free = new Set(order);
    for (const a of order) {
      if (!free.has(a)) continue;
      free.delete(a);
      const b = [...free].find((x) => !met.has(`${a}-${x}`));
      if (b === undefined) continue;
      free.delete(b);
      met.add(`${a}-${b}`).add(`${b}-${a}`);
      const aWhite = (whites.get(a) ?? 0) <= (whites.get(b) ?? 0);
      const [white, black] = aWhite ? [a, b] : [b, a];
      whites.set(white, (whites.get(white) ?? 0) + 1);
      const x = rng();
      const result: GameResult = x < 0.3 ? '1/2-1/2' : x < 0.65 ? '1-0' : '0-1';
      games.push({ round, white, black, result });
    }
    const unpaired = [...free].map((player) => ({ round, player, kind: 'PAB' as const }));
    t = { ...t, games: [...t.games, ...games], unpaired: [...t.unpaired, ...unpaired] };
  }
  return t;
}

export const median = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

export const load = (): string =>
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')} on ${String(availableParallelism())} cores`;
