// Differential run of the Swiss Team engine (FIDE C.04.6) against a witness: the Sharly-Chess fork
// of bbpPairings (`--team`). Rochade's generator writes a team tournament (`rochade pair --team -g`);
// for every round R the file is cut back to the rounds before R (with R's absences) and both
// programs pair round R with `-p`. The witness pairs a round as one global matching where C.04.6
// pairs bracket by bracket, so differences are expected: they are counted by class (other pairs,
// same pairs with other colours, another PAB) and the first cases are saved for reading against
// the C.04.6 articles (docs/team-swiss.md). Never tune the engine to the witness.
//
// Usage: TEAM_PAIRINGS=/path/to/bbpPairings.exe node scripts/differential-team-swiss.mjs
//        [--n 50] [--seed 1] [--teams 6-40] [--rounds 5-9] [--boards 4] [--out DIR] [--show 3]
//        [--rochade bin/rochade.js] [--types FIDE_TEAM_TYPEA_MP_GP,FIDE_TEAM_TYPEB_GP_MP,FIDE_TEAM_MP]
// Needs the built CLI (`npm run build`). Skips when TEAM_PAIRINGS is unset.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const WITNESS = process.env.TEAM_PAIRINGS;
const opt = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
};
const range = (s) => s.split('-').map(Number);
const N = Number(opt('n', '50'));
const SEED = Number(opt('seed', '1'));
const [MIN_T, MAX_T] = range(opt('teams', '6-40'));
const [MIN_R, MAX_R] = range(opt('rounds', '5-9'));
const BOARDS = Number(opt('boards', '4'));
const OUT = resolve(opt('out', join(tmpdir(), 'rochade-team-differential')));
const SHOW = Number(opt('show', '3'));
// --rochade: another launcher (a copy of bin/ and dist/cli/, so a rebuild does not disturb a run).
// --types: the 192 codes drawn from, comma-separated.
const TYPES = opt('types', 'FIDE_TEAM_TYPEA_MP_GP').split(',');
const ROCHADE = resolve(opt('rochade', join(root, 'bin/rochade.js')));

if (!WITNESS || !existsSync(WITNESS)) {
  console.log('differential-team-swiss: skipped, TEAM_PAIRINGS is not set to the witness program.');
  process.exit(0);
}
if (!existsSync(join(ROCHADE, '../../dist/cli/rochade.js'))) {
  console.log('differential-team-swiss: the CLI is not built; run `npm run build` first.');
  process.exit(2);
}
mkdirSync(OUT, { recursive: true });

/** mulberry32, for the tournament shapes. */
let state = SEED >>> 0;
const rnd = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));

/** The file cut back to the rounds before `round` (TRF cells from column 92, 10 wide); LF line ends, as the witness reads no CR-only file. */
function cut(text, round) {
  const lines = text.split('\r').filter((l) => l !== '');
  const start = 91 + 10 * (round - 1);
  const out = [];
  for (const l of lines) {
    const code = l.slice(0, 3);
    if (code === '001') out.push(l.slice(0, start).trimEnd());
    else if (code === '310') out.push(`${l.slice(0, 54)}${' '.repeat(17)}${l.slice(71)}`);
    else if (code === '240') {
      if (Number(l.slice(6, 9)) <= round) out.push(l);
    } else if (code === '320')
      // PAB points at 5-13, then the PAB team of round 1, 2, … every 4 columns from 15.
      out.push(l.slice(0, 13 + 4 * (round - 1)).trimEnd());
    else if (code === '330') {
      if (Number(l.slice(7, 10)) < round) out.push(l);
    } else if (code === '300') {
      if (Number(l.slice(4, 7)) < round) out.push(l);
    } else out.push(l);
  }
  return `${out.join('\n')}\n`;
}

const run = (cmd, args) => {
  try {
    return { out: execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }), code: 0 };
  } catch (e) {
    return { out: String(e.stdout ?? ''), code: e.status ?? 2, err: String(e.stderr ?? '') };
  }
};

