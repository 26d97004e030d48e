// The team Swiss of the BUILT bundle through its menu actions only: New team Swiss, five school teams
// typed into the Teams sheet, Register teams, Pair next team round, line-ups typed over the player
// cells and results into the Result cells, Compute team standings. Mistakes a volunteer makes (a
// player of another team, a result that is none, a round still open) are one alert naming the cell,
// and nothing is written. Each sheet is read once per action.
import { beforeAll, describe, expect, test } from 'vitest';
import { fillSheet, type Cell } from './fakes/appsScript.ts';
import { buildIntoTemp, loadSandbox, type BuiltAddon } from './sandbox.ts';

let built: BuiltAddon;
beforeAll(async () => {
  built = await buildIntoTemp();
});

type Sandbox = ReturnType<typeof loadSandbox>;

const TEAMS: readonly (readonly [string, readonly (readonly [string, number | ''])[]])[] = [
  [
    'Gymnasium Lößnitz',
    [
      ['Jürgen Weiß', 1712],
      ['Anna Größer', 1650],
      ['Ben Müller', ''],
      ['Carl Öztürk', ''],
      ['Dörte Schäfer', ''],
    ],
  ],
  [
    'Oberschule Großräschen',
    [
      ['Günther Strauß', 1580],
      ['Käthe Bäumer', ''],
      ['Ömer Yılmaz', ''],
      ['Fritz Heß', ''],
    ],
  ],
  [
    'Realschule Köln-Süd',
    [
      ['Heinz Größel', ''],
      ['Maß Groß', ''],
      ['Uwe Fuß', ''],
      ['Änne Weißkopf', ''],
    ],
  ],
  [
    'Gesamtschule Übach',
    [
      ['Paul Übel', ''],
      ['Grete Süß', ''],
      ['Otto Krüger', ''],
      ['Lena Röß', ''],
    ],
  ],
  [
    'Grundschule Bärenstein',
    [
      ['Mia Kühn', ''],
      ['Jonas Weiße', ''],
      ['Lea Strüver', ''],
      ['Tim Böhm', ''],
    ],
  ],
];

/** The Teams rows as a volunteer types them: the team's name beside its board-1 player. */
const teamRows = (teams = TEAMS): Cell[][] =>
  teams.flatMap(([team, players]) => players.map(([p, r], k) => ['', k === 0 ? team : '', p, r]));

function started(locale = 'en_US'): Sandbox {
  const sb = loadSandbox(built);
  sb.app.spreadsheet.locale = locale;
  sb.call('rochadeNewTeamSwiss');
  expect(sb.app.ui.alerts).toEqual([]);
  return sb;
}
const sheet = (sb: Sandbox, name: string) => {
  const s = sb.app.spreadsheet.getSheetByName(name);
  if (!s) throw new Error(`no sheet ${name}`);
  return s;
};
const typeTeams = (sb: Sandbox, rows = teamRows()) =>
  fillSheet(sheet(sb, 'Teams'), rows, { row: 2, column: 1 });
const snapshots = (sb: Sandbox) => sb.app.spreadsheet.getSheets().map((s) => [s.getName(), s.snapshot()]);

/** Runs a menu item and returns its one alert (or undefined), checking that a refusal wrote nothing. */
function menu(sb: Sandbox, fn: string): string | undefined {
  const before = JSON.stringify(snapshots(sb));
  const alerts = sb.app.ui.alerts.length;
  sb.call(fn);
  const alert = sb.app.ui.alerts[alerts];
  if (alert !== undefined) expect(JSON.stringify(snapshots(sb))).toBe(before);
  return alert;
}

