import { describe, expect, test } from 'vitest';
import { parseLeagueCells } from '../../../core/formats/league/crosstable.ts';
import { MP_2_1_0 } from '../../../core/team/league/matchPoints.ts';
import { computeLeagueStandings } from '../../../core/team/league/standings.ts';
import { leagueToTeamEvent } from '../../../core/team/league/toTeamEvent.ts';
import { leagueFixtureCells } from '../../support/leagueFixtures.ts';

// Landesliga Sachsen-Anhalt 2011/12, Staffel A, after round 2 (test/fixtures/league/README.md).
const parsed = parseLeagueCells(leagueFixtureCells('landesliga-sachsen-anhalt-2011-12-a-round2.csv'));
if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
const table = parsed.value.table;
const ev = leagueToTeamEvent(table, MP_2_1_0);

// Hand calculation from the ten published results: [team, MP, BP].
const TOTALS: readonly (readonly [string, number, number])[] = [
  ['TSG Guts Muths Quedlinburg', 0, 3],
  ['Burger Schachclub SW', 4, 12],
  ['TSG Calbe', 2, 9],
  ['VfB 07 Lettin', 0, 3],
  ['SV Rochade Magdeburg II', 3, 9.5],
  ['SV Rochade Magdeburg III', 3, 9.5],
  ['SK Oschersleben', 0, 4.5],
  ['SV Lok Aschersleben', 3, 10],
  ['USC Magdeburg II', 2, 8],
  ['SV Aufbau Bernburg', 3, 11.5],
];

describe('Landesliga Sachsen-Anhalt 2011/12 A after round 2 (published results)', () => {
  test('8 boards inferred from the mirror cells, ten matches, header row and name column', () => {
    expect(table.boards).toBe(8);
    expect(table.matches).toHaveLength(10);
    expect(table.teams[4]?.name).toBe('SV Rochade Magdeburg II');
    expect(parsed.value.layout.headerRow).toBe(0);
  });

  test.each(TOTALS)('%s: %d MP, %d BP (2-1-0)', (name, mp, bp) => {
    const german = computeLeagueStandings(ev, { rules: 'german', boardResults: false });
    if (!german.ok) throw new Error(german.error.message);
    const id = table.teams.findIndex((t) => t.name === name) + 1;
    const row = german.value.rows.find((r) => r.team === id);
    expect(row?.matchPoints).toBe(mp);
    expect(row?.gamePoints).toBe(bp);
  });

  // German order: MP, BP, direct encounter (Rochade II – III drew 4:4; Quedlinburg and Lettin have
  // not met), Berliner Wertung left out (no board-by-board results in a crosstable).
  test('German order: places by hand, shared places 4-5 and 9-10', () => {
    const r = computeLeagueStandings(ev, { rules: 'german', boardResults: false });
    if (!r.ok) throw new Error(r.error.message);
    const places = r.value.rows.map((x) => [table.teams[x.team - 1]?.name, x.rank, x.rankTo ?? x.rank]);
    expect(places).toEqual([
      ['Burger Schachclub SW', 1, 1],
      ['SV Aufbau Bernburg', 2, 2],
      ['SV Lok Aschersleben', 3, 3],
      ['SV Rochade Magdeburg II', 4, 5],
      ['SV Rochade Magdeburg III', 4, 5],
      ['TSG Calbe', 6, 6],
      ['USC Magdeburg II', 7, 7],
      ['SK Oschersleben', 8, 8],
      ['TSG Guts Muths Quedlinburg', 9, 10],
      ['VfB 07 Lettin', 9, 10],
    ]);
    expect(r.value.leftOut).toEqual(['BW']);
  });

  // FIDE C.07 13.2 EMGSB: Quedlinburg 4 × 2.5 + 3 × 0.5 = 11.5, Lettin 2 × 0.5 + 3 × 2.5 = 8.5;
  // Rochade II 3 × 4 + 0 × 5.5 = 12 = Rochade III 3 × 4 + 0 × 5.5.
  test('FIDE order: EMGSB splits Quedlinburg (11.5) from Lettin (8.5), not Rochade II / III (12, 12)', () => {
    const r = computeLeagueStandings(ev, { rules: 'fide', boardResults: false });
    if (!r.ok) throw new Error(r.error.message);
    const by = (name: string) =>
      r.value.rows.find((x) => x.team === table.teams.findIndex((t) => t.name === name) + 1);
    expect(by('TSG Guts Muths Quedlinburg')?.values['EMGSB']).toBe(11.5);
    expect(by('VfB 07 Lettin')?.values['EMGSB']).toBe(8.5);
    expect(by('TSG Guts Muths Quedlinburg')?.rank).toBe(9);
    expect(by('VfB 07 Lettin')?.rank).toBe(10);
    expect(by('SV Rochade Magdeburg II')?.rankTo).toBe(5);
  });
});
