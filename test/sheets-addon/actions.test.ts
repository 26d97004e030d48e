// The menu actions of the BUILT bundle against the in-memory spreadsheet: which cells they read and
// write, how many round trips (at most two getValues and two setValues), the alert on bad input.
import { beforeAll, describe, expect, test } from 'vitest';
import { parseCrosstableCells } from '../../core/formats/crosstable/crosstable.ts';
import { evaluateTournamentDwz } from '../../core/dwz/tournament.ts';
import { fillSheet, type Cell, type FakeSheet } from './fakes/appsScript.ts';
import {
  crosstableGrid,
  expectedColumn,
  expectedSwiss,
  readCase,
  readSwissCase,
  swissGrid,
} from './cases.ts';
import { buildIntoTemp, loadSandbox, type BuiltAddon } from './sandbox.ts';
import { typeIntoActiveSheet } from '../support/sheetsWorkbook.ts';

let built: BuiltAddon;
beforeAll(async () => {
  built = await buildIntoTemp();
});

const seed003 = readCase('arbiter-course-rr8.json');
const swiss = readSwissCase('fide-tec-2024-exercise-swiss16.json');

/**
 * The tiebreak list of the layout tests below (three codes, BH shown but not applied in a round
 * robin, C.07 8), saved as Settings; the default list itself is pinned by the first test.
 */
const LAYOUT_TIEBREAKS = 'SB, WIN, BH';

/** A fresh sandbox with the layout tests' tiebreak list saved as Settings. */
function layoutSandbox() {
  const sb = loadSandbox(built);
  expect(sb.saveSettings({ tiebreaks: LAYOUT_TIEBREAKS })).toEqual([]);
  return sb;
}

/** The Turniersysteme (arbiter course) table at B3:L11 of a fresh sandbox's first sheet, the active cell inside it. */
function seed003Sheet(active = 'D6', sb = layoutSandbox()) {
  const sheet = typeIntoActiveSheet(sb, crosstableGrid(seed003, 'text'), active, { row: 3, column: 2 });
  return { sb, sheet };
}

/** Saves settings (the defaults with `changes`); no field errors. */
function saveSettings(sb: ReturnType<typeof loadSandbox>, changes: Record<string, unknown>): void {
  expect(sb.saveSettings(changes)).toEqual([]);
}

/** The Turniersysteme (arbiter course) table without its header row at `at`, the active cell `active`. */
function headerlessSheet(at: { row: number; column: number }, active: string) {
  const sb = layoutSandbox();
  const [, ...rows] = crosstableGrid(seed003, 'text');
  const sheet = typeIntoActiveSheet(sb, rows, active, at);
  return { sb, sheet };
}

const columnOf = (grid: readonly (readonly unknown[])[], col: number, from: number, to: number): unknown[] =>
  grid.slice(from - 1, to).map((r) => r[col - 1]);

/** Runs Compute standings and checks: one alert matching `message`, no setValues, the sheet unchanged. */
function expectRefused(sb: ReturnType<typeof loadSandbox>, sheet: FakeSheet, message: RegExp): void {
  sb.app.spreadsheet.calls.length = 0;
  const before = sheet.snapshot();
  sb.call('rochadeComputeStandings');
  expect(sb.app.ui.alerts).toHaveLength(1);
  expect(sb.app.ui.alerts[0]).toMatch(message);
  expect(sb.app.spreadsheet.count('setValues')).toBe(0);
  expect(sheet.snapshot()).toEqual(before);
}

