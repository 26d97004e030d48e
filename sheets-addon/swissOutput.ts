// What the Swiss workflow writes on a round sheet: board, White with no., name, rating and points,
// an empty Result, Black mirrored. Pure rows. (The Standings and Crosstable sheets are the report's:
// `makeResultSheets`.)
import { formatPointsHalf } from '../core/formats/index.ts';
import type { RoundPairing } from '../core/pairing/index.ts';
import { REPORT_LABELS, ratingBy, ratingSourceOf, type RatingSource } from '../core/report/index.ts';
import { computeScores, roundPoints, type Tournament } from '../core/tournament/index.ts';
import { BYE_TEXT, REQUESTED_BYE_TEXT, ROUND_HEADERS } from './swissWorkbook.ts';

export type Row = (string | number)[];

/** Half-points as a sheet number (½ = 0.5). */
const pointsValue = (h: number): number => h / 2;

/**
 * The rating beside a name by the reports' one rule (core/report `ratingSourceOf`): one system for
 * the whole sheet, the one more players have, named in the header; a FIDE rating of 0 is none.
 */
const ratingOf = (t: Tournament, source: RatingSource | undefined, id: number): number | string => {
  const p = t.players.find((x) => x.id === id);
  return (p && source && ratingBy(p, source)) ?? '';
};

/** The round sheet's header: the rating columns named by their system ("Rtg" when no one has a rating). */
export function roundHeaders(source: RatingSource | undefined): string[] {
  const rtg = source === 'elo' ? REPORT_LABELS.en.elo : source === 'dwz' ? REPORT_LABELS.en.dwz_col : 'Rtg';
  return ROUND_HEADERS.map((h, k) => (k === 3 || k === 8 ? rtg : h));
}

/**
 * The round sheet: header, one row per board (Result empty), the pairing-allocated bye, then the
 * requested byes of the round (their points in Result, the kind in Black). `t` holds the rounds
 * before and this round's requested byes.
 */
export function roundRows(t: Tournament, pairing: RoundPairing): Row[] {
  const scores = computeScores(t, pairing.round - 1);
  const name = (id: number): string => t.players.find((p) => p.id === id)?.name ?? '';
  const pts = (id: number): number => pointsValue(scores.get(id) ?? 0);
  const source = ratingSourceOf(t.players);
  const rating = (id: number): number | string => ratingOf(t, source, id);
  const rows: Row[] = [roundHeaders(source)];
  pairing.boards.forEach((b, i) => {
    rows.push([
      i + 1,
      b.white,
      name(b.white),
      rating(b.white),
      pts(b.white),
      '',
      pts(b.black),
      name(b.black),
      rating(b.black),
      b.black,
    ]);
  });
  if (pairing.pab !== undefined) {
    const p = pairing.pab;
    rows.push([
      pairing.boards.length + 1,
      p,
      name(p),
      rating(p),
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
      rating(p),
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
