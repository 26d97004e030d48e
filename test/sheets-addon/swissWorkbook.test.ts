// The Swiss workbook's pure readers: result spellings, the Players sheet (settings, start list,
// located problems), a round sheet (games, the bye, open and unreadable result cells).
import { describe, expect, test } from 'vitest';
import { readResultCell } from '../../sheets-addon/swissResults.ts';
import { makeResultSheets } from '../../core/report/index.ts';
import { SWISS_TEXTS } from '../../sheets-addon/swissTexts.ts';
import { computeStandings } from '../../core/standings/index.ts';
import { readPlayersSheet, readRoundSheet, swissTournament } from '../../sheets-addon/swissWorkbook.ts';
import { STANDARD_POINTS, type Player } from '../../core/tournament/index.ts';
import { initialStartOrder } from '../../core/workflow/index.ts';

describe('result cells (the spellings clubs type)', () => {
  test.each([
    ['1-0', '1-0'],
    ['1:0', '1-0'],
    [' 1 - 0 ', '1-0'],
    ['0-1', '0-1'],
    ['0:1', '0-1'],
    ['0–1', '0-1'],
    ['½-½', '1/2-1/2'],
    ['½:½', '1/2-1/2'],
    ['1/2-1/2', '1/2-1/2'],
    ['1/2', '1/2-1/2'],
    ['½', '1/2-1/2'],
    ['0,5', '1/2-1/2'],
    ['0.5', '1/2-1/2'],
    [0.5, '1/2-1/2'],
    ['=', '1/2-1/2'],
    ['Remis', '1/2-1/2'],
    ['+-', '+:-'],
    ['+:-', '+:-'],
    ['-+', '-:+'],
    ['-:+', '-:+'],
    ['--', '-:-'],
    ['-:-', '-:-'],
    // Sheets turns a typed 1/2 into 2 January (en_US) or 1 February (day first).
    [new Date(2026, 0, 2), '1/2-1/2'],
    [new Date(2026, 1, 1), '1/2-1/2'],
  ] as const)('%j → %s', (cell, result) => {
    expect(readResultCell(cell)).toEqual({ kind: 'result', result });
  });

  test.each([
    ['1-1', '1-1'],
    ['1', '1'],
    [1, '1'],
    ['x', 'x'],
  ] as const)('%j is no result', (cell, text) => {
    expect(readResultCell(cell)).toEqual({ kind: 'unknown', text });
  });

  test.each(['', '  ', '\u00a0'])('%j is open', (cell) => {
    expect(readResultCell(cell)).toEqual({ kind: 'empty' });
  });
});

describe('what Sheets makes of a result typed into a cell that is not plain text', () => {
  // A time is a Date on Sheets' day 0 (30 Dec 1899), or its fraction of a day when read as a
  // number (1/24 = 01:00); a date as a serial number counts days from 30 Dec 1899 (46024 = 2 Jan 2026).
  test.each([
    ['1:0 → the time 01:00', new Date(1899, 11, 30, 1, 0), '1-0'],
    ['0:1 → the time 00:01', new Date(1899, 11, 30, 0, 1), '0-1'],
    ['1:0 → 01:00 read as a number', 1 / 24, '1-0'],
    ['0:1 → 00:01 read as a number', 1 / 1440, '0-1'],
    ['1/2 → 2 January read as a serial number', 46024, '1/2-1/2'],
    ['1/2 → 1 February (day first) read as a serial number', 46054, '1/2-1/2'],
  ] as const)('%s is the result typed', (_, cell, result) => {
    expect(readResultCell(cell)).toEqual({ kind: 'result', result });
  });

  test.each([
    ['= alone → a formula that fails', '#ERROR!', 'formula', '#ERROR!'],
    ['a formula to a deleted cell', '#REF!', 'formula', '#REF!'],
    ['2:1 → 02:01', new Date(1899, 11, 30, 2, 1), 'time', '2:01'],
    ['0:0 → 00:00 (no result says which)', new Date(1899, 11, 30, 0, 0), 'time', '0:00'],
    ['3/4 → 4 March', new Date(2026, 2, 4), 'date', '4.3.'],
    ['3/4 → 4 March read as a serial number', 46085, 'date', '4.3.'],
  ] as const)('%s is named as what Sheets made of it', (_, cell, as, shown) => {
    expect(readResultCell(cell)).toEqual({ kind: 'converted', as, shown });
  });
});

