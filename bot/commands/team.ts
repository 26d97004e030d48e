import { InteractionContextType } from 'discord.js';
import {
  availabilityOverview,
  importTeamPlayers,
  linkTeam,
  postAvailability,
  setTeamCaptain,
  teamLineup,
} from '../handlers/team.ts';
import { enterTeamResult, teamReport } from '../handlers/teamResults.ts';
import { linkTeamPlayer, teamStats } from '../handlers/teamSeason.ts';
import { clubPlayerChoices, clubTeamChoices } from './autocomplete.ts';
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
import { CAPTAIN_MEMBER_OPTION, CAPTAIN_ROLE_OPTION, LEAGUE_OPTION } from './options.ts';

const TEAM = {
  type: 'string',
  name: 'team',
  required: true,
  autocomplete: true,
  maxLength: 80,
  en: 'Club team, e.g. SK Kiel 2',
  de: 'Vereinsmannschaft, z. B. SK Kiel 2',
  deName: 'mannschaft',
} as const satisfies OptionSpec;

const ROUND = {
  type: 'integer',
  name: 'round',
  required: true,
  min: 1,
  max: 50,
  en: 'Round (match day)',
  de: 'Runde (Spieltag)',
  deName: 'runde',
} as const satisfies OptionSpec;

/** The subcommands of `/team` and `/arbiter team`, declared once (builders and option reading). */
const SUBCOMMANDS = {
  availability: {
    name: 'availability',
    en: 'Ask the team who can play on a match day (captain)',
    de: 'Die Mannschaft fragen, wer am Spieltag kann (Mannschaftsführer)',
    deName: 'verfügbarkeit',
    options: [
      TEAM,
      ROUND,
      {
        type: 'string',
        name: 'deadline',
        maxLength: 20,
        en: 'Answers until, e.g. 2026-03-14 18:00 (Berlin; default: the evening before)',
        de: 'Antworten bis, z. B. 14.03.2026 18:00 (Berlin; sonst am Vorabend)',
        deName: 'frist',
      },
    ],
  },
  overview: {
    name: 'overview',
    en: 'Who answered what, and who did not (captain)',
    de: 'Wer wie geantwortet hat und wer nicht (Mannschaftsführer)',
    deName: 'übersicht',
    options: [TEAM, ROUND],
  },
  lineup: {
    name: 'lineup',
    en: 'Propose or set the line-up, checked by the league rules (captain)',
    de: 'Aufstellung vorschlagen oder setzen, nach den Ligaregeln geprüft (Mannschaftsführer)',
    deName: 'aufstellung',
    options: [
      TEAM,
      ROUND,
      {
        type: 'string',
        name: 'players',
        maxLength: 1000,
        en: 'Names in board order, separated by commas (- for an empty board)',
        de: 'Namen in Brettreihenfolge, durch Kommas getrennt (- für ein freies Brett)',
        deName: 'spieler',
      },
    ],
  },
  result: {
    name: 'result',
    en: "Enter a board's result on the match day (captain or the board's player)",
    de: 'Brettergebnis am Spieltag eintragen (Mannschaftsführer oder Spieler am Brett)',
    deName: 'ergebnis',
    options: [
      TEAM,
      ROUND,
      {
        type: 'integer',
        name: 'board',
        required: true,
        min: 1,
        max: 16,
        en: 'Board',
        de: 'Brett',
        deName: 'brett',
      },
      {
        type: 'string',
        name: 'result',
        required: true,
        maxLength: 20,
        en: 'Home team first, as on the score sheet: 1-0, 0-1, ½-½, +:-, -:+',
        de: 'Heim zuerst wie auf dem Spielberichtsbogen: 1-0, 0-1, ½-½, +:-, -:+',
        deName: 'ergebnis',
      },
      {
        type: 'string',
        name: 'opponent',
        maxLength: 80,
        en: 'The opposing player on this board (for the report and the DWZ)',
        de: 'Der gegnerische Spieler an diesem Brett (für Bericht und DWZ)',
        deName: 'gegner',
      },
    ],
  },
  report: {
    name: 'report',
    en: "The match report for the league's result service, and the league file (captain)",
    de: 'Spielbericht für den Ergebnisdienst der Liga und die Ligadatei (Mannschaftsführer)',
    deName: 'bericht',
    options: [TEAM, ROUND],
  },
  stats: {
    name: 'stats',
    en: "The season of the team's players: games, points, boards, performance, DWZ",
    de: 'Saison der Spieler: Partien, Punkte, Bretter, Leistung, DWZ',
    deName: 'statistik',
    options: [
      TEAM,
      {
        type: 'string',
        name: 'player',
        autocomplete: true,
        maxLength: 80,
        en: "One player's season in each of the club's teams",
        de: 'Die Saison eines Spielers in jeder Vereinsmannschaft',
        deName: 'spieler',
      },
    ],
  },
  linkPlayer: {
    name: 'link-player',
    en: 'Link yourself to your registered player (captain: a member given)',
    de: 'Dich mit deinem gemeldeten Spieler verknüpfen (Mannschaftsführer: ein Mitglied)',
    deName: 'spieler-verknüpfen',
    options: [
      {
        type: 'string',
        name: 'player',
        required: true,
        autocomplete: true,
        maxLength: 80,
        en: 'Your name in the registered list, or ZPS-member number (C0327-1088), DSB or FIDE id',
        de: 'Dein Name in der Meldeliste, oder ZPS-Mitgliedsnummer (C0327-1088), DSB- oder FIDE-Id',
        deName: 'spieler',
      },
      { ...TEAM, required: false },
      {
        type: 'user',
        name: 'member',
        en: 'Captain or arbiter: the member to link instead (corrects a link)',
        de: 'Mannschaftsführer oder Schiedsrichter: stattdessen dieses Mitglied (korrigiert)',
        deName: 'mitglied',
      },
    ],
  },
  link: {
    name: 'link',
    en: 'Link a club team to a team of the league file',
    de: 'Vereinsmannschaft mit Ligadatei-Mannschaft verknüpfen',
    deName: 'verknüpfen',
    options: [
      TEAM,
      {
        type: 'string',
        name: 'league-team',
        required: true,
        maxLength: 80,
        en: 'The team in the league file (name or id)',
        de: 'Die Mannschaft in der Ligadatei (Name oder Nr.)',
        deName: 'ligamannschaft',
      },
      {
        type: 'integer',
        name: 'rank',
        required: true,
        min: 1,
        max: 30,
        en: "The club's order: 1 = first team",
        de: 'Reihenfolge im Verein: 1 = erste Mannschaft',
        deName: 'rang',
      },
      LEAGUE_OPTION,
    ],
  },
  captain: {
    name: 'captain',
    en: "Set the team's captain: a role or a member",
    de: 'Mannschaftsführer festlegen: Rolle oder Mitglied',
    deName: 'mannschaftsführer',
    options: [TEAM, CAPTAIN_ROLE_OPTION, CAPTAIN_MEMBER_OPTION],
  },
  import: {
    name: 'import',
    en: 'Registered players in board order (league file, list or one)',
    de: 'Meldeliste in Brettreihenfolge (Ligadatei, Liste oder einzeln)',
    deName: 'import',
    options: [
      TEAM,
      {
        type: 'string',
        name: 'player',
        maxLength: 80,
        en: 'One player to add (or to link to the member)',
        de: 'Ein Spieler zum Anhängen (oder zum Verknüpfen mit dem Mitglied)',
        deName: 'spieler',
      },
      {
        type: 'user',
        name: 'member',
        en: 'The member who is this player',
        de: 'Das Mitglied zu diesem Spieler',
        deName: 'mitglied',
      },
      {
        type: 'attachment',
        name: 'list',
        en: 'Registered list as a file: a name a line, or CSV',
        de: 'Meldeliste als Datei: ein Name je Zeile oder CSV',
        deName: 'liste',
      },
    ],
  },
} as const satisfies Record<string, SubcommandSpec>;

