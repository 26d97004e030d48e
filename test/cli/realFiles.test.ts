// Tournament files read by `rochade standings`: the files Rochade's tests write themselves
// (test/fixtures/trf/) always, and the same cases in the files other programs wrote
// (../shared/formats: FIDE's TieBreakServer and bbpPairings test inputs) when that folder is there.
// Names and points as the files state them; tiebreaks as IA Mario Held, Exercises in Tie-Breaking
// (C.07-2023) publishes them.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { memoryIo } from '../support/memoryIo.ts';

const OWN = new URL('../fixtures/trf/', import.meta.url);
const SHARED = new URL('../../../shared/formats/', import.meta.url);
/** A file of ../shared/formats, or undefined (the test is skipped) where it is not there. */
const shared = (path: string): URL | undefined => {
  const url = new URL(path, SHARED);
  return existsSync(url) ? url : undefined;
};

interface Row {
  readonly startNo: number;
  readonly name: string;
  readonly points: number;
  readonly values: Record<string, number>;
}

async function standings(file: URL, ...opts: string[]): Promise<Map<number, Row>> {
  const io = memoryIo({ 'in.trf': readFileSync(file, 'utf8') });
  const code = await runCli(['standings', 'in.trf', '--json', ...opts], io);
  expect(io.stderrText()).toBe('');
  expect(code).toBe(0);
  return new Map((JSON.parse(io.stdoutText()) as { rows: Row[] }).rows.map((r) => [r.startNo, r]));
}

