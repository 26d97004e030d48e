// What the Swiss workflow writes: a round sheet (board, White with no., name, rating and points,
// an empty Result, Black mirrored), the standings and the Swiss crosstable (opponent + colour +
// result per round, as chess-results prints it: `12w1`, `5b½`, `7w+`, `PAB 1` for the bye). Pure rows.
import {
  computePlayerRounds,
  computeScores,
  roundPoints,
  type PlayerRound,
  type Tournament,
} from '../core/tournament/index.ts';
import type { RoundPairing } from '../core/pairing/index.ts';
import { BYE_TEXT, ROUND_HEADERS } from './swissWorkbook.ts';

export type Row = (string | number)[];

/** Half-points as a sheet number (½ = 0.5). */
export const pointsValue = (h: number): number => h / 2;

/** Half-points as text: 3½, ½, 0. */
export function pointsText(h: number): string {
  const whole = Math.floor(h / 2);
  if (h % 2 === 0) return String(whole);
  return whole === 0 ? '½' : `${whole}½`;
}

const ratingOf = (t: Tournament, id: number): number | string => {
  const p = t.players.find((x) => x.id === id);
  return p?.fide ?? p?.dwz?.rating ?? '';
};

/** The round sheet: header, one row per board (Result empty), the bye last. `t` holds the rounds before. */
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
      pointsText(t.pointSystem.pab),
      '',
      BYE_TEXT,
      '',
      '',
    ]);
  }
  return rows;
}

const COLOUR_LETTER = { white: 'w', black: 'b' } as const;

/** One crosstable cell: `12w1`, `5b½`, `7w0`, forfeits `7w+`/`7w-`, unplayed rounds by kind and points (`PAB 1`, `HPB ½`, `absent 0`). */
export function crosstableCell(r: PlayerRound | undefined, t: Tournament): string {
  if (!r) return '';
  switch (r.kind) {
    case 'played':
      return `${r.opponent}${COLOUR_LETTER[r.color]}${pointsText(roundPoints(r, t.pointSystem))}`;
    case 'forfeitWin':
      return `${r.opponent}${COLOUR_LETTER[r.color]}+`;
    case 'forfeitLoss':
    case 'doubleForfeit':
      return `${r.opponent}${COLOUR_LETTER[r.color]}-`;
    case 'pending':
      return `${r.opponent}${COLOUR_LETTER[r.color]}`;
    case 'notPaired':
    case 'free':
      return '';
    default:
      // Not chess-results' "-1": Sheets would read that as the number -1.
      return `${r.kind} ${pointsText(roundPoints(r, t.pointSystem))}`;
  }
}

/** A place: 5 or "5-6" when shared. */
const place = (rank: number, rankTo?: number): number | string =>
  rankTo !== undefined && rankTo !== rank ? `${rank}-${rankTo}` : rank;

export interface RankedRow {
  readonly rank: number;
  readonly rankTo?: number;
  readonly player: number;
  readonly points: number;
  readonly values: Readonly<Record<string, number | null>>;
}

const tiebreakCell = (v: number | null | undefined): number | string =>
  v === null || v === undefined ? '' : Math.round(v * 10000) / 10000;

/** The standings sheet: place, no., name, title, rating, club, points, the tiebreaks; `note` ends the header. */
export function standingsRows(
  t: Tournament,
  ranked: readonly RankedRow[],
  tiebreaks: readonly string[],
  note: string,
): Row[] {
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const rows: Row[] = [['Rk.', 'No.', 'Name', 'Title', 'Rtg', 'Club', 'Pts.', ...tiebreaks, note]];
  for (const s of ranked) {
    const p = byId.get(s.player);
    rows.push([
      place(s.rank, s.rankTo),
      s.player,
      p?.name ?? '',
      p?.title ?? '',
      ratingOf(t, s.player),
      p?.club ?? '',
      pointsValue(s.points),
      ...tiebreaks.map((c) => tiebreakCell(s.values[c])),
      '',
    ]);
  }
  return rows;
}

/** The Swiss crosstable in ranking order: one column per round, then points and the tiebreaks. */
export function crosstableRows(
  t: Tournament,
  ranked: readonly RankedRow[],
  tiebreaks: readonly string[],
  rounds: number,
  note: string,
): Row[] {
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const perPlayer = computePlayerRounds(t);
  const roundHeads = Array.from({ length: rounds }, (_, i) => `${i + 1}.Rd`);
  const rows: Row[] = [
    ['Rk.', 'No.', 'Title', 'Name', 'Rtg', 'Club', ...roundHeads, 'Pts.', ...tiebreaks, note],
  ];
  for (const s of ranked) {
    const p = byId.get(s.player);
    const list = perPlayer.get(s.player) ?? [];
    const cells = Array.from({ length: rounds }, (_, i) =>
      crosstableCell(
        list.find((r) => r.round === i + 1),
        t,
      ),
    );
    rows.push([
      place(s.rank, s.rankTo),
      s.player,
      p?.title ?? '',
      p?.name ?? '',
      ratingOf(t, s.player),
      p?.club ?? '',
      ...cells,
      pointsValue(s.points),
      ...tiebreaks.map((c) => tiebreakCell(s.values[c])),
      '',
    ]);
  }
  return rows;
}
