// The Scheveningen system as a team event on the workflow actions: two teams, each player of team A
// meets each player of team B (the layouts of `scheveningen`, pinned against the published tables in
// test/core/team/pairing/schedules.test.ts), line-ups, board results, standings by game points, the
// TRF-2026 file with the table's colours.
import { describe, expect, test } from 'vitest';
import {
  addTeam,
  boardSeats,
  computeTeamStandings,
  describeTeamWorkflowError,
  enterMatchResult,
  makeTeamSwissTrf,
  matchBoards,
  newTeamTournament,
  pairNextTeamRound,
  setLineup,
  teamSystemRules,
  teamTournamentToEvent,
  teamTournamentToSwiss,
  type TeamTournament,
  type TeamTournamentSystem,
  type TeamWorkflowError,
} from '../../../../core/team/index.ts';
import { readTournamentFile } from '../../../../core/formats/index.ts';
import { unwrap } from '../../../../core/result.ts';

const value = <T>(r: { ok: true; value: T } | { ok: false; error: TeamWorkflowError }): T => {
  if (!r.ok) throw new Error(describeTeamWorkflowError(r.error, 'en'));
  return r.value;
};

function match(system: TeamTournamentSystem, boards: number): TeamTournament {
  let t = value(newTeamTournament({ name: 'Vergleichskampf', system, boards }));
  for (const [team, side] of [
    ['SK Rochade Köln', 'A'],
    ['SV Turm Düsseldorf', 'B'],
  ] as const)
    t = value(
      addTeam(
        t,
        team,
        Array.from({ length: boards + 1 }, (_, k) => ({ name: `${side}${k + 1}` })),
      ),
    );
  return t;
}

describe('a Scheveningen event: settings by the system', () => {
  test.each([
    ['scheveningen', 4, 4],
    ['scheveningen', 6, 6],
    ['scheveningen', 8, 8],
    ['scheveningen', 10, 10],
    ['double-scheveningen', 4, 8],
  ] as const)(
    '%s on %i boards has %i rounds (each A meets each B once a cycle)',
    (system, boards, rounds) => {
      expect(value(newTeamTournament({ name: 'M', system, boards })).rounds).toBe(rounds);
    },
  );
  test.each([5, 1, 22])('%i boards cannot be laid out: refused, naming the even range', (boards) => {
    const r = newTeamTournament({ name: 'M', system: 'scheveningen', boards });
    expect(r.ok ? undefined : r.error).toEqual({
      kind: 'badBoards',
      system: 'scheveningen',
      found: boards,
      min: 2,
      max: 20,
      even: true,
    });
  });
  test('a team Swiss without rounds is refused', () => {
    const r = newTeamTournament({ name: 'M', system: 'team-swiss', boards: 4 });
    expect(r.ok ? undefined : r.error).toEqual({ kind: 'roundsNeeded', system: 'team-swiss' });
  });
  test('a third team is refused: the match is between two', () => {
    const r = addTeam(
      match('scheveningen', 4),
      'SG Läufer Münster',
      ['x', 'y', 'z', 'w'].map((name) => ({ name })),
    );
    expect(r.ok ? undefined : r.error).toEqual({
      kind: 'tooManyTeams',
      found: 'SG Läufer Münster',
      system: 'scheveningen',
      max: 2,
    });
  });
  test('ranked by game points: the Scheveningen is one match over all its rounds', () => {
    expect(teamSystemRules('scheveningen').primary).toBe('GP');
    expect(teamSystemRules('team-swiss').primary).toBe('MP');
  });
});