// Held, exercises 14 and 16: a six-player round robin with a forfeit (Helene - Franck, round 4).
const HELD_ROUND_ROBIN: readonly [number, string, number, number, number][] = [
  // start no, name, points, SB, KS
  [1, 'Alyx', 3.5, 9.25, 2],
  [2, 'Bruno', 3.5, 6.25, 0.5],
  [3, 'Charline', 3.5, 6.25, 0.5],
  [4, 'David', 1.5, 4.25, 1],
  [5, 'Franck', 1.5, 3.25, 0.5],
  [6, 'Helene', 1.5, 2.25, 0],
];
describe.each([
  ['test/fixtures/trf/held-exercises-round-robin.trf', new URL('held-exercises-round-robin.trf', OWN)],
  ['../shared TieBreakServer tbs_held_round_robin.trf', shared('other/tbs_held_round_robin.trf')],
])('%s (Held exercises 14, 16)', (_label, file) => {
  test.skipIf(file === undefined)('names, points, SB and KS as published (C.07 2024)', async () => {
    const rows = await standings(file!, '--tiebreaks', 'SB,KS', '--rules', 'C07_2024');
    for (const [no, name, points, sb, ks] of HELD_ROUND_ROBIN) {
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

// Held, exercises 1-13 (2023/2024 rules): a 16-player Swiss after 5 rounds with byes and forfeits.
describe('test/fixtures/trf/held-exercises-swiss-5-rounds.trf (Held exercises 1-13, 2023/2024 rules)', () => {
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
    const rows = await standings(
      new URL('held-exercises-swiss-5-rounds.trf', OWN),
      '--tiebreaks',
      'BH,BH/C1,SB',
      '--rules',
      'C07_2024',
    );
    const r = rows.get(no);
    expect(r?.name).toBe(name);
    expect(r?.points).toBe(points);
    expect(r?.values).toEqual({ BH: bh, 'BH/C1': bhc1, SB: sb });
  });
});

// The same players over 9 rounds as TieBreakServer keeps them (another round 5 than the exercise
// above): names and points as its points column states them.
describe('../shared TieBreakServer tbs_held_swiss_9.trf', () => {
  const file = shared('other/tbs_held_swiss_9.trf');
  test.skipIf(file === undefined)('names and points as in its points column', async () => {
    const rows = await standings(file!);
    expect(
      [...rows.values()].map((r) => [r.startNo, r.name, r.points]).sort((a, b) => +a[0]! - +b[0]!),
    ).toEqual([
      [1, 'Alyx', 6],
      [2, 'Bruno', 6],
      [3, 'Charline', 6.5],
      [4, 'David', 6],
      [5, 'Helene', 4],
      [6, 'Franck', 6],
      [7, 'Genevieve', 4.5],
      [8, 'Irina', 4.5],
      [9, 'Jessica', 3],
      [10, 'Lais', 4],
      [11, 'Maria', 3.5],
      [12, 'Nick', 3],
      [13, 'Opal', 2.5],
      [14, 'Paul', 4],
      [15, 'Reine', 4],
      [16, 'Stephan', 4.5],
    ]);
  });
});

// A Swiss whose last round is not paired yet, one player with a zero-point bye requested ahead.
describe.each([
  [
    'test/fixtures/trf/club-swiss-zero-point-bye.trf',
    new URL('club-swiss-zero-point-bye.trf', OWN),
    [
      [1, 'Müller, Anna', 2],
      [2, 'Weiß, Jürgen', 1],
      [3, 'Groß, Käthe', 2],
      [4, 'Özdemir, Can', 0],
      [5, 'Straße, Jörg', 1],
      [6, 'Süß, Lena', 0],
    ],
  ],
  [
    '../shared bbpPairings bbp_dutch_2025_C5.trf',
    shared('other/bbp_dutch_2025_C5.trf'),
    [
      [1, 'Test0001 Player0001', 2],
      [2, 'Test0002 Player0002', 1],
      [3, 'Test0003 Player0003', 2],
      [4, 'Test0004 Player0004', 0],
      [5, 'Test0005 Player0005', 1],
      [6, 'Test0006 Player0006', 0],
    ],
  ],
])('%s', (_label, file, expected) => {
  test.skipIf(file === undefined)('names and points as in its points column', async () => {
    const rows = await standings(file!);
    expect(
      [...rows.values()].map((r) => [r.startNo, r.name, r.points]).sort((a, b) => +a[0]! - +b[0]!),
    ).toEqual(expected);
  });
});

/** A TRF-2026 team file read as a team event: [team, match points, game points, rank] per team. */
async function teamRows(file: URL, tiebreaks: string): Promise<number[][]> {
  const io = memoryIo({ 'teams.trf': readFileSync(file, 'utf8') });
  const code = await runCli(['standings', 'teams.trf', '--tiebreaks', tiebreaks, '--json'], io);
  expect([code, io.stderrText()]).toEqual([0, '']);
  const rows = (
    JSON.parse(io.stdoutText()) as {
      rows: { id: number; rank: number; matchPoints: number; gamePoints: number }[];
    }
  ).rows;
  return rows.map((r) => [r.id, r.matchPoints, r.gamePoints, r.rank]).sort((x, y) => x[0]! - y[0]!);
}

describe('test/fixtures/trf/team-four-clubs.trf (a TRF-2026 team round robin, 4 teams x 2 boards)', () => {
  // Hand count (match 2-1-0 for a win, draw, loss; the 310 records state the same):
  // R1 Weißenburg-Bärenhöhle 2-0, Gößweinstein-Köln ½-1½; R2 Weißenburg-Gößweinstein 1-1,
  // Bärenhöhle-Köln 1½-½; R3 Weißenburg-Köln 1-1, Bärenhöhle-Gößweinstein 0-2.
  // MP/GP: Weißenburg 4/4, Bärenhöhle 2/1.5, Gößweinstein 3/3.5, Köln 3/3; Gößweinstein before
  // Köln on game points.
  test('match and game points and ranks (tiebreak GP)', async () => {
    expect(await teamRows(new URL('team-four-clubs.trf', OWN), 'GP')).toEqual([
      [1, 4, 4, 1],
      [2, 2, 1.5, 4],
      [3, 3, 3.5, 2],
      [4, 3, 3, 3],
    ]);
  });
});

describe('../shared TieBreakServer trf/tbs_fideteam_nocolor.trf (a TRF-2026 team tournament)', () => {
  const file = shared('trf/tbs_fideteam_nocolor.trf');
  // The file's 310 records: team, match points, game points, rank (its 212 tiebreaks: PTS, BC, BBE).
  test.skipIf(file === undefined)(
    'match and game points as its 310 records state, ranks with BC, BBE',
    async () => {
      expect(await teamRows(file!, 'BC,BBE')).toEqual([
        [1, 14, 13.5, 1],
        [2, 9, 10.5, 3],
        [3, 7, 8, 5],
        [4, 11, 9, 2],
        [5, 7, 8.5, 4],
        [6, 6, 7.5, 6],
        [7, 3, 4.5, 8],
        [8, 5, 6.5, 7],
        [9, 1, 2, 9],
      ]);
    },
  );
});
