// League files from team files (core/team/season/fromTeamEvent.ts): a Swiss-Chess team file written
// from the published layout (test/support/swtWriter.ts), the real Swiss-Chess and TRF-2026 team
// samples when ../shared/formats is present, and the located refusals.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseSwissManager } from '../../../../core/formats/swissManager/readSwissManager.ts';
import { parseSwt } from '../../../../core/formats/swt/readSwt.ts';
import { parseTrfTeam } from '../../../../core/formats/trf/team.ts';
import {
  computeTeamStandings,
  seasonFromTeamEvent,
  seasonToTeamEvent,
  type TeamEvent,
  type TeamFileInput,
} from '../../../../core/team/index.ts';
import { makeLeagueFileJson, parseLeagueFileJson } from '../../../../schemas/leagueFile.ts';
import { SM_TEAMS } from '../../../support/swissManagerCases.ts';
import { writeSwissManager } from '../../../support/swissManagerWriter.ts';
import { TWO_TEAM_SWT as TEAM } from '../../../support/swtTeamSample.ts';
import { writeSwt } from '../../../support/swtWriter.ts';

const swtInput = (bytes: Uint8Array): TeamFileInput => {
  const r = parseSwt(bytes);
  if (!r.ok || !r.value.team) throw new Error(JSON.stringify(r.ok ? 'no team' : r.error));
  return { event: r.value.team.event, tournament: r.value.tournament, members: r.value.team.lineups };
};

const smInput = (bytes: Uint8Array): TeamFileInput => {
  const r = parseSwissManager(bytes);
  if (!r.ok || !r.value.team) throw new Error(JSON.stringify(r.ok ? 'no team' : r.error));
  return { event: r.value.team.event, tournament: r.value.tournament, members: r.value.team.lineups };
};

