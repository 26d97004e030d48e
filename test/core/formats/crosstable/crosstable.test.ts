import { describe, expect, test } from 'vitest';
import { formatLosses } from '../../../../core/formats/losses.ts';
import {
  makeCrosstable,
  parseCrosstable,
  parseCrosstableCells,
} from '../../../../core/formats/crosstable/crosstable.ts';
import type { Tournament } from '../../../../core/tournament/model.ts';
import { computeScores } from '../../../../core/tournament/playerRounds.ts';
import { unwrap } from '../../../../core/result.ts';

/** Results of each pair a<b as a's points in round order ("1", "½", "0", "+", "-", "--", "*"). */
function pairResults(t: Tournament): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const ofWhite: Record<string, [string, string]> = {
    '1-0': ['1', '0'],
    '0-1': ['0', '1'],
    '1/2-1/2': ['½', '½'],
    '+:-': ['+', '-'],
    '-:+': ['-', '+'],
    '-:-': ['--', '--'],
    '*': ['*', '*'],
  };
  for (const g of [...t.games].sort((x, y) => x.round - y.round)) {
    const a = Math.min(g.white, g.black);
    const key = `${a}-${Math.max(g.white, g.black)}`;
    const [w, b] = ofWhite[g.result] ?? ['?', '?'];
    (out[key] ??= []).push(a === g.white ? w : b);
  }
  return out;
}

const scores = (t: Tournament): number[] => [...computeScores(t).values()].map((h) => h / 2);

