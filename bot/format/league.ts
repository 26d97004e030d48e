import { formatLeaguePlace, type LeagueStandingsRow } from '../../core/team/index.ts';
import type { TeamTablePlayer, TeamTableRow } from '../../core/team/index.ts';
import { codeName } from '../discord/limits.ts';
import { monoTable } from './text.ts';

/** Team names are cut to this many characters so a table line stays narrow on phones. */
const NAME_WIDTH = 22;
/** Lines per page: a page stays far below the 4096-character embed description. */
export const LEAGUE_PAGE_LINES = 40;

/** Capped; backticks replaced so a name cannot close the code block. */
const cutName = (s: string): string => codeName(s, NAME_WIDTH);
const num = (x: number): string =>
  Number.isInteger(x) ? String(x) : x.toFixed(1).replace(/\.5$/, '½').replace(/^0½$/, '½');

/** The league table as monospace text, one page of it; `pages` says how many there are. */
export function renderLeagueTable(
  rows: readonly LeagueStandingsRow[],
  names: ReadonlyMap<number, string>,
  page: number,
): { readonly text: string; readonly pages: number; readonly page: number } {
  const pages = Math.max(1, Math.ceil(rows.length / LEAGUE_PAGE_LINES));
  const p = Math.min(Math.max(1, page), pages);
  const slice = rows.slice((p - 1) * LEAGUE_PAGE_LINES, p * LEAGUE_PAGE_LINES);
  const text = monoTable(
    ['#', 'Team', 'MP', 'BP'],
    slice.map((r) => [
      formatLeaguePlace(r),
      cutName(names.get(r.team) ?? `Team ${r.team}`),
      num(r.matchPoints),
      num(r.gamePoints),
    ]),
    ['right', 'left', 'right', 'right'],
  );
  return { text, pages, page: p };
}

/** A captain's team table as monospace text: points, games, average board, performance, DWZ. */
export function renderTeamTable(players: readonly TeamTablePlayer[], rows: readonly TeamTableRow[]): string {
  return monoTable(
    ['Player', 'Pts', 'G', 'Bd', 'Perf', 'DWZ', '+/-'],
    players.map((p, i) => {
      const r = rows[i];
      return [
        cutName(p.name),
        num((r?.points ?? 0) / 2),
        String(r?.games ?? 0),
        r?.averageBoard !== undefined ? r.averageBoard.toFixed(1) : '',
        r?.performance !== undefined ? String(r.performance) : '',
        r?.newDwz !== undefined ? String(r.newDwz) : '',
        r?.change !== undefined ? (r.change > 0 ? `+${r.change}` : String(r.change)) : '',
      ];
    }),
    ['left', 'right', 'right', 'right', 'right', 'right', 'right'],
  );
}