const season = (input: TeamFileInput) => {
  const r = seasonFromTeamEvent(input, { rules: 'german' });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

/** Half-points per match from the home side, keyed round:home:away. */
const matchPoints = (ev: TeamEvent): Record<string, [number, number]> =>
  Object.fromEntries(
    ev.matches.map((m) => [
      `${m.round}:${m.home}:${m.away}`,
      [m.boards.reduce((a, b) => a + b.home, 0), m.boards.reduce((a, b) => a + b.away, 0)],
    ]),
  );

/** Match and board points per team in half-points (the standings count points). */
const teamTotals = (ev: TeamEvent) => {
  const r = computeTeamStandings(ev, { primary: 'MP', tiebreaks: [] });
  if (!r.ok) throw new Error(r.error.message);
  return new Map(r.value.map((x) => [x.team, [x.matchPoints * 2, x.gamePoints * 2]]));
};

describe('a Swiss-Chess team file written from the published layout', () => {
  const { season: s, warnings } = season(swtInput(writeSwt(TEAM)));

  test('teams and their players in the file order, with DWZ and birth year', () => {
    expect(s.teams).toEqual([
      {
        id: 1,
        name: 'SC Rochade',
        players: [
          { id: '1', name: 'Meier,Hans', dwz: { rating: 2190 }, birthYear: 1986 },
          { id: '2', name: 'Müller,Jörg' },
        ],
      },
      {
        id: 2,
        name: 'SK Turm',
        players: [
          { id: '3', name: 'Schulz,Eva' },
          { id: '4', name: 'Wagner,Uwe' },
        ],
      },
    ]);
    expect(warnings).toEqual([]);
  });

  test('line-ups and results from the home side (the home player with Black: result turned)', () => {
    expect(s.matches).toEqual([
      {
        round: 1,
        home: 1,
        away: 2,
        games: [
          { home: '1', away: '3', result: '1-0' },
          { home: '2', away: '4', result: '1/2-1/2' }, // Wagner (away) had White: ½-½ either way
        ],
      },
      {
        round: 2,
        home: 2,
        away: 1,
        games: [
          { home: '3', away: '1', result: '-:+' }, // Schulz (home, White) did not come
          { home: '4', away: '2', result: '1-0' }, // Müller (away, White) lost: 0-1 from White = 1-0 for home
        ],
      },
    ]);
  });

  test('the league file written and read back holds the same season; board points as the file', () => {
    const back = parseLeagueFileJson(makeLeagueFileJson(s));
    if (!back.ok) throw new Error(JSON.stringify(back.error));
    expect(back.value).toEqual(s);
    expect(matchPoints(seasonToTeamEvent(back.value))).toEqual({ '1:1:2': [3, 1], '2:2:1': [2, 2] });
  });
});

describe('what the DWZ report needs travels into the league file (DSB-Wertungsordnung 6.1)', () => {
  test('place, time control, start date and the players’ ZPS, member number and FIDE id', () => {
    const file = {
      ...TEAM,
      city: 'Kiel',
      timeControl: '90/40+30',
      startDate: '05.10.2025',
      players: TEAM.players.map((p, k) =>
        k === 0 ? { ...p, zps: 'C0327', member: '12', fideId: '4600001' } : { ...p, zps: 'Z12' },
      ),
    };
    const { season: s } = season(swtInput(writeSwt(file)));
    expect([s.city, s.timeControl, s.startDate]).toEqual(['Kiel', '90/40+30', '2025-10-05']);
    expect(s.teams[0]?.players[0]).toMatchObject({ zps: 'C0327', memberNumber: '12', fideId: '4600001' });
    // A ZPS that is not one (five letters or digits) is left out rather than making the file unreadable.
    expect(s.teams[0]?.players[1]?.zps).toBeUndefined();
    const back = parseLeagueFileJson(makeLeagueFileJson(s));
    if (!back.ok) throw new Error(JSON.stringify(back.error));
    expect(back.value).toEqual(s);
  });
});

describe('a Swiss-Manager team file written from the published layout', () => {
  // SM_TEAMS round 2: SV Läufer (3) at home against SC Rochade (1); board 2 had nobody of SV Läufer
  // against Müller (player 2), who wins by forfeit: the board keeps its number and its player.
  test('a board where one team fielded nobody: the present player wins by forfeit on that board', () => {
    const input = smInput(writeSwissManager(SM_TEAMS).bytes);
    const { season: s } = season(input);
    const r2 = s.matches.find((m) => m.round === 2);
    expect(r2?.games).toEqual([
      { home: '5', away: '1', result: '0-1' },
      { away: '2', result: '-:+' },
    ]);
    expect(matchPoints(seasonToTeamEvent(s))).toEqual(matchPoints(input.event));
  });
});

describe('board order: as the file lists the members, or by the boards played', () => {
  // The members listed in reverse: Müller, Meier / Wagner, Schulz. Meier and Schulz played board 1
  // in both rounds, Müller and Wagner board 2 (the file's board numbers).
  const input = swtInput(writeSwt(TEAM));
  const reversed = {
    ...input,
    members: input.members.map((m) => ({ ...m, players: [...m.players].reverse() })),
  };
  const order = (boardOrder: 'listed' | 'played') => {
    const r = seasonFromTeamEvent(reversed, { boardOrder });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.value.season.teams.map((t) => t.players.map((p) => p.name));
  };
  test.each([
    [
      'listed',
      [
        ['Müller,Jörg', 'Meier,Hans'],
        ['Wagner,Uwe', 'Schulz,Eva'],
      ],
    ],
    [
      'played',
      [
        ['Meier,Hans', 'Müller,Jörg'],
        ['Schulz,Eva', 'Wagner,Uwe'],
      ],
    ],
  ] as const)('%s', (boardOrder, expected) => {
    expect(order(boardOrder)).toEqual(expected);
  });
  test('played: a member who never played stays in the list, after those who did', () => {
    // Ersatz (id 5) listed first but never played; Müller listed before Meier.
    const withSub: TeamFileInput = {
      ...input,
      tournament: {
        ...input.tournament,
        players: [...input.tournament.players, { id: 5, name: 'Ersatz,Emil' }],
      },
      members: input.members.map((m) => (m.team === 1 ? { ...m, players: [5, 2, 1] } : m)),
    };
    const r = seasonFromTeamEvent(withSub, { boardOrder: 'played' });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.season.teams[0]?.players.map((p) => p.name)).toEqual([
      'Meier,Hans',
      'Müller,Jörg',
      'Ersatz,Emil',
    ]);
  });
});

