import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  crosstableRound,
  makeLeagueCells,
  parseLeagueCells,
  roundsPerLeg,
} from '../../../../core/formats/league/crosstable.ts';
import type { TeamEvent, TeamMatch } from '../../../../core/tournament/team.ts';

const ok = (cells: unknown[][], opts = {}) => {
  const r = parseLeagueCells(cells, opts);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
/** A match known by its totals: teams a < b of `teams`, in leg 1 or 2, a's and b's board points. */
const totals = (
  teams: number,
  a: number,
  b: number,
  leg: 1 | 2,
  home: number,
  away: number,
  forfeit?: 'home' | 'away',
): TeamMatch => ({
  round: crosstableRound(a, b, leg, teams),
  home: a,
  away: b,
  boards: [],
  totals: { home, away, ...(forfeit ? { forfeit } : {}) },
});
const error = (cells: unknown[][], opts = {}) => {
  const r = parseLeagueCells(cells, opts);
  if (r.ok) throw new Error('expected an error');
  return r.error;
};

describe('cell spellings (issue 16): all mean 5½ of 8 boards', () => {
  test.each(['5½', '5,5', '5.5', '5½:2½', '5½ : 2½', 5.5])('%s', (cell) => {
    const t = ok([
      ['A', '*', cell],
      ['B', '2½', '*'],
    ]).table;
    expect(t.boards).toBe(8);
    expect(t.matches).toEqual([{ round: 1, home: 1, away: 2, boards: [], totals: { home: 11, away: 5 } }]);
  });
});

describe('layouts', () => {
  test('no header, no name column: teams named by number', () => {
    const p = ok([
      ['', 3, 2],
      [1, 'x', 2.5],
      [2, 1.5, '*'],
    ]);
    expect(p.table.teams.map((x) => x.name)).toEqual(['Team 1', 'Team 2', 'Team 3']);
    expect(p.table.teams.map((x) => x.id)).toEqual([1, 2, 3]);
    expect(p.table.boards).toBe(4);
    expect(p.layout.headerRow).toBeUndefined();
  });

  test('header row, number and name columns, trailing MP / BP / Rank columns ignored', () => {
    const p = ok([
      ['Nr', 'Team', '1', '2', '3', 'MP', 'BP', 'Rank'],
      [1, 'Rochade', '*', '3', '2', 3, 5, 1],
      [2, 'Turm', '1', '*', '2½', 1, 3.5, 3],
      [3, 'Springer', '2', '1½', '*', 2, 3.5, 2],
    ]);
    expect(p.table.teams.map((x) => x.name)).toEqual(['Rochade', 'Turm', 'Springer']);
    expect(p.layout).toEqual({ headerRow: 0, teamRows: [1, 2, 3], firstResultColumn: 2, subColumns: false });
  });

  test('forfeit + / - scores the league forfeit score (default boards : 0)', () => {
    const t = ok([
      ['A', '*', '+', '3'],
      ['B', '-', '*', '2'],
      ['C', '1', '2', '*'],
    ]).table;
    expect(t.matches[0]).toMatchObject({
      home: 1,
      away: 2,
      boards: [],
      totals: { home: 8, away: 0, forfeit: 'away' },
    });
    const half = ok(
      [
        ['A', '*', '+', '3'],
        ['B', '-', '*', '2'],
        ['C', '1', '2', '*'],
      ],
      { forfeit: { win: 5, loss: 0 } },
    ).table;
    expect(half.matches[0]?.totals).toEqual({ home: 5, away: 0, forfeit: 'away' });
  });

  test('double round robin: "5½ 3" in one cell, or two sub-columns', () => {
    const one = ok([
      ['A', '*', '5½ 3'],
      ['B', '2½ 5', '*'],
    ]).table;
    const two = ok([
      ['A', '*', '*', '5½', '3'],
      ['B', '2½', '5', '*', '*'],
    ]).table;
    // Two teams: one round a leg, the return leg in round 2.
    const expected: TeamMatch[] = [
      { round: 1, home: 1, away: 2, boards: [], totals: { home: 11, away: 5 } },
      { round: 2, home: 1, away: 2, boards: [], totals: { home: 6, away: 10 } },
    ];
    expect(one.rounds).toBe(2);
    expect(one.matches).toEqual(expected);
    expect(two.matches).toEqual(expected);
  });

  test('boards given: an all-forfeit table', () => {
    expect(
      ok(
        [
          ['A', '*', '+'],
          ['B', '-', '*'],
        ],
        { boards: 6 },
      ).table.matches[0]?.totals,
    ).toEqual({ home: 12, away: 0, forfeit: 'away' });
  });
});

describe('rounds of a crosstable (circle method: no round numbers in the cells)', () => {
  // Four teams, rounds by (i + j) mod 3 and team 4 meeting i in round 2i mod 3 (0-based, + 1):
  // round 1: 1-4, 2-3; round 2: 1-2, 3-4; round 3: 1-3, 2-4.
  test.each([
    [1, 4, 1],
    [2, 3, 1],
    [1, 2, 2],
    [3, 4, 2],
    [1, 3, 3],
    [2, 4, 3],
  ])('4 teams: %d against %d in round %d, the return leg 3 rounds later', (a, b, round) => {
    expect(crosstableRound(a, b, 1, 4)).toBe(round);
    expect(crosstableRound(a, b, 2, 4)).toBe(round + 3);
  });

  test('every team plays at most once a round (3 to 8 teams, both legs)', () => {
    for (let n = 3; n <= 8; n++) {
      const seen = new Set<string>();
      for (let a = 1; a <= n; a++)
        for (let b = a + 1; b <= n; b++)
          for (const leg of [1, 2] as const) {
            const r = crosstableRound(a, b, leg, n);
            expect(r).toBeGreaterThanOrEqual(1);
            expect(r).toBeLessThanOrEqual(2 * roundsPerLeg(n));
            for (const x of [a, b]) {
              expect(seen.has(`${r}:${x}`)).toBe(false);
              seen.add(`${r}:${x}`);
            }
          }
    }
  });
});

describe('boards both teams left empty (0 for each there)', () => {
  test.each([
    ['4½:2½', '2½:4½'],
    ['4½', '2½'],
  ])('%s against %s in 8 boards: one empty board, the totals kept', (x, y) => {
    const t = ok(
      [
        ['A', '*', x, '4'],
        ['B', y, '*', '4'],
        ['C', '4', '4', '*'],
      ],
      { boards: 8 },
    ).table;
    // 9 + 5 half-points of 16: one board (2 half-points) scored by neither.
    expect(t.matches[0]).toMatchObject({ home: 1, away: 2, totals: { home: 9, away: 5 } });
  });

  test('half a point short is a typo: a located mirror error', () => {
    expect(
      error(
        [
          ['A', '*', '4½', '4'],
          ['B', '3', '*', '4'],
          ['C', '4', '4', '*'],
        ],
        { boards: 8 },
      ),
    ).toMatchObject({ kind: 'mirrorMismatch', row: 2, column: 2 });
  });
});

describe('located errors', () => {
  test('mirror mismatch names both cells', () => {
    const e = error([
      ['A', '*', '5½', '4'],
      ['B', '2', '*', '4'],
      ['C', '4', '4', '*'],
    ]);
    expect(e).toMatchObject({ kind: 'mirrorMismatch', row: 2, column: 2, found: '2' });
    expect(e.expected).toContain('row 1, column 3');
  });

  test('a blank against a result', () => {
    expect(
      error(
        [
          ['A', '*', '5'],
          ['B', '', '*'],
        ],
        { boards: 8 },
      ),
    ).toMatchObject({ kind: 'mirrorMismatch' });
  });

  test('+ against a number', () => {
    expect(
      error(
        [
          ['A', '*', '+'],
          ['B', '3', '*'],
        ],
        { boards: 8 },
      ),
    ).toMatchObject({ kind: 'mirrorMismatch' });
  });

  test('4½:3½ with 6 boards', () => {
    expect(
      error(
        [
          ['A', '*', '4½:3½'],
          ['B', '3½:4½', '*'],
        ],
        { boards: 6 },
      ),
    ).toMatchObject({
      kind: 'boardsMismatch',
      row: 1,
      column: 3,
    });
  });

  test('only forfeits and no boards given: the number of boards is asked for', () => {
    expect(
      error([
        ['A', '*', '+'],
        ['B', '-', '*'],
      ]),
    ).toMatchObject({ kind: 'noBoards' });
  });

  test('garbage in a cell', () => {
    expect(
      error([
        ['A', '*', 'abc'],
        ['B', '3', '*'],
      ]),
    ).toMatchObject({ kind: 'badCell', found: 'abc' });
  });
});

// Property tests like the individual crosstables' (test/core/formats/crosstable/property.test.ts).
const tableArb: fc.Arbitrary<TeamEvent> = fc
  .record({
    n: fc.integer({ min: 2, max: 8 }),
    boards: fc.integer({ min: 1, max: 10 }),
    legs: fc.constantFrom(1 as const, 2 as const),
    seed: fc.array(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 9 })), {
      minLength: 56,
      maxLength: 56,
    }),
  })
  .map(({ n, boards, legs, seed }) => {
    const matches: TeamMatch[] = [];
    let k = 0;
    for (let a = 1; a <= n; a++)
      for (let b = a + 1; b <= n; b++) {
        let played = true;
        for (const leg of legs === 2 ? ([1, 2] as const) : ([1] as const)) {
          const [pts, kind] = seed[k++ % seed.length] ?? [0, 0];
          if (kind === 0 || !played) {
            played = false; // not played yet (the return leg only after the first)
            continue;
          }
          const h = pts % (2 * boards + 1);
          if (kind === 1) matches.push(totals(n, a, b, leg, 2 * boards, 0, 'away'));
          else if (kind === 2) matches.push(totals(n, a, b, leg, 0, 2 * boards, 'home'));
          else matches.push(totals(n, a, b, leg, h, 2 * boards - h));
        }
      }
    return {
      name: '',
      teams: Array.from({ length: n }, (_, i) => ({
        id: i + 1,
        name: `Team ${String.fromCharCode(65 + i)}`,
      })),
      rounds: roundsPerLeg(n) * legs,
      boards,
      matches,
    };
  });

