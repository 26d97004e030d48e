/** `rochade teams add|list`: the teams of a team tournament file (cli/teamTournament.ts). */
import type { Command } from '../command.ts';
import { runTeams, TEAMS_HELP } from '../teamTournament.ts';

export const teamsCommand: Command = {
  name: 'teams',
  summary: 'the teams of a team tournament file and their players in board order: add, list',
  help: TEAMS_HELP,
  run: runTeams,
};
