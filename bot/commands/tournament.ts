import { InteractionContextType } from 'discord.js';
import { registrySystemOfChoice, SYSTEMS } from '../handlers/common.ts';
import { exportTournament, importTournament } from '../handlers/transfer.ts';
import { importPlayerList } from '../handlers/playerList.ts';
import { EXPORT_FORMATS } from '../render/exports.ts';
import { pairRound, startTournament, unpairRound } from '../handlers/pairing.ts';
import * as h from '../handlers/tournament.ts';
import { pairWithDeadline } from '../handlers/roundDeadlines.ts';
import { playerChoices, tournamentChoices } from './autocomplete.ts';
import type { Command } from './command.ts';
import {
  buildSubcommand,
  commandBuilder,
  readFocused,
  readMember,
  readOptions,
  readSubcommand,
  readTyped,
  type SubcommandSpec,
} from './declare.ts';
import {
  BIRTH_YEAR_OPTION,
  DWZ_OPTION,
  dwzIndexOption,
  FIDE_OPTION,
  FILE_OPTION,
  NAME_OPTION,
  ROUND_OPTION,
  TOURNAMENT_OPTION,
} from './options.ts';

const PLAYER = {
  type: 'string',
  name: 'player',
  autocomplete: true,
  en: 'Player (arbiter only)',
  de: 'Spieler (nur Schiedsrichter)',
  deName: 'spieler',
} as const;

/** The player an arbiter's action is about (/arbiter tournament edit, remove). */
const ARBITER_PLAYER = { ...PLAYER, required: true, en: 'Player', de: 'Spieler' } as const;

/**
 * The choices' labels, short (the whole of /arbiter has 4000 characters); a system of the pairing
 * registry without one is labelled by the registry's name.
 */
const SYSTEM_LABELS: Readonly<Record<string, [string, string]>> = {
  swiss: ['Swiss', 'Schweizer System'],
  dubov: ['Dubov', 'Dubov'],
  burstein: ['Burstein', 'Burstein'],
  'double-swiss': ['Double-Swiss', 'Doppel-Schweizer'],
  keizer: ['Keizer', 'Keizer'],
  'round-robin': ['Round robin', 'Rundenturnier'],
  'double-round-robin': ['Double round robin', 'Doppelrundig'],
  knockout: ['Knockout', 'K.-o.-System'],
};

