import { bergerTable, tableSize } from '../pairing/berger.ts';
import type { Game, Tournament, Unpaired } from '../tournament/model.ts';
import type { Player } from '../tournament/player.ts';
import { STANDARD_POINTS } from '../tournament/pointSystem.ts';
import { flip, type PairGame } from './crosstableCheck.ts';

/** Rounds of one cycle: n-1 for an even field, n for an odd one (each player has one free round). */
export const cycleRounds = (n: number): number => tableSize(n) - 1;

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
  const byPair = new Map<string, PairGame>();
  for (const g of games) byPair.set(`${g.a}-${g.b}-${g.index}`, g);
  const out: Game[] = [];
  const unpaired: Unpaired[] = [];
  for (let cycle = 0; cycle < (double ? 2 : 1); cycle++) {
    table.forEach((boards, r) => {
      const round = cycle * perCycle + r + 1;
      for (const b of boards) {
        const [white, black] = cycle === 0 ? [b.white, b.black] : [b.black, b.white];
        if (white > n || black > n) {
          unpaired.push({ round, player: Math.min(white, black), kind: 'free' });
          continue;
        }
        const a = Math.min(white, black);
        const pair = byPair.get(`${a}-${Math.max(white, black)}-${cycle}`);
        const result = pair?.result ?? '*';
        out.push({ round, white, black, result: white === a ? result : flip(result) });
      }
    });
  }
  return {
    name,
    kind: double ? 'doubleRoundRobin' : 'roundRobin',
    rounds: perCycle * (double ? 2 : 1),
    players,
    games: out,
    unpaired,
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
    schedule: 'synthetic',
  };
}
