import { formatPointsHalf } from '../formats/cellValue.ts';
import type { Standings } from '../standings/index.ts';
import type { Player } from '../tournament/player.ts';
import { TIEBREAKS } from '../tiebreaks/index.ts';
import { fillLabel, REPORT_LABELS } from './labels.ts';
import type { ReportColumn, ReportLang } from './types.ts';
import type { ReportTable } from './types.ts';

/** "5." or "5-6." (players still tied after every tiebreak share the place). */
export const reportRank = (r: { readonly rank: number; readonly rankTo?: number }): string =>
  r.rankTo !== undefined && r.rankTo !== r.rank ? `${r.rank}-${r.rankTo}.` : `${r.rank}.`;

/** The rating shown beside a name: Elo, else DWZ (without index), else empty. */
export const reportRating = (p: Player): string =>
  p.fide !== undefined && p.fide > 0 ? String(p.fide) : p.dwz !== undefined ? String(p.dwz.rating) : '';

/**
 * A tiebreak value: with the tiebreak's own decimals when it is fractional (ARO, TPR are whole
 * numbers; Buchholz of halves "22.5"), a decimal comma in German; empty when it has no value
 * (C.07 8.2, 10.1).
 */
export function formatTiebreak(code: string, v: number | null | undefined, lang: ReportLang): string {
  if (v === null || v === undefined) return '';
  const decimals = TIEBREAKS[code.split('/')[0] ?? code]?.decimals;
  const s = Number.isInteger(v)
    ? String(v)
    : decimals !== undefined
      ? v.toFixed(decimals)
      : String(Math.round(v * 100) / 100);
  return lang === 'de' ? s.replace('.', ',') : s;
}

/** Columns every player table starts with: rank, start number, title (when any), name, rating. */
export function playerColumns(
  s: Standings,
  lang: ReportLang,
): {
  readonly columns: readonly ReportColumn[];
  readonly cells: (p: Player, rank: string) => readonly string[];
} {
  const L = REPORT_LABELS[lang];
  const titles = s.rows.some((r) => r.player.title);
  const ratings = s.rows.some((r) => reportRating(r.player) !== '');
  const columns: ReportColumn[] = [
    { header: L.rank, align: 'right', kind: 'number' },
    { header: L.sno, align: 'right', kind: 'number', secondary: true },
    ...(titles ? [{ header: L.title, align: 'left', kind: 'text', secondary: true } as const] : []),
    { header: L.name, align: 'left', kind: 'name' },
    ...(ratings ? [{ header: L.rating, align: 'right', kind: 'number' } as const] : []),
  ];
  return {
    columns,
    cells: (p, rank) => [
      rank,
      String(p.id),
      ...(titles ? [p.title ?? ''] : []),
      p.name,
      ...(ratings ? [reportRating(p)] : []),
    ],
  };
}

/** Standings in rank order: place, player, rating, points and every tiebreak (C.07), as computed by the core. */
export function makeStandingsTable(s: Standings, lang: ReportLang): ReportTable {
  const L = REPORT_LABELS[lang];
  const { columns, cells } = playerColumns(s, lang);
  return {
    kind: 'standings',
    title: fillLabel(L.standings, { r: s.afterRound }),
    columns: [
      ...columns,
      { header: L.pts, align: 'right', kind: 'number' },
      ...s.tiebreaks.map((c) => ({ header: c, align: 'right', kind: 'number' }) as const),
    ],
    rows: s.rows.map((r) => [
      ...cells(r.player, reportRank(r)),
      formatPointsHalf(r.points),
      ...s.tiebreaks.map((c) => formatTiebreak(c, r.values[c], lang)),
    ]),
    notes: s.warnings,
  };
}
