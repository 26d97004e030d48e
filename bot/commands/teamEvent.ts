import { InteractionContextType } from 'discord.js';
import { BOARD_ORDER_POLICIES, TEAM_TOURNAMENT_SYSTEMS } from '../../core/team/index.ts';
import {
  addEventTeam,
  enterEventResult,
  eventCrosstable,
  eventLineup,
  eventPairings,
  eventStandings,
  exportTeamEvent,
  newTeamEvent,
  pairTeamEvent,
  setEventCaptain,
} from '../handlers/teamEvent.ts';
import { teamEventChoices } from './autocomplete.ts';
import type { Command } from './command.ts';
import {
  buildSubcommand,
  commandBuilder,
  given,
  type OptionSpec,
  readFocused,
  readOptions,
  readSubcommand,
  type SubcommandSpec,
} from './declare.ts';
import { CAPTAIN_MEMBER_OPTION, CAPTAIN_ROLE_OPTION, NAME_OPTION, ROUND_OPTION } from './options.ts';

const EVENT = {
  type: 'string',
  name: 'event',
  autocomplete: true,
  maxLength: 80,
  en: 'Team event (default: the newest)',
  de: 'Mannschaftsturnier (sonst das neueste)',
  deName: 'turnier',
} as const satisfies OptionSpec;

const TEAM = {
  type: 'string',
  name: 'team',
  required: true,
  maxLength: 80,
  en: 'Team (name or number)',
  de: 'Mannschaft (Name oder Nummer)',
  deName: 'mannschaft',
} as const satisfies OptionSpec;

/** A round of the event, the last one paired when left out. */
const LAST_PAIRED_ROUND = {
  type: 'integer',
  name: 'round',
  min: 1,
  max: 30,
  en: 'Round (default: the last paired)',
  de: 'Runde (sonst die zuletzt ausgeloste)',
  deName: 'runde',
} as const satisfies OptionSpec;

const SYSTEM_NAMES = {
  'team-swiss': { en: 'Swiss Team (FIDE C.04.6)', de: 'Schweizer System für Mannschaften (FIDE C.04.6)' },
  'team-round-robin': { en: 'Team round robin (Berger)', de: 'Mannschafts-Rundenturnier (Berger)' },
  scheveningen: {
    en: 'Scheveningen (two teams, each player meets each)',
    de: 'Scheveninger System (zwei Mannschaften, jeder gegen jeden)',
  },
  'double-scheveningen': {
    en: 'Double Scheveningen (twice, colours reversed)',
    de: 'Doppeltes Scheveninger System (zweimal, Farben getauscht)',
  },
} as const satisfies Record<(typeof TEAM_TOURNAMENT_SYSTEMS)[number], { en: string; de: string }>;

const ORDER_NAMES = {
  refuse: { en: 'refuse a line-up out of board order', de: 'Aufstellung außer Brettreihenfolge ablehnen' },
  warn: { en: 'accept it with a warning', de: 'mit Warnung annehmen' },
} as const satisfies Record<(typeof BOARD_ORDER_POLICIES)[number], { en: string; de: string }>;

