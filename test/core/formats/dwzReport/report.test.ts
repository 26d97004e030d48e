// The DWZ submission's checks (DSB-Wertungsordnung 6.1) and its element tree (DSB_DWZ_TournamentReport
// 2.5 as the published exporters write it: ChessLeagueManager db_dsb_xml_export.php).
import { describe, expect, test } from 'vitest';
import {
  describeDwzReportProblem,
  makeDwzReport,
  type DwzReportMeta,
  type XmlElement,
} from '../../../../core/formats/dwzReport/index.ts';
import type { Tournament } from '../../../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../../../core/tournament/pointSystem.ts';

const META: DwzReportMeta = {
  creationDate: '2026-11-27T10:00:00Z',
  fileUUID: '00000000-0000-4000-8000-000000000001',
  tournamentUUID: '00000000-0000-4000-8000-000000000002',
  sender: 'Turnierleiter',
  system: 'Rochade test',
};

/** Three players, two rounds: a played game, a forfeit, a withdrawal after round 1, a bye. */
const READY: Tournament = {
  name: 'Vereinsmeisterschaft 2026',
  kind: 'swiss',
  rounds: 2,
  city: 'Musterstadt',
  startDate: '2026-09-01',
  endDate: '2026-09-08',
  timeControl: '90 min + 30 s',
  roundDates: ['2026-09-01', '2026-09-08'],
  players: [
    {
      id: 1,
      name: 'Müller, Jürgen',
      birthYear: 1967,
      zps: 'C0327',
      memberNumber: '1012',
      fideId: '4611970',
      fide: 2245,
      sex: 'm',
      club: 'SK Rochade',
    },
    { id: 2, name: 'Schöne, Käthe', birthDate: '2011-04-12' },
    { id: 3, name: 'Weiß, Jan', birthYear: 1985, memberNumber: '0007' },
  ],
  games: [
    { round: 1, white: 1, black: 2, result: '1/2-1/2', board: 1 },
    { round: 2, white: 2, black: 1, result: '+:-', board: 1 },
  ],
  unpaired: [{ round: 1, player: 3, kind: 'PAB' }],
  withdrawals: [{ player: 3, afterRound: 1 }],
  pointSystem: STANDARD_POINTS,
};

const child = (e: XmlElement, name: string): XmlElement | undefined =>
  e.children?.find((c) => c.name === name);
const names = (e: XmlElement | undefined): string[] => (e?.children ?? []).map((c) => c.name);
const texts = (e: XmlElement | undefined): Record<string, string | undefined> =>
  Object.fromEntries((e?.children ?? []).map((c) => [c.name, c.text]));

describe('makeDwzReport: the document', () => {
  const r = makeDwzReport(READY, META);
  const root = r.ok ? r.value : { name: '' };

  test('root, namespace and version 2.5; sections in the documented order', () => {
    expect(root.name).toBe('DSB_DWZ_TournamentReport');
    expect(root.attributes?.['xmlns']).toBe('http://www.schachbund.de/XMLSchema');
    expect(root.attributes?.['version']).toBe('2.5');
    expect(names(root)).toEqual(['header', 'tournament', 'players', 'games']);
    expect(names(child(root, 'header'))).toEqual(['creationDate', 'sender', 'system', 'fileUUID']);
  });

  test('tournament elements in order', () => {
    expect(texts(child(root, 'tournament'))).toEqual({
      tournamentUUID: META.tournamentUUID,
      label: 'Vereinsmeisterschaft 2026',
      tournamentType: 'SW',
      timecontrol: '90 min + 30 s',
      rounds: '2',
      startDate: '2026-09-01',
      endDate: '2026-09-08',
      location: 'Musterstadt',
    });
    expect(names(child(root, 'tournament'))).toEqual([
      'tournamentUUID',
      'label',
      'tournamentType',
      'timecontrol',
      'rounds',
      'startDate',
      'endDate',
      'location',
    ]);
  });

  test('players: every one (the withdrawn player kept), optional elements only when known', () => {
    const players = child(root, 'players')?.children ?? [];
    expect(players.map(names)).toEqual([
      [
        'tournamentPlayerNumber',
        'surname',
        'forename',
        'dobYear',
        'vkz',
        'numberClubMember',
        'club',
        'fideId',
        'fideRating',
        'sex',
      ],
      ['tournamentPlayerNumber', 'surname', 'forename', 'dobYear', 'dobDate'],
      ['tournamentPlayerNumber', 'surname', 'forename', 'dobYear', 'numberClubMember'],
    ]);
    expect(texts(players[0])).toMatchObject({
      surname: 'Müller',
      forename: 'Jürgen',
      vkz: 'C0327',
      numberClubMember: '1012',
      sex: 'm',
    });
    // dobYear from the birth date; a member number "0007" is the number 7.
    expect(texts(players[1])).toMatchObject({ dobYear: '2011', dobDate: '2011-04-12' });
    expect(texts(players[2])).toMatchObject({ numberClubMember: '7' });
  });

  test('games: round, date, players, points; forfeit as + / -; the bye is no game', () => {
    const games = child(root, 'games')?.children ?? [];
    expect(games.map(texts)).toEqual([
      {
        round: '1',
        date: '2026-09-01',
        tournamentPlayerNumberWhite: '1',
        tournamentPlayerNumberBlack: '2',
        pointWhite: '0.5',
        pointBlack: '0.5',
      },
      {
        round: '2',
        date: '2026-09-08',
        tournamentPlayerNumberWhite: '2',
        tournamentPlayerNumberBlack: '1',
        pointWhite: '+',
        pointBlack: '-',
      },
    ]);
  });

  test.each([
    ['roundRobin', 'SR'],
    ['doubleRoundRobin', 'SR'],
    ['knockout', 'SC'],
    ['teamMatch', 'TR'],
  ] as const)('kind %s → tournamentType %s', (kind, type) => {
    const d = makeDwzReport({ ...READY, kind }, META);
    expect(d.ok && texts(child(d.value, 'tournament'))['tournamentType']).toBe(type);
  });

  test('--type overrides (a team Swiss league)', () => {
    const d = makeDwzReport(READY, { ...META, type: 'TW' });
    expect(d.ok && texts(child(d.value, 'tournament'))['tournamentType']).toBe('TW');
  });

  test('a one-day tournament: the start date stands for every round', () => {
    const { roundDates: _, ...rest } = READY;
    const d = makeDwzReport({ ...rest, endDate: '2026-09-01' }, META);
    expect(d.ok && (child(d.value, 'games')?.children ?? []).map((g) => texts(g)['date'])).toEqual([
      '2026-09-01',
      '2026-09-01',
    ]);
  });
});

