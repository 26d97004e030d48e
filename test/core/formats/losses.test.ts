// What a conversion loses (issue 21: "convert keeps everything the target can hold and names what it
// cannot"): every kind of content is written by each writer and read back by its reader; what the
// registry says a target holds must come back, what it says is lost must not, and each loss is one entry.
import { describe, expect, test } from 'vitest';
import {
  CONTENT_KINDS,
  formatLosses,
  WRITE_TARGETS,
  type ContentKind,
  type WriteTarget,
} from '../../../core/formats/losses.ts';
import { makeTrf, parseTrf } from '../../../core/formats/trf/trf.ts';
import { makeCrosstable, parseCrosstable } from '../../../core/formats/crosstable/crosstable.ts';
import { makeSwissNotation, parseSwissNotation } from '../../../core/formats/notation/swissNotation.ts';
import {
  makeTournamentJson,
  tournamentFromJson,
  type TournamentJson,
} from '../../../core/formats/json/tournamentJson.ts';
import { STANDARD_POINTS } from '../../../core/tournament/pointSystem.ts';
import type { Tournament } from '../../../core/tournament/model.ts';
import type { TeamEvent } from '../../../core/tournament/team.ts';

/** Five players, three of four rounds played; every kind of player content on some players. */
const RICH: Tournament = {
  name: 'Vereinsmeisterschaft 2025',
  kind: 'swiss',
  rounds: 5,
  startDate: '2025-03-01',
  city: 'Kiel',
  roundDates: ['2025-03-01', '2025-03-08', '2025-03-15'],
  tiebreaks: ['BH', 'SB'],
  players: [
    {
      id: 1,
      name: 'Meier, Hans',
      title: 'FM',
      club: 'SK Kiel',
      federation: 'GER',
      fideId: '4600001',
      zps: 'C0327',
      memberNumber: '1088',
      birthDate: '1980-06-15',
      dwz: { rating: 2101, index: 62 },
      fide: 2150,
      sex: 'm',
    },
    {
      id: 2,
      name: 'Schulz, Eva',
      club: 'SK Kiel',
      birthYear: 1990,
      dwz: { rating: 1800, index: 21 },
      sex: 'w',
    },
    {
      id: 3,
      name: 'Wagner, Uwe',
      dwz: { rating: 1650 },
      residualGames: [{ opponentRating: 1700, score: 2 }],
    },
    { id: 4, name: 'Braun, Lea', fide: 1900, rank: 2 },
    { id: 5, name: 'Koch, Tim' },
  ],
  games: [
    { round: 1, white: 1, black: 2, result: '1-0', board: 1 },
    { round: 1, white: 3, black: 4, result: '-:+', board: 2 },
    { round: 2, white: 4, black: 1, result: '1/2-1/2' },
    { round: 2, white: 2, black: 5, result: '0-1' },
    { round: 3, white: 1, black: 5, result: '1-0' },
    { round: 3, white: 2, black: 4, result: '1-0', unrated: true },
  ],
  unpaired: [
    { round: 1, player: 5, kind: 'PAB' },
    { round: 2, player: 3, kind: 'HPB' },
    { round: 3, player: 3, kind: 'ZPB' },
  ],
  withdrawals: [{ player: 3, afterRound: 3 }],
  pointSystem: STANDARD_POINTS,
  schedule: 'recorded',
  // Round 5, not the round to be paired (4): TRF-2026 240 for that round reads back as its bye.
  byeRequests: [{ player: 4, round: 5, kind: 'HPB' }],
};

/** What RICH lacks: another point system, game numbers, two games in a round, a free round, history. */
const ODD: Tournament = {
  name: 'Blitz',
  kind: 'swiss',
  rounds: 2,
  players: [
    { id: 1, name: 'Meier, Hans', nationalRatings: [{ federation: 'AUT', rating: 1900 }] },
    { id: 2, name: 'Schulz, Eva' },
    { id: 3, name: 'Wagner, Uwe' },
  ],
  games: [
    { round: 1, white: 1, black: 2, result: '1/2-1/2', game: 1 },
    { round: 1, white: 2, black: 1, result: '1-0', game: 2, tiebreakGame: true },
    { round: 2, white: 3, black: 1, result: '0-1' },
  ],
  unpaired: [
    { round: 1, player: 3, kind: 'free' },
    { round: 2, player: 2, kind: 'PAB' },
  ],
  withdrawals: [],
  pointSystem: { ...STANDARD_POINTS, win: 6, draw: 2, absent: 1 },
  schedule: 'recorded',
  startListFrozen: true,
  resultCorrections: [{ round: 2, white: 3, black: 1, from: '1-0', to: '0-1' }],
  kept: [{ format: 'trf', index: 0, text: '### a comment' }],
};