describe('crosstable text: delimiters, headers, side columns', () => {
  const results = { '1-2': ['1'], '1-3': ['½'], '1-4': ['+'], '2-3': ['1'], '2-4': ['1'], '3-4': ['0'] };
  test.each([
    [
      'CSV with quoted "Name, Vorname", DWZ with index, Jg, Pkt',
      'Nr,Name,DWZ,Jg,1,2,3,4,Pkt\n1,"Müller, Hans",1712-62,1980,x,1,½,+,2.5\n2,"Meier, Anna",1650,1990,0,x,1,1,2\n3,Schulz,,,½,0,x,0,0.5\n4,Fritz Bauer,1500-3,2001,-,0,1,x,1\n',
    ],
    [
      'semicolon CSV, 0,5 cells, Name,Vorname,Titel in one field, CRLF',
      'Nr.;Name;DWZ;Geb.;1;2;3;4;Punkte\r\n1;Müller,Hans,FM;1712-62;1980;X;1;0,5;+;2,5\r\n2;Meier,Anna;1650;1990;0;X;1;1;2\r\n3;Schulz;;;0,5;0;X;0;0,5\r\n4;Fritz Bauer;1500-3;2001;-;0;1;X;1\r\n',
    ],
    [
      'TSV with 1/2 and = draws, trailing SB and Rang columns',
      'No.\tName\tDWZ\tJahrgang\t1\t2\t3\t4\tPts\tSB\tRang\n1\tMüller, Hans\t1712-62\t1980\t*\t1\t=\t+\t2.5\t4.25\t1\n2\tMeier, Anna\t1650\t1990\t0\t*\t1\t1\t2\t2\t2\n3\tSchulz\t\t\t1/2\t0\t*\t0\t0.5\t1\t4\n4\tFritz Bauer\t1500-3\t2001\t-\t0\t1\t*\t1\t0.5\t3\n',
    ],
    [
      'whitespace-aligned text, header without a label over the numbers',
      '    Name          DWZ      Jg    1  2  3  4  Pkt\n1   Müller, Hans  1712-62  1980  —  1  ½  +  2½\n2   Meier, Anna   1650     1990  0  —  1  1  2\n3   Schulz        -        -     ½  0  —  0  ½\n4   Fritz Bauer   1500-3   2001  -  0  1  —  1\n',
    ],
  ])('%s', (_name, text) => {
    const p = unwrap(parseCrosstable(text));
    expect(pairResults(p.tournament)).toEqual(results);
    expect(p.tournament.players.map((x) => x.name)).toEqual([
      expect.stringMatching(/^Müller, ?Hans/),
      expect.stringMatching(/^Meier, ?Anna$/),
      'Schulz',
      'Fritz Bauer',
    ]);
    expect(p.tournament.players.map((x) => x.dwz)).toEqual([
      { rating: 1712, index: 62 },
      { rating: 1650 },
      undefined,
      { rating: 1500, index: 3 },
    ]);
    expect(p.tournament.players.map((x) => x.birthYear)).toEqual([1980, 1990, undefined, 2001]);
    expect(p.layout).toMatchObject({
      headerRow: 0,
      playerRows: [1, 2, 3, 4],
      firstResultColumn: 4,
      pointsColumn: 8,
    });
    expect(p.tournament).toMatchObject({ kind: 'roundRobin', rounds: 3, schedule: 'synthetic' });
  });

  test('"Name,Vorname,Titel" gives the title', () => {
    const p = unwrap(parseCrosstable('Nr;Name;1;2\n1;Müller,Hans,FM;x;1\n2;Meier,Anna;0;x\n'));
    expect(p.tournament.players[0]).toEqual({ id: 1, name: 'Müller,Hans,FM', title: 'FM' });
  });

  test('separate Name, Vorname, Titel, Verein, Elo columns; ignored Wertung column', () => {
    const text =
      'Nr,Name,Vorname,Titel,Verein,Elo,1,2,3,Pkt,Wertung\n1,Müller,Hans,FM,SK Musterstadt,2210,x,1,1,2,1\n2,Meier,Anna,,SV Beispiel,-,0,x,½,½,0\n3,Schulz,Eva,,,1800,0,½,x,½,0\n';
    const p = unwrap(parseCrosstable(text));
    expect(p.tournament.players).toEqual([
      { id: 1, name: 'Müller, Hans', title: 'FM', club: 'SK Musterstadt', fide: 2210 },
      { id: 2, name: 'Meier, Anna', club: 'SV Beispiel' },
      { id: 3, name: 'Schulz, Eva', fide: 1800 },
    ]);
    expect(p.layout.columns.map((c) => c.kind)).toEqual([
      'number',
      'name',
      'firstName',
      'title',
      'club',
      'elo',
      'points',
      'other',
    ]);
  });

  test('DWZ and index in separate columns', () => {
    const p = unwrap(parseCrosstable('Nr,Name,DWZ,Index,1,2\n1,A B,1712,62,x,1\n2,C D,1500,,0,x\n'));
    expect(p.tournament.players.map((x) => x.dwz)).toEqual([{ rating: 1712, index: 62 }, { rating: 1500 }]);
  });

  test('no header, no number column, no names: players get default names', () => {
    const p = unwrap(parseCrosstable('x 1 0\n0 x 1\n1 0 x\n'));
    expect(p.layout).toEqual({
      playerRows: [0, 1, 2],
      firstResultColumn: 0,
      resultColumns: [0, 1, 2],
      columns: [],
      double: false,
    });
    expect(p.tournament.players.map((x) => x.name)).toEqual(['Player 1', 'Player 2', 'Player 3']);
    expect(pairResults(p.tournament)).toEqual({ '1-2': ['1'], '1-3': ['0'], '2-3': ['1'] });
  });

  test('no header: start numbers and names recognised by content, points column checked', () => {
    const p = unwrap(parseCrosstable('1,Anna Alt,x,1,1,2\n2,Bernd Berg,0,x,½,½\n3,Carla Christ,0,½,x,½\n'));
    expect(p.layout.columns).toEqual([
      { column: 0, kind: 'number' },
      { column: 1, kind: 'name' },
      { column: 5, kind: 'points' },
    ]);
    expect(p.layout.pointsColumn).toBe(5);
  });

  test('rows sorted by rank with start numbers: player ids follow the number column', () => {
    const text = 'Rang,Nr,Name,1,2,3,Pkt\n1,2,Bea,1,x,1,2\n2,3,Carl,½,0,x,½\n3,1,Adam,x,0,½,½\n';
    const p = unwrap(parseCrosstable(text));
    expect(p.tournament.players.map((x) => x.name)).toEqual(['Adam', 'Bea', 'Carl']);
    expect(p.layout.playerRows).toEqual([3, 1, 2]);
    expect(pairResults(p.tournament)).toEqual({ '1-2': ['0'], '1-3': ['½'], '2-3': ['1'] });
  });

  test('title row above the header names the tournament', () => {
    const p = unwrap(parseCrosstable('Vereinsmeisterschaft 2024\n\nNr,Name,1,2\n1,A,x,½\n2,B,½,x\n'));
    expect(p.tournament.name).toBe('Vereinsmeisterschaft 2024');
    expect(p.layout).toMatchObject({ titleRow: 0, headerRow: 2, playerRows: [3, 4] });
    expect(
      unwrap(parseCrosstable('Nr,Name,1,2\n1,A,x,½\n2,B,½,x\n', { name: 'Given' })).tournament.name,
    ).toBe('Given');
  });

  test('forfeits, a double forfeit (- against -, -:-, --) and pending games', () => {
    const text = 'Nr,Name,1,2,3,4,5\n1,A,x,+,-,-:-,\n2,B,-,x,1,--,\n3,C,+,0,x,-,\n4,D,-,-,-,x,\n5,E,,,,,x\n';
    const p = unwrap(parseCrosstable(text));
    expect(pairResults(p.tournament)).toEqual({
      '1-2': ['+'],
      '1-3': ['-'],
      '1-4': ['--'],
      '1-5': ['*'],
      '2-3': ['1'],
      '2-4': ['--'],
      '2-5': ['*'],
      '3-4': ['--'],
      '3-5': ['*'],
      '4-5': ['*'],
    });
    expect(scores(p.tournament)).toEqual([1, 1, 1, 0, 0]);
  });

  test('blank points cells are not checked (Wertungs-Regularien prints two blank totals)', () => {
    expect(parseCrosstable('Nr,Name,1,2,Pkt\n1,A,x,1,\n2,B,0,x,0\n').ok).toBe(true);
  });
});