describe('Compute standings', () => {
  test('writes Points, SB, WIN, BH, Rank and the rule note right of the table; one getValues, one setValues', () => {
    const { sb, sheet } = seed003Sheet();
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toEqual([]);
    expect(sb.app.spreadsheet.count('getValues')).toBe(1);
    expect(sb.app.spreadsheet.count('setValues')).toBe(1);
    expect(sb.app.spreadsheet.calls.find((c) => c.method === 'setValues')?.a1).toBe('M3:R11');
    const g = sheet.snapshot();
    expect(g[2]?.slice(12, 17)).toEqual(['Points', 'SB', 'WIN', 'BH', 'Rank']);
    // The note names the order that decides (SB > WIN) and BH as shown only (C.07 8: no Buchholz in a round robin).
    expect(g[2]?.[17]).toMatch(
      /^Rochade standings · C07_2026 · round robin · SB > WIN · shown, not applied: BH$/,
    );
    // The core's warning follows as one toast (no dialog).
    expect(sb.app.ui.toasts).toEqual([
      {
        msg: expect.stringMatching(
          /^BH: Buchholz-type tiebreaks .*round robins \(C\.07 8\); shown, not applied$/,
        ),
        title: 'Rochade standings',
        timeoutSeconds: expect.any(Number),
      },
    ]);
    expect(columnOf(g, 13, 4, 11)).toEqual(expectedColumn(seed003, 'computed', 'PTS'));
    expect(columnOf(g, 14, 4, 11)).toEqual(expectedColumn(seed003, 'published', 'SB'));
    expect(columnOf(g, 15, 4, 11)).toEqual(expectedColumn(seed003, 'published', 'WIN'));
    expect(columnOf(g, 17, 4, 11)).toEqual(expectedColumn(seed003, 'published', 'rank_variant_A'));
  });

  test('no Settings: the core default table, round robin DE, WIN, SB, KS under C.07 (2026) (C.02 (2017) 13 recommendation)', () => {
    const { sb, sheet } = seed003Sheet('D6', loadSandbox(built));
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toEqual([]);
    const g = sheet.snapshot();
    expect(g[2]?.slice(12, 19)).toEqual(['Points', 'DE', 'WIN', 'SB', 'KS', 'Rank', expect.any(String)]);
    expect(g[2]?.[18]).toBe('Rochade standings · C07_2026 · round robin · DE > WIN > SB > KS');
    expect(columnOf(g, 15, 4, 11)).toEqual(expectedColumn(seed003, 'published', 'WIN'));
    expect(columnOf(g, 16, 4, 11)).toEqual(expectedColumn(seed003, 'published', 'SB'));
    expect(sb.app.ui.toasts).toEqual([]);
  });

  test('custom functions over a range that takes in the written columns read the table left of them', () => {
    const { sb, sheet } = seed003Sheet();
    sb.call('rochadeComputeStandings');
    const range = sheet.read(3, 2, 9, 17);
    const col = sb.custom('SONNEBORN_BERGER', range) as unknown[][];
    expect(col.slice(1).map((r) => r[0])).toEqual(expectedColumn(seed003, 'published', 'SB'));
  });

  test('re-running updates the block in place (same cells, no second block)', () => {
    const { sb, sheet } = seed003Sheet();
    sb.call('rochadeComputeStandings');
    const first = sheet.snapshot();
    sheet.getRange('P7').activate(); // a cell of our own block
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toEqual([]);
    expect(sheet.snapshot()).toEqual(first);
    expect(sb.app.spreadsheet.count('setValues')).toBe(2);
  });

  test('a narrower tiebreak list clears the columns the wider block used', () => {
    const { sb, sheet } = seed003Sheet();
    sb.call('rochadeComputeStandings');
    saveSettings(sb, { tiebreaks: 'KS' });
    sb.call('rochadeComputeStandings');
    const g = sheet.snapshot();
    expect(g[2]?.slice(12, 16)).toEqual([
      'Points',
      'KS',
      'Rank',
      expect.stringMatching(/^Rochade standings · C07_2026/),
    ]);
    expect(
      sheet
        .read(3, 17, 9, 2)
        .flat()
        .every((c) => c === ''),
    ).toBe(true);
    expect(columnOf(g, 14, 4, 11)).toEqual(expectedColumn(seed003, 'computed', 'KS'));
  });

  test('a selection with trailing empty rows and columns works like the active cell', () => {
    const { sb, sheet } = seed003Sheet();
    sb.call('rochadeComputeStandings');
    const { sb: sb2, sheet: sheet2 } = seed003Sheet('B3');
    sheet2.getRange('B3:L20').activate();
    sb2.call('rochadeComputeStandings');
    expect(sb2.app.ui.alerts).toEqual([]);
    expect(sheet2.snapshot()).toEqual(sheet.snapshot());
  });

  test('a Swiss laid out round by round: the FIDE default list BH/C1, BH, SB, WIN under C.07 (2026)', () => {
    const sb = loadSandbox(built);
    const grid = swissGrid(swiss);
    const sheet = typeIntoActiveSheet(sb, grid, 'C5');
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toEqual([]);
    expect(sb.app.spreadsheet.count('getValues')).toBe(1);
    expect(sb.app.spreadsheet.count('setValues')).toBe(1);
    const g = sheet.snapshot();
    const w = grid[0]?.length ?? 0;
    expect(g[0]?.slice(w, w + 6)).toEqual(['Points', 'BH/C1', 'BH', 'SB', 'WIN', 'Rank']);
    expect(g[0]?.[w + 6]).toBe('Rochade standings · C07_2026 · Swiss · BH/C1 > BH > SB > WIN');
    expect(sb.app.ui.toasts).toEqual([]); // every tiebreak applied: nothing to warn about
    const col = (k: number): unknown[] => g.slice(1, 17).map((r) => r[w + k]);
    expect(col(1)).toEqual(expectedSwiss(swiss, 'computed_2026_rules', 'BH-C1'));
    expect(col(2)).toEqual(expectedSwiss(swiss, 'computed_2026_rules', 'BH'));
    expect(col(3)).toEqual(expectedSwiss(swiss, 'computed_2026_rules', 'SB'));
  });

  test('rows not in start-number order: the output stays aligned with each player row', () => {
    const sb = layoutSandbox();
    const [header = [], ...rows] = crosstableGrid(seed003, 'text');
    const sheet = typeIntoActiveSheet(sb, [header, ...[...rows].reverse()], 'B2');
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toEqual([]);
    const g = sheet.snapshot();
    const w = header.length;
    const sbByNo = new Map(g.slice(1).map((r) => [r[0], r[w + 1]]));
    const expected = expectedColumn(seed003, 'published', 'SB');
    expect([...sbByNo.keys()]).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    for (const [no, v] of sbByNo) expect(v).toBe(expected[(no as number) - 1]);
  });

  test('a table without a header row: the headers go into the row above; a re-run updates in place', () => {
    const { sb, sheet } = headerlessSheet({ row: 3, column: 2 }, 'C4');
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toEqual([]);
    const first = sheet.snapshot();
    expect(first[1]?.slice(12, 17)).toEqual(['Points', 'SB', 'WIN', 'BH', 'Rank']);
    expect(columnOf(first, 14, 3, 10)).toEqual(expectedColumn(seed003, 'published', 'SB'));
    sheet.getRange('D5').activate();
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toEqual([]);
    expect(sheet.snapshot()).toEqual(first);
    // The same by a selection of the table alone (the headers above are found again, not duplicated).
    sheet.getRange('B3:L10').activate();
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toEqual([]);
    expect(sheet.snapshot()).toEqual(first);
  });

  test('the point system of the settings (3-1-0) counts in the Points column', () => {
    const { sb, sheet } = seed003Sheet();
    saveSettings(sb, { win: 3, draw: 1, loss: 0 });
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toEqual([]);
    const wins = expectedColumn(seed003, 'computed', 'WIN') as number[];
    const pts = expectedColumn(seed003, 'computed', 'PTS') as number[];
    const draws = pts.map((p, i) => (p - (wins[i] ?? 0)) * 2);
    expect(columnOf(sheet.snapshot(), 13, 4, 11)).toEqual(wins.map((w, i) => 3 * w + (draws[i] ?? 0)));
  });

  test('a column adjoining the table (remarks) is kept; the output goes right of it', () => {
    const { sb, sheet } = seed003Sheet();
    fillSheet(sheet, [['Remarks'], ['late'], [''], ['paid']], { row: 3, column: 13 });
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toEqual([]);
    const g = sheet.snapshot();
    expect(columnOf(g, 13, 3, 6)).toEqual(['Remarks', 'late', '', 'paid']);
    expect(g[2]?.[13]).toBe('Points');
    expect(columnOf(g, 15, 4, 11)).toEqual(expectedColumn(seed003, 'published', 'SB'));
  });

  test('a user column further right (after an empty column) that the block would cover → alert, nothing written', () => {
    const { sb, sheet } = seed003Sheet();
    fillSheet(sheet, [['Club'], ['SK'], [''], ['TSV']], { row: 3, column: 16 });
    expectRefused(
      sb,
      sheet,
      /^Rochade writes its columns into M3:R11, but P3 \("Club"\), P4 \("SK"\), P6 \("TSV"\) are not empty: move or clear them, then run Rochade again\. Nothing was written\.$/,
    );
  });

  test('many occupied cells: the first three are named, the rest counted', () => {
    const { sb, sheet } = seed003Sheet();
    const club = [['Club'], ['SK'], ['TSV'], ['SF'], ['SV'], ['SC']];
    fillSheet(sheet, club, { row: 3, column: 16 });
    expectRefused(
      sb,
      sheet,
      new RegExp(
        `^Rochade writes its columns into M3:R11, but P3 .*, P5 \\("TSV"\\) and ${club.length - 3} more are not empty`,
      ),
    );
  });

  test('a wider tiebreak list on a re-run would cover a user column adjoining the block → alert, old block kept', () => {
    const { sb, sheet } = seed003Sheet();
    sb.call('rochadeComputeStandings');
    fillSheet(sheet, [['Remarks'], ['late']], { row: 3, column: 19 });
    saveSettings(sb, { tiebreaks: 'SB, WIN, BH, KS' });
    expectRefused(
      sb,
      sheet,
      /^Rochade writes its columns into M3:S11, but S3 \("Remarks"\), S4 \("late"\) are not empty/,
    );
  });

  test('a header-less table: a user cell in the row above, where the headers would go → alert, nothing written', () => {
    const { sb, sheet } = headerlessSheet({ row: 3, column: 2 }, 'C4');
    fillSheet(sheet, [['Printed 2026-05-31']], { row: 2, column: 14 });
    expectRefused(
      sb,
      sheet,
      /^Rochade writes its columns into M2:R10, but N2 \("Printed 2026-05-31"\) is not empty/,
    );
  });

  test('a header-less table in row 1 has no row for the headers → alert, nothing written', () => {
    const { sb, sheet } = headerlessSheet({ row: 1, column: 1 }, 'C2');
    expectRefused(
      sb,
      sheet,
      /^A1:K8: the table has no header row and no row above it for Rochade's column headers: insert a row above the table, then run Rochade again\.$/,
    );
  });

  test('notes typed under the written block are neither cleared nor overwritten by a re-run', () => {
    const { sb, sheet } = seed003Sheet();
    sb.call('rochadeComputeStandings');
    fillSheet(sheet, [['checked by the TD']], { row: 12, column: 13 });
    const withNote = sheet.snapshot();
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toEqual([]);
    expect(sheet.snapshot()).toEqual(withNote);
  });

  test('grows a sheet that has no spare columns before writing', () => {
    const { sb, sheet } = seed003Sheet();
    sheet.maxColumns = 12;
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toEqual([]);
    expect(sheet.getMaxColumns()).toBe(18);
    expect(sheet.snapshot()[3]?.[13]).toBe(8);
  });

  test.each([
    ['E6', '2', /^E6: found "2", expected a result/],
    ['F4', 'x', /^F4: found "x", expected a result/],
    ['E5', '1', /^E5: found "1", expected a diagonal mark/],
    // E4 is Adam's result against Bea (from the case); D5, Bea's against Adam, must mirror it.
    [
      'D5',
      '1',
      new RegExp(
        `^D5: the result does not mirror the opponent's result \\(found "1"; the other result: E4\\)$`,
      ),
    ],
  ])('bad cell %s = %j → one alert naming the cell, nothing written', (cell, value, message) => {
    const { sb, sheet } = seed003Sheet();
    sheet.getRange(cell).setValue(value);
    expectRefused(sb, sheet, message);
  });

  test('a selection that cuts the table (not square) → one alert naming the cell, nothing written', () => {
    const { sb, sheet } = seed003Sheet();
    sheet.getRange('B3:J11').activate();
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toEqual([
      `D3: found "${'DEFGHIJ'.length} result columns", expected ${seed003.players.length} result columns, one per player row`,
    ]);
    expect(sb.app.spreadsheet.count('setValues')).toBe(0);
  });

  test('an empty active cell outside any table → alert, nothing written', () => {
    const { sb } = seed003Sheet('Z40');
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toEqual(['Z40 is empty: select the crosstable or click a cell in it.']);
    expect(sb.app.spreadsheet.count('setValues')).toBe(0);
  });
});

