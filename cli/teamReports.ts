// `rochade print` and `rochade publish` for team events and leagues: the file kinds `rochade
// standings` ranks as teams (team-event JSON, team tournament file, league file with players,
// TRF-2026 / Swiss-Chess / Swiss-Manager team files, a league crosstable with --rules) read once
// into a team event, and the report's team tables built from it.
import { splitTableText, parseLeagueCells } from '../core/formats/index.ts';
import { coreError } from '../core/errors/index.ts';
import {
  computeLeagueStandings,
  computeSeasonPlayers,
  computeTeamStandings,
  LEAGUE_RULE_SETS,
  leagueTableEvent,
  matchComplete,
  seasonFromTeamEvent,
  seasonToTeamEvent,
  teamTournamentToEvent,
  type LeagueRuleSetId,
  type LeagueSeason,
  type TeamEvent,
  type TeamId,
} from '../core/team/index.ts';
import { defaultTiebreaksFor } from '../core/standings/index.ts';
import {
  fillLabel,
  REPORT_LABELS,
  makeLeagueStandingsTable,
  makeSeasonPlayersTable,
  makeTeamCrosstableTable,
  makeTeamReportHeader,
  makeTeamRoundTable,
  makeTeamStandingsTable,
  seasonBoardPlayers,
  TEAM_REPORT_LABELS,
  teamEventRounds,
  teamTournamentBoardPlayers,
  type BoardPlayers,
  type ReportHeader,
  type ReportLang,
  type ReportTable,
} from '../core/report/index.ts';
import type { Result } from '../core/index.ts';
import { renderHtmlPage, SITE_CSS, type PageSection, type SiteLink } from '../print/html.ts';
import { looksLikeLeagueFileJson, parseLeagueFileJson } from '../schemas/leagueFile.ts';
import {
  looksLikeTeamEventJson,
  looksLikeTeamTournamentJson,
  parseTeamEventJson,
  parseTeamTournamentJson,
} from '../schemas/teamEvent.ts';
import { EXIT, fail, type CliFailure, type CliIo } from './command.ts';
import { describeError } from './describeError.ts';
import { JSON_READERS } from './jsonReaders.ts';
import { loadBinary, loadTournamentText, readInputFile, withEncoding } from './load.ts';

/** A team event or league as the team reports read it. */
export interface TeamInput {
  readonly event: TeamEvent;
  /** A league rule set ranks it (a league file, a league crosstable, or `--rules` given). */
  readonly rules?: LeagueRuleSetId;
  /** Whether the matches have board-by-board results (a league crosstable has only totals). */
  readonly boardResults: boolean;
  /** The season with its players (league file, team file with members): player statistics. */
  readonly season?: LeagueSeason;
  /** Who played on each board, where the file says. */
  readonly players?: BoardPlayers;
  /** What the board players' ratings are: DWZ (league files) or Elo (team files without DWZ). */
  readonly rating?: 'dwz' | 'elo';
  /** Matches paired but not complete (a team tournament file's open round, a league file's fixtures). */
  readonly pending: readonly { readonly round: number; readonly home: TeamId; readonly away: TeamId }[];
  readonly warnings: readonly string[];
}

const bad = (path: string, what: string, message: string): CliFailure =>
  fail(EXIT.badInput, `${path} (${what}): ${message}`);

/**
 * The file as a team event, or undefined when it is an individual tournament (the caller reads it
 * as one). `rules`: a league rule set given on the command line.
 */
