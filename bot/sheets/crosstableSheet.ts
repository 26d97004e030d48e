import { computeCrosstable, formatRank, type Standings } from '../../core/standings/index.ts';
import type { Tournament } from '../../core/tournament/index.ts';

/** One row of a sheet written with `values.batchUpdate` (strings and numbers as the cells hold them). */
export type SheetRow = (string | number)[];

/**
 * The exported Crosstable sheet, from the core's one crosstable model (`computeCrosstable`) in the
 * standings' order, beside the Standings sheet's columns: Rank, No, Name, then one column per round
 * (Swiss: opponent by start number, colour, score, `12w1`; a bye named, `PAB 1`, since Sheets would
 * read chess-results' `-1` as the number −1) or per opponent by rank (round robin: `1 ½ 0 + -`, `*`
 * not played yet, `×` on the diagonal), Points and the tiebreaks.
 */
export function crosstableSheet(t: Tournament, s: Standings): SheetRow[] {
  const c = computeCrosstable(t, s, {
    opponent: 'startNo',
    notation: { white: 'w', black: 'b', unpaired: 'named' },
  });
  const columns = c.layout === 'matrix' ? c.rows.length : c.rounds;
  return [
    ['Rank', 'No', 'Name', ...Array.from({ length: columns }, (_, k) => k + 1), 'Points', ...c.tiebreaks],
    ...c.rows.map((r) => [
      formatRank(r),
      r.startNo,
      r.name,
      ...r.cells,
      r.points / 2,
      ...c.tiebreaks.map((code) => r.values[code] ?? ''),
    ]),
  ];
}
