import { makeCrosstableTable, makeStandingsTable } from '../../core/report/index.ts';
import { computeStandings, type Standings, type StandingsOptions } from '../../core/standings/index.ts';
import { renderTablePicture } from '../format/picture.ts';
import { crosstableText, pairingsText, standingsText, tableOfReport } from '../format/report.ts';
import { type Table, type TablePage, tablePage } from '../format/table.ts';
import type { Locale } from '../i18n/index.ts';
import type { LoadedTournament } from '../storage/repo.ts';

/** Tables wider than this (characters) also get a picture: embeds wrap long lines on phones. */
export const WIDE_TABLE = 56;

/** A paged view to build: everything after loading the tournament, done in the render worker. */
export type ViewJob = {
  readonly lt: LoadedTournament;
  readonly locale: Locale;
  /** The picture's title (the embed's). */
  readonly title: string;
  readonly page: number;
  /** The first answer of a wide table (always for the crosstable) carries the whole table as a PNG. */
  readonly withPicture: boolean;
} & (
  | {
      readonly view: 'standings';
      readonly standings: StandingsOptions;
      /** A narrow picture for phones (always drawn on the first answer): rank, name, rating, points, first tiebreak. */
      readonly phone?: boolean;
    }
  | { readonly view: 'crosstable'; readonly roundRobin: boolean; readonly standings: StandingsOptions }
  | { readonly view: 'pairings'; readonly round: number; readonly only?: number }
);

export type ViewResult =
  | {
      readonly ok: true;
      readonly page: TablePage;
      readonly rows: number;
      /** Lines under the table: standings warnings, a round's byes. */
      readonly notes: readonly string[];
      readonly picture?: Uint8Array;
    }
  | { readonly ok: false; readonly reason: string };

interface BuiltTable {
  readonly table: Table;
  readonly notes: string[];
  /** The picture's table when it differs from the text's: with rating and tiebreak columns. */
  readonly pictureTable?: Table;
}

/** The standings and crosstable pictures show the core's report tables (as the PDF and web site do). */
function reportPicture(job: ViewJob, lt: ViewJob['lt'], s: Standings): Table {
  if (job.view === 'standings')
    return tableOfReport(
      makeStandingsTable(lt.tournament, s, job.locale),
      job.phone ? { phone: { tiebreaks: s.tiebreaks.length } } : {},
    );
  return tableOfReport(makeCrosstableTable(lt.tournament, s, job.locale));
}

function tableOf(job: ViewJob): BuiltTable | { reason: string } {
  if (job.view === 'pairings') {
    const p = pairingsText(job.lt.tournament, job.round, job.locale, job.only);
    return { table: p.table, notes: [...p.notes] };
  }
  const s = computeStandings(
    job.lt.tournament,
    job.view === 'crosstable' && job.roundRobin ? { ...job.standings, roundRobin: true } : job.standings,
  );
  if (!s.ok) return { reason: s.error.message };
  const pictureTable = job.withPicture ? reportPicture(job, job.lt, s.value) : undefined;
  return job.view === 'standings'
    ? {
        table: standingsText(job.lt.tournament, s.value, job.locale),
        notes: s.value.warnings.map((w) => `⚠ ${w}`),
        ...(pictureTable ? { pictureTable } : {}),
      }
    : {
        // Text and picture from the one crosstable model; the picture adds ratings and tiebreaks.
        table: crosstableText(job.lt, s.value, job.locale),
        notes: [],
        ...(pictureTable ? { pictureTable } : {}),
      };
}

/** Standings, table, the page's text and the picture of one view (CPU only, no I/O). */
export function buildView(job: ViewJob): ViewResult {
  const built = tableOf(job);
  if ('reason' in built) return { ok: false, reason: built.reason };
  const { table, notes } = built;
  const page = tablePage(table, job.page);
  const phone = job.view === 'standings' && job.phone === true;
  const wide = phone || job.view === 'crosstable' || page.text.split('\n').some((l) => l.length > WIDE_TABLE);
  const picture =
    job.withPicture && wide && table.rows.length > 0
      ? renderTablePicture({ title: job.title, table: built.pictureTable ?? table })
      : undefined;
  return { ok: true, page, rows: table.rows.length, notes, ...(picture ? { picture } : {}) };
}