const HEAD = ['No.', 'Name', 'Title', 'Rating/Elo', 'DWZ', 'Club', 'FIDE id', 'Birth year', '', 'Rounds', 5];

describe('the Players sheet', () => {
  test('settings and players; empty rows skipped', () => {
    const r = readPlayersSheet([
      HEAD,
      ['', 'Müller, Anna', 'wfm', 1850, '1712-62', 'SK Nord', '4612345', 1990, '', 'Tiebreaks', 'BH/C1; SB'],
      ['', '', '', '', '', '', '', '', '', 'Initial colour', 'Schwarz'],
      [3, 'Berg, Jan', '', '', '', '', '', ''],
    ]);
    expect(r.problems).toEqual([]);
    expect(r.sheet.settings).toEqual({ rounds: 5, tiebreaks: ['BH/C1', 'SB'], initialColor: 'black' });
    expect(r.sheet.entries).toEqual([
      {
        row: 2,
        no: undefined,
        player: {
          name: 'Müller, Anna',
          title: 'WFM',
          fide: 1850,
          dwz: { rating: 1712, index: 62 },
          club: 'SK Nord',
          fideId: '4612345',
          birthYear: 1990,
        },
      },
      { row: 4, no: 3, player: { name: 'Berg, Jan' } },
    ]);
  });

  test('every problem located, all at once', () => {
    const r = readPlayersSheet([
      ['No', 'Name'],
      ['x', 'A', '', 'strong', '17-x', '', 'F12', 1800, '', '', ''],
      [2, 'B'],
      [2, 'C'],
      ['', '', 'GM', 2500],
    ]);
    expect(r.problems).toEqual([
      'Players!A1: expected the header "No." (run New Swiss tournament for the layout), found "No"',
      'Players!A2: expected a start number (1, 2, ...), found "x"',
      'Players!D2: expected a rating (a whole number up to 3500), found "strong"',
      'Players!E2: expected a DWZ like 1712-62 or 1712, found "17-x"',
      'Players!G2: expected a FIDE id (digits), found "F12"',
      'Players!H2: expected a year of birth like 1990, found "1800"',
      'Players!B5: a player without a name',
      'Players!A4: start number 2 is also in Players!A3',
    ]);
  });

  test('in German for a German spreadsheet (the same cells)', () => {
    const r = readPlayersSheet([HEAD, ['x', 'A', '', 'strong'], [2, 'B'], [2, 'C']], SWISS_TEXTS.de);
    expect(r.problems).toEqual([
      'Players!A2: erwartet wird eine Startnummer (1, 2, …), gefunden „x“',
      'Players!D2: erwartet wird eine Wertungszahl (ganze Zahl bis 3500), gefunden „strong“',
      'Players!A4: die Startnummer 2 steht auch in Players!A3',
    ]);
  });

  test('rounds must be a number from 1 to 99', () => {
    const r = readPlayersSheet([[...HEAD.slice(0, 10), 'seven']]);
    expect(r.problems).toEqual(['Players!K1: expected the number of rounds (1 to 99), found "seven"']);
  });
});

