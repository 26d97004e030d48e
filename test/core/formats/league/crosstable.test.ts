import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { makeLeagueCells, parseLeagueCells } from '../../../../core/formats/league/crosstable.ts';
import type { LeagueMatch, LeagueTable } from '../../../../core/tournament/league.ts';

const ok = (cells: unknown[][], opts = {}) => {
  const r = parseLeagueCells(cells, opts);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
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
    expect(t.matches).toEqual([{ a: 1, b: 2, leg: 1, aPoints: 11, bPoints: 5 }]);
  });
});

describe('layouts', () => {
  test('no header, no name column: teams named by number', () => {
    const p = ok([
      ['', 3, 2],
      [1, 'x', 2.5],
      [2, 1.5, '*'],
    ]);
    expect(p.table.teams).toEqual(['Team 1', 'Team 2', 'Team 3']);
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
    expect(p.table.teams).toEqual(['Rochade', 'Turm', 'Springer']);
    expect(p.layout).toEqual({ headerRow: 0, teamRows: [1, 2, 3], firstResultColumn: 2, subColumns: false });
  });

  test('forfeit + / - scores the league forfeit score (default boards : 0)', () => {
    const t = ok([
      ['A', '*', '+', '3'],
      ['B', '-', '*', '2'],
      ['C', '1', '2', '*'],
    ]).table;
    expect(t.matches[0]).toEqual({ a: 1, b: 2, leg: 1, aPoints: 8, bPoints: 0, forfeit: 'b' });
    const half = ok(
      [
        ['A', '*', '+', '3'],
        ['B', '-', '*', '2'],
        ['C', '1', '2', '*'],
      ],
      { forfeit: { win: 5, loss: 0 } },
    ).table;
    expect(half.matches[0]?.aPoints).toBe(5);
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
    const expected: LeagueMatch[] = [
      { a: 1, b: 2, leg: 1, aPoints: 11, bPoints: 5 },
      { a: 1, b: 2, leg: 2, aPoints: 6, bPoints: 10 },
    ];
    expect(one.legs).toBe(2);
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
      ).table.matches[0]?.aPoints,
    ).toBe(12);
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
    expect(t.matches[0]).toMatchObject({ aPoints: 9, bPoints: 5, emptyBoards: 1 });
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
const tableArb: fc.Arbitrary<LeagueTable> = fc
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
    const matches: LeagueMatch[] = [];
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
          if (kind === 1) matches.push({ a, b, leg, aPoints: 2 * boards, bPoints: 0, forfeit: 'b' });
          else if (kind === 2) matches.push({ a, b, leg, aPoints: 0, bPoints: 2 * boards, forfeit: 'a' });
          else matches.push({ a, b, leg, aPoints: h, bPoints: 2 * boards - h });
        }
      }
    return {
      name: '',
      teams: Array.from({ length: n }, (_, i) => `Team ${String.fromCharCode(65 + i)}`),
      boards,
      legs,
      matches,
    };
  });

const hasPoints = (t: LeagueTable) => t.matches.some((m) => m.forfeit === undefined);
const hasSecondLeg = (t: LeagueTable) => t.matches.some((m) => m.leg === 2);

describe('properties', () => {
  test('make -> parse round trip (boards given when no cell shows them)', () => {
    fc.assert(
      fc.property(tableArb, fc.boolean(), (t, sub) => {
        const cells = makeLeagueCells(t, { subColumns: sub });
        const r = parseLeagueCells(cells, hasPoints(t) ? {} : { boards: t.boards });
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        // A double round robin with no return leg yet reads as single cells.
        const legs = t.legs === 2 && (sub || hasSecondLeg(t)) ? 2 : 1;
        expect(r.value.table).toEqual({ ...t, legs });
      }),
      { numRuns: 150 },
    );
  });

  test('every mirror cell changed by ½ is a located mirror error', () => {
    fc.assert(
      fc.property(
        tableArb.filter((t) => t.matches.some((m) => m.forfeit === undefined && m.aPoints > 0)),
        (t) => {
          const m = t.matches.find((x) => x.forfeit === undefined && x.aPoints > 0);
          if (!m) return;
          const cells = makeLeagueCells({ ...t, legs: 1, matches: t.matches.filter((x) => x.leg === 1) });
          const i = m.a; // header row 0, team a at row a
          const j = m.b; // name column 0, team b at column b
          const v = m.leg === 1 ? (cells[i]?.[j] ?? '') : '';
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
