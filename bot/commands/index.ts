import { configCommand, sheetCommand } from './admin.ts';
import { arbiterCommand } from './arbiter.ts';
import type { Command } from './command.ts';
import { leagueCommand } from './league.ts';
import { dwzCommand, eloCommand, ratingCommand } from './ratings.ts';
import { resultCommand } from './result.ts';
import { teamCommand } from './team.ts';
import { teamEventCommand } from './teamEvent.ts';
import { tournamentCommand } from './tournament.ts';
import { crosstableCommand, pairingsCommand, standingsCommand } from './views.ts';

export type { Command } from './command.ts';

/** The one list of commands: the dispatcher and deploy-commands both use it. */
export const commands: readonly Command[] = [
  tournamentCommand,
  resultCommand,
  pairingsCommand,
  standingsCommand,
  crosstableCommand,
  ratingCommand,
  dwzCommand,
  eloCommand,
  configCommand,
  sheetCommand,
  leagueCommand,
  arbiterCommand,
  teamCommand,
  teamEventCommand,
];

export const commandByName: ReadonlyMap<string, Command> = new Map(commands.map((c) => [c.data.name, c]));
