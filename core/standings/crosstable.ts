/**
 * The one crosstable model of every front end (CLI `crosstable`, the printed and published reports,
 * the bot's pictures, the Sheets add-on's Crosstable sheet): rows in ranking order with rank, start
 * number, title, name, rating, club, one text cell per column, points and the tiebreak values.
 * A Swiss ranking crosstable as chess-results prints it (each round as opponent, colour and result:
 * `12w1`, `5b½`, `-1` for a bye) or, for round robins, the matrix of results in ranking order.
 * The front ends only choose the notation (colour letters, how a bye reads) and lay the rows out.
 */
import { formatPointsHalf } from '../formats/cellValue.ts';
import { computePlayerRounds, roundPoints, type PlayerRound } from '../tournament/playerRounds.ts';
import type { Tournament } from '../tournament/model.ts';
import type { PointSystem } from '../tournament/pointSystem.ts';
import type { HalfPoints, PlayerId } from '../types.ts';
import type { Standings } from './types.ts';

export interface CrosstableTableRow {
  readonly rank: number;
  readonly rankTo?: number;
  readonly startNo: PlayerId;
  readonly title?: string;
  readonly name: string;
  /** The FIDE rating, else the DWZ, else a national rating. */
  readonly rating?: number;
  readonly club?: string;
  /** Swiss: one cell per round. Round robin: one cell per row of the table, in ranking order. */
  readonly cells: readonly string[];
  readonly points: HalfPoints;
  readonly values: Readonly<Record<string, number | null>>;
}

export interface CrosstableTable {
  readonly layout: 'swiss' | 'matrix';
  /** Swiss: the rounds shown (1..rounds). */
  readonly rounds: number;
  readonly tiebreaks: readonly string[];
  readonly rows: readonly CrosstableTableRow[];
}

/** How a Swiss cell names the opponent: by place in this table (chess-results) or by start number. */
export type CrosstableOpponent = 'rank' | 'startNo';

/**
 * How a round without an opponent reads: chess-results' dash and points (`-1`, `-½`, `-0`), or the
 * kind and points (`PAB 1`, `HPB ½`) where a spreadsheet would read `-1` as the number −1.
 */
export const CROSSTABLE_UNPAIRED_STYLES = ['dash', 'named'] as const;
export type CrosstableUnpairedStyle = (typeof CROSSTABLE_UNPAIRED_STYLES)[number];

/** The letters and conventions of the cells; the default is chess-results' English notation. */
export interface CrosstableNotation {
  readonly white: string;
  readonly black: string;
  readonly unpaired: CrosstableUnpairedStyle;
}

const CHESS_RESULTS_NOTATION: CrosstableNotation = { white: 'w', black: 'b', unpaired: 'dash' };

export interface CrosstableOptions {
  /** Default: the matrix for round robins, the Swiss table otherwise. */
  readonly layout?: CrosstableTable['layout'];
  /** Default: by place in this table. */
  readonly opponent?: CrosstableOpponent;
  /** The rounds shown (default: up to the last round with a game or a bye recorded, results or not). */
  readonly rounds?: number;
  readonly notation?: CrosstableNotation;
}

/** A game's result as the row player's: 1 ½ 0 (chess-results writes results, not the point system's points). */
const SCORE = { win: '1', draw: '½', loss: '0' } as const;

/** The result mark of a game: 1 ½ 0, + - for forfeits, '' without a result. */
function resultMark(r: Extract<PlayerRound, { readonly opponent: PlayerId }>): string {
  switch (r.kind) {
    case 'played':
      return SCORE[r.outcome];
    case 'forfeitWin':
      return '+';
    case 'forfeitLoss':
    case 'doubleForfeit':
      return '-';
    case 'pending':
      return '';
  }
}

/**
 * One Swiss cell: `12w1`, `5b½`, `7w+` (forfeit win), `7w-` (forfeit loss), `7w` (no result yet);
 * a round without an opponent by its points (`-1`, `-½`, `-0`; `-` a free round) or named (`PAB 1`).
 */
function swissCell(
  r: PlayerRound,
  opponentNo: (id: PlayerId) => number,
  ps: PointSystem,
  n: CrosstableNotation,
): string {
  if ('opponent' in r)
    return `${opponentNo(r.opponent)}${r.color === 'white' ? n.white : n.black}${resultMark(r)}`;
  if (r.kind === 'notPaired') return '';
  if (n.unpaired === 'named')
    return r.kind === 'free' ? '' : `${r.kind} ${formatPointsHalf(roundPoints(r, ps))}`;
  return r.kind === 'free' ? '-' : `-${formatPointsHalf(roundPoints(r, ps))}`;
}

/** One round-robin result as the row player's: 1 ½ 0, + - for forfeits, * not played yet. */
const matrixResult = (r: PlayerRound): string =>
  'opponent' in r ? (r.kind === 'pending' ? '*' : resultMark(r)) : '';

const ratingOf = (p: Tournament['players'][number]): number | undefined =>
  (p.fide !== undefined && p.fide > 0 ? p.fide : undefined) ??
  p.dwz?.rating ??
  p.nationalRatings?.[0]?.rating;

/** The last round with a game or a bye recorded. */
export function roundsRecorded(t: Tournament): number {
  let last = 0;
  for (const g of t.games) last = Math.max(last, g.round);
  for (const u of t.unpaired) last = Math.max(last, u.round);
  return last;
}

/**
 * The crosstable of `t` in the order of `standings` (computeStandings of the same tournament).
 * Several entries in one round (a knockout tie) share the cell, separated by a space.
 */
export function computeCrosstable(
  t: Tournament,
  standings: Standings,
  opts: CrosstableOptions = {},
): CrosstableTable {
  const layout = opts.layout ?? (standings.roundRobin ? 'matrix' : 'swiss');
  const notation = opts.notation ?? CHESS_RESULTS_NOTATION;
  const rounds = opts.rounds ?? roundsRecorded(t);
  const byPlayer = computePlayerRounds(t);
  const place = new Map(standings.rows.map((r, i) => [r.player.id, i + 1]));
  const opponentNo = (id: PlayerId): number => (opts.opponent === 'startNo' ? id : (place.get(id) ?? id));
  const rows = standings.rows.map((row): CrosstableTableRow => {
    const p = row.player;
    const list = (byPlayer.get(p.id) ?? []).filter((r) => r.round <= rounds);
    const cells =
      layout === 'swiss'
        ? Array.from({ length: rounds }, (_, i) =>
            list
              .filter((r) => r.round === i + 1)
              .map((r) => swissCell(r, opponentNo, t.pointSystem, notation))
              .filter((text) => text !== '')
              .join(' '),
          )
        : standings.rows.map((other) =>
            other.player.id === p.id
              ? '×'
              : list
                  .filter((r) => 'opponent' in r && r.opponent === other.player.id)
                  .map(matrixResult)
                  .join(''),
          );
    const rating = ratingOf(p);
    return {
      rank: row.rank,
      ...(row.rankTo !== undefined ? { rankTo: row.rankTo } : {}),
      startNo: p.id,
      ...(p.title ? { title: p.title } : {}),
      name: p.name,
      ...(rating !== undefined ? { rating } : {}),
      ...(p.club ? { club: p.club } : {}),
      cells,
      points: row.points,
      values: row.values,
    };
  });
  return { layout, rounds, tiebreaks: standings.tiebreaks, rows };
}
