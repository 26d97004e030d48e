// The custom functions of the BUILT bundle, called as Sheets calls them (a range = a 2-D array,
// writes forbidden), on crosstables built from the shared case files.
import { beforeAll, describe, expect, test } from 'vitest';
import {
  crosstableGrid,
  expectedColumn,
  expectedSwiss,
  readCase,
  readSwissCase,
  swissGrid,
} from './cases.ts';
import { buildIntoTemp, loadSandbox } from './sandbox.ts';

let sb: ReturnType<typeof loadSandbox>;
beforeAll(async () => {
  sb = loadSandbox(await buildIntoTemp());
});

const seed003 = readCase('arbiter-course-rr8.json');
const seed001 = readCase('wertungs-regularien-sonneborn-berger-example-rr7.json');

/** The column a function returned, without its header cell. */
const body = (col: unknown): unknown[] => (col as unknown[][]).slice(1).map((r) => r[0]);

describe('SONNEBORN_BERGER', () => {
  test.each(['numbers', 'text'] as const)(
    'Turniersysteme (arbiter course) 8-player table (%s): SB 8, 8, 15½, 9, 18¼, 12, 8½, 6¼',
    (spelling) => {
      const col = sb.custom('SONNEBORN_BERGER', crosstableGrid(seed003, spelling)) as unknown[][];
      expect(col[0]).toEqual(['SB']);
      expect(body(col)).toEqual(expectedColumn(seed003, 'published', 'SB'));
    },
  );

  test('Wertungs-Regularien: SB(C) = 9 and SB(D) = 7¾ (published), the rest as recomputed', () => {
    const col = body(sb.custom('SONNEBORN_BERGER', crosstableGrid(seed001)));
    const order = seed001.crosstable.player_order;
    expect(col[order.indexOf('C')]).toBe(seed001.expected.published?.SB?.C);
    expect(col[order.indexOf('D')]).toBe(seed001.expected.published?.SB?.D);
    expect(col).toEqual(expectedColumn(seed001, 'computed', 'SB'));
  });

  test('draws spelled ½, 1/2, 0,5, 0.5 and = (text or number) all read the same', () => {
    const spellings = ['½', '1/2', '0,5', 0.5, '='];
    let k = 0;
    const grid = crosstableGrid(seed003, 'text').map((r, i) =>
      i === 0 ? r : r.map((c, j) => (j >= 2 && c === '½' ? (spellings[k++ % spellings.length] ?? c) : c)),
    );
    expect(k).toBeGreaterThan(5);
    expect(body(sb.custom('SONNEBORN_BERGER', grid))).toEqual(expectedColumn(seed003, 'published', 'SB'));
  });

  test('forfeit marks: + and - give the points of a win and a loss', () => {
    const grid = crosstableGrid(seed003, 'text');
    // Adam (row 1) beat Daniela (player 4): make it a forfeit win.
    (grid[1] as unknown[])[2 + 3] = '+';
    (grid[4] as unknown[])[2 + 0] = '-';
    expect(body(sb.custom('POINTS', grid))).toEqual(expectedColumn(seed003, 'computed', 'PTS'));
  });

  test('without the header row and the names column: n×1 numbers only', () => {
    const grid = crosstableGrid(seed003)
      .slice(1)
      .map((r) => r.slice(2));
    const col = sb.custom('SONNEBORN_BERGER', grid) as unknown[][];
    expect(col.map((r) => r[0])).toEqual(expectedColumn(seed003, 'published', 'SB'));
  });

  test('trailing empty rows and columns of a generous range are ignored', () => {
    const grid = crosstableGrid(seed003).map((r) => [...r, '', '']);
    grid.push(Array(grid[0]?.length ?? 0).fill(''), Array(grid[0]?.length ?? 0).fill(''));
    expect(body(sb.custom('SONNEBORN_BERGER', grid))).toEqual(expectedColumn(seed003, 'published', 'SB'));
  });
});

