import type { ReportTable } from '../types.ts';

/** A spreadsheet cell: numbers stay numbers, so Sheets can sum and sort them. */
export type SheetCell = string | number;

export interface SheetOptions {
  /** A first row with the table's title. */
  readonly title?: boolean;
  /** The legend (term, meaning) and notes under the table, after an empty row. */
  readonly legend?: boolean;
  /**
   * For writers that let Sheets parse text (Apps Script `setValues`, `USER_ENTERED`): text that
   * would be read as a number, date or formula ("-1", "1/2", "=…") gets a leading apostrophe, which
   * Sheets keeps as text. Writers that send values RAW leave it off.
   */
  readonly forceText?: boolean;
}

/** Text Sheets would turn into a number, date, time, percentage or formula when parsing input. */
const PARSED = /^\s*([=+@-]|[\d.,]+\s*%?\s*$|\d+[/.:-]\d+)/;

/**
 * A report table as a block of sheet values: the header row, then one row per table row with the
 * same cells (numbers as numbers). Pure: the add-on's bundle and the bot's export use it alike.
 */
export function renderSheet(t: ReportTable, o: SheetOptions = {}): SheetCell[][] {
  const text = (s: string): string => (o.forceText && PARSED.test(s) ? `'${s}` : s);
  const cell = (c: SheetCell): SheetCell => (typeof c === 'number' ? c : text(c));
  return [
    ...(o.title ? [[text(t.title)]] : []),
    t.columns.map((c) => text(c.header)),
    ...t.rows.map((r) => t.columns.map((_, k) => cell(r[k] ?? ''))),
    ...(o.legend && t.legend.length + t.notes.length > 0
      ? [[], ...t.legend.map((l) => [text(l.term), text(l.text)]), ...t.notes.map((n) => [text(n)])]
      : []),
  ];
}
