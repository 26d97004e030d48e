import { computeCrosstable, roundsRecorded } from '../standings/crosstable.ts';
import type { Standings } from '../standings/index.ts';
import type { Tournament } from '../tournament/model.ts';
import { lastPlayedRound } from '../tournament/playerRounds.ts';
import { playerBlock, pointsColumn, rankCell, scoreLegend, tiebreakCell, tiebreakColumn } from './columns.ts';
import { fillLabel, REPORT_LABELS } from './labels.ts';
import type { ReportColumn, ReportLang, ReportTable } from './types.ts';

export interface CrosstableReportOptions {
  /** The rounds shown (a Swiss: the rounds paired, pending games without a score). */
  readonly rounds?: number;
  /** The matrix or the rounds, whatever the tournament's kind (default: by the standings). */
  readonly layout?: 'matrix' | 'swiss';
  /** Opponents by place in the table (default) or by start number. */
  readonly opponent?: 'rank' | 'startNo';
}

/**
 * The crosstable after the standings' round, drawn from the core's one crosstable model
 * (`computeCrosstable`), players in rank order, then points and the tiebreaks. A round robin as
 * clubs print it: one column per opponent (by rank), the player's results against him (two in a
 * double round robin, in round order), "×" on the diagonal. A Swiss by rounds, as chess-results
 * prints it: one cell per round (opponent's rank, colour in the report's language, score).
 */
export function makeCrosstableTable(
  t: Tournament,
  s: Standings,
  lang: ReportLang,
  o: CrosstableReportOptions = {},
): ReportTable {
  const L = REPORT_LABELS[lang];
  const matrix = o.layout !== undefined ? o.layout === 'matrix' : s.roundRobin;
  // A round robin's games are scheduled ahead: current standings show every game recorded ("*" not
  // played yet); a Swiss shows the standings' rounds, or the rounds paired when asked.
  const current = s.afterRound >= lastPlayedRound(t);
  const rounds = o.rounds ?? (matrix && current ? roundsRecorded(t) : s.afterRound);
  const c = computeCrosstable(t, s, {
    layout: matrix ? 'matrix' : 'swiss',
    rounds,
    ...(o.opponent ? { opponent: o.opponent } : {}),
    notation: { white: L.colorWhite, black: L.colorBlack, unpaired: 'dash' },
  });
  const block = playerBlock(
    s.rows.map((r) => r.player),
    lang,
    { lead: 'rank', tournament: t, statusRound: rounds },
  );
  const heads = matrix ? s.rows.map((_, k) => k + 1) : Array.from({ length: rounds }, (_, k) => k + 1);
  const cellColumns = heads.map((h): ReportColumn => ({
    key: `${matrix ? 'vs' : 'round'}:${h}`,
    header: String(h),
    align: 'center',
    kind: 'round',
  }));
  return {
    kind: 'crosstable',
    lang,
    title: fillLabel(L.crosstable, { r: s.afterRound }),
    columns: [...block.columns, ...cellColumns, pointsColumn(lang), ...s.tiebreaks.map(tiebreakColumn)],
    rows: s.rows.map((row, i) => [
      ...block.cells(row.player, rankCell(row)),
      ...(c.rows[i]?.cells ?? []),
      row.points / 2,
      ...s.tiebreaks.map((code) => tiebreakCell(row.values[code])),
    ]),
    legend: [
      ...block.legend,
      {
        term: `1 … ${heads.length}`,
        text: matrix
          ? L.legends.crosstableMatrix
          : o.opponent === 'startNo'
            ? L.legends.crosstableStartNo
            : L.legends.crosstable,
      },
      ...scoreLegend(s.tiebreaks, lang),
    ],
    notes: [],
  };
}
