import { LEAGUE_RULE_SET_IDS, LEAGUE_RULE_SETS, type LeagueRuleSetId } from '../../core/team/index.ts';
import { importLeague, leagueStandings, leagueTeamTable } from '../handlers/league.ts';
import { leaguePlayers } from '../handlers/leaguePlayers.ts';
import type { Command } from './command.ts';
import {
  buildSubcommand,
  commandBuilder,
  given,
  type OptionSpec,
  readOptions,
  readSubcommand,
  type SubcommandSpec,
} from './declare.ts';
import { FILE_OPTION, LEAGUE_OPTION } from './options.ts';

/** German names of the rule sets the core names in English (the others are German proper names). */
const RULES_DE: Partial<Record<LeagueRuleSetId, string>> = {
  'direct-encounter': 'Deutsche Ligawertung mit direktem Vergleich',
  'bw-decides': 'Unentschiedener Kampf nach Berliner Wertung entschieden',
  fide: 'FIDE-Mannschaftswertung',
  olympiad: 'Olympia-Wertung',
  german: 'Deutsche Ligawertung',
};

/** The league rule sets by id, named by the core (in German where the core's name is English). */
const RULES = {
  type: 'string',
  name: 'rules',
  en: 'League order',
  de: 'Wertungsreihenfolge',
  deName: 'wertung',
  choices: LEAGUE_RULE_SET_IDS.map((id) => ({
    value: id,
    en: LEAGUE_RULE_SETS[id].name,
    ...(RULES_DE[id] !== undefined ? { de: RULES_DE[id] } : {}),
  })),
} as const satisfies OptionSpec;

/** The subcommands of `/league` and `/arbiter league`, declared once (builders and option reading). */
const SUBCOMMANDS = {
  standings: {
    name: 'standings',
    en: 'League table (MP, BP, place)',
    de: 'Ligatabelle (MP, BP, Platz)',
    deName: 'tabelle',
    options: [
      LEAGUE_OPTION,
      RULES,
      { type: 'integer', name: 'page', min: 1, max: 50, en: 'Page', de: 'Seite', deName: 'seite' },
    ],
  },
  players: {
    name: 'players',
    en: "A team's line-ups and players (league file)",
    de: 'Aufstellungen und Spieler einer Mannschaft (Ligadatei)',
    deName: 'spieler',
    options: [
      {
        type: 'string',
        name: 'team',
        required: true,
        maxLength: 80,
        en: 'Team name or id',
        de: 'Mannschaft (Name oder Nr.)',
        deName: 'mannschaft',
      },
      LEAGUE_OPTION,
    ],
  },
  team: {
    name: 'team',
    en: "A captain's team table from a CSV (players × match days)",
    de: 'Mannschaftsbilanz aus einer CSV-Datei (Spieler × Runden)',
    deName: 'bilanz',
    options: [FILE_OPTION],
  },
  import: {
    name: 'import',
    en: 'Link a league: team-event JSON or a league crosstable exported as CSV (arbiter)',
    de: 'Liga verknüpfen: Mannschafts-JSON oder als CSV exportierte Kreuztabelle (Schiedsrichter)',
    deName: 'import',
    options: [
      FILE_OPTION,
      { type: 'string', name: 'name', maxLength: 80, en: 'League name', de: 'Name der Liga', deName: 'name' },
      RULES,
      {
        type: 'string',
        name: 'match-points',
        maxLength: 8,
        en: 'Match points, e.g. 3-1-0 (default 2-1-0)',
        de: 'Mannschaftspunkte, z. B. 3-1-0 (sonst 2-1-0)',
        deName: 'mannschaftspunkte',
      },
    ],
  },
} as const satisfies Record<string, SubcommandSpec>;

/** Arbiter-only: registered under `/arbiter league` (hidden from members by default). */
export const LEAGUE_ARBITER_SUBCOMMANDS = [SUBCOMMANDS.import] as const;

const data = commandBuilder({ name: 'league', en: 'Team leagues', de: 'Mannschaftsligen', deName: 'liga' })
  .addSubcommand(buildSubcommand(SUBCOMMANDS.standings))
  .addSubcommand(buildSubcommand(SUBCOMMANDS.players))
  .addSubcommand(buildSubcommand(SUBCOMMANDS.team));

export const leagueCommand = {
  data,
  async execute(i, ctx, deps) {
    switch (readSubcommand(i, Object.values(SUBCOMMANDS))) {
      case 'standings': {
        const o = readOptions(i, SUBCOMMANDS.standings.options);
        return leagueStandings(
          { ...given('league', o.league), ...given('rules', o.rules), ...given('page', o.page) },
          ctx,
          deps,
        );
      }
      case 'import': {
        const { file, ...o } = readOptions(i, SUBCOMMANDS.import.options);
        return importLeague(
          {
            url: file.url,
            filename: file.name,
            size: file.size,
            ...given('name', o.name),
            ...given('rules', o.rules),
            ...given('matchPoints', o['match-points']),
          },
          ctx,
          deps,
        );
      }
      case 'players': {
        const o = readOptions(i, SUBCOMMANDS.players.options);
        return leaguePlayers({ team: o.team, ...given('league', o.league) }, ctx, deps);
      }
      case 'team': {
        const { file } = readOptions(i, SUBCOMMANDS.team.options);
        return leagueTeamTable({ url: file.url, size: file.size }, ctx, deps);
      }
      default:
        throw new Error(`unknown subcommand ${i.options.getSubcommand()}`);
    }
  },
} satisfies Command;