export async function loadTeamInput(
  path: string,
  io: CliIo,
  rules: LeagueRuleSetId | undefined,
): Promise<Result<TeamInput | undefined, CliFailure>> {
  const input = await readInputFile(path, io);
  if (!input.ok) return input;
  const binary = input.value.bytes ? loadBinary(path, input.value.bytes) : undefined;
  if (binary && !binary.ok) return binary;
  const text = binary ? '' : input.value.text;
  const ok = (v: TeamInput): Result<TeamInput, CliFailure> => ({ ok: true, value: v });
  if (!binary && looksLikeLeagueFileJson(text)) {
    const r = parseLeagueFileJson(text);
    if (!r.ok)
      return { ok: false, error: bad(path, 'league file', describeError(coreError.format(r.error))) };
    const s = r.value;
    return ok({
      event: seasonToTeamEvent(s),
      rules: rules ?? s.rules ?? 'german',
      boardResults: true,
      season: s,
      players: seasonBoardPlayers(s),
      pending: s.fixtures ?? [],
      warnings: [],
    });
  }
  if (!binary && looksLikeTeamTournamentJson(text)) {
    const r = parseTeamTournamentJson(text);
    if (!r.ok)
      return {
        ok: false,
        error: bad(path, 'team tournament file', describeError(coreError.format(r.error))),
      };
    return ok({
      event: teamTournamentToEvent(r.value),
      ...(rules ? { rules } : {}),
      boardResults: true,
      players: teamTournamentBoardPlayers(r.value),
      rating: 'elo',
      pending: r.value.matches.filter((m) => !matchComplete(m)),
      warnings: [],
    });
  }
  if (!binary && looksLikeTeamEventJson(text)) {
    const r = parseTeamEventJson(text);
    if (!r.ok)
      return { ok: false, error: bad(path, 'team-event JSON', describeError(coreError.format(r.error))) };
    return ok({ event: r.value, ...(rules ? { rules } : {}), boardResults: true, pending: [], warnings: [] });
  }
  if (!binary && rules !== undefined) {
    const r = parseLeagueCells(splitTableText(text).rows);
    if (!r.ok)
      return { ok: false, error: bad(path, 'league crosstable', describeError(coreError.format(r.error))) };
    return ok({
      event: leagueTableEvent(r.value.table, rules),
      rules,
      boardResults: false,
      pending: [],
      warnings: [],
    });
  }
  const loaded =
    binary ?? withEncoding(path, input.value, loadTournamentText(path, text, { json: JSON_READERS }));
  if (!loaded.ok) return loaded;
  const event = loaded.value.teamEvent;
  if (event === undefined) return { ok: true, value: undefined };
  const members = loaded.value.teamMembers;
  const season =
    members !== undefined
      ? seasonFromTeamEvent({ event, tournament: loaded.value.tournament, members })
      : undefined;
  const t = loaded.value.tournament;
  const elo = new Map(t.players.map((p) => [String(p.id), p.fide]));
  const withDwz = t.players.some((p) => p.dwz !== undefined);
  return ok({
    event,
    ...(rules ? { rules } : {}),
    boardResults: true,
    ...(season?.ok
      ? {
          season: season.value.season,
          players: seasonBoardPlayers(season.value.season, (id) => elo.get(id)),
          rating: withDwz ? ('dwz' as const) : ('elo' as const),
        }
      : {}),
    pending: [],
    warnings: loaded.value.warnings,
  });
}

/** What a team report prints: standings, crosstable, the rounds' matches, the players. */
export const TEAM_REPORT_KINDS = ['standings', 'crosstable', 'pairings', 'players'] as const;
export type TeamReportKind = (typeof TEAM_REPORT_KINDS)[number];

interface TeamReportOptions {
  readonly lang: ReportLang;
  /** Pairings of this round only (default: every round). */
  readonly round?: number;
  readonly tiebreaks?: readonly string[];
  /** "Last updated": the caller's local time ("2026-12-07T18:41"); also the DWZ end date without one. */
  readonly updated?: string;
}

/** The team row of the core's one default tiebreak table. */
const TEAM_TIEBREAKS = defaultTiebreaksFor('team', 'C07_2026');

const lastRoundOf = (ev: TeamEvent): number => teamEventRounds(ev).reduce((m, r) => Math.max(m, r), 0);

/** The standings (and their place cells) of the input: the league rule set's or the team event's. */
function standingsOf(
  x: TeamInput,
  o: TeamReportOptions,
): Result<{ table: ReportTable; crosstable: ReportTable }, string> {
  const T = TEAM_REPORT_LABELS[o.lang];
  const after = lastRoundOf(x.event);
  const title = fillLabel(T.standings, { r: after });
  const crossTitle = fillLabel(T.crosstable, { r: after });
  if (x.rules !== undefined) {
    const s = computeLeagueStandings(x.event, {
      rules: x.rules,
      boardResults: x.boardResults,
      ...(o.tiebreaks ? { tiebreaks: o.tiebreaks } : {}),
    });
    if (!s.ok) return { ok: false, error: s.error.message };
    const table = makeLeagueStandingsTable(x.event, s.value, { lang: o.lang, title });
    const place = new Map(s.value.rows.map((r, i) => [r.team, table.rows[i]?.[0] ?? '']));
    const crosstable = makeTeamCrosstableTable(x.event, s.value.rows, {
      lang: o.lang,
      title: crossTitle,
      place: (r) => place.get(r.team) ?? '',
    });
    return { ok: true, value: { table, crosstable } };
  }
  const tiebreaks = o.tiebreaks ?? TEAM_TIEBREAKS;
  const r = computeTeamStandings(x.event, { primary: 'MP', tiebreaks });
  if (!r.ok) return { ok: false, error: r.error.message };
  return {
    ok: true,
    value: {
      table: makeTeamStandingsTable(x.event, r.value, { lang: o.lang, title, primary: 'MP', tiebreaks }),
      crosstable: makeTeamCrosstableTable(x.event, r.value, { lang: o.lang, title: crossTitle }),
    },
  };
}

/** The heading of every page: the event's name, its rule set (a league) and "last updated". */
export function teamReportHeader(x: TeamInput, o: TeamReportOptions): ReportHeader {
  const set = x.rules !== undefined ? LEAGUE_RULE_SETS[x.rules].name : undefined;
  return makeTeamReportHeader(x.event.name, o.lang, {
    lines: [set ?? ''],
    ...(o.updated !== undefined ? { updated: o.updated } : {}),
  });
}