describe('a round sheet', () => {
  const HEADER = ['Bo.', 'No.', 'White', 'Rtg', 'Pts.', 'Result', 'Pts.', 'Black', 'Rtg', 'No.'];
  test('games, the bye, open and unknown result cells; absent players of the start list', () => {
    const r = readRoundSheet(
      2,
      [
        HEADER,
        [1, 1, 'A', '', 1, '1:0', 1, 'D', '', 4],
        [2, 3, 'C', '', 0, '', 0, 'B', '', 2],
        [3, 5, 'E', '', 0, '1', 0, 'F', '', 6],
        [4, 7, 'G', '', 0, 'PAB 1', '', 'bye', '', ''],
      ],
      new Set([1, 2, 3, 4, 5, 6, 7, 8]),
    );
    expect(r.games).toEqual([
      { round: 2, white: 1, black: 4, result: '1-0', board: 1 },
      { round: 2, white: 3, black: 2, result: '*', board: 2 },
      { round: 2, white: 5, black: 6, result: '*', board: 3 },
    ]);
    expect(r.unpaired).toEqual([{ round: 2, player: 7, kind: 'PAB' }]);
    expect(r.open).toEqual(['Round 2!F3']);
    expect(r.problems).toEqual([
      'Round 2!F4: "1" is not a result (type 1-0, 0-1, ½-½ (also 1:0, 0:1, 1/2, 0,5), +- or -+ (forfeit), -- (both forfeit))',
    ]);
    const t = swissTournament(
      'T',
      { rounds: 5, tiebreaks: [], initialColor: 'white' },
      [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, name: String(id) })),
      [r],
    );
    // Player 8 is on no board of round 2: absent (C.07 (2024) 16.2 counts it as an unplayed round).
    expect(t.unpaired).toEqual([
      { round: 2, player: 7, kind: 'PAB' },
      { round: 2, player: 8, kind: 'absent' },
    ]);
  });

  test('requested byes read back from their rows (the Black cell names the kind)', () => {
    const r = readRoundSheet(
      3,
      [
        HEADER,
        [1, 1, 'A', '', 1, '', 1, 'B', '', 2],
        ['', 3, 'C', '', 1, '½', '', 'half-point bye', '', ''],
        ['', 4, 'D', '', 1, 0, '', 'Zero-point bye', '', ''],
      ],
      new Set([1, 2, 3, 4]),
    );
    expect(r.unpaired).toEqual([
      { round: 3, player: 3, kind: 'HPB' },
      { round: 3, player: 4, kind: 'ZPB' },
    ]);
    expect(r.open).toEqual(['Round 3!F2']);
  });

  test('German: a result cell that is no result', () => {
    const r = readRoundSheet(
      1,
      [HEADER, [1, 1, '', '', 0, '2', 0, '', '', 2]],
      new Set([1, 2]),
      SWISS_TEXTS.de,
    );
    expect(r.problems).toEqual([
      'Round 1!F2: „2“ ist kein Ergebnis (erlaubt: 1-0, 0-1, ½-½ (auch 1:0, 0:1, 1/2, 0,5), +- oder -+ (kampflos), -- (beide kampflos))',
    ]);
  });

  test('rows found by their start numbers: the header sorted into the middle, then deleted, reads the same', () => {
    const rows = [
      [1, 1, 'A', '', 0, '1-0', 0, 'D', '', 4],
      [2, 3, 'C', '', 0, '½-½', 0, 'B', '', 2],
      [3, 5, 'E', '', 0, '0-1', 0, 'bye', '', ''],
    ];
    const known = new Set([1, 2, 3, 4, 5]);
    const plain = readRoundSheet(1, [HEADER, ...rows], known);
    const sorted = readRoundSheet(1, [rows[2] ?? [], HEADER, rows[0] ?? [], rows[1] ?? []], known);
    const noHeader = readRoundSheet(1, [rows[1] ?? [], rows[0] ?? [], rows[2] ?? []], known);
    for (const r of [sorted, noHeader]) {
      expect(r.problems).toEqual([]);
      expect([...r.games].sort((a, b) => a.white - b.white)).toEqual(plain.games);
      expect(r.unpaired).toEqual(plain.unpaired);
    }
  });

  test('columns found by their headers: Result and the start numbers moved', () => {
    const moved = ['No.', 'White', 'Result', 'Black', 'No.', 'Bo.'];
    const r = readRoundSheet(1, [moved, [1, 'A', '0-1', 'B', 2, 1]], new Set([1, 2]));
    expect(r.games).toEqual([{ round: 1, white: 1, black: 2, result: '0-1', board: 1 }]);
  });

  test('a row with entries but no start number cannot be placed: named by its No. cell', () => {
    const r = readRoundSheet(1, [HEADER, [1, '', 'A', '', 0, '1-0', 0, 'B', '', '']], new Set([1, 2]));
    expect(r.problems).toEqual([
      "Round 1!B2: no start number, so this row cannot be placed (it holds Round 1!A2): type the players' start numbers into both No. cells, or clear the row",
    ]);
  });

  test('unknown and doubled start numbers are named', () => {
    const r = readRoundSheet(
      1,
      [HEADER, [1, 1, '', '', 0, '', 0, '', '', 9], [2, 1, '', '', 0, '', 0, '', '', 2]],
      new Set([1, 2]),
    );
    expect(r.problems).toEqual([
      'Round 1!J2: expected the start number of a player on the Players sheet, found "9"',
      'Round 1!B3: player 1 is paired twice in round 1 (also Round 1!B2)',
    ]);
  });
});

