import { codeName } from '../discord/limits.ts';
import { maxOf } from '../../core/index.ts';
import { type Align, monoTable } from './text.ts';

/** A table as data: the text view (code blocks, paged) and the picture are drawn from it. */
export interface Table {
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly align: readonly Align[];
  /** Columns holding names (capped for the text view). */
  readonly nameColumns?: readonly number[];
}

/** The characters of one page's code block (an embed description holds 4096 with the fences). */
export const PAGE_CHARS = 3800;
/** At most this many rows a page, so a page stays readable on a phone. */
export const PAGE_ROWS = 40;

export interface TablePage {
  readonly text: string;
  readonly page: number;
  readonly pages: number;
}

/** Page `page` (0-based, clamped) of the table as monospace text, the header on every page. */
export function tablePage(table: Table, page: number): TablePage {
  const names = new Set(table.nameColumns ?? []);
  const rows = table.rows.map((r) => r.map((c, k) => (names.has(k) ? codeName(c) : c)));
  // One row's width is the same on every page: pad as the whole table does.
  const full = monoTable(table.header, rows, table.align).split('\n');
  const [head = '', ...lines] = full;
  const perPage = Math.max(
    1,
    Math.min(PAGE_ROWS, Math.floor((PAGE_CHARS - head.length) / (maxLen(lines) + 1))),
  );
  const pages = Math.max(1, Math.ceil(lines.length / perPage));
  const p = Math.min(Math.max(0, page), pages - 1);
  const body = lines
    .slice(p * perPage, (p + 1) * perPage)
    .map((l) => l.slice(0, PAGE_CHARS - head.length - 1));
  return { text: [head.slice(0, PAGE_CHARS), ...body].join('\n'), page: p, pages };
}

const maxLen = (lines: readonly string[]): number =>
  maxOf(
    lines.map((l) => l.length),
    1,
  );
