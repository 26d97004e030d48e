import { describe, expect, test } from 'vitest';
import {
  addTeam,
  describeTeamWorkflowError,
  enterBoardResult,
  enterMatchResult,
  findTeam,
  pairNextTeamRound,
  setLineup,
  teamTournamentToEvent,
  type TeamTournament,
  type TeamWorkflowError,
} from '../../../../core/team/index.ts';

const EMPTY: TeamTournament = {
  name: 'Stadtmeisterschaft Mannschaften',
  system: 'team-swiss',
  rounds: 5,
  boards: 4,
  teamType: 'FIDE_TEAM_TYPEA_MP_GP',
  initialColour: 'white',
  boardOrder: 'refuse',
  teams: [],
  lineups: [],
  matches: [],
  byes: [],
};

const value = <T>(r: { ok: true; value: T } | { ok: false; error: TeamWorkflowError }): T => {
  if (!r.ok) throw new Error(describeTeamWorkflowError(r.error, 'en'));
  return r.value;
};

const CLUBS = ['SK Rochade Köln', 'SV Turm Düsseldorf', 'SG Läufer Münster', 'SC Springer Lübeck'];

function withTeams(base: TeamTournament, n = 4): TeamTournament {
  let t = base;
  for (let i = 0; i < n; i++)
    t = value(
      addTeam(
        t,
        CLUBS[i]!,
        ['A', 'B', 'C', 'D', 'E'].map((x) => ({ name: `${x}${i + 1}` })),
      ),
    );
  return t;
}

describe('registering teams', () => {
  const t = withTeams(EMPTY, 2);
  test.each([
    ['empty name', '  ', ['A;B;C;D'], 'emptyName'],
    ['same name, other case', 'sk rochade köln', ['X', 'Y', 'Z', 'W'], 'duplicateTeam'],
    ['fewer players than boards', 'Neu', ['X', 'Y', 'Z'], 'tooFewPlayers'],
    ['a player of another team', 'Neu', ['X', 'Y', 'Z', 'A2'], 'duplicatePlayer'],
  ] as const)('%s is refused', (_, name, players, kind) => {
    const r = addTeam(
      t,
      name,
      players.map((p) => ({ name: p })),
    );
    expect(r.ok ? undefined : r.error.kind).toBe(kind);
  });
  test('teams are numbered in the order they are added', () => {
    expect(t.teams.map((x) => [x.id, x.name])).toEqual([
      [1, 'SK Rochade Köln'],
      [2, 'SV Turm Düsseldorf'],
    ]);
  });
});

describe('line-ups against the registered board order', () => {
  const t = withTeams(EMPTY, 2);
  test.each([
    ['a board left out', ['A1', 'B1', 'C1'], { kind: 'lineupLength', found: 3, boards: 4 }],
    [
      'a player of another team',
      ['A1', 'B1', 'A2', 'D1'],
      { kind: 'playerOfOtherTeam', board: 3, other: 'SV Turm Düsseldorf' },
    ],
    ['a player not registered', ['A1', 'B1', 'Q', 'D1'], { kind: 'notRegistered', board: 3 }],
    ['a player twice', ['A1', 'B1', 'B1', 'D1'], { kind: 'playerTwice', board: 3 }],
    [
      'out of order',
      ['A1', 'C1', 'B1', 'D1'],
      { kind: 'boardOrder', board: 3, player: 'B1', expectedBefore: 'C1' },
    ],
  ] as const)('%s is refused', (_, names, expected) => {
    const r = setLineup(t, 1, 'SK Rochade Köln', names);
    expect(r.ok ? undefined : r.error).toMatchObject(expected);
  });
  test('a reserve below in board order is accepted', () => {
    const r = value(setLineup(t, 1, 'sk rochade köln', ['A1', 'B1', 'D1', 'E1']));
    expect(r.warnings).toEqual([]);
    expect(r.tournament.lineups).toEqual([{ round: 1, team: 1, players: ['A1', 'B1', 'D1', 'E1'] }]);
  });
  test("with boardOrder 'warn' the order break is a warning and the line-up is stored", () => {
    const r = value(setLineup({ ...t, boardOrder: 'warn' }, 1, 'SK Rochade Köln', ['A1', 'C1', 'B1', 'D1']));
    expect(r.warnings.map((w) => w.kind)).toEqual(['boardOrder']);
    expect(r.tournament.lineups[0]?.players).toEqual(['A1', 'C1', 'B1', 'D1']);
  });
});