describe('Compute DWZ', () => {
  /**
   * The arbiter-course table (Turniersysteme) with a DWZ and a birth-year column (input data: one player unrated), in front of the
   * results or beside the table (after Points).
   */
  function ratedGrid(where: 'front' | 'beside' = 'front'): Cell[][] {
    const g = crosstableGrid(seed003);
    const ratings = ['1712-62', '1650-20', '1820-35', '1590-5', '1905-80', '1777-41', '', '1500-3'];
    const years = [1970, 1985, 2009, 1962, 1990, 2001, 1999, 2012];
    const side = (i: number): Cell[] => [
      i === 0 ? 'DWZ' : (ratings[i - 1] ?? ''),
      i === 0 ? 'Jg' : (years[i - 1] ?? ''),
    ];
    return g.map((r, i) =>
      where === 'front' ? [r[0] ?? '', r[1] ?? '', ...side(i), ...r.slice(2)] : [...r, ...side(i)],
    );
  }

  test.each(['front', 'beside'] as const)(
    'writes the core evaluation (We, E, Rh, new DWZ, index) unchanged, aligned with the rows (DWZ, Jg %s)',
    (where) => {
      const sb = loadSandbox(built);
      const grid = ratedGrid(where);
      const sheet = typeIntoActiveSheet(sb, grid, 'A1');
      saveSettings(sb, { dwzRules: 'WO2013', endDate: '2025-05-31' });
      sb.app.spreadsheet.calls.length = 0;
      sb.call('rochadeComputeDwz');
      expect(sb.app.ui.alerts).toEqual([]);
      expect(sb.app.spreadsheet.count('getValues')).toBe(1);
      expect(sb.app.spreadsheet.count('setValues')).toBe(1);
      const g = sheet.snapshot();
      const w = grid[0]?.length ?? 0;
      expect(g[0]?.slice(w, w + 5)).toEqual(['We', 'E', 'Rh', 'DWZ new', 'Index']);
      expect(g[0]?.[w + 5]).toBe('Rochade DWZ · WO2013 · end 2025-05-31');
      // Placement, not arithmetic: the core's evaluation of the same table must land in the player's row
      // (the DWZ values themselves are pinned against the Wertungsordnung in test/core/dwz).
      const parsed = parseCrosstableCells(grid);
      if (!parsed.ok) throw new Error('seed table does not parse');
      const ev = evaluateTournamentDwz(parsed.value.tournament, { rules: 'WO2013', endDate: '2025-05-31' });
      if (!ev.ok) throw new Error('evaluation failed');
      for (const p of ev.value.players) {
        const row = g[parsed.value.layout.playerRows[p.id - 1] ?? -1] ?? [];
        expect(row[w]).toBe(p.We ?? '');
        expect(row[w + 3]).toBe(p.Rn ?? '');
        expect(row[w + 4]).toBe(p.indexNew ?? '');
        expect(row[w + 1]).toBe(p.E ?? '');
        expect(row[w + 2]).toBe(p.Rh ?? '');
      }
      expect(ev.value.players.some((p) => p.Rn !== undefined)).toBe(true);
      // The unrated player is evaluated too (a first DWZ), and its row written like the others.
      const unrated = parsed.value.tournament.players.filter((p) => !p.dwz).map((p) => p.id);
      expect(unrated).toHaveLength(1);
      expect(ev.value.players.filter((p) => unrated.includes(p.id) && p.Rn !== undefined)).toHaveLength(1);
    },
  );

  test('a table without a DWZ column → one alert, nothing written', () => {
    const { sb } = seed003Sheet();
    sb.call('rochadeComputeDwz');
    expect(sb.app.ui.alerts).toEqual([
      'B3:L11: no DWZ found: add a column headed DWZ with ratings like 1712-62 (and Jg for birth years).',
    ]);
    expect(sb.app.spreadsheet.count('setValues')).toBe(0);
  });

  test('next to a standings block: both blocks kept, each updated in place', () => {
    const sb = loadSandbox(built);
    const sheet = typeIntoActiveSheet(sb, ratedGrid(), 'C3');
    saveSettings(sb, { endDate: '2026-10-01' });
    sb.call('rochadeComputeStandings');
    sb.call('rochadeComputeDwz');
    const both = sheet.snapshot();
    sb.call('rochadeComputeStandings');
    sb.call('rochadeComputeDwz');
    expect(sb.app.ui.alerts).toEqual([]);
    expect(sheet.snapshot()).toEqual(both);
    const header = both[0] ?? [];
    expect(header.filter((h) => typeof h === 'string' && h.startsWith('Rochade'))).toHaveLength(2);
    expect(header).toContain('K'); // WO2026 by the end date: K instead of E
  });
});