describe('New team Swiss and Register teams', () => {
  test('the Teams sheet: the columns of the team list and the settings beside it', () => {
    const sb = started();
    const g = sheet(sb, 'Teams').snapshot();
    expect(g[0]?.slice(0, 4)).toEqual(['No.', 'Team', 'Player', 'Rating']);
    expect(g.map((r) => r.slice(5, 7))).toEqual([
      ['System', 'team-swiss'],
      ['Rounds', 5],
      ['Boards', 4],
      ['Board order', 'refuse'],
      ['Initial colour', 'white'],
    ]);
    expect(menu(sb, 'rochadeNewTeamSwiss')).toBe(
      'This spreadsheet already has a "Teams" sheet: one team event per spreadsheet.',
    );
  });

  test('a player registered twice, a team short of players, a bad setting: one located line, nothing written', () => {
    const sb = started('de_DE');
    const twice = teamRows().map((r) => [...r]);
    // Row 12 of the sheet: board 2 of Köln-Süd typed as Jürgen Weiß of Lößnitz.
    twice[10]![2] = 'Jürgen Weiß';
    typeTeams(sb, twice);
    expect(menu(sb, 'rochadeRegisterTeams')).toBe(
      "'Teams'!B11: „Jürgen Weiß“ ist schon für Gymnasium Lößnitz gemeldet",
    );
    const short = teamRows().slice(0, 11);
    fillSheet(sheet(sb, 'Teams'), [...short, ...Array.from({ length: 10 }, () => ['', '', '', ''])], {
      row: 2,
      column: 1,
    });
    expect(menu(sb, 'rochadeRegisterTeams')).toBe(
      "'Teams'!B11: Realschule Köln-Süd: 2 Spieler gemeldet, für 4 Bretter mindestens 4 nötig",
    );
    fillSheet(sheet(sb, 'Teams'), [['Bretter', 'vier']], { row: 3, column: 6 });
    expect(menu(sb, 'rochadeRegisterTeams')).toBe("'Teams'!G3: Bretter muss 1 … 16 sein");
  });

  test('registered: each team numbered beside its name, in the order typed', () => {
    const sb = started();
    // Übach's name typed on each of its rows: still one team.
    typeTeams(
      sb,
      teamRows().map((r, i) => (i >= 13 && i <= 16 ? ['', 'Gesamtschule Übach', r[2]!, r[3]!] : r)),
    );
    expect(menu(sb, 'rochadeRegisterTeams')).toBeUndefined();
    const g = sheet(sb, 'Teams').snapshot();
    expect(g.slice(1, 22).map((r) => r[0])).toEqual([
      1,
      '',
      '',
      '',
      '',
      2,
      '',
      '',
      '',
      3,
      '',
      '',
      '',
      4,
      '',
      '',
      '',
      5,
      '',
      '',
      '',
    ]);
    expect(sb.app.ui.toasts.at(-1)?.msg).toBe(
      '5 teams: 1. Gymnasium Lößnitz (5), 2. Oberschule Großräschen (4), 3. Realschule Köln-Süd (4), 4. Gesamtschule Übach (4), 5. Grundschule Bärenstein (4)',
    );
  });
});