describe('POINTS, TIEBREAK, BUCHHOLZ, RANK', () => {
  test('POINTS = the case points', () => {
    expect(body(sb.custom('POINTS', crosstableGrid(seed003)))).toEqual(
      expectedColumn(seed003, 'computed', 'PTS'),
    );
  });

  test.each([
    ['WIN', 'WIN'],
    ['KS', 'KS'],
    ['SB', 'SB'],
  ])('TIEBREAK(range, "%s") = the case values', (code, key) => {
    const col = sb.custom('TIEBREAK', crosstableGrid(seed003), code) as unknown[][];
    expect(col[0]).toEqual([code]);
    expect(body(col)).toEqual(expectedColumn(seed003, 'computed', key));
  });

  test('BUCHHOLZ without variant = full Buchholz: in a complete round robin, all points minus own points', () => {
    const pts = expectedColumn(seed003, 'computed', 'PTS') as number[];
    const total = pts.reduce((a, b) => a + b, 0);
    const col = sb.custom('BUCHHOLZ', crosstableGrid(seed003)) as unknown[][];
    expect(col[0]).toEqual(['BH']);
    expect(body(col)).toEqual(pts.map((p) => total - p));
  });

  test('RANK(range, "WIN, SB") = the published order by points, wins, SB (variant A)', () => {
    const col = sb.custom('RANK', crosstableGrid(seed003), 'WIN, SB') as unknown[][];
    expect(col[0]).toEqual(['Rank']);
    expect(body(col)).toEqual(expectedColumn(seed003, 'published', 'rank_variant_A'));
  });

  test('RANK(range) defaults to the core round-robin list DE, WIN, SB, KS: Hanna beat Bea (round 3), so 7th and 8th swap against points, wins, SB', () => {
    // The published variant B (points, wins, % with Black, SB) happens to order Hanna before Bea too.
    expect(body(sb.custom('RANK', crosstableGrid(seed003)))).toEqual(
      expectedColumn(seed003, 'published', 'rank_variant_B'),
    );
    expect(body(sb.custom('RANK', crosstableGrid(seed003), 'WIN, SB'))).toEqual(
      expectedColumn(seed003, 'published', 'rank_variant_A'),
    );
  });

  test('ROCHADE_RANK (the name that does not clash with the built-in RANK) gives the same column', () => {
    expect(sb.custom('ROCHADE_RANK', crosstableGrid(seed003), 'SB, WIN')).toEqual(
      sb.custom('RANK', crosstableGrid(seed003), 'SB, WIN'),
    );
  });
});

describe('bad ranges: one error naming the place within the range', () => {
  test('a result that is not a result', () => {
    const grid = crosstableGrid(seed003);
    (grid[2] as unknown[])[4] = '2';
    expect(() => sb.custom('SONNEBORN_BERGER', grid)).toThrow(
      /^row 3, column 5 of the range: found "2", expected a result/,
    );
  });

  test('asymmetric results', () => {
    const grid = crosstableGrid(seed003, 'text');
    (grid[1] as unknown[])[3] = '1'; // Adam-Bea ½ → 1 but Bea-Adam stays ½
    expect(() => sb.custom('POINTS', grid)).toThrow(
      /^row 3, column 3 of the range: the result does not mirror the opponent's result \(found "½"; the other result: row 2, column 4 of the range\)$/,
    );
  });

  test('not square', () => {
    const grid = crosstableGrid(seed003).map((r) => r.slice(0, 8));
    expect(() => sb.custom('SONNEBORN_BERGER', grid)).toThrow(
      new RegExp(
        `^row 1, column 3 of the range: found "${8 - 2} result columns", expected ${seed003.players.length}`,
      ),
    );
  });

  test('an unknown tiebreak code', () => {
    expect(() => sb.custom('TIEBREAK', crosstableGrid(seed003), 'XYZ')).toThrow(/XYZ/);
  });
});

describe('a Swiss laid out round by round (+W9 =B13 ...): FIDE TEC 2024 exercise, 16 players', () => {
  const swiss = readSwissCase('fide-tec-2024-exercise-swiss16.json');
  test.each([
    ['BH', 'C07_2026', 'computed_2026_rules'],
    ['BH-C1', 'C07_2026', 'computed_2026_rules'],
    ['SB', 'C07_2026', 'computed_2026_rules'],
    ['BH', 'C07_2024', 'computed_2024_rules'],
    ['BH-C1', 'C07_2024', 'computed_2024_rules'],
  ])('TIEBREAK(range, "%s", "%s") = the case values', (code, rules, block) => {
    const col = sb.custom('TIEBREAK', swissGrid(swiss), code, rules) as unknown[][];
    expect(col[0]).toEqual([code]);
    expect(body(col)).toEqual(expectedSwiss(swiss, block, code));
  });

  test('POINTS = the case points', () => {
    expect(body(sb.custom('POINTS', swissGrid(swiss)))).toEqual(
      expectedSwiss(swiss, 'computed_2024_rules', 'PTS'),
    );
  });

  test('a token that is not a round → the cell within the range', () => {
    const grid = swissGrid(swiss);
    (grid[5] as unknown[])[4] = '+X3';
    expect(() => sb.custom('POINTS', grid)).toThrow(/^row 6, column 5 of the range: /);
  });
});