/** The subcommands of `/tournament` and `/arbiter tournament`, declared once (builders and option reading). */
const SUBCOMMANDS = {
  create: {
    name: 'create',
    en: 'Create a tournament (arbiter)',
    de: 'Turnier anlegen (Schiedsrichter)',
    deName: 'anlegen',
    options: [
      NAME_OPTION,
      {
        type: 'string',
        name: 'system',
        required: true,
        en: 'Pairing system',
        de: 'Auslosungssystem',
        deName: 'system',
        choices: SYSTEMS.map((value) => {
          const registered = registrySystemOfChoice(value);
          const [en, de] = SYSTEM_LABELS[value] ?? [registered?.name ?? value, registered?.name ?? value];
          return { value, en, de };
        }),
      },
      {
        type: 'integer',
        name: 'rounds',
        min: 1,
        max: 30,
        en: 'Rounds (Swiss; round robins: automatic)',
        de: 'Runden (Schweizer System; Rundenturnier: automatisch)',
        deName: 'runden',
      },
    ],
  },
  join: {
    name: 'join',
    en: 'Join the tournament',
    de: 'Am Turnier teilnehmen',
    deName: 'mitspielen',
    options: [TOURNAMENT_OPTION],
  },
  add: {
    name: 'add',
    en: 'Add a member or a guest (arbiter)',
    de: 'Mitglied oder Gast anmelden (Schiedsrichter)',
    deName: 'hinzufuegen',
    options: [
      { type: 'user', name: 'member', en: 'A server member', de: 'Ein Server-Mitglied', deName: 'mitglied' },
      {
        type: 'string',
        name: 'name',
        maxLength: 80,
        en: 'Guest name (or the member’s name)',
        de: 'Name des Gasts (oder des Mitglieds)',
        deName: 'name',
      },
      DWZ_OPTION,
      dwzIndexOption('dwz-index'),
      FIDE_OPTION,
      BIRTH_YEAR_OPTION,
      TOURNAMENT_OPTION,
    ],
  },
  edit: {
    name: 'edit',
    en: 'Change a player’s data; the start number stays (arbiter)',
    de: 'Daten eines Spielers ändern; die Startnummer bleibt (Schiedsrichter)',
    deName: 'aendern',
    options: [
      ARBITER_PLAYER,
      { type: 'string', name: 'name', maxLength: 80, en: 'New name', de: 'Neuer Name', deName: 'name' },
      DWZ_OPTION,
      dwzIndexOption('dwz-index'),
      FIDE_OPTION,
      BIRTH_YEAR_OPTION,
      TOURNAMENT_OPTION,
    ],
  },
  remove: {
    name: 'remove',
    en: 'Take a player off the start list before the start (arbiter)',
    de: 'Spieler vor dem Start von der Startliste streichen (Schiedsrichter)',
    deName: 'streichen',
    options: [ARBITER_PLAYER, TOURNAMENT_OPTION],
  },
  unpair: {
    name: 'unpair',
    en: 'Take back the last round paired (arbiter)',
    de: 'Letzte ausgeloste Runde zurücknehmen (Schiedsrichter)',
    deName: 'auslosung-zuruecknehmen',
    options: [
      {
        type: 'boolean',
        name: 'force',
        en: 'Also when it has results (they are listed)',
        de: 'Auch mit Ergebnissen (sie werden aufgelistet)',
        deName: 'erzwingen',
      },
      TOURNAMENT_OPTION,
    ],
  },
  history: {
    name: 'history',
    en: 'Every change to the tournament, oldest first',
    de: 'Alle Änderungen am Turnier, älteste zuerst',
    deName: 'verlauf',
    options: [
      {
        type: 'integer',
        name: 'page',
        min: 1,
        max: 1000,
        en: 'Page (default: the last)',
        de: 'Seite (sonst die letzte)',
        deName: 'seite',
      },
      TOURNAMENT_OPTION,
    ],
  },
  start: {
    name: 'start',
    en: 'Start the tournament (arbiter)',
    de: 'Turnier starten (Schiedsrichter)',
    deName: 'starten',
    options: [TOURNAMENT_OPTION],
  },
  pair: {
    name: 'pair',
    en: 'Pair and announce the next round (arbiter)',
    de: 'Nächste Runde auslosen und ansagen (Schiedsrichter)',
    deName: 'auslosen',
    options: [
      TOURNAMENT_OPTION,
      {
        type: 'string',
        name: 'deadline',
        maxLength: 40,
        en: "The round's deadline, e.g. 2026-03-20 19:00 (Berlin time): reminders, overdue list",
        de: 'Frist der Runde, z. B. 20.03.2026 19:00 (Berliner Zeit): Erinnerungen, Überfälligen-Liste',
        deName: 'frist',
      },
    ],
  },
  withdraw: {
    name: 'withdraw',
    en: 'Withdraw from the tournament (arbiters: any player)',
    de: 'Vom Turnier zurückziehen (Schiedsrichter: jeden Spieler)',
    deName: 'zurueckziehen',
    options: [PLAYER, TOURNAMENT_OPTION],
  },
  bye: {
    name: 'bye',
    en: 'Request a bye for a future round',
    de: 'Freilos für eine kommende Runde beantragen',
    deName: 'freilos',
    options: [
      ROUND_OPTION,
      {
        type: 'string',
        name: 'kind',
        required: true,
        en: 'Kind of bye',
        de: 'Art des Freiloses',
        deName: 'art',
        choices: [
          { value: 'HPB', en: 'Half point', de: 'Halber Punkt' },
          { value: 'ZPB', en: 'Zero points', de: 'Null Punkte' },
          { value: 'FPB', en: 'Full point (arbiter)', de: 'Ganzer Punkt (Schiedsrichter)' },
        ],
      },
      PLAYER,
      TOURNAMENT_OPTION,
    ],
  },
  status: {
    name: 'status',
    en: 'Show the tournament’s state',
    de: 'Stand des Turniers zeigen',
    deName: 'status',
    options: [TOURNAMENT_OPTION],
  },
  list: {
    name: 'list',
    en: 'List the tournaments of this server',
    de: 'Turniere dieses Servers auflisten',
    deName: 'liste',
    options: [],
  },
  select: {
    name: 'select',
    en: 'Use a tournament in this channel',
    de: 'Turnier für diesen Kanal wählen',
    deName: 'waehlen',
    options: [
      {
        type: 'string',
        name: 'tournament',
        required: true,
        autocomplete: true,
        en: 'Tournament',
        de: 'Turnier',
        deName: 'turnier',
      },
    ],
  },
  export: {
    name: 'export',
    en: 'Export as TRF, CSV and JSON files',
    de: 'Als TRF-, CSV- und JSON-Datei exportieren',
    deName: 'export',
    options: [
      {
        type: 'string',
        name: 'format',
        en: 'Only one format',
        de: 'Nur ein Format',
        deName: 'format',
        choices: EXPORT_FORMATS.map((value) => ({ value, en: value.toUpperCase() })),
      },
      TOURNAMENT_OPTION,
    ],
  },
  'import-list': {
    name: 'import-list',
    en: 'Store a player list (DSB spieler.csv, CSV) for join and DWZ (arbiter)',
    de: 'Spielerliste (DSB spieler.csv, CSV) für Anmeldung und DWZ speichern (Schiedsrichter)',
    deName: 'spielerliste',
    options: [FILE_OPTION],
  },
  import: {
    name: 'import',
    en: 'Continue an event from a TRF, CSV or JSON file (arbiter)',
    de: 'Turnier aus TRF-, CSV- oder JSON-Datei fortsetzen (Schiedsrichter)',
    deName: 'import',
    options: [
      FILE_OPTION,
      {
        type: 'string',
        name: 'name',
        maxLength: 80,
        en: 'Tournament name (default: from the file)',
        de: 'Turniername (sonst aus der Datei)',
        deName: 'name',
      },
    ],
  },
} as const satisfies Record<string, SubcommandSpec>;