/** "N", then "W B" lines, the PAB "T 0" → { pairs: Set("W-B"), pab }. */
function readPairs(text) {
  const lines = text.trim().split(/\n/).slice(1);
  const pairs = new Set();
  let pab;
  for (const l of lines) {
    const [w, b] = l.trim().split(/\s+/).map(Number);
    if (b === 0) pab = w;
    else pairs.add(`${w}-${b}`);
  }
  return { pairs, pab };
}
const unordered = (s) =>
  new Set(
    [...s].map((p) =>
      p
        .split('-')
        .map(Number)
        .sort((a, b) => a - b)
        .join('-'),
    ),
  );

const classes = { same: 0, otherPairs: 0, otherColours: 0, otherPab: 0, witnessFailed: 0, rochadeFailed: 0 };
const shown = { otherPairs: 0, otherColours: 0, otherPab: 0 };
let rounds = 0;
for (let i = 0; i < N; i++) {
  const teams = int(MIN_T, MAX_T);
  const roundsN = Math.min(int(MIN_R, MAX_R), teams - 1);
  const seed = int(0, 2 ** 31);
  const cfg = join(OUT, `cfg-${i}.txt`);
  const type = TYPES[int(0, TYPES.length - 1)];
  writeFileSync(
    cfg,
    `TeamsNumber=${teams}\nBoardsNumber=${BOARDS}\nRoundsNumber=${roundsN}\nAbsenceRate=40\nTeamType=${type}\n`,
  );
  const full = join(OUT, `t-${i}.trf`);
  const g = run('node', [ROCHADE, 'pair', '--team', '-g', cfg, '-o', full, '-s', String(seed)]);
  if (g.code !== 0) {
    console.log(`generator failed (${g.code}): ${g.err}`);
    continue;
  }
  const text = readFileSync(full, 'utf8');
  for (let r = 1; r <= roundsN; r++) {
    if (!text.split('\r').some((l) => l.startsWith('001') && l.length > 91 + 10 * (r - 1))) break;
    const file = join(OUT, `t-${i}-r${r}.trf`);
    writeFileSync(file, cut(text, r));
    rounds++;
    const mine = run('node', [ROCHADE, 'pair', '--team', file, '-p']);
    const wOut = join(OUT, `t-${i}-r${r}.witness.txt`);
    const theirs = run(WITNESS, ['--team', file, '-p', wOut]);
    if (mine.code !== 0) {
      classes.rochadeFailed++;
      console.log(`rochade failed on ${file}: ${mine.err}`);
      continue;
    }
    if (theirs.code !== 0 || !existsSync(wOut)) {
      classes.witnessFailed++;
      continue;
    }
    const a = readPairs(mine.out);
    const b = readPairs(readFileSync(wOut, 'utf8'));
    const samePairs =
      [...unordered(a.pairs)].every((p) => unordered(b.pairs).has(p)) && a.pairs.size === b.pairs.size;
    const sameColours = samePairs && [...a.pairs].every((p) => b.pairs.has(p));
    const kind =
      a.pab !== b.pab ? 'otherPab' : !samePairs ? 'otherPairs' : !sameColours ? 'otherColours' : 'same';
    classes[kind]++;
    if (kind !== 'same' && shown[kind] < SHOW) {
      shown[kind]++;
      console.log(
        `${kind}: ${file}\n  rochade ${[...a.pairs].join(' ')} PAB ${a.pab ?? '-'}\n  witness ${[...b.pairs].join(' ')} PAB ${b.pab ?? '-'}`,
      );
    }
  }
}
console.log(
  `differential-team-swiss: ${N} tournaments, ${rounds} rounds: ` +
    Object.entries(classes)
      .map(([k, v]) => `${k}=${v}`)
      .join(' '),
);
console.log(`files in ${OUT}`);
