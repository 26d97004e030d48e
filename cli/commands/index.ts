import type { Command } from '../command.ts';
import { convertCommand } from './convert.ts';
import { dwzCommand } from './dwz.ts';
import { eloCommand } from './elo.ts';
import { leagueCommand } from './league.ts';
import { pairCommand } from './pair.ts';
import { printCommand } from './print.ts';
import { publishCommand } from './publish.ts';
import { scheduleCommand } from './schedule.ts';
import { serveCommand } from './serve.ts';
import { standingsCommand } from './standings.ts';
import { strengthsCommand } from './strengths.ts';
import { tournamentCommand } from './tournament.ts';
import { playersCommand } from './players.ts';
import { resultCommand } from './result.ts';
import { historyCommand } from './history.ts';
import { pairingsCommand } from './pairings.ts';
import { teamsCommand } from './teams.ts';
import { lineupCommand } from './lineup.ts';
import { crosstableCommand } from './crosstable.ts';

/** Every command module, loaded at once (tests; main.ts loads one at a time through registry.ts). */
export const COMMANDS: readonly Command[] = [
  convertCommand,
  dwzCommand,
  eloCommand,
  leagueCommand,
  pairCommand,
  printCommand,
  publishCommand,
  serveCommand,
  scheduleCommand,
  standingsCommand,
  strengthsCommand,
  tournamentCommand,
  playersCommand,
  resultCommand,
  historyCommand,
  pairingsCommand,
  teamsCommand,
  lineupCommand,
  crosstableCommand,
];
