// What the Swiss workflow writes: a round sheet (board, White with no., name, rating and points,
// an empty Result, Black mirrored), the standings and the Swiss crosstable (opponent + colour +
// result per round, as chess-results prints it: `12w1`, `5b½`, `7w+`, `PAB 1` for the bye). Pure rows.
import { formatPointsHalf } from '../core/formats/index.ts';
import type { RoundPairing } from '../core/pairing/index.ts';
import { computeCrosstable, type Standings } from '../core/standings/index.ts';
import { computeScores, roundPoints, type Tournament } from '../core/tournament/index.ts';
import { BYE_TEXT, REQUESTED_BYE_TEXT, ROUND_HEADERS } from './swissWorkbook.ts';

export type Row = (string | number)[];

/** Half-points as a sheet number (½ = 0.5). */
const pointsValue = (h: number): number => h / 2;

const ratingOf = (t: Tournament, id: number): number | string => {
  const p = t.players.find((x) => x.id === id);
  return p?.fide ?? p?.dwz?.rating ?? '';
};

/**
 * The round sheet: header, one row per board (Result empty), the pairing-allocated bye, then the
 * requested byes of the round (their points in Result, the kind in Black). `t` holds the rounds
 * before and this round's requested byes.
 */
export function roundRows(t: Tournament, pairing: RoundPairing): Row[] {
  const scores = computeScores(t, pairing.round - 1);
  const name = (id: number): string => t.players.find((p) => p.id === id)?.name ?? '';
  const pts = (id: number): number => pointsValue(scores.get(id) ?? 0);
  const rows: Row[] = [[...ROUND_HEADERS]];
  pairing.boards.forEach((b, i) => {
    rows.push([
      i + 1,
      b.white,
      name(b.white),
      ratingOf(t, b.white),
      pts(b.white),
      '',
      pts(b.black),
      name(b.black),
      ratingOf(t, b.black),
      b.black,
    ]);
  });
  if (pairing.pab !== undefined) {
    const p = pairing.pab;
    rows.push([
      pairing.boards.length + 1,
      p,
      name(p),
      ratingOf(t, p),
      pts(p),
      formatPointsHalf(t.pointSystem.pab),
      '',
      BYE_TEXT,
      '',
      '',
    ]);
  }
  for (const u of t.unpaired) {
    if (u.round !== pairing.round || !(u.kind === 'HPB' || u.kind === 'ZPB' || u.kind === 'FPB')) continue;
    const p = u.player;
    rows.push([
      '',
      p,
      name(p),
      ratingOf(t, p),
      pts(p),
      formatPointsHalf(roundPoints(u, t.pointSystem)),
      '',
      REQUESTED_BYE_TEXT[u.kind],
      '',
      '',
    ]);
  }
  return rows;
}

/** A place: 5 or "5-6" when shared. */
const place = (rank: number, rankTo?: number): number | string =>
  rankTo !== undefined && rankTo !== rank ? `${rank}-${rankTo}` : rank;

const tiebreakCell = (v: number | null | undefined): number | string =>
  v === null || v === undefined ? '' : Math.round(v * 10000) / 10000;

/** The standings sheet: place, no., name, title, rating, club, points, the tiebreaks; `note` ends the header. */
export function standingsRows(t: Tournament, s: Standings, note: string): Row[] {
  const rows: Row[] = [['Rk.', 'No.', 'Name', 'Title', 'Rtg', 'Club', 'Pts.', ...s.tiebreaks, note]];
  for (const r of s.rows) {
    const p = r.player;
    rows.push([
      place(r.rank, r.rankTo),
      p.id,
      p.name,
      p.title ?? '',
      ratingOf(t, p.id),
      p.club ?? '',
      pointsValue(r.points),
      ...s.tiebreaks.map((c) => tiebreakCell(r.values[c])),
      '',
    ]);
  }
  return rows;
}

/**
 * The Swiss crosstable sheet from the core's crosstable model: one column per round (opponent by
 * start number, `PAB 1` for a bye: Sheets would read chess-results' `-1` as the number −1), then
 * points and the tiebreaks.
 */
export function crosstableRows(t: Tournament, s: Standings, rounds: number, note: string): Row[] {
  const c = computeCrosstable(t, s, {
    layout: 'swiss',
    rounds,
    opponent: 'startNo',
    notation: { white: 'w', black: 'b', unpaired: 'named' },
  });
  const roundHeads = Array.from({ length: rounds }, (_, i) => `${i + 1}.Rd`);
  const rows: Row[] = [
    ['Rk.', 'No.', 'Title', 'Name', 'Rtg', 'Club', ...roundHeads, 'Pts.', ...c.tiebreaks, note],
  ];
  for (const r of c.rows)
    rows.push([
      place(r.rank, r.rankTo),
      r.startNo,
      r.title ?? '',
      r.name,
      r.rating ?? '',
      r.club ?? '',
      ...r.cells,
      pointsValue(r.points),
      ...c.tiebreaks.map((code) => tiebreakCell(r.values[code])),
      '',
    ]);
  return rows;
}
