// League rule sets as data (core/team/league/ruleSets.ts) on a real BMM table and on small hand-built
// events: forfeit score, boards both teams left empty, minimum boards, a drawn match decided by the
// Berliner Wertung, BW over the first k boards, a bye as drawn match, lots and play-off marked.
import { parseLeagueCells } from '../../../../core/formats/index.ts';
import { describe, expect, test } from 'vitest';
import {
  berlinerMatches,
  computeLeagueStandings,
  formatLeaguePlace,
  leagueTableEvent,
  type LeagueRuleSetId,
  type TeamEvent,
  type TeamMatch,
} from '../../../../core/team/index.ts';
import { leagueFixtureCells, leagueTableOf } from '../../../support/leagueFixtures.ts';

const cells = leagueFixtureCells('bmm-klasse-staffel95.csv');
const table = leagueTableOf(cells);

const standings = (ev: TeamEvent, rules: LeagueRuleSetId, boardResults = false) => {
  const r = computeLeagueStandings(ev, { rules, boardResults });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

// The published final table (test/fixtures/league/README.md): place, MP, BP.
const BMM: readonly (readonly [string, number, number, number])[] = [
  ['SVG Läufer Reinickendorf 4', 1, 13, 36],
  ['SK Tempelhof 1931 2', 2, 11, 37.5],
  ['BSG 1827 Eckbauer 3', 3, 9, 28.5],
  ['TSG Oberschöneweide 5', 4, 7, 34.5],
  ['SV Rot-Weiß Neuenhagen 2', 5, 7, 34],
  ['Schachunion Berlin 2', 6, 7, 31],
  ['SF Siemensstadt 2', 7, 7, 29],
  ['SF Nord-Ost Berlin 5', 8, 6, 25],
  ['SV Berlin-Friedrichstadt 2', 9, 5, 26.5],
];

describe('BMM final table (published; rule set berlin)', () => {
  test('8 boards from the mirror cells; 36 matches; 4½:2½ and 1:6 read as one board left empty by both', () => {
    expect(table.boards).toBe(8);
    expect(table.matches).toHaveLength(36);
    // Boards both teams left empty: 2 × 8 board points less the two totals, two per board.
    const emptyBoards = (m: TeamMatch) => (m.totals ? (16 - m.totals.home - m.totals.away) / 2 : 0);
    const empty = table.matches.filter((m) => emptyBoards(m) > 0);
    const name = (id: number) => table.teams[id - 1]?.name;
    expect(empty.map((m) => [name(m.home), name(m.away), m.totals?.home, m.totals?.away])).toEqual([
      ['BSG 1827 Eckbauer 3', 'Schachunion Berlin 2', 9, 5],
      ['BSG 1827 Eckbauer 3', 'TSG Oberschöneweide 5', 2, 12],
    ]);
    expect(empty.map(emptyBoards)).toEqual([1, 1]);
  });

  test.each(BMM)('%s: place %d, %d MP, %d BP as published', (name, place, mp, bp) => {
    const s = standings(leagueTableEvent(table, 'berlin'), 'berlin');
    const row = s.rows.find((r) => table.teams[r.team - 1]?.name === name);
    expect([row?.rank, row?.rankTo, row?.matchPoints, row?.gamePoints]).toEqual([place, undefined, mp, bp]);
  });

  test('the forfeited match scores 4:0 under berlin, 8:0 where a league scores every board (german)', () => {
    const nordOst = table.teams.findIndex((t) => t.name === 'SF Nord-Ost Berlin 5') + 1;
    const bp = (rules: LeagueRuleSetId) =>
      standings(leagueTableEvent(table, rules), rules).rows.find((r) => r.team === nordOst)?.gamePoints;
    expect(bp('berlin')).toBe(25); // 21 over the board + 4
    expect(bp('german')).toBe(29); // 21 + 8
  });

  test('BW is left out for a crosstable (no board results), and said so', () => {
    const s = standings(leagueTableEvent(table, 'berlin'), 'berlin');
    expect(s.applied).toEqual(['GP']);
    expect(s.leftOut).toEqual(['BW']);
  });
});

/** A match from the home side's half-points per board (2 win, 1 draw, 0 loss); `e` = board empty on both sides. */
const match = (round: number, home: number, away: number, boards: string) => ({
  round,
  home,
  away,
  boards: [...boards].map((c, k) =>
    c === 'e'
      ? { board: k + 1, home: 0, away: 0, forfeit: true }
      : c === '+' || c === '-'
        ? { board: k + 1, home: c === '+' ? 2 : 0, away: c === '+' ? 0 : 2, forfeit: true }
        : { board: k + 1, home: Number(c), away: 2 - Number(c) },
  ),
});
const event = (
  teams: number,
  boards: number,
  matches: TeamEvent['matches'],
  extra: Partial<TeamEvent> = {},
) => ({
  name: 'test',
  teams: Array.from({ length: teams }, (_, i) => ({ id: i + 1, name: `T${i + 1}` })),
  rounds: 3,
  boards,
  matches,
  ...extra,
});

describe('Berliner Wertung on published board results', () => {
  // BMM 2018/19 R6 Landesliga, Berolina Mitte 1 – Tegel 3, 3:5 (README): hand calculation there.
  const berolina = match(1, 1, 2, '02101002');
  test('all 8 boards: 13 : 23', () => {
    expect(berlinerMatches(event(2, 8, [berolina]))[0]?.points).toEqual([13, 23]);
  });
  // Over boards 1-4 only (worth 4, 3, 2, 1): Tegel 4 + 1 + 1 = 6, Berolina 3 + 1 = 4.
  test('first 4 boards: 4 : 6', () => {
    expect(berlinerMatches(event(2, 8, [berolina]), 4)[0]?.points).toEqual([4, 6]);
  });
});

describe('a drawn match decided by the Berliner Wertung (bw-decides)', () => {
  // Feinwertung example (README): ½, 1, 0, ½ → 2:2, BW 5½ : 4½, M1 wins.
  const ev = event(2, 4, [match(1, 1, 2, '1201')]);
  test('M1 gets the won match under bw-decides, a drawn one under fide', () => {
    expect(standings(ev, 'bw-decides', true).rows.map((r) => [r.team, r.matchPoints])).toEqual([
      [1, 2],
      [2, 0],
    ]);
    expect(standings(ev, 'fide', true).rows.map((r) => r.matchPoints)).toEqual([1, 1]);
  });
});

// Four teams, 4 boards, two 2:2 matches: T1 (boards 1, 4) – T3 (2, 3), T2 (2, 3) – T4 (1, 4). All four:
// 1 MP, 2 BP, BW 4 + 1 = 3 + 2 = 5 (so BW/B4 = 5 too); BW over boards 1-2: T1, T4 2, T2, T3 1.
const level = event(4, 4, [match(1, 1, 3, '2002'), match(1, 2, 4, '0220')]);

describe('ties the list leaves: lots and play-off shown as such, never ordered', () => {
  test('schleswig-holstein: BW, BW/B4, BW/B2 split the four into two pairs for lots', () => {
    const s = standings(level, 'schleswig-holstein', true);
    expect(s.applied).toEqual(['GP', 'BW', 'BW/B4', 'BW/B2']);
    expect(s.rows.map((r) => [r.team, formatLeaguePlace(r)])).toEqual([
      [1, '1-2 (lots)'],
      [4, '1-2 (lots)'],
      [2, '3-4 (lots)'],
      [3, '3-4 (lots)'],
    ]);
    expect(s.rows.map((r) => formatLeaguePlace(r, 'de'))).toEqual([
      '1-2 (Los)',
      '1-2 (Los)',
      '3-4 (Los)',
      '3-4 (Los)',
    ]);
  });
  test('bundesliga: MP and BP equal → a play-off', () => {
    const s = standings(level, 'bundesliga', true);
    expect(s.rows.every((r) => r.decider === 'playoff' && r.rank === 1 && r.rankTo === 4)).toBe(true);
    expect(
      formatLeaguePlace(s.rows[0] ?? { rank: 0, team: 0, matchPoints: 0, gamePoints: 0, values: {} }),
    ).toBe('1-4 (play-off)');
    expect(
      formatLeaguePlace(s.rows[0] ?? { rank: 0, team: 0, matchPoints: 0, gamePoints: 0, values: {} }, 'de'),
    ).toBe('1-4 (Stichkampf)');
  });
  test('german (MP, BP, BW): all four stay tied and share the places', () => {
    expect(standings(level, 'german', true).rows.map((r) => formatLeaguePlace(r))).toEqual([
      '1-4',
      '1-4',
      '1-4',
      '1-4',
    ]);
  });
});

describe('minimum boards (option): a team fielding fewer than half the boards scores nothing', () => {
  // 8 boards: home fields boards 1-3 and wins them; away fields 1-5 (4, 5 won by forfeit); 6-8 empty.
  // Over the board 3 : 2 for home; home fielded 3 < 4 boards, so it scores 0 and loses.
  const ev = event(2, 8, [match(1, 1, 2, '222--eee')]);
  const withMinBoards = () => {
    const r = computeLeagueStandings(ev, {
      rules: 'fide',
      boardResults: true,
      options: { minBoards: 'half' },
    });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  test('fide: home wins 3 : 2; with minBoards: home 0, away 2 and the match', () => {
    expect(standings(ev, 'fide', true).rows.map((r) => [r.team, r.matchPoints, r.gamePoints])).toEqual([
      [1, 2, 3],
      [2, 0, 2],
    ]);
    expect(withMinBoards().rows.map((r) => [r.team, r.matchPoints, r.gamePoints])).toEqual([
      [2, 2, 2],
      [1, 0, 0],
    ]);
  });
  // HSV TO § 21 (hamburg): 3 and 2 board points are both below half of 8 boards: 0 MP each.
  test('hamburg: neither reaches 4 of 8, so neither scores a match point', () => {
    expect(standings(ev, 'hamburg', true).rows.map((r) => [r.team, r.matchPoints, r.gamePoints])).toEqual([
      [1, 0, 3],
      [2, 0, 2],
    ]);
  });
});

describe('a bye as drawn match (option)', () => {
  const ev = event(3, 4, [match(1, 1, 2, '2211')], { byes: [{ round: 1, team: 3 }] });
  test('default: a won match on every board (C.07 12); option bye=draw: 1 MP, half the boards', () => {
    const row = (o?: { bye: 'draw' }) => {
      const r = computeLeagueStandings(ev, {
        rules: 'fide',
        boardResults: true,
        ...(o ? { options: o } : {}),
      });
      if (!r.ok) throw new Error(r.error.message);
      const t3 = r.value.rows.find((x) => x.team === 3);
      return [t3?.matchPoints, t3?.gamePoints];
    };
    expect(row()).toEqual([2, 4]);
    expect(row({ bye: 'draw' })).toEqual([1, 2]);
  });
});

describe('Hamburg, HSV Turnierordnung § 21: match points against half the boards', () => {
  // HMM, HSK 27 – Bergedorf 3½ : 3½ (8 boards, one board left empty on both sides), reported by
  // HSK 27 (hsk27.de, "Kurios: gegen Bergedorf gibt es kein Gewinner, nur 0:0"): § 21 scores it 0 : 0,
  // as neither team reached 4 board points; a 4 : 3 (one board empty) would have been 1 : 0.
  const cells = [
    ['HSK 27', '*', '3½', '4'],
    ['Bergedorf', '3½', '*', '4'],
    ['Third', '4', '4', '*'],
  ];
  const parsedHh = parseLeagueCells(cells, { boards: 8 });
  if (!parsedHh.ok) throw new Error(JSON.stringify(parsedHh.error));
  const hh = parsedHh.value.table;
  const mp = (rules: LeagueRuleSetId) =>
    standings(leagueTableEvent(hh, rules), rules).rows.map((r) => [
      hh.teams[r.team - 1]?.name,
      r.matchPoints,
    ]);
  test('3½ : 3½ → 0 : 0 MP under hamburg, 1 : 1 under berlin; the 4 : 4 draws stay 1 : 1', () => {
    // 3½ + 3½ of 8 boards: one board left empty by both.
    expect(hh.matches[0]).toMatchObject({ home: 1, away: 2, totals: { home: 7, away: 7 } });
    expect(mp('hamburg')).toEqual([
      ['Third', 2],
      ['HSK 27', 1],
      ['Bergedorf', 1],
    ]);
    expect(mp('berlin')).toEqual([
      ['Third', 2], // 8 BP
      ['HSK 27', 2], // 7½ BP, shares place 2 with Bergedorf
      ['Bergedorf', 2],
    ]);
  });
  // Durchführungsbestimmungen HMM 2024, Basisklasse (4 boards, "abweichend zu § 21 TO"): more than 2
  // BP = 2 MP, 2 BP = 1 MP, fewer = 0 MP. A 1½ : 1½ with one board empty on both sides: 0 : 0;
  // 2 : 1 (one board empty): 1 : 0; 2½ : ½: 2 : 0.
  test.each([
    ['1½', '1½', 0, 0],
    ['2', '1', 1, 0],
    ['2½', '½', 2, 0],
    ['2', '2', 1, 1],
  ])('4 boards, %s : %s → %d : %d MP', (x, y, a, b) => {
    const p = parseLeagueCells(
      [
        ['A', '*', x],
        ['B', y, '*'],
      ],
      { boards: 4 },
    );
    if (!p.ok) throw new Error(JSON.stringify(p.error));
    const rows = standings(leagueTableEvent(p.value.table, 'hamburg'), 'hamburg').rows;
    expect([1, 2].map((t) => rows.find((r) => r.team === t)?.matchPoints)).toEqual([a, b]);
  });
});