describe('the document Settings fill in what the arguments leave open (custom functions may read Properties)', () => {
  /** A fresh sandbox whose document properties hold the defaults with `changes`. */
  async function withSettings(changes: Record<string, unknown>) {
    const fresh = loadSandbox(await buildIntoTemp());
    expect(fresh.saveSettings(changes)).toEqual([]);
    return fresh;
  }

  test('POINTS under a 3-1-0 point system: 3 per win, 1 per draw', async () => {
    const fresh = await withSettings({ win: 3, draw: 1, loss: 0 });
    const wins = expectedColumn(seed003, 'computed', 'WIN') as number[];
    const pts = expectedColumn(seed003, 'computed', 'PTS') as number[];
    const draws = pts.map((p, i) => (p - (wins[i] ?? 0)) * 2);
    expect(body(fresh.custom('POINTS', crosstableGrid(seed003)))).toEqual(
      wins.map((w, i) => 3 * w + (draws[i] ?? 0)),
    );
  });

  test('ROCHADE_RANK without tiebreaks takes the Settings order (WIN, SB = variant A); an argument wins', async () => {
    const fresh = await withSettings({ tiebreaks: 'WIN, SB' });
    expect(body(fresh.custom('ROCHADE_RANK', crosstableGrid(seed003)))).toEqual(
      expectedColumn(seed003, 'published', 'rank_variant_A'),
    );
    const byKs = sb.custom('ROCHADE_RANK', crosstableGrid(seed003), 'KS');
    expect(body(byKs)).not.toEqual(expectedColumn(seed003, 'published', 'rank_variant_A'));
    expect(fresh.custom('ROCHADE_RANK', crosstableGrid(seed003), 'KS')).toEqual(byKs);
  });

  test('TIEBREAK without rules takes the Settings rule version; an explicit rules argument wins', async () => {
    const swiss = readSwissCase('fide-tec-2024-exercise-swiss16.json');
    const fresh = await withSettings({ tiebreakRules: 'C07_2024' });
    expect(body(fresh.custom('TIEBREAK', swissGrid(swiss), 'BH-C1'))).toEqual(
      expectedSwiss(swiss, 'computed_2024_rules', 'BH-C1'),
    );
    expect(body(fresh.custom('TIEBREAK', swissGrid(swiss), 'BH-C1', 'C07_2026'))).toEqual(
      expectedSwiss(swiss, 'computed_2026_rules', 'BH-C1'),
    );
  });
});

test('ROCHADE_RANK with an empty tiebreaks cell = no argument (the defaults), not "points only"', () => {
  const pts = expectedColumn(seed003, 'computed', 'PTS');
  expect(new Set(pts).size).toBeLessThan(pts.length); // tied on points: a points-only rank would differ
  expect(sb.custom('ROCHADE_RANK', crosstableGrid(seed003), [['']])).toEqual(
    sb.custom('ROCHADE_RANK', crosstableGrid(seed003)),
  );
});

describe('every crosstable function with and without the header row (issue 7: one column aligned with the rows)', () => {
  const pts = expectedColumn(seed003, 'computed', 'PTS') as number[];
  const total = pts.reduce((a, b) => a + b, 0);
  /** Function, arguments after the range, header cell, expected body (case values or an independent sum). */
  const CASES: readonly [string, readonly unknown[], string, readonly (number | undefined)[]][] = [
    ['SONNEBORN_BERGER', [], 'SB', expectedColumn(seed003, 'published', 'SB')],
    // A complete round robin: everyone met everyone else, so BH = all points minus one's own.
    ['BUCHHOLZ', [], 'BH', pts.map((p) => total - p)],
    ['TIEBREAK', ['WIN'], 'WIN', expectedColumn(seed003, 'computed', 'WIN')],
    ['TIEBREAK', ['KS'], 'KS', expectedColumn(seed003, 'computed', 'KS')],
    ['POINTS', [], 'Points', pts],
    ['ROCHADE_RANK', ['WIN, SB'], 'Rank', expectedColumn(seed003, 'published', 'rank_variant_A')],
    ['RANK', ['WIN, SB'], 'Rank', expectedColumn(seed003, 'published', 'rank_variant_A')],
  ];

  test.each(CASES)('%s(range, %j): header row → header cell + n values', (fn, args, header, expected) => {
    const col = sb.custom(fn, crosstableGrid(seed003, 'text'), ...args) as unknown[][];
    expect(col).toHaveLength(seed003.players.length + 1);
    expect(col[0]).toEqual([header]);
    expect(body(col)).toEqual(expected);
  });

  test.each(CASES)(
    '%s(range, %j): no header row (No, Name, results, Points) → n values',
    (fn, args, _h, expected) => {
      const col = sb.custom(fn, crosstableGrid(seed003, 'text').slice(1), ...args) as unknown[][];
      expect(col.map((r) => r[0])).toEqual(expected);
    },
  );

  test.each(CASES)('%s(range, %j): the result cells alone → n values', (fn, args, _h, expected) => {
    const grid = crosstableGrid(seed003)
      .slice(1)
      .map((r) => r.slice(2, -1));
    const col = sb.custom(fn, grid, ...args) as unknown[][];
    expect(col.map((r) => r[0])).toEqual(expected);
  });
});

