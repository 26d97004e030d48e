import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { bergerTable, tableSize } from '../../../core/pairing/berger.ts';
import {
  describeScheduleError,
  makeRoundRobinSchedule,
  roundRobinRounds,
  type RoundRobinOptions,
  type RoundRobinSchedule,
} from '../../../core/pairing/roundRobin.ts';
import { addDays, germanDate, isoDateToDays } from '../../../core/dates.ts';
import { unwrap } from '../../../core/result.ts';
import * as seed from './fixtures/arbiterCourseRoundRobin.ts';

/** A seed table row: "round [date|free] w – b w – b …" (Varma marks like "3 – 8 A" dropped). */
interface SeedRound {
  readonly date?: string;
  readonly free?: number;
  readonly boards: readonly (readonly [number, number])[];
}

function parseSeedTable(rows: readonly string[]): SeedRound[] {
  return rows.map((row) => {
    const cells = row.split('\t').slice(1);
    const boards: [number, number][] = [];
    let date: string | undefined;
    let free: number | undefined;
    for (const cell of cells) {
      const game = /^(\d+) – (\d+)(?: [A-D])?$/.exec(cell);
      if (game) boards.push([Number(game[1]), Number(game[2])]);
      else if (/^\d{2}\.\d{2}\.\d{4}$/.test(cell)) date = cell;
      else if (/^\d+$/.test(cell)) free = Number(cell);
      else throw new Error(`unreadable seed cell "${cell}"`);
    }
    return { boards, ...(date ? { date } : {}), ...(free !== undefined ? { free } : {}) };
  });
}

const asSeedRounds = (s: RoundRobinSchedule, withDates: boolean): SeedRound[] =>
  s.rounds.map((r) => ({
    boards: r.boards.map((b) => [b.white, b.black] as const),
    ...(withDates && r.date ? { date: germanDate(r.date) } : {}),
    ...(r.free.length ? { free: r.free[0] } : {}),
  }));

describe('Turniersysteme (arbiter course) round-robin tables are generated exactly, colours and board order included', () => {
  test.each<[string, readonly string[], number, RoundRobinOptions]>([
    ['Übung Paarungstabelle: Berger, 6 players', seed.berger6, 6, {}],
    ['Rutschsystem, 8 players', seed.rutsch8, 8, { layout: 'rutsch' }],
    ['Rutschsystem, 9 players with Spielfrei', seed.rutsch9, 9, { layout: 'rutsch' }],
    [
      'Berger with dates, 8 players (weekly from 10.01.2018)',
      seed.bergerDated8,
      8,
      { startDate: '2018-01-10', intervalDays: 7 },
    ],
    ['Doppelrundiges Turnier, 8 players', seed.double8, 8, { double: true }],
    [
      'Doppelrundiges Turnier, last two rounds swapped',
      seed.double8Swapped,
      8,
      { double: true, swapLastTwo: true },
    ],
    [
      'Varma example, 10 players, groups A and B',
      seed.varma10,
      10,
      {
        varma: [
          [3, 4, 8],
          [5, 7, 9],
        ],
      },
    ],
    [
      'Varma example, 10 players, all four groups',
      seed.varma10,
      10,
      { varma: [seed.varma10Sets.A, seed.varma10Sets.B, seed.varma10Sets.C, seed.varma10Sets.D] },
    ],
  ])('%s', (_name, rows, players, opts) => {
    const expected = parseSeedTable(rows);
    const schedule = unwrap(makeRoundRobinSchedule(players, opts));
    expect(asSeedRounds(schedule, opts.startDate !== undefined)).toEqual(expected);
  });

  test('Varma example: the games the seed marks A/B/C/D are between holders of that set', () => {
    const sets = seed.varma10Sets;
    for (const row of seed.varma10) {
      for (const cell of row.split('\t').slice(1)) {
        const m = /^(\d+) – (\d+) ([A-D])$/.exec(cell);
        if (!m) continue;
        const set: readonly number[] = sets[m[3] as keyof typeof sets];
        expect(set).toContain(Number(m[1]));
        expect(set).toContain(Number(m[2]));
      }
    }
  });
});