const hasPoints = (t: TeamEvent) => t.matches.some((m) => m.totals?.forfeit === undefined);
const legOf = (t: TeamEvent, m: TeamMatch) => (m.round > roundsPerLeg(t.teams.length) ? 2 : 1);
const hasSecondLeg = (t: TeamEvent) => t.matches.some((m) => legOf(t, m) === 2);

describe('properties', () => {
  test('make -> parse round trip (boards given when no cell shows them)', () => {
    fc.assert(
      fc.property(tableArb, fc.boolean(), (t, sub) => {
        const cells = makeLeagueCells(t, { subColumns: sub });
        const r = parseLeagueCells(cells, hasPoints(t) ? {} : { boards: t.boards });
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        // A double round robin with no return leg yet reads as single cells.
        const legs = t.rounds > roundsPerLeg(t.teams.length) && (sub || hasSecondLeg(t)) ? 2 : 1;
        expect(r.value.table).toEqual({ ...t, rounds: roundsPerLeg(t.teams.length) * legs });
      }),
      { numRuns: 150 },
    );
  });

  test('every mirror cell changed by ½ is a located mirror error', () => {
    fc.assert(
      fc.property(
        tableArb.filter((t) =>
          t.matches.some((m) => m.totals?.forfeit === undefined && (m.totals?.home ?? 0) > 0),
        ),
        (t) => {
          const m = t.matches.find((x) => x.totals?.forfeit === undefined && (x.totals?.home ?? 0) > 0);
          if (!m) return;
          const perLeg = roundsPerLeg(t.teams.length);
          const cells = makeLeagueCells({
            ...t,
            rounds: perLeg,
            matches: t.matches.filter((x) => x.round <= perLeg),
          });
          const i = m.home; // header row 0, team a at row a
          const j = m.away; // name column 0, team b at column b
          const v = legOf(t, m) === 1 ? (cells[i]?.[j] ?? '') : '';
          if (v === '') return;
          const row = cells[i] ?? [];
          row[j] = String(Number(v.replace('½', '.5').replace(/^\./, '0.')) - 0.5);
          const r = parseLeagueCells(cells, { boards: t.boards });
          expect(r.ok).toBe(false);
          if (!r.ok) expect(r.error.kind).toBe('mirrorMismatch');
        },
      ),
      { numRuns: 100 },
    );
  });

  test('garbage never throws', () => {
    const cell = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.constantFrom('*', '+', '-', '½', '5½ 3', '4½:3½', '', 'x'),
      fc.integer({ min: -3, max: 12 }),
      fc.double({ noNaN: false }),
      fc.constant(null),
    );
    fc.assert(
      fc.property(fc.array(fc.array(cell, { maxLength: 9 }), { maxLength: 9 }), (g) => {
        expect(() => parseLeagueCells(g)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
