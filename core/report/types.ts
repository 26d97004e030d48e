import { LANGUAGES, type Language } from '../languages.ts';

/** Languages of printed and published reports (headings, labels, page numbers): all of Rochade's. */
export const REPORT_LANGS = LANGUAGES;
export type ReportLang = Language;
// Re-exported so a command that prints loads the report area only, not the core's index.
export { isLanguage } from '../languages.ts';

export const REPORT_KINDS = [
  'startlist',
  'pairings',
  'standings',
  'crosstable',
  'dwz',
  'players',
  'clubs',
  'cards',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The kind of each table a report holds (a report kind may hold several: `clubs`, `cards`). */
export const REPORT_TABLE_KINDS = [
  'startlist',
  'pairings',
  'standings',
  'crosstable',
  'dwz',
  'alphabetical',
  'byClub',
  'clubTotals',
  'playerCard',
  'teamStandings',
  'teamCrosstable',
  'teamPairings',
  'seasonPlayers',
  'teamPlayers',
] as const;
export type ReportTableKind = (typeof REPORT_TABLE_KINDS)[number];

/**
 * What a column holds: `name` columns take the remaining width and may be shortened in print,
 * `round` columns are the narrow per-round cells of a crosstable.
 */
export const REPORT_COLUMN_KINDS = ['number', 'text', 'name', 'round', 'result'] as const;
export type ReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number];

/**
 * How a numeric cell is written as text (Sheets keeps the number): `int` as is; `points` in halves
 * ("2½"); `rank` with a full stop ("5."); `decimal` with the column's `decimals` and, in German, a
 * decimal comma, whole numbers without decimals; `fixed` always with `decimals`; `signed` with a sign ("+12", "−3").
 */
export const REPORT_NUMBER_FORMATS = ['int', 'points', 'rank', 'decimal', 'fixed', 'signed'] as const;
export type ReportNumberFormat = (typeof REPORT_NUMBER_FORMATS)[number];

/** A cell: text, or a number that stays a number for spreadsheets; `''` is an empty cell. */
export type ReportCell = string | number;

export interface ReportColumn {
  /** What the column means, independent of the language: `rank`, `name`, `elo`, `tb:BH/C1`, `round:3` … */
  readonly key: string;
  readonly header: string;
  readonly align: 'left' | 'right' | 'center';
  readonly kind: ReportColumnKind;
  /** A column a narrow view (phone, bot picture for mobile) may leave out: start number, title, club. */
  readonly secondary?: boolean;
  /** How a numeric cell of this column is written (default `int`). */
  readonly format?: ReportNumberFormat;
  /** Digits after the point for `decimal`. */
  readonly decimals?: number;
}

/** One line of a table's legend: an abbreviation used in it and what it means. */
export interface ReportLegendEntry {
  readonly term: string;
  readonly text: string;
}

/**
 * One table of a report: the PDF, the web site, the CLI text, the bot's text and pictures and the
 * Sheets export draw the same rows and columns. Every row has one cell per column.
 */
export interface ReportTable {
  readonly kind: ReportTableKind;
  readonly lang: ReportLang;
  readonly title: string;
  readonly columns: readonly ReportColumn[];
  readonly rows: readonly (readonly ReportCell[])[];
  /** Every abbreviation of the headers and cells, explained in the table's language. */
  readonly legend: readonly ReportLegendEntry[];
  /** Lines under the table: byes, warnings, a player card's performance. */
  readonly notes: readonly string[];
  /** An anchor for links (a player card: `p12`). */
  readonly id?: string;
}

/** The tournament's heading: name, then place, dates, the round shown and when it was last updated. */
export interface ReportHeader {
  readonly name: string;
  readonly lines: readonly string[];
}
