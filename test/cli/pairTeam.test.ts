// rochade pair --team (-p / -c / -g) through runCli: the Swiss Team system (FIDE C.04.6) on TRF-2026
// team files: output shape, the generator's seed, the checker's exit code, one-line errors.
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { seededRng } from '../../core/pairing/generator.ts';
import { unwrap } from '../../core/result.ts';
import { generateTeamSwiss } from '../../core/team/pairing/generator.ts';
import { makeTeamSwissTrf } from '../../core/team/pairing/trf.ts';
import { memoryIo } from '../support/memoryIo.ts';

const full = unwrap(
  generateTeamSwiss({ TeamsNumber: 9, RoundsNumber: 5, BoardsNumber: 4, AbsenceRate: 0 }, seededRng(5)),
).tournament;
const round3 = { ...full, played: full.played.slice(0, 2) };
const swapped = {
  ...full,
  played: full.played.map((r) =>
    r.round === 4
      ? { ...r, matches: r.matches.map((m, i) => (i === 0 ? { ...m, white: m.black, black: m.white } : m)) }
      : r,
  ),
};

const files = {
  'r3.trf': makeTeamSwissTrf(round3),
  'full.trf': makeTeamSwissTrf(full),
  'swapped.trf': makeTeamSwissTrf(swapped),
  'team.cfg':
    'TeamsNumber=10\nBoardsNumber=6 # Mannschaftsstärke\nRoundsNumber=5\nTeamType=FIDE_TEAM_TYPEB_MP_GP\nTeamWin=3\nInitialColour=B\n',
  'bad.cfg': 'Teams=10\n',
  'individual.trf':
    '012 Vereinsturnier\n001    1      Müller, Jörg                      2100                             0.0\n',
};

describe('rochade pair --team', () => {
  test('-p pairs the next round: count, WHITE BLACK team numbers, the PAB as "T 0"; as recorded', async () => {
    const io = memoryIo(files);
    expect(await runCli(['pair', '--team', 'r3.trf', '-p'], io)).toBe(0);
    const [count, ...lines] = io.stdoutText().trim().split('\n');
    const r3 = full.played[2]!;
    expect(Number(count)).toBe(lines.length);
    expect(lines).toEqual([
      ...r3.matches.map((m) => `${m.white} ${m.black}`),
      ...(r3.pab ? [`${r3.pab} 0`] : []),
    ]);
  });

  test('rochade --team works as FIDE pairing programs are called; --json names teams and boards', async () => {
    const io = memoryIo(files);
    expect(await runCli(['--team', 'r3.trf', '-p', '--json'], io)).toBe(0);
    const json = JSON.parse(io.stdoutText()) as { round: number; matches: { boards: unknown[] }[] };
    expect(json.round).toBe(3);
    expect(json.matches[0]!.boards).toHaveLength(4);
  });

  test("-c: the generator's tournament re-paired identically (exit 0); a swapped colour differs (exit 1)", async () => {
    const io = memoryIo(files);
    expect(await runCli(['pair', '--team', 'full.trf', '-c'], io)).toBe(0);
    expect(io.stdoutText()).toBe('SUMMARY rounds=5 differing=0\n');
    const io2 = memoryIo(files);
    expect(await runCli(['pair', '--team', 'swapped.trf', '-c'], io2)).toBe(1);
    expect(io2.stdoutText()).toMatch(/^Round #4\n/);
    expect(io2.stdoutText()).toMatch(/SUMMARY rounds=5 differing=\d rounds=4(,5)?\n$/);
  });

  test('-g CONFIG -o OUT -s SEED: the same seed gives the same file; 362, 352 and 152 as configured', async () => {
    const a = memoryIo(files);
    const b = memoryIo(files);
    expect(await runCli(['pair', '--team', '-g', 'team.cfg', '-o', 'out.trf', '-s', '7'], a)).toBe(0);
    expect(await runCli(['pair', '--team', '-g', 'team.cfg', '-o', 'out.trf', '-s', '7'], b)).toBe(0);
    const text = String(a.written.get('out.trf'));
    expect(text).toBe(String(b.written.get('out.trf')));
    expect(text).toContain('\r192 FIDE_TEAM_TYPEB_MP_GP\r');
    expect(text).toContain('\r362 TW 3.0   TD 1.0   TL 0.0\r');
    expect(text).toContain('\r352 WBWBWB\r');
    expect(text).toContain('\r152 B\r');
    const io = memoryIo({ 'out.trf': text });
    expect(await runCli(['pair', '--team', 'out.trf', '-c'], io)).toBe(0);
  });

  test.each([
    ['all rounds paired → 3', ['pair', '--team', 'full.trf', '-p'], 3, /all 5 planned rounds are paired/],
    ['an individual file → 3', ['pair', '--team', 'individual.trf', '-p'], 3, /no 310 team lines/],
    [
      'an unknown generator key → 3, with its line',
      ['pair', '--team', '-g', 'bad.cfg', '-o', 'x.trf'],
      3,
      /bad\.cfg line 1: unknown key "Teams"/,
    ],
    ['-g without -o → 3', ['pair', '--team', '-g', 'team.cfg'], 3, /-o/],
    ['missing file → 5', ['pair', '--team', 'nope.trf', '-p'], 5, /cannot read/],
  ])('%s', async (_name, args, exit, message) => {
    const io = memoryIo(files);
    expect(await runCli(args, io)).toBe(exit);
    expect(io.stderrText()).toMatch(message);
    expect(io.stderrText().trim().split('\n')).toHaveLength(1);
  });
});