describe('crosstable: rounds by the FIDE Berger table (C.05 Annex 1), synthetic schedule', () => {
  const table = (n: number, cell = '½'): string =>
    [...Array(n).keys()]
      .map((i) => [...Array(n).keys()].map((j) => (i === j ? 'x' : cell)).join(','))
      .join('\n');

  test.each([3, 4, 5, 6, 7, 8])(
    '%i players: every pair once, one game per player per round, free rounds when odd',
    (n) => {
      const t = unwrap(parseCrosstable(table(n))).tournament;
      const rounds = n % 2 === 0 ? n - 1 : n;
      expect(t.rounds).toBe(rounds);
      expect(t.games).toHaveLength((n * (n - 1)) / 2);
      for (let r = 1; r <= rounds; r++) {
        const seen = [
          ...t.games.filter((g) => g.round === r).flatMap((g) => [g.white, g.black]),
          ...t.unpaired.filter((u) => u.round === r).map((u) => u.player),
        ].sort((a, b) => a - b);
        expect(seen).toEqual([...Array(n).keys()].map((i) => i + 1));
      }
      expect(t.unpaired.every((u) => u.kind === 'free')).toBe(true);
      expect(t.unpaired).toHaveLength(n % 2 === 0 ? 0 : n);
    },
  );

  test('6 players, round 1 of the Berger table: 1-6, 2-5, 3-4; round 2: 6-4, 5-3, 1-2', () => {
    const t = unwrap(parseCrosstable(table(6))).tournament;
    const round = (r: number): string[] =>
      t.games.filter((g) => g.round === r).map((g) => `${g.white}-${g.black}`);
    expect(round(1)).toEqual(['1-6', '2-5', '3-4']);
    expect(round(2)).toEqual(['6-4', '5-3', '1-2']);
  });

  test('double round robin: the second cycle has colours reversed and keeps the second result', () => {
    const t = unwrap(parseCrosstable('x,10,½½\n01,x,+-\n½½,-+,x\n')).tournament;
    expect(t).toMatchObject({ kind: 'doubleRoundRobin', rounds: 6 });
    expect(pairResults(t)).toEqual({ '1-2': ['1', '0'], '1-3': ['½', '½'], '2-3': ['+', '-'] });
    const g12 = t.games.filter((g) => Math.min(g.white, g.black) === 1 && Math.max(g.white, g.black) === 2);
    expect(g12.map((g) => g.round)).toEqual([2, 5]);
    expect(g12[0]?.white).toBe(g12[1]?.black);
    expect(t.unpaired.filter((u) => u.player === 1).map((u) => u.round)).toEqual([1, 4]);
  });
});

