// Benchmark of the Double-Swiss (FIDE C.04.5) and Keizer engines: the CPU time to pair one round
// of a 300-player field, every first-game round of a generated event (prints the numbers; asserts
// nothing). The target is under 1 s of CPU per round.
// Run: npx tsx bench/clubSystems.ts [--players 300] [--rounds 9]
import { seededRng } from '../core/pairing/generator.ts';
import { nextRoundInput } from '../core/pairing/nextRoundInput.ts';
import { pairingSystemById } from '../core/pairing/registry.ts';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const players = arg('players', 300);
const rounds = arg('rounds', 9);

for (const id of ['double-swiss', 'keizer']) {
  const system = pairingSystemById(id);
  if (!system?.generate) {
    console.log(`${id}: not registered`);
    continue;
  }
  const start = process.cpuUsage();
  const g = system.generate({ PlayersNumber: players, RoundsNumber: rounds }, seededRng(2026));
  const generated = process.cpuUsage(start);
  if (!g.ok) throw new Error(g.error.message);
  const t = g.value.tournament;
  const step = system.gamesPerPairing ?? 1;
  const times: number[] = [];
  for (let round = 1; round <= t.rounds; round += step) {
    const c = process.cpuUsage();
    const r = system.pairNextRound(nextRoundInput(t, round));
    const used = process.cpuUsage(c);
    if (!r.ok) throw new Error(`${id} round ${round}: ${r.error.message}`);
    times.push((used.user + used.system) / 1000);
  }
  const ms = (v: number): string => `${v.toFixed(0)} ms`;
  console.log(
    `${id}: ${players} players, ${times.length} pairing rounds; CPU per round: max ${ms(Math.max(...times))}, ` +
      `mean ${ms(times.reduce((a, b) => a + b, 0) / times.length)}; whole generated event ` +
      `${ms((generated.user + generated.system) / 1000)}`,
  );
}
