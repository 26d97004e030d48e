import {
  makeCrosstableTable,
  makePairingsTable,
  makeStandingsTable,
  tableTexts,
  type ReportColumn,
  type ReportTable,
} from '../../core/report/index.ts';
import type { Standings } from '../../core/standings/index.ts';
import type { Tournament } from '../../core/tournament/index.ts';
import type { Locale } from '../i18n/index.ts';
import type { LoadedTournament } from '../storage/repo.ts';
import type { Table } from './table.ts';

/** Names in a phone picture are cut to this many characters (about 150 px at 14 px). */
export const PHONE_NAME_MAX = 20;

export interface ReportTableOptions {
  /**
   * A picture for a phone: the columns a narrow view may drop (start number, title) go, and of the
   * last `tiebreaks` columns only the first stays.
   */
  readonly phone?: { readonly tiebreaks: number };
  /** Only these columns (the text views in embeds keep rank, name, points and tiebreaks). */
  readonly keep?: (c: ReportColumn) => boolean;
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
      if (opts.keep && !opts.keep(c)) return false;
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

/** The standings as the text view shows them in an embed: rank, name, points, tiebreaks. */
export const standingsText = (t: Tournament, s: Standings, locale: Locale): Table =>
  tableOfReport(makeStandingsTable(t, s, locale), {
    keep: (c) => c.key === 'rank' || c.key === 'name' || c.key === 'pts' || c.key.startsWith('tb:'),
  });

/**
 * The crosstable as the text view shows it: rank, start number, name, one cell per round paired
 * (a Swiss: pending games without a score) or per opponent (a round robin), points.
 */
export const crosstableText = (lt: LoadedTournament, s: Standings, locale: Locale): Table =>
  tableOfReport(
    makeCrosstableTable(
      lt.tournament,
      s,
      locale,
      s.roundRobin ? {} : { rounds: Math.max(lt.row.current_round, 0) },
    ),
    {
      keep: (c) =>
        ['rank', 'sno', 'name', 'pts'].includes(c.key) ||
        c.key.startsWith('round:') ||
        c.key.startsWith('vs:'),
    },
  );

/**
 * The pairings of a round as the text view shows them: board, White, result, Black; the players
 * without a game (byes, withdrawals) as lines under it ("Anna: half-point bye"). `only`: the
 * rows of that start number.
 */
export function pairingsText(
  t: Tournament,
  round: number,
  locale: Locale,
  only?: number,
): { readonly table: Table; readonly notes: readonly string[] } {
  const rt = makePairingsTable(t, round, locale);
  const col = (key: string): number => rt.columns.findIndex((c) => c.key === key);
  const [board, white, black, whiteName, blackName] = ['board', 'w:sno', 'b:sno', 'w:name', 'b:name'].map(
    col,
  );
  const mine =
    only === undefined ? rt.rows : rt.rows.filter((r) => r[white ?? -1] === only || r[black ?? -1] === only);
  const games = mine.filter((r) => r[board ?? -1] !== '');
  const notes = mine
    .filter((r) => r[board ?? -1] === '')
    .map((r) => `${String(r[whiteName ?? -1] ?? '')}: ${String(r[blackName ?? -1] ?? '')}`);
  return {
    table: tableOfReport(
      { ...rt, rows: games },
      { keep: (c) => ['board', 'w:name', 'result', 'b:name'].includes(c.key) },
    ),
    notes,
  };
}
