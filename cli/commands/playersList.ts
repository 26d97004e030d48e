import { EXIT, fail, type Command } from '../command.ts';
import { PLAYERS_LIST_SUBCOMMANDS } from './playersImport.ts';

const SUBS = Object.keys(PLAYERS_LIST_SUBCOMMANDS) as (keyof typeof PLAYERS_LIST_SUBCOMMANDS)[];

/**
 * Temporary `rochade players` with only the list subcommands (import, find): the tournament
 * workflow's `players` command (add, withdraw, bye) takes them over at the merge.
 */
export const playersListCommand: Command = {
  name: 'players',
  summary: 'players from a player list: find, import',
  help: [
    'rochade players: player lists (DSB spieler.csv, CSV/TSV)',
    '',
    ...SUBS.map((s) => `  ${s.padEnd(8)} ${PLAYERS_LIST_SUBCOMMANDS[s].summary}`),
    '',
    ...SUBS.map((s) => PLAYERS_LIST_SUBCOMMANDS[s].help),
  ].join('\n'),
  run: async (args, io) => {
    const [sub, ...rest] = args;
    const entry = SUBS.find((s) => s === sub);
    if (!entry)
      return fail(
        EXIT.badInput,
        `${sub === undefined ? 'missing subcommand' : `unknown subcommand "${sub}"`}: ${SUBS.join('|')} (see rochade players --help)`,
      );
    return PLAYERS_LIST_SUBCOMMANDS[entry].run(rest, io);
  },
};
