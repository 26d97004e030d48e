// Long run for the systems without an independent program (the Double-Swiss System, FIDE C.04.5,
// and the Keizer club system): for each, random tournaments from `rochade pair --<flag> -g`, each
// re-paired by `rochade pair --<flag> -c`; prints the discrepancies per 5000 tournaments and the
// first seeds. No oracle pairs these systems (bbpPairings and JaVaFo pair none of them), so this
// checks the generator, the TRF round trip and the checker against each other, not the rule text.
//
// Usage: node scripts/selfcheck-club-systems.mjs [--n 200] [--seed 1] [--systems double-swiss,keizer]
//        [--players 5-120] [--rounds 3-11]
// Needs the built CLI (`npm run build`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const opt = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
};
const N = Number(opt('n', '200'));
const SEED = Number(opt('seed', '1'));
const SYSTEMS = opt('systems', 'double-swiss,keizer').split(',');
const [MIN_P, MAX_P] = opt('players', '5-120').split('-').map(Number);
const [MIN_R, MAX_R] = opt('rounds', '3-11').split('-').map(Number);
const ROCHADE = join(root, 'bin/rochade.js');
const dir = mkdtempSync(join(tmpdir(), 'rochade-selfcheck-'));

const run = (args) => {
  try {
    return {
      code: 0,
      out: execFileSync(process.execPath, [ROCHADE, ...args], { encoding: 'utf8', stdio: 'pipe' }),
    };
  } catch (e) {
    return { code: e.status ?? 2, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
};

for (const system of SYSTEMS) {
  const bad = [];
  for (let k = 0; k < N; k++) {
    const seed = SEED + k;
    const players = MIN_P + ((seed * 7919) % (MAX_P - MIN_P + 1));
    const rounds = MIN_R + ((seed * 104729) % (MAX_R - MIN_R + 1));
    const cfg = join(dir, 'gen.cfg');
    const trf = join(dir, `${system}-${seed}.trf`);
    writeFileSync(cfg, `PlayersNumber=${players}\nRoundsNumber=${rounds}\nForfeitRate=20\n`);
    const g = run(['pair', `--${system}`, '-g', cfg, '-o', trf, '-s', String(seed)]);
    const c = g.code === 0 ? run(['pair', `--${system}`, trf, '-c']) : g;
    if (c.code !== 0)
      bad.push({
        seed,
        players,
        rounds,
        why: c.out
          .split('\n')
          .filter((l) => !/OK$/.test(l))
          .slice(0, 4)
          .join(' | '),
      });
  }
  console.log(
    `${system}: ${N} tournaments, ${bad.length} discrepant (${((bad.length / N) * 5000).toFixed(1)} per 5000); oracles: none available`,
  );
  for (const b of bad.slice(0, 5))
    console.log(`  seed ${b.seed} (${b.players} players, ${b.rounds} rounds): ${b.why}`);
}
rmSync(dir, { recursive: true, force: true });