const sub = (name: keyof typeof SUBCOMMANDS) => buildSubcommand(SUBCOMMANDS[name]);

/** Arbiter-only subcommands: registered under `/arbiter tournament` (hidden from members by default). */
export const TOURNAMENT_ARBITER_SUBCOMMANDS = [
  SUBCOMMANDS.create,
  SUBCOMMANDS.add,
  SUBCOMMANDS.edit,
  SUBCOMMANDS.remove,
  SUBCOMMANDS.start,
  SUBCOMMANDS.pair,
  SUBCOMMANDS.unpair,
  SUBCOMMANDS.import,
  SUBCOMMANDS['import-list'],
] as const;

// Any member; withdraw and bye check the arbiter right when they touch someone else's entry.
const data = commandBuilder({
  name: 'tournament',
  en: 'Run a club tournament',
  de: 'Ein Vereinsturnier leiten',
  deName: 'turnier',
})
  .setContexts(InteractionContextType.Guild)
  .addSubcommand(sub('join'))
  .addSubcommand(sub('withdraw'))
  .addSubcommand(sub('bye'))
  .addSubcommand(sub('status'))
  .addSubcommand(sub('history'))
  .addSubcommand(sub('list'))
  .addSubcommand(sub('select'))
  .addSubcommand(sub('export'));