describe('New round robin / New knockout bracket', () => {
  function namesSheet(n: number) {
    const sb = loadSandbox(built);
    const sheet = sb.app.spreadsheet.getActiveSheet();
    fillSheet(sheet, [
      ['Name'],
      ...Array.from({ length: n }, (_, i) => [`Player ${String.fromCharCode(65 + i)}`]),
    ]);
    sheet.getRange(`A1:A${n + 1}`).activate();
    sb.app.spreadsheet.calls.length = 0;
    return sb;
  }

  test('5 players: a new sheet with an empty crosstable and the Berger pairings; standings then work on it', () => {
    const sb = namesSheet(5);
    sb.call('rochadeNewRoundRobin');
    expect(sb.app.ui.alerts).toEqual([]);
    expect(sb.app.spreadsheet.count('getValues')).toBe(1);
    expect(sb.app.spreadsheet.count('setValues')).toBe(1);
    const sheet = sb.app.spreadsheet.getSheetByName('Round robin (5)');
    expect(sheet).not.toBeNull();
    const g = sheet?.snapshot() ?? [];
    expect(g[0]?.slice(0, 8)).toEqual(['No', 'Name', 1, 2, 3, 4, 5, 'Points']);
    expect(g[1]?.slice(0, 8)).toEqual([1, 'Player A', 'x', '', '', '', '', '']);
    expect(g[6]?.every((c) => c === '')).toBe(true);
    expect(g[7]?.slice(0, 5)).toEqual(['Round', 'Board', 'White', 'Black', 'Result']);
    const games = g.slice(8).filter((r) => r[3] !== 'free');
    const free = g.slice(8).filter((r) => r[3] === 'free');
    expect(games).toHaveLength(10); // every pair once
    expect(free).toHaveLength(5); // one free player per round
    sheet?.getRange('C3').activate();
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toEqual([]);
    expect(sheet?.snapshot()[0]?.[8]).toBe('Points');
  });

  test('6 players: a knockout bracket of 8 with byes for the top seeds', () => {
    const sb = namesSheet(6);
    sb.call('rochadeNewKnockout');
    expect(sb.app.ui.alerts).toEqual([]);
    expect(sb.app.spreadsheet.count('getValues')).toBe(1);
    expect(sb.app.spreadsheet.count('setValues')).toBe(1);
    const g = sb.app.spreadsheet.getSheetByName('Knockout (6)')?.snapshot() ?? [];
    const round1 = g.filter(
      (r) => r[0] === 1 && typeof r[1] === 'number' && typeof r[2] === 'string' && r[2] !== '',
    );
    expect(round1).toHaveLength(4);
    expect(round1.filter((r) => r[4] === 'bye')).toHaveLength(2);
    expect(round1[0]?.slice(2, 4)).toEqual(['1. Player A', 'bye']);
    expect(g.some((r) => r[0] === 3 && r[2] === 'Winner 2.1')).toBe(true);
  });

  test('30 players: the new sheet grows to the 33 columns of the crosstable', () => {
    const sb = namesSheet(30);
    sb.call('rochadeNewRoundRobin');
    expect(sb.app.ui.alerts).toEqual([]);
    const sheet = sb.app.spreadsheet.getSheetByName('Round robin (30)');
    expect(sheet?.getMaxColumns()).toBe(33);
    const g = sheet?.snapshot() ?? [];
    expect(g[0]?.[32]).toBe('Points');
    expect(
      g.filter((r) => typeof r[0] === 'number' && typeof r[1] === 'number' && r[3] !== 'free'),
    ).toHaveLength(435);
  });

  test('fewer than two names → alert, no sheet', () => {
    const sb = namesSheet(1);
    sb.call('rochadeNewRoundRobin');
    expect(sb.app.ui.alerts[0]).toMatch(/^A1:A2: select the list of players/);
    expect(sb.app.spreadsheet.getSheets()).toHaveLength(1);
  });
});

