// rochade pair --keizer (-p / -c / -g) through runCli: the Keizer club system with bbpPairings'
// command line.
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { makeTrf } from '../../core/formats/trf/trf.ts';
import type { Tournament } from '../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../core/tournament/pointSystem.ts';
import { memoryIo } from '../support/memoryIo.ts';

const club: Tournament = {
  name: 'Keizer Vereinsmeisterschaft Schachfreunde Großröhrsdorf',
  kind: 'swiss',
  rounds: 12,
  players: ['Weiß, Jürgen', 'Müller, Käthe', 'Groß, Ömer', 'Fuß, Björn', 'Schäfer, Lötte'].map((name, i) => ({
    id: i + 1,
    name,
    fide: 1900 - 60 * i,
  })),
  games: [],
  unpaired: [{ round: 1, player: 3, kind: 'ZPB' }],
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
  pairingSystem: 'KEIZER',
};

// Two players who met in round 1: within the four rounds before a repeat, round 2 cannot be paired.
const met: Tournament = {
  ...club,
  players: club.players.slice(0, 2),
  games: [{ round: 1, white: 2, black: 1, result: '1-0' }],
  unpaired: [],
};

const files = {
  'club.trf': makeTrf(club),
  'met.trf': makeTrf(met),
  'kz.cfg': 'PlayersNumber=14\nRoundsNumber=10\n',
};

describe('rochade pair --keizer', () => {
  test('-p: those present by rank, 1-2 and 4-5, White to the lower-ranked (3 absent with notice)', async () => {
    const io = memoryIo(files);
    expect(await runCli(['pair', '--keizer', 'club.trf', '-p'], io)).toBe(0);
    expect(io.out.join('')).toBe('2\n2 1\n5 4\n');
  });

  test('-g gives the same file for the same seed and -c re-pairs every round of it', async () => {
    const io = memoryIo(files);
    expect(await runCli(['--keizer', '-g', 'kz.cfg', '-o', 'a.trf', '-s', '11'], io)).toBe(0);
    expect(await runCli(['--keizer', '-g', 'kz.cfg', '-o', 'b.trf', '-s', '11'], io)).toBe(0);
    const a = String(io.written.get('a.trf'));
    expect(String(io.written.get('b.trf'))).toBe(a);
    expect(a).toMatch(/192 KEIZER/);
    const check = memoryIo({ 'a.trf': a });
    expect(await runCli(['--keizer', 'a.trf', '-c'], check)).toBe(0);
    expect(check.out.join('')).toMatch(/SUMMARY rounds=10 differing=0/);
  });

  test('an unpairable round: exit 1 "No valid pairing exists"', async () => {
    const io = memoryIo(files);
    expect(await runCli(['--keizer', 'met.trf', '-p'], io)).toBe(1);
    expect(io.err.join('')).toMatch(/No valid pairing exists/);
  });

  test('a Keizer file checked as Dutch is named as such', async () => {
    const io = memoryIo(files);
    expect(await runCli(['--dutch', 'club.trf', '-c'], io)).toBe(3);
    expect(io.err.join('')).toMatch(
      /TRF 192 KEIZER \(Keizer system, --keizer\), not by the FIDE \(Dutch\) System \(--dutch\)/,
    );
  });
});
