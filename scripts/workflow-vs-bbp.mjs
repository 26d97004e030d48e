// Runs a whole Swiss through the `rochade` workflow commands (tournament new, players add/bye/withdraw,
// pair, result) with seeded random results, and checks every round against the endorsed engine
// bbpPairings (BBP_PAIRINGS=PATH, skipped when unset; FIDE Dutch 2025): before each `rochade pair T.json`, the file's state
// (with the round's requested byes and withdrawals) is written as TRF and paired by bbpPairings -p.
// Not part of `npm test`; `test/cli/workflow.test.ts` replays a run recorded by `--record`.
//
//   node scripts/workflow-vs-bbp.mjs [--seed N] [--players 41] [--rounds 7] [--runs K] [--record FILE]
//
// Exit 0 when every round of every run equals the engine's pairing (colours and PAB included).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { requireOracle } from './oracles.mjs';

const BBP = requireOracle('bbpPairings', 'workflow-vs-bbp');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const players = Number(arg('players', '41'));
const rounds = Number(arg('rounds', '7'));
const runs = Number(arg('runs', '1'));
const firstSeed = Number(arg('seed', String((Date.now() >>> 0) % 1_000_000)));
const record = arg('record', undefined);

const { runCli, nodeIo } = await tsImport('../cli/main.ts', import.meta.url);
const { makeTrf, pairing } = await tsImport('../core/index.ts', import.meta.url);
const { freezeStartList } = await tsImport('../core/tournament/index.ts', import.meta.url);
const { parseTournamentJson } = await tsImport('../schemas/tournamentJson.ts', import.meta.url);

const FAMILY = [
  'Müller',
  'Özdemir',
  'Weiß',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Krause',
  'Meier',
  'Lehmann',
  'Schmid',
  'Schulze',
  'Maier',
  'Köhler',
  'Herrmann',
  'König',
  'Walter',
  'Mayer',
  'Huber',
  'Kaiser',
  'Fuchs',
  'Peters',
];
const GIVEN = ['Anna', 'Jan', 'Can', 'Eva', 'Tim', 'Jörg', 'Lea', 'Paul', 'Mia', 'Ömer', 'Lena', 'Jürgen'];
const TITLES = ['FM', 'CM', 'WFM', 'IM'];

/** The players of a run: German names, ratings with ties and a few unrated, some titles. */
function makePlayers(rng) {
  return Array.from({ length: players }, (_, i) => {
    const unrated = rng() < 0.08;
    const rating = 1300 + Math.floor(rng() * 20) * 50; // steps of 50: ties happen
    // Past the family names a double name (Müller-Weiß) keeps names apart (`players add` refuses a
    // name twice); the first FAMILY.length players stay as recorded.
    const family =
      i < FAMILY.length
        ? FAMILY[i]
        : `${FAMILY[i % FAMILY.length]}-${FAMILY[Math.floor(i / FAMILY.length) % FAMILY.length]}`;
    const args = ['--name', `${family}, ${GIVEN[Math.floor(rng() * GIVEN.length)]}`];
    if (!unrated) args.push(rng() < 0.5 ? '--rating' : '--dwz', String(rating));
    if (!unrated && rating >= 2000 && rng() < 0.5)
      args.push('--title', TITLES[Math.floor(rng() * TITLES.length)]);
    return args;
  });
}

/** A random result from White's side: draws, decisive games and now and then a forfeit. */
function randomResult(rng) {
  const x = rng();
  return x < 0.38 ? '1-0' : x < 0.7 ? '0-1' : x < 0.96 ? '½-½' : x < 0.98 ? '+-' : '-+';
}

function quietIo(extra = {}) {
  const base = nodeIo();
  const out = [];
  return { ...base, stdout: (t) => out.push(t), stderr: () => undefined, out, ...extra };
}

async function cli(argv, dir) {
  const io = quietIo();
  const prev = process.cwd();
  process.chdir(dir);
  try {
    const code = await runCli(argv, io);
    if (code !== 0) throw new Error(`rochade ${argv.join(' ')} exited ${code}`);
    return io.out.join('');
  } finally {
    process.chdir(prev);
  }
}

const readT = (file) => {
  const r = parseTournamentJson(readFileSync(file, 'utf8'));
  if (!r.ok) throw new Error(`cannot read ${file}`);
  return r.value;
};

