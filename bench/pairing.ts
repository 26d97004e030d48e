// Pairing benchmark, the numbers issue 11 asks for (prints them; asserts nothing):
// - start-up: bare `node`, `rochade --help` and `rochade pair --help` (loads the pair command only);
// - end to end, `rochade pair --dutch IN.trf -p OUT` against the endorsed engine (bbpPairings, found
//   through BBP_PAIRINGS; Rochade's times only when unset) on the
//   same file in the same run, for 200, 500 and 1000 players (round 5 of 9), with the ratio;
// - where the 200-player run goes: start-up, reading and parsing the TRF, the engine, writing;
// - round 2 of 1000 players in process (cold: a CLI run; warm: a bot or add-on process);
// - round 1 of the largest field the CLI accepts, with its peak memory (maximum resident set).
// `--sizes 200,400,500,1000` adds the in-process sweep of rounds 1, 2 and 5 of 9 (cold and warm).
// Inputs are generated from fixed seeds, so every run times the same files.
// Run: npx tsx bench/pairing.ts [--e2e 200,500,1000] [--sizes 200,400] [--repeat 5]
//      (or npm run bench -- pairing [the same options])
import { spawnSync } from 'node:child_process';
// @ts-expect-error: plain JS next to the CLI launcher, no type declarations
import { tuneForShortRun } from '../bin/shortRun.js';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatPairing, MAX_PLAYERS } from '../cli/commands/pair.ts';
import { findOracle } from '../scripts/oracles.mjs';
import { loadTournament } from '../cli/load.ts';
import { nodeIo } from '../cli/main.ts';
import { makeTrf } from '../core/formats/trf/trf.ts';
import { pairDutch } from '../core/pairing/dutch/index.ts';
import type { Tournament } from '../core/tournament/model.ts';
import { load, median, swissHistory } from './_swissHistory.ts';

const ROUNDS = 9;
const PLAYED = [0, 1, 4]; // pair rounds 1, 2 and 5 of 9

/** A field of `n` with `played` rounds of a plausible history. */
const midTournament = (n: number, seed: number, played: number): Tournament =>
  swissHistory(
    `bench ${n}`,
    Array.from({ length: n }, (_, i) => ({
      id: i + 1,
      name: `Player${i + 1}`,
      fide: 2700 - Math.floor((i * 1700) / n), // descending, within the TRF rating field
    })),
    ROUNDS,
    seed,
    played,
  );

/** `--name a,b` as numbers, or the default. */
function listOption(name: string, fallback: readonly number[]): readonly number[] {
  const args = process.argv.slice(2);
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  return (args[at + 1] ?? '')
    .split(',')
    .map(Number)
    .filter((x) => x > 0);
}
const e2eSizes = listOption('--e2e', [200, 500, 1000]);
const sweepSizes = listOption('--sizes', []);
const repeat = listOption('--repeat', [5])[0] ?? 5;

const ms = (x: number): string => `${x.toFixed(0)} ms`;
const sec = (x: number): string => `${(x / 1000).toFixed(2)} s`;

/** One in-process pairing, cold or warm, with the heap it used. */
function pairInProcess(n: number, played: number, label: string): void {
  const t = midTournament(n, n, played);
  const round = played + 1;
  const before = process.memoryUsage();
  const start = performance.now();
  const r = pairDutch(t, { round });
  const took = performance.now() - start;
  const after = process.memoryUsage();
  const boards = r.ok ? r.value.boards.length : 0;
  console.log(
    `${String(n).padStart(5)} players, round ${round} of ${ROUNDS} (${label}): ${ms(took).padStart(10)}, ` +
      `${boards} boards${r.ok ? '' : ` (${r.error.message})`}, heap ${(after.heapUsed / 2 ** 20).toFixed(0)} MB ` +
      `(+${((after.heapUsed - before.heapUsed) / 2 ** 20).toFixed(0)}), rss ${(after.rss / 2 ** 20).toFixed(0)} MB`,
  );
}

const oracleFound = findOracle('bbpPairings');
const CLI = new URL('../bin/rochade.js', import.meta.url).pathname;
const BUILT = new URL('../dist/cli/rochade.js', import.meta.url);
// GNU time gives the peak memory (maximum resident set) of a child; without it, wall time only.
const TIME = ['/usr/bin/time', '/bin/time'].find((p) => existsSync(p));

interface Run {
  /** Wall time in ms. */
  readonly ms: number;
  /** Peak memory (maximum resident set) in MB, when GNU time is there. */
  readonly mb?: number;
  readonly ok: boolean;
}

function timed(cmd: string, argv: readonly string[]): Run {
  const [file, args] = TIME ? [TIME, ['-f', '%M', cmd, ...argv]] : [cmd, argv];
  const start = performance.now();
  const r = spawnSync(file, args, { encoding: 'utf8' });
  const took = performance.now() - start;
  const kb = TIME ? Number(/(\d+)\s*$/.exec(r.stderr)?.[1]) : NaN;
  return { ms: took, ...(Number.isFinite(kb) ? { mb: kb / 1024 } : {}), ok: r.status === 0 };
}

const mb = (r: Run): string => (r.mb === undefined ? '' : ` (${r.mb.toFixed(0)} MB)`);

/** Median of `times` runs of each command, alternating them so that both see the same load. */
function sameRun(commands: readonly (readonly [string, readonly string[]])[], times: number): Run[] {
  const runs = commands.map((): Run[] => []);
  for (let i = 0; i < times; i++) commands.forEach(([cmd, argv], k) => runs[k]!.push(timed(cmd, argv)));
  return runs.map((rs) => {
    const m = median(rs.map((r) => r.ms));
    const at = rs.find((r) => r.ms === m)!;
    return { ...at, ok: rs.every((r) => r.ok) };
  });
}