const ONE_TEAM_MATCH: TeamEvent = {
  name: 'Liga',
  teams: [
    { id: 1, name: 'SC Rochade' },
    { id: 2, name: 'SK Turm' },
  ],
  rounds: 1,
  boards: 1,
  matches: [{ round: 1, home: 1, away: 2, boards: [{ board: 1, white: 1, black: 2, result: '1-0' }] }],
} as unknown as TeamEvent;

type Reader = (text: string) => Tournament;
const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const ROUND_TRIP: Readonly<Record<WriteTarget, { write: (t: Tournament) => string; read: Reader }>> = {
  trf: { write: (t) => makeTrf(t), read: (s) => unwrap(parseTrf(s)).tournament },
  json: {
    write: makeTournamentJson,
    read: (s) => unwrap(tournamentFromJson(JSON.parse(s) as TournamentJson)),
  },
  crosstable: {
    write: (t) => makeCrosstable(t, { format: 'csv' }),
    read: (s) => unwrap(parseCrosstable(s)).tournament,
  },
  notation: { write: makeSwissNotation, read: (s) => unwrap(parseSwissNotation(s)) },
};

/**
 * Kinds whose count is no content that survives a round trip: flags about how the target reads back
 * (a synthetic schedule, the system a crosstable implies, renumbering) or a limit of one target.
 */
const NOT_COUNTED: ReadonlySet<ContentKind> = new Set([
  'teams',
  'kindByPairingSystem',
  'kindInCrosstable',
  'startNumbers',
  'syntheticSchedule',
  'plannedRounds',
]);

const played = (t: Tournament): number => Math.max(...t.games.map((g) => g.round));
const CASES = WRITE_TARGETS.flatMap((target) =>
  (
    [
      ['RICH', RICH],
      ['ODD', ODD],
    ] as const
  ).map(([name, t]) => [target, name, t] as const),
);

describe.each(CASES)(
  '%s from %s: what the registry says it holds comes back, what it says is lost does not',
  (target, _, source) => {
    const { write, read } = ROUND_TRIP[target];
    const read1 = read(write(source));
    // Swiss notation writes `--` for the planned rounds not played (named by `plannedRounds`): they are
    // read back as absences, which are not the byes compared here.
    const back = { ...read1, unpaired: read1.unpaired.filter((u) => u.round <= played(source)) };
    const lost = new Set(formatLosses({ tournament: source }, target).map((l) => l.kind));
    const kinds = (Object.keys(CONTENT_KINDS) as ContentKind[]).filter((k) => !NOT_COUNTED.has(k));
    test.each(kinds)('%s', (kind) => {
      const count = CONTENT_KINDS[kind].count;
      const before = count({ tournament: source });
      if (before === 0) return expect(lost.has(kind)).toBe(false);
      // TRF and the notation write one game per player and round (`gamesPerRound` names the others).
      if (kind === 'rounds' && lost.has('gamesPerRound')) return;
      if (lost.has(kind)) expect(count({ tournament: back })).not.toBe(before);
      else expect(count({ tournament: back })).toBe(before);
    });
  },
);

describe('one entry per kind of content, with its count', () => {
  test.each<[WriteTarget, readonly string[]]>([
    ['json', []],
    [
      'trf',
      [
        'club names of 2 players',
        'DWZ index of 2 players',
        'DSB club (ZPS) and member numbers of 1 player',
        'DWZ residual games of 1 player',
        'board numbers of 2 games',
      ],
    ],
  ])('the rich Swiss → %s', (target, expected) => {
    expect(formatLosses({ tournament: RICH }, target).map((l) => l.what)).toEqual(expected);
  });

  test('a team file loses its teams and matches in every target (the board games are kept)', () => {
    for (const target of WRITE_TARGETS) {
      const [first] = formatLosses({ tournament: RICH, teamEvent: ONE_TEAM_MATCH }, target);
      expect(first).toMatchObject({
        kind: 'teams',
        count: 2,
        what: 'teams, line-ups and matches (2 teams, 1 match)',
      });
    }
  });

  test('a round robin read from a crosstable loses nothing in a crosstable', () => {
    const rr = unwrap(parseCrosstable('x,1,½\n0,x,1\n½,0,x\n')).tournament;
    expect(formatLosses({ tournament: rr }, 'crosstable')).toEqual([]);
    expect(formatLosses({ tournament: rr }, 'notation').map((l) => l.kind)).toEqual(['syntheticSchedule']);
  });
});