describe('Settings', () => {
  test('the sidebar opens; saving checks every field; saved settings come back', () => {
    const sb = loadSandbox(built);
    sb.call('rochadeShowSettings');
    expect(sb.app.ui.sidebars).toHaveLength(1);
    expect(sb.app.ui.sidebars[0]?.getTitle()).toBe('Rochade settings');
    expect(sb.app.ui.sidebars[0]?.getContent()).toContain('rochadeSaveSettings');
    const errors = sb.call('rochadeSaveSettings', {
      tiebreaks: 'SB, XYZ',
      tiebreakRules: 'C07_2099',
      dwzRules: 'auto',
      endDate: '31.05.2026',
      win: 'three',
      draw: 0.5,
      loss: 0,
    }) as { field: string }[];
    expect(JSON.parse(JSON.stringify(errors)).map((e: { field: string }) => e.field)).toEqual([
      'tiebreaks',
      'tiebreakRules',
      'endDate',
      'win',
    ]);
    expect(sb.properties.document.getProperty('rochade.settings')).toBeNull();
    const form = {
      tiebreaks: 'WIN, SB',
      tiebreakRules: 'C07_2024',
      dwzRules: 'WO2026',
      endDate: '2026-07-01',
      win: 3,
      draw: 1,
      loss: 0,
      leagueRules: 'fide',
      matchPoints: '3-1-0',
    };
    expect(JSON.parse(JSON.stringify(sb.call('rochadeSaveSettings', form)))).toEqual([]);
    expect(JSON.parse(JSON.stringify(sb.call('rochadeGetSettings')))).toEqual(form);
  });
});

