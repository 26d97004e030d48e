// What a tournament director waits for at the keyboard (prints numbers; asserts nothing):
// - start-up: bare `node -e 0` and `rochade --help`;
// - `rochade result` and `rochade standings` on a 300-player, 9-round tournament file (goal: each
//   under 150 ms wall; `result` enters the result of a board that has none);
// - `rochade pair --dutch IN.trf -p OUT`, round 9 of 9 for 200 players, against bbpPairings on the
//   same file in the same run (goal: at most half its time), and `rochade pair T.json` (the
//   director's workflow command) on the same field.
// The files are generated from fixed seeds, so every run times the same input.
// bbpPairings is found through BBP_PAIRINGS (skipped with a message when unset).
// Run: npx tsx bench/cli.ts [--repeat 11] [--keep]   (or npm run bench -- cli [--repeat 11])
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeTournamentJson, makeTrf } from '../core/formats/index.ts';
import type { Tournament } from '../core/tournament/model.ts';
import { findOracle } from '../scripts/oracles.mjs';
import { load, median, swissHistory } from './_swissHistory.ts';

const ROUNDS = 9;
const FIRST_NAMES = ['Jürgen', 'Anna', 'Sören', 'Käthe', 'Jan', 'Eva', 'Özcan', 'Grete', 'Björn', 'Lena'];
const LAST_NAMES = ['Müller', 'Weiß', 'Groß', 'Schäfer', 'Özdemir', 'Bauer', 'Köhler', 'Straße', 'Böhm'];
const CLUBS = ['SK Weißenburg', 'SC Bärenhöhle', 'SV Gößweinstein', 'Schachfreunde Köln-Süd'];

/** A Swiss of `n` players with German names and `played` of its rounds played. */
const swiss = (n: number, seed: number, played: number): Tournament =>
  swissHistory(
    `Herbstopen ${n}`,
    Array.from({ length: n }, (_, i) => ({
      id: i + 1,
      name: `${LAST_NAMES[i % LAST_NAMES.length]!}${i >= LAST_NAMES.length ? `-${i}` : ''}, ${FIRST_NAMES[i % FIRST_NAMES.length]!}`,
      fide: 2600 - Math.floor((i * 1500) / n),
      club: CLUBS[i % CLUBS.length]!,
    })),
    ROUNDS,
    seed,
    played,
  );

const arg = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(name);
  const x = at < 0 ? NaN : Number(process.argv[at + 1]);
  return Number.isFinite(x) && x > 0 ? x : fallback;
};
const repeat = arg('--repeat', 11);
/** `--keep`: leave the generated files in place (for hyperfine or --cpu-prof by hand). */
const keep = process.argv.includes('--keep');

const CLI = new URL('../bin/rochade.js', import.meta.url).pathname;
const BUILT = new URL('../dist/cli/rochade.js', import.meta.url);
const bbpFound = findOracle('bbpPairings');

interface Case {
  readonly label: string;
  readonly cmd: string;
  readonly argv: readonly string[];
  /** Run before each timed run (restores the file a run changes); not timed. */
  readonly before?: () => void;
}

/**
 * CPU time (user + system, ms) of the children waited for so far (Linux: /proc/self/stat fields 16
 * and 17, in clock ticks of 10 ms); undefined elsewhere. Summed over many runs it gives a mean that
 * a busy machine distorts far less than the wall time.
 */
function childrenCpu(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return undefined;
  }
}

interface Timing {
  /** Median wall time. */
  readonly ms: number;
  /** Mean CPU time (user + system) per run, when the system tells it. */
  readonly cpu?: number;
  readonly ok: boolean;
}

/** Median wall time in ms of each case, the cases alternated so that all see the same load. */
function sameRun(cases: readonly Case[], times: number): Timing[] {
  const runs = cases.map((): number[] => []);
  const cpu = cases.map(() => 0);
  let cpuKnown = childrenCpu() !== undefined;
  const ok = cases.map(() => true);
  for (let i = 0; i < times; i++)
    cases.forEach((c, k) => {
      c.before?.();
      const cpu0 = childrenCpu() ?? 0;
      const start = performance.now();
      const r = spawnSync(c.cmd, c.argv, { encoding: 'utf8' });
      runs[k]!.push(performance.now() - start);
      const cpu1 = childrenCpu();
      if (cpu1 === undefined) cpuKnown = false;
      else cpu[k]! += cpu1 - cpu0;
      if (r.status !== 0) {
        if (ok[k]) process.stdout.write(`   ${c.label} failed: ${r.stderr.split('\n')[0] ?? ''}\n`);
        ok[k] = false;
      }
    });
  return runs.map((rs, k) => ({
    ms: median(rs),
    ...(cpuKnown ? { cpu: cpu[k]! / times } : {}),
    ok: ok[k]!,
  }));
}

const ms = (x: number): string => `${x.toFixed(0)} ms`;
const cpuOf = (x: Timing): string => (x.cpu === undefined ? '' : ` (cpu ${ms(x.cpu)})`);

