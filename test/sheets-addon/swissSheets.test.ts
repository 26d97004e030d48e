// The Swiss workbook as directors leave it, through the BUILT bundle's menu actions: round sheets
// sorted with Data › Sort (the header row moved into the middle, then deleted), a row without start
// numbers, results typed into a Result column that was not plain text (Sheets makes `1:0` a time,
// `1/2` a date and `=` a formula), an older workbook without the data sheet, standings while the
// next round is open, and the number of SpreadsheetApp calls per action. In English and German.
import { beforeAll, describe, expect, test } from 'vitest';
import { seededRng } from '../../core/pairing/index.ts';
import { fillSheet, type Cell, type FakeSheet } from './fakes/appsScript.ts';
import { buildIntoTemp, loadSandbox, type BuiltAddon } from './sandbox.ts';
import { reportSheet, sheetPairing, typePlayers, typeResults, type Sandbox } from './swissCase.ts';

let built: BuiltAddon;
beforeAll(async () => {
  built = await buildIntoTemp();
});

/** A club's ten players (German names), typed in no particular order. */
const CLUB = [
  { name: 'Müller, Jürgen', rating: 1850 },
  { name: 'Weiß, Anja', rating: 2010 },
  { name: 'Groß, Björn', rating: 1720 },
  { name: 'Straße, Lütfiye', rating: 1640 },
  { name: 'Öztürk, Emre', rating: 1935 },
  { name: 'Schäfer, Ute', rating: 1580 },
  { name: 'Kühn, Dörte', rating: 1795 },
  { name: 'Fuß, Malte', rating: 1500 },
  { name: 'Bäcker, Jörg', rating: 1680 },
  { name: 'Löwe, Sören', rating: 1905 },
];
const LOCALES = [
  ['English', 'en_US'],
  ['German', 'de_DE'],
] as const;

function club(locale: string): Sandbox {
  const sb = loadSandbox(built);
  sb.app.spreadsheet.locale = locale;
  sb.call('rochadeNewSwiss');
  typePlayers(sb, CLUB);
  return sb;
}

const sheetOf = (sb: Sandbox, name: string): FakeSheet => {
  const s = sb.app.spreadsheet.getSheetByName(name);
  if (!s) throw new Error(`no sheet ${name}`);
  return s;
};

/** Pairs the next round; no alert. */
function pair(sb: Sandbox): void {
  sb.call('rochadePairNextRound');
  expect(sb.app.ui.alerts).toEqual([]);
}

/** White wins where White has the lower start number, else Black (whatever row the board is in). */
const lowerWins = (white: number, black: number): string => (white < black ? '1-0' : '0-1');

/** Types a result into every board row, found by its two start numbers (not by its position). */
function typeByNumbers(sheet: FakeSheet, result: (white: number, black: number) => Cell): void {
  sheet.snapshot().forEach((r, i) => {
    if (typeof r[1] === 'number' && typeof r[9] === 'number')
      sheet.getRange(i + 1, 6).setValue(result(r[1], r[9]));
  });
}

/** Data › Sort of the whole sheet by White's name (A→Z): the header row sorts in among the boards. */
function sortByWhite(sheet: FakeSheet): void {
  const rows = sheet.snapshot();
  const sorted = [...rows].sort((a, b) => String(a[2]).localeCompare(String(b[2]), 'de'));
  fillSheet(sheet, sorted);
}

/** Everything a director could see change: the values, number formats and formulas of every sheet. */
const state = (sb: Sandbox) =>
  sb.app.spreadsheet.sheets.map((s) => ({
    name: s.getName(),
    values: s.snapshot(),
    formats: [...s.formats],
    formulas: [...s.formulas],
    frozen: s.getFrozenRows(),
  }));