describe('the FIDE initial order (C.04.2): rating, then title, then name', () => {
  test('ties on rating go by title (GM before IM before untitled), then alphabetically', () => {
    const players: Player[] = [
      { id: 1, name: 'Zeller', fide: 2000 },
      { id: 2, name: 'Adler', fide: 2000 },
      { id: 3, name: 'Berg', fide: 2000, title: 'IM' },
      { id: 4, name: 'Cohn', fide: 2000, title: 'GM' },
      { id: 5, name: 'Dorn', fide: 2100 },
      { id: 6, name: 'Ernst' },
      { id: 7, name: 'Fuchs', dwz: { rating: 1500 } },
    ];
    expect(initialStartOrder(players).map((p) => p.name)).toEqual([
      'Dorn',
      'Cohn',
      'Berg',
      'Adler',
      'Zeller',
      'Fuchs',
      'Ernst',
    ]);
  });
});

describe("the Crosstable sheet the add-on writes (the report's, opponents by start number, text kept text)", () => {
  // Hand-written from the games: 1 beat 2 (White), 3 drew 4 in round 1; 2 had the bye in round 2.
  const players: Player[] = [
    { id: 1, name: 'A', fide: 2100, title: 'FM' },
    { id: 2, name: 'B', dwz: { rating: 1800 } },
    { id: 3, name: 'C', club: 'SK' },
    { id: 4, name: 'D' },
  ];
  const t = {
    ...swissTournament(
      'T',
      { rounds: 2, tiebreaks: [], initialColor: 'white' },
      players,
      [],
      STANDARD_POINTS,
    ),
    games: [
      { round: 1, white: 1, black: 2, result: '1-0' as const },
      { round: 1, white: 3, black: 4, result: '1/2-1/2' as const },
      { round: 2, white: 4, black: 1, result: '-:+' as const },
    ],
    unpaired: [
      { round: 2, player: 2, kind: 'PAB' as const },
      { round: 2, player: 3, kind: 'HPB' as const },
    ],
  };
  test('header, then rank (shared without tiebreaks), no., title, name, Elo, DWZ, the rounds, points; then the legend', () => {
    const s = computeStandings(t, { tiebreaks: [] });
    if (!s.ok) throw new Error('standings');
    const sheet = makeResultSheets(t, s.value, 'en', { forceText: true }).crosstable;
    // "-1" and the round headers would be numbers, "2-3." a date in Sheets: the apostrophe keeps them text.
    expect(sheet.slice(0, 5)).toEqual([
      ['Rk', 'SNo', 'Tit', 'Name', 'Elo', 'DWZ', "'1", "'2", 'Pts'],
      [1, 1, 'FM', 'A', 2100, '', '2w1', '4b+', 2],
      ["'2-3.", 2, '', 'B', '', 1800, '1b0', "'-1", 1],
      ["'2-3.", 3, '', 'C', '', '', '4w½', "'-½", 1],
      [4, 4, '', 'D', '', '', '3b½', '1w-', 0.5],
    ]);
    expect(sheet[5]).toEqual([]);
    expect(sheet.slice(6).map((r) => r[0])).toEqual(['Rk', 'SNo', 'Tit', 'Elo', 'DWZ', '1 … 2', 'Pts']);
  });
});