/** Every round of a cycle: pairs, each player once per round (or free). */
function checkCycle(players: number, rounds: RoundRobinSchedule['rounds']): void {
  const met = new Map<string, number>();
  for (const r of rounds) {
    const seen = [...r.boards.flatMap((b) => [b.white, b.black]), ...r.free].sort((a, b) => a - b);
    expect(seen).toEqual(Array.from({ length: players }, (_, i) => i + 1));
    expect(r.free.length).toBe(players % 2);
    for (const b of r.boards) {
      const key = [Math.min(b.white, b.black), Math.max(b.white, b.black)].join('-');
      met.set(key, (met.get(key) ?? 0) + 1);
    }
  }
  expect(met.size).toBe((players * (players - 1)) / 2);
  expect([...met.values()].every((c) => c === 1)).toBe(true);
}

const colourBalance = (s: RoundRobinSchedule, player: number, upTo = s.rounds.length): number =>
  s.rounds
    .slice(0, upTo)
    .flatMap((r) => r.boards)
    .reduce((d, b) => d + (b.white === player ? 1 : b.black === player ? -1 : 0), 0);

const sizes = Array.from({ length: 29 }, (_, i) => i + 2); // 2..30

describe('C.05 Annex 1 Berger tables for every n from 2 to 30', () => {
  test.each(sizes)('%i players: every pair meets exactly once', (n) => {
    const s = unwrap(makeRoundRobinSchedule(n));
    expect(s.rounds).toHaveLength(roundRobinRounds(n));
    checkCycle(n, s.rounds);
  });

  test.each(sizes)('%i players: Berger structure (pair {i,j} in the round r with i+j ≡ r+1 mod m−1)', (n) => {
    const m = tableSize(n);
    const k = m - 1;
    const mod = (x: number): number => ((x % k) + k) % k;
    bergerTable(m).forEach((round, i) => {
      const r = i + 1;
      const [first, ...rest] = round;
      // Board 1: the highest number, White in even rounds, against p with 2p ≡ r+1.
      expect(first?.white === m || first?.black === m).toBe(true);
      expect(first?.white === m).toBe(r % 2 === 0);
      const p = first?.white === m ? first.black : (first?.white ?? 0);
      expect(mod(2 * p - (r + 1))).toBe(0);
      rest.forEach((b, d) => {
        expect(mod(b.white + b.black - (r + 1))).toBe(0);
        // Board d+2 is (p+d+1) – (p−d−1) modulo m−1: White is the one an odd step behind Black.
        expect(mod(b.white - p - (d + 1))).toBe(0);
        expect(mod(b.black - b.white) % 2).toBe(1);
      });
    });
  });

  test.each(sizes.filter((n) => n % 2 === 0))(
    '%i players (even): every colour difference ends at ±1',
    (n) => {
      const s = unwrap(makeRoundRobinSchedule(n));
      for (let p = 1; p <= n; p++) expect(Math.abs(colourBalance(s, p))).toBe(1);
    },
  );

  test.each(sizes.filter((n) => n % 2 === 1))(
    '%i players (odd, free round): colours end level or ±2 at most',
    (n) => {
      const s = unwrap(makeRoundRobinSchedule(n));
      for (let p = 1; p <= n; p++) expect(Math.abs(colourBalance(s, p))).toBeLessThanOrEqual(2);
      // The table allows balance for all but the players who had the dummy's place in both colours.
      const level = Array.from({ length: n }, (_, i) => colourBalance(s, i + 1)).filter((d) => d === 0);
      expect(level.length).toBeGreaterThan(0);
    },
  );

  test.each(sizes)('%i players: Rutschsystem also meets every pair once', (n) => {
    checkCycle(n, unwrap(makeRoundRobinSchedule(n, { layout: 'rutsch' })).rounds);
  });
});

