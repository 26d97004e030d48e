// A team's byes through the conversions: the pairing-allocated bye (C.04.6 1.4: a drawn match for
// pairing, scored as the event's rules score a bye) and the full- and half-point byes a team was
// given (TRF-2026 240 F and H: a won or a drawn match on every board), from the team tournament to
// the standings' TeamEvent, to the Swiss Team engine, to a TRF-2026 file and back.
import { describe, expect, test } from 'vitest';
import {
  computeTeamStandings,
  makeTeamSwissTrf,
  pairNextTeamRound,
  teamFileToTeamTournament,
  teamTournamentToEvent,
  teamTournamentToSwiss,
  type TeamTournament,
} from '../../../../core/team/index.ts';
import { readTournamentFile } from '../../../../core/formats/index.ts';
import { unwrap } from '../../../../core/result.ts';

const players = (p: string) => Array.from({ length: 2 }, (_, k) => ({ name: `${p}${k + 1}` }));

// Five teams of two boards, two rounds played: round 1 1-2 and 3-4, team 5 the PAB; round 2 1-3,
// team 2 given a full-point bye (F), team 4 a half-point bye (H), team 5 the PAB again.
const T: TeamTournament = {
  name: 'Mannschaftsschnellschach',
  system: 'team-swiss',
  rounds: 3,
  boards: 2,
  teamType: 'FIDE_TEAM_TYPEA_MP_GP',
  initialColour: 'white',
  boardOrder: 'refuse',
  teams: ['SK Rochade', 'SV Turm', 'SG Läufer', 'SC Springer', 'TSV Bauer'].map((name, i) => ({
    id: i + 1,
    name,
    players: players(String.fromCharCode(65 + i)),
  })),
  lineups: [],
  matches: [
    { round: 1, home: 1, away: 2, boards: ['1-0', '1/2-1/2'] },
    { round: 1, home: 3, away: 4, boards: ['0-1', '0-1'] },
    { round: 2, home: 1, away: 3, boards: ['1-0', '1-0'] },
  ],
  byes: [
    { round: 1, team: 5 },
    { round: 2, team: 2, kind: 'F' },
    { round: 2, team: 4, kind: 'H' },
    { round: 2, team: 5 },
  ],
};

describe('team byes carried', () => {
  test('to the Swiss Team engine: the PAB as pab, F and H as the TRF-2026 240 absences', () => {
    const { played } = teamTournamentToSwiss(T).tournament;
    expect(played.map((r) => [r.round, r.pab, r.absent])).toEqual([
      [1, 5, undefined],
      [
        2,
        5,
        [
          { team: 2, kind: 'F' },
          { team: 4, kind: 'H' },
        ],
      ],
    ]);
  });

  test('to the standings: F a won match on every board, H a drawn one, the PAB a drawn match (C.04.6 1.4)', () => {
    const rows = unwrap(computeTeamStandings(teamTournamentToEvent(T), { primary: 'MP', tiebreaks: [] }));
    const by = new Map(rows.map((r) => [r.team, [r.matchPoints, r.gamePoints]]));
    // 1: won 1½:½ and 2:0 → 4 MP, 3½ GP. 2: lost ½:1½, F bye → 0 + 2 MP, ½ + 2 GP.
    // 3: lost 0:2 twice → 0, 0. 4: won 2:0, H bye → 2 + 1 MP, 2 + 1 GP. 5: two PABs, drawn → 1 + 1, 1 + 1.
    expect(Object.fromEntries(by)).toEqual({
      1: [4, 3.5],
      2: [2, 2.5],
      3: [0, 0],
      4: [3, 3],
      5: [2, 2],
    });
  });

  test('the engine pairs round 3 after them: the PAB not again to team 5 nor to team 2 (F), C.04.6 2.1.2', () => {
    const r = unwrap(pairNextTeamRound(T));
    const bye = r.byes.filter((b) => b.round === 3);
    expect(bye).toHaveLength(1);
    expect([2, 5]).not.toContain(bye[0]!.team);
  });

  test('to a TRF-2026 file (240 F / H lines) and back: the same byes, the same kinds', () => {
    const trf = makeTeamSwissTrf(teamTournamentToSwiss(T).tournament, { eol: 'lf' });
    expect(trf).toMatch(/^240 F {3}2 {4}2$/m);
    expect(trf).toMatch(/^240 H {3}2 {4}4$/m);
    const read = readTournamentFile(new TextEncoder().encode(trf), { teams: 'read' });
    if (!read.ok || !read.value.team) throw new Error('not read back as a team file');
    const back = teamFileToTeamTournament({
      event: read.value.team.event,
      tournament: read.value.tournament,
      members: read.value.team.members,
    }).tournament;
    const key = (b: { round: number; team: number; kind?: string }) =>
      `${b.round}:${b.team}:${b.kind ?? 'PAB'}`;
    expect(back.byes.map(key).sort()).toEqual(T.byes.map(key).sort());
  });
});