describe('round sheets as Rochade writes them', () => {
  test('the header row frozen, the Result column plain text (@): 1:0, 1/2 and = stay as typed', () => {
    const sb = club('en_US');
    pair(sb);
    const r1 = sheetOf(sb, 'Round 1');
    expect(r1.getFrozenRows()).toBe(1);
    for (const a1 of ['F1', 'F2', 'F6', 'F1000']) expect(r1.getRange(a1).getNumberFormat()).toBe('@');
    for (const [a1, typed] of [
      ['F2', '1:0'],
      ['F3', '1/2'],
      ['F4', '='],
    ] as const) {
      r1.getRange(a1).setValue(typed);
      expect(r1.getRange(a1).getValue()).toBe(typed);
    }
  });
});

describe.each(LOCALES)('a sorted round sheet (%s)', (_, locale) => {
  test('Data › Sort moves the header into the middle and the director deletes that row: read the same', () => {
    const plain = club(locale);
    const sorted = club(locale);
    for (const sb of [plain, sorted]) pair(sb);
    const r1 = sheetOf(sorted, 'Round 1');
    sortByWhite(r1);
    const header = r1.snapshot().findIndex((r) => r[5] === 'Result');
    expect(header).toBeGreaterThan(0);
    r1.deleteRow(header + 1);
    expect(r1.snapshot()[0]?.[1]).toEqual(expect.any(Number));
    typeByNumbers(sheetOf(plain, 'Round 1'), lowerWins);
    typeByNumbers(r1, lowerWins);
    for (const sb of [plain, sorted]) pair(sb);
    // The board now in row 1 is read: nobody counted absent, round 2 paired as from the unsorted sheet.
    expect(sheetPairing(sheetOf(sorted, 'Round 2'))).toEqual(sheetPairing(sheetOf(plain, 'Round 2')));
    typeByNumbers(sheetOf(plain, 'Round 2'), lowerWins);
    typeByNumbers(sheetOf(sorted, 'Round 2'), lowerWins);
    for (const sb of [plain, sorted]) {
      sheetOf(sb, 'Round 2').activate();
      sb.call('rochadeComputeStandings');
      expect(sb.app.ui.alerts).toEqual([]);
    }
    expect(sheetOf(sorted, 'Standings').snapshot()).toEqual(sheetOf(plain, 'Standings').snapshot());
    // Start numbers 1 and 2 won both games (lower number wins): 2 points each, nobody absent.
    expect(reportSheet(sheetOf(sorted, 'Standings').snapshot()).column('Pts').slice(0, 2)).toEqual([2, 2]);
  });
});

/** Start numbers cleared on the board in row 4. */
function clearStartNumbers(r1: FakeSheet): void {
  r1.getRange('B4').setValue('');
  r1.getRange('J4').setValue('');
}

/** The board of start numbers 3 and 8 deleted (Edit › Delete row). */
function deleteBoardOf3(r1: FakeSheet): void {
  // Ten players: round 1 pairs the top half against the bottom half, 1-6, 2-7, 3-8 … (C.04.3).
  const row = r1.snapshot().findIndex((r) => r[1] === 3 || r[9] === 3);
  expect([r1.snapshot()[row]?.[1], r1.snapshot()[row]?.[9]].sort()).toEqual([3, 8]);
  r1.deleteRow(row + 1);
}

describe.each([
  [
    'start numbers cleared on a board (English)',
    'en_US',
    clearStartNumbers,
    "Round 1!B4: no start number, so this row cannot be placed (it holds Round 1!A4): type the players' start numbers into both No. cells, or clear the row",
  ],
  [
    'start numbers cleared on a board (German)',
    'de_DE',
    clearStartNumbers,
    'Round 1!B4: keine Startnummer, die Zeile lässt sich keinem Brett zuordnen (Eintrag in Round 1!A4): die Startnummern der Spieler in beide Zellen No. eintragen oder die Zeile leeren',
  ],
  [
    'a board row deleted by hand (English)',
    'en_US',
    deleteBoardOf3,
    'Round 1: Rochade paired start numbers 3, 8 in this round, but no row holds them (a board row deleted?): restore the row (Edit › Undo, or File › Version history)',
  ],
  [
    'a board row deleted by hand (German)',
    'de_DE',
    deleteBoardOf3,
    'Round 1: Rochade hat in dieser Runde die Startnummern 3, 8 gepaart, aber keine Zeile enthält sie (eine Brettzeile gelöscht?): die Zeile wiederherstellen (Bearbeiten › Rückgängig oder Datei › Versionsverlauf)',
  ],
])('a board that cannot be placed: %s', (_, locale, damage, message) => {
  test('never read as absent players: refused naming the cell or the players, every sheet unchanged', () => {
    const sb = club(locale);
    pair(sb);
    const r1 = sheetOf(sb, 'Round 1');
    typeResults(r1, () => '½-½');
    damage(r1);
    const before = state(sb);
    sb.call('rochadePairNextRound');
    expect(sb.app.ui.alerts).toHaveLength(1);
    expect(sb.app.ui.alerts[0]?.split('\n')[1]).toBe(message);
    expect(state(sb)).toEqual(before);
  });
});

