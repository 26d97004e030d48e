// Burstein against bbpPairings' `--burstein`, a witness, not the rule: bbpPairings implements an
// older Burstein text (its README: Sonneborn-Berger order, unplayed games as draws, a default
// acceleration in rounds 1-2, no seeding rounds) and aborts on rounds with an odd number of players
// (../shared/oracles/bbpPairings/README.md). Both ways, on fields without byes or retirements:
//   rochade: `rochade pair --burstein -g` writes a tournament, `bbpPairings --burstein -c` re-pairs it;
//   oracle:  `bbpPairings --burstein -g` writes one, `rochade pair --burstein -c` re-pairs it.
// Prints, per N tournaments, the discrepant tournaments and the differing rounds by class: rounds
// 1-2 (accelerated by bbpPairings), the other seeding rounds (C.04.4.2 1.6: the Dutch rules here),
// the rounds after (the Index of 1.7-1.8); and the oracle's crashes. docs/swiss.md lists the classes.
//
// Usage: BBP_PAIRINGS=/path/to/bbpPairings.exe node scripts/differential-burstein.mjs
//        [--n 50] [--seed 1] [--sizes 6-40] [--rounds 5-11] [--dir both|oracle|rochade] [--keep DIR]
// Needs the built CLI (`npm run build`); skips without BBP_PAIRINGS.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync, mkdirSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const ORACLE = process.env.BBP_PAIRINGS;
const ROCHADE = join(root, 'bin/rochade.js');
const opt = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
};
const range = (s) => s.split('-').map(Number);
const N = Number(opt('n', '50'));
const SEED = Number(opt('seed', '1'));
const [MIN_P, MAX_P] = range(opt('sizes', '6-40'));
const [MIN_R, MAX_R] = range(opt('rounds', '5-11'));
const DIRS = opt('dir', 'both') === 'both' ? ['rochade', 'oracle'] : [opt('dir', 'both')];
const KEEP = opt('keep', '');

if (!ORACLE || !existsSync(ORACLE)) {
  console.log('differential-burstein: skipped, set BBP_PAIRINGS to the bbpPairings executable.');
  process.exit(0);
}
if (!existsSync(join(root, 'dist/cli/rochade.js'))) {
  console.log('differential-burstein: the CLI is not built; run `npm run build` first.');
  process.exit(2);
}

const run = (cmd, args, cwd) =>
  new Promise((done) =>
    execFile(cmd, args, { cwd, maxBuffer: 1 << 26 }, (error, stdout) =>
      done({ code: error ? (error.code ?? error.signal ?? 1) : 0, stdout: String(stdout) }),
    ),
  );

/**
 * Rounds a `-c` report lists as differing: a `Round #k` block with a pairing table (Rochade writes
 * `Round #k: OK` for an equal round, bbpPairings an empty block) or a "No valid pairing" line.
 */
const differing = (report) => {
  const blocks = report.split(/^(?:.*: )?Round #/m).slice(1);
  return blocks
    .filter((b) => /Checker pairings|No valid pairing/.test(b))
    .map((b) => Number(/^\d+/.exec(b)?.[0]));
};

/** mulberry32, as the product's generator seeds it. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seeding = (rounds) => Math.min(Math.floor(rounds / 2), 4);
const dir = mkdtempSync(join(tmpdir(), 'rochade-burstein-'));
if (KEEP) mkdirSync(KEEP, { recursive: true });
const r = rng(SEED);
const tally = {};
// Round classes: 1-2 (bbpPairings accelerates them), the other seeding rounds (1.6: the Dutch
// rules here), the rounds after (the Index, 1.7-1.8). Per class: rounds compared, rounds differing.
const CLASSES = ['rounds 1-2', 'seeding rounds 3-4', 'after the seeding rounds'];
const classOf = (round, rounds) => (round <= 2 ? 0 : round <= seeding(rounds) ? 1 : 2);
for (const way of DIRS)
  tally[way] = {
    tournaments: 0,
    discrepant: 0,
    compared: [0, 0, 0],
    differ: [0, 0, 0],
    crashed: 0,
    rejected: 0,
    examples: [],
  };

for (let i = 0; i < N; i++) {
  // An even field without byes or retirements: bbpPairings aborts on odd rounds.
  const players = 2 * Math.floor((MIN_P + Math.floor(r() * (MAX_P - MIN_P + 1))) / 2);
  const rounds = Math.min(MIN_R + Math.floor(r() * (MAX_R - MIN_R + 1)), players - 1);
  const seed = 1 + Math.floor(r() * 1e9);
  const cfg = join(dir, 'gen.cfg');
  writeFileSync(
    cfg,
    `PlayersNumber=${players}\nRoundsNumber=${rounds}\nDrawPercentage=${Math.floor(r() * 50)}\nForfeitRate=1000000\nRetiredRate=1000000\nHalfPointByeRate=1000000\n`,
  );
  for (const way of DIRS) {
    const file = join(dir, `${way}-${i}.trf`);
    const t = tally[way];
    const gen =
      way === 'rochade'
        ? await run(
            process.execPath,
            [ROCHADE, 'pair', '--burstein', '-g', cfg, '-o', file, '-s', String(seed)],
            dir,
          )
        : await run(ORACLE, ['--burstein', '-g', cfg, '-o', file, '-s', String(seed)], dir);
    if (!existsSync(file)) {
      if (way === 'oracle' && gen.code !== 0 && gen.code !== 1) t.crashed++;
      continue;
    }
    t.tournaments++;
    const check =
      way === 'rochade'
        ? await run(ORACLE, ['--burstein', file, '-c'], dir)
        : await run(process.execPath, [ROCHADE, 'pair', '--burstein', file, '-c'], dir);
    if (check.code !== 0 && check.code !== 1) {
      if (way === 'rochade') t.crashed++;
      else t.rejected++;
      continue;
    }
    const diff = differing(check.stdout);
    const played = Math.max(0, ...[...check.stdout.matchAll(/Round #(\d+)/g)].map((m) => Number(m[1])));
    for (let round = 1; round <= played; round++) t.compared[classOf(round, rounds)]++;
    for (const round of diff) t.differ[classOf(round, rounds)]++;
    if (diff.length === 0) continue;
    t.discrepant++;
    if (t.examples.length < 3)
      t.examples.push(`${players} players, ${rounds} rounds, seed ${seed}: rounds ${diff.join(',')}`);
    if (KEEP) copyFileSync(file, join(KEEP, `${way}-${i}.trf`));
  }
}
rmSync(dir, { recursive: true, force: true });
for (const [way, t] of Object.entries(tally)) {
  console.log(
    `${way === 'rochade' ? 'rochade generates, bbpPairings checks' : 'bbpPairings generates, rochade checks'}: ` +
      `${t.discrepant} of ${t.tournaments} tournaments differ; oracle crashes ${t.crashed}, files rochade rejects ${t.rejected}`,
  );
  CLASSES.forEach((name, k) => console.log(`  ${name}: ${t.differ[k]} of ${t.compared[k]} rounds differ`));
  for (const e of t.examples) console.log(`  e.g. ${e}`);
}
