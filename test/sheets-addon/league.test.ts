// League crosstables in the BUILT bundle: MATCH_POINTS, BOARD_POINTS, LEAGUE_RANK, TIEBREAK with a
// team code, and the menu action "Compute league table", on the published Landesliga Sachsen-Anhalt
// 2011/12 results (test/fixtures/league/README.md; values by hand in test/core/team/worked.test.ts).
import { beforeAll, describe, expect, test } from 'vitest';
import { fillSheet } from './fakes/appsScript.ts';
import { landesligaGrid } from './cases.ts';
import { buildIntoTemp, loadSandbox, type BuiltAddon } from './sandbox.ts';
import { typeIntoActiveSheet } from '../support/sheetsWorkbook.ts';

let built: BuiltAddon;
beforeAll(async () => {
  built = await buildIntoTemp();
});

const grid = landesligaGrid();

// Rows in table order: Quedlinburg, Burg, Calbe, Lettin, Rochade II, Rochade III, Oschersleben,
// Aschersleben, USC II, Bernburg.
const MP = [0, 4, 2, 0, 3, 3, 0, 3, 2, 3];
const BP = [3, 12, 9, 3, 9.5, 9.5, 4.5, 10, 8, 11.5];
const GERMAN_RANK = [9, 1, 6, 9, 4, 4, 8, 3, 7, 2];
const FIDE_RANK = [9, 1, 6, 10, 4, 4, 8, 3, 7, 2];
// The same places as the report's league table writes them (shared places "4-5.", as text).
const GERMAN_PLACE = ['9-10.', 1, 6, '9-10.', '4-5.', '4-5.', 8, 3, 7, 2];
const FIDE_PLACE = [9, 1, 6, 10, '4-5.', '4-5.', 8, 3, 7, 2];

const body = (col: unknown): unknown[] => (col as unknown[][]).slice(1).map((r) => r[0]);

describe('league custom functions', () => {
  test('MATCH_POINTS (2-1-0) and BOARD_POINTS, aligned with the team rows under the header', () => {
    const sb = loadSandbox(built);
    const mp = sb.custom('MATCH_POINTS', grid) as unknown[][];
    expect(mp[0]).toEqual(['MP']);
    expect(body(mp)).toEqual(MP);
    expect(body(sb.custom('BOARD_POINTS', grid))).toEqual(BP);
  });

  test('MATCH_POINTS(range; "3-1-0"): 3 for a win (Burg 6, Bernburg 4)', () => {
    const sb = loadSandbox(built);
    expect(body(sb.custom('MATCH_POINTS', grid, '3-1-0'))).toEqual([0, 6, 3, 0, 4, 4, 0, 4, 2, 4]);
  });

  test('LEAGUE_RANK: German order shares 4 and 9, FIDE order splits Quedlinburg / Lettin by EMGSB', () => {
    const sb = loadSandbox(built);
    expect(body(sb.custom('LEAGUE_RANK', grid))).toEqual(GERMAN_RANK);
    expect(body(sb.custom('LEAGUE_RANK', grid, 'fide'))).toEqual(FIDE_RANK);
  });

  test('TIEBREAK with a team code: EMGSB (Quedlinburg 11.5, Lettin 8.5)', () => {
    const sb = loadSandbox(built);
    const col = body(sb.custom('TIEBREAK', grid, 'EMGSB'));
    expect([col[0], col[3]]).toEqual([11.5, 8.5]);
  });

  test('TIEBREAK with a board code on a crosstable is refused with the reason', () => {
    const sb = loadSandbox(built);
    expect(() => sb.custom('TIEBREAK', grid, 'BW')).toThrow(/BW needs board-by-board results/);
  });

  test('a mirror mismatch names both cells within the range', () => {
    const sb = loadSandbox(built);
    const bad = grid.map((r) => [...r]);
    (bad[2] as unknown[])[1] = 5; // Burg's 5½ against Quedlinburg's 2½
    expect(() => sb.custom('MATCH_POINTS', bad)).toThrow(/row 2.*column 3|B3|C2/);
  });
});