describe('Sheets ranges (Range.getValues())', () => {
  test('numbers as numbers and as text, blank margins, trailing empty rows and columns', () => {
    const cells = [
      ['', '', '', '', '', '', '', ''],
      ['', 'Nr', 'Name', 1, 2, 3, 'Pkt', ''],
      ['', 1, 'Adam', 'x', 1, '0,5', 1.5, ''],
      ['', '2', 'Bea', 0, 'X', '1/2', '0.5', ''],
      ['', 3, 'Chris', 0.5, '½', '', '1', ''],
      ['', '', '', '', '', '', '', ''],
      ['', '', '', '', '', '', '', ''],
    ];
    const p = unwrap(parseCrosstableCells(cells));
    expect(p.layout).toEqual({
      headerRow: 1,
      playerRows: [2, 3, 4],
      firstResultColumn: 3,
      resultColumns: [3, 4, 5],
      pointsColumn: 6,
      columns: [
        { column: 1, kind: 'number', header: 'Nr' },
        { column: 2, kind: 'name', header: 'Name' },
        { column: 6, kind: 'points', header: 'Pkt' },
      ],
      double: false,
    });
    expect(pairResults(p.tournament)).toEqual({ '1-2': ['1'], '1-3': ['½'], '2-3': ['½'] });
  });

  test('merged-looking blank cells: a title over the table, blank header cells, a blank row', () => {
    const cells = [
      ['Clubmeisterschaft', '', '', '', ''],
      ['Name', '', '', '', 'Punkte'],
      ['Anna', 'x', 1, 1, 2],
      ['', '', '', '', ''],
      ['Bert', 0, 'x', 1, 1],
      ['Cleo', 0, 0, 'x', 0],
    ];
    const p = unwrap(parseCrosstableCells(cells));
    expect(p.tournament.name).toBe('Clubmeisterschaft');
    expect(p.layout).toMatchObject({
      titleRow: 0,
      headerRow: 1,
      playerRows: [2, 4, 5],
      firstResultColumn: 1,
      pointsColumn: 4,
    });
  });

  test('double round robin cells: "10" typed in Sheets arrives as the number 10', () => {
    const cells = [
      ['', 1, 2, 3],
      ['A', 'x', 10, '1½'],
      ['B', '0 1', 'x', '½ ½'],
      ['C', '0½', '½½', 'x'],
    ];
    const t = unwrap(parseCrosstableCells(cells)).tournament;
    expect(pairResults(t)).toEqual({ '1-2': ['1', '0'], '1-3': ['1', '½'], '2-3': ['½', '½'] });
  });

  test('a half-played double round robin needs the kind: single cells are the first cycle', () => {
    const t = unwrap(
      parseCrosstableCells(
        [
          ['x', 1],
          [0, 'x'],
        ],
        { kind: 'doubleRoundRobin' },
      ),
    ).tournament;
    expect(pairResults(t)).toEqual({ '1-2': ['1', '*'] });
  });

  test('diagonal marks: x X * — - blank ×', () => {
    const marks = ['x', 'X', '*', '—', '-', '', '×'];
    const cells = marks.map((m, i) => marks.map((_, j) => (i === j ? m : i < j ? 1 : 0)));
    expect(unwrap(parseCrosstableCells(cells)).tournament.games).toHaveLength(21);
  });
});

describe('double round robin with two sub-columns per opponent (header numbers merged over two cells)', () => {
  const cells = [
    ['Nr', 'Name', 1, '', 2, '', 3, '', 'Pkt'],
    [1, 'Anna', 'x', 'x', 1, 0, '½', '', 1.5],
    [2, 'Bert', 0, 1, 'x', 'x', 1, 1, 3],
    [3, 'Cleo', '½', '', 0, 0, 'x', 'x', 0.5],
  ];

  test('each pair of cells is one two-game cell; a blank half is a game not played yet', () => {
    const p = unwrap(parseCrosstableCells(cells));
    expect(p.tournament.kind).toBe('doubleRoundRobin');
    expect(pairResults(p.tournament)).toEqual({ '1-2': ['1', '0'], '1-3': ['½', '*'], '2-3': ['1', '1'] });
    expect(p.layout).toMatchObject({
      firstResultColumn: 2,
      resultColumns: [2, 4, 6],
      secondResultColumns: [3, 5, 7],
      pointsColumn: 8,
    });
  });

  test('errors name the original column', () => {
    const bad = cells.map((r) => [...r]);
    (bad[3] ?? [])[3] = '1';
    expect(parseCrosstableCells(bad)).toEqual({
      ok: false,
      error: {
        kind: 'asymmetric',
        format: 'cells',
        row: 4,
        column: 3,
        found: '½ 1',
        otherRow: 2,
        otherColumn: 7,
        expected: '"½*" to match "½ *" in row 2, column 7',
      },
    });
  });
});

