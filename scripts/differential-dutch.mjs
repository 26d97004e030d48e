// Differential test of the Dutch engine against the endorsed engine (bbpPairings), both ways:
//   oracle: the oracle's generator writes a tournament, `rochade pair --dutch FILE -c` re-pairs it;
//   rochade: Rochade's generator writes a tournament, the oracle's checker (`-c`) re-pairs it.
// A tournament is discrepant when any round differs (colours and the PAB included) or the checking
// program rejects the file. Prints the rate per 5000 and the first cases, saved to --out.
//
// Usage: node scripts/differential-dutch.mjs [--n 200] [--seed 1] [--dir both|oracle|rochade]
//        [--sizes 5-300] [--spread log|uniform] [--rounds 5-13] [--jobs CORES] [--out DIR] [--show 5] [--rochade bin/rochade.js]
// Needs the built CLI (`npm run build`) and bbpPairings: BBP_PAIRINGS=PATH (skipped when unset).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, copyFileSync, writeFileSync, rmSync, mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireOracle } from './oracles.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

const opt = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
};
const range = (s) => s.split('-').map(Number);
const N = Number(opt('n', '200'));
const SEED = Number(opt('seed', '1'));
const DIRS = opt('dir', 'both') === 'both' ? ['oracle', 'rochade'] : [opt('dir', 'both')];
const [MIN_P, MAX_P] = range(opt('sizes', '5-300'));
// log: club sizes dominate (fast, many small fields); uniform: every size as likely (large fields weigh in).
const SPREAD = opt('spread', 'log');
if (SPREAD !== 'log' && SPREAD !== 'uniform') {
  console.error(`differential-dutch: --spread is log or uniform, not ${SPREAD}`);
  process.exit(2);
}
const [MIN_R, MAX_R] = range(opt('rounds', '5-13'));
const JOBS = Math.max(1, Math.min(Number(opt('jobs', String(availableParallelism()))), 16));
const OUT = resolve(opt('out', join(tmpdir(), 'rochade-differential')));
const SHOW = Number(opt('show', '5'));
// --rochade: another launcher (e.g. a copy of bin/ and dist/cli/, so a rebuild does not disturb a run).
const ROCHADE = resolve(opt('rochade', join(root, 'bin/rochade.js')));

const ORACLE = requireOracle('bbpPairings', 'differential-dutch');
if (!existsSync(join(ROCHADE, '../../dist/cli/rochade.js'))) {
  console.log('differential-dutch: the CLI is not built; run `npm run build` first.');
  process.exit(2);
}

/** Uniform numbers in [0, 1) from a seed (SHA-256 of seed and counter): same seed, same stream. */
function rng(seed) {
  let i = 0;
  return () => createHash('sha256').update(`${seed}:${i++}`).digest().readUInt32BE(0) / 4294967296;
}

const POINT_SYSTEMS = [
  {}, // 1 / ½ / 0
  {},
  {},
  { PointsForWin: 3, PointsForDraw: 1, PointsForLoss: 0 },
  { PointsForWin: 2, PointsForDraw: 1, PointsForLoss: 0 },
  { PointsForWin: 1, PointsForDraw: 0.5, PointsForLoss: 0, PointsForPAB: 0.5 },
  { PointsForWin: 3, PointsForDraw: 1, PointsForLoss: 0, PointsForForfeitLoss: 0, PointsForPAB: 1 },
];
const OFF = 1000000;

/** A random configuration: sizes log-uniform or uniform (--spread), every feature on or off. */
function configFor(seed) {
  const r = rng(seed);
  const int = (lo, hi) => lo + Math.floor(r() * (hi - lo + 1));
  const x = r();
  const players =
    SPREAD === 'uniform'
      ? MIN_P + Math.floor(x * (MAX_P - MIN_P + 1))
      : Math.round(Math.exp(Math.log(MIN_P) + x * (Math.log(MAX_P) - Math.log(MIN_P))));
  const rounds = Math.min(int(MIN_R, MAX_R), Math.max(1, players - 1));
  const rate = (lo, hi) => (r() < 0.3 ? OFF : int(lo, hi));
  const high = int(1800, 2800);
  return {
    PlayersNumber: players,
    RoundsNumber: rounds,
    DrawPercentage: int(0, 50),
    ForfeitRate: rate(10, 60),
    RetiredRate: rate(30, 300),
    HalfPointByeRate: rate(10, 150),
    HighestRating: high,
    LowestRating: Math.max(1000, high - int(0, 1200)),
    ...POINT_SYSTEMS[int(0, POINT_SYSTEMS.length - 1)],
  };
}

