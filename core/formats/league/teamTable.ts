// A captain's team table: players × match days, each cell the board played and the result
// (`3 1`, `2 ½ 1850` with the opponent's rating, `1 +`), optional rating column, read into players
// and their games; `computeTeamTable` (core/team) evaluates them.
import { maxOf } from '../../arrays.ts';
import { cellText, type CellResult } from '../cellValue.ts';
import type { FormatError } from '../formatError.ts';
import { parseDwzRating } from '../../rating/parseRating.ts';
import { err, ok, type Result } from '../../result.ts';
import type { DwzRating } from '../../tournament/player.ts';

/** Results a team table cell may hold: over the board 1 ½ 0, forfeit + / -. */
export const TEAM_TABLE_RESULTS = ['1', '½', '0', '+', '-'] as const;
export type TeamTableResult = Extract<CellResult, (typeof TEAM_TABLE_RESULTS)[number]>;

export interface TeamTableGame {
  /** Match day = the column's index among the match-day columns, 1-based. */
  readonly day: number;
  readonly board: number;
  readonly result: TeamTableResult;
  readonly opponentRating?: number;
}

export interface TeamTablePlayer {
  readonly name: string;
  readonly rating?: DwzRating;
  readonly games: readonly TeamTableGame[];
}

export interface TeamTableParsed {
  readonly players: readonly TeamTablePlayer[];
  readonly days: readonly string[];
  readonly layout: { readonly headerRow: number; readonly playerRows: readonly number[] };
}

const RATING_HEAD = /^(dwz|rating|wertungszahl|elo|twz)$/i;
const RESULT_SPELLINGS: Readonly<Record<string, TeamTableResult>> = {
  '1': '1',
  '½': '½',
  '0.5': '½',
  '0,5': '½',
  '1/2': '½',
  '=': '½',
  '0': '0',
  '+': '+',
  '-': '-',
  '−': '-',
};

const fe = (e: Omit<FormatError, 'format'>): FormatError => ({ format: 'cells', ...e });
const EXPECTED = 'board and result like "3 1", "2 ½ 1850" (with the opponent\'s rating) or "1 +"';

/** One cell: undefined = not played; an error text when unreadable. */
function parseGame(s: string, day: number): TeamTableGame | undefined | 'bad' {
  if (s === '') return undefined;
  const parts = s
    .replace(/[()]/g, ' ')
    .split(/[\s:;|]+/)
    .filter((p) => p !== '');
  if (parts.length < 2 || parts.length > 3) return 'bad';
  const [b = '', r = '', rating] = parts;
  const board = Number(b);
  const result = RESULT_SPELLINGS[r];
  if (!/^\d{1,2}$/.test(b) || board < 1 || result === undefined) return 'bad';
  if (rating === undefined) return { day, board, result };
  if (!/^\d{3,4}$/.test(rating)) return 'bad';
  return { day, board, result, opponentRating: Number(rating) };
}

/**
 * Parses a team table from cells: a header row (names, an optional DWZ column, then one column per
 * match day), one row per player. Never throws.
 */
export function parseTeamTableCells(
  cells: readonly (readonly unknown[])[],
): Result<TeamTableParsed, FormatError> {
  const g = cells.map((r) => (Array.isArray(r) ? r.map(cellText) : []));
  while (g.length > 0 && (g[g.length - 1] ?? []).every((c) => c === '')) g.pop();
  const head = g[0];
  if (!head || g.length < 2)
    return err(
      fe({ kind: 'badShape', expected: 'a header row (Player, DWZ, match days) and one row per player' }),
    );
  const w = maxOf(g.map((r) => r.length));
  const ratingCol = head.findIndex((h, i) => i > 0 && RATING_HEAD.test(h));
  const first = ratingCol > 0 ? ratingCol + 1 : 1;
  const dayCols = Array.from({ length: w - first }, (_, k) => first + k);
  if (dayCols.length === 0)
    return err(fe({ kind: 'badShape', row: 1, expected: 'at least one match-day column' }));
  const players: TeamTablePlayer[] = [];
  const playerRows: number[] = [];
  for (let r = 1; r < g.length; r++) {
    const row = g[r] ?? [];
    if (row.every((c) => c === '')) continue;
    const name = row[0] ?? '';
    if (name === '')
      return err(fe({ kind: 'badCell', row: r + 1, column: 1, found: '', expected: "the player's name" }));
    let rating: DwzRating | undefined;
    if (ratingCol > 0) {
      const p = parseDwzRating(row[ratingCol] ?? '');
      if (!p.ok)
        return err(
          fe({
            kind: 'badCell',
            row: r + 1,
            column: ratingCol + 1,
            found: row[ratingCol] ?? '',
            expected: 'a DWZ like 1712-62, 1712 or empty',
          }),
        );
      rating = p.value;
    }
    const games: TeamTableGame[] = [];
    for (const [k, c] of dayCols.entries()) {
      const game = parseGame(row[c] ?? '', k + 1);
      if (game === 'bad')
        return err(
          fe({ kind: 'badCell', row: r + 1, column: c + 1, found: row[c] ?? '', expected: EXPECTED }),
        );
      if (game) games.push(game);
    }
    players.push({ name, ...(rating ? { rating } : {}), games });
    playerRows.push(r);
  }
  return ok({ players, days: dayCols.map((c) => head[c] ?? ''), layout: { headerRow: 0, playerRows } });
}