const SUBCOMMANDS = {
  new: {
    name: 'new',
    en: 'Create a team event: system, boards, rounds (arbiter)',
    de: 'Mannschaftsturnier anlegen: System, Bretter, Runden (Schiedsrichter)',
    deName: 'neu',
    options: [
      NAME_OPTION,
      {
        type: 'string',
        name: 'system',
        required: true,
        en: 'Pairing system',
        de: 'Auslosungssystem',
        deName: 'system',
        choices: TEAM_TOURNAMENT_SYSTEMS.map((value) => ({ value, ...SYSTEM_NAMES[value] })),
      },
      {
        type: 'integer',
        name: 'boards',
        required: true,
        min: 1,
        max: 16,
        en: 'Boards per match',
        de: 'Bretter je Kampf',
        deName: 'bretter',
      },
      {
        type: 'integer',
        name: 'rounds',
        min: 1,
        max: 30,
        en: 'Rounds (team Swiss; a round robin or Scheveningen has its own)',
        de: 'Runden (Schweizer System; Rundenturnier und Scheveninger System haben ihre eigenen)',
        deName: 'runden',
      },
      {
        type: 'string',
        name: 'board-order',
        en: 'A line-up out of the registered board order (default: refused)',
        de: 'Aufstellung außerhalb der gemeldeten Reihenfolge (sonst abgelehnt)',
        deName: 'brettreihenfolge',
        choices: BOARD_ORDER_POLICIES.map((value) => ({ value, ...ORDER_NAMES[value] })),
      },
    ],
  },
  team: {
    name: 'team',
    en: 'Register a team with its players in board order, or the teams of a file (arbiter)',
    de: 'Mannschaft mit Spielern in Brettreihenfolge melden, oder die einer Datei (Schiedsrichter)',
    deName: 'mannschaft',
    options: [
      { ...TEAM, required: false },
      {
        type: 'string',
        name: 'players',
        maxLength: 1500,
        en: 'Players in board order, separated by ; e.g. Jürgen Weiß (2011); Anna Groß',
        de: 'Spieler in Brettreihenfolge, mit ; getrennt, z. B. Jürgen Weiß (2011); Anna Groß',
        deName: 'spieler',
      },
      {
        type: 'attachment',
        name: 'file',
        en: 'Team file (Swiss-Manager, Swiss-Chess, TRF-2026) or one team list',
        de: 'Mannschaftsdatei (Swiss-Manager, Swiss-Chess, TRF-2026) oder eine Meldeliste',
        deName: 'datei',
      },
      EVENT,
    ],
  },
  captain: {
    name: 'captain',
    en: "Set a team's captain: a role or a member (arbiter)",
    de: 'Mannschaftsführer festlegen: Rolle oder Mitglied (Schiedsrichter)',
    deName: 'mannschaftsführer',
    options: [TEAM, CAPTAIN_ROLE_OPTION, CAPTAIN_MEMBER_OPTION, EVENT],
  },
  lineup: {
    name: 'lineup',
    en: "The team's line-up for a round, board 1 first (captain)",
    de: 'Aufstellung der Mannschaft für eine Runde, Brett 1 zuerst (Mannschaftsführer)',
    deName: 'aufstellung',
    options: [
      TEAM,
      ROUND_OPTION,
      {
        type: 'string',
        name: 'players',
        required: true,
        maxLength: 1000,
        en: 'Names in board order, separated by ;',
        de: 'Namen in Brettreihenfolge, mit ; getrennt',
        deName: 'spieler',
      },
      EVENT,
    ],
  },
  pair: {
    name: 'pair',
    en: 'Pair the next round (arbiter)',
    de: 'Nächste Runde auslosen (Schiedsrichter)',
    deName: 'auslosen',
    options: [EVENT],
  },
  result: {
    name: 'result',
    en: "Enter the match's board results, confirmed by the opposing captain (captain)",
    de: 'Brettergebnisse des Kampfes eintragen, vom gegnerischen Mannschaftsführer bestätigt',
    deName: 'ergebnis',
    options: [
      TEAM,
      {
        type: 'string',
        name: 'results',
        required: true,
        maxLength: 200,
        en: 'Home team first: 1-0;½-½;0-1;1-0 (all boards) or one result with board',
        de: 'Heim zuerst: 1-0;½-½;0-1;1-0 (alle Bretter) oder ein Ergebnis mit Brett',
        deName: 'ergebnisse',
      },
      {
        type: 'integer',
        name: 'board',
        min: 1,
        max: 16,
        en: 'One board only',
        de: 'Nur ein Brett',
        deName: 'brett',
      },
      LAST_PAIRED_ROUND,
      {
        type: 'string',
        name: 'score',
        maxLength: 20,
        en: 'The match score signed, home first (e.g. 2½-1½): the boards must add up to it',
        de: 'Das unterschriebene Kampfergebnis, Heim zuerst (z. B. 2½-1½): die Bretter müssen es ergeben',
        deName: 'endstand',
      },
      {
        type: 'boolean',
        name: 'correct',
        en: 'Correct results already entered (arbiter; counts at once)',
        de: 'Eingetragene Ergebnisse korrigieren (Schiedsrichter; gilt sofort)',
        deName: 'korrigieren',
      },
      EVENT,
    ],
  },
  pairings: {
    name: 'pairings',
    en: "A round's matches with line-ups and results",
    de: 'Die Kämpfe einer Runde mit Aufstellungen und Ergebnissen',
    deName: 'paarungen',
    options: [LAST_PAIRED_ROUND, EVENT],
  },
  standings: {
    name: 'standings',
    en: 'Standings by match points and the team tiebreaks',
    de: 'Tabelle nach Mannschaftspunkten und Mannschaftswertungen',
    deName: 'tabelle',
    options: [EVENT],
  },
  crosstable: {
    name: 'crosstable',
    en: 'Crosstable of the teams',
    de: 'Kreuztabelle der Mannschaften',
    deName: 'kreuztabelle',
    options: [EVENT],
  },
  export: {
    name: 'export',
    en: 'The TRF-2026 team file and the team tournament JSON',
    de: 'Die TRF-2026-Mannschaftsdatei und die Mannschaftsturnier-JSON',
    deName: 'export',
    options: [EVENT],
  },
} as const satisfies Record<string, SubcommandSpec>;

