// Plays random Swiss tournaments through Rochade's tournament file (rochade tournament new, players
// add/bye/withdraw, pair, result; late entries written into the file) and, before every round,
// exports the file with `rochade convert T.json --to trf` exactly as a director would and lets
// bbpPairings (FIDE Dutch, endorsed engine) pair that export with -p. The export must hold all the
// next pairing depends on: initial colour, rounds, byes requested ahead, withdrawals, forfeits, late
// entries. Not part of `npm test`.
//
//   BBP_PAIRINGS=/path/to/bbpPairings.exe node scripts/trf-export-vs-bbp.mjs [--seed N] [--runs K]
//        [--players 30] [--rounds 7] [--keep DIR]
//
// Prints one line per run and a summary; exit 0 when every round of every run pairs the same
// (boards, colours and the PAB).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const BBP = process.env.BBP_PAIRINGS;
if (!BBP || !existsSync(BBP)) {
  console.log(
    `skipped: set BBP_PAIRINGS to the bbpPairings executable${BBP ? ` (${BBP} does not exist)` : ''}`,
  );
  process.exit(0);
}

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('runs', '20'));
const firstSeed = Number(arg('seed', '1'));
const fixedPlayers = arg('players', undefined);
const fixedRounds = arg('rounds', undefined);
const keep = arg('keep', undefined);

const { runCli, nodeIo } = await tsImport('../cli/main.ts', import.meta.url);
const { pairing } = await tsImport('../core/index.ts', import.meta.url);
const { parseTournamentJson, makeTournamentJson } = await tsImport(
  '../schemas/tournamentJson.ts',
  import.meta.url,
);

const FAMILY = ['Müller', 'Weiß', 'Groß', 'Özdemir', 'Schröder', 'Käßmann', 'Jäger', 'Fuß', 'Krüger'];
const GIVEN = ['Anna', 'Jörg', 'Jürgen', 'Lea', 'Ömer', 'Björn', 'Käthe', 'Sören'];

async function cli(argv, dir) {
  const out = [];
  const err = [];
  const io = { ...nodeIo(), stdout: (t) => out.push(t), stderr: (t) => err.push(t) };
  const prev = process.cwd();
  process.chdir(dir);
  try {
    const code = await runCli(argv, io);
    if (code !== 0) throw new Error(`rochade ${argv.join(' ')} exited ${code}: ${err.join('')}`);
    return out.join('');
  } finally {
    process.chdir(prev);
  }
}

const readT = (file) => {
  const r = parseTournamentJson(readFileSync(file, 'utf8'));
  if (!r.ok) throw new Error(`cannot read ${file}`);
  return r.value;
};

function randomResult(rng) {
  const x = rng();
  return x < 0.36 ? '1-0' : x < 0.68 ? '0-1' : x < 0.9 ? '½-½' : x < 0.95 ? '+-' : x < 0.99 ? '-+' : '--';
}