describe('naming teams and line-up players as individual events name players', () => {
  let t = EMPTY;
  for (const [name, players] of [
    ['SV Weiß Bonn', ['Schäfer, Anna', 'Groß, Jan', 'Weiß, Jan', 'Müller, Karl', 'Müller, Lena']],
    ['SK Weißenburg', ['Weißmann, Eva', 'Krüger, Tim', 'Öztürk, Can', 'Bauer, Max']],
    ['SG Läufer Münster', ['Hoß, Ida', 'Lang, Ute', 'Roth, Uwe', 'Falk, Ole']],
  ] as const)
    t = value(
      addTeam(
        t,
        name,
        players.map((p) => ({ name: p })),
      ),
    );
  test.each([
    ['a whole word of one team beats a partial match', 'Weiß', 'SV Weiß Bonn'],
    ['ß folded', 'weiss', 'SV Weiß Bonn'],
    ['a unique part, umlaut transcribed', 'Muenster', 'SG Läufer Münster'],
    ['a unique part, umlaut dropped', 'laufer', 'SG Läufer Münster'],
    ['the team number', '2', 'SK Weißenburg'],
  ] as const)('%s: %s names %s', (_, ref, name) => {
    expect(value(findTeam(t, ref)).name).toBe(name);
  });
  test('a part of two team names is refused naming both', () => {
    const r = findTeam(t, 'Weis');
    expect(r.ok ? undefined : r.error).toEqual({
      kind: 'ambiguousTeam',
      found: 'Weis',
      candidates: ['SV Weiß Bonn', 'SK Weißenburg'],
    });
  });
  test('a line-up of unique parts stores the full registered names', () => {
    const r = value(setLineup(t, 1, 'Weiß', ['Schäfer', 'Gross', 'Weiss', 'Mueller, Karl']));
    expect(r.tournament.lineups[0]?.players).toEqual([
      'Schäfer, Anna',
      'Groß, Jan',
      'Weiß, Jan',
      'Müller, Karl',
    ]);
  });
  test('a part that fits two players of the team is refused naming the board and both', () => {
    const r = setLineup(t, 1, 'Weiß', ['Schäfer', 'Groß', 'Weiß', 'Müller']);
    expect(r.ok ? undefined : r.error).toEqual({
      kind: 'ambiguousLineupPlayer',
      board: 4,
      player: 'Müller',
      team: 'SV Weiß Bonn',
      candidates: ['Müller, Karl', 'Müller, Lena'],
    });
  });
  test("a unique part of another team's player is refused as that team's", () => {
    const r = setLineup(t, 1, 'Weiß', ['Schäfer', 'Groß', 'Krüger', 'Müller, Karl']);
    expect(r.ok ? undefined : r.error).toMatchObject({
      kind: 'playerOfOtherTeam',
      board: 3,
      other: 'SK Weißenburg',
    });
  });
});