describe('Compute standings: the core warnings as one toast, and a note that says what decides', () => {
  test.each([
    // A rating tiebreak in a table without ratings cannot be computed (C.07 10): shown, not applied.
    [
      'SB, ARO',
      'SB · shown, not applied: ARO',
      /^ARO: some players are unrated .*\(C\.07 10\); shown, not applied$/,
    ],
    // Buchholz alone in a round robin (C.07 8): the order is by points only.
    [
      'BH',
      'points only · shown, not applied: BH',
      /^BH: Buchholz-type tiebreaks .*\(C\.07 8\); shown, not applied$/,
    ],
  ])('Settings "%s" → note "%s" and one toast', (tiebreaks, note, warning) => {
    const { sb, sheet } = seed003Sheet();
    saveSettings(sb, { tiebreaks });
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toEqual([]);
    const header = sheet.snapshot()[2] ?? [];
    expect(header).toContain(`Rochade standings · C07_2026 · round robin · ${note}`);
    expect(sb.app.ui.toasts).toHaveLength(1);
    expect(sb.app.ui.toasts[0]?.msg).toMatch(warning);
  });

  test('the applied tiebreaks alone: the note lists them, no toast', () => {
    const { sb, sheet } = seed003Sheet();
    saveSettings(sb, { tiebreaks: 'WIN, SB' });
    sb.call('rochadeComputeStandings');
    expect(sheet.snapshot()[2]).toContain('Rochade standings · C07_2026 · round robin · WIN > SB');
    expect(sb.app.ui.toasts).toEqual([]);
  });

  test('nothing written (a user cell in the way) → the alert only, no toast', () => {
    const { sb, sheet } = seed003Sheet();
    fillSheet(sheet, [['Club']], { row: 3, column: 16 });
    expectRefused(sb, sheet, /^Rochade writes its columns into M3:R11/);
    expect(sb.app.ui.toasts).toEqual([]);
  });
});