function bbpPairing(trf, out) {
  try {
    execFileSync(BBP, ['--dutch', trf, '-p', out], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (e) {
    return {
      error: String(e.stderr ?? e.message)
        .trim()
        .split('\n')[0],
    };
  }
  const [, ...lines] = readFileSync(out, 'utf8').trim().split(/\r?\n/);
  const boards = [];
  let pab = null;
  for (const l of lines) {
    const [w, b] = l.trim().split(/\s+/).map(Number);
    if (b === 0) pab = w;
    else boards.push([w, b]);
  }
  return { boards, pab };
}

/**
 * A late entry before round `round`: the player joins with the next start number, the rounds
 * missed not paired and without points (C.04.2 (2026), late entries; absent in the file).
 */
function lateEntry(file, rng, n, round) {
  const t = readT(file);
  const id = Math.max(...t.players.map((p) => p.id)) + 1;
  const player = { id, name: `Nachzügler-${n}, ${GIVEN[n % GIVEN.length]}` };
  if (rng() < 0.7) player.dwz = { rating: 1300 + Math.floor(rng() * 16) * 50 };
  // Either way a front end may store "not paired, no points": an absence or a zero-point bye.
  const kind = rng() < 0.5 ? 'absent' : 'ZPB';
  const missed = Array.from({ length: round - 1 }, (_, i) => ({ round: i + 1, player: id, kind }));
  writeFileSync(
    file,
    makeTournamentJson({ ...t, players: [...t.players, player], unpaired: [...t.unpaired, ...missed] }),
  );
}

async function oneRun(seed, tally) {
  const rng = pairing.seededRng(seed);
  const players = fixedPlayers ? Number(fixedPlayers) : 9 + Math.floor(rng() * 30);
  const rounds = fixedRounds ? Number(fixedRounds) : 5 + Math.floor(rng() * 5);
  const dir = keep ? join(keep, `seed${seed}`) : mkdtempSync(join(tmpdir(), 'rochade-trf-export-'));
  if (keep) mkdirSync(dir, { recursive: true });
  const file = 'T.json';
  const path = join(dir, file);
  const newArgs = ['tournament', 'new', file, '--name', `Open ${seed}`, '--rounds', String(rounds)];
  if (rng() < 0.5) newArgs.push('--initial-color', rng() < 0.5 ? 'white' : 'black');
  let differing = 0;
  try {
    await cli(newArgs, dir);
    for (let i = 0; i < players; i++) {
      const name = `${FAMILY[i % FAMILY.length]}${i >= FAMILY.length ? `-${i}` : ''}, ${GIVEN[Math.floor(rng() * GIVEN.length)]}`;
      const a = ['players', 'add', file, '--name', name];
      if (rng() > 0.1) a.push(rng() < 0.5 ? '--rating' : '--dwz', String(1200 + Math.floor(rng() * 20) * 50));
      await cli(a, dir);
    }
    let late = 0;
    for (let round = 1; round <= rounds; round++) {
      const t = readT(path);
      const active = t.players.filter((p) => !t.withdrawals.some((w) => w.player === p.id));
      // Byes requested ahead, for this round or a later one.
      for (let k = 0; k < 2; k++) {
        if (rng() < 0.5) continue;
        const who = active[Math.floor(rng() * active.length)];
        const when = round + Math.floor(rng() * Math.min(3, rounds - round + 1));
        const kind = ['half', 'zero', 'half', 'full'][Math.floor(rng() * 4)];
        await cli(
          ['players', 'bye', file, '--player', String(who.id), '--round', String(when), '--kind', kind],
          dir,
        );
      }
      if (round > 1 && rng() < 0.35) {
        const who = active[Math.floor(rng() * active.length)];
        await cli(
          ['players', 'withdraw', file, '--player', String(who.id), '--after-round', String(round - 1)],
          dir,
        );
      }
      if (round > 1 && rng() < 0.3) lateEntry(path, rng, ++late, round);
      await cli(['convert', file, '--to', 'trf', '-o', `round${round}.trf`], dir);
      const want = bbpPairing(join(dir, `round${round}.trf`), join(dir, `round${round}.out`));
      let got;
      try {
        got = JSON.parse(await cli(['pair', file, '--json'], dir));
      } catch (e) {
        // Both may find no valid pairing (C.04.3 1.9): that is agreement too.
        tally.rounds++;
        if (want.error) tally.bothRefused++;
        else {
          differing++;
          console.log(
            `seed ${seed} round ${round}: rochade pair refused, bbpPairings paired: ${e.message.split('\n')[0]}`,
          );
        }
        break;
      }
      const gotBoards = got.boards.filter((b) => b.bye === null).map((b) => [b.white.id, b.black.id]);
      const gotPab = got.boards.find((b) => b.bye === 'PAB')?.white.id ?? null;
      tally.rounds++;
      if (want.error) {
        differing++;
        console.log(`seed ${seed} round ${round}: bbpPairings refused the export: ${want.error}`);
      } else {
        const key = (bs) => JSON.stringify([...bs].map((b) => b.join('-')).sort());
        const same = key(gotBoards) === key(want.boards) && gotPab === want.pab;
        if (!same) {
          differing++;
          console.log(
            `seed ${seed} round ${round} differs\n  bbp     ${JSON.stringify(want)}\n  rochade ${JSON.stringify({ boards: gotBoards, pab: gotPab })}`,
          );
        }
      }
      for (const b of got.boards.filter((x) => x.bye === null))
        await cli(
          ['result', file, '--round', String(round), '--board', String(b.board), randomResult(rng)],
          dir,
        );
    }
    // After the last round: the export still reads back into bbpPairings (checked with -c).
    await cli(['convert', file, '--to', 'trf', '-o', 'final.trf'], dir);
    try {
      execFileSync(BBP, ['--dutch', join(dir, 'final.trf'), '-c'], { stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      const text = `${e.stdout ?? ''}${e.stderr ?? ''}`.trim().split('\n')[0];
      if (!/differ|inconsisten/i.test(text)) {
        tally.finalRefused++;
        console.log(`seed ${seed}: bbpPairings -c refused the final export: ${text}`);
      }
    }
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
  tally.differing += differing;
  console.log(
    `seed ${seed}: ${players} players, ${rounds} rounds: ${differing === 0 ? 'every round as bbpPairings' : `${differing} rounds differ`}`,
  );
}

const tally = { rounds: 0, differing: 0, bothRefused: 0, finalRefused: 0 };
for (let k = 0; k < runs; k++) await oneRun(firstSeed + k, tally);
console.log(
  `${runs} tournaments, ${tally.rounds} rounds: ${tally.rounds - tally.differing} as bbpPairings (${tally.bothRefused} of them: no valid pairing for both), ${tally.differing} differ or refused by one; final export refused by bbpPairings -c: ${tally.finalRefused}`,
);
process.exit(tally.differing === 0 && tally.finalRefused === 0 ? 0 : 1);
