// Long run over every system of the pairing registry that has a checker and a generator (FIDE
// C.04.A: a free checker and a random tournament generator; C.04.2 1.4). For each system, N random
// tournaments from the product's generator, and for each tournament:
//   seed     the same seed gives the same TRF file (generated twice, compared byte for byte);
//   check    the product's checker re-pairs every round identically;
//   rules    every round keeps the absolute basic rules (C.04.1) the registry entry keeps
//            (`basicRules`; all when absent): a rounds as declared, b no repeat pairing, c one
//            pairing-allocated bye (PAB) only when the number to pair is odd, d no PAB to a player
//            who had one or a win's points without playing, f colour difference within ±2 and
//            g no colour three times in a row (f and g: except in the last round). e and h say
//            "in general" and i is about explaining; none of them can be checked absolutely.
// Prints the discrepancies per system and the first seeds. With BBP_PAIRINGS set, every Dutch
// tournament also goes to bbpPairings `--dutch -c` (the endorsed engine: an oracle, its differing
// tournaments count as discrepancies), and each Burstein tournament with an even field to
// bbpPairings `--burstein -c`, whose differing rounds are printed as a witness (it implements an
// older Burstein text: differences are expected, see docs/swiss.md), never counted.
//
// Usage: node scripts/systems-long-run.mjs [--n 5000] [--seed 1] [--systems dutch,dubov,...]
//        [--players 5-60] [--rounds 3-11]; --selftest plants a break of b, c and g and finds each.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { findOracle } from './oracles.mjs';

register();
const { PAIRING_SYSTEMS, seededRng } = await import('../core/pairing/index.ts');
const { makeTrf } = await import('../core/formats/trf/write.ts');

const opt = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
};
const N = Number(opt('n', '5000'));
const SEED = Number(opt('seed', '1'));
const [MIN_P, MAX_P] = opt('players', '5-60').split('-').map(Number);
const [MIN_R, MAX_R] = opt('rounds', '3-11').split('-').map(Number);
const ALL = PAIRING_SYSTEMS.filter((s) => s.check && s.generate && !s.team);
const WANTED = opt('systems', ALL.map((s) => s.id).join(',')).split(',');
const SYSTEMS = ALL.filter((s) => WANTED.includes(s.id));
const bbp = findOracle('bbpPairings');
if ('skip' in bbp) console.log(`Burstein witness (bbpPairings): ${bbp.skip}`);
const dir = mkdtempSync(join(tmpdir(), 'rochade-long-run-'));

const UNPLAYED = new Set(['+:-', '-:+', '-:-']);
const forfeitWinner = (g) => (g.result === '+:-' ? g.white : g.result === '-:+' ? g.black : undefined);