describe('Swiss crosstables: "—" = did not meet', () => {
  test('a pair that met twice (again after a forfeit) has two results in its cell, in round order', () => {
    const t = unwrap(parseCrosstable('x,—,-½\n—,x,10\n+½,01,x\n')).tournament;
    expect(t.kind).toBe('swiss');
    expect(pairResults(t)).toEqual({ '1-3': ['-', '½'], '2-3': ['1', '0'] });
    expect(t.rounds).toBe(4); // player 3 played four games
  });
  test('"—" on the diagonal too; blank cells are games still to play', () => {
    const t = unwrap(parseCrosstable('—,—,1,\n—,—,,1\n0,,—,—\n,0,—,—\n')).tournament;
    expect(t.kind).toBe('swiss');
    expect(pairResults(t)).toEqual({ '1-3': ['1'], '1-4': ['*'], '2-3': ['*'], '2-4': ['1'] });
  });
});

describe('whitespace text: names with numbers or a lone "x"', () => {
  const names = ['Hans Meier 2', 'Malcolm X', 'Eva Schulz'];
  test.each([
    [
      'one blank apart, a header "Nr Name …" gives the field count',
      'Nr Name DWZ 1 2 3 Pkt\n1 Hans Meier 2 1712-62 x 1 ½ 1½\n2 Malcolm X 1650 0 x 1 1\n3 Eva Schulz 1500 ½ 0 x ½\n',
    ],
    [
      'one blank apart, a header without the number label: the fewest fields of a row',
      'Name DWZ 1 2 3 Pkt\n1 Hans Meier 2 1712-62 x 1 ½ 1½\n2 Malcolm X 1650 0 x 1 1\n3 Eva Schulz 1500 ½ 0 x ½\n',
    ],
    [
      'aligned columns two blanks apart, no header',
      '1  Hans Meier 2  1712-62  x  1  ½  1½\n2  Malcolm X     1650     0  x  1  1\n3  Eva Schulz     1500     ½  0  x  ½\n',
    ],
  ])('%s', (_name, text) => {
    const p = unwrap(parseCrosstable(text));
    expect(p.tournament.players.map((x) => x.name)).toEqual(names);
    expect(p.tournament.players.map((x) => x.dwz?.rating)).toEqual([1712, 1650, 1500]);
    expect(pairResults(p.tournament)).toEqual({ '1-2': ['1'], '1-3': ['½'], '2-3': ['1'] });
  });

  test("the text writer's output reads back with numbers in names and clubs", () => {
    const t = unwrap(
      parseCrosstable('Nr,Name,Verein,1,2\n1,Team 1,SK 1920 Hof,x,1\n2,Malcolm X,X 2 Y,0,x\n'),
    ).tournament;
    expect(t.players).toEqual([
      { id: 1, name: 'Team 1', club: 'SK 1920 Hof' },
      { id: 2, name: 'Malcolm X', club: 'X 2 Y' },
    ]);
    expect(unwrap(parseCrosstable(makeCrosstable(t, { format: 'text' }))).tournament).toEqual(t);
  });
});

describe('whitespace text with single blanks', () => {
  test('"First Last" names stay one field; header labels stay apart; a short header lines up on the right', () => {
    const text =
      'Name DWZ 1 2 3 Pkt\n1 Hans Meier 1712-62 x 1 ½ 1½\n2 Eva Schulz - 0 x 1 1\n3 Anna von Berg 1500 ½ 0 x ½\n';
    const p = unwrap(parseCrosstable(text));
    expect(p.tournament.players).toEqual([
      { id: 1, name: 'Hans Meier', dwz: { rating: 1712, index: 62 } },
      { id: 2, name: 'Eva Schulz' },
      { id: 3, name: 'Anna von Berg', dwz: { rating: 1500 } },
    ]);
    expect(p.layout.pointsColumn).toBe(6);
  });
});

