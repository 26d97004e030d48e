import { formatLeaguePlace, type LeagueStandingsRow } from '../../core/team/index.ts';
import type {
  LeagueSeason,
  SeasonPlayerRow,
  SeasonResult,
  TeamId,
  TeamTableRow,
} from '../../core/team/index.ts';
import type { TeamTablePlayer } from '../../core/formats/index.ts';
import {
  makeSeasonPlayersTable,
  makeTeamPlayersTable,
  makeTeamTable,
  rankCell,
  renderTextTable,
  type ReportLang,
} from '../../core/report/index.ts';
import { RESULT_SIDES } from '../../core/tournament/index.ts';
import { codeName } from '../discord/limits.ts';

/** Team names are cut to this many characters so a table line stays narrow on phones. */
const NAME_WIDTH = 22;
/** Lines per page: a page stays far below the 4096-character embed description. */
export const LEAGUE_PAGE_LINES = 40;

/** Capped; backticks replaced so a name cannot close the code block. */
const cutName = (s: string): string => codeName(s, NAME_WIDTH);

/**
 * The league table as monospace text, one page of it; `pages` says how many there are. The
 * report's team table (as the CLI, PDF and site): place ("3.", "3-4.", a tie decided by lot or
 * play-off says so), team, MP and BP; the team number left out on a phone.
 */
export function renderLeagueTable(
  rows: readonly LeagueStandingsRow[],
  names: ReadonlyMap<number, string>,
  page: number,
  lang: ReportLang = 'en',
): { readonly text: string; readonly pages: number; readonly page: number } {
  const pages = Math.max(1, Math.ceil(rows.length / LEAGUE_PAGE_LINES));
  const p = Math.min(Math.max(1, page), pages);
  const slice = rows.slice((p - 1) * LEAGUE_PAGE_LINES, p * LEAGUE_PAGE_LINES);
  const teams = rows.map((r) => ({ id: r.team, name: names.get(r.team) ?? `Team ${r.team}` }));
  const table = makeTeamTable({ teams }, slice, {
    lang,
    title: '',
    columns: ['MP', 'GP'],
    headers: { GP: 'BP' },
    place: (r) => {
      const row = slice.find((x) => x.team === r.team);
      return row?.decider !== undefined ? formatLeaguePlace(row, lang) : rankCell(r);
    },
  });
  const text = renderTextTable(table, { cell: cutName, narrow: true, gap: ' ' }).join('\n');
  return { text, pages, page: p };
}

/**
 * A captain's team table as monospace text: the report's team players table (points, games,
 * average board, performance, new DWZ, change), as the CLI and the PDF draw it.
 */
export function renderTeamTable(
  players: readonly TeamTablePlayer[],
  rows: readonly TeamTableRow[],
  lang: ReportLang = 'en',
): string {
  const table = makeTeamPlayersTable(players, rows, { lang, title: '' });
  return renderTextTable(table, { cell: cutName, narrow: true, gap: ' ' }).join('\n');
}

/**
 * A league team's players as monospace text: the report's season players table of the team (no.,
 * name, reserve mark, games, points, %, performance, DWZ, new DWZ); the boards played and the
 * change left out on a phone, as the narrow view drops them.
 */
export function renderSeasonPlayers(
  season: Pick<LeagueSeason, 'teams' | 'boards'>,
  rows: readonly SeasonPlayerRow[],
  team: TeamId,
  lang: ReportLang = 'en',
): string {
  const table = makeSeasonPlayersTable(season, rows, { lang, title: '', team });
  return renderTextTable(table, { cell: cutName, narrow: true, gap: ' ' }).join('\n');
}

/** A team's line-ups, one line per match: round, opponent, then board: player (result from its side). */
export function renderLineups(s: LeagueSeason, team: TeamId): string {
  const names = new Map(s.teams.flatMap((t) => t.players.map((p) => [p.id, p.name] as const)));
  const teamName = new Map(s.teams.map((t) => [t.id, t.name]));
  const own = (r: SeasonResult, side: 'home' | 'away'): string => RESULT_SIDES[r][side === 'home' ? 0 : 1];
  return s.matches
    .filter((m) => m.home === team || m.away === team)
    .map((m) => {
      const side = m.home === team ? 'home' : 'away';
      const opp = teamName.get(side === 'home' ? m.away : m.home) ?? '';
      const boards = m.games.map((g, k) => {
        const id = g[side];
        return `${k + 1} ${id === undefined ? '—' : cutName(names.get(id) ?? id)} ${own(g.result, side)}`;
      });
      return [
        `R${m.round} ${side === 'home' ? 'v' : '@'} ${cutName(opp)}`,
        ...boards.map((b) => `  ${b}`),
      ].join('\n');
    })
    .join('\n');
}