/** The basic rules (C.04.1) a generated tournament breaks, one line each. */
function brokenRules(t, system) {
  const keeps = new Set(system.basicRules ?? ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
  const per = system.gamesPerPairing ?? 1;
  const pairingOf = (round) => Math.ceil(round / per);
  const out = [];
  const lastRound = Math.max(0, ...t.games.map((g) => g.round), ...t.unpaired.map((u) => u.round));
  // a: the number of rounds declared beforehand is not exceeded.
  if (keeps.has('a') && lastRound > t.rounds) out.push(`a: round ${lastRound} of ${t.rounds} declared`);
  if (keeps.has('b')) {
    const met = new Map();
    for (const g of t.games) {
      if (UNPLAYED.has(g.result) && g.result !== '*') continue;
      const key = `${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}`;
      const p = pairingOf(g.round);
      if (met.has(key) && met.get(key) !== p) out.push(`b: ${key} meet again in round ${g.round}`);
      else met.set(key, p);
    }
  }
  for (let round = 1; round <= lastRound; round++) {
    const pabs = t.unpaired.filter((u) => u.round === round && u.kind === 'PAB').map((u) => u.player);
    const paired = t.games.filter((g) => g.round === round).length * 2;
    // c: one PAB at most, to a player without a game, and only when the number paired is odd.
    const inGame = (p) => t.games.some((g) => g.round === round && (g.white === p || g.black === p));
    if (
      keeps.has('c') &&
      (pabs.length > 1 || pabs.some(inGame) || (pabs.length === 1) !== ((paired + pabs.length) % 2 === 1))
    )
      out.push(`c: round ${round}: ${pabs.length} PAB for ${paired + pabs.length} players`);
    // d: no PAB to a player who had one, or a win's points without playing, in an earlier pairing.
    if (keeps.has('d'))
      for (const p of pabs) {
        const before = (r) => pairingOf(r) < pairingOf(round);
        // A Double-Swiss match is won without playing only when both its games are (C.04.5 Preface).
        const forfeitWins = new Map();
        for (const g of t.games)
          if (before(g.round) && forfeitWinner(g) === p)
            forfeitWins.set(pairingOf(g.round), (forfeitWins.get(pairingOf(g.round)) ?? 0) + 1);
        const had =
          t.unpaired.some(
            (u) => u.player === p && before(u.round) && (u.kind === 'PAB' || u.kind === 'FPB'),
          ) || [...forfeitWins.values()].some((n) => n >= per);
        if (had) out.push(`d: round ${round}: PAB to ${p}, who scored without playing before`);
      }
  }
  if (keeps.has('f') || keeps.has('g'))
    for (const p of t.players) {
      const colours = t.games
        .filter((g) => (g.white === p.id || g.black === p.id) && !UNPLAYED.has(g.result))
        .sort((x, y) => x.round - y.round)
        .map((g) => ({ round: g.round, c: g.white === p.id ? 1 : -1 }));
      let diff = 0;
      colours.forEach(({ round, c }, i) => {
        diff += c;
        const last = round === t.rounds;
        if (keeps.has('f') && !last && Math.abs(diff) > 2)
          out.push(`f: player ${p.id} colour difference ${diff} after round ${round}`);
        if (keeps.has('g') && !last && i >= 2 && colours[i - 1].c === c && colours[i - 2].c === c)
          out.push(`g: player ${p.id} the same colour three times in a row up to round ${round}`);
      });
    }
  return out;
}

/** The rounds bbpPairings `FLAG -c` re-pairs differently (a `Round #k` block with a table). */
function bbpDiffering(flag, file) {
  let report;
  try {
    report = execFileSync(bbp.path, [flag, file, '-c'], { encoding: 'utf8', stdio: 'pipe' });
  } catch (e) {
    report = `${e.stdout ?? ''}`;
    if (!/Round #/.test(report)) return undefined;
  }
  return report
    .split(/^(?:.*: )?Round #/m)
    .slice(1)
    .filter((b) => /Checker pairings|No valid pairing/.test(b))
    .map((b) => Number(/^\d+/.exec(b)?.[0]));
}

// --selftest: the rules check is not vacuous; each planted break must be found.
if (process.argv.includes('--selftest')) {
  const dutch = ALL.find((s) => s.id === 'dutch');
  const g = dutch.generate({ PlayersNumber: 8, RoundsNumber: 5, ForfeitRate: 0 }, seededRng(1));
  const t = g.value.tournament;
  const r1 = t.games.find((x) => x.round === 1);
  const planted = {
    b: { ...t, games: [...t.games.filter((x) => x.round !== 2), { ...r1, round: 2 }] },
    c: { ...t, unpaired: [...t.unpaired, { round: 1, player: r1.white, kind: 'PAB' }] },
    g: {
      ...t,
      games: t.games.map((x) =>
        x.round <= 3 && x.black === r1.white ? { ...x, white: x.black, black: x.white } : x,
      ),
    },
  };
  for (const [rule, bad] of Object.entries(planted)) {
    const found = brokenRules(bad, dutch).some((l) => l.startsWith(`${rule}:`));
    console.log(`selftest ${rule}: ${found ? 'found' : 'NOT FOUND'}`);
    if (!found) process.exitCode = 1;
  }
  process.exit();
}

for (const system of SYSTEMS) {
  const tally = { seed: 0, check: 0, rules: 0, oracle: 0, refused: 0, stopped: 0 };
  const oracle = { compared: 0, aborted: 0 };
  const witness = { compared: 0, differing: 0, rounds: 0, oddSkipped: 0, aborted: 0 };
  const examples = [];
  const started = Date.now();
  for (let k = 0; k < N; k++) {
    const seed = SEED + k;
    const cfgRng = seededRng(seed ^ 0x5eed);
    const players = MIN_P + Math.floor(cfgRng() * (MAX_P - MIN_P + 1));
    const rounds = Math.min(MIN_R + Math.floor(cfgRng() * (MAX_R - MIN_R + 1)), players - 1);
    const config = {
      PlayersNumber: players,
      RoundsNumber: rounds,
      DrawPercentage: Math.floor(cfgRng() * 50),
      ForfeitRate: 20,
      RetiredRate: 30,
      HalfPointByeRate: 25,
    };
    const a = system.generate(config, seededRng(seed));
    const b = system.generate(config, seededRng(seed));
    if (!a.ok || !b.ok) {
      tally.refused++;
      if (examples.length < 5)
        examples.push(`seed ${seed}: generator refused: ${(a.ok ? b : a).error.message}`);
      continue;
    }
    if (a.value.stoppedAtRound !== undefined) tally.stopped++;
    const t = a.value.tournament;
    const text = makeTrf(t);
    if (text !== makeTrf(b.value.tournament)) {
      tally.seed++;
      if (examples.length < 5) examples.push(`seed ${seed}: the same seed gave another file`);
    }
    const report = system.check(t);
    if (report.differing.length > 0) {
      tally.check++;
      if (examples.length < 5)
        examples.push(`seed ${seed}: checker differs in rounds ${report.differing.join(',')}`);
    }
    const broken = brokenRules(t, system);
    if (broken.length > 0) {
      tally.rules++;
      if (examples.length < 5) examples.push(`seed ${seed}: ${broken.slice(0, 2).join('; ')}`);
    }
    if (system.id === 'dutch' && 'path' in bbp) {
      const file = join(dir, `dutch-${seed}.trf`);
      writeFileSync(file, text);
      const d = bbpDiffering('--dutch', file);
      if (d === undefined) oracle.aborted++;
      else {
        oracle.compared++;
        if (d.length > 0) {
          tally.oracle++;
          if (examples.length < 5)
            examples.push(`seed ${seed}: bbpPairings --dutch differs in rounds ${d.join(',')}`);
        }
      }
    }
    if (system.id === 'burstein' && 'path' in bbp) {
      if (t.unpaired.some((u) => u.kind === 'PAB')) witness.oddSkipped++;
      else {
        const file = join(dir, `burstein-${seed}.trf`);
        writeFileSync(file, text);
        const d = bbpDiffering('--burstein', file);
        if (d === undefined) witness.aborted++;
        else {
          witness.compared++;
          if (d.length > 0) witness.differing++;
          witness.rounds += d.length;
        }
      }
    }
  }
  const bad = tally.seed + tally.check + tally.rules + tally.oracle;
  console.log(
    `${system.id}: ${N} tournaments (${MIN_P}-${MAX_P} players, ${MIN_R}-${MAX_R} rounds, seeds ${SEED}-${SEED + N - 1}), ` +
      `discrepancies: seed ${tally.seed}, checker ${tally.check}, basic rules ${tally.rules}` +
      (system.id === 'dutch' && 'path' in bbp
        ? `, bbpPairings --dutch ${tally.oracle} of ${oracle.compared} (${oracle.aborted} aborted)`
        : '') +
      ` (kept: ${(system.basicRules ?? ['all']).join('')}); generator refused ${tally.refused}, ` +
      `stopped with no valid pairing ${tally.stopped}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const e of examples) console.log(`  ${e}`);
  if (system.id === 'burstein' && 'path' in bbp)
    console.log(
      `  witness bbpPairings --burstein (an older text): ${witness.compared} compared, ${witness.differing} ` +
        `paired differently (${witness.rounds} rounds); ${witness.oddSkipped} skipped (a round with a PAB: upstream aborts on an odd round), ` +
        `${witness.aborted} aborted`,
    );
  if (bad > 0) process.exitCode = 1;
}
rmSync(dir, { recursive: true, force: true });