/**
 * Where an end-to-end run goes, in a fresh process so that the engine is cold as in a CLI run:
 * reading and parsing the file, the engine, formatting and writing the answer. Start-up (the process
 * and the pair command's modules) is the time of `rochade pair --help`; the rest is exit and noise.
 */
async function split(file: string, out: string, e2e: number, startup: number): Promise<void> {
  const io = nodeIo();
  const t0 = performance.now();
  const loaded = await loadTournament(file, io);
  const t1 = performance.now();
  if (!loaded.ok) throw new Error(loaded.error.message);
  const r = pairDutch(loaded.value.tournament);
  const t2 = performance.now();
  if (r.ok) await io.writeFile(out, formatPairing(r.value));
  const t3 = performance.now();
  console.log(
    `      where it goes: start-up ${ms(startup)}, read and parse ${ms(t1 - t0)}, engine ${ms(t2 - t1)}, ` +
      `write ${ms(t3 - t2)}; exit and noise ${ms(e2e - startup - (t3 - t0))}`,
  );
}

const splitAt = process.argv.indexOf('--split');
if (splitAt >= 0) {
  tuneForShortRun(); // as the CLI does
  const [file, out, e2e, startup] = process.argv.slice(splitAt + 1);
  await split(file!, out!, Number(e2e), Number(startup));
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), 'rochade-bench-'));
try {
  // Cold first: nothing else has run the engine in this process yet.
  console.log(`\n-- round 2 of 1000 players in process (${load()})`);
  // The first call includes compiling the engine (a CLI run); the second is a warm process (bot, add-on).
  for (const label of ['cold', 'warm']) pairInProcess(1000, 1, label);

  for (const n of sweepSizes)
    for (const played of PLAYED) for (const label of ['cold', 'warm']) pairInProcess(n, played, label);

  if (!existsSync(BUILT)) console.log('\nend to end: skipped, the CLI is not built (npm run build)');
  else {
    console.log(`\n-- start-up, median of ${repeat * 2 + 1} runs (${load()})`);
    const [bare, help, pairHelp] = sameRun(
      [
        [process.execPath, ['-e', '0']],
        [process.execPath, [CLI, '--help']],
        [process.execPath, [CLI, 'pair', '--help']],
      ],
      repeat * 2 + 1,
    );
    console.log(
      `node -e 0 ${ms(bare!.ms)}, rochade --help ${ms(help!.ms)}, rochade pair --help ${ms(pairHelp!.ms)}`,
    );

    const oracle = 'path' in oracleFound ? oracleFound.path : undefined;
    console.log(
      oracle
        ? `\n-- end to end, round 5 of 9, against bbpPairings in the same run (${load()})`
        : `\n-- end to end, round 5 of 9, Rochade's times only: bbpPairings ${'skip' in oracleFound ? oracleFound.skip : ''}`,
    );
    for (const n of e2eSizes) {
      const file = join(dir, `${n}.trf`);
      writeFileSync(file, makeTrf(midTournament(n, n, 4)));
      const ours: [string, string[]] = [
        process.execPath,
        [CLI, 'pair', '--dutch', file, '-p', join(dir, 'ours.txt')],
      ];
      const theirs: [string, string[]] = [oracle ?? '', ['--dutch', file, '-p', join(dir, 'theirs.txt')]];
      // Small fields are quick and noisy: the median of several runs; large ones run once.
      const times = n <= 200 ? repeat : 1;
      const [r, b] = sameRun(oracle ? [ours, theirs] : [ours], times);
      const runs = times > 1 ? `median of ${times}: ` : '';
      const line = `${String(n).padStart(5)} players, ${runs}rochade ${sec(r!.ms)}${mb(r!)}`;
      if (!b) console.log(line + (r!.ok ? '' : ' (failed)'));
      else {
        const same =
          r!.ok &&
          b.ok &&
          readFileSync(join(dir, 'ours.txt'), 'utf8') === readFileSync(join(dir, 'theirs.txt'), 'utf8');
        console.log(
          `${line}, bbpPairings ${sec(b.ms)}${mb(b)}, ratio ${(r!.ms / b.ms).toFixed(2)}` +
            (r!.ok && b.ok ? (same ? '' : ' (different pairings)') : ' (a run failed)'),
        );
      }
      if (n === e2eSizes[0]) {
        const argv = [...process.execArgv, process.argv[1]!, '--split', file, join(dir, 'split.txt')];
        spawnSync(process.execPath, [...argv, String(r!.ms), String(pairHelp!.ms)], { stdio: 'inherit' });
      }
    }

    // The largest field the CLI accepts: round 1 (one scoregroup).
    const big = join(dir, 'max.trf');
    writeFileSync(big, makeTrf(midTournament(MAX_PLAYERS, 1, 0)));
    const r1 = timed(process.execPath, [CLI, 'pair', '--dutch', big, '-p', join(dir, 'max.txt')]);
    console.log(
      `\n${MAX_PLAYERS} players (the CLI's limit), round 1 end to end: ${sec(r1.ms)}` +
        (r1.mb === undefined ? ' (no GNU time: peak memory unknown)' : `, peak ${r1.mb.toFixed(0)} MB`) +
        (r1.ok ? '' : ' (failed)'),
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
