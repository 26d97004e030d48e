// The DWZ report of a league season (DSB_DWZ_TournamentReport 2.5: "a team league is reported as
// one document with all its board games"; forfeits + / -, DSB-Wertungsordnung 6.1; an empty board
// as noneWhitePlayer / noneBlackPlayer, as ChessLeagueManager's db_dsb_xml_export.php writes it).
import { describe, expect, test } from 'vitest';
import {
  describeDwzReportProblem,
  dwzReportTypeOf,
  makeLeagueDwzReport,
  type DwzReportMeta,
  type XmlElement,
} from '../../../../core/formats/dwzReport/index.ts';
import type { LeagueSeason } from '../../../../core/tournament/league.ts';

const META: DwzReportMeta = {
  creationDate: '2026-11-27T10:00:00Z',
  fileUUID: '00000000-0000-4000-8000-000000000001',
  tournamentUUID: '00000000-0000-4000-8000-000000000002',
  sender: 'Staffelleiter',
  system: 'Rochade test',
};

// Two teams of two boards, one round. Board 1 h1-a1 0-1; board 2: the away team left it empty (+:-).
const SEASON: LeagueSeason = {
  name: 'Kreisklasse',
  rounds: 1,
  boards: 2,
  city: 'Kiel',
  timeControl: '90 min + 30 s',
  roundDates: ['2026-01-10'],
  teams: [
    {
      id: 1,
      name: 'Heim',
      players: [
        { id: 'h1', name: 'Albers, Anna', birthYear: 1980 },
        { id: 'h2', name: 'Brandt, Ben', birthYear: 1990 },
      ],
    },
    { id: 2, name: 'Gast', players: [{ id: 'a1', name: 'Frank, Felix', birthYear: 1970 }] },
  ],
  matches: [
    {
      round: 1,
      home: 1,
      away: 2,
      games: [
        { home: 'h1', away: 'a1', result: '0-1' },
        { home: 'h2', result: '+:-' },
      ],
    },
  ],
};

const child = (e: XmlElement | undefined, name: string): XmlElement | undefined =>
  e?.children?.find((c) => c.name === name);
const texts = (e: XmlElement | undefined): string[] =>
  (e?.children ?? []).map((c) => `${c.name}=${c.text ?? ''}`);

describe('makeLeagueDwzReport', () => {
  test('every registered player; the game and the empty board in board order, forfeit + / -', () => {
    const r = makeLeagueDwzReport(SEASON, META);
    if (!r.ok) throw new Error(r.error.map(describeDwzReportProblem).join('; '));
    expect(child(child(r.value, 'tournament'), 'tournamentType')?.text).toBe('TR');
    expect(child(r.value, 'players')?.children).toHaveLength(3);
    const games = child(r.value, 'games')?.children ?? [];
    expect(games.map(texts)).toEqual([
      [
        'round=1',
        'date=2026-01-10',
        'tournamentPlayerNumberWhite=1',
        'tournamentPlayerNumberBlack=3',
        'pointWhite=0',
        'pointBlack=1',
      ],
      [
        'round=1',
        'date=2026-01-10',
        'tournamentPlayerNumberWhite=2',
        'noneBlackPlayer=true',
        'pointWhite=+',
        'pointBlack=-',
      ],
    ]);
  });

  test('WO 6.1 problems name the league file: no dates at all, a player without birth year', () => {
    const season: LeagueSeason = {
      ...SEASON,
      roundDates: [],
      teams: [SEASON.teams[0]!, { id: 2, name: 'Gast', players: [{ id: 'a1', name: 'Frank, Felix' }] }],
    };
    const r = makeLeagueDwzReport(season, META);
    expect(r.ok ? [] : r.error.map(describeDwzReportProblem)).toEqual([
      'the tournament has no start date (nor a date of round 1)',
      'the tournament has no end date (nor a date of the last round)',
      'teams[1].players[0], player 3 "Frank, Felix": no birth year',
      'round 1: no date for this round: add the round dates',
    ]);
  });
});

describe('dwzReportTypeOf: S for individual events, T for team events', () => {
  test.each([
    ['swiss', false, 'SW'],
    ['roundRobin', false, 'SR'],
    ['knockout', false, 'SC'],
    ['swiss', true, 'TW'],
    ['roundRobin', true, 'TR'],
    ['knockout', true, 'TC'],
  ] as const)('%s, team %s → %s', (kind, team, type) => {
    expect(dwzReportTypeOf(kind, team)).toBe(type);
  });
});
