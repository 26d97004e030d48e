// rochade pair --double-swiss (-p / -c / -g) through runCli: the FIDE Double-Swiss System (C.04.5)
// with bbpPairings' command line; a file of another system is named as such.
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { makeTrf, parseTrf } from '../../core/formats/trf/trf.ts';
import { nextRoundInput } from '../../core/pairing/nextRoundInput.ts';
import type { Tournament } from '../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../core/tournament/pointSystem.ts';
import { memoryIo } from '../support/memoryIo.ts';

const eight: Tournament = {
  name: 'Doppel-Schweizer Jugend',
  kind: 'swiss',
  rounds: 6,
  players: [
    'Özdemir, Jörg',
    'Weiß, Anneliese',
    'Groß, Björn',
    'Müller, Jürgen',
    'Schäfer, Ute',
    'Fuß, Lötte',
    'Krüger, Heinz',
    'Bäcker, Till',
  ].map((name, i) => ({ id: i + 1, name, fide: 2000 - 50 * i })),
  games: [],
  unpaired: [],
  withdrawals: [],
  pointSystem: { ...STANDARD_POINTS, pab: 3 },
  initialColor: 'white',
  pairingSystem: 'FIDE_DOUBLESWISS',
};
// Two players who met in match 1: match 2 cannot be paired ([C1], 3.3.3).
const met: Tournament = {
  ...eight,
  players: eight.players.slice(0, 2),
  games: [
    { round: 1, white: 1, black: 2, result: '1-0' },
    { round: 2, white: 2, black: 1, result: '1/2-1/2' },
  ],
  rounds: 4,
};

const files = {
  'start.trf': makeTrf(eight),
  'met.trf': makeTrf(met),
  'dutch.trf': makeTrf({ ...eight, pairingSystem: 'FIDE_DUTCH_2025' }),
  'ds.cfg': 'PlayersNumber=11\nRoundsNumber=3\n',
};

describe('rochade pair --double-swiss', () => {
  test('-p pairs match 1, game 1: top half against bottom half, colours by TPN parity (C.04.5 3.6, 4.3.1)', async () => {
    const io = memoryIo(files);
    expect(await runCli(['pair', '--double-swiss', 'start.trf', '-p'], io)).toBe(0);
    expect(io.out.join('')).toBe('4\n1 5\n6 2\n3 7\n8 4\n');
  });

  test('-g writes the same file for the same seed, and -c re-pairs every game round of it', async () => {
    const io = memoryIo(files);
    expect(await runCli(['--double-swiss', '-g', 'ds.cfg', '-o', 'a.trf', '-s', '7'], io)).toBe(0);
    expect(await runCli(['--double-swiss', '-g', 'ds.cfg', '-o', 'b.trf', '-s', '7'], io)).toBe(0);
    const a = String(io.written.get('a.trf'));
    expect(String(io.written.get('b.trf'))).toBe(a);
    expect(a).toMatch(/192 FIDE_DOUBLESWISS/);
    expect(a).toMatch(/\r142 6\r/); // 3 matches = 6 game rounds
    const check = memoryIo({ 'a.trf': a });
    expect(await runCli(['pair', '--double-swiss', 'a.trf', '-c'], check)).toBe(0);
    expect(check.out.join('')).toMatch(/SUMMARY rounds=6 differing=0/);
  });

  test('game 2 of a match: -p gives the boards of game 1 with the colours reversed', async () => {
    const io = memoryIo(files);
    expect(await runCli(['--double-swiss', '-g', 'ds.cfg', '-o', 'g.trf', '-s', '3'], io)).toBe(0);
    const parsed = parseTrf(String(io.written.get('g.trf')));
    if (!parsed.ok) throw new Error('does not parse');
    const t = parsed.value.tournament;
    const game1 = t.games.filter((g) => g.round === 3).map((g) => `${g.black} ${g.white}`);
    const pairIo = memoryIo({ 'r4.trf': makeTrf({ ...nextRoundInput(t, 4), rounds: 6 }) });
    expect(await runCli(['--double-swiss', 'r4.trf', '-p'], pairIo)).toBe(0);
    const [, ...lines] = pairIo.out.join('').trim().split('\n');
    expect(lines.sort()).toEqual(game1.sort());
  });

  test.each([
    [
      'an unpairable round → 1 "no valid pairing"',
      ['--double-swiss', 'met.trf', '-p'],
      1,
      /No valid pairing exists/,
    ],
    [
      'a Dutch file checked as Double-Swiss → 3, named',
      ['--double-swiss', 'dutch.trf', '-c'],
      3,
      /paired by TRF 192 FIDE_DUTCH_2025 \(FIDE \(Dutch\) System, --dutch\), not by the FIDE Double-Swiss System \(--double-swiss\)/,
    ],
    [
      'a Double-Swiss file checked as Dutch → 3, named',
      ['--dutch', 'start.trf', '-c'],
      3,
      /\(FIDE Double-Swiss System, --double-swiss\), not by the FIDE \(Dutch\) System \(--dutch\)/,
    ],
    ['two system flags → 3', ['--dutch', '--double-swiss', 'start.trf', '-p'], 3, /only one system flag/],
    [
      '--rules with another system → 3',
      ['--double-swiss', 'start.trf', '-p', '--rules', '2017'],
      3,
      /belongs to the Dutch system/,
    ],
  ])('%s', async (_name, args, code, message) => {
    const io = memoryIo(files);
    expect(await runCli(args, io)).toBe(code);
    expect(io.err.join('')).toMatch(message);
    expect(io.err.join('')).not.toMatch(/\bat .*\.ts:\d+/);
  });
});
