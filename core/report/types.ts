/** Languages of printed and published reports (headings, labels, page numbers). */
export const REPORT_LANGS = ['en', 'de'] as const;
export type ReportLang = (typeof REPORT_LANGS)[number];

export const REPORT_KINDS = ['startlist', 'pairings', 'standings', 'crosstable', 'dwz'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/**
 * What a column holds: `name` columns take the remaining width and may be shortened in print,
 * `round` columns are the narrow per-round cells of a crosstable.
 */
export const REPORT_COLUMN_KINDS = ['number', 'text', 'name', 'round', 'result'] as const;
export type ReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number];

export interface ReportColumn {
  readonly header: string;
  readonly align: 'left' | 'right' | 'center';
  readonly kind: ReportColumnKind;
  /** A column a narrow view (phone, bot picture for mobile) may leave out: start number, title, club. */
  readonly secondary?: boolean;
}

/**
 * One table of a report as plain text cells: the PDF, the HTML site and the bot's pictures draw the
 * same rows. Every row has one cell per column.
 */
export interface ReportTable {
  readonly kind: ReportKind;
  readonly title: string;
  readonly columns: readonly ReportColumn[];
  readonly rows: readonly (readonly string[])[];
  /** Lines under the table: legends, byes, warnings. */
  readonly notes: readonly string[];
}

/** The tournament's heading: name, then place, dates and the round shown. */
export interface ReportHeader {
  readonly name: string;
  readonly lines: readonly string[];
}
