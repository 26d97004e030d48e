// rochade pair (--dutch -p / -c / -g) through runCli: output shape, exit codes, no stack traces.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { makeTrf, parseTrf } from '../../core/formats/trf/trf.ts';
import { nextRoundInput, recordedPairing, recordedRounds } from '../../core/pairing/nextRoundInput.ts';
import type { Tournament } from '../../core/tournament/model.ts';
import { memoryIo } from '../support/memoryIo.ts';

const caseText = readFileSync(new URL('../fixtures/swiss/train-007-20p4r.trf', import.meta.url), 'latin1');
const parsed = parseTrf(caseText);
if (!parsed.ok) throw new Error('case file does not parse');
const full: Tournament = { ...parsed.value.tournament, rounds: recordedRounds(parsed.value.tournament) };
const round3 = makeTrf(nextRoundInput(full, 3));
const want3 = recordedPairing(full, 3);

// Two players who have met: round 2 cannot be paired (C1).
const met: Tournament = {
  ...full,
  players: full.players.slice(0, 2),
  games: [{ round: 1, white: 1, black: 2, result: '1-0' }],
  unpaired: [],
  withdrawals: [],
  rounds: 2,
};

const files = {
  'r3.trf': round3,
  'full.trf': caseText,
  'met.trf': makeTrf(met),
  'bad-points.trf': round3.replace(/^(001 {4}1 .{71})( {0,3}\d+\.\d)/m, (_, a: string) => `${a}  9.5`),
  'gen.cfg': 'PlayersNumber=9\nRoundsNumber=4 # short\nDrawPercentage=30\n',
  'bad.cfg': 'Players=9\n',
  'burstein.trf': makeTrf({ ...full, pairingSystem: 'FIDE_BURSTEIN' }),
};

const boardsOf = (out: string): { count: number; lines: string[] } => {
  const [count, ...lines] = out.trim().split('\n');
  return { count: Number(count), lines };
};

describe('rochade pair --dutch -p', () => {
  test('pairs the next round like the recorded round (count line, WHITE BLACK, PAB as ID 0)', async () => {
    const io = memoryIo(files);
    expect(await runCli(['--dutch', 'r3.trf', '-p'], io)).toBe(0);
    const { count, lines } = boardsOf(io.out.join(''));
    const expected = [
      ...want3.boards.map((b) => `${b.white} ${b.black}`),
      ...(want3.pab ? [`${want3.pab} 0`] : []),
    ];
    expect(count).toBe(lines.length);
    expect([...lines].sort()).toEqual(expected.sort());
  });

  test('writes to the output file when one is given', async () => {
    const io = memoryIo(files);
    expect(await runCli(['pair', '--dutch', 'r3.trf', '-p', 'out.txt'], io)).toBe(0);
    expect(String(io.written.get('out.txt'))).toMatch(/^\d+\n\d+ \d+\n/);
  });

  test('--json gives boards with names', async () => {
    const io = memoryIo(files);
    expect(await runCli(['--dutch', 'r3.trf', '-p', '--json'], io)).toBe(0);
    const json = JSON.parse(io.out.join('')) as { round: number; boards: { white: { name: string } }[] };
    expect(json.round).toBe(3);
    expect(json.boards.length).toBe(want3.boards.length);
    expect(json.boards[0]?.white.name).toMatch(/Player/);
  });

  test.each([
    ['no valid pairing → 1', ['--dutch', 'met.trf', '-p'], 1, /No valid pairing exists/],
    [
      'all planned rounds paired (142/XXR) → 3, not round N+1',
      ['--dutch', 'full.trf', '-p'],
      3,
      /all 4 planned rounds are paired/,
    ],
    ['points that do not match the results → 3', ['--dutch', 'bad-points.trf', '-p'], 3, /points/],
    ['missing file → 5', ['--dutch', 'nope.trf', '-p'], 5, /cannot read/],
    ['no mode → 3', ['--dutch', 'r3.trf'], 3, /-p/],
    ['unknown option → 3', ['--dutch', 'r3.trf', '-p', '--frobnicate'], 3, /unknown option/],
    [
      'a file of another pairing system → 3',
      ['--dutch', 'burstein.trf', '-c'],
      3,
      /TRF 192 FIDE_BURSTEIN \(FIDE Burstein System, --burstein\), not by the FIDE \(Dutch\) System \(--dutch\)/,
    ],
    ['bad generator config → 3', ['--dutch', '-g', 'bad.cfg', '-o', 'x.trf'], 3, /line 1/],
    ['generator size limit → 4', ['--dutch', '-g', 'huge.cfg', '-o', 'x.trf'], 4, /players/],
  ])('%s', async (_name, argv, code, message) => {
    const io = memoryIo({ ...files, 'huge.cfg': 'PlayersNumber=100000\n' });
    expect(await runCli(argv, io)).toBe(code);
    expect(io.err.join('')).toMatch(message);
    expect(io.err.join('')).not.toMatch(/\bat .*\.ts:\d+/);
  });
});

