import { formatPointsHalf } from '../formats/cellValue.ts';
import { computeCrosstable } from '../standings/crosstable.ts';
import type { Standings } from '../standings/index.ts';
import type { Tournament } from '../tournament/model.ts';
import { fillLabel, REPORT_LABELS } from './labels.ts';
import { formatTiebreak, playerColumns, reportRank } from './standings.ts';
import type { ReportLang, ReportTable } from './types.ts';

/**
 * The crosstable after the standings' round, drawn from the core's one crosstable model
 * (`computeCrosstable`), players in rank order, then points and the tiebreaks. A round robin as
 * clubs print it: one column per opponent (by rank), the player's results against him (two in a
 * double round robin, in round order), "×" on the diagonal. A Swiss by rounds, as chess-results
 * prints it: one cell per round (opponent's rank, colour in the report's language, score).
 */
export function makeCrosstableTable(t: Tournament, s: Standings, lang: ReportLang): ReportTable {
  const L = REPORT_LABELS[lang];
  const rounds = s.afterRound;
  const matrix = s.roundRobin;
  const c = computeCrosstable(t, s, {
    layout: matrix ? 'matrix' : 'swiss',
    rounds,
    notation: { white: L.colorWhite, black: L.colorBlack, unpaired: 'dash' },
  });
  const { columns, cells } = playerColumns(s, lang);
  const heads = matrix ? s.rows.map((_, k) => k + 1) : Array.from({ length: rounds }, (_, k) => k + 1);
  return {
    kind: 'crosstable',
    title: fillLabel(L.crosstable, { r: rounds }),
    columns: [
      ...columns,
      ...heads.map((h) => ({ header: String(h), align: 'center', kind: 'round' }) as const),
      { header: L.pts, align: 'right', kind: 'number' },
      ...s.tiebreaks.map((code) => ({ header: code, align: 'right', kind: 'number' }) as const),
    ],
    rows: s.rows.map((row, i) => [
      ...cells(row.player, reportRank(row)),
      ...(c.rows[i]?.cells ?? []),
      formatPointsHalf(row.points),
      ...s.tiebreaks.map((code) => formatTiebreak(code, row.values[code], lang)),
    ]),
    notes: matrix ? [] : [L.crosstableLegend],
  };
}
