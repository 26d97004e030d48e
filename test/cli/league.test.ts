// `rochade league FILE`: a league file with players. The values are pinned in the core tests
// (test/core/team/leagueSeason.test.ts); here: the command's output, warnings and errors.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { checkLineups, computeSeasonPlayers } from '../../core/team/index.ts';
import { parseLeagueFileJson } from '../../schemas/leagueFile.ts';
import { memoryIo } from '../support/memoryIo.ts';

const text = readFileSync(new URL('../../examples/league-season.json', import.meta.url), 'utf8');
const files = {
  'season.json': text,
  'bad.json': text.replace('"result": "1-0"', '"result": "1:0"'),
};
const run = async (args: readonly string[]) => {
  const io = memoryIo(files);
  const code = await runCli(['league', ...args], io);
  return { code, out: io.out.join(''), err: io.err.join('') };
};

interface Out {
  rules: string;
  standings: { rank: number; name: string; matchPoints: number; boardPoints: number }[];
  warnings: { kind: string; path: (string | number)[]; message: string }[];
  players: { team: number; no: number; id: string; games: number; points: number; newDwz?: number }[];
}

describe('rochade league FILE', () => {
  test('the example: its rule set, the substitute placed above a higher-registered player, every player', async () => {
    const r = await run(['season.json', '--json']);
    expect([r.code, r.err]).toEqual([0, '']);
    const out = JSON.parse(r.out) as Out;
    expect(out.rules).toBe('schleswig-holstein');
    // Round 2, SK Rochade I: Eva Ernst (no. 5) on board 3, David Dietz (no. 4) on board 4.
    expect(out.warnings).toEqual([
      {
        kind: 'boardOrder',
        path: ['matches', 2, 'boards', 3, 'away'],
        message: expect.stringContaining(
          'David Dietz (no. 4) plays below Eva Ernst (no. 5) on board 3',
        ) as string,
      },
    ]);
    const season = parseLeagueFileJson(text);
    if (!season.ok) throw new Error('example');
    expect(checkLineups(season.value)).toHaveLength(1);
    const core = computeSeasonPlayers(season.value);
    if (!core.ok) throw new Error(core.error.message);
    expect(out.players.map((p) => [p.id, p.points, p.newDwz])).toEqual(
      core.value.map((p) => [p.id, p.points / 2, p.newDwz]),
    );
  });

  test('--team keeps one team; the text names the warnings and the DWZ basis', async () => {
    const r = await run(['season.json', '--team', 'SV Turm']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Line-up warnings:');
    expect(r.out).toContain('SV Turm:');
    expect(r.out).not.toContain('SK Rochade I:');
    expect(r.out).toContain('DWZ: one evaluation of all board games');
  });

  test('the table is the one `standings --rules` prints: every tiebreak of the rule set as a column', async () => {
    const league = await run(['season.json']);
    const io = memoryIo(files);
    expect(await runCli(['standings', 'season.json'], io)).toBe(0);
    const table = io.out.join('');
    expect(table).toMatch(/Rk\s+No\s+Team\s+MP\s+BP\s+BW\s+BW\/B4\s+BW\/B2/);
    expect(league.out.startsWith(table)).toBe(true);
  });

  test.each([
    [['bad.json'], /bad\.json \(league file\): .*matches\[0\]\.boards\[1\]\.result/],
    [['season.json', '--rules', 'hessen'], /--rules must be one of/],
    [['season.json', '--team', 'Nobody'], /--team "Nobody" is not a team/],
    [['season.json', '--end-date', '15.03.2026'], /--end-date must be a date/],
  ])('%j is refused with exit 2: %s', async (args, message) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
  });
});