describe('rochade pair --dutch -c (checker)', () => {
  test('a correctly paired tournament: every round OK, SUMMARY differing=0, exit 0', async () => {
    const io = memoryIo(files);
    expect(await runCli(['--dutch', 'full.trf', '-c'], io)).toBe(0);
    const out = io.out.join('');
    expect(out).toMatch(
      new RegExp(`SUMMARY rounds=${full.rounds} differing=0 rounds=\\nSTANDINGS differing=0\\n$`),
    );
  });

  test('a colour swap is reported as a difference with a non-zero exit', async () => {
    // Swap the colours of player 1's round-1 game in both cells.
    const t: Tournament = {
      ...full,
      games: full.games.map((g) =>
        g.round === 1 && (g.white === 1 || g.black === 1)
          ? {
              ...g,
              white: g.black,
              black: g.white,
              result: g.result === '1-0' ? '0-1' : g.result === '0-1' ? '1-0' : g.result,
            }
          : g,
      ),
    };
    const io = memoryIo({ 'swapped.trf': makeTrf(t) });
    expect(await runCli(['--dutch', 'swapped.trf', '-c'], io)).toBe(1);
    const out = io.out.join('');
    expect(out).toMatch(/Checker pairings +Tournament pairings/);
    expect(out).toMatch(/SUMMARY rounds=\d+ differing=[1-9]\d* rounds=1/);
  });
});

describe('rochade pair --dutch -g (generator)', () => {
  test('writes a TRF that the checker accepts, reproducibly from the seed', async () => {
    const io = memoryIo(files);
    expect(await runCli(['--dutch', '-g', 'gen.cfg', '-o', 'g.trf', '-s', '42'], io)).toBe(0);
    const text = String(io.written.get('g.trf'));
    expect(text).toMatch(/^012 Random tournament 42\r/);
    expect(text).toMatch(/\rXXR 4\r/);
    expect(await runCli(['--dutch', '-g', 'gen.cfg', '-o', 'g2.trf', '-s', '42'], io)).toBe(0);
    expect(io.written.get('g2.trf')).toBe(text);
    const check = memoryIo({ 'g.trf': text });
    expect(await runCli(['--dutch', 'g.trf', '-c'], check)).toBe(0);
    expect(check.out.join('')).toMatch(/SUMMARY rounds=4 differing=0/);
  });
});