describe('rounds on their own sheets', () => {
  let sb: Sandbox;
  test('round 1: the bye to the last team, top half against bottom half, board-1 colours alternating', () => {
    sb = started();
    typeTeams(sb);
    expect(menu(sb, 'rochadePairNextTeamRound')).toBeUndefined();
    const g = sheet(sb, 'Team round 1').snapshot();
    // C.04.6 (2026): five teams, the pairing-allocated bye to the lowest team (no. 5); the others
    // 1-3 and 2-4, team 1 White on board 1 (the initial colour), team 2 Black, so team 4 is home.
    expect(g[0]).toEqual([
      'Match',
      'Board',
      'Home team',
      'Home',
      'Home player',
      'Result',
      'Away player',
      'Away team',
    ]);
    expect(g.slice(1, 5)).toEqual([
      [1, 1, 'Gymnasium Lößnitz', 'W', 'Jürgen Weiß', '', 'Heinz Größel', 'Realschule Köln-Süd'],
      [1, 2, 'Gymnasium Lößnitz', 'B', 'Anna Größer', '', 'Maß Groß', 'Realschule Köln-Süd'],
      [1, 3, 'Gymnasium Lößnitz', 'W', 'Ben Müller', '', 'Uwe Fuß', 'Realschule Köln-Süd'],
      [1, 4, 'Gymnasium Lößnitz', 'B', 'Carl Öztürk', '', 'Änne Weißkopf', 'Realschule Köln-Süd'],
    ]);
    expect(g[5]?.slice(0, 3)).toEqual([2, 1, 'Gesamtschule Übach']);
    expect(g[5]?.[7]).toBe('Oberschule Großräschen');
    expect(g[9]?.slice(0, 3)).toEqual(['bye', '', 'Grundschule Bärenstein']);
  });

  test('a round still open, a player of another team, a result that is none: the cell named, nothing written', () => {
    const round = sheet(sb, 'Team round 1');
    expect(menu(sb, 'rochadePairNextTeamRound')).toBe(
      "'Team round 1'!F2: round 1, match 1, board 1: the result is still missing",
    );
    fillSheet(round, [['Günther Strauß']], { row: 5, column: 5 });
    expect(menu(sb, 'rochadePairNextTeamRound')).toBe(
      "'Team round 1'!E5: board 4: Günther Strauß is registered for Oberschule Großräschen, not for Gymnasium Lößnitz",
    );
    fillSheet(round, [['Dörte Schäfer']], { row: 5, column: 5 });
    fillSheet(round, [['1-0'], ['½-½'], ['2-0']], { row: 2, column: 6 });
    expect(menu(sb, 'rochadePairNextTeamRound')).toBe(
      '\'Team round 1\'!F4: "2-0" is no result (home team first: 1-0, 0-1, ½-½, +- or -+, -- for both forfeited)',
    );
  });

  test('results typed (also as Sheets converts them): round 2 paired, each sheet read once', () => {
    const round = sheet(sb, 'Team round 1');
    // 0:1 typed into a cell that is no longer text: Sheets made it the time 00:01.
    fillSheet(
      round,
      [['1-0'], ['½-½'], ['0-1'], ['1:0'], ['0-1'], ['0-1'], ['1/2'], [0.000694444444444444]],
      {
        row: 2,
        column: 6,
      },
    );
    sb.app.spreadsheet.calls.length = 0;
    sb.serviceCalls.length = 0;
    expect(menu(sb, 'rochadePairNextTeamRound')).toBeUndefined();
    // Measured: 18 SpreadsheetApp calls (the locale, each sheet's name, one read per sheet, the new
    // sheet with its Result column as text, the toast); nothing per team or board.
    expect(sb.serviceCalls.length).toBeLessThanOrEqual(18);
    const reads = sb.app.spreadsheet.calls.filter((c) => c.method === 'getSheetValues').map((c) => c.sheet);
    expect(reads.sort()).toEqual(['Team round 1', 'Teams']);
    const writes = sb.app.spreadsheet.calls.filter((c) => c.method === 'setValues').map((c) => c.sheet);
    expect(writes).toEqual(['Team round 2']);
    // Round 2 pairs the winners (Großräschen 3½, Lößnitz 2½) against each other (C.04.6 score brackets).
    const g = sheet(sb, 'Team round 2').snapshot();
    const teamsOfMatch1 = [g[1]?.[2], g[1]?.[7]].sort();
    expect(teamsOfMatch1).toEqual(['Gymnasium Lößnitz', 'Oberschule Großräschen']);
    // Dörte Schäfer played board 4 in round 1; round 2 starts again from the registered order.
    expect(sheet(sb, 'Team round 1').snapshot()[4]?.[4]).toBe('Dörte Schäfer');
  });

  test('Compute team standings: match points, the team tiebreaks, each round (opponent, colour, game points)', () => {
    expect(menu(sb, 'rochadeComputeTeamStandings')).toBeUndefined();
    const g = sheet(sb, 'Team standings').snapshot();
    expect(g[0]).toEqual(['Rank', 'No.', 'Team', 'MP', 'OSB', 'GP', 'OBH', 'R1', 'R2']);
    // After round 1 (round 2 is paired, not played: its bye does not count yet). By hand: the
    // pairing-allocated bye scores as a drawn match (C.04.6 1.4: match and game points of a draw,
    // the regulations saying nothing else): Bärenstein 1 MP, 2 GP of 4 boards; Großräschen won
    // 3½:½ away, Lößnitz 2½:1½ at home; Köln-Süd 1½, Übach ½. OSB is 0 for all (no opponent has
    // match points in the matches played: a bye has no opponent), so GP decides among 2 MP.
    expect(g.slice(1).map((r) => [r[0], r[2], r[3], r[5], r[7]])).toEqual([
      [1, 'Oberschule Großräschen', 2, 3.5, '4b 3.5'],
      [2, 'Gymnasium Lößnitz', 2, 2.5, '3w 2.5'],
      [3, 'Grundschule Bärenstein', 1, 2, 'bye'],
      [4, 'Realschule Köln-Süd', 0, 1.5, '1b 1.5'],
      [5, 'Gesamtschule Übach', 0, 0.5, '2w 0.5'],
    ]);
    expect(sb.app.ui.toasts.at(-1)?.msg).toBe('"Team standings" after round 1');
  });
});

describe('board order "warn": a line-up out of the registered order is taken with a warning', () => {
  test('the round is paired, the warning names the cell', () => {
    const sb = started('de_DE');
    typeTeams(sb);
    fillSheet(sheet(sb, 'Teams'), [['warn']], { row: 4, column: 7 });
    expect(menu(sb, 'rochadePairNextTeamRound')).toBeUndefined();
    const round = sheet(sb, 'Team round 1');
    // Lößnitz fields Anna Größer above Jürgen Weiß, against the registered order.
    fillSheet(round, [['Anna Größer'], ['Jürgen Weiß']], { row: 2, column: 5 });
    fillSheet(round, [['1-0'], ['½-½'], ['0-1'], ['1-0'], ['0-1'], ['0-1'], ['½-½'], ['0-1']], {
      row: 2,
      column: 6,
    });
    expect(menu(sb, 'rochadePairNextTeamRound')).toBeUndefined();
    expect(sb.app.spreadsheet.getSheetByName('Team round 2')).not.toBeNull();
    expect(sb.app.ui.toasts.find((x) => x.title === 'Warnungen')?.msg).toBe(
      "'Team round 1'!E3: Brett 2: Jürgen Weiß steht in der Brettreihenfolge vor Anna Größer, nicht danach",
    );
  });
});

