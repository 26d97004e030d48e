import { InteractionContextType, PermissionFlagsBits } from 'discord.js';
import { linkSheet, setArbiterRole } from '../handlers/admin.ts';
import { tournamentOnly } from './autocomplete.ts';
import type { Command } from './command.ts';
import { buildSubcommand, commandBuilder, readOptions, type SubcommandSpec } from './declare.ts';
import { TOURNAMENT_OPTION } from './options.ts';

/** `/config` and `/sheet`, declared once (builders and option reading). */
const SUBCOMMANDS = {
  arbiterRole: {
    name: 'arbiter-role',
    en: 'Members with this role are arbiters',
    de: 'Mitglieder mit dieser Rolle sind Schiedsrichter',
    deName: 'schiedsrichter-rolle',
    options: [
      {
        type: 'role',
        name: 'role',
        en: 'Role (empty: Manage Server only)',
        de: 'Rolle (leer: nur „Server verwalten“)',
        deName: 'rolle',
      },
    ],
  },
  sheetLink: {
    name: 'link',
    en: 'Write crosstable and standings to a spreadsheet (arbiter)',
    de: 'Kreuztabelle und Tabelle in ein Tabellendokument schreiben (Schiedsrichter)',
    deName: 'verknuepfen',
    options: [
      {
        type: 'string',
        name: 'spreadsheet',
        required: true,
        maxLength: 200,
        en: 'Spreadsheet id or link',
        de: 'Tabellen-ID oder -Link',
        deName: 'tabelle',
      },
      TOURNAMENT_OPTION,
    ],
  },
} as const satisfies Record<string, SubcommandSpec>;

export const configCommand = {
  data: commandBuilder({
    name: 'config',
    en: 'Bot settings for this server',
    de: 'Einstellungen des Bots für diesen Server',
    deName: 'einstellungen',
    contexts: [InteractionContextType.Guild],
    defaultMemberPermissions: PermissionFlagsBits.ManageGuild,
  }).addSubcommand(buildSubcommand(SUBCOMMANDS.arbiterRole)),
  ephemeral: true,
  async execute(i, ctx, deps) {
    const { role } = readOptions(i, SUBCOMMANDS.arbiterRole.options);
    return setArbiterRole(role ? { roleId: role.id } : {}, ctx, deps);
  },
} satisfies Command;

export const sheetCommand = {
  data: commandBuilder({
    name: 'sheet',
    en: 'Google Sheets export',
    de: 'Export nach Google Sheets',
    deName: 'tabellenblatt',
    contexts: [InteractionContextType.Guild],
    // Hidden from members by default; a server can grant it to its arbiter role (Integrations).
    defaultMemberPermissions: PermissionFlagsBits.ManageGuild,
  }).addSubcommand(buildSubcommand(SUBCOMMANDS.sheetLink)),
  async execute(i, ctx, deps) {
    const { spreadsheet, tournament } = readOptions(i, SUBCOMMANDS.sheetLink.options);
    return linkSheet({ spreadsheet, ...(tournament !== undefined ? { tournament } : {}) }, ctx, deps);
  },
  autocomplete: tournamentOnly,
} satisfies Command;