/** A round sheet of an older version: no number format, no frozen row (as Sheets makes a new sheet). */
function asOlderVersion(sb: Sandbox, sheet: FakeSheet): void {
  sheet.formats.clear();
  sheet.frozenRows = 0;
  const data = sb.app.spreadsheet.getSheetByName('Rochade data');
  if (data) sb.app.spreadsheet.deleteSheet(data);
}

describe.each([
  [
    'English',
    'en_US',
    [
      'Round 1!F4: Sheets read what was typed here as a formula (#ERROR!): "=" starts a formula. Type the draw as ½-½ or remis (1-0, 0-1 for the others)',
      'Round 1!F5: Sheets turned what was typed here into the time 2:01: type the result again (1-0, 0-1, ½-½ (also 1:0, 0:1, 1/2, 0,5), +- or -+ (forfeit), -- (both forfeit)); Rochade makes the Result column plain text, so it stays as typed',
    ],
  ],
  [
    'German',
    'de_DE',
    [
      'Round 1!F4: Sheets hat die Eingabe hier als Formel gelesen (#ERROR!): „=“ beginnt eine Formel. Remis als ½-½ oder remis eintragen (sonst 1-0, 0-1)',
      'Round 1!F5: Sheets hat die Eingabe hier in die Uhrzeit 2:01 verwandelt: das Ergebnis neu eintragen (1-0, 0-1, ½-½ (auch 1:0, 0:1, 1/2, 0,5), +- oder -+ (kampflos), -- (beide kampflos)); Rochade stellt die Spalte Result auf Nur-Text, dann bleibt es, wie getippt',
    ],
  ],
])('1:0, 1/2 and = typed into a Result column that was not plain text (%s)', (_, locale, refusals) => {
  test('the time 01:00 reads as 1-0, 00:01 as 0-1, the date 2 January as ½-½; = and 2:1 are named; the sheet re-formatted once read', () => {
    const sb = club(locale);
    pair(sb);
    const r1 = sheetOf(sb, 'Round 1');
    asOlderVersion(sb, r1);
    const typed = ['1:0', '0:1', '=', '2:1', '1/2'];
    typed.forEach((t, i) => r1.getRange(i + 2, 6).setValue(t));
    expect(r1.getRange('F2').getValue()).toEqual(new Date(1899, 11, 30, 1, 0));
    expect(r1.getRange('F4').getValue()).toBe('#ERROR!');
    const before = state(sb);
    sb.call('rochadePairNextRound');
    expect(sb.app.ui.alerts).toHaveLength(1);
    expect(sb.app.ui.alerts[0]?.split('\n').slice(1)).toEqual(refusals);
    expect(state(sb)).toEqual(before);
    sb.app.ui.alerts.length = 0;
    // Typed again: the draw as remis, the 2:1 as 1-0 (still into the unformatted column).
    r1.getRange('F4').setValue('remis');
    r1.getRange('F5').setValue('1-0');
    pair(sb);
    // Read as typed: boards 1 and 4 won by White, 2 by Black, 3 and 5 drawn.
    const boards = r1.snapshot().filter((r) => typeof r[1] === 'number');
    sheetOf(sb, 'Round 1').activate();
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toEqual([]);
    const standings = reportSheet(sheetOf(sb, 'Standings').snapshot());
    const pointsOf = new Map(standings.rows.map((r) => [r[1], r[standings.at('Pts')]]));
    expect(boards.map((r) => [pointsOf.get(r[1]), pointsOf.get(r[9])])).toEqual([
      [1, 0],
      [0, 1],
      [0.5, 0.5],
      [1, 0],
      [0.5, 0.5],
    ]);
    // The older round sheet re-formatted by that action: header frozen, Result plain text; the data sheet back, hidden.
    expect(r1.getFrozenRows()).toBe(1);
    expect(r1.getRange('F7').getNumberFormat()).toBe('@');
    expect(sheetOf(sb, 'Rochade data').isSheetHidden()).toBe(true);
  });
});