describe('makeDwzReport: each 6.1 failure, located', () => {
  test.each<[string, Tournament, string[]]>([
    ['no name', { ...READY, name: ' ' }, ['the tournament has no name']],
    ['no place', { ...READY, city: undefined }, ['the tournament has no place (city)']],
    ['no time control', { ...READY, timeControl: undefined }, ['the tournament has no time control']],
    [
      'no start/end date and no round dates',
      { ...READY, startDate: undefined, endDate: undefined, roundDates: undefined },
      [
        'the tournament has no start date (nor a date of round 1)',
        'the tournament has no end date (nor a date of the last round)',
        'round 1: no date for this round: add the round dates',
        'round 2: no date for this round: add the round dates',
      ],
    ],
    [
      'a player without a first name',
      { ...READY, players: READY.players.map((p) => (p.id === 3 ? { ...p, name: 'Weiß' } : p)) },
      ['player 3 "Weiß": no first name: write "Surname, Firstname"'],
    ],
    [
      'a player without birth year',
      { ...READY, players: READY.players.map((p) => (p.id === 1 ? { ...p, birthYear: undefined } : p)) },
      ['player 1 "Müller, Jürgen": no birth year'],
    ],
    [
      'a game without result or forfeit marking',
      { ...READY, games: [READY.games[0]!, { round: 2, white: 2, black: 1, result: '*' }] },
      ['round 2, game 2 - 1: no result: enter it, or mark a forfeit with + / -'],
    ],
    [
      'a round without a date',
      { ...READY, roundDates: ['2026-09-01'] },
      ['round 2: no date for this round: add the round dates'],
    ],
  ])('%s', (_, t, messages) => {
    const r = makeDwzReport(t, META);
    expect(r.ok ? [] : r.error.map(describeDwzReportProblem)).toEqual(messages);
  });

  test('start and end dates fall back to the first and last round dates', () => {
    const r = makeDwzReport({ ...READY, startDate: undefined, endDate: undefined }, META);
    expect(r.ok && texts(child(r.value, 'tournament'))).toMatchObject({
      startDate: '2026-09-01',
      endDate: '2026-09-08',
    });
  });

  test('a game of less than one move: decisive ones are reported as forfeits, a draw is a problem', () => {
    const games = [
      { round: 1, white: 1, black: 2, result: '1-0', unrated: true },
      { round: 2, white: 2, black: 1, result: '1/2-1/2', unrated: true },
    ] as const;
    const r = makeDwzReport({ ...READY, games: [games[0]] }, META);
    expect(
      r.ok &&
        (child(r.value, 'games')?.children ?? []).map((g) => [
          texts(g)['pointWhite'],
          texts(g)['pointBlack'],
        ]),
    ).toEqual([['+', '-']]);
    const d = makeDwzReport({ ...READY, games: [...games] }, META);
    expect(!d.ok && d.error.map((p) => p.kind)).toEqual(['unratedDraw']);
  });
});
