import type { Command } from '../command.ts';
import { convertCommand } from './convert.ts';
import { dwzCommand } from './dwz.ts';
import { eloCommand } from './elo.ts';
import { pairCommand } from './pair.ts';
import { playersListCommand } from './playersList.ts';
import { scheduleCommand } from './schedule.ts';
import { standingsCommand } from './standings.ts';
import { strengthsCommand } from './strengths.ts';

/** Every command module, loaded at once (tests; main.ts loads one at a time through registry.ts). */
export const COMMANDS: readonly Command[] = [
  convertCommand,
  dwzCommand,
  eloCommand,
  pairCommand,
  playersListCommand,
  scheduleCommand,
  standingsCommand,
  strengthsCommand,
];