describe.each([
  ['English', 'en_US', 'Standings after round 1: round 2 is not finished yet, so it is not counted.'],
  ['German', 'de_DE', 'Rangliste nach Runde 1: Runde 2 ist noch nicht beendet und zählt noch nicht.'],
])('Compute standings after the next round is paired (%s)', (_, locale, toast) => {
  test('the table after the last complete round, named as such', () => {
    const sb = club(locale);
    pair(sb);
    typeByNumbers(sheetOf(sb, 'Round 1'), lowerWins);
    pair(sb);
    sheetOf(sb, 'Round 2').activate();
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toEqual([]);
    expect(sb.app.ui.toasts.map((t) => t.msg)).toEqual([toast]);
    // The table after round 1: one round column in the crosstable, the toast says why.
    const standings = reportSheet(sheetOf(sb, 'Standings').snapshot());
    // Lower start number won round 1: numbers 1-5 have a point each (boards 1 v 6 … 5 v 10).
    expect(standings.column('Pts')).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 0]);
    const cross = reportSheet(sheetOf(sb, 'Crosstable').snapshot());
    expect(cross.header.filter((h) => /^\d+$/.test(h))).toEqual(['1']);
  });
});

describe('the custom functions read the Crosstable sheet', () => {
  test('POINTS and BUCHHOLZ of the Crosstable sheet (6b1, 3w½, -1) equal the Standings sheet', () => {
    const sb = loadSandbox(built);
    sb.call('rochadeNewSwiss');
    typePlayers(sb, CLUB.slice(0, 9));
    for (let round = 1; round <= 3; round++) {
      pair(sb);
      typeByNumbers(sheetOf(sb, `Round ${round}`), (w, b) => ((w + b) % 3 === 0 ? '½-½' : lowerWins(w, b)));
    }
    sheetOf(sb, 'Round 3').activate();
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toEqual([]);
    const cross = sheetOf(sb, 'Crosstable').snapshot();
    // The report's Swiss cells: opponent by rank, colour, result; the bye as chess-results' "-1"
    // (written with an apostrophe, so Sheets keeps it text, not the number −1).
    expect(cross.flat()).toContain('-1');
    expect(cross.flat().some((c) => /^\d+[wb]½$/.test(String(c)))).toBe(true);
    const standings = sheetOf(sb, 'Standings').snapshot();
    // The table without the legend under it, as =POINTS(Crosstable!A1:L10) passes it.
    const range = cross.slice(
      0,
      cross.findIndex((r) => r.every((c) => c === '')),
    );
    expect(range).toHaveLength(10);
    const points = sb.custom('POINTS', range) as unknown[][];
    // One value per row, aligned with the range: the Crosstable's own Pts column.
    const ptsColumn = (cross[0] ?? []).indexOf('Pts');
    expect(points.slice(1).map((r) => r[0])).toEqual(range.slice(1).map((r) => r[ptsColumn]));
    const bh = sb.custom('BUCHHOLZ', range) as unknown[][];
    const bhColumn = (standings[0] ?? []).indexOf('BH');
    const bhOf = new Map(standings.slice(1).map((r) => [r[1], r[bhColumn]]));
    expect(bh.slice(1).map((r) => r[0])).toEqual(range.slice(1).map((r) => bhOf.get(r[1])));
  });

  test.each([
    ['English', 'en', /expected a round like 1W9, ½B13, 0B4, .*type a draw as ½B13/],
    ['German', 'de', /Remis als ½B13 eintragen/],
  ])('=B13 typed (a formula in Sheets) names the spelling ½B13 (%s)', (_, lang, expected) => {
    const sb = loadSandbox(built);
    if (lang === 'de') sb.app.spreadsheet.locale = 'de_DE';
    // What Sheets hands the function for `=B3` typed into C2: the value of B3 (a name).
    const range = [
      ['No', 'Name', 'Rd 1'],
      [1, 'Müller', 'Weiß'],
      [2, 'Weiß', '½W1'],
    ];
    expect(() => sb.custom('POINTS', range)).toThrow(expected);
  });
});