/** What bbpPairings gets for round r: the file as it stands, the round's requested byes as byes. */
function engineInput(t, round) {
  const frozen = t.startListFrozen ? t : freezeStartList(t);
  const due = (frozen.byeRequests ?? []).filter((b) => b.round === round);
  const absent = frozen.withdrawals.flatMap((w) =>
    Array.from({ length: round - w.afterRound }, (_, k) => ({
      round: w.afterRound + 1 + k,
      player: w.player,
      kind: 'absent',
    })),
  );
  const known = new Set(frozen.unpaired.map((u) => `${u.player}/${u.round}`));
  return {
    ...frozen,
    initialColor: frozen.initialColor ?? 'white',
    unpaired: [
      ...frozen.unpaired,
      ...due.map((b) => ({ round, player: b.player, kind: b.kind })),
      ...absent.filter((u) => !known.has(`${u.player}/${u.round}`)),
    ],
  };
}

function bbpPairing(t, round, dir) {
  const trf = join(dir, `round${round}.trf`);
  writeFileSync(trf, makeTrf(engineInput(t, round)));
  const out = join(dir, `round${round}.out`);
  execFileSync(BBP, ['--dutch', trf, '-p', out]);
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

async function oneRun(seed) {
  const rng = pairing.seededRng(seed);
  const dir = mkdtempSync(join(tmpdir(), 'rochade-workflow-'));
  const steps = [];
  const file = 'T.json';
  const step = async (argv) => {
    steps.push({ argv });
    return cli(argv, dir);
  };
  let differing = 0;
  try {
    await step([
      'tournament',
      'new',
      file,
      '--name',
      `Workflow ${seed}`,
      '--rounds',
      String(rounds),
      '--start-date',
      '28.09.2026',
    ]);
    for (const p of makePlayers(rng)) await step(['players', 'add', file, ...p]);
    for (let round = 1; round <= rounds; round++) {
      // Now and then a bye requested ahead, and one withdrawal half-way.
      if (round < rounds && rng() < 0.7) {
        const who = 1 + Math.floor(rng() * players);
        if (!readT(join(dir, file)).withdrawals.some((w) => w.player === who))
          await step([
            'players',
            'bye',
            file,
            '--player',
            String(who),
            '--round',
            String(round + 1),
            '--kind',
            rng() < 0.75 ? 'half' : 'zero',
          ]);
      }
      if (round === Math.ceil(rounds / 2)) {
        const t = readT(join(dir, file));
        const who = t.players.find(
          (p) => !(t.byeRequests ?? []).some((b) => b.player === p.id) && p.id > players / 2,
        );
        if (who)
          await step([
            'players',
            'withdraw',
            file,
            '--player',
            String(who.id),
            '--after-round',
            String(round - 1),
          ]);
      }
      const want = bbpPairing(readT(join(dir, file)), round, dir);
      const got = JSON.parse(await step(['pair', file, '--json']));
      const gotBoards = got.boards.filter((b) => b.bye === null).map((b) => [b.white.id, b.black.id]);
      const gotPab = got.boards.find((b) => b.bye === 'PAB')?.white.id ?? null;
      const same = JSON.stringify(gotBoards) === JSON.stringify(want.boards) && gotPab === want.pab;
      steps[steps.length - 1].expect = want;
      if (!same) {
        differing++;
        console.log(
          `seed ${seed} round ${round} differs\n  bbp     ${JSON.stringify(want)}\n  rochade ${JSON.stringify({ boards: gotBoards, pab: gotPab })}`,
        );
      }
      for (const b of got.boards.filter((x) => x.bye === null))
        await step(['result', file, '--round', String(round), '--board', String(b.board), randomResult(rng)]);
    }
    if (record) {
      writeFileSync(
        record,
        `${JSON.stringify({ seed, players, rounds, oracle: 'bbpPairings v6 (commit 16a000f) --dutch -p', steps }, null, 1)}\n`,
      );
      console.log(`recorded ${steps.length} steps to ${record}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return differing;
}

let total = 0;
for (let k = 0; k < runs; k++) {
  const seed = firstSeed + k;
  const d = await oneRun(seed);
  total += d;
  console.log(
    `seed ${seed}: ${players} players, ${rounds} rounds, ${d === 0 ? 'every round as bbpPairings' : `${d} rounds differ`}`,
  );
}
process.exit(total === 0 ? 0 : 1);
