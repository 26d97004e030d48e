// py4swiss (github.com/Moritz72/py4swiss, a public Python implementation of C.04.4.1 effective
// from 1 February 2026 and of C.04.4.2) as a witness for Dubov and Burstein: random tournaments
// from Rochade's generator, every round re-paired by py4swiss from the same input, boards and
// colours compared. Prints, per system, the rounds compared and the rounds that differ, with the
// first examples. Fields have no byes, forfeits or retirements: py4swiss reads no 240 records
// (absences) and needs a rank in every player line. Skips without PY4SWISS (its built `src`
// folder, with the matching extension compiled; never part of the repository).
// Run: PY4SWISS=/path/to/py4swiss/src npx tsx bench/py4swissWitness.ts [--n 20] [--seed 1]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeTrf } from '../core/formats/trf/trf.ts';
import { seededRng } from '../core/pairing/generator.ts';
import { nextRoundInput, recordedPairing } from '../core/pairing/nextRoundInput.ts';
import { pairingSystemById } from '../core/pairing/registry.ts';

const src = process.env.PY4SWISS;
if (!src || !existsSync(join(src, 'py4swiss'))) {
  console.log('py4swissWitness: skipped, set PY4SWISS to the src folder of a built py4swiss.');
  process.exit(0);
}
const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const n = Number(arg('n', '20'));
const seed = Number(arg('seed', '1'));
/** --keep DIR: the input file of every differing round is kept there. */
const keep = arg('keep', '');
const dir = mkdtempSync(join(tmpdir(), 'rochade-py4swiss-'));
const input = join(dir, 'in.trf');
const output = join(dir, 'out.txt');
const RUN = 'import sys; from py4swiss.main import main; sys.argv = ["py4swiss"] + sys.argv[1:]; main()';

/** py4swiss wants the rank (columns 86-89) filled: the start number stands in for it. */
const withRanks = (trf: string): string =>
  trf
    .split('\r')
    .map((l) =>
      l.startsWith('001') ? `${l.padEnd(89).slice(0, 85)}${l.slice(4, 8)}${l.slice(89)}`.padEnd(89) : l,
    )
    .join('\r');

for (const id of ['dubov', 'burstein']) {
  const system = pairingSystemById(id)!;
  const r = seededRng(seed);
  let compared = 0;
  const differing: string[] = [];
  for (let k = 0; k < n; k++) {
    const config = {
      PlayersNumber: 6 + Math.floor(r() * 35),
      RoundsNumber: 5 + Math.floor(r() * 5),
      DrawPercentage: Math.floor(r() * 40),
      ForfeitRate: 0,
      RetiredRate: 0,
      HalfPointByeRate: 0,
    };
    const g = system.generate!(config, seededRng(seed * 1000 + k));
    if (!g.ok) continue;
    const t = g.value.tournament;
    const last = g.value.stoppedAtRound ? g.value.stoppedAtRound - 1 : t.rounds;
    for (let round = 1; round <= last; round++) {
      writeFileSync(input, withRanks(makeTrf({ ...nextRoundInput(t, round), rounds: t.rounds })));
      rmSync(output, { force: true });
      try {
        execFileSync('python3', ['-c', RUN, '-t', input, '-e', id, '-p', output], {
          env: { ...process.env, PYTHONPATH: src },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
      } catch {
        differing.push(
          `${config.PlayersNumber} players, seed ${seed * 1000 + k}, round ${round}: py4swiss failed`,
        );
        continue;
      }
      compared++;
      const theirs = readFileSync(output, 'utf8')
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.trim().replace(/\s+/g, ' '));
      const want = recordedPairing(t, round);
      const ours = [
        ...want.boards.map((b) => `${b.white} ${b.black}`),
        ...(want.pab ? [`${want.pab} 0`] : []),
      ];
      if (JSON.stringify([...theirs].sort()) === JSON.stringify([...ours].sort())) continue;
      if (keep) writeFileSync(join(keep, `${id}-${seed * 1000 + k}-r${round}.trf`), readFileSync(input));
      differing.push(
        `${config.PlayersNumber} players, ${config.RoundsNumber} rounds, seed ${seed * 1000 + k}, round ${round}: ` +
          `Rochade ${ours.join(', ')} | py4swiss ${theirs.join(', ')}`,
      );
    }
  }
  console.log(`${id}: ${compared} rounds compared, ${differing.length} differ`);
  for (const d of differing.slice(0, 3)) console.log(`  ${d}`);
}
rmSync(dir, { recursive: true, force: true });
