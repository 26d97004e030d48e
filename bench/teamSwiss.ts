// Swiss Team benchmark (FIDE C.04.6): CPU time to pair each round of 60-team, 9-round tournaments
// (the generator's, fixed seeds), in process; prints the numbers, asserts nothing. The target: a
// round of a 60-team, 9-round team Swiss pairs in under 1 s of CPU.
// Run: npx tsx bench/teamSwiss.ts [--teams 60] [--seeds 1,2,3] (or npm run bench -- teamSwiss)
import { seededRng } from '../core/pairing/generator.ts';
import { unwrap } from '../core/result.ts';
import { generateTeamSwiss } from '../core/team/pairing/generator.ts';
import { pairTeamSwissRound } from '../core/team/pairing/swissTeam.ts';

const opt = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return process.argv[i + 1] !== undefined && i >= 0 ? process.argv[i + 1]! : fallback;
};
const TEAMS = Number(opt('teams', '60'));
const SEEDS = opt('seeds', '1,2,3').split(',').map(Number);

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

console.log(
  `Swiss Team: ${TEAMS} teams, 9 rounds, 4 boards; CPU ms to pair each round (cold: first call in the process)`,
);
let worst = 0;
for (const seed of SEEDS) {
  const t = unwrap(
    generateTeamSwiss(
      { TeamsNumber: TEAMS, RoundsNumber: 9, BoardsNumber: 4, AbsenceRate: 30 },
      seededRng(seed),
    ),
  ).tournament;
  const row: string[] = [];
  for (let round = 1; round <= t.played.length; round++) {
    const before = { ...t, played: t.played.slice(0, round - 1) };
    const absent = t.played[round - 1]!.absent ?? [];
    const input = { ...before, requested: absent.map((a) => ({ ...a, round })) };
    const start = cpuMs();
    unwrap(pairTeamSwissRound(input, round));
    const ms = cpuMs() - start;
    worst = Math.max(worst, ms);
    row.push(ms.toFixed(1).padStart(7));
  }
  console.log(`seed ${seed}: ${row.join(' ')}`);
}
console.log(`worst round: ${worst.toFixed(1)} ms CPU (target < 1000 ms)`);
