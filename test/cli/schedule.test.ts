import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { memoryIo } from '../support/memoryIo.ts';
import * as seed from '../core/pairing/fixtures/arbiterCourseRoundRobin.ts';
import { knockoutExercises } from '../core/pairing/fixtures/arbiterCourseKnockout.ts';

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo();
  const code = await runCli(argv, io);
  return { code, out: io.out.join(''), err: io.err.join('') };
}

/** "8 – 1" cells of a seed row → [[8, 1], …]. */
const seedBoards = (row: string): number[][] =>
  [...row.matchAll(/(\d+) – (\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]);

interface RoundJson {
  round: number;
  date?: string;
  boards: { white: number; black: number }[];
  free: number[];
}

describe('rochade schedule round-robin', () => {
  test.each<[string, readonly string[], string[]]>([
    ['Berger, 6 players', seed.berger6, ['--players', '6']],
    ['Rutschsystem, 9 players', seed.rutsch9, ['--players', '9', '--layout', 'rutsch']],
    ['double, swapped', seed.double8Swapped, ['--players', '8', '--double', '--swap-last-two']],
    ['Varma, 10 players', seed.varma10, ['--players', '10', '--varma', '3,4,8;5,7,9']],
  ])('--json reproduces the seed table: %s', async (_name, rows, args) => {
    const { code, out } = await run('schedule', 'round-robin', ...args, '--json');
    expect(code).toBe(0);
    const json = JSON.parse(out) as { rounds: RoundJson[] };
    expect(json.rounds.map((r) => r.boards.map((b) => [b.white, b.black]))).toEqual(rows.map(seedBoards));
    expect(json.rounds.map((r) => r.round)).toEqual(rows.map((_, i) => i + 1));
  });

  test('odd field: the free player is listed', async () => {
    const { out } = await run('schedule', 'round-robin', '--players', '9', '--layout', 'rutsch', '--json');
    const json = JSON.parse(out) as { rounds: RoundJson[] };
    expect(json.rounds.map((r) => r.free)).toEqual(seed.rutsch9.map((row) => [Number(row.split('\t')[1])]));
  });

  test('dates from --start-date and --interval-days, text shows the seed date form', async () => {
    const json = await run(
      'schedule',
      'round-robin',
      '--players',
      '8',
      '--start-date',
      '2018-01-10',
      '--interval-days',
      '7',
      '--json',
    );
    const rounds = (JSON.parse(json.out) as { rounds: RoundJson[] }).rounds;
    expect(rounds.map((r) => r.date?.split('-').reverse().join('.'))).toEqual(
      seed.bergerDated8.map((row) => row.split('\t')[1]),
    );
    const text = await run('schedule', 'round-robin', '--players', '8', '--start-date', '2018-01-10');
    expect(text.code).toBe(0);
    expect(text.out).toContain('10.01.2018');
    expect(text.out).toContain('21.02.2018');
    expect(text.out).toMatch(/1\s+10\.01\.2018\s+1 – 8\s+2 – 7\s+3 – 6\s+4 – 5/);
  });

  test('--help', async () => {
    const { code, out } = await run('schedule', '--help');
    expect(code).toBe(0);
    expect(out).toContain('round-robin');
    expect(out).toContain('knockout');
  });

  test.each<[string, string[], number, RegExp]>([
    ['missing --players', ['round-robin'], 2, /--players is required/],
    ['--players not a number', ['round-robin', '--players', 'ten'], 2, /whole number/],
    ['one player', ['round-robin', '--players', '1'], 2, /2 to 1000 players/],
    ['too many players', ['round-robin', '--players', '5000'], 2, /at most 1000/],
    [
      'unknown option',
      ['round-robin', '--players', '8', '--colour'],
      2,
      /^rochade schedule: unknown option --colour; see --help/,
    ],
    ['swap without double', ['round-robin', '--players', '8', '--swap-last-two'], 2, /--double/],
    ['bad layout', ['round-robin', '--players', '8', '--layout', 'scheveningen'], 2, /berger or rutsch/],
    ['bad date', ['round-robin', '--players', '8', '--start-date', '10.01.2018'], 2, /YYYY-MM-DD/],
    ['bad Varma group', ['round-robin', '--players', '10', '--varma', '3,x'], 2, /not a player number/],
    ['Varma group too large', ['round-robin', '--players', '10', '--varma', '1,2,3,4'], 2, /largest set/],
    ['unknown schedule', ['swiss'], 2, /unknown schedule/],
    ['no schedule', [], 2, /round-robin or knockout/],
    ['knockout without players', ['knockout'], 2, /--players is required/],
    ['knockout impossible', ['knockout', '--players', '4', '--prequalified', '2'], 2, /no bracket/],
    [
      'knockout too many pre-qualified',
      ['knockout', '--players', '4', '--prequalified', '3'],
      2,
      /pre-qualified/,
    ],
  ])('%s → exit %i with a clear message', async (_name, args, exit, message) => {
    const { code, err, out } = await run('schedule', ...args);
    expect(code).toBe(exit);
    expect(err).toMatch(message);
    expect(err).not.toMatch(/\n\s+at /); // no stack trace
    expect(out).toBe('');
  });
});

describe('rochade schedule knockout', () => {
  test.each(knockoutExercises)('--json gives the seed numbers: $name', async (ex) => {
    const { code, out } = await run(
      'schedule',
      'knockout',
      '--players',
      String(ex.players),
      '--prequalified',
      String(ex.prequalified),
      '--json',
    );
    expect(code).toBe(0);
    const json = JSON.parse(out) as {
      bracketSize: number;
      byes: number;
      fictitious: number;
      rounds: number;
      matches: { top: number | null; bottom: number | null; kind: string }[];
    };
    const final = ex.attempts[ex.attempts.length - 1];
    expect({ bracketSize: json.bracketSize, byes: json.byes, fictitious: json.fictitious }).toEqual({
      bracketSize: final?.bracketSize,
      byes: final?.byes,
      fictitious: final?.fictitious,
    });
    expect(json.rounds).toBe(5);
    expect(json.matches).toHaveLength((final?.bracketSize ?? 0) / 2);
    expect(json.matches.filter((m) => m.kind === 'bye')).toHaveLength(final?.byes ?? -1);
  });

  test('text output: attempts, byes, first round by seed', async () => {
    const { code, out } = await run('schedule', 'knockout', '--players', '28');
    expect(code).toBe(0);
    expect(out).toContain('28 players + 0 fictitious = 28; bracket 32, 4 byes');
    expect(out).toMatch(/1\. 1 – bye/);
    expect(out).toMatch(/2\. 16 – 17/);
    expect(out).toContain('3 quarter-final (Viertelfinale), 4 semi-final (Halbfinale), 5 final (Finale)');
  });

  test('--json names every round: ... Viertelfinale, Halbfinale, Finale (Turniersysteme (arbiter course))', async () => {
    const { code, out } = await run('schedule', 'knockout', '--players', '8', '--json');
    expect(code).toBe(0);
    const json = JSON.parse(out) as { roundNames: { round: number; de: string; en: string }[] };
    expect(json.roundNames).toEqual([
      { round: 1, de: 'Viertelfinale', en: 'quarter-final' },
      { round: 2, de: 'Halbfinale', en: 'semi-final' },
      { round: 3, de: 'Finale', en: 'final' },
    ]);
  });
});

describe('schedule summaries count in English (1 round, 2 rounds)', () => {
  test.each([
    [
      ['schedule', 'knockout', '--players', '2'],
      'Bracket size 2, 1 round, 0 byes, 0 fictitious participants',
    ],
    [
      ['schedule', 'knockout', '--players', '3'],
      'Bracket size 4, 2 rounds, 1 bye, 0 fictitious participants',
    ],
    [['schedule', 'round-robin', '--players', '2'], 'Round robin, 2 players, 1 round (FIDE Berger)'],
  ])('%j', async (argv, line) => {
    const r = await run(...argv);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')).toContain(line);
  });
});