describe('refusals, located', () => {
  const input = swtInput(writeSwt(TEAM));
  test('no team members: nothing to line up', () => {
    expect(seasonFromTeamEvent({ ...input, members: [] })).toMatchObject({
      ok: false,
      error: { kind: 'noMembers' },
    });
  });
  test('board games that do not add up to the file’s match are refused with round and teams', () => {
    const [first, ...rest] = input.event.matches;
    const changed = { ...first!, boards: first!.boards.map((b) => ({ ...b, home: 2, away: 0 })) };
    expect(seasonFromTeamEvent({ ...input, event: { ...input.event, matches: [changed, ...rest] } })).toEqual(
      {
        ok: false,
        error: {
          kind: 'matchMismatch',
          round: 1,
          home: 1,
          away: 2,
          message: "round 1, SC Rochade – SK Turm: the board games give 1.5 : 0.5, the file's match 2 : 0",
        },
      },
    );
  });
});

const SHARED = new URL('../../../../../shared/formats/', import.meta.url);
const haveShared = existsSync(SHARED);

describe.skipIf(!haveShared)('real team files (../shared/formats)', () => {
  test('SwissTeam.SWT: every match and every team’s MP and BP as Swiss-Chess recorded', () => {
    const bytes = new Uint8Array(readFileSync(new URL('swt/SwissTeam.SWT', SHARED)));
    const input = swtInput(bytes);
    const { season: s } = season(input);
    expect([s.teams.length, s.boards, s.matches.length]).toEqual([10, 8, 35]);
    const ev = seasonToTeamEvent(s);
    expect(matchPoints(ev)).toEqual(matchPoints(input.event));
    const parsed = parseSwt(bytes);
    if (!parsed.ok) throw new Error('unreadable');
    const totals = teamTotals(ev);
    for (const rec of parsed.value.team!.recorded)
      expect([rec.team, ...(totals.get(rec.team) ?? [])]).toEqual([
        rec.team,
        rec.matchPoints,
        rec.gamePoints,
      ]);
    // Every player who played is in the team's list, and every board game has both players.
    for (const m of s.matches)
      for (const g of m.games) expect([g.home, g.away].includes(undefined)).toBe(false);
  });

  test('fexerj_swiss_team_93players.TUMX: every match’s board points as Swiss-Manager stored them, forfeits on their boards', () => {
    const input = smInput(
      new Uint8Array(readFileSync(new URL('swiss-manager/fexerj_swiss_team_93players.TUMX', SHARED))),
    );
    const { season: s } = season(input);
    expect([s.teams.length, s.boards]).toEqual([16, 4]);
    expect(matchPoints(seasonToTeamEvent(s))).toEqual(matchPoints(input.event));
    // Round 2, CMUN-A02 – JTC-A01 3:1: board 3 had nobody of JTC-A01 (a forfeit win for the home board 3).
    const m = s.matches.find((x) => x.round === 2 && x.home === 9 && x.away === 13);
    expect(m?.games[2]).toMatchObject({ result: '+:-' });
    expect(m?.games[2]?.home).toBeDefined();
  });

  test('tbs_fideteam_nocolor.trf: every match, and each team’s MP and BP as its 310 records state', () => {
    const r = parseTrfTeam(readFileSync(new URL('trf/tbs_fideteam_nocolor.trf', SHARED), 'utf8'));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const input: TeamFileInput = {
      event: r.value.event,
      tournament: r.value.tournament,
      members: r.value.teams.map((t) => ({ team: t.team, players: t.players })),
    };
    const { season: s } = season(input);
    expect([s.teams.length, s.boards, s.byes?.length]).toEqual([9, 2, 7]); // 9 teams: one bye in each of the 7 rounds
    const ev = seasonToTeamEvent(s);
    expect(matchPoints(ev)).toEqual(matchPoints(input.event));
    const totals = teamTotals({
      ...ev,
      ...(input.event.matchPoints ? { matchPoints: input.event.matchPoints } : {}),
    });
    for (const t of r.value.teams)
      expect([t.team, ...(totals.get(t.team) ?? [])]).toEqual([t.team, t.matchPoints, t.gamePoints]);
  });
});
