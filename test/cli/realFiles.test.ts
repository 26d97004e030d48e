// Real files from other projects (test/fixtures/real/README.md): names and points as in the files,
// tiebreaks as the sources publish them (IA Mario Held, Exercises in Tie-Breaking, C.07-2023).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { memoryIo } from '../support/memoryIo.ts';

const FILES = ['held_round_robin.trf', 'held_swiss_5.trf', 'fideteam_nocolor.trf', 'dutch_2025_C5.trf'];
const files = Object.fromEntries(
  FILES.map((f) => [f, readFileSync(new URL(`../fixtures/real/${f}`, import.meta.url), 'utf8')]),
);

interface Row {
  readonly startNo: number;
  readonly name: string;
  readonly points: number;
  readonly values: Record<string, number>;
}

async function standings(file: string, ...opts: string[]): Promise<Row[]> {
  const io = memoryIo(files);
  const code = await runCli(['standings', file, '--json', ...opts], io);
  expect(io.stderrText()).toBe('');
  expect(code).toBe(0);
  return (JSON.parse(io.stdoutText()) as { rows: Row[] }).rows;
}

const byNo = (rows: readonly Row[]): Map<number, Row> => new Map(rows.map((r) => [r.startNo, r]));

describe('TieBreakServer held_round_robin.trf (Held exercises 14, 16)', () => {
  test('names, points, SB and KS as published', async () => {
    const rows = byNo(await standings('held_round_robin.trf', '--tiebreaks', 'SB,KS', '--rules', 'C07_2024'));
    const expected: [number, string, number, number, number][] = [
      [1, 'Alyx', 3.5, 9.25, 2],
      [2, 'Bruno', 3.5, 6.25, 0.5],
      [3, 'Charline', 3.5, 6.25, 0.5],
      [4, 'David', 1.5, 4.25, 1],
      [5, 'Franck', 1.5, 3.25, 0.5],
      [6, 'Helene', 1.5, 2.25, 0],
    ];
    for (const [no, name, points, sb, ks] of expected) {
      const r = rows.get(no);
      expect({ name: r?.name, points: r?.points, sb: r?.values['SB'], ks: r?.values['KS'] }).toEqual({
        name,
        points,
        sb,
        ks,
      });
    }
  });
});

describe('TieBreakServer held_swiss_5.trf (Held exercises 1-13, 2023/2024 rules)', () => {
  test.each([
    // start no, name, points, BH, BH/C1, SB
    [1, 'Alyx', 3.5, 12.5, 11, 8],
    [2, 'Bruno', 4, 13, 12, 9.5],
    [3, 'Charline', 3.5, 15.5, 13, 10.5],
    [4, 'David', 3.5, 15, 11.5, 9.75],
    [5, 'Helene', 2.5, 8.5, 7.5, 4.25],
    [8, 'Irina', 2.5, 13.5, 12, 5.25],
    [11, 'Maria', 2.5, 13.5, 12, 5.75],
    [16, 'Stephan', 3.5, 12.5, 11, 7.25],
  ] as const)('player %i %s: points %f, BH %f, BH/C1 %f, SB %f', async (no, name, points, bh, bhc1, sb) => {
    const rows = byNo(
      await standings('held_swiss_5.trf', '--tiebreaks', 'BH,BH/C1,SB', '--rules', 'C07_2024'),
    );
    const r = rows.get(no);
    expect(r?.name).toBe(name);
    expect(r?.points).toBe(points);
    expect(r?.values).toEqual({ BH: bh, 'BH/C1': bhc1, SB: sb });
  });
});

describe('bbpPairings dutch_2025_C5.input', () => {
  test('names and points as in its points column', async () => {
    const rows = byNo(await standings('dutch_2025_C5.trf'));
    expect(
      [...rows.values()]
        .map((r) => [r.startNo, r.name, r.points])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [1, 'Test0001 Player0001', 2],
      [2, 'Test0002 Player0002', 1],
      [3, 'Test0003 Player0003', 2],
      [4, 'Test0004 Player0004', 0],
      [5, 'Test0005 Player0005', 1],
      [6, 'Test0006 Player0006', 0],
    ]);
  });
});

describe('TieBreakServer fideteam_nocolor.trf (a TRF-2026 team tournament)', () => {
  // The file's 310 records: team, match points, game points, rank (its 212 tiebreaks: PTS, BC, BBE).
  const RECORDS: [number, number, number, number][] = [
    [1, 14, 13.5, 1],
    [2, 9, 10.5, 3],
    [3, 7, 8, 5],
    [4, 11, 9, 2],
    [5, 7, 8.5, 4],
    [6, 6, 7.5, 6],
    [7, 3, 4.5, 8],
    [8, 5, 6.5, 7],
    [9, 1, 2, 9],
  ];
  test('read as a team event: match and game points as its 310 records state, ranks with BC, BBE', async () => {
    const io = memoryIo(files);
    const code = await runCli(['standings', 'fideteam_nocolor.trf', '--tiebreaks', 'BC,BBE', '--json'], io);
    expect([code, io.stderrText()]).toEqual([0, '']);
    const rows = (
      JSON.parse(io.stdoutText()) as {
        rows: { id: number; rank: number; matchPoints: number; gamePoints: number }[];
      }
    ).rows;
    const got = rows.map((r) => [r.id, r.matchPoints, r.gamePoints, r.rank]).sort((x, y) => x[0]! - y[0]!);
    expect(got).toEqual(RECORDS);
  });
});