describe('a Scheveningen on 4 boards, round by round', () => {
  let t = match('scheveningen', 4);
  const shown: string[] = [];
  for (let r = 1; r <= 4; r++) {
    t = value(pairNextTeamRound(t));
    const m = t.matches.find((x) => x.round === r)!;
    shown.push(
      matchBoards(t, m)
        .map((b) => (b.homeWhite ? `${b.home}-${b.away}` : `${b.away}-${b.home}`))
        .join(' '),
    );
    // A wins boards 1 and 2, B boards 3 and 4, except round 1 where A also draws board 3.
    t = value(
      enterMatchResult(t, {
        match: 1,
        results: r === 1 ? ['1-0', '1-0', '1/2-1/2', '0-1'] : ['1-0', '1-0', '0-1', '0-1'],
      }),
    );
  }

  test('the boards of each round are the published 4-board table (Wikipedia, "Scheveningen system")', () => {
    expect(shown).toEqual([
      'A1-B1 A2-B2 B3-A3 B4-A4',
      'B2-A1 B1-A2 A3-B4 A4-B3',
      'A1-B3 A2-B4 B1-A3 B2-A4',
      'B4-A1 B3-A2 A3-B2 A4-B1',
    ]);
  });

  test('a fifth round is refused: every player has met every opponent', () => {
    const r = pairNextTeamRound(t);
    expect(r.ok ? undefined : r.error).toEqual({ kind: 'allRoundsPaired', rounds: 4 });
  });

  test('standings by game points: 8½ : 7½ (16 games; A 2 a round plus the draw of round 1)', () => {
    const rows = unwrap(computeTeamStandings(teamTournamentToEvent(t), { primary: 'GP', tiebreaks: [] }));
    expect(rows.map((r) => [r.rank, r.team, r.gamePoints])).toEqual([
      [1, 1, 8.5],
      [2, 2, 7.5],
    ]);
  });

  test('a reserve in the line-up sits at the line-up place the table gives', () => {
    const fresh = value(pairNextTeamRound(match('scheveningen', 4)));
    const set = value(setLineup(fresh, 1, 'SV Turm', ['B1', 'B2', 'B3', 'B5'])).tournament;
    const boards = matchBoards(set, set.matches[0]!);
    expect(boards.map((b) => b.away)).toEqual(['B1', 'B2', 'B3', 'B5']);
    // Round 2: A1 meets B2 (the table), so B's 2nd line-up place plays board 1.
    expect(boardSeats(set, 2).map((s) => s.away)).toEqual([2, 1, 4, 3]);
  });

  test('the first team drawn Black (C.04.6 4.1 lot): every colour of the table reversed', () => {
    const black = { ...t, initialColour: 'black' as const };
    expect(boardSeats(black, 1).map((s) => s.homeWhite)).toEqual([false, false, true, true]);
  });

  test('TRF-2026: the 001 cells carry the table colours; read back, the same game points', () => {
    const trf = makeTeamSwissTrf(teamTournamentToSwiss(t).tournament, { eol: 'lf' });
    expect(trf).toContain('192 SCHEVENINGEN');
    // Colours do not alternate down the boards: no 352 line claims they do.
    expect(trf).not.toMatch(/^352 /m);
    const read = readTournamentFile(new TextEncoder().encode(trf), { teams: 'read' });
    if (!read.ok || !read.value.team) throw new Error('not read back as a team file');
    const { event } = read.value.team;
    const gp = unwrap(computeTeamStandings(event, { primary: 'GP', tiebreaks: [] }));
    expect(gp.map((r) => [r.team, r.gamePoints])).toEqual([
      [1, 8.5],
      [2, 7.5],
    ]);
    // Round 1, board 3: B3 (White) against A3, drawn: the 001 line of A3 has B3's number, colour b.
    const a3 = trf.split('\n').find((l) => l.startsWith('001') && l.includes('A3 '))!;
    const b3 = trf.split('\n').find((l) => l.startsWith('001') && l.includes('B3 '))!;
    const b3no = Number(b3.slice(4, 8));
    expect(a3.slice(91, 101).trim()).toBe(`${b3no} b =`);
  });
});

describe('double Scheveningen', () => {
  test('the second cycle repeats the first with every colour reversed', () => {
    let t = match('double-scheveningen', 4);
    for (let r = 1; r <= 5; r++) {
      t = value(pairNextTeamRound(t));
      if (r < 5) t = value(enterMatchResult(t, { match: 1, results: ['1-0', '1-0', '1-0', '1-0'] }));
    }
    const first = matchBoards(t, t.matches[0]!);
    const fifth = matchBoards(t, t.matches[4]!);
    expect(fifth.map((b) => [b.home, b.away, !b.homeWhite])).toEqual(
      first.map((b) => [b.home, b.away, b.homeWhite]),
    );
  });
});
