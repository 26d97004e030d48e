// A captain's team table: players × match days, each cell the board played and the result
// (`3 1`, `2 ½ 1850` with the opponent's rating, `1 +`), optional rating column. Per player: points,
// games, average board, performance and the season's DWZ change as ONE evaluation (core/dwz).
import { maxOf } from '../../arrays.ts';
import { estimateDwz } from '../../dwz/estimate.ts';
import { describeDwzError } from '../../dwz/errors.ts';
import type { DwzRuleSetId } from '../../dwz/ruleSets.ts';
import { cellText, CELL_POINTS, type CellResult } from '../cellValue.ts';
import type { FormatError } from '../formatError.ts';
import { parseDwzRating } from '../../rating/parseRating.ts';
import { err, ok, type Result } from '../../result.ts';
import type { DwzRating } from '../../tournament/player.ts';
import type { HalfPoints, IsoDate } from '../../types.ts';

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

export interface TeamTableRow {
  /** Points in half-points, forfeit wins included. */
  readonly points: HalfPoints;
  /** Games played over the board (forfeits left out, DWZ-Wertungsordnung: only played games are rated). */
  readonly games: number;
  /** Mean board number over every appearance (forfeits included), undefined without any. */
  readonly averageBoard?: number;
  /** Performance (Rp) of the evaluation, when the opponents are rated. */
  readonly performance?: number;
  readonly We?: number;
  readonly newDwz?: number;
  readonly change?: number;
  /** Why there is no DWZ figure (no rating, no rated games, …). */
  readonly note?: string;
}

export interface TeamTableOptions {
  readonly endDate: IsoDate;
  readonly rules?: DwzRuleSetId;
}

/**
 * Every player's season: points, games, average board and, from the rated games over the board,
 * one DWZ evaluation of the whole season (estimateDwz over all games at once, not game by game).
 */
export function computeTeamTable(
  players: readonly TeamTablePlayer[],
  opts: TeamTableOptions,
): readonly TeamTableRow[] {
  return players.map((p) => {
    const points = p.games.reduce((a, x) => a + CELL_POINTS[x.result], 0);
    const played = p.games.filter((x) => x.result !== '+' && x.result !== '-');
    const averageBoard =
      p.games.length > 0 ? p.games.reduce((a, x) => a + x.board, 0) / p.games.length : undefined;
    const base = { points, games: played.length, ...(averageBoard !== undefined ? { averageBoard } : {}) };
    const rated = played.filter((x) => x.opponentRating !== undefined);
    if (rated.length === 0) return { ...base, note: 'no rated opponents' };
    const e = estimateDwz({
      ...(p.rating ? { rating: p.rating } : {}),
      endDate: opts.endDate,
      ...(opts.rules ? { rules: opts.rules } : {}),
      games: rated.map((x) => ({ opponentRating: x.opponentRating, score: CELL_POINTS[x.result] })),
    });
    if (!e.ok) return { ...base, note: describeDwzError(e.error) };
    const v = e.value;
    return {
      ...base,
      ...(v.Rp !== undefined ? { performance: v.Rp } : {}),
      ...(v.We !== undefined ? { We: v.We } : {}),
      ...(v.Rn !== undefined ? { newDwz: v.Rn } : {}),
      ...(v.Rn !== undefined && p.rating ? { change: v.Rn - p.rating.rating } : {}),
      ...(v.status !== 'established'
        ? { note: v.status === 'first' ? 'first DWZ' : v.notes.join('; ') }
        : {}),
    };
  });
}
