// rochade convert names what the target cannot hold one line per kind of content (issue 21), for
// every reader → writer pair: tournament JSON, TRF, Swiss-Chess (individual and team), TRF-2026 team.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { memoryIo } from '../support/memoryIo.ts';
import { writeSwt, type SwtTestFile } from '../support/swtWriter.ts';
import { ONE_BOARD_TEAM_SWT } from '../support/swtTeamSample.ts';
import { line001 } from '../support/trfLine.ts';

const TRF = readFileSync(new URL('../../examples/swiss-club-open.trf', import.meta.url), 'utf8');
const JSON_FILE = readFileSync(new URL('../../examples/club-tournament.json', import.meta.url), 'utf8');

// Two players with ZPS, member number and DWZ index (Swiss-Chess stores no index: DWZ only).
const SWT: SwtTestFile = {
  name: 'Blitz',
  rounds: 1,
  pairedRounds: 1,
  players: [
    { name: 'Meier,Hans', zps: 'C0327', member: '1088', dwz: '1712', club: 'SK Kiel' },
    { name: 'Schulz,Eva', zps: 'C0327', member: '17', club: 'SK Kiel' },
  ],
  pairings: [[{ color: 1, opponent: 2, result: 3 }], [{ color: 3, opponent: 1, result: 1 }]],
};
// TRF-2026 310 record: team (5-7), name (9-40), MP (55-60), GP (62-67), rank (69-71), ids from 74.
const line310 = (team: number, name: string, mp: string, gp: string, ids: readonly number[]): string =>
  `310 ${String(team).padStart(3)} ${name.padEnd(32)} ${''.padEnd(5)} ${''.padStart(6)} ${mp.padStart(6)} ${gp.padStart(6)} ${String(team).padStart(3)}  ` +
  ids.map((i) => String(i).padStart(4)).join(' ');
const TRF_TEAM = [
  '012 Team test',
  line310(1, 'Team A', '2.0', '1.5', [1, 2]),
  line310(2, 'Team B', '0.0', '0.5', [3, 4]),
  line001(1, { points: '1.0', cells: ['   3 w 1'] }),
  line001(2, { points: '0.5', cells: ['   4 b ='] }),
  line001(3, { points: '0.0', cells: ['   1 b 0'] }),
  line001(4, { points: '0.5', cells: ['   2 w ='] }),
].join('\n');

const FILES = {
  't.json': JSON_FILE,
  't.trf': TRF,
  't.swt': writeSwt(SWT),
  'team.swt': writeSwt(ONE_BOARD_TEAM_SWT),
  'team.trf': `${TRF_TEAM}\n`,
};
const LABEL = {
  trf: 'TRF',
  json: 'tournament JSON',
  csv: 'a CSV crosstable',
  notation: 'Swiss notation',
} as const;

async function lossLines(file: string, to: keyof typeof LABEL): Promise<string[]> {
  const io = memoryIo(FILES);
  expect(await runCli(['convert', file, '--to', to], io)).toBe(0);
  return io
    .stderrText()
    .split('\n')
    .filter((l) => l !== '');
}

describe.each(Object.keys(FILES))('%s', (file) => {
  test.each(Object.keys(LABEL) as (keyof typeof LABEL)[])(
    '→ %s: one warning line per kind, none twice',
    async (to) => {
      const lines = await lossLines(file, to);
      const shape = new RegExp(`^warning: (.+): ${LABEL[to]} cannot hold this( \\(.+\\))?$`);
      for (const l of lines) expect(l).toMatch(shape);
      const whats = lines.map((l) => shape.exec(l)?.[1]);
      expect(new Set(whats).size).toBe(whats.length);
    },
  );
});

describe('what each pair loses, counted', () => {
  test.each([
    ['t.swt', 'trf', 'warning: club names of 2 players: TRF cannot hold this'],
    ['t.swt', 'trf', 'warning: DSB club (ZPS) and member numbers of 2 players: TRF cannot hold this'],
    [
      'team.swt',
      'json',
      'warning: teams, line-ups and matches (2 teams, 1 match): tournament JSON cannot hold this (only the board games are written)',
    ],
    [
      'team.trf',
      'csv',
      'warning: teams, line-ups and matches (2 teams, 1 match): a CSV crosstable cannot hold this',
    ],
  ] as const)('%s → %s: %s', async (file, to, line) => {
    expect(await lossLines(file, to)).toContain(line);
  });

  test.each(['team.swt', 'team.trf'])('%s → trf keeps the teams: a TRF-2026 team file', async (file) => {
    expect((await lossLines(file, 'trf')).join('\n')).not.toMatch(/teams, line-ups and matches/);
  });

  test('a JSON tournament file → JSON loses nothing; a TRF → TRF loses nothing', async () => {
    expect(await lossLines('t.json', 'json')).toEqual([]);
    expect(await lossLines('t.trf', 'trf')).toEqual([]);
  });
});
