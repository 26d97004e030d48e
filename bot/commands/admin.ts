import { InteractionContextType, PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import { linkSheet, setArbiterRole } from '../handlers/admin.ts';
import { tournamentOnly } from './autocomplete.ts';
import { tournamentOpt } from './options.ts';
import { type Command, loc, optString } from './command.ts';

export const configCommand = {
  data: loc(
    new SlashCommandBuilder().setName('config'),
    'Bot settings for this server',
    'Einstellungen des Bots für diesen Server',
    'einstellungen',
  )
    .setContexts(InteractionContextType.Guild)
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .addSubcommand((s) =>
      loc(
        s.setName('arbiter-role'),
        'Members with this role are arbiters',
        'Mitglieder mit dieser Rolle sind Schiedsrichter',
        'schiedsrichter-rolle',
      ).addRoleOption((o) =>
        loc(
          o.setName('role'),
          'Role (empty: Manage Server only)',
          'Rolle (leer: nur „Server verwalten“)',
          'rolle',
        ),
      ),
    ),
  ephemeral: true,
  async execute(i, ctx, deps) {
    const role = i.options.getRole('role');
    return setArbiterRole(role ? { roleId: role.id } : {}, ctx, deps);
  },
} satisfies Command;

export const sheetCommand = {
  data: loc(
    new SlashCommandBuilder().setName('sheet'),
    'Google Sheets export',
    'Export nach Google Sheets',
    'tabellenblatt',
  )
    .setContexts(InteractionContextType.Guild)
    // Hidden from members by default; a server can grant it to its arbiter role (Integrations).
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .addSubcommand((s) =>
      loc(
        s.setName('link'),
        'Write crosstable and standings to a spreadsheet (arbiter)',
        'Kreuztabelle und Tabelle in ein Tabellendokument schreiben (Schiedsrichter)',
        'verknuepfen',
      )
        .addStringOption((o) =>
          loc(
            o.setName('spreadsheet').setRequired(true).setMaxLength(200),
            'Spreadsheet id or link',
            'Tabellen-ID oder -Link',
            'tabelle',
          ),
        )
        .addStringOption(tournamentOpt),
    ),
  async execute(i, ctx, deps) {
    const tournament = optString(i, 'tournament');
    return linkSheet(
      {
        spreadsheet: i.options.getString('spreadsheet', true),
        ...(tournament !== undefined ? { tournament } : {}),
      },
      ctx,
      deps,
    );
  },
  autocomplete: tournamentOnly,
} satisfies Command;