describe('the menu actions read what clubs type: numbers as text, ½ 1/2 0,5 =, forfeits', () => {
  test('draws spelled ½, 1/2, 0,5, 0.5 and =, wins and losses as text: the same columns as plain numbers', () => {
    const spellings = ['½', '1/2', '0,5', 0.5, '='];
    let k = 0;
    const mixed = crosstableGrid(seed003, 'text').map((r, i) =>
      i === 0 ? r : r.map((c, j) => (j >= 2 && c === '½' ? (spellings[k++ % spellings.length] ?? c) : c)),
    );
    expect(k).toBeGreaterThan(spellings.length);
    const run = (grid: (string | number)[][]) => {
      const sb = layoutSandbox();
      const sheet = typeIntoActiveSheet(sb, grid, 'D6', { row: 3, column: 2 });
      sb.call('rochadeComputeStandings');
      expect(sb.app.ui.alerts).toEqual([]);
      return sheet.read(3, 13, 9, 6);
    };
    const out = run(mixed);
    expect(out).toEqual(run(crosstableGrid(seed003, 'numbers')));
    expect(out.slice(1).map((r) => r[1])).toEqual(expectedColumn(seed003, 'published', 'SB'));
  });

  test('a forfeit win (+/-) counts as a win (C.07 7.1): Points and WIN as in the case', () => {
    const { sb, sheet } = seed003Sheet();
    // Adam (sheet row 4) beat Daniela (player 4, column G; Daniela's row 7, Adam's column D): by forfeit.
    expect([sheet.getRange('G4').getValue(), sheet.getRange('D7').getValue()]).toEqual(['1', '0']);
    sheet.getRange('G4').setValue('+');
    sheet.getRange('D7').setValue('-');
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toEqual([]);
    const g = sheet.snapshot();
    expect(columnOf(g, 13, 4, 11)).toEqual(expectedColumn(seed003, 'computed', 'PTS'));
    expect(columnOf(g, 15, 4, 11)).toEqual(expectedColumn(seed003, 'computed', 'WIN'));
  });
});

