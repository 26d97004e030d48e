// A team's registered players read from a Swiss-Chess (.SWT) or Swiss-Manager (.TUMX) team file, for
// /arbiter team import: files the project writes from the published layouts, and the real files of
// other programs under ../shared/formats when present (the SWT compared with swtparser.js's reading).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { teamFilePlayers } from '../../../bot/handlers/teamSeason.ts';
import { UserError } from '../../../bot/errors.ts';
import { writeSwissManager } from '../../support/swissManagerWriter.ts';
import { writeSwt } from '../../support/swtWriter.ts';

const refusal = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof UserError) return e.key;
    throw e;
  }
  return 'none';
};

const SWT_TEAMS = writeSwt({
  name: 'Mannschaftsmeldung',
  rounds: 1,
  pairedRounds: 0,
  boards: 2,
  players: [
    { name: 'Weiß,Jürgen', team: 2 },
    { name: 'Größer,Anna', team: 1 },
    { name: 'Öztürk,Carl', team: 2 },
    { name: 'Müller,Ben', team: 1 },
  ],
  pairings: [[], [], [], []],
  teams: [
    { name: 'SK Kiel 3', pairings: [] },
    { name: 'Schachfreunde Kiel', pairings: [] },
  ],
});

describe('registered players from a team file', () => {
  test('Swiss-Chess: the team found by the club team’s or the league team’s name, in the file’s order', () => {
    expect(teamFilePlayers(SWT_TEAMS, ['sk kiel 3'])).toEqual({
      names: ['Größer,Anna', 'Müller,Ben'],
      format: 'Swiss-Chess',
    });
    // Names as other programs write them: "SK Kiel III" for the club's "SK Kiel 3", other spacing.
    expect(teamFilePlayers(SWT_TEAMS, ['SK Kiel III'])?.names).toEqual(['Größer,Anna', 'Müller,Ben']);
    expect(teamFilePlayers(SWT_TEAMS, ['SK Kiel 1', 'Schachfreunde  Kiel'])?.names).toEqual([
      'Weiß,Jürgen',
      'Öztürk,Carl',
    ]);
  });

  test('Swiss-Manager: the roster order of the team record', () => {
    const tumx = writeSwissManager({
      type: 3,
      name: 'Kreisklasse',
      rounds: 1,
      boards: 2,
      teams: ['SK Kiel 4', 'SG Dänischenhagen'],
      players: [
        { last: 'Krämer', first: 'Eve', team: 1, board: 2 },
        { last: 'Schäfer', first: 'Dora', team: 1, board: 1 },
        { last: 'Hansen', first: 'Dörte', team: 2, board: 1 },
      ],
      games: [[]],
      matches: [[]],
    }).bytes;
    expect(teamFilePlayers(tumx, ['SK Kiel 4'])?.names).toEqual(['Schäfer, Dora', 'Krämer, Eve']);
  });

  test.each([
    ['a team the file does not have', () => teamFilePlayers(SWT_TEAMS, ['SK Kiel 4']), 'teamNotInFile'],
    [
      'an individual tournament file',
      () =>
        teamFilePlayers(
          writeSwt({
            name: 'Open',
            rounds: 1,
            pairedRounds: 0,
            players: [{ name: 'Weiß,Jürgen' }],
            pairings: [[]],
          }),
          ['SK Kiel 3'],
        ),
      'teamFileNoTeams',
    ],
    [
      'a damaged binary file',
      () => teamFilePlayers(SWT_TEAMS.subarray(0, 5000), ['SK Kiel 3']),
      'importFailed',
    ],
  ])('refused: %s', (_, f, key) => {
    expect(refusal(f)).toBe(key);
  });

  test('a text list is left to the list reader', () => {
    expect(
      teamFilePlayers(new TextEncoder().encode('Größer, Anna\nMüller, Ben\n'), ['SK Kiel 3']),
    ).toBeUndefined();
  });
});

const SHARED = new URL('../../../../shared/formats/', import.meta.url);
const swtTeam = new URL('swt/SwissTeam.SWT', SHARED);
const tumxTeam = new URL('swiss-manager/fexerj_swiss_team_93players.TUMX', SHARED);

describe.skipIf(!existsSync(swtTeam))('real Swiss-Chess team file (../shared/formats)', () => {
  test('SwissTeam.SWT: every team’s players are those swtparser.js gives that team (field 2016)', () => {
    const bytes = new Uint8Array(readFileSync(swtTeam));
    const json = JSON.parse(readFileSync(new URL('swt/SwissTeam.swtparser.json', SHARED), 'utf8')) as {
      players: Record<string, string | number>[];
      teams: Record<string, string | number>[];
    };
    expect(json.teams).toHaveLength(10);
    json.teams.forEach((team, k) => {
      const name = String(team['1000']).trim();
      const want = json.players.filter((p) => p['2016'] === k + 1).map((p) => String(p['2000']).trim());
      const got = teamFilePlayers(bytes, [name]);
      expect(got?.format).toBe('Swiss-Chess');
      expect([...(got?.names ?? [])].sort(), name).toEqual([...want].sort());
    });
  });
});

describe.skipIf(!existsSync(tumxTeam))('real Swiss-Manager team file (../shared/formats)', () => {
  test('fexerj_swiss_team_93players.TUMX: the refusal names the teams; each team’s players, none twice', () => {
    const bytes = new Uint8Array(readFileSync(tumxTeam));
    let teams: string[] = [];
    try {
      teamFilePlayers(bytes, ['no such team']);
    } catch (e) {
      if (!(e instanceof UserError) || e.key !== 'teamNotInFile') throw e;
      teams = String(e.params.teams).split(', ');
    }
    expect(teams.length).toBeGreaterThan(1);
    let total = 0;
    for (const team of teams) {
      const names = teamFilePlayers(bytes, [team])?.names ?? [];
      expect(names.length, team).toBeGreaterThan(0);
      expect(new Set(names).size, team).toBe(names.length);
      total += names.length;
    }
    // The file's 93 players, each on one team.
    expect(total).toBe(93);
  });
});
