// Pairing benchmark: the Dutch engine on generated fields of 200, 400, 500 and 1000 players, rounds
// 1 (one huge scoregroup: the bot pairs it inside a database transaction), 2 and 5 of 9.
// Run: npx tsx bench/pairing.ts [sizes...]   (prints times and memory; no assertions).
import { pairDutch, seededRng } from '../core/pairing/index.ts';
import {
  type Game,
  type GameResult,
  type Tournament,
  STANDARD_POINTS,
  computeScores,
} from '../core/tournament/index.ts';

const ROUNDS = 9;
const PLAYED = [0, 1, 4]; // pair rounds 1, 2 and 5 of 9

/**
 * A plausible history without running the engine for every earlier round (that would dominate the
 * run for 1000 players): players sorted by score, neighbours paired without rematches.
 */
function midTournament(n: number, seed: number, played: number): Tournament {
  const rng = seededRng(seed);
  const players = Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `Player${i + 1}`,
    fide: 2700 - i,
  }));
  let t: Tournament = {
    name: `bench ${n}`,
    kind: 'swiss',
    rounds: ROUNDS,
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

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((x) => x > 0);
for (const n of sizes.length > 0 ? sizes : [200, 400, 500, 1000]) {
  for (const played of PLAYED) {
    const t = midTournament(n, n, played);
    const round = played + 1;
    // The first call includes compiling the engine (a CLI run); the second is a warm process (bot, add-on).
    for (const label of ['cold', 'warm']) {
      const before = process.memoryUsage();
      const start = performance.now();
      const r = pairDutch(t, { round });
      const ms = performance.now() - start;
      const after = process.memoryUsage();
      const boards = r.ok ? r.value.boards.length : 0;
      console.log(
        `${String(n).padStart(5)} players, round ${round} of ${ROUNDS} (${label}): ${ms.toFixed(0).padStart(7)} ms, ` +
          `${boards} boards${r.ok ? '' : ` (${r.error.message})`}, heap ${(after.heapUsed / 2 ** 20).toFixed(0)} MB ` +
          `(+${((after.heapUsed - before.heapUsed) / 2 ** 20).toFixed(0)}), rss ${(after.rss / 2 ** 20).toFixed(0)} MB`,
      );
    }
  }
}