describe('an older workbook (no data sheet, round sheets not formatted)', () => {
  test('read sheet by sheet once; the next action writes the data sheet and formats the round sheets', () => {
    const sb = club('en_US');
    pair(sb);
    const r1 = sheetOf(sb, 'Round 1');
    asOlderVersion(sb, r1);
    typeByNumbers(r1, lowerWins);
    pair(sb);
    expect(r1.getFrozenRows()).toBe(1);
    expect(r1.getRange('F2').getNumberFormat()).toBe('@');
    const data = sheetOf(sb, 'Rochade data');
    expect(data.isSheetHidden()).toBe(true);
    expect([...data.formulas.values()]).toEqual(["={'Round 1'!A1:J}", "={'Round 2'!A1:J}"]);
    // The round sheet the director is looking at stays the new one, not the hidden sheet.
    expect(sb.app.spreadsheet.getActiveSheet().getName()).toBe('Round 2');
  });
});

describe('few Apps Script calls: 300 players, round 9', () => {
  test('Pair next round and Compute standings: at most 20 SpreadsheetApp calls, each sheet read once, the same in round 5 as in round 9', () => {
    const sb = loadSandbox(built);
    sb.call('rochadeNewSwiss');
    sheetOf(sb, 'Players').getRange('K1').setValue(9);
    const rand = seededRng(300);
    typePlayers(
      sb,
      Array.from({ length: 300 }, (_, i) => ({
        name: `Spieler ${i + 1}`,
        rating: 1200 + Math.floor(rand() * 1200),
      })),
    );
    const counted = (action: string) => {
      sb.serviceCalls.length = 0;
      sb.app.spreadsheet.calls.length = 0;
      sb.call(action);
      expect(sb.app.ui.alerts).toEqual([]);
      const reads = sb.app.spreadsheet.calls.filter(
        (c) => c.method === 'getSheetValues' || c.method === 'getValues',
      );
      return { calls: sb.serviceCalls.length, readSheets: reads.map((c) => c.sheet) };
    };
    const pairs: number[] = [];
    for (let round = 1; round <= 9; round++) {
      const c = counted('rochadePairNextRound');
      pairs.push(c.calls);
      if (round === 9) {
        expect(c.calls).toBeLessThanOrEqual(20);
        // Players, Byes and the data sheet that mirrors all eight round sheets: one read each.
        expect(c.readSheets.sort()).toEqual(['Byes', 'Players', 'Rochade data']);
      }
      typeByNumbers(sheetOf(sb, `Round ${round}`), () => (rand() < 0.5 ? '1-0' : '0-1'));
    }
    // Nothing repeated per round: round 3 (a mirror and no more) costs what round 9 costs.
    expect(pairs[8]).toBe(pairs[2]);
    sheetOf(sb, 'Round 9').activate();
    const first = counted('rochadeComputeStandings');
    expect(first.calls).toBeLessThanOrEqual(20);
    expect(first.readSheets.sort()).toEqual(['Players', 'Rochade data']);
    const again = counted('rochadeComputeStandings');
    expect(again.calls).toBeLessThanOrEqual(20);
    expect(again.readSheets.sort()).toEqual(['Crosstable', 'Players', 'Rochade data', 'Standings']);
  });
});
