// A captain's team table evaluated: per player points, games, average board, performance and the
// season's DWZ change as ONE evaluation (core/dwz); the table itself is read by core/formats/league.
import { estimateDwz } from '../dwz/estimate.ts';
import { describeDwzError } from '../dwz/errors.ts';
import type { DwzRuleSetId } from '../dwz/ruleSets.ts';
import { CELL_POINTS } from '../formats/cellValue.ts';
import type { TeamTablePlayer } from '../formats/league/teamTable.ts';
import type { HalfPoints, IsoDate } from '../types.ts';

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