describe('double round robin', () => {
  test.each(sizes)('%i players: each cycle complete, second cycle = first with colours reversed', (n) => {
    const s = unwrap(makeRoundRobinSchedule(n, { double: true }));
    const k = roundRobinRounds(n);
    expect(s.rounds).toHaveLength(2 * k);
    checkCycle(n, s.rounds.slice(0, k));
    checkCycle(n, s.rounds.slice(k));
    s.rounds.slice(k).forEach((r, i) => {
      expect(r.cycle).toBe(2);
      expect(r.boards).toEqual(s.rounds[i]?.boards.map((b) => ({ ...b, white: b.black, black: b.white })));
    });
    for (let p = 1; p <= n; p++) expect(colourBalance(s, p)).toBe(0);
  });

  const longestRun = (s: RoundRobinSchedule, p: number): number => {
    let best = 0;
    let run = 0;
    let last: string | undefined;
    for (const r of s.rounds) {
      const b = r.boards.find((x) => x.white === p || x.black === p);
      const c = b ? (b.white === p ? 'w' : 'b') : undefined;
      if (c === undefined) continue; // a free round does not break a run of colours
      run = c === last ? run + 1 : 1;
      last = c;
      best = Math.max(best, run);
    }
    return best;
  };

  test.each(sizes.filter((n) => n >= 4 && n % 2 === 0))(
    '%i players: with the last two rounds swapped nobody plays one colour three times in a row',
    (n) => {
      const plain = unwrap(makeRoundRobinSchedule(n, { double: true }));
      const swapped = unwrap(makeRoundRobinSchedule(n, { double: true, swapLastTwo: true }));
      expect(Math.max(...Array.from({ length: n }, (_, i) => longestRun(plain, i + 1)))).toBe(3);
      for (let p = 1; p <= n; p++) expect(longestRun(swapped, p)).toBeLessThanOrEqual(2);
    },
  );
});

describe('dates: start date + interval, pure calendar arithmetic', () => {
  test.each([
    ['2018-01-10', 7, '2018-01-17'],
    ['2018-01-31', 7, '2018-02-07'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2000-02-28', 1, '2000-02-29'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s + %i days = %s', (start, days, expected) => {
    expect(addDays(start, days)).toBe(expected);
  });

  test('day numbers round-trip over four centuries', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (d) => {
        const iso = addDays('1970-01-01', d);
        expect(iso).toBeDefined();
        expect(isoDateToDays(iso ?? '')).toBe(d);
      }),
    );
  });

  test.each(['2018-02-30', '2018-13-01', '18-01-10', '2018-1-10', 'tomorrow'])('%s is not a date', (d) => {
    expect(isoDateToDays(d)).toBeUndefined();
  });

  test('interval 14 dates every round of a double round robin', () => {
    const s = unwrap(makeRoundRobinSchedule(4, { double: true, startDate: '2026-01-05', intervalDays: 14 }));
    expect(s.rounds.map((r) => r.date)).toEqual([
      '2026-01-05',
      '2026-01-19',
      '2026-02-02',
      '2026-02-16',
      '2026-03-02',
      '2026-03-16',
    ]);
  });
});

describe('bad options are typed errors with a readable message', () => {
  test.each<[string, number, RoundRobinOptions, string]>([
    ['one player', 1, {}, 'badPlayerCount'],
    ['not a whole number', 4.5, {}, 'badPlayerCount'],
    ['too many players', 1001, {}, 'badPlayerCount'],
    ['swap without double', 8, { swapLastTwo: true }, 'swapNeedsDouble'],
    ['invalid start date', 8, { startDate: '2026-02-30' }, 'badStartDate'],
    ['negative interval', 8, { startDate: '2026-02-01', intervalDays: -7 }, 'badInterval'],
    ['interval without start', 8, { intervalDays: 7 }, 'intervalWithoutStart'],
    ['Varma for 30 players', 30, { varma: [[1, 2]] }, 'varmaPlayerCount'],
    ['Varma group with an unknown player', 10, { varma: [[1, 11]] }, 'varmaUnknownPlayer'],
  ])('%s', (_name, n, opts, kind) => {
    const r = makeRoundRobinSchedule(n, opts);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.kind).toBe(kind);
    expect(describeScheduleError(r.error).length).toBeGreaterThan(10);
  });
});
