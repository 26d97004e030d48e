// Pairing benchmark: the Dutch engine on generated fields of 200, 400, 500 and 1000 players, rounds
// 1 (one huge scoregroup: the bot pairs it inside a database transaction), 2 and 5 of 9; then end to
// end, `rochade pair --dutch IN.trf -p` against the endorsed engine (bbpPairings) on the same file in
// the same run, and round 1 of the largest field the CLI accepts.
// Run: npx tsx bench/pairing.ts [sizes...] [--e2e 200,500] (prints times and memory; no assertions).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_PLAYERS } from '../cli/commands/pair.ts';
import { makeTrf } from '../core/formats/trf/trf.ts';
import { pairDutch } from '../core/pairing/dutch/index.ts';
import { seededRng } from '../core/pairing/generator.ts';
import type { Game, GameResult, Tournament } from '../core/tournament/model.ts';
import { STANDARD_POINTS } from '../core/tournament/pointSystem.ts';
import { computeScores } from '../core/tournament/playerRounds.ts';

const ROUNDS = 9;
const PLAYED = [0, 1, 4]; // pair rounds 1, 2 and 5 of 9

/**
 * A plausible history without running the engine for every earlier round (that would dominate the
 * run for 1000 players): players sorted by score, neighbours paired without rematches.
 */
function midTournament(n: number, seed: number, played: number): Tournament {
  const rng = seededRng(seed);
  const players = Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `Player${i + 1}`,
    fide: 2700 - Math.floor((i * 1700) / n), // descending, within the TRF rating field
  }));
  let t: Tournament = {
    name: `bench ${n}`,
    kind: 'swiss',
    rounds: ROUNDS,
    players,
    games: [],
    unpaired: [],
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
    initialColor: 'white',
  };
  const met = new Set<string>();
  const whites = new Map<number, number>();
  for (let round = 1; round <= played; round++) {
    const scores = computeScores(t);
    const order = players
      .map((p) => p.id)
      .sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0) || a - b);
    const games: Game[] = [];
    const free = new Set(order);
    for (const a of order) {
      if (!free.has(a)) continue;
      free.delete(a);
      const b = [...free].find((x) => !met.has(`${a}-${x}`));
      if (b === undefined) continue;
      free.delete(b);
      met.add(`${a}-${b}`).add(`${b}-${a}`);
      const aWhite = (whites.get(a) ?? 0) <= (whites.get(b) ?? 0);
      const [white, black] = aWhite ? [a, b] : [b, a];
      whites.set(white, (whites.get(white) ?? 0) + 1);
      const x = rng();
      const result: GameResult = x < 0.3 ? '1/2-1/2' : x < 0.65 ? '1-0' : '0-1';
      games.push({ round, white, black, result });
    }
    const unpaired = [...free].map((player) => ({ round, player, kind: 'PAB' as const }));
    t = { ...t, games: [...t.games, ...games], unpaired: [...t.unpaired, ...unpaired] };
  }
  return t;
}

const args = process.argv.slice(2);
const e2eAt = args.indexOf('--e2e');
const e2eSizes = (e2eAt >= 0 ? (args[e2eAt + 1] ?? '') : '200,500')
  .split(',')
  .map(Number)
  .filter((x) => x > 0);
const sizes = args
  .filter((_, i) => e2eAt < 0 || (i !== e2eAt && i !== e2eAt + 1))
  .map(Number)
  .filter((x) => x > 0);
for (const n of sizes.length > 0 ? sizes : [200, 400, 500, 1000]) {
  for (const played of PLAYED) {
    const t = midTournament(n, n, played);
    const round = played + 1;
    // The first call includes compiling the engine (a CLI run); the second is a warm process (bot, add-on).
    for (const label of ['cold', 'warm']) {
      const before = process.memoryUsage();
      const start = performance.now();
      const r = pairDutch(t, { round });
      const ms = performance.now() - start;
      const after = process.memoryUsage();
      const boards = r.ok ? r.value.boards.length : 0;
      console.log(
        `${String(n).padStart(5)} players, round ${round} of ${ROUNDS} (${label}): ${ms.toFixed(0).padStart(7)} ms, ` +
          `${boards} boards${r.ok ? '' : ` (${r.error.message})`}, heap ${(after.heapUsed / 2 ** 20).toFixed(0)} MB ` +
          `(+${((after.heapUsed - before.heapUsed) / 2 ** 20).toFixed(0)}), rss ${(after.rss / 2 ** 20).toFixed(0)} MB`,
      );
    }
  }
}

// --- End to end: process start, reading the file, pairing, writing the answer. ---
const ORACLE = new URL('../../shared/oracles/bbpPairings/bbpPairings', import.meta.url).pathname;
const CLI = new URL('../bin/rochade.js', import.meta.url).pathname;

/** Wall time of one command in seconds, and its peak memory (maximum resident set) in MB. */
function timed(cmd: string, argv: readonly string[]): { s: number; mb: number; ok: boolean } {
  const start = performance.now();
  const r = spawnSync('/usr/bin/time', ['-f', '%M', cmd, ...argv], { encoding: 'utf8' });
  const s = (performance.now() - start) / 1000;
  const kb = Number(/(\d+)\s*$/.exec(r.stderr)?.[1] ?? 0);
  return { s, mb: kb / 1024, ok: r.status === 0 };
}

const dir = mkdtempSync(join(tmpdir(), 'rochade-bench-'));
if (!existsSync(new URL('../dist/cli/rochade.js', import.meta.url)))
  console.log('end to end: skipped, the CLI is not built (npm run build)');
else {
  const oracle = existsSync(ORACLE);
  if (!oracle) console.log(`end to end: the oracle is missing (${ORACLE}); Rochade's times only`);
  for (const n of e2eSizes) {
    const file = join(dir, `${n}.trf`);
    writeFileSync(file, makeTrf(midTournament(n, n, 4)));
    const ours = timed(process.execPath, [CLI, 'pair', '--dutch', file, '-p', join(dir, 'ours.txt')]);
    const line = `${String(n).padStart(5)} players, round 5 end to end: rochade ${ours.s.toFixed(2)} s (${ours.mb.toFixed(0)} MB)`;
    if (!oracle) {
      console.log(line);
      continue;
    }
    const theirs = timed(ORACLE, ['--dutch', file, '-p', join(dir, 'theirs.txt')]);
    console.log(
      `${line}, bbpPairings ${theirs.s.toFixed(2)} s (${theirs.mb.toFixed(0)} MB), ratio ${(ours.s / theirs.s).toFixed(2)}` +
        (ours.ok && theirs.ok ? '' : ' (a run failed)'),
    );
  }
  // The largest field the CLI accepts: round 1 (one scoregroup).
  const big = join(dir, 'max.trf');
  writeFileSync(big, makeTrf(midTournament(MAX_PLAYERS, 1, 0)));
  const r1 = timed(process.execPath, [CLI, 'pair', '--dutch', big, '-p', join(dir, 'max.txt')]);
  console.log(
    `${MAX_PLAYERS} players (the CLI's limit), round 1 end to end: ${r1.s.toFixed(2)} s, peak ${r1.mb.toFixed(0)} MB${r1.ok ? '' : ' (failed)'}`,
  );
}
rmSync(dir, { recursive: true, force: true });