const data = commandBuilder({
  name: 'teamevent',
  en: 'A team event (team Swiss, team round robin): line-ups, results, standings',
  de: 'Mannschaftsturnier (Schweizer System, Rundenturnier): Aufstellungen, Ergebnisse, Tabelle',
  deName: 'mannschaftsturnier',
  contexts: [InteractionContextType.Guild],
});
/** Arbiter-only: registered under `/arbiter teamevent` (hidden from members by default). */
export const TEAM_EVENT_ARBITER_SUBCOMMANDS = [
  SUBCOMMANDS.new,
  SUBCOMMANDS.team,
  SUBCOMMANDS.captain,
  SUBCOMMANDS.pair,
] as const;
const ARBITER_ONLY: readonly SubcommandSpec[] = TEAM_EVENT_ARBITER_SUBCOMMANDS;
for (const s of Object.values(SUBCOMMANDS))
  if (!ARBITER_ONLY.includes(s)) data.addSubcommand(buildSubcommand(s));

const ev = (event: string | undefined) => given('event', event);

export const teamEventCommand = {
  data,
  async execute(i, ctx, deps) {
    switch (readSubcommand(i, Object.values(SUBCOMMANDS))) {
      case 'new': {
        const o = readOptions(i, SUBCOMMANDS.new.options);
        return newTeamEvent(
          {
            name: o.name,
            system: o.system,
            boards: o.boards,
            ...given('rounds', o.rounds),
            ...given('boardOrder', o['board-order']),
          },
          ctx,
          deps,
        );
      }
      case 'team': {
        const o = readOptions(i, SUBCOMMANDS.team.options);
        return addEventTeam(
          {
            ...ev(o.event),
            ...given('team', o.team),
            ...given('players', o.players),
            ...given(
              'file',
              o.file ? { url: o.file.url, size: o.file.size, filename: o.file.name } : undefined,
            ),
          },
          ctx,
          deps,
        );
      }
      case 'captain': {
        const o = readOptions(i, SUBCOMMANDS.captain.options);
        return setEventCaptain(
          { ...ev(o.event), team: o.team, ...given('roleId', o.role?.id), ...given('userId', o.member?.id) },
          ctx,
          deps,
        );
      }
      case 'lineup': {
        const o = readOptions(i, SUBCOMMANDS.lineup.options);
        return eventLineup({ ...ev(o.event), team: o.team, round: o.round, players: o.players }, ctx, deps);
      }
      case 'pair': {
        const o = readOptions(i, SUBCOMMANDS.pair.options);
        return pairTeamEvent(ev(o.event), ctx, deps);
      }
      case 'result': {
        const o = readOptions(i, SUBCOMMANDS.result.options);
        return enterEventResult(
          {
            ...ev(o.event),
            team: o.team,
            results: o.results,
            ...given('board', o.board),
            ...given('round', o.round),
            ...given('score', o.score),
            ...given('correct', o.correct),
          },
          ctx,
          deps,
        );
      }
      case 'pairings': {
        const o = readOptions(i, SUBCOMMANDS.pairings.options);
        return eventPairings({ ...ev(o.event), ...given('round', o.round) }, ctx, deps);
      }
      case 'standings':
        return eventStandings(ev(readOptions(i, SUBCOMMANDS.standings.options).event), ctx, deps);
      case 'crosstable':
        return eventCrosstable(ev(readOptions(i, SUBCOMMANDS.crosstable.options).event), ctx, deps);
      case 'export':
        return exportTeamEvent(ev(readOptions(i, SUBCOMMANDS.export.options).event), ctx, deps);
      default:
        throw new Error(`unknown subcommand ${i.options.getSubcommand()}`);
    }
  },
  // The server's events from the per-server cache (bot/cache.ts).
  async autocomplete(i, ctx, cache) {
    const focused = readFocused(i, [EVENT]);
    return focused ? teamEventChoices(ctx, cache, focused.value) : [];
  },
} satisfies Command;
