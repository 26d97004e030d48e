import { bergerTable, tableSize } from '../../pairing/berger.ts';
import type { Game, GameResult, Tournament, Unpaired } from '../../tournament/model.ts';
import type { Player } from '../../tournament/player.ts';
import { STANDARD_POINTS } from '../../tournament/pointSystem.ts';
import { flip, type PairGame } from './check.ts';
import { splitIntoRounds } from './rounds.ts';

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
 * A Swiss from a crosstable in which not every pair met (cells `—`): the games are split into
 * rounds (`synthetic`, as few as possible, the lower start number White); a player without a game
 * in a round has no entry there (a bye or absence the crosstable does not show).
 */
export function buildSwiss(name: string, players: readonly Player[], games: readonly PairGame[]): Tournament {
  const sorted = [...games].sort((x, y) => x.a - y.a || x.b - y.b || x.index - y.index);
  const { rounds, of } = splitIntoRounds(sorted, players.length);
  // A pair that met twice: the first result of the cell is the earlier game.
  sorted.forEach((g, e) => {
    const prev = sorted[e - 1];
    if (g.index === 1 && prev && prev.a === g.a && prev.b === g.b && (of[e - 1] ?? 0) > (of[e] ?? 0)) {
      [of[e - 1], of[e]] = [of[e] ?? 0, of[e - 1] ?? 0];
    }
  });
  const out: Game[] = sorted
    .map((g, e) => ({ round: (of[e] ?? 0) + 1, white: g.a, black: g.b, result: g.result }))
    .sort((x, y) => x.round - y.round || x.white - y.white);
  return tournamentOf(name, 'swiss', rounds, players, out, []);
}
