// `rochade standings` end to end: a case tournament written as tournament JSON, read back by the
// CLI, must give the case values.
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { memoryIo } from '../support/memoryIo.ts';
import { makeTournamentJson } from '../../core/formats/json/tournamentJson.ts';
import { makeTrf } from '../../core/index.ts';
import {
  caseIdMap,
  readTiebreakCase,
  tournamentFromTiebreakCase,
  type CaseEvent,
} from '../support/tiebreakCases.ts';

const swiss = readTiebreakCase('fide-tec-2024-exercise-swiss16.json');
const ev = swiss as unknown as CaseEvent;
const t = tournamentFromTiebreakCase(ev, 'TEC exercise');
const ids = caseIdMap(ev.players);
const expected =
  (swiss['expected'] as Record<string, Record<string, Record<string, number>>>)['computed_2024_rules'] ?? {};
const files = { 'tec.json': makeTournamentJson(t), 'tec.trf': makeTrf(t) };

interface JsonOut {
  rules: string;
  tiebreaks: string[];
  rows: {
    rank: number;
    id: number;
    startNo: number;
    name: string;
    points: number;
    values: Record<string, number>;
  }[];
}

describe('rochade standings', () => {
  test.each(['tec.json', 'tec.trf'])(
    '--json with the FIDE exercise (%s) gives the C07_2024 case values',
    async (file) => {
      const m = memoryIo(files);
      const code = await runCli(
        ['standings', file, '--rules', 'C07_2024', '--tiebreaks', 'BH-C1,BH,SB,SB-C1,WIN', '--json'],
        m,
      );
      expect(m.stderrText()).toBe('');
      expect(code).toBe(0);
      const out = JSON.parse(m.stdoutText()) as JsonOut;
      expect(out.rules).toBe('C07_2024');
      expect(out.tiebreaks).toEqual(['BH-C1', 'BH', 'SB', 'SB-C1', 'WIN']);
      expect(Object.keys(out.rows[0] ?? {})).toEqual(['rank', 'id', 'startNo', 'name', 'points', 'values']);
      for (const row of out.rows) {
        const key = [...ids].find(([, v]) => v === row.id)?.[0] ?? '';
        expect(row.points).toBe(expected['PTS']?.[key]);
        for (const code of out.tiebreaks) expect(row.values[code]).toBe(expected[code]?.[key]);
      }
      // ranking order: points first, then BH-C1
      for (let i = 1; i < out.rows.length; i++) {
        const a = out.rows[i - 1];
        const b = out.rows[i];
        expect(
          a &&
            b &&
            (a.points > b.points ||
              (a.points === b.points && (a.values['BH-C1'] ?? 0) >= (b.values['BH-C1'] ?? 0))),
        ).toBe(true);
      }
    },
  );

  test('table with shared places and a legend; --after-round', async () => {
    const m = memoryIo(files);
    expect(await runCli(['standings', 'tec.json', '--tiebreaks', 'WIN', '--after-round', '1'], m)).toBe(0);
    const text = m.stdoutText();
    expect(text).toContain('Standings after round 1');
    expect(text).toMatch(/\b1-\d+\./); // shared first place after round 1
    expect(text).toContain('Tiebreaks:');
    expect(text).toContain('Number of wins');
  });

  test.each([
    ['BH/C1', 'Buchholz, cut 1 (C.07 8.1, 14.1)'],
    ['SB-C1-P', 'Sonneborn-Berger, cut 1, forfeits as played games (C.07 9.1, 14.1)'],
  ])('the legend describes %s with its modifiers', async (code, legend) => {
    const m = memoryIo(files);
    expect(await runCli(['standings', 'tec.json', '--tiebreaks', code], m)).toBe(0);
    expect(m.stdoutText()).toMatch(new RegExp(`^  ${code}\\s+${legend.replace(/[().]/g, '\\$&')}$`, 'm'));
  });

  test('default tiebreaks without --tiebreaks', async () => {
    const m = memoryIo(files);
    expect(await runCli(['standings', 'tec.json', '--json'], m)).toBe(0);
    expect((JSON.parse(m.stdoutText()) as JsonOut).tiebreaks).toEqual(['BH/C1', 'BH', 'SB', 'WIN']);
  });

  test.each([
    [['standings', 'tec.json', '--tiebreaks', 'BH/X1'], 'X1'],
    [['standings', 'tec.json', '--tiebreaks', 'FOO'], 'FOO'],
    [['standings', 'tec.json', '--rules', 'C99'], '--rules'],
    [['standings', 'tec.json', '--after-round', 'x'], '--after-round'],
    [['standings', 'tec.json', '--bogus'], 'bogus'],
    [['standings', 'tec.json', '--primary', 'GP'], '--primary is for team events only'],
    [['standings'], 'FILE'],
  ])('%j exits 3 with a clear message', async (args, needle) => {
    const m = memoryIo(files);
    expect(await runCli(args, m)).toBe(2);
    expect(m.stderrText()).toContain(needle);
  });

  test('missing file exits 5; --help exits 0', async () => {
    const m = memoryIo(files);
    expect(await runCli(['standings', 'nope.trf'], m)).toBe(2);
    expect(await runCli(['standings', '--help'], m)).toBe(0);
    expect(m.stdoutText()).toContain('--tiebreaks');
  });
});
