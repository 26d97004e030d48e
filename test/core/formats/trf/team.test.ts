// TRF-2026 team files (310 records) read as team events; hand-built files, columns as in the
// TRF-2026 team section (310: 5-7 team, 9-40 name, 55-60 MP, 62-67 GP, 69-71 rank, ids from 74).
import { computeTeamStandings } from '../../../../core/team/index.ts';
import { describe, expect, test } from 'vitest';
import { parseTrfTeam } from '../../../../core/formats/trf/team.ts';
import { line001 } from '../../../support/trfLine.ts';

function line310(
  team: number,
  name: string,
  mp: string,
  gp: string,
  rank: number,
  ids: readonly number[],
): string {
  return (
    `310 ${String(team).padStart(3)} ${name.padEnd(32)} ${''.padEnd(5)} ${''.padStart(6)} ${mp.padStart(6)} ${gp.padStart(6)} ${String(rank).padStart(3)}  ` +
    ids.map((i) => String(i).padStart(4)).join(' ')
  );
}

// Three teams of two boards, two rounds. Round 1: A-B (1-3 1-0, 4-2 draw: A 1½-½), C bye. Round 2:
// C-A (5-1 0-1, 2-6 forfeit win for 2: A 2-0), B bye. Hand count with a bye worth 1 match point
// (as the 310 records say): A 2 + 2 = 4 MP, 3.5 GP; B 0 + 1 = 1 MP, 0.5 + 2 = 2.5 GP; C 1 + 0 = 1 MP, 2 GP.
const FILE = [
  '012 Team test',
  line310(1, 'Team A', '4.0', '3.5', 1, [1, 2]),
  line310(2, 'Team B', '1.0', '2.5', 2, [3, 4]),
  line310(3, 'Team C', '1.0', '2.0', 3, [5, 6]),
  line001(1, { points: '2.0', cells: ['   3 w 1', '   5 b 1'] }),
  line001(2, { points: '1.5', cells: ['   4 b =', '   6 w +'] }),
  line001(3, { points: '1.0', cells: ['   1 b 0', '0000 - U'] }),
  line001(4, { points: '1.5', cells: ['   2 w =', '0000 - U'] }),
  line001(5, { points: '1.0', cells: ['0000 - U', '   1 w 0'] }),
  line001(6, { points: '1.0', cells: ['0000 - U', '   2 b -'] }),
].join('\n');

describe('parseTrfTeam', () => {
  const r = parseTrfTeam(FILE);
  if (!r.ok) throw new Error(JSON.stringify(r.error));

  test('teams, line-ups and recorded points from the 310 records', () => {
    expect(
      r.value.teams.map((t) => [t.team, t.name, t.players, t.matchPoints, t.gamePoints, t.rank]),
    ).toEqual([
      [1, 'Team A', [1, 2], 8, 7, 1],
      [2, 'Team B', [3, 4], 2, 5, 2],
      [3, 'Team C', [5, 6], 2, 4, 3],
    ]);
  });

  test('matches board by board from the games; a forfeit marked; team byes', () => {
    expect(r.value.event.matches).toEqual([
      {
        round: 1,
        home: 1,
        away: 2,
        boards: [
          { board: 1, home: 2, away: 0 },
          { board: 2, home: 1, away: 1 },
        ],
      },
      {
        round: 2,
        home: 3,
        away: 1,
        boards: [
          { board: 1, home: 0, away: 2 },
          { board: 2, home: 0, away: 2, forfeit: true },
        ],
      },
    ]);
    expect(r.value.event.byes).toEqual([
      { round: 2, team: 2 },
      { round: 1, team: 3 },
    ]);
  });

  test('TRF-2026 300: a team out of its 310 board order has its boards as the line says', () => {
    // Round 1, team 1 fields player 2 on board 1 and player 1 on board 2 (against 3 and 4).
    const out = parseTrfTeam(`${FILE}\n300 001 001 002    2    1`);
    if (!out.ok) throw new Error(JSON.stringify(out.error));
    // Board 1 is now 4 (White) - 2 drawn: team B, White on board 1, is named first (C.04.6 1.6.1).
    expect(out.value.event.matches[0]).toEqual({
      round: 1,
      home: 2,
      away: 1,
      boards: [
        { board: 1, home: 1, away: 1 },
        { board: 2, home: 0, away: 2 },
      ],
    });
  });

  test('TRF-2026 240 in a team file: team C given a half-point bye in round 1 scores a drawn match', () => {
    const text = `${FILE.split('\n')
      .map((l) => (/^001 {4}[56] /.test(l) ? l.replace('0000 - U', '0000 - H') : l))
      .join('\n')}\n240 H   1    3`;
    const half = parseTrfTeam(text);
    if (!half.ok) throw new Error(JSON.stringify(half.error));
    expect(half.value.event.byes).toContainEqual({ round: 1, team: 3, kind: 'H' });
    const rows = computeTeamStandings(half.value.event, { primary: 'MP', tiebreaks: [] });
    if (!rows.ok) throw new Error(rows.error.message);
    // Round 1: 1 match point (a draw) and ½ + ½ game points; round 2: lost 0-2.
    expect(rows.value.find((x) => x.team === 3)).toMatchObject({ matchPoints: 1, gamePoints: 1 });
  });

  test('TRF-2026 300 naming a player of another team: a located error', () => {
    const bad = parseTrfTeam(`${FILE}\n300 001 001 002    2    3`);
    expect(bad.ok ? undefined : bad.error).toMatchObject({
      kind: 'badValue',
      line: 11,
      column: 22,
      found: '   3',
    });
  });

  test('team standings reproduce the match and game points of the 310 records', () => {
    const rows = computeTeamStandings(r.value.event, { primary: 'MP', tiebreaks: [] });
    if (!rows.ok) throw new Error(rows.error.message);
    for (const t of r.value.teams) {
      const row = rows.value.find((x) => x.team === t.team);
      expect([t.team, row?.matchPoints, row?.gamePoints]).toEqual([
        t.team,
        t.matchPoints! / 2,
        t.gamePoints! / 2,
      ]);
    }
  });

  test.each([
    [
      'a member id that is no player',
      FILE.replace(
        line310(3, 'Team C', '1.0', '2.0', 3, [5, 6]),
        line310(3, 'Team C', '1.0', '2.0', 3, [5, 9]),
      ),
      { kind: 'unknownPlayer', line: 4, column: 79, found: '9' },
    ],
    [
      'a player in two teams',
      FILE.replace(
        line310(3, 'Team C', '1.0', '2.0', 3, [5, 6]),
        line310(3, 'Team C', '1.0', '2.0', 3, [5, 1]),
      ),
      { kind: 'duplicatePlayer', line: 4, column: 79 },
    ],
    [
      'match points that do not read',
      FILE.replace(
        line310(1, 'Team A', '4.0', '3.5', 1, [1, 2]),
        line310(1, 'Team A', '4,x', '3.5', 1, [1, 2]),
      ),
      { kind: 'badPoints', line: 2, column: 55 },
    ],
    [
      'a team number used twice',
      FILE.replace(
        line310(2, 'Team B', '1.0', '2.5', 2, [3, 4]),
        line310(1, 'Team B', '1.0', '2.5', 2, [3, 4]),
      ),
      { kind: 'duplicateId', line: 3, column: 5 },
    ],
  ])('%s: a located error', (_, text, error) => {
    const bad = parseTrfTeam(text);
    expect(bad.ok ? undefined : bad.error).toMatchObject({ format: 'trf', ...error });
  });
});