/** Arbiter-only: registered under `/arbiter team` (hidden from members by default). */
export const TEAM_ARBITER_SUBCOMMANDS = [SUBCOMMANDS.link, SUBCOMMANDS.captain, SUBCOMMANDS.import] as const;

const data = commandBuilder({
  name: 'team',
  en: "A team's match day: availability, line-up, results and report",
  de: 'Spieltag einer Mannschaft: Verfügbarkeit, Aufstellung, Ergebnisse, Bericht',
  deName: 'mannschaft',
  contexts: [InteractionContextType.Guild],
})
  .addSubcommand(buildSubcommand(SUBCOMMANDS.availability))
  .addSubcommand(buildSubcommand(SUBCOMMANDS.overview))
  .addSubcommand(buildSubcommand(SUBCOMMANDS.lineup))
  .addSubcommand(buildSubcommand(SUBCOMMANDS.result))
  .addSubcommand(buildSubcommand(SUBCOMMANDS.report));
data.addSubcommand(buildSubcommand(SUBCOMMANDS.stats));
data.addSubcommand(buildSubcommand(SUBCOMMANDS.linkPlayer));

export const teamCommand = {
  data,
  async execute(i, ctx, deps) {
    switch (readSubcommand(i, Object.values(SUBCOMMANDS))) {
      case 'availability': {
        const o = readOptions(i, SUBCOMMANDS.availability.options);
        return postAvailability(
          { team: o.team, round: o.round, ...given('deadline', o.deadline) },
          ctx,
          deps,
        );
      }
      case 'overview': {
        const o = readOptions(i, SUBCOMMANDS.overview.options);
        return availabilityOverview({ team: o.team, round: o.round }, ctx, deps);
      }
      case 'lineup': {
        const o = readOptions(i, SUBCOMMANDS.lineup.options);
        return teamLineup({ team: o.team, round: o.round, ...given('players', o.players) }, ctx, deps);
      }
      case 'result': {
        const o = readOptions(i, SUBCOMMANDS.result.options);
        return enterTeamResult(
          {
            team: o.team,
            round: o.round,
            board: o.board,
            result: o.result,
            ...given('opponent', o.opponent),
          },
          ctx,
          deps,
        );
      }
      case 'report': {
        const o = readOptions(i, SUBCOMMANDS.report.options);
        return teamReport({ team: o.team, round: o.round }, ctx, deps);
      }
      case 'stats': {
        const o = readOptions(i, SUBCOMMANDS.stats.options);
        return teamStats({ team: o.team, ...given('player', o.player) }, ctx, deps);
      }
      case 'link-player': {
        const o = readOptions(i, SUBCOMMANDS.linkPlayer.options);
        return linkTeamPlayer(
          { player: o.player, ...given('team', o.team), ...given('userId', o.member?.id) },
          ctx,
          deps,
        );
      }
      case 'link': {
        const o = readOptions(i, SUBCOMMANDS.link.options);
        return linkTeam(
          { team: o.team, leagueTeam: o['league-team'], rank: o.rank, ...given('league', o.league) },
          ctx,
          deps,
        );
      }
      case 'captain': {
        const o = readOptions(i, SUBCOMMANDS.captain.options);
        return setTeamCaptain(
          { team: o.team, ...given('roleId', o.role?.id), ...given('userId', o.member?.id) },
          ctx,
          deps,
        );
      }
      case 'import': {
        const o = readOptions(i, SUBCOMMANDS.import.options);
        return importTeamPlayers(
          {
            team: o.team,
            ...given('player', o.player),
            ...given('userId', o.member?.id),
            ...given('list', o.list ? { url: o.list.url, size: o.list.size } : undefined),
          },
          ctx,
          deps,
        );
      }
      default:
        throw new Error(`unknown subcommand ${i.options.getSubcommand()}`);
    }
  },
  // From the per-server cache (bot/cache.ts): no database read while the cache holds the club.
  async autocomplete(i, ctx, cache) {
    const focused = readFocused(i, [TEAM, ...SUBCOMMANDS.linkPlayer.options, ...SUBCOMMANDS.stats.options]);
    if (focused?.name === 'player') {
      const team = i.options.getString('team') ?? undefined;
      return clubPlayerChoices(ctx, cache, focused.value, team);
    }
    if (focused?.name === 'team') return clubTeamChoices(ctx, cache, focused.value);
    return [];
  },
} satisfies Command;
