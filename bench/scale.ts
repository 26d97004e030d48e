// A large event through the built CLI, as a director runs it (prints numbers; asserts nothing):
// - a 1000-player, 11-round Swiss: every round paired by `rochade pair --dutch T.trf -p` (the
//   results filled in between rounds from a fixed seed, by rating), then the whole event checked
//   (`pair -c`), printed (`print`: pairings, standings, crosstable as PDF) and published
//   (`publish --html`); each step's time and the total (goal: under 30 s);
// - 50 MB tournament files (TRF and JSON): refused by their size with one line naming the limit
//   (docs/limits.md), and files just under the 20 MB limit read with the JavaScript heap capped
//   (`--max-old-space-size`), so that a file the limits let in is read within a stated memory bound.
// Peak memory (resident set) comes from GNU time where /usr/bin/time exists.
// Run: npx tsx bench/scale.ts [--players 1000] [--rounds 11] [--keep]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeTournamentJson, makeTrf } from '../core/formats/index.ts';
import { seededRng } from '../core/pairing/generator.ts';
import type { Game, GameResult, Tournament, Unpaired } from '../core/tournament/model.ts';
import { STANDARD_POINTS } from '../core/tournament/pointSystem.ts';
import { load } from './_swissHistory.ts';

const arg = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(name);
  const x = at < 0 ? NaN : Number(process.argv[at + 1]);
  return Number.isInteger(x) && x > 0 ? x : fallback;
};
const PLAYERS = arg('--players', 1000);
const ROUNDS = arg('--rounds', 11);
const keep = process.argv.includes('--keep');
const CLI = new URL('../bin/rochade.js', import.meta.url).pathname;
const GNU_TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

const FIRST = ['Jürgen', 'Anna', 'Sören', 'Käthe', 'Jan', 'Eva', 'Özcan', 'Grete', 'Björn', 'Lena', 'Uwe'];
const LAST = ['Müller', 'Weiß', 'Groß', 'Schäfer', 'Özdemir', 'Bauer', 'Köhler', 'Straße', 'Böhm', 'Hoß'];
const CLUBS = ['SK Weißenburg', 'SC Bärenhöhle', 'SV Gößweinstein', 'Schachfreunde Köln-Süd', 'SG Fürth'];

interface Step {
  readonly ms: number;
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** Peak resident set in MB (GNU time), when known. */
  readonly peakMb?: number;
  /** CPU time (user + system, GNU time), when known: on a busy machine nearer the idle wall time. */
  readonly cpuMs?: number;
}

/** Runs `node [NODE_ARGS] bin/rochade.js ARGS`, timed; the peak memory through GNU time when present. */
function rochade(args: readonly string[], nodeArgs: readonly string[] = []): Step {
  const argv = [...nodeArgs, CLI, ...args];
  const start = performance.now();
  const r = GNU_TIME
    ? spawnSync(GNU_TIME, ['-f', 'PEAK_KB %M CPU %U %S', process.execPath, ...argv], {
        encoding: 'utf8',
        maxBuffer: 1 << 28,
      })
    : spawnSync(process.execPath, argv, { encoding: 'utf8', maxBuffer: 1 << 28 });
  const ms = performance.now() - start;
  const peak = /PEAK_KB (\d+) CPU ([\d.]+) ([\d.]+)\s*$/.exec(r.stderr);
  return {
    ms,
    status: r.status,
    stdout: r.stdout,
    // GNU time's own lines (the peak, "Command exited with non-zero status N") are not the command's
    stderr: (peak ? r.stderr.slice(0, peak.index) : r.stderr).replace(/^Command exited with .*\n/m, ''),
    ...(peak ? { peakMb: Number(peak[1]) / 1024, cpuMs: (Number(peak[2]) + Number(peak[3])) * 1000 } : {}),
  };
}

const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const mb = (x: Step): string =>
  (x.cpuMs === undefined ? '' : ` (cpu ${s(x.cpuMs)})`) +
  (x.peakMb === undefined ? '' : `, peak ${x.peakMb.toFixed(0)} MB`);
const failed = (x: Step): string =>
  x.status === 0 ? '' : ` FAILED (exit ${String(x.status)}: ${x.stderr.split('\n')[0] ?? ''})`;

/** A game's result from the ratings: 30 % draws, the rest by the Elo expectation of the stronger. */
function resultOf(rng: () => number, white: number, black: number): GameResult {
  const x = rng();
  if (x < 0.3) return '1/2-1/2';
  const whiteExpects = 1 / (1 + 10 ** ((black - white) / 400));
  return rng() < whiteExpects ? '1-0' : '0-1';
}

/** The boards of `rochade pair -p` (the pairing-program output: a count, then "white black", "id 0" for the PAB). */
function readPairing(text: string): { boards: [number, number][]; pab?: number } {
  const lines = text.trim().split('\n').slice(1);
  const boards: [number, number][] = [];
  let pab: number | undefined;
  for (const l of lines) {
    const [w, b] = l.trim().split(/\s+/).map(Number);
    if (b === 0) pab = w;
    else boards.push([w!, b!]);
  }
  return pab === undefined ? { boards } : { boards, pab };
}

