import { SlashCommandBuilder, type SlashCommandSubcommandBuilder } from 'discord.js';
import { LEAGUE_RULE_SET_IDS, LEAGUE_RULE_SETS } from '../../core/team/index.ts';
import { importLeague, leagueStandings, leagueTeamTable } from '../handlers/league.ts';
import { leaguePlayers } from '../handlers/leaguePlayers.ts';
import { type Command, loc, optInt, optString } from './command.ts';

const RULE_CHOICES = LEAGUE_RULE_SET_IDS.map((id) => ({
  name: LEAGUE_RULE_SETS[id].name,
  value: id,
}));

/** Arbiter-only: registered under `/arbiter league` (hidden from members by default). */
export const LEAGUE_ARBITER_SUBCOMMANDS = [
  (s: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder =>
    loc(
      s.setName('import'),
      'Link a league: team-event JSON or a league crosstable exported as CSV (arbiter)',
      'Liga verknüpfen: Mannschafts-JSON oder als CSV exportierte Kreuztabelle (Schiedsrichter)',
      'import',
    )
      .addAttachmentOption((o) => loc(o.setName('file').setRequired(true), 'The file', 'Die Datei', 'datei'))
      .addStringOption((o) => loc(o.setName('name').setMaxLength(80), 'League name', 'Name der Liga', 'name'))
      .addStringOption((o) =>
        loc(o.setName('rules'), 'League order', 'Wertungsreihenfolge', 'wertung').addChoices(RULE_CHOICES),
      )
      .addStringOption((o) =>
        loc(
          o.setName('match-points').setMaxLength(8),
          'Match points, e.g. 3-1-0 (default 2-1-0)',
          'Mannschaftspunkte, z. B. 3-1-0 (sonst 2-1-0)',
          'mannschaftspunkte',
        ),
      ),
] as const;

const data = loc(new SlashCommandBuilder().setName('league'), 'Team leagues', 'Mannschaftsligen', 'liga')
  .addSubcommand((s) =>
    loc(s.setName('standings'), 'League table (MP, BP, place)', 'Ligatabelle (MP, BP, Platz)', 'tabelle')
      .addStringOption((o) =>
        loc(
          o.setName('league').setMaxLength(80),
          'League (default: the last one linked)',
          'Liga (sonst die zuletzt verknüpfte)',
          'liga',
        ),
      )
      .addStringOption((o) =>
        loc(o.setName('rules'), 'League order', 'Wertungsreihenfolge', 'wertung').addChoices(RULE_CHOICES),
      )
      .addIntegerOption((o) =>
        loc(o.setName('page').setMinValue(1).setMaxValue(50), 'Page', 'Seite', 'seite'),
      ),
  )
  .addSubcommand((s) =>
    loc(
      s.setName('players'),
      "A team's line-ups and players (league file)",
      'Aufstellungen und Spieler einer Mannschaft (Ligadatei)',
      'spieler',
    )
      .addStringOption((o) =>
        loc(
          o.setName('team').setRequired(true).setMaxLength(80),
          'Team name or id',
          'Mannschaft (Name oder Nr.)',
          'mannschaft',
        ),
      )
      .addStringOption((o) =>
        loc(
          o.setName('league').setMaxLength(80),
          'League (default: the last one linked)',
          'Liga (sonst die zuletzt verknüpfte)',
          'liga',
        ),
      ),
  )
  .addSubcommand((s) =>
    loc(
      s.setName('team'),
      "A captain's team table from a CSV (players × match days)",
      'Mannschaftsbilanz aus einer CSV-Datei (Spieler × Runden)',
      'bilanz',
    ).addAttachmentOption((o) => loc(o.setName('file').setRequired(true), 'The file', 'Die Datei', 'datei')),
  );

export const leagueCommand = {
  data,
  async execute(i, ctx, deps) {
    switch (i.options.getSubcommand()) {
      case 'standings': {
        const league = optString(i, 'league');
        const rules = optString(i, 'rules');
        const page = optInt(i, 'page');
        return leagueStandings(
          { ...(league ? { league } : {}), ...(rules ? { rules } : {}), ...(page ? { page } : {}) },
          ctx,
          deps,
        );
      }
      case 'import': {
        const file = i.options.getAttachment('file', true);
        const name = optString(i, 'name');
        const rules = optString(i, 'rules');
        const matchPoints = optString(i, 'match-points');
        return importLeague(
          {
            url: file.url,
            filename: file.name,
            size: file.size,
            ...(name ? { name } : {}),
            ...(rules ? { rules } : {}),
            ...(matchPoints ? { matchPoints } : {}),
          },
          ctx,
          deps,
        );
      }
      case 'players': {
        const league = optString(i, 'league');
        return leaguePlayers(
          { team: i.options.getString('team', true), ...(league ? { league } : {}) },
          ctx,
          deps,
        );
      }
      case 'team': {
        const file = i.options.getAttachment('file', true);
        return leagueTeamTable({ url: file.url, size: file.size }, ctx, deps);
      }
      default:
        throw new Error(`unknown subcommand ${i.options.getSubcommand()}`);
    }
  },
} satisfies Command;