/** The rounds' tables (one per round, or the one asked for). */
function teamRoundTables(x: TeamInput, o: TeamReportOptions): Result<readonly ReportTable[], string> {
  const rounds = teamEventRounds(x.event, x.pending);
  if (o.round !== undefined && !rounds.includes(o.round))
    return { ok: false, error: `round ${o.round} has no matches (rounds: ${rounds.join(', ') || 'none'})` };
  return {
    ok: true,
    value: (o.round !== undefined ? [o.round] : rounds).map((r) =>
      makeTeamRoundTable(x.event, r, {
        lang: o.lang,
        title: '',
        ...(x.players ? { players: x.players } : {}),
        ...(x.rating ? { rating: x.rating } : {}),
        pending: x.pending,
      }),
    ),
  };
}

/** The season's player statistics (a league file or a team file with its players). */
function seasonPlayersTable(x: TeamInput, o: TeamReportOptions): Result<ReportTable, string> {
  if (x.season === undefined)
    return {
      ok: false,
      error:
        'the file has no player list (a league file or a Swiss-Chess/TRF-2026 team file with its players has one)',
    };
  const endDate = x.season.endDate ?? o.updated?.slice(0, 10);
  const r = computeSeasonPlayers(x.season, endDate !== undefined ? { endDate } : {});
  if (!r.ok) return { ok: false, error: r.error.message };
  return {
    ok: true,
    value: makeSeasonPlayersTable(x.season, r.value, {
      lang: o.lang,
      title: TEAM_REPORT_LABELS[o.lang].players,
    }),
  };
}

/** The language of a team report unless given: German for a league (the rule sets are German leagues'), else English. */
export const defaultTeamReportLang = (x: TeamInput): ReportLang => (x.rules !== undefined ? 'de' : 'en');

/** The tables of one report kind. */
export function buildTeamReport(
  x: TeamInput,
  what: TeamReportKind,
  o: TeamReportOptions,
): Result<readonly ReportTable[], string> {
  switch (what) {
    case 'standings':
    case 'crosstable': {
      const s = standingsOf(x, o);
      if (!s.ok) return s;
      return { ok: true, value: [what === 'standings' ? s.value.table : s.value.crosstable] };
    }
    case 'pairings':
      return teamRoundTables(x, o);
    case 'players': {
      const t = seasonPlayersTable(x, o);
      return t.ok ? { ok: true, value: [t.value] } : t;
    }
  }
}

/**
 * Every file of a team event's or league's site, by name: index.html (the event and its pages),
 * standings.html, crosstable.html (its own scrolling box), round-N.html (the matches with their
 * boards), players.html (the season's players, where the file has them) and style.css.
 */
export function buildTeamSite(x: TeamInput, o: TeamReportOptions): Result<Map<string, string>, string> {
  const L = REPORT_LABELS[o.lang];
  const T = TEAM_REPORT_LABELS[o.lang];
  const standings = standingsOf(x, o);
  if (!standings.ok) return standings;
  const rounds = teamRoundTables(x, { ...o, round: undefined });
  if (!rounds.ok) return rounds;
  const players = x.season !== undefined ? seasonPlayersTable(x, o) : undefined;
  const roundNos = teamEventRounds(x.event, x.pending);
  const roundLink = (r: number): SiteLink => ({ href: `round-${r}.html`, label: fillLabel(L.round, { r }) });
  const links: SiteLink[] = [
    { href: 'standings.html', label: standings.value.table.title },
    { href: 'crosstable.html', label: standings.value.crosstable.title },
    ...roundNos.map(roundLink),
    ...(players?.ok ? [{ href: 'players.html', label: T.players }] : []),
  ];
  const nav: SiteLink[] = [
    { href: 'index.html', label: L.home },
    ...links.filter((l) => !l.href.startsWith('round-')),
    ...roundNos.slice(-1).map(roundLink),
  ];
  const header = teamReportHeader(x, o);
  const files = new Map<string, string>([['style.css', SITE_CSS]]);
  const page = (name: string, title: string, sections: readonly PageSection[]): void => {
    files.set(name, renderHtmlPage({ lang: o.lang, header, title, nav, sections }));
  };
  const facts: [string, string][] = [
    [T.teams, String(x.event.teams.length)],
    [fillLabel(L.rounds, { n: '' }).trim(), String(x.event.rounds || roundNos.length)],
    [T.boardsPlayed, String(x.event.boards)],
  ];
  page('index.html', L.home, [
    { kind: 'facts', facts },
    { kind: 'links', heading: x.event.name || L.home, links },
  ]);
  page('standings.html', standings.value.table.title, [{ kind: 'table', table: standings.value.table }]);
  page('crosstable.html', standings.value.crosstable.title, [
    { kind: 'table', table: standings.value.crosstable, scroll: true },
  ]);
  rounds.value.forEach((table, k) => {
    const r = roundNos[k] ?? k + 1;
    page(`round-${r}.html`, table.title, [{ kind: 'table', table }]);
  });
  if (players?.ok) page('players.html', T.players, [{ kind: 'table', table: players.value }]);
  return { ok: true, value: files };
}