describe('numbers as text, ½ / 1/2 / 0,5, forfeits', () => {
  test('every cell text (No "1", results "1" "0" "½", Points "4,5" and "4½") reads like numbers', () => {
    const numbers = crosstableGrid(seed003, 'numbers');
    const asText = crosstableGrid(seed003, 'text').map((r, i) =>
      i === 0
        ? r
        : r.map((c, j) =>
            j === 0 ? String(c) : j === r.length - 1 ? String(c).replace('.5', i % 2 === 0 ? ',5' : '½') : c,
          ),
    );
    expect(asText.slice(1).every((r) => r.every((c) => typeof c === 'string'))).toBe(true);
    expect(asText.some((r) => String(r[r.length - 1]).includes(','))).toBe(true);
    expect(asText.some((r) => String(r[r.length - 1]).includes('½'))).toBe(true);
    for (const fn of ['SONNEBORN_BERGER', 'POINTS', 'ROCHADE_RANK'])
      expect(sb.custom(fn, asText)).toEqual(sb.custom(fn, numbers));
    expect(body(sb.custom('SONNEBORN_BERGER', asText))).toEqual(expectedColumn(seed003, 'published', 'SB'));
  });

  /** The arbiter-course table (Turniersysteme) with Adam (row 1) against Daniela (player 4) replaced by `adam` / `daniela`. */
  const withGame = (adam: string, daniela: string, adamPoints?: number) => {
    const grid = crosstableGrid(seed003, 'text');
    expect([grid[1]?.[5], grid[4]?.[2]]).toEqual(['1', '0']); // Adam beat Daniela on the board
    (grid[1] as unknown[])[5] = adam;
    (grid[4] as unknown[])[2] = daniela;
    if (adamPoints !== undefined) (grid[1] as unknown[])[10] = adamPoints;
    return grid;
  };

  test('a forfeit win (+/-) counts as a win: WIN = the case wins (C.07 7.1), points unchanged', () => {
    const grid = withGame('+', '-');
    expect(body(sb.custom('TIEBREAK', grid, 'WIN'))).toEqual(expectedColumn(seed003, 'computed', 'WIN'));
    expect(body(sb.custom('POINTS', grid))).toEqual(expectedColumn(seed003, 'computed', 'PTS'));
  });

  test('a double forfeit (- and -): neither gets the point (Adam one point less, Daniela as before)', () => {
    const pts = expectedColumn(seed003, 'computed', 'PTS') as number[];
    const grid = withGame('-', '-', (pts[0] ?? 0) - 1);
    expect(body(sb.custom('POINTS', grid))).toEqual(pts.map((p, i) => (i === 0 ? p - 1 : p)));
  });

  test('a forfeit mark is not a plain result: "+" against "0" does not mirror', () => {
    expect(() => sb.custom('POINTS', withGame('+', '0'))).toThrow(
      /^row 5, column 3 of the range: the result does not mirror the opponent's result \(found "0"; the other result: /,
    );
  });
});

describe('BUCHHOLZ variants on the FIDE TEC Swiss (C.07 2026, the default rules)', () => {
  const swiss = readSwissCase('fide-tec-2024-exercise-swiss16.json');
  test.each([
    ['C1', 'BH/C1', 'BH-C1'],
    [1, 'BH/C1', 'BH-C1'],
    ['BH/C2', 'BH/C2', 'BH-C2'],
    ['M1', 'BH/M1', 'BH-M1'],
  ])('BUCHHOLZ(range, %j) = %s = the case %s', (variant, header, key) => {
    const col = sb.custom('BUCHHOLZ', swissGrid(swiss), variant) as unknown[][];
    expect(col[0]).toEqual([header]);
    expect(body(col)).toEqual(expectedSwiss(swiss, 'computed_2026_rules', key));
  });

  test('a Swiss without its header row: n values (points of the case)', () => {
    const col = sb.custom('POINTS', swissGrid(swiss).slice(1)) as unknown[][];
    expect(col.map((r) => r[0])).toEqual(expectedSwiss(swiss, 'computed_2024_rules', 'PTS'));
  });
});
