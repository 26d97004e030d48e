import {
  InteractionContextType,
  SlashCommandBuilder,
  type SlashCommandStringOption,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import { SYSTEMS, type System } from '../handlers/common.ts';
import { exportTournament, importTournament } from '../handlers/transfer.ts';
import { importPlayerList } from '../handlers/playerList.ts';
import { EXPORT_FORMATS, type ExportFormat } from '../render/exports.ts';
import { pairRound, startTournament } from '../handlers/pairing.ts';
import * as h from '../handlers/tournament.ts';
import { playerChoices, tournamentChoices } from './autocomplete.ts';
import { birthYearOpt, dwzIndexOpt, fideOpt, tournamentOpt } from './options.ts';
import { type Command, loc, optInt, optString } from './command.ts';

const playerOpt = (o: SlashCommandStringOption): SlashCommandStringOption =>
  loc(
    o.setName('player').setAutocomplete(true),
    'Player (arbiter only)',
    'Spieler (nur Schiedsrichter)',
    'spieler',
  );

const tournamentOption = (s: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder =>
  s.addStringOption(tournamentOpt);

const SYSTEM_LABELS: Record<System, [string, string]> = {
  swiss: ['Swiss', 'Schweizer System'],
  'round-robin': ['Round robin', 'Rundenturnier'],
  'double-round-robin': ['Double round robin', 'Doppelrundig'],
  knockout: ['Knockout', 'K.-o.-System'],
};

const createSub = (s: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder =>
  loc(s.setName('create'), 'Create a tournament (arbiter)', 'Turnier anlegen (Schiedsrichter)', 'anlegen')
    .addStringOption((o) => loc(o.setName('name').setRequired(true).setMaxLength(80), 'Name', 'Name', 'name'))
    .addStringOption((o) =>
      loc(o.setName('system').setRequired(true), 'Pairing system', 'Auslosungssystem', 'system').addChoices(
        SYSTEMS.map((v) => ({
          name: SYSTEM_LABELS[v][0],
          name_localizations: { de: SYSTEM_LABELS[v][1] },
          value: v,
        })),
      ),
    )
    .addIntegerOption((o) =>
      loc(
        o.setName('rounds').setMinValue(1).setMaxValue(30),
        'Rounds (Swiss; round robins: automatic)',
        'Runden (Schweizer System; Rundenturnier: automatisch)',
        'runden',
      ),
    );

const joinSub = (s: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder =>
  tournamentOption(loc(s.setName('join'), 'Join the tournament', 'Am Turnier teilnehmen', 'mitspielen'));

const addSub = (s: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder =>
  tournamentOption(
    loc(
      s.setName('add'),
      'Add a member or a guest (arbiter)',
      'Mitglied oder Gast anmelden (Schiedsrichter)',
      'hinzufuegen',
    )
      .addUserOption((o) => loc(o.setName('member'), 'A server member', 'Ein Server-Mitglied', 'mitglied'))
      .addStringOption((o) =>
        loc(
          o.setName('name').setMaxLength(80),
          'Guest name (or the member’s name)',
          'Name des Gasts (oder des Mitglieds)',
          'name',
        ),
      )
      .addIntegerOption((o) => loc(o.setName('dwz').setMinValue(100).setMaxValue(3000), 'DWZ', 'DWZ', 'dwz'))
      .addIntegerOption(dwzIndexOpt('dwz-index'))
      .addIntegerOption(fideOpt)
      .addIntegerOption(birthYearOpt),
  );

const startSub = (s: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder =>
  tournamentOption(
    loc(s.setName('start'), 'Start the tournament (arbiter)', 'Turnier starten (Schiedsrichter)', 'starten'),
  );

const pairSub = (s: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder =>
  tournamentOption(
    loc(
      s.setName('pair'),
      'Pair and announce the next round (arbiter)',
      'Nächste Runde auslosen und ansagen (Schiedsrichter)',
      'auslosen',
    ),
  );

const withdrawSub = (s: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder =>
  tournamentOption(
    loc(
      s.setName('withdraw'),
      'Withdraw from the tournament (arbiters: any player)',
      'Vom Turnier zurückziehen (Schiedsrichter: jeden Spieler)',
      'zurueckziehen',
    ).addStringOption(playerOpt),
  );

const byeSub = (s: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder =>
  tournamentOption(
    loc(
      s.setName('bye'),
      'Request a bye for a future round',
      'Freilos für eine kommende Runde beantragen',
      'freilos',
    )
      .addIntegerOption((o) =>
        loc(o.setName('round').setRequired(true).setMinValue(1).setMaxValue(30), 'Round', 'Runde', 'runde'),
      )
      .addStringOption((o) =>
        loc(o.setName('kind').setRequired(true), 'Kind of bye', 'Art des Freiloses', 'art').addChoices(
          { name: 'Half point', name_localizations: { de: 'Halber Punkt' }, value: 'HPB' },
          { name: 'Zero points', name_localizations: { de: 'Null Punkte' }, value: 'ZPB' },
          {
            name: 'Full point (arbiter)',
            name_localizations: { de: 'Ganzer Punkt (Schiedsrichter)' },
            value: 'FPB',
          },
        ),
      )
      .addStringOption(playerOpt),
  );

const statusSub = (s: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder =>
  tournamentOption(
    loc(s.setName('status'), 'Show the tournament’s state', 'Stand des Turniers zeigen', 'status'),
  );

const listSub = (s: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder =>
  loc(s.setName('list'), 'List the tournaments of this server', 'Turniere dieses Servers auflisten', 'liste');

const selectSub = (s: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder =>
  loc(
    s.setName('select'),
    'Use a tournament in this channel',
    'Turnier für diesen Kanal wählen',
    'waehlen',
  ).addStringOption((o) =>
    loc(o.setName('tournament').setRequired(true).setAutocomplete(true), 'Tournament', 'Turnier', 'turnier'),
  );

const exportSub = (s: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder =>
  tournamentOption(
    loc(
      s.setName('export'),
      'Export as TRF, CSV and JSON files',
      'Als TRF-, CSV- und JSON-Datei exportieren',
      'export',
    ).addStringOption((o) =>
      loc(o.setName('format'), 'Only one format', 'Nur ein Format', 'format').addChoices(
        EXPORT_FORMATS.map((f) => ({ name: f.toUpperCase(), value: f })),
      ),
    ),
  );

const importSub = (s: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder =>
  loc(
    s.setName('import'),
    'Continue an event from a TRF, CSV or JSON file (arbiter)',
    'Turnier aus TRF-, CSV- oder JSON-Datei fortsetzen (Schiedsrichter)',
    'import',
  )
    .addAttachmentOption((o) => loc(o.setName('file').setRequired(true), 'The file', 'Die Datei', 'datei'))
    .addStringOption((o) =>
      loc(
        o.setName('name').setMaxLength(80),
        'Tournament name (default: from the file)',
        'Turniername (sonst aus der Datei)',
        'name',
      ),
    );

const importListSub = (s: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder =>
  loc(
    s.setName('import-list'),
    'Store a player list (DSB spieler.csv, CSV) for join and DWZ (arbiter)',
    'Spielerliste (DSB spieler.csv, CSV) für Anmeldung und DWZ speichern (Schiedsrichter)',
    'spielerliste',
  ).addAttachmentOption((o) => loc(o.setName('file').setRequired(true), 'The file', 'Die Datei', 'datei'));

/** Arbiter-only subcommands: registered under `/arbiter tournament` (hidden from members by default). */
export const TOURNAMENT_ARBITER_SUBCOMMANDS = [
  createSub,
  addSub,
  startSub,
  pairSub,
  importSub,
  importListSub,
] as const;

// Any member; withdraw and bye check the arbiter right when they touch someone else's entry.
const data = loc(
  new SlashCommandBuilder().setName('tournament'),
  'Run a club tournament',
  'Ein Vereinsturnier leiten',
  'turnier',
)
  .setContexts(InteractionContextType.Guild)
  .addSubcommand(joinSub)
  .addSubcommand(withdrawSub)
  .addSubcommand(byeSub)
  .addSubcommand(statusSub)
  .addSubcommand(listSub)
  .addSubcommand(selectSub)
  .addSubcommand(exportSub);

export const tournamentCommand = {
  data,
  async execute(i, ctx, deps) {
    const tournament = optString(i, 'tournament');
    const base = tournament !== undefined ? { tournament } : {};
    switch (i.options.getSubcommand()) {
      case 'create': {
        const rounds = optInt(i, 'rounds');
        return h.createTournament(
          {
            name: i.options.getString('name', true).trim(),
            system: i.options.getString('system', true) as System,
            ...(rounds !== undefined ? { rounds } : {}),
          },
          ctx,
          deps,
        );
      }
      case 'join':
        return h.joinTournament(base, ctx, deps);
      case 'add': {
        const user = i.options.getUser('member');
        const member = i.options.getMember('member');
        const memberName =
          member && 'displayName' in member ? member.displayName : (user?.globalName ?? user?.username);
        const name = optString(i, 'name');
        const num = (n: string): Record<string, number> => {
          const v = optInt(i, n);
          return v !== undefined
            ? { [n === 'dwz-index' ? 'dwzIndex' : n === 'birth-year' ? 'birthYear' : n]: v }
            : {};
        };
        return h.addPlayer(
          {
            ...base,
            ...(user ? { member: { id: user.id, name: memberName ?? user.username } } : {}),
            ...(name ? { name } : {}),
            ...num('dwz'),
            ...num('dwz-index'),
            ...num('fide'),
            ...num('birth-year'),
          },
          ctx,
          deps,
        );
      }
      case 'start':
        return startTournament(base, ctx, deps);
      case 'pair':
        return pairRound(base, ctx, deps);
      case 'withdraw': {
        const player = optString(i, 'player');
        return h.withdrawPlayer({ ...base, ...(player !== undefined ? { player } : {}) }, ctx, deps);
      }
      case 'bye': {
        const player = optString(i, 'player');
        return h.requestBye(
          {
            ...base,
            round: i.options.getInteger('round', true),
            kind: i.options.getString('kind', true) as 'HPB',
            ...(player !== undefined ? { player } : {}),
          },
          ctx,
          deps,
        );
      }
      case 'status':
        return h.tournamentStatus(base, ctx, deps);
      case 'list':
        return h.listTournaments({}, ctx, deps);
      case 'select':
        return h.selectTournament({ tournament: i.options.getString('tournament', true) }, ctx, deps);
      case 'export': {
        const format = optString(i, 'format') as ExportFormat | undefined;
        return exportTournament({ ...base, ...(format ? { format } : {}) }, ctx, deps);
      }
      case 'import': {
        const file = i.options.getAttachment('file', true);
        const name = optString(i, 'name');
        return importTournament(
          { url: file.url, filename: file.name, size: file.size, ...(name ? { name } : {}) },
          ctx,
          deps,
        );
      }
      case 'import-list': {
        const file = i.options.getAttachment('file', true);
        return importPlayerList({ url: file.url, filename: file.name, size: file.size }, ctx, deps);
      }
      default:
        throw new Error(`unknown subcommand ${i.options.getSubcommand()}`);
    }
  },
  async autocomplete(i, ctx, cache) {
    const focused = i.options.getFocused(true);
    if (focused.name === 'tournament') return tournamentChoices(ctx, cache, focused.value);
    return playerChoices(ctx, cache, focused.value, i.options.getString('tournament') ?? undefined);
  },
} satisfies Command;
