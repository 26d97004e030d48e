import { InteractionContextType, PermissionFlagsBits } from 'discord.js';
import { backupNow } from '../handlers/admin.ts';
import type { Command } from './command.ts';
import {
  buildGroup,
  buildSubcommand,
  commandBuilder,
  type GroupSpec,
  type SubcommandSpec,
} from './declare.ts';
import { LEAGUE_ARBITER_SUBCOMMANDS, leagueCommand } from './league.ts';
import { DWZ_ARBITER_SUBCOMMANDS, dwzCommand } from './ratings.ts';
import { RESULT_ARBITER_SUBCOMMANDS, resultCommand } from './result.ts';
import { SCHEDULE_ARBITER_SUBCOMMANDS, scheduleCommand } from './schedule.ts';
import { TEAM_ARBITER_SUBCOMMANDS, teamCommand } from './team.ts';
import { TEAM_EVENT_ARBITER_SUBCOMMANDS, teamEventCommand } from './teamEvent.ts';
import { TOURNAMENT_ARBITER_SUBCOMMANDS, tournamentCommand } from './tournament.ts';

interface ArbiterGroup extends GroupSpec {
  /** The member command whose dispatcher runs these subcommands. */
  readonly command: Command;
}

/**
 * The arbiter-only subcommands of the member commands, one group each (`/arbiter tournament pair`).
 * The group's subcommands run through the member command's own dispatcher, which still checks the
 * arbiter right on the server (default permissions are only a default: a server can change them).
 */
const GROUPS: readonly ArbiterGroup[] = [
  {
    name: 'tournament',
    en: 'Run the tournament',
    de: 'Turnier leiten',
    deName: 'turnier',
    subcommands: TOURNAMENT_ARBITER_SUBCOMMANDS,
    command: tournamentCommand,
  },
  {
    name: 'result',
    en: 'Set and correct results',
    de: 'Ergebnisse eintragen und korrigieren',
    deName: 'ergebnis',
    subcommands: RESULT_ARBITER_SUBCOMMANDS,
    command: resultCommand,
  },
  {
    name: 'league',
    en: 'Team leagues',
    de: 'Mannschaftsligen',
    deName: 'liga',
    subcommands: LEAGUE_ARBITER_SUBCOMMANDS,
    command: leagueCommand,
  },
  {
    name: 'dwz',
    en: 'DWZ evaluation (unofficial)',
    de: 'DWZ-Auswertung (inoffiziell)',
    deName: 'dwz',
    subcommands: DWZ_ARBITER_SUBCOMMANDS,
    command: dwzCommand,
  },
  {
    name: 'team',
    en: 'Club teams: link, captain, registered players',
    de: 'Vereinsmannschaften: verknüpfen, Mannschaftsführer, Meldeliste',
    deName: 'mannschaft',
    subcommands: TEAM_ARBITER_SUBCOMMANDS,
    command: teamCommand,
  },
  {
    name: 'schedule',
    en: 'Round deadlines, reminders, Discord events',
    de: 'Rundenfristen, Erinnerungen, Discord-Events',
    deName: 'termine',
    subcommands: SCHEDULE_ARBITER_SUBCOMMANDS,
    command: scheduleCommand,
  },
  {
    name: 'teamevent',
    en: 'Team events: create, register teams, captains, pair',
    de: 'Mannschaftsturniere: anlegen, Mannschaften melden, Mannschaftsführer, auslosen',
    deName: 'mannschaftsturnier',
    subcommands: TEAM_EVENT_ARBITER_SUBCOMMANDS,
    command: teamEventCommand,
  },
];

/** `/arbiter backup`: a subcommand beside the groups (Discord allows both at the top level). */
const BACKUP = {
  name: 'backup',
  en: "Back up the bot's database now (a copy on the bot's server)",
  de: 'Datenbank des Bots jetzt sichern (Kopie auf dem Server des Bots)',
  deName: 'sicherung',
  options: [],
} as const satisfies SubcommandSpec;

const data = commandBuilder({
  name: 'arbiter',
  en: 'Arbiter commands: pair, set results, import',
  de: 'Schiedsrichter: auslosen, Ergebnisse eintragen, importieren',
  deName: 'schiedsrichter',
  contexts: [InteractionContextType.Guild],
  // Hidden from members by default; a server can grant it to its arbiter role (Integrations).
  defaultMemberPermissions: PermissionFlagsBits.ManageGuild,
});
for (const g of GROUPS) data.addSubcommandGroup(buildGroup(g));
data.addSubcommand(buildSubcommand(BACKUP));

const commandOf = (name: string): Command => {
  const g = GROUPS.find((x) => x.name === name);
  if (!g) throw new Error(`unknown subcommand group ${name}`);
  return g.command;
};

export const arbiterCommand = {
  data,
  async execute(i, ctx, deps) {
    if (i.options.getSubcommandGroup(false) === null && i.options.getSubcommand() === BACKUP.name)
      return backupNow(ctx, deps);
    return commandOf(i.options.getSubcommandGroup(true)).execute(i, ctx, deps);
  },
  async autocomplete(i, ctx, cache) {
    return commandOf(i.options.getSubcommandGroup(true)).autocomplete?.(i, ctx, cache) ?? [];
  },
} satisfies Command;