if (!existsSync(BUILT)) {
  console.log('bench/cli: the CLI is not built; run `npm run build` first');
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'rochade-bench-cli-'));
try {
  // Warm the compile cache (Node 22+) and the file cache once, as a director's second command would.
  spawnSync(process.execPath, [CLI, '--help']);

  console.log(`-- start-up, median of ${repeat} (${load()})`);
  const [bare, help] = sameRun(
    [
      { label: 'node -e 0', cmd: process.execPath, argv: ['-e', '0'] },
      { label: 'rochade --help', cmd: process.execPath, argv: [CLI, '--help'] },
    ],
    repeat,
  );
  console.log(`node -e 0 ${ms(bare!.ms)}${cpuOf(bare!)}, rochade --help ${ms(help!.ms)}${cpuOf(help!)}`);

  // 300 players, 9 rounds played. `standings` ranks the finished file; `result` enters a real result:
  // board 7 of round 9 on a copy where round 9 is still being played (every game of it without a
  // result), restored before each run, as a director types the results in one by one.
  const t300 = swiss(300, 300, ROUNDS);
  const file300 = join(dir, 'herbst300.json');
  writeFileSync(file300, makeTournamentJson(t300));
  const open300: Tournament = {
    ...t300,
    games: t300.games.map((g) => (g.round === ROUNDS ? { ...g, result: '*' as const } : g)),
  };
  const entry300 = join(dir, 'herbst300-open.json');
  const pristine300 = join(dir, 'herbst300-open.orig.json');
  writeFileSync(pristine300, makeTournamentJson(open300));
  copyFileSync(pristine300, entry300);
  console.log(`\n-- 300 players, ${ROUNDS} rounds (tournament JSON), median of ${repeat} (${load()})`);
  const [result, standings] = sameRun(
    [
      {
        label: 'rochade result',
        cmd: process.execPath,
        argv: [CLI, 'result', entry300, '--round', String(ROUNDS), '--board', '7', '1:0'],
        before: () => copyFileSync(pristine300, entry300),
      },
      { label: 'rochade standings', cmd: process.execPath, argv: [CLI, 'standings', file300] },
    ],
    repeat,
  );
  const goal = (x: Timing): string =>
    `${ms(x.ms)}${cpuOf(x)}${x.ok ? '' : ' (failed)'} (goal < 150 ms: ${x.ms < 150 ? 'met' : 'missed'})`;
  console.log(`rochade result ${goal(result!)}`);
  console.log(`rochade standings ${goal(standings!)}`);

  // 200 players, 8 rounds played: pair round 9.
  const t200 = swiss(200, 200, ROUNDS - 1);
  const trf = join(dir, 'swiss200.trf');
  writeFileSync(trf, makeTrf(t200));
  const json200 = join(dir, 'swiss200.json');
  const pristine200 = join(dir, 'swiss200.orig.json');
  writeFileSync(pristine200, makeTournamentJson(t200));
  const ours: Case = {
    label: 'rochade pair --dutch',
    cmd: process.execPath,
    argv: [CLI, 'pair', '--dutch', trf, '-p', join(dir, 'ours.txt')],
  };
  const workflow: Case = {
    label: 'rochade pair T.json',
    cmd: process.execPath,
    argv: [CLI, 'pair', json200],
    before: () => copyFileSync(pristine200, json200),
  };
  const bbp = 'path' in bbpFound ? bbpFound.path : undefined;
  console.log(
    `\n-- rochade pair vs bbpPairings, 200 players, round ${ROUNDS}, end to end, median of ${repeat} (${load()})`,
  );
  if ('skip' in bbpFound) console.log(`bbpPairings: ${bbpFound.skip}`);
  const theirs: Case = {
    label: 'bbpPairings',
    cmd: bbp ?? '',
    argv: ['--dutch', trf, '-p', join(dir, 'theirs.txt')],
  };
  const [r, w, b] = sameRun(bbp ? [ours, workflow, theirs] : [ours, workflow], repeat);
  console.log(`rochade pair --dutch IN.trf -p ${ms(r!.ms)}${cpuOf(r!)}${r!.ok ? '' : ' (failed)'}`);
  console.log(`rochade pair T.json ${ms(w!.ms)}${cpuOf(w!)}${w!.ok ? '' : ' (failed)'}`);
  if (b) {
    const same =
      r!.ok &&
      b.ok &&
      readFileSync(join(dir, 'ours.txt'), 'utf8') === readFileSync(join(dir, 'theirs.txt'), 'utf8');
    const ratio = r!.ms / b.ms;
    const cpuRatio =
      r!.cpu !== undefined && b.cpu !== undefined && b.cpu > 0
        ? `, cpu ratio ${(r!.cpu / b.cpu).toFixed(2)}`
        : '';
    console.log(
      `bbpPairings --dutch IN.trf -p ${ms(b.ms)}${cpuOf(b)}${b.ok ? '' : ' (failed)'}; ratio rochade/bbpPairings ` +
        `${ratio.toFixed(2)} (goal <= 0.5: ${ratio <= 0.5 ? 'met' : 'missed'})${cpuRatio}` +
        (r!.ok && b.ok ? (same ? ', the same pairing' : ', DIFFERENT pairings') : ''),
    );
  }
} finally {
  if (keep) console.log(`\nthe files are kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