describe('pairing and results', () => {
  test('a team round robin of 4 follows the Berger table (C.05 Annex 1): 1-4, 2-3; 4-3, 1-2; 2-4, 3-1', () => {
    let t = withTeams({ ...EMPTY, system: 'team-round-robin', rounds: 0 });
    const rounds: string[] = [];
    for (let r = 1; r <= 3; r++) {
      t = value(pairNextTeamRound(t));
      const ms = t.matches.filter((m) => m.round === r);
      rounds.push(ms.map((m) => `${m.home}-${m.away}`).join(', '));
      ms.forEach(
        (_, i) => (t = value(enterMatchResult(t, { match: i + 1, results: ['1-0', '0-1', '1-0', '0-1'] }))),
      );
    }
    expect(rounds).toEqual(['1-4, 2-3', '4-3, 1-2', '2-4, 3-1']);
    expect(t.rounds).toBe(3);
    const fourth = pairNextTeamRound(t);
    expect(fourth.ok ? undefined : fourth.error).toEqual({ kind: 'allRoundsPaired', rounds: 3 });
    const late = addTeam(
      t,
      'Spät',
      ['a', 'b', 'c', 'd'].map((name) => ({ name })),
    );
    expect(late.ok ? undefined : late.error.kind).toBe('teamsAfterStart');
  });

  const paired = value(pairNextTeamRound(withTeams(EMPTY)));

  test('the next round is refused while a board is open, located by match and board', () => {
    const t = value(enterBoardResult(paired, { match: 1, board: 1, result: '1-0' }));
    const r = pairNextTeamRound(t);
    expect(r.ok ? undefined : r.error).toEqual({ kind: 'roundOpen', round: 1, match: 1, board: 2 });
  });

  test.each([
    [
      'a board that does not exist',
      { match: 1, board: 5, result: '1-0' },
      { kind: 'noSuchBoard', found: 5, boards: 4 },
    ],
    [
      'a match that does not exist',
      { match: 3, board: 1, result: '1-0' },
      { kind: 'noSuchMatch', round: 1, found: 3, matches: 2 },
    ],
    [
      'a round not paired',
      { round: 2, match: 1, board: 1, result: '1-0' },
      { kind: 'badRound', found: 2, max: 1 },
    ],
  ] as const)('%s is refused', (_, input, expected) => {
    const r = enterBoardResult(paired, input);
    expect(r.ok ? undefined : r.error).toEqual(expected);
  });

  test('a board with a result is changed only with correct', () => {
    const t = value(enterBoardResult(paired, { match: 1, board: 2, result: '1/2-1/2' }));
    const again = enterBoardResult(t, { match: 1, board: 2, result: '0-1' });
    expect(again.ok ? undefined : again.error).toEqual({
      kind: 'resultExists',
      round: 1,
      match: 1,
      board: 2,
      found: '1/2-1/2',
    });
    expect(
      value(enterBoardResult(t, { match: 1, board: 2, result: '0-1', correct: true })).matches[0]?.boards[1],
    ).toBe('0-1');
  });

  test('a match score that the boards do not add up to is refused: 1 + ½ + 0 + 1 = 2½, not 3', () => {
    const r = enterMatchResult(paired, {
      match: 1,
      results: ['1-0', '1/2-1/2', '0-1', '1-0'],
      total: [6, 2],
    });
    expect(r.ok ? undefined : r.error).toEqual({
      kind: 'matchDoesNotAddUp',
      round: 1,
      match: 1,
      found: '3:1',
      boardsSum: '2½:1½',
    });
    expect(
      value(enterMatchResult(paired, { match: 1, results: ['1-0', '1/2-1/2', '0-1', '1-0'], total: [5, 3] }))
        .matches[0]?.boards,
    ).toEqual(['1-0', '1/2-1/2', '0-1', '1-0']);
  });

  test('a line-up is refused once its match has a result', () => {
    const t = value(enterBoardResult(paired, { match: 1, board: 1, result: '1-0' }));
    const home = t.teams.find((x) => x.id === t.matches[0]!.home)!;
    const r = setLineup(
      t,
      1,
      home.name,
      home.players.slice(0, 4).map((p) => p.name),
    );
    expect(r.ok ? undefined : r.error.kind).toBe('lineupAfterResults');
  });

  test('the standings see only matches with every board entered', () => {
    const t = value(
      enterMatchResult(value(enterBoardResult(paired, { match: 2, board: 1, result: '1-0' })), {
        match: 1,
        results: ['1-0', '1-0', '0-1', '1/2-1/2'],
      }),
    );
    const ev = teamTournamentToEvent(t);
    expect(ev.matches).toHaveLength(1);
    // 1-0, 1-0, 0-1, ½-½ from the home side: 2½ : 1½ in half-points 5 : 3.
    expect(ev.matches[0]!.boards.reduce((s, b) => s + b.home, 0)).toBe(5);
  });
});

test('every refusal reads in German and in English', () => {
  const samples: TeamWorkflowError[] = [
    { kind: 'emptyName' },
    { kind: 'noSuchTeam', found: 'SK Rochad', teams: ['SK Rochade Köln'] },
    {
      kind: 'playerOfOtherTeam',
      board: 3,
      player: 'Anna Schäfer',
      team: 'SK Rochade Köln',
      other: 'SV Turm Düsseldorf',
    },
    { kind: 'matchDoesNotAddUp', round: 1, match: 2, found: '3:1', boardsSum: '2½:1½' },
  ];
  for (const e of samples) {
    expect(describeTeamWorkflowError(e, 'de')).not.toBe(describeTeamWorkflowError(e, 'en'));
  }
  expect(describeTeamWorkflowError(samples[2]!, 'de')).toBe(
    'Brett 3: Anna Schäfer ist für SV Turm Düsseldorf gemeldet, nicht für SK Rochade Köln',
  );
});
