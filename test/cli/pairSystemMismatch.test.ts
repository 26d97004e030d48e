// Bad input across the pairing registry (FIDE C.04.2 1.4: a free checker per system): a file paired
// by one system and given to another system's pairing program is named as such, for every ordered
// pair of systems (Keizer and the round robins included); and a round no system can pair gets
// C.04's own answer, exit 1 "No valid pairing exists", never a hang.
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { makeTrf } from '../../core/formats/trf/trf.ts';
import { PAIRING_SYSTEMS } from '../../core/pairing/registry.ts';
import type { Game, Tournament } from '../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../core/tournament/pointSystem.ts';
import { memoryIo } from '../support/memoryIo.ts';

const NAMES = ['Müller, Jürgen', 'Weiß, Änne', 'Groß, Björn', 'Schäfer, Lütfiye'] as const;

/** Four players who have all met: the three rounds of a round robin (a Double-Swiss match = two games). */
function everybodyMet(code: string, kind: Tournament['kind'], gamesPerPairing: number): Tournament {
  const rounds = [
    [
      [1, 4],
      [2, 3],
    ],
    [
      [4, 3],
      [1, 2],
    ],
    [
      [2, 4],
      [3, 1],
    ],
  ] as const;
  const games: Game[] = rounds.flatMap((pairs, i) =>
    pairs.flatMap(([white, black]) =>
      gamesPerPairing === 2
        ? [
            { round: 2 * i + 1, white, black, result: '1-0' as const },
            { round: 2 * i + 2, white: black, black: white, result: '1/2-1/2' as const },
          ]
        : [{ round: i + 1, white, black, result: '1-0' as const }],
    ),
  );
  return {
    name: 'Vereinsmeisterschaft Groß-Gerau',
    kind,
    rounds: 5 * gamesPerPairing,
    players: NAMES.map((name, i) => ({ id: i + 1, name, fide: 2000 - 100 * i })),
    games,
    unpaired: [],
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
    initialColor: 'white',
    pairingSystem: code,
  };
}

const withFlag = PAIRING_SYSTEMS.filter((s) => s.flag && !s.team && s.check);
const fileSystems = PAIRING_SYSTEMS.filter((s) => !s.team && s.trfCodes.length > 0);
const pairs = fileSystems.flatMap((file) =>
  withFlag.filter((flag) => flag !== file).map((flag) => [file.id, flag.flag!, file, flag] as const),
);

describe('a file of one system given to another system’s pairing program', () => {
  test('every system and the round robins are in the table', () => {
    expect(fileSystems.map((s) => s.id)).toEqual(
      expect.arrayContaining(['dutch', 'dubov', 'burstein', 'double-swiss', 'keizer', 'roundRobin']),
    );
  });

  test.each(pairs)('a %s file, --%s -c and -p: exit 3 naming both systems', async (_, flag, file, other) => {
    const t = everybodyMet(file.trfCodes[0]!, file.kind, file.gamesPerPairing ?? 1);
    for (const mode of ['-c', '-p']) {
      const io = memoryIo({ 'in.trf': makeTrf(t) });
      expect(await runCli(['pair', `--${flag}`, 'in.trf', mode], io)).toBe(3);
      const msg = io.err.join('');
      expect(msg).toContain(`in.trf: the file is paired by TRF 192 ${file.trfCodes[0]}`);
      expect(msg).toContain(file.name);
      expect(msg).toContain(`not by the ${other.name} (--${flag})`);
      expect(msg.trim().split('\n')).toHaveLength(1);
      expect(msg).not.toMatch(/\bat .*\.ts:\d+/);
    }
  });
});

describe('a TRF 192 code no system of the registry knows', () => {
  test.each(withFlag.map((s) => [s.flag!] as const))(
    '--%s: FIDE_DUTSCH refused as unknown, listing the codes the registry knows',
    async (flag) => {
      const t = everybodyMet('FIDE_DUTSCH', 'swiss', 1);
      for (const mode of ['-c', '-p']) {
        const io = memoryIo({ 'in.trf': makeTrf(t) });
        expect(await runCli(['pair', `--${flag}`, 'in.trf', mode], io)).toBe(3);
        const msg = io.err.join('');
        expect(msg).toContain('in.trf: unknown TRF 192 code FIDE_DUTSCH');
        for (const code of PAIRING_SYSTEMS.flatMap((s) => s.trfCodes)) expect(msg).toContain(code);
        expect(msg).not.toMatch(/paired by|not by the/);
        expect(msg.trim().split('\n')).toHaveLength(1);
      }
    },
  );
});

describe('a round no pairing exists for: exit 1 "No valid pairing exists", for every system', () => {
  test.each(withFlag.map((s) => [s.flag!, s] as const))(
    '--%s: four players who have all met, the next round',
    async (flag, system) => {
      // Four players, everybody has met everybody ([C1] / C.04.1 b; Keizer: within its repeat gap
      // of 4 rounds): no pairing of the next round exists.
      const t = everybodyMet(system.trfCodes[0]!, system.kind, system.gamesPerPairing ?? 1);
      const io = memoryIo({ 'in.trf': makeTrf(t) });
      expect(await runCli(['pair', `--${flag}`, 'in.trf', '-p'], io)).toBe(1);
      expect(io.err.join('')).toMatch(/No valid pairing exists/);
      expect(io.out.join('')).toBe('');
    },
  );
});
