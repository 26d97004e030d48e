// Searches small random tournaments for one whose whole-tournament DWZ iteration (WO 2002 4.7.4)
// cycles under the ELOBASE rules (P(D) = Φ rounded to 3 decimals), and prints it as tournament JSON
// (the fixture test/fixtures/dwz/elobase-cycle.json was found this way).
// Usage: npx tsx scripts/find-dwz-cycle.mjs [--seed 1] [--tries 5000] [--rules ELOBASE] [--players 8-15]
import { evaluateTournamentDwz } from '../core/dwz/index.ts';
import { seededRng } from '../core/pairing/index.ts';
import { STANDARD_POINTS } from '../core/tournament/index.ts';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const seed = Number(opt('seed', 1));
const tries = Number(opt('tries', 5000));
const rules = opt('rules', 'ELOBASE');
const [minPlayers, maxPlayers] = opt('players', '8-15').split('-').map(Number);

/** A round robin of `n` players, the first `unrated` without a DWZ, random results. */
function randomField(rand, n, unrated) {
  const players = [];
  for (let i = 1; i <= n; i++) {
    const rated = i > unrated;
    players.push({
      id: i,
      name: `Player ${i}`,
      ...(rated
        ? { dwz: { rating: 1000 + Math.round(rand() * 1200), index: 5 + Math.floor(rand() * 30) } }
        : {}),
    });
  }
  const games = [];
  let round = 1;
  for (let a = 1; a <= n; a++)
    for (let b = a + 1; b <= n; b++) {
      const x = rand();
      const result = x < 0.4 ? '1-0' : x < 0.6 ? '1/2-1/2' : '0-1';
      games.push({ round: round++, white: a, black: b, result });
    }
  return {
    name: 'Random field',
    kind: 'roundRobin',
    rounds: round - 1,
    endDate: '2010-06-01',
    players,
    games,
    unpaired: [],
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
  };
}

const rand = seededRng(seed);
for (let k = 1; k <= tries; k++) {
  const n = minPlayers + Math.floor(rand() * (maxPlayers - minPlayers + 1));
  const t = randomField(rand, n, 3 + Math.floor(rand() * (n - 5)));
  const e = evaluateTournamentDwz(t, { rules });
  if (e.ok && e.value.iteration.cycle) {
    console.error(`try ${k}: ${n} players, cycle of length ${e.value.iteration.cycle.length}`);
    console.log(JSON.stringify({ ...t, pointSystem: undefined }));
    process.exit(0);
  }
}
console.error(`no cycle in ${tries} tries (seed ${seed})`);
process.exitCode = 1;
