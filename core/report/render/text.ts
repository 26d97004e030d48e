import type { ReportTable } from '../types.ts';
import { tableTexts } from './cells.ts';

export interface TextTableOptions {
  /** Rewrites every cell before padding (the CLI shows control characters as escapes). */
  readonly cell?: (text: string) => string;
  /** Leave out the columns a narrow view may drop (start number, title, club). */
  readonly narrow?: boolean;
  /** Between two columns (default two spaces). */
  readonly gap?: string;
}

/** Width in code points: "ß", "½" and umlauts are one character each on a terminal. */
const width = (s: string): number => [...s].length;

/**
 * A report table as monospace lines: the header, then one line per row, every column padded to
 * its widest cell and aligned as the column says (centred columns as right-aligned: digits line up).
 */
export function renderTextTable(t: ReportTable, o: TextTableOptions = {}): string[] {
  const cell = o.cell ?? ((s: string) => s);
  const keep = t.columns.map((c, k) => ({ c, k })).filter(({ c }) => !(o.narrow && c.secondary));
  const texts = tableTexts(t);
  const head = keep.map(({ c }) => cell(c.header));
  const body = texts.map((r) => keep.map(({ k }) => cell(r[k] ?? '')));
  const widths = head.map((h, i) => body.reduce((w, r) => Math.max(w, width(r[i] ?? '')), width(h)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((c, i) => {
        const fill = ' '.repeat(Math.max(0, (widths[i] ?? 0) - width(c)));
        return keep[i]?.c.align === 'left' ? c + fill : fill + c;
      })
      .join(o.gap ?? '  ')
      .trimEnd();
  return [line(head), ...body.map(line)];
}

/** The legend and notes under a table as lines ("BH/C1  Buchholz, cut 1 (C.07 8.1, 14.1)"). */
export function renderTextLegend(t: ReportTable, o: Pick<TextTableOptions, 'cell'> = {}): string[] {
  const cell = o.cell ?? ((s: string) => s);
  const w = t.legend.reduce((m, l) => Math.max(m, width(l.term)), 0);
  return [
    ...t.legend.map((l) => `${cell(l.term)}${' '.repeat(w - width(l.term))}  ${cell(l.text)}`),
    ...t.notes.map(cell),
  ];
}