function run(cmd, args) {
  return new Promise((done) => {
    execFile(cmd, args, { maxBuffer: 64 << 20, timeout: 600_000 }, (error, stdout, stderr) =>
      done({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
  });
}
const rochade = (args) => run(process.execPath, [ROCHADE, ...args]);
const oracle = (args) => run(ORACLE, args);

/** The rounds a checker output reports as different. */
function differingRounds(dir, stdout) {
  if (dir === 'oracle') {
    const m = /SUMMARY rounds=\d+ differing=(\d+) rounds=(.*)/.exec(stdout);
    return m && m[1] !== '0' ? m[2].trim() : '';
  }
  // bbpPairings -c: "Round #k" lines, then a "Checker pairings" table under each differing round.
  const rounds = [];
  let current = '';
  for (const line of stdout.split(/\r\n|\r|\n/)) {
    const m = /Round #(\d+)/.exec(line);
    if (m) current = m[1];
    else if (line.includes('Checker pairings') && !rounds.includes(current)) rounds.push(current);
  }
  return rounds.join(',');
}

async function one(dir, seed, work) {
  const config = configFor(seed);
  const conf = join(work, `${dir}-${seed}.txt`);
  const trf = join(work, `${dir}-${seed}.trf`);
  writeFileSync(
    conf,
    Object.entries(config)
      .map(([k, v]) => `${k}=${v}\n`)
      .join(''),
  );
  const gen =
    dir === 'oracle'
      ? oracle(['--dutch', '-g', conf, '-o', trf, '-s', String(seed)])
      : rochade(['pair', '--dutch', '-g', conf, '-o', trf, '-s', String(seed)]);
  const g = await gen;
  if (!existsSync(trf)) return { dir, seed, config, status: 'generatorFailed', detail: g.stderr || g.stdout };
  const c =
    dir === 'oracle' ? await rochade(['pair', '--dutch', trf, '-c']) : await oracle(['--dutch', trf, '-c']);
  const rejected = dir === 'oracle' ? c.code !== 0 && c.code !== 1 : c.code !== 0;
  const rounds = rejected ? '' : differingRounds(dir, c.stdout);
  const status = rejected ? 'rejected' : rounds ? 'differs' : 'same';
  return { dir, seed, config, status, rounds, trf, conf, detail: `${c.stdout}${c.stderr}` };
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'rochade-diff-'));
  mkdirSync(OUT, { recursive: true });
  const started = Date.now();
  const tasks = [];
  for (let i = 0; i < N; i++) for (const dir of DIRS) tasks.push([dir, SEED + i]);
  const results = [];
  let next = 0;
  let stopped = false;
  const worker = async () => {
    while (next < tasks.length) {
      const [dir, seed] = tasks[next++];
      const r = await one(dir, seed, work);
      // A run in flight when the signal came was killed with us (same process group): not a result.
      if (stopped) break;
      results.push(r);
      if (r.status !== 'same' && r.status !== 'generatorFailed') {
        const dest = join(OUT, `${dir}-${seed}`);
        mkdirSync(dest, { recursive: true });
        copyFileSync(r.trf, join(dest, 'tournament.trf'));
        copyFileSync(r.conf, join(dest, 'config.txt'));
        writeFileSync(join(dest, 'checker.txt'), r.detail);
      }
      rmSync(r.trf ?? '', { force: true });
      if (results.length % 50 === 0)
        process.stderr.write(
          `  ${results.length}/${tasks.length} (${((Date.now() - started) / 1000).toFixed(0)} s)\n`,
        );
    }
  };
  // Ctrl-C (or a time limit's SIGTERM): report the tournaments finished so far.
  const stop = () => {
    stopped = true;
    next = tasks.length;
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await Promise.all(Array.from({ length: JOBS }, worker));
  rmSync(work, { recursive: true, force: true });
  if (stopped) console.log(`interrupted: ${results.length} of ${tasks.length} tournaments finished`);

  for (const dir of DIRS) {
    const mine = results.filter((r) => r.dir === dir).sort((a, b) => a.seed - b.seed);
    const bad = mine.filter((r) => r.status === 'differs' || r.status === 'rejected');
    const failed = mine.filter((r) => r.status === 'generatorFailed').length;
    const checked = mine.length - failed;
    const label = dir === 'oracle' ? 'oracle generator -> rochade -c' : 'rochade generator -> oracle -c';
    console.log(
      `${label}: ${bad.length} of ${checked} discrepant (${((bad.length / Math.max(1, checked)) * 5000).toFixed(1)} per 5000)` +
        `, ${mine.filter((r) => r.status === 'rejected').length} rejected, ${failed} generator failures; seeds ${mine[0]?.seed ?? SEED}-${mine.at(-1)?.seed ?? SEED}`,
    );
    for (const r of bad.slice(0, SHOW))
      console.log(
        `  seed ${r.seed}: ${r.status}${r.rounds ? ` rounds ${r.rounds}` : ''}, ${r.config.PlayersNumber} players, ${r.config.RoundsNumber} rounds -> ${join(OUT, `${dir}-${r.seed}`)}`,
      );
  }
  console.log(
    `${results.length} tournaments in ${((Date.now() - started) / 1000).toFixed(0)} s with ${JOBS} jobs`,
  );
}

await main();