export const tournamentCommand = {
  data,
  async execute(i, ctx, deps) {
    switch (readSubcommand(i, Object.values(SUBCOMMANDS))) {
      case 'create': {
        const o = readOptions(i, SUBCOMMANDS.create.options);
        return h.createTournament({ ...o, name: o.name.trim() }, ctx, deps);
      }
      case 'join':
        return h.joinTournament(readOptions(i, SUBCOMMANDS.join.options), ctx, deps);
      case 'add': {
        const {
          member: user,
          'dwz-index': dwzIndex,
          'birth-year': birthYear,
          ...o
        } = readOptions(i, SUBCOMMANDS.add.options);
        const member = readMember(i, SUBCOMMANDS.add.options, 'member');
        const memberName =
          member && 'displayName' in member ? member.displayName : (user?.globalName ?? user?.username);
        return h.addPlayer(
          {
            ...o,
            ...(user ? { member: { id: user.id, name: memberName ?? user.username } } : {}),
            name: o.name || undefined, // an empty name is no name
            dwzIndex,
            birthYear,
          },
          ctx,
          deps,
        );
      }
      case 'edit': {
        const {
          'dwz-index': dwzIndex,
          'birth-year': birthYear,
          ...o
        } = readOptions(i, SUBCOMMANDS.edit.options);
        return h.editPlayer({ ...o, name: o.name || undefined, dwzIndex, birthYear }, ctx, deps);
      }
      case 'remove':
        return h.removePlayer(readOptions(i, SUBCOMMANDS.remove.options), ctx, deps);
      case 'unpair':
        return unpairRound(readOptions(i, SUBCOMMANDS.unpair.options), ctx, deps);
      case 'history':
        return h.tournamentHistory(readOptions(i, SUBCOMMANDS.history.options), ctx, deps);
      case 'start':
        return startTournament(readOptions(i, SUBCOMMANDS.start.options), ctx, deps);
      case 'pair':
        if (readOptions(i, SUBCOMMANDS.pair.options).deadline !== undefined)
          return pairWithDeadline(readOptions(i, SUBCOMMANDS.pair.options), pairRound, ctx, deps);
        return pairRound(readOptions(i, SUBCOMMANDS.pair.options), ctx, deps);
      case 'withdraw':
        return h.withdrawPlayer(readOptions(i, SUBCOMMANDS.withdraw.options), ctx, deps);
      case 'bye':
        return h.requestBye(readOptions(i, SUBCOMMANDS.bye.options), ctx, deps);
      case 'status':
        return h.tournamentStatus(readOptions(i, SUBCOMMANDS.status.options), ctx, deps);
      case 'list':
        return h.listTournaments({}, ctx, deps);
      case 'select':
        return h.selectTournament(readOptions(i, SUBCOMMANDS.select.options), ctx, deps);
      case 'export':
        return exportTournament(readOptions(i, SUBCOMMANDS.export.options), ctx, deps);
      case 'import': {
        const { file, name } = readOptions(i, SUBCOMMANDS.import.options);
        return importTournament(
          { url: file.url, filename: file.name, size: file.size, ...(name ? { name } : {}) },
          ctx,
          deps,
        );
      }
      case 'import-list': {
        const { file } = readOptions(i, SUBCOMMANDS['import-list'].options);
        return importPlayerList({ url: file.url, filename: file.name, size: file.size }, ctx, deps);
      }
      default:
        throw new Error(`unknown subcommand ${i.options.getSubcommand()}`);
    }
  },
  async autocomplete(i, ctx, cache) {
    const options = [PLAYER, TOURNAMENT_OPTION] as const;
    const focused = readFocused(i, options);
    if (focused?.name === 'tournament') return tournamentChoices(ctx, cache, focused.value);
    return playerChoices(ctx, cache, focused?.value ?? '', readTyped(i, options, 'tournament'));
  },
} satisfies Command;
