import { describe, expect, test } from 'vitest';
import { teamFileToTeamTournament, type TeamFileSource } from '../../../../core/team/index.ts';
import { STANDARD_POINTS } from '../../../../core/tournament/pointSystem.ts';

// Two teams of two boards, one round, Turm at home with White on board 1 (C.04.6 1.6.1): board 1
// Schulz (Turm, White) beats Meier; on board 2 Rochade fields nobody, Wagner (Turm) wins by forfeit.
const FILE: TeamFileSource = {
  event: {
    name: 'Pokal',
    teams: [
      { id: 1, name: 'SC Rochade' },
      { id: 2, name: 'SK Turm' },
    ],
    rounds: 1,
    boards: 2,
    matches: [
      {
        round: 1,
        home: 1,
        away: 2,
        boards: [
          { board: 1, home: 0, away: 2 },
          { board: 2, home: 0, away: 2, forfeit: true },
        ],
      },
    ],
  },
  tournament: {
    name: 'Pokal',
    kind: 'swiss',
    rounds: 1,
    players: [
      { id: 1, name: 'Meier, Hans' },
      { id: 2, name: 'Müller, Jörg' },
      { id: 3, name: 'Schulz, Eva' },
      { id: 4, name: 'Wagner, Uwe' },
    ],
    games: [{ round: 1, white: 3, black: 1, result: '1-0', board: 1 }],
    unpaired: [{ round: 1, player: 4, kind: 'FPB' }],
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
  },
  members: [
    { team: 1, players: [1, 2] },
    { team: 2, players: [3, 4] },
  ],
};

describe('teamFileToTeamTournament: a team file as the TRF-2026 team writer takes it', () => {
  const { tournament: t, standIns } = teamFileToTeamTournament(FILE);
  test('the team with White on board 1 comes first, results from its side', () => {
    expect(t.matches).toEqual([{ round: 1, home: 2, away: 1, boards: ['1-0', '+:-'] }]);
  });
  test('line-ups board by board; the empty board gets a stand-in, named', () => {
    expect(t.lineups).toEqual([
      { round: 1, team: 1, players: ['Meier, Hans', 'Müller, Jörg'] },
      { round: 1, team: 2, players: ['Schulz, Eva', 'Wagner, Uwe'] },
    ]);
    expect(standIns).toEqual([{ round: 1, board: 2, team: 1, player: 'Müller, Jörg' }]);
  });
});
