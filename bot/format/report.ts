import { tableTexts, type ReportTable } from '../../core/report/index.ts';
import type { Table } from './table.ts';

/** Names in a phone picture are cut to this many characters (about 150 px at 14 px). */
export const PHONE_NAME_MAX = 20;

export interface ReportTableOptions {
  /**
   * A picture for a phone: the columns a narrow view may drop (start number, title) go, and of the
   * last `tiebreaks` columns only the first stays.
   */
  readonly phone?: { readonly tiebreaks: number };
}

/**
 * A core report table (the same rows the PDF and the web site print: rating, points, tiebreaks) as
 * the bot's table data, for pictures.
 */
export function tableOfReport(rt: ReportTable, opts: ReportTableOptions = {}): Table {
  const n = rt.columns.length;
  const keep = rt.columns
    .map((c, k) => ({ c, k }))
    .filter(({ c, k }) => {
      if (!opts.phone) return true;
      const tiebreak = k >= n - opts.phone.tiebreaks;
      return !c.secondary && (!tiebreak || k === n - opts.phone.tiebreaks);
    });
  return {
    header: keep.map(({ c }) => c.header),
    rows: tableTexts(rt).map((r) =>
      keep.map(({ c, k }) => {
        const cell = r[k] ?? '';
        if (!opts.phone || c.kind !== 'name') return cell;
        const cps = [...cell];
        return cps.length <= PHONE_NAME_MAX ? cell : `${cps.slice(0, PHONE_NAME_MAX - 1).join('')}…`;
      }),
    ),
    align: keep.map(({ c }) => (c.align === 'right' ? 'right' : 'left')),
    nameColumns: keep.flatMap(({ c }, j) => (c.kind === 'name' ? [j] : [])),
  };
}