describe('rochade pair --dutch MODEL.trf -g (model-file mode)', () => {
  test('keeps the model players and header, regenerates the rounds, reproducibly; the checker accepts it', async () => {
    const io = memoryIo(files);
    expect(await runCli(['--dutch', 'full.trf', '-g', '-o', 'm.trf', '-s', '7'], io)).toBe(0);
    const text = String(io.written.get('m.trf'));
    const back = parseTrf(text);
    if (!back.ok) throw new Error('generated TRF does not parse');
    const t = back.value.tournament;
    expect(t.players.map((p) => [p.id, p.name, p.fide])).toEqual(
      full.players.map((p) => [p.id, p.name, p.fide]),
    );
    expect(t.name).toBe(full.name);
    expect(recordedRounds(t)).toBe(full.rounds);
    expect(t.games).not.toEqual(full.games);
    expect(await runCli(['--dutch', 'full.trf', '-g', '-o', 'm2.trf', '-s', '7'], io)).toBe(0);
    expect(io.written.get('m2.trf')).toBe(text);
    const check = memoryIo({ 'm.trf': text });
    expect(await runCli(['--dutch', 'm.trf', '-c'], check)).toBe(0);
    expect(check.out.join('')).toMatch(new RegExp(`SUMMARY rounds=${full.rounds} differing=0`));
  });

  test('a model file and a configuration together → 3', async () => {
    const io = memoryIo(files);
    expect(await runCli(['--dutch', 'full.trf', '-g', 'gen.cfg', '-o', 'x.trf'], io)).toBe(3);
    expect(io.err.join('')).toMatch(/not both/);
  });
});

describe('rochade pair --dutch ... -l (check-list)', () => {
  // 11 players: a PAB in every round, so round 4 has players who may not receive another one.
  const odd = readFileSync(new URL('../fixtures/swiss/train-024-11p7r.trf', import.meta.url), 'latin1');
  const oddParsed = parseTrf(odd);
  if (!oddParsed.ok) throw new Error('case file does not parse');
  const oddFull: Tournament = {
    ...oddParsed.value.tournament,
    rounds: recordedRounds(oddParsed.value.tournament),
  };
  const r4 = nextRoundInput(oddFull, 4);
  // C2: a PAB, or a round won without playing, in rounds 1-3 (read from the file, not the engine).
  const blocked = new Set([
    ...oddFull.unpaired
      .filter((u) => u.round < 4 && (u.kind === 'PAB' || u.kind === 'FPB'))
      .map((u) => u.player),
    ...oddFull.games
      .filter((g) => g.round < 4 && (g.result === '+:-' || g.result === '-:+'))
      .map((g) => (g.result === '+:-' ? g.white : g.black)),
  ]);

  test('-p -l FILE: the pairing on stdout, one check-list line per player to pair, [X] = not PAB-eligible', async () => {
    const io = memoryIo({ 'r4.trf': makeTrf(r4) });
    expect(await runCli(['--dutch', 'r4.trf', '-p', '-l', 'list.txt'], io)).toBe(0);
    expect(io.out.join('')).toMatch(/^\d+\n(\d+ \d+\n)+$/);
    const [title, , ...rows] = String(io.written.get('list.txt')).trim().split('\n');
    expect(title).toBe('Check-list round 4');
    expect(rows).toHaveLength(oddFull.players.length);
    const marked = rows.filter((l) => l.endsWith('[X]')).map((l) => Number(l.trim().split(/\s+/)[0]));
    expect(blocked.size).toBeGreaterThan(0);
    expect(new Set(marked)).toEqual(blocked);
    // The opponents columns: every round-1..3 opponent from the file.
    const row1 = rows.find((l) => l.trim().startsWith('1 '))!;
    const opponents1 = [1, 2, 3].map((r) => {
      const g = oddFull.games.find((x) => x.round === r && (x.white === 1 || x.black === 1));
      return g ? (g.white === 1 ? g.black : g.white) : 0;
    });
    expect(row1.trim().split(/\s+/).slice(-3).map(Number)).toEqual(opponents1);
  });

  test('-c -l: a check-list per round after the report', async () => {
    const io = memoryIo({ 'odd.trf': odd });
    expect(await runCli(['--dutch', 'odd.trf', '-c', '-l'], io)).toBe(0);
    const out = io.out.join('');
    expect(out.match(/^Check-list round \d+$/gm)).toEqual(
      Array.from({ length: oddFull.rounds }, (_, i) => `Check-list round ${i + 1}`),
    );
  });

  test('-g -l: the check-list of the last generated round', async () => {
    const io = memoryIo(files);
    expect(await runCli(['--dutch', '-g', 'gen.cfg', '-o', 'g.trf', '-s', '5', '-l', 'gl.txt'], io)).toBe(0);
    expect(String(io.written.get('gl.txt'))).toMatch(/^Check-list round 4\n/);
  });
});