describe('formatLosses: what a crosstable cannot hold', () => {
  const lost = (t: Tournament): string[] => formatLosses({ tournament: t }, 'crosstable').map((l) => l.kind);
  const rr = unwrap(parseCrosstable('x,1,½\n0,x,1\n½,0,x\n')).tournament;
  test('a parsed round robin loses nothing', () => {
    expect(lost(rr)).toEqual([]);
  });
  test('a Swiss with byes, withdrawals, recorded rounds and dates', () => {
    const swiss: Tournament = {
      ...rr,
      kind: 'swiss',
      schedule: 'recorded',
      unpaired: [{ round: 1, player: 3, kind: 'PAB' }],
      withdrawals: [{ player: 2, afterRound: 2 }],
      endDate: '2024-05-31',
    };
    expect(lost(swiss)).toEqual(['header', 'kindInCrosstable', 'rounds', 'byes', 'withdrawals']);
  });
  test('a Swiss in which not every pair met reads back as a Swiss: only its rounds, planned rounds and byes are lost', () => {
    const swiss: Tournament = {
      ...rr,
      kind: 'swiss',
      schedule: 'recorded',
      games: rr.games.filter((g) => g.white !== 3 && g.black !== 3),
      unpaired: [{ round: 1, player: 3, kind: 'PAB' }],
    };
    expect(lost(swiss)).toEqual(['plannedRounds', 'rounds', 'byes']);
  });
  test('TRF records kept verbatim are named', () => {
    expect(lost({ ...rr, kept: [{ format: 'trf', index: 0, text: '012 Open' }] })).toEqual(['keptLines']);
  });
});

describe('side columns right of the results', () => {
  test('rating and birth year beside the table are read; a second DWZ column is ignored', () => {
    const cells = [
      ['Name', 1, 2, 'Pkt', 'DWZ', 'Jg', 'DWZ', 'SB'],
      ['Anna', 'x', 1, 1, '1712-62', 1980, 1730, 0],
      ['Bert', 0, 'x', 0, '1500', 1990, 1482, 0],
    ];
    const p = unwrap(parseCrosstableCells(cells));
    expect(p.tournament.players).toEqual([
      { id: 1, name: 'Anna', dwz: { rating: 1712, index: 62 }, birthYear: 1980 },
      { id: 2, name: 'Bert', dwz: { rating: 1500 }, birthYear: 1990 },
    ]);
    expect(p.layout.columns.map((c) => c.kind)).toEqual([
      'name',
      'points',
      'dwz',
      'birthYear',
      'other',
      'other',
    ]);
  });
});

describe('text positions', () => {
  test('a quoted field spanning lines: row counts records, line counts text lines', () => {
    const text = 'Nr,Name,1,2\n1,"Meier,\nHans",x,1\n2,Eva,1,x\n';
    expect(parseCrosstable(text)).toEqual({
      ok: false,
      error: {
        kind: 'asymmetric',
        format: 'crosstable',
        row: 3,
        line: 4,
        column: 3,
        found: '1',
        otherRow: 2,
        otherColumn: 4,
        expected: '"0" to match "1" in row 2, column 4',
      },
    });
  });
});

describe('German print habits', () => {
  test('numbers with a dot ("1.", "2.") and a footer line under the table', () => {
    const text =
      'Nr.;Name;1.;2.;3.;Pkt.\n1.;Anna;x;1;½;1,5\n2.;Bert;0;x;1;1\n3.;Cleo;½;0;x;0,5\n\nSchiedsrichter: Max Mustermann\n';
    const p = unwrap(parseCrosstable(text));
    expect(p.layout).toMatchObject({
      headerRow: 0,
      playerRows: [1, 2, 3],
      firstResultColumn: 2,
      pointsColumn: 5,
    });
    expect(p.layout.columns[0]).toEqual({ column: 0, kind: 'number', header: 'Nr.' });
  });
});
