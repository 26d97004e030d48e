// Speed of the FIDE Swiss systems besides the Dutch one (FIDE C.04.4; prints numbers, asserts
// nothing): for every registry system with a generator, a 300-player, 9-round tournament paired
// by that system from a fixed seed, then every round re-paired from its input and timed in CPU
// time (process.cpuUsage, user + system). The goal: each round under 1 s.
// Run: npx tsx bench/pairingSystems.ts [SYSTEM ...] [--players 300] [--rounds 9] [--seed 5]
// (or npm run bench -- pairingSystems [the same options])
import { seededRng } from '../core/pairing/generator.ts';
import { nextRoundInput } from '../core/pairing/nextRoundInput.ts';
import { PAIRING_SYSTEMS } from '../core/pairing/registry.ts';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const players = Number(arg('players', '300'));
const rounds = Number(arg('rounds', '9'));
const seed = Number(arg('seed', '5'));
// Registry ids named on the command line select those systems (default: every one).
const only = process.argv
  .slice(2)
  .filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));

const cpuMs = (f: () => void): number => {
  const c0 = process.cpuUsage();
  f();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
};

for (const system of PAIRING_SYSTEMS) {
  if (!system.generate || system.id === 'dutch' || (only.length > 0 && !only.includes(system.id))) continue;
  let generated: ReturnType<NonNullable<typeof system.generate>> | undefined;
  const genMs = cpuMs(() => {
    generated = system.generate!({ PlayersNumber: players, RoundsNumber: rounds }, seededRng(seed));
  });
  if (!generated?.ok) {
    console.log(`${system.id}: the generator failed`);
    continue;
  }
  const t = generated.value.tournament;
  const last = generated.value.stoppedAtRound ? generated.value.stoppedAtRound - 1 : rounds;
  const times: number[] = [];
  for (let round = 1; round <= last; round++) {
    const input = nextRoundInput(t, round);
    times.push(cpuMs(() => void system.pairNextRound(input)));
  }
  console.log(
    `${system.id} (${system.rule}), ${players} players, ${rounds} rounds, seed ${seed}: ` +
      `whole tournament generated in ${(genMs / 1000).toFixed(2)} s CPU`,
  );
  console.log(`  CPU ms per round: ${times.map((x, i) => `r${i + 1} ${x.toFixed(0)}`).join(', ')}`);
  console.log(`  slowest round ${Math.max(...times).toFixed(0)} ms (goal: under 1000 ms)`);
}
