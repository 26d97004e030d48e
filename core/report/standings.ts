import type { Standings } from '../standings/index.ts';
import type { Tournament } from '../tournament/model.ts';
import { cellText } from './render/cells.ts';
import { playerBlock, pointsColumn, rankCell, scoreLegend, tiebreakCell, tiebreakColumn } from './columns.ts';
import { fillLabel, REPORT_LABELS } from './labels.ts';
import type { ReportLang, ReportTable } from './types.ts';

/**
 * A tiebreak value as text: with the tiebreak's own decimals when it is fractional (ARO, TPR are
 * whole numbers; Buchholz of halves "22.5"), a decimal comma in German; empty when it has no value
 * (C.07 8.2, 10.1).
 */
export const formatTiebreak = (code: string, v: number | null | undefined, lang: ReportLang): string =>
  cellText(tiebreakColumn(code), tiebreakCell(v), lang);

/** Standings in rank order: place, player, ratings, points and every tiebreak (C.07), as computed by the core. */
export function makeStandingsTable(t: Tournament, s: Standings, lang: ReportLang): ReportTable {
  const L = REPORT_LABELS[lang];
  const block = playerBlock(
    s.rows.map((r) => r.player),
    lang,
    { lead: 'rank', tournament: t, statusRound: s.afterRound },
  );
  return {
    kind: 'standings',
    lang,
    title: fillLabel(L.standings, { r: s.afterRound }),
    columns: [...block.columns, pointsColumn(lang), ...s.tiebreaks.map(tiebreakColumn)],
    rows: s.rows.map((r) => [
      ...block.cells(r.player, rankCell(r)),
      r.points / 2,
      ...s.tiebreaks.map((c) => tiebreakCell(r.values[c])),
    ]),
    legend: [...block.legend, ...scoreLegend(s.tiebreaks, lang)],
    notes: s.warnings,
  };
}