const dir = mkdtempSync(join(tmpdir(), 'rochade-bench-scale-'));
try {
  // Warm the compile caches as a director's earlier commands would.
  for (const c of ['pair', 'print', 'publish', 'standings']) rochade([c, '--help']);

  console.log(`-- ${PLAYERS} players, ${ROUNDS} rounds, through bin/rochade.js (${load()})`);
  const players = Array.from({ length: PLAYERS }, (_, i) => ({
    id: i + 1,
    name: `${LAST[i % LAST.length]!}-${Math.floor(i / LAST.length) + 1}, ${FIRST[i % FIRST.length]!}`,
    fide: 2700 - Math.floor((i * 1700) / PLAYERS),
    club: CLUBS[i % CLUBS.length]!,
    federation: 'GER',
  }));
  const rating = new Map(players.map((p) => [p.id, p.fide]));
  let t: Tournament = {
    name: `Großes Open ${PLAYERS}`,
    kind: 'swiss',
    rounds: ROUNDS,
    city: 'Köln',
    federation: 'GER',
    players,
    games: [],
    unpaired: [],
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
    initialColor: 'white',
  };
  const rng = seededRng(PLAYERS * 100 + ROUNDS);
  const trf = join(dir, 'open.trf');
  const out = join(dir, 'pairing.txt');
  let total = 0;
  let totalCpu = 0;
  const pairTimes: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    writeFileSync(trf, makeTrf(t));
    const r = rochade(['pair', '--dutch', trf, '-p', out]);
    total += r.ms;
    totalCpu += r.cpuMs ?? 0;
    pairTimes.push(r.ms);
    console.log(`pair round ${String(round).padStart(2)}: ${s(r.ms)}${mb(r)}${failed(r)}`);
    if (r.status !== 0) throw new Error(`round ${round} not paired`);
    const { boards, pab } = readPairing(readFileSync(out, 'utf8'));
    const games: Game[] = boards.map(([white, black]) => ({
      round,
      white,
      black,
      result: resultOf(rng, rating.get(white)!, rating.get(black)!),
    }));
    const unpaired: Unpaired[] = pab === undefined ? [] : [{ round, player: pab, kind: 'PAB' }];
    t = { ...t, games: [...t.games, ...games], unpaired: [...t.unpaired, ...unpaired] };
  }
  console.log(`pairing all ${ROUNDS} rounds: ${s(pairTimes.reduce((a, b) => a + b, 0))}`);
  writeFileSync(trf, makeTrf(t));

  const steps: [string, string[]][] = [
    ['check (pair -c, every round re-paired)', ['pair', '--dutch', trf, '-c']],
    ['print pairings (PDF)', ['print', trf, '--what', 'pairings', '-o', join(dir, 'pairings.pdf')]],
    ['print standings (PDF)', ['print', trf, '--what', 'standings', '-o', join(dir, 'standings.pdf')]],
    ['print crosstable (PDF)', ['print', trf, '--what', 'crosstable', '-o', join(dir, 'crosstable.pdf')]],
    ['publish (web site)', ['publish', trf, '--html', join(dir, 'site')]],
  ];
  for (const [label, args] of steps) {
    const r = rochade(args);
    total += r.ms;
    totalCpu += r.cpuMs ?? 0;
    const summary = label.startsWith('check')
      ? ` (${/^SUMMARY.*$/m.exec(r.stdout)?.[0] ?? 'no summary'})`
      : '';
    console.log(`${label}: ${s(r.ms)}${mb(r)}${summary}${failed(r)}`);
  }
  console.log(
    `total: ${s(total)}${GNU_TIME ? ` (cpu ${s(totalCpu)})` : ''} (goal < 30 s: ${total < 30_000 ? 'met' : 'missed'})`,
  );

  // 50 MB files: a real tournament followed by what a format allows at its end (TRF comment
  // lines, JSON white space), so that only the size is wrong.
  console.log(`\n-- tournament files over and under the input limit (${load()})`);
  const padTrf = (bytes: number): string => {
    const head = makeTrf(t);
    const line = `### ${'Kommentar zur Auslosung, Köln-Süd. '.repeat(27)}\n`;
    const lines = Math.max(0, Math.floor((bytes - Buffer.byteLength(head)) / Buffer.byteLength(line)));
    return head + line.repeat(lines);
  };
  const padJson = (bytes: number): string => {
    const head = makeTournamentJson(t);
    return head + ' '.repeat(Math.max(0, bytes - Buffer.byteLength(head)));
  };
  const files: [string, string][] = [
    ['huge.trf', padTrf(50_000_000)],
    ['huge.json', padJson(50_000_000)],
    ['near.trf', padTrf(19_500_000)],
    ['near.json', padJson(19_500_000)],
  ];
  const HEAP_MB = 256;
  for (const [name, text] of files) {
    const path = join(dir, name);
    writeFileSync(path, text);
    const size = `${(statSync(path).size / 1e6).toFixed(1)} MB`;
    const r = rochade(['standings', path], [`--max-old-space-size=${HEAP_MB}`]);
    const said = r.stderr.trim().split('\n');
    const verdict =
      r.status === 0
        ? `read and ranked (heap capped at ${HEAP_MB} MB)`
        : `exit ${String(r.status)}, ${said.length} line${said.length === 1 ? '' : 's'}: ${said[0] ?? ''}`;
    console.log(`standings ${name} (${size}): ${s(r.ms)}${mb(r)}; ${verdict}`);
  }
} finally {
  if (keep) console.log(`\nthe files are kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
