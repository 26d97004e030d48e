import type { Player } from '../tournament/player.ts';
import type { Tournament } from '../tournament/model.ts';
import type { PlayerId, RoundNo } from '../types.ts';
import { REPORT_LABELS } from './labels.ts';
import { tiebreakDecimals, tiebreakLegend } from './tiebreakLegend.ts';
import type { ReportCell, ReportColumn, ReportLang, ReportLegendEntry } from './types.ts';

/** A FIDE rating: 0 in a TRF or a rating list means "no rating" (FIDE Handbook B.02 8.1), so it is none. */
export const eloOf = (p: Player): number | undefined =>
  p.fide !== undefined && p.fide > 0 ? p.fide : undefined;

/** A DWZ: the rating (the index is printed only where the DSB prints it, the start list). */
export const dwzOf = (p: Player): number | undefined => p.dwz?.rating;

export const RATING_SOURCES = ['elo', 'dwz'] as const;
export type RatingSource = (typeof RATING_SOURCES)[number];

/**
 * The one rule for a rating beside a name (pairings, player cards): one system per table, named in
 * its header, never the two mixed in one column: the system more players have (a club event:
 * DWZ; an open with FIDE-rated players: Elo), Elo on a tie.
 */
export function ratingSourceOf(players: readonly Player[]): RatingSource | undefined {
  let elo = 0;
  let dwz = 0;
  for (const p of players) {
    if (eloOf(p) !== undefined) elo += 1;
    if (dwzOf(p) !== undefined) dwz += 1;
  }
  if (elo === 0 && dwz === 0) return undefined;
  return elo >= dwz ? 'elo' : 'dwz';
}

export const ratingBy = (p: Player, source: RatingSource): number | undefined =>
  source === 'elo' ? eloOf(p) : dwzOf(p);

/** The rating a list's strength order and averages use: Elo, else DWZ. */
export const strengthOf = (p: Player): number | undefined => eloOf(p) ?? dwzOf(p);

/** The rank cell: a number ("5." in text), or "5-6." when players share the place after every tiebreak. */
export const rankCell = (r: { readonly rank: number; readonly rankTo?: number }): ReportCell =>
  r.rankTo !== undefined && r.rankTo !== r.rank ? `${r.rank}-${r.rankTo}.` : r.rank;

/** How a player stands at the table's round: withdrawn, absent (an `absent` entry in that round), or playing. */
export function statusOf(t: Tournament, id: PlayerId, round: RoundNo): 'withdrawn' | 'absent' | undefined {
  if (t.withdrawals.some((w) => w.player === id && w.afterRound < Math.max(round, 1))) return 'withdrawn';
  if (round > 0 && t.unpaired.some((u) => u.player === id && u.round === round && u.kind === 'absent'))
    return 'absent';
  return undefined;
}

/** What the player block shows besides the name. */
export interface PlayerBlockOptions {
  /** The first column: the rank (standings) or a running number (lists). */
  readonly lead: 'rank' | 'no' | 'none';
  readonly fed?: boolean;
  readonly club?: boolean;
  /** Show a status column for players withdrawn or absent in this round (when any is). */
  readonly statusRound?: RoundNo;
  readonly tournament?: Tournament;
  /** DWZ with index ("1712-62"), as the DSB's start list prints it. */
  readonly dwzIndex?: boolean;
}

export interface PlayerBlock {
  readonly columns: readonly ReportColumn[];
  readonly legend: readonly ReportLegendEntry[];
  /** The cells of one player; `lead` is the rank cell or the running number. */
  readonly cells: (p: Player, lead: ReportCell) => readonly ReportCell[];
}

/** Optional columns appear only when some player has a value: an empty column is noise on paper. */
const any = (players: readonly Player[], get: (p: Player) => unknown): boolean =>
  players.some((p) => {
    const v = get(p);
    return v !== undefined && v !== '';
  });

/**
 * The columns every player table starts with, written once: rank or number, start number, title,
 * name, federation, club, Elo and DWZ each in a column of its own, status; and their legend.
 */
