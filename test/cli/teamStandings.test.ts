// `rochade standings` on a team-event JSON: the CLI gives the core's team standings, a legend, and
// clear errors for options that do not apply. The core is the oracle here on purpose: the values
// are pinned in test/core/tiebreaks/team*.test.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { computeTeamStandings } from '../../core/team/index.ts';
import { parseTeamEventJson } from '../../schemas/teamEvent.ts';
import { memoryIo } from '../support/memoryIo.ts';

const text = readFileSync(new URL('../../examples/team-league.json', import.meta.url), 'utf8');
const files = { 'league.json': text, 'broken.json': text.replace('"boards": 4', '"boards": 5') };
const event = parseTeamEventJson(text);

describe('rochade standings TEAMS.json', () => {
  test.each([
    [[], 'MP', ['OSB', 'GP', 'OBH']],
    [['--tiebreaks', 'EDE,EMGSB/C1,BW,SSSC/K4'], 'MP', ['EDE', 'EMGSB/C1', 'BW', 'SSSC/K4']],
    [['--primary', 'GP', '--tiebreaks', 'EDET,MPvGP'], 'GP', ['EDET', 'MPvGP']],
    [['--after-round', '1', '--tiebreaks', 'BC'], 'MP', ['BC']],
  ] as const)('%j --json is the core result unchanged', async (args, primary, tiebreaks) => {
    const io = memoryIo(files);
    expect(await runCli(['standings', 'league.json', ...args, '--json'], io)).toBe(0);
    expect(io.err.join('')).toBe('');
    const out = JSON.parse(io.out.join('')) as {
      primary: string;
      tiebreaks: string[];
      rows: { rank: number; id: number; matchPoints: number; gamePoints: number; values: object }[];
    };
    expect(out.primary).toBe(primary);
    expect(out.tiebreaks).toEqual(tiebreaks);
    if (!event.ok) throw new Error('example');
    const after = args.indexOf('--after-round' as never);
    const core = computeTeamStandings(event.value, {
      primary,
      tiebreaks,
      ...(after >= 0 ? { afterRound: Number(args[after + 1]) } : {}),
    });
    expect(core.ok).toBe(true);
    if (!core.ok) return;
    expect(out.rows.map((r) => [r.rank, r.id, r.matchPoints, r.gamePoints, r.values])).toEqual(
      core.value.map((r) => [r.rank, r.team, r.matchPoints, r.gamePoints, r.values]),
    );
  });

  test.each([
    [[], ['MP', 'OSB', 'GP', 'OBH']],
    [
      ['--primary', 'GP'],
      ['GP', 'OSB', 'OBH', 'MP'],
    ],
    [
      ['--tiebreaks', 'BC'],
      ['MP', 'BC', 'GP'],
    ],
  ] as const)('%j: primary score, tiebreaks in order, each score one column', async (args, columns) => {
    const io = memoryIo(files);
    expect(await runCli(['standings', 'league.json', ...args], io)).toBe(0);
    const head = io.out.join('').split('\n')[2]?.trim().split(/\s+/);
    expect(head).toEqual(['Rk', 'No', 'Team', ...columns]);
  });

  test('the table has a legend naming each code with its modifiers', async () => {
    const io = memoryIo(files);
    expect(await runCli(['standings', 'league.json', '--tiebreaks', 'EMGSB/C1,SSSC/K4'], io)).toBe(0);
    const out = io.out.join('');
    expect(out).toContain('Extended Sonneborn-Berger, opponent MP × own GP, cut 1 (C.07 13.2, 14.1)');
    expect(out).toContain('K = 4');
  });

  test.each([
    [['league.json', '--rules', 'C07_2024'], '--rules: not for a team event'],
    [['league.json', '--round-robin'], '--round-robin: not for a team event'],
    [['league.json', '--primary', 'XP'], '--primary must be MP or GP'],
    [['league.json', '--tiebreaks', 'FOO'], 'unknown code "FOO"'],
    [['league.json', '--after-round', '9'], 'rounds 1 to 3'],
    [['broken.json'], 'broken.json (team-event JSON): matches[0].boards'],
  ])('%j exits 3: %s', async (args, needle) => {
    const io = memoryIo(files);
    expect(await runCli(['standings', ...args], io)).toBe(2);
    expect(io.err.join('')).toContain(needle);
    expect(io.err.join('')).not.toMatch(/\n\s+at /); // no stack trace
  });
});
