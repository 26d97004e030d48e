import {
  InteractionContextType,
  PermissionFlagsBits,
  SlashCommandBuilder,
  type SlashCommandSubcommandBuilder,
  type SlashCommandSubcommandGroupBuilder,
} from 'discord.js';
import { backupNow } from '../handlers/admin.ts';
import { LEAGUE_ARBITER_SUBCOMMANDS, leagueCommand } from './league.ts';
import { DWZ_ARBITER_SUBCOMMANDS, dwzCommand } from './ratings.ts';
import { RESULT_ARBITER_SUBCOMMANDS, resultCommand } from './result.ts';
import { TOURNAMENT_ARBITER_SUBCOMMANDS, tournamentCommand } from './tournament.ts';
import { type Command, loc } from './command.ts';

type SubcommandDef = (s: SlashCommandSubcommandBuilder) => SlashCommandSubcommandBuilder;

interface ArbiterGroup {
  readonly name: string;
  readonly en: string;
  readonly de: string;
  readonly deName: string;
  readonly subcommands: readonly SubcommandDef[];
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
];

const group =
  (g: ArbiterGroup) =>
  (b: SlashCommandSubcommandGroupBuilder): SlashCommandSubcommandGroupBuilder => {
    const named = loc(b.setName(g.name), g.en, g.de, g.deName);
    for (const sub of g.subcommands) named.addSubcommand(sub);
    return named;
  };

const data = loc(
  new SlashCommandBuilder().setName('arbiter'),
  'Arbiter commands: pair, set results, import',
  'Schiedsrichter: auslosen, Ergebnisse eintragen, importieren',
  'schiedsrichter',
)
  .setContexts(InteractionContextType.Guild)
  // Hidden from members by default; a server can grant it to its arbiter role (Integrations).
  .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild);
for (const g of GROUPS) data.addSubcommandGroup(group(g));
// `/arbiter backup`: a subcommand beside the groups (Discord allows both at the top level).
data.addSubcommand((s) =>
  loc(
    s.setName('backup'),
    "Back up the bot's database now (a copy on the bot's server)",
    'Datenbank des Bots jetzt sichern (Kopie auf dem Server des Bots)',
    'sicherung',
  ),
);

const commandOf = (name: string): Command => {
  const g = GROUPS.find((x) => x.name === name);
  if (!g) throw new Error(`unknown subcommand group ${name}`);
  return g.command;
};

export const arbiterCommand = {
  data,
  async execute(i, ctx, deps) {
    if (i.options.getSubcommandGroup(false) === null && i.options.getSubcommand() === 'backup')
      return backupNow(ctx, deps);
    return commandOf(i.options.getSubcommandGroup(true)).execute(i, ctx, deps);
  },
  async autocomplete(i, ctx, cache) {
    return commandOf(i.options.getSubcommandGroup(true)).autocomplete?.(i, ctx, cache) ?? [];
  },
} satisfies Command;
