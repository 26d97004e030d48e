// rochade pair --<flag> for every registry system besides the Dutch one (FIDE C.04.4): the
// generator (same seed, same file), the checker on its output, -p, and the refusals.
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { makeTrf, parseTrf } from '../../core/formats/trf/trf.ts';
import { PAIRING_SYSTEMS } from '../../core/pairing/registry.ts';
import { nextRoundInput, recordedPairing } from '../../core/pairing/nextRoundInput.ts';
import { unwrap } from '../../core/result.ts';
import type { Tournament } from '../../core/tournament/model.ts';
import { memoryIo } from '../support/memoryIo.ts';

const systems = PAIRING_SYSTEMS.filter((s) => s.flag && s.flag !== 'dutch' && s.check && s.generate);

describe.each(systems.map((s) => [s.flag!, s] as const))('rochade pair --%s', (flag, system) => {
  const cfg = 'PlayersNumber=13\nRoundsNumber=5\nDrawPercentage=20\n';

  test('-g: the same seed gives the same file, with the system’s 192 code; -c finds every round the same', async () => {
    const a = memoryIo({ 'gen.cfg': cfg });
    expect(await runCli(['pair', `--${flag}`, '-g', 'gen.cfg', '-o', 'out.trf', '-s', '42'], a)).toBe(0);
    const b = memoryIo({ 'gen.cfg': cfg });
    expect(await runCli([`--${flag}`, '-g', 'gen.cfg', '-o', 'out.trf', '-s', '42'], b)).toBe(0);
    const text = String(a.written.get('out.trf'));
    expect(String(b.written.get('out.trf'))).toBe(text);
    expect(text).toContain(`192 ${system.trfCodes[0]}`);
    const c = memoryIo({ 'out.trf': text });
    expect(await runCli([`--${flag}`, 'out.trf', '-c'], c)).toBe(0);
    // C.04.5: a Double-Swiss pairing is a match of two game rounds.
    expect(c.out.join('')).toMatch(
      new RegExp(`SUMMARY rounds=${5 * (system.gamesPerPairing ?? 1)} differing=0`),
    );
  });

  test('-p pairs round 3 as the generator did; a swapped board makes -c exit 1', async () => {
    const gen = memoryIo({ 'gen.cfg': cfg });
    await runCli([`--${flag}`, '-g', 'gen.cfg', '-o', 'out.trf', '-s', '7'], gen);
    const full: Tournament = unwrap(parseTrf(String(gen.written.get('out.trf')))).tournament;
    const io = memoryIo({ 'r3.trf': makeTrf(nextRoundInput(full, 3)) });
    expect(await runCli([`--${flag}`, 'r3.trf', '-p'], io)).toBe(0);
    const want = recordedPairing(full, 3);
    const [count, ...lines] = io.out.join('').trim().split('\n');
    // The TRF keeps no board order: compare the boards as a set.
    expect([...lines].sort()).toEqual(
      [...want.boards.map((x) => `${x.white} ${x.black}`), ...(want.pab ? [`${want.pab} 0`] : [])].sort(),
    );
    expect(Number(count)).toBe(lines.length);
    const first = full.games.find((x) => x.round === 2)!;
    const swapped = {
      ...full,
      games: full.games.map((x) =>
        x === first ? { ...x, white: x.black, black: x.white, result: '1/2-1/2' as const } : x,
      ),
    };
    const bad = memoryIo({ 'bad.trf': makeTrf(swapped) });
    expect(await runCli([`--${flag}`, 'bad.trf', '-c'], bad)).toBe(1);
    expect(bad.out.join('')).toMatch(/Round #2\n/);
  });

  test.each([
    [
      'a Dutch file → 3, naming both systems',
      ['dutch.trf', '-p'],
      3,
      /FIDE_DUTCH_2025 \(FIDE \(Dutch\) System, --dutch\), not by the/,
    ],
    [
      '--rules is a Dutch option → 3',
      ['own.trf', '-p', '--rules', '2017'],
      3,
      /--rules belongs to the Dutch system/,
    ],
    ['two system flags → 3', ['own.trf', '-p', '--dutch'], 3, /only one system flag/],
    ['an unpairable round → 1 "No valid pairing"', ['met.trf', '-p'], 1, /No valid pairing exists/],
  ])('%s', async (_, args, code, message) => {
    // Two players who have met: in a Double-Swiss both games of their match are played.
    const games = system.gamesPerPairing ?? 1;
    const met: Tournament = {
      name: 'Vereinsturnier Groß-Gerau',
      kind: 'swiss',
      rounds: 2 * games,
      players: [
        { id: 1, name: 'Müller, Jürgen', fide: 1900 },
        { id: 2, name: 'Weiß, Änne', fide: 1800 },
      ],
      games: [
        { round: 1, white: 1, black: 2, result: '1-0' },
        ...(games === 2 ? [{ round: 2, white: 2, black: 1, result: '1-0' as const }] : []),
      ],
      unpaired: [],
      withdrawals: [],
      pointSystem: {
        win: 2,
        draw: 1,
        loss: 0,
        forfeitWin: 2,
        forfeitLoss: 0,
        pab: 2,
        fpb: 2,
        hpb: 1,
        zpb: 0,
        absent: 0,
      },
      initialColor: 'white',
      pairingSystem: system.trfCodes[0]!,
    };
    const io = memoryIo({
      'dutch.trf': makeTrf({ ...met, pairingSystem: 'FIDE_DUTCH_2025' }),
      'own.trf': makeTrf(met),
      'met.trf': makeTrf(met),
    });
    expect(await runCli([`--${flag}`, ...args], io)).toBe(code);
    expect(io.err.join('')).toMatch(message);
    expect(io.err.join('')).not.toMatch(/\bat .*\.ts:\d+/);
  });
});

describe('rochade pair: system flags', () => {
  test('an unknown system flag names the systems there are; the flag is read in any case', async () => {
    const gen = memoryIo({});
    expect(await runCli(['pair', '--DUBOV', '-g', '-o', 'out.trf', '-s', '1'], gen)).toBe(0);
    const io = memoryIo({});
    expect(await runCli(['pair', '--fide-lim', '-g', '-o', 'out.trf'], io)).toBe(3);
    expect(io.err.join('')).toMatch(
      /unknown option --fide-lim \(the pairing systems are --dutch, --dubov, --burstein/,
    );
  });
});