describe('a team round robin on the same sheets', () => {
  test('round 1 is the Berger table (C.05 Annex 1, 4 teams: 1-4, 2-3); after the last round nothing more', () => {
    const sb = started();
    typeTeams(sb, teamRows(TEAMS.slice(0, 4)));
    fillSheet(sheet(sb, 'Teams'), [['team-round-robin']], { row: 1, column: 7 });
    expect(menu(sb, 'rochadePairNextTeamRound')).toBeUndefined();
    const g = sheet(sb, 'Team round 1').snapshot();
    expect(g.filter((r) => r[1] === 1).map((r) => [r[0], r[2], r[7]])).toEqual([
      [1, 'Gymnasium Lößnitz', 'Gesamtschule Übach'],
      [2, 'Oberschule Großräschen', 'Realschule Köln-Süd'],
    ]);
    for (let round = 1; round <= 3; round++) {
      fillSheet(
        sheet(sb, `Team round ${round}`),
        Array.from({ length: 8 }, () => ['½-½']),
        {
          row: 2,
          column: 6,
        },
      );
      const alert = menu(sb, 'rochadePairNextTeamRound');
      if (round < 3) expect(alert).toBeUndefined();
      else expect(alert).toBe('all 3 rounds are paired');
    }
  });
});

describe('a Scheveningen of two teams on the same sheets', () => {
  const twoTeams = (): Cell[][] => teamRows(TEAMS.slice(0, 2)).filter((r) => r[2] !== 'Dörte Schäfer');

  test('an odd number of boards: one alert at the Boards cell, nothing written', () => {
    const sb = started();
    typeTeams(sb, twoTeams());
    fillSheet(sheet(sb, 'Teams'), [['scheveningen'], [5], [5]], { row: 1, column: 7 });
    expect(menu(sb, 'rochadePairNextTeamRound')).toBe(
      "'Teams'!G3: scheveningen: 5 boards cannot be laid out (an even number from 2 to 20)",
    );
  });

  test('round 2 by the 4-board table (Wikipedia): A1 Black against B2; the player cells read back by it', () => {
    const sb = started();
    typeTeams(sb, twoTeams());
    fillSheet(sheet(sb, 'Teams'), [['scheveningen']], { row: 1, column: 7 });
    expect(menu(sb, 'rochadePairNextTeamRound')).toBeUndefined();
    fillSheet(sheet(sb, 'Team round 1'), [['1-0'], ['½-½'], ['0-1'], ['1-0']], { row: 2, column: 6 });
    expect(menu(sb, 'rochadePairNextTeamRound')).toBeUndefined();
    const g = sheet(sb, 'Team round 2').snapshot();
    // Board, home colour, home player, away player: B2-A1 B1-A2 A3-B4 A4-B3.
    expect(g.slice(1, 5).map((r) => [r[1], r[3], r[4], r[6]])).toEqual([
      [1, 'B', 'Jürgen Weiß', 'Käthe Bäumer'],
      [2, 'B', 'Anna Größer', 'Günther Strauß'],
      [3, 'W', 'Ben Müller', 'Fritz Heß'],
      [4, 'W', 'Carl Öztürk', 'Ömer Yılmaz'],
    ]);
    // Round 2's player cells are read back into line-up order: pairing round 3 reads them unchanged.
    fillSheet(sheet(sb, 'Team round 2'), [['1-0'], ['1-0'], ['1-0'], ['1-0']], { row: 2, column: 6 });
    expect(menu(sb, 'rochadePairNextTeamRound')).toBeUndefined();
    expect(menu(sb, 'rochadeComputeTeamStandings')).toBeUndefined();
    const s = sheet(sb, 'Team standings').snapshot();
    // By game points: Lößnitz 2½ + 4 = 6½, Großräschen 1½ + 0.
    expect(s.slice(1, 3).map((r) => [r[2], r[5]])).toEqual([
      ['Gymnasium Lößnitz', 6.5],
      ['Oberschule Großräschen', 1.5],
    ]);
  });
});
