import type { TeamTournament } from '../../tournament/teamTournament.ts';

/**
 * Writes a team tournament as team-event JSON (docs/team-event-json.md, "Team tournament file"):
 * one match per line, so a diff of two versions shows which board changed.
 */
export function makeTeamTournamentJson(t: TeamTournament): string {
  const doc = {
    type: 'teamEvent',
    name: t.name,
    system: t.system,
    rounds: t.rounds,
    boards: t.boards,
    teamType: t.teamType,
    initialColour: t.initialColour,
    boardOrder: t.boardOrder,
    ...(t.matchPoints ? { matchPoints: t.matchPoints } : {}),
    teams: t.teams,
    lineups: t.lineups,
    matches: t.matches,
    byes: t.byes,
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
