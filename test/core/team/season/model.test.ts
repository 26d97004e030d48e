// A league season with players: line-ups against the Meldeliste, per-player statistics, and the
// DWZ of the season as one whole-tournament evaluation over all board games.
import { describe, expect, test } from 'vitest';
import {
  checkLineups,
  computeLeagueStandings,
  computeSeasonPlayers,
  seasonToTeamEvent,
  type LeagueSeason,
  type SeasonResult,
} from '../../../../core/team/index.ts';

// Player B of DSB-Wertungsordnung 2002, Anhang 1.1 / 1.2 (test/fixtures/league/README.md), on board 1
// of a one-board league: opponents 2300 (0), 2000 (½), 1900 (½), 1500 (1), 1632 (1), 1314 (1), then a
// forfeit win. Printed there: W = 4, We = 4.57, Rp = 2024, Rn = 2087.
const OPPONENTS: readonly (readonly [number, SeasonResult])[] = [
  [2300, '0-1'],
  [2000, '1/2-1/2'],
  [1900, '1/2-1/2'],
  [1500, '1-0'],
  [1632, '1-0'],
  [1314, '1-0'],
  [1700, '+:-'],
];
const woSeason: LeagueSeason = {
  name: 'WO 2002 Anhang 1.2 as a league',
  rounds: OPPONENTS.length,
  boards: 1,
  endDate: '2000-12-31',
  teams: [
    {
      id: 1,
      name: 'Team B',
      players: [
        { id: 'B', name: 'B', dwz: { rating: 2100, index: 9 } },
        { id: 'R', name: 'Reserve' },
      ],
    },
    ...OPPONENTS.map(([rating], k) => ({
      id: k + 2,
      name: `Opponents ${k + 1}`,
      players: [{ id: `o${k + 1}`, name: `O${k + 1}`, dwz: { rating, index: 10 } }],
    })),
  ],
  matches: OPPONENTS.map(([, result], k) => ({
    round: k + 1,
    home: 1,
    away: k + 2,
    games: [result === '+:-' ? { home: 'B', result } : { home: 'B', away: `o${k + 1}`, result }],
  })),
};

describe('per-player statistics and the season DWZ (WO 2002 Anhang 1.2, player B)', () => {
  const r = computeSeasonPlayers(woSeason, { rules: 'WO2002' });
  if (!r.ok) throw new Error(r.error.message);
  const b = r.value.find((p) => p.id === 'B');
  test('6 games over the board and one forfeit win: 5 points, 71.4 %', () => {
    expect([b?.games, b?.forfeitWins, b?.points, b?.percentage, b?.boards.length]).toEqual([
      6, 1, 10, 71.4, 7,
    ]);
  });
  test('one evaluation over all board games: We 4.57, Rp 2024, Rn 2087 (−13), as printed', () => {
    expect([b?.We, b?.performance, b?.newDwz, b?.change]).toEqual([4.57, 2024, 2087, -13]);
  });
  test('a registered player without a game is listed with a note', () => {
    expect(r.value.find((p) => p.id === 'R')).toMatchObject({
      games: 0,
      points: 0,
      no: 2,
      note: 'no game over the board',
    });
  });
  test('the season is also a team event: Team B wins 6 matches of 7 (MP 2-1-0: 12)', () => {
    const s = computeLeagueStandings(seasonToTeamEvent(woSeason), { rules: 'german', boardResults: true });
    expect(s.ok && s.value.rows.find((x) => x.team === 1)?.matchPoints).toBe(2 * 4 + 1 * 2);
  });
});

// Two boards; team 1's list a1, a2, a3; team 2's list b1, b2.
const lineupSeason: LeagueSeason = {
  name: 'line-ups',
  rounds: 2,
  boards: 2,
  teams: [
    { id: 1, name: 'A', players: ['a1', 'a2', 'a3'].map((id) => ({ id, name: id })) },
    { id: 2, name: 'B', players: ['b1', 'b2'].map((id) => ({ id, name: id })) },
  ],
  matches: [
    {
      round: 1,
      home: 1,
      away: 2,
      games: [
        { home: 'a3', away: 'b1', result: '1-0' },
        { home: 'a1', away: 'zz', result: '0-1' },
      ],
    },
    {
      round: 2,
      home: 2,
      away: 1,
      games: [
        { home: 'b2', away: 'a1', result: '1/2-1/2' },
        { home: 'a2', away: 'a1', result: '1/2-1/2' },
      ],
    },
  ],
};

describe('line-ups against the registered board order (Hamburg TO § 15)', () => {
  const w = checkLineups(lineupSeason);
  test.each([
    ['boardOrder', 0, 'home', 2, 'a1 (no. 1) plays below a3 (no. 3) on board 1'],
    ['notRegistered', 0, 'away', 2, "zz is in no team's list"],
    ['otherTeam', 1, 'home', 2, 'a2 is registered for A'],
    ['twice', 1, 'away', 2, 'a1 already plays on board 1'],
  ] as const)('%s: match %i, %s, board %i: %s', (kind, match, side, board, text) => {
    const hit = w.find((x) => x.kind === kind);
    expect(hit).toMatchObject({ match, side, board, path: ['matches', match, 'boards', board - 1, side] });
    expect(hit?.message).toContain(text);
  });
  test('exactly these four; an ordered line-up with a substitute further down is fine', () => {
    expect(w).toHaveLength(4);
    // b2 on board 1 alone (b1 absent) keeps the order: no warning for team 2 in round 2.
    expect(w.filter((x) => x.team === 2 && x.kind === 'boardOrder')).toEqual([]);
  });
});
