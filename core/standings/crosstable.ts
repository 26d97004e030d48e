/**
 * The crosstable of a tournament as chess-results prints it, as plain data for every front end:
 * a Swiss ranking crosstable (each round as opponent, colour and result: `12w1`, `5b½`, `-1` for a
 * bye) or, for round robins, the matrix of results in ranking order.
 */
import { computePlayerRounds, type PlayerRound } from '../tournament/playerRounds.ts';
import type { Tournament } from '../tournament/model.ts';
import type { HalfPoints, PlayerId } from '../types.ts';
import type { Standings } from './index.ts';

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

const SCORE = { win: '1', draw: '½', loss: '0' } as const;
const COLOUR = { white: 'w', black: 'b' } as const;

/** A round without an opponent: the points it gave, or nothing to show. */
const UNPAIRED_CELL: Readonly<Record<string, string>> = {
  PAB: '-1',
  FPB: '-1',
  HPB: '-½',
  ZPB: '-0',
  absent: '-0',
  free: '-',
  notPaired: '',
};

/** One Swiss cell: `12w1`, `5b½`, `7w+` (forfeit win), `7w-` (forfeit loss), `7w` (no result yet). */
function swissCell(r: PlayerRound, opponentNo: (id: PlayerId) => number): string {
  switch (r.kind) {
    case 'played':
      return `${opponentNo(r.opponent)}${COLOUR[r.color]}${SCORE[r.outcome]}`;
    case 'forfeitWin':
      return `${opponentNo(r.opponent)}${COLOUR[r.color]}+`;
    case 'forfeitLoss':
    case 'doubleForfeit':
      return `${opponentNo(r.opponent)}${COLOUR[r.color]}-`;
    case 'pending':
      return `${opponentNo(r.opponent)}${COLOUR[r.color]}`;
    default:
      return UNPAIRED_CELL[r.kind] ?? '';
  }
}

/** One round-robin result as the row player's: 1 ½ 0, + - for forfeits, * not played yet. */
function matrixResult(r: PlayerRound): string {
  switch (r.kind) {
    case 'played':
      return SCORE[r.outcome];
    case 'forfeitWin':
      return '+';
    case 'forfeitLoss':
    case 'doubleForfeit':
      return '-';
    case 'pending':
      return '*';
    default:
      return '';
  }
}

const ratingOf = (p: Tournament['players'][number]): number | undefined =>
  (p.fide !== undefined && p.fide > 0 ? p.fide : undefined) ??
  p.dwz?.rating ??
  p.nationalRatings?.[0]?.rating;

/** The last round with a game or a bye recorded. */
function roundsRecorded(t: Tournament): number {
  let last = 0;
  for (const g of t.games) last = Math.max(last, g.round);
  for (const u of t.unpaired) last = Math.max(last, u.round);
  return last;
}

/**
 * The crosstable of `t` in the order of `standings` (computeStandings of the same tournament).
 * `layout` defaults to the matrix for round robins and the Swiss table otherwise.
 */
export function computeCrosstable(
  t: Tournament,
  standings: Standings,
  opts: { readonly layout?: CrosstableTable['layout']; readonly opponent?: CrosstableOpponent } = {},
): CrosstableTable {
  const layout = opts.layout ?? (standings.roundRobin ? 'matrix' : 'swiss');
  const rounds = roundsRecorded(t);
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
              .map((r) => swissCell(r, opponentNo))
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