describe('bad input for the other menu actions: one alert, nothing written', () => {
  function ratedSheet() {
    const sb = loadSandbox(built);
    const sheet = sb.app.spreadsheet.getActiveSheet();
    const grid = crosstableGrid(seed003, 'text').map((r, i) => [
      ...r,
      i === 0 ? 'DWZ' : `${1500 + 10 * i}-5`,
      i === 0 ? 'Jg' : 1980 + i,
    ]);
    fillSheet(sheet, grid);
    sheet.getRange('C3').activate();
    saveSettings(sb, { endDate: '2026-10-01' });
    sb.app.spreadsheet.calls.length = 0;
    return { sb, sheet };
  }

  test('Compute DWZ: the happy path of this table writes (the control for the refusals below)', () => {
    const { sb } = ratedSheet();
    sb.call('rochadeComputeDwz');
    expect(sb.app.ui.alerts).toEqual([]);
    expect(sb.app.spreadsheet.count('setValues')).toBe(1);
  });

  test.each([
    ['E6', '2', /^E6: found "2", expected a result/],
    // C3 is Bea's result against Adam (½ in the case); 1 does not mirror Adam's ½ in D2.
    ['C3', '1', /^C3: the result does not mirror the opponent's result \(found "1"; the other result: D2\)$/],
  ])('Compute DWZ: %s = %j → one alert naming the cell, nothing written', (cell, value, message) => {
    const { sb, sheet } = ratedSheet();
    sheet.getRange(cell).setValue(value);
    const before = sheet.snapshot();
    sb.call('rochadeComputeDwz');
    expect(sb.app.ui.alerts).toHaveLength(1);
    expect(sb.app.ui.alerts[0]).toMatch(message);
    expect(sb.app.spreadsheet.count('setValues')).toBe(0);
    expect(sheet.snapshot()).toEqual(before);
  });

  test('Compute DWZ: a rating that is not a DWZ → one alert naming the cell, nothing written', () => {
    const { sb, sheet } = ratedSheet();
    sheet.getRange('L5').setValue('17x2-62');
    const before = sheet.snapshot();
    sb.call('rochadeComputeDwz');
    expect(sb.app.ui.alerts).toHaveLength(1);
    expect(sb.app.ui.alerts[0]).toMatch(/^L5: /);
    expect(sb.app.spreadsheet.count('setValues')).toBe(0);
    expect(sheet.snapshot()).toEqual(before);
  });

  test('New knockout bracket with fewer than two names → alert, no sheet', () => {
    const sb = loadSandbox(built);
    typeIntoActiveSheet(sb, [['Name'], ['Player A']], 'A1:A2');
    sb.call('rochadeNewKnockout');
    expect(sb.app.ui.alerts).toEqual([
      expect.stringMatching(/^A1:A2: select the list of players \(at least two names/),
    ]);
    expect(sb.app.spreadsheet.getSheets()).toHaveLength(1);
    expect(sb.app.spreadsheet.count('setValues')).toBe(0);
  });
});