export function playerBlock(
  players: readonly Player[],
  lang: ReportLang,
  o: PlayerBlockOptions,
): PlayerBlock {
  const L = REPORT_LABELS[lang];
  const t = o.tournament;
  const statusRound = o.statusRound;
  type Col = readonly [ReportColumn, (p: Player, lead: ReportCell) => ReportCell, ReportLegendEntry?];
  const cols: Col[] = [];
  if (o.lead === 'rank')
    cols.push([
      { key: 'rank', header: L.rank, align: 'right', kind: 'number', format: 'rank' },
      (_, lead) => lead,
      { term: L.rank, text: L.legends.rank },
    ]);
  if (o.lead === 'no')
    cols.push([
      { key: 'no', header: L.no, align: 'right', kind: 'number' },
      (_, lead) => lead,
      { term: L.no, text: L.legends.no },
    ]);
  cols.push([
    { key: 'sno', header: L.sno, align: 'right', kind: 'number', secondary: true },
    (p) => p.id,
    { term: L.sno, text: L.legends.sno },
  ]);
  if (any(players, (p) => p.title))
    cols.push([
      { key: 'title', header: L.title, align: 'left', kind: 'text', secondary: true },
      (p) => p.title ?? '',
      { term: L.title, text: L.legends.title },
    ]);
  cols.push([{ key: 'name', header: L.name, align: 'left', kind: 'name' }, (p) => p.name]);
  if (o.fed && any(players, (p) => p.federation))
    cols.push([
      { key: 'fed', header: L.fed, align: 'left', kind: 'text', secondary: true },
      (p) => p.federation ?? '',
      { term: L.fed, text: L.legends.fed },
    ]);
  if (o.club && any(players, (p) => p.club))
    cols.push([
      { key: 'club', header: L.club, align: 'left', kind: 'name', secondary: true },
      (p) => p.club ?? '',
    ]);
  if (any(players, eloOf))
    cols.push([
      { key: 'elo', header: L.elo, align: 'right', kind: 'number' },
      (p) => eloOf(p) ?? '',
      { term: L.elo, text: L.legends.elo },
    ]);
  if (any(players, dwzOf))
    cols.push([
      { key: 'dwz', header: L.dwz_col, align: 'right', kind: 'number' },
      (p) =>
        p.dwz === undefined
          ? ''
          : o.dwzIndex && p.dwz.index !== undefined
            ? `${p.dwz.rating}-${p.dwz.index}`
            : p.dwz.rating,
      { term: L.dwz_col, text: o.dwzIndex ? L.legends.dwz : L.legends.dwzShort },
    ]);
  if (t !== undefined && statusRound !== undefined) {
    const status = (p: Player): string => {
      const s = statusOf(t, p.id, statusRound);
      return s === 'withdrawn' ? L.withdrawn : s === 'absent' ? L.absentMark : '';
    };
    const marks = players.map(status);
    if (marks.some((m) => m !== '')) {
      cols.push([{ key: 'status', header: L.status, align: 'left', kind: 'text' }, status]);
    }
  }
  const legend: ReportLegendEntry[] = cols.flatMap(([, , l]) => (l ? [l] : []));
  // Only the marks the table uses.
  const statusRound2 = statusRound ?? 0;
  const used = new Set(t ? players.map((p) => statusOf(t, p.id, statusRound2)) : []);
  if (cols.some(([c]) => c.key === 'status')) {
    if (used.has('withdrawn')) legend.push({ term: L.withdrawn, text: L.legends.withdrawn });
    if (used.has('absent')) legend.push({ term: L.absentMark, text: L.legends.absent });
  }
  return {
    columns: cols.map(([c]) => c),
    legend,
    cells: (p, lead) => cols.map(([, get]) => get(p, lead)),
  };
}

/** The points column: a number of points (2.5), "2½" in text. */
export const pointsColumn = (lang: ReportLang): ReportColumn => ({
  key: 'pts',
  header: REPORT_LABELS[lang].pts,
  align: 'right',
  kind: 'number',
  format: 'points',
});

/** A tiebreak's column, headed by its code as given, with the tiebreak's own decimals. */
export function tiebreakColumn(code: string): ReportColumn {
  const decimals = tiebreakDecimals(code);
  return {
    key: `tb:${code}`,
    header: code,
    align: 'right',
    kind: 'number',
    format: 'decimal',
    ...(decimals !== undefined ? { decimals } : {}),
  };
}

/** The legend of the points column and each tiebreak (C.07 names and articles), in the table's language. */
export const scoreLegend = (codes: readonly string[], lang: ReportLang): ReportLegendEntry[] => [
  { term: REPORT_LABELS[lang].pts, text: REPORT_LABELS[lang].legends.pts },
  ...codes.map((c) => ({ term: c, text: tiebreakLegend(c, lang) })),
];

/** A tiebreak value as stored: `''` when it has none (C.07 8.2, 10.1). */
export const tiebreakCell = (v: number | null | undefined): ReportCell =>
  v === null || v === undefined ? '' : v;