describe('Compute league table', () => {
  function leagueSheet() {
    const sb = loadSandbox(built);
    const sheet = typeIntoActiveSheet(sb, grid, 'C5', { row: 2, column: 1 });
    return { sb, sheet };
  }

  test('writes MP, BP, Rank and the rule note right of the table in one setValues', () => {
    const { sb, sheet } = leagueSheet();
    sb.call('rochadeComputeLeagueTable');
    expect(sb.app.ui.alerts).toEqual([]);
    expect(sb.app.spreadsheet.count('setValues')).toBe(1);
    expect(sb.app.spreadsheet.calls.find((c) => c.method === 'setValues')?.a1).toBe('L2:O12');
    const g = sheet.snapshot();
    expect(g[1]?.slice(11, 14)).toEqual(['MP', 'BP', 'Rk']);
    expect(g[1]?.[14]).toMatch(/^Rochade league · German league order · 2-1-0 · MP > GP$/);
    expect(g.slice(2, 12).map((r) => r.slice(11, 14))).toEqual(MP.map((m, i) => [m, BP[i], GERMAN_PLACE[i]]));
    expect(sb.app.ui.toasts[0]?.msg).toMatch(/BW/);
  });

  test('re-running updates in place; the settings choose the FIDE order', () => {
    const { sb, sheet } = leagueSheet();
    sb.call('rochadeComputeLeagueTable');
    const first = sheet.snapshot();
    sheet.getRange('M7').activate(); // a cell of our own block
    sb.call('rochadeComputeLeagueTable');
    expect(sheet.snapshot()).toEqual(first);
    expect(sb.saveSettings({ leagueRules: 'fide' })).toEqual([]);
    sb.call('rochadeComputeLeagueTable');
    const g = sheet.snapshot();
    // the FIDE order's tiebreaks as columns between BP and the place
    const head = g[1] ?? [];
    expect(head.slice(11, 13)).toEqual(['MP', 'BP']);
    const place = head.indexOf('Rk');
    expect(place).toBeGreaterThan(13);
    expect(g.slice(2, 12).map((r) => r[place])).toEqual(FIDE_PLACE);
    expect(head[place + 1]).toMatch(/FIDE team order/);
  });

  // Schleswig-Holstein: MP, BP, then BW (left out: a crosstable), then lots. Rochade II and III (3 MP,
  // 9½ BP) and Quedlinburg and Lettin (0 MP, 3 BP) stay tied: shown as lots, never ordered.
  test('schleswig-holstein: teams still tied are named for lots in the toast', () => {
    const { sb } = leagueSheet();
    expect(sb.saveSettings({ leagueRules: 'schleswig-holstein' })).toEqual([]);
    sb.call('rochadeComputeLeagueTable');
    const msg = sb.app.ui.toasts.map((t) => t.msg).join('\n');
    expect(msg).toMatch(/Still tied \(lots decide\)/);
    for (const team of [
      'SV Rochade Magdeburg II (4-5 (lots))',
      'SV Rochade Magdeburg III (4-5 (lots))',
      'TSG Guts Muths Quedlinburg (9-10 (lots))',
      'VfB 07 Lettin (9-10 (lots))',
    ])
      expect(msg).toContain(team);
  });

  test('never overwrites a cell of the user; errors name cells in A1 notation', () => {
    const { sb, sheet } = leagueSheet();
    sheet.getRange('N20').setValue('x'); // outside
    fillSheet(sheet, [['note']], { row: 6, column: 13 }); // M6, in the way
    sheet.getRange('C5').activate();
    const before = sheet.snapshot();
    sb.call('rochadeComputeLeagueTable');
    expect(sb.app.ui.alerts[0]).toMatch(/M6 \("note"\)/);
    expect(sheet.snapshot()).toEqual(before);
  });

  test('a mirror mismatch is one alert naming both cells in A1 notation', () => {
    const { sb, sheet } = leagueSheet();
    fillSheet(sheet, [[5]], { row: 4, column: 2 }); // B4: Burg vs Quedlinburg 5 (mirror C3 = 2½)
    sheet.getRange('C5').activate();
    sb.call('rochadeComputeLeagueTable');
    expect(sb.app.ui.alerts).toHaveLength(1);
    expect(sb.app.ui.alerts[0]).toMatch(/B4/);
    expect(sb.app.ui.alerts[0]).toMatch(/C3/);
    expect(sb.app.spreadsheet.count('setValues')).toBe(0);
  });
});

describe('Compute team table', () => {
  // Player B of DSB-Wertungsordnung 2002, Anhang 1.1 / 1.2 (test/fixtures/league/README.md).
  const TEAM = [
    ['Player', 'DWZ', 'R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7'],
    ['B', '2100-9', '1 0 2300', '1 ½ 2000', '2 ½ 1900', '2 1 1500', '3 1 1632', '1 1 1314', '1 +'],
    ['Newcomer', '', '4 1', '', '4 ½', '', '', '', '3 -'],
  ];

  test('writes points, games, average board, performance and the season DWZ in one setValues', () => {
    const sb = loadSandbox(built);
    const sheet = typeIntoActiveSheet(sb, TEAM, 'C2');
    expect(sb.saveSettings({ endDate: '2000-12-31', dwzRules: 'WO2002' })).toEqual([]);
    sb.app.spreadsheet.calls.length = 0;
    sb.call('rochadeComputeTeamTable');
    expect(sb.app.ui.alerts).toEqual([]);
    expect(sb.app.spreadsheet.count('setValues')).toBe(1);
    const g = sheet.snapshot();
    // the report's team players table, then We
    expect(g[0]?.slice(9, 16)).toEqual(['Pts', 'G', 'Ø Bd', 'Rp', 'new', '+/-', 'We']);
    expect(g[1]?.slice(9, 16)).toEqual([5, 6, 1.57, 2024, 2087, -13, 4.57]);
    expect(g[2]?.slice(9, 12)).toEqual([1.5, 2, 3.67]);
    // Re-run in place.
    const first = sheet.snapshot();
    sb.call('rochadeComputeTeamTable');
    expect(sheet.snapshot()).toEqual(first);
  });

  test('an unreadable cell is one alert in A1 notation, nothing written', () => {
    const sb = loadSandbox(built);
    typeIntoActiveSheet(sb, [TEAM[0] ?? [], ['B', '2100-9', '1 x 2300']], 'A2');
    sb.call('rochadeComputeTeamTable');
    expect(sb.app.ui.alerts[0]).toMatch(/^C2: found "1 x 2300", expected/);
    expect(sb.app.spreadsheet.count('setValues')).toBe(0);
  });
});
