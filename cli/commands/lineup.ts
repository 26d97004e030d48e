/** `rochade lineup`: a team's line-up for a round (cli/teamTournament.ts). */
import type { Command } from '../command.ts';
import { LINEUP_HELP, runLineup } from '../teamTournament.ts';

export const lineupCommand: Command = {
  name: 'lineup',
  summary: "a team's line-up for a round, checked against its board order (team tournament file)",
  help: LINEUP_HELP,
  run: runLineup,
};
