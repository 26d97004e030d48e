// The columns the menu actions write right of a crosstable ("output blocks"): standings (Points,
// tiebreaks, Rank) and DWZ (We, E/K, Rh, new DWZ). Each block ends in a note column whose header
// names the block and the rule version (`Rochade standings · C07_2026`); that header is how a re-run
// finds the block again and updates it in place instead of reading it as part of the table.
import { maxOf, pushAll } from '../core/index.ts';
import { isEmptyCell, type CellValue, type Grid } from './sheetIo.ts';

export const BLOCKS = {
  standings: { first: 'Points', marker: 'Rochade standings' },
  dwz: { first: 'We', marker: 'Rochade DWZ' },
  league: { first: 'MP', marker: 'Rochade league' },
  // "Points": written before the block was the report's team players table ("Pts", "Pkt").
  teamTable: { first: 'Points|Pts|Pkt', marker: 'Rochade team table' },
} as const;
export type BlockKind = keyof typeof BLOCKS;
const BLOCK_KINDS = Object.keys(BLOCKS) as BlockKind[];

/** A block found in the table's header row: 0-based columns within the region, inclusive. */
export interface FoundBlock {
  readonly kind: BlockKind;
  readonly from: number;
  readonly to: number;
}

const text = (v: CellValue): string => (typeof v === 'string' ? v.trim() : '');

/** Our blocks in a header row, left to right. */
export function findBlocks(headerRow: readonly CellValue[]): FoundBlock[] {
  const found: FoundBlock[] = [];
  headerRow.forEach((v, i) => {
    const kind = BLOCK_KINDS.find((k) => text(v).startsWith(BLOCKS[k].marker));
    if (!kind) return;
    let from = i;
    for (let j = i - 1; j >= 0; j--) {
      if (BLOCKS[kind].first.split('|').includes(text(headerRow[j]))) {
        from = j;
        break;
      }
    }
    found.push({ kind, from, to: i });
  });
  return found;
}

/** Our blocks, found in the marker row among the first rows of a table (a title row may come first). */
export function blocksOf(cells: readonly (readonly CellValue[])[]): FoundBlock[] {
  for (let i = 0; i < Math.min(3, cells.length); i++) {
    const found = findBlocks(cells[i] ?? []);
    if (found.length > 0) return found;
  }
  return [];
}

/** The first column (0-based) that belongs to one of our blocks; the table ends before it. */
export const tableWidthBefore = (blocks: readonly FoundBlock[], width: number): number =>
  blocks.reduce((w, b) => Math.min(w, b.from), width);

/** A block to write: header cells (the marker note last) and one row of values per region row. */
export interface NewBlock {
  readonly kind: BlockKind;
  readonly headers: readonly (string | number)[];
  /** Region row index (0-based) → that row's values (without the note column). */
  readonly rows: ReadonlyMap<number, readonly (string | number)[]>;
}

export const markerText = (kind: BlockKind, note: string): string => `${BLOCKS[kind].marker} · ${note}`;

/**
 * The values to write right of the table, one row per region row (plus one extra row on top when
 * the header goes above the region): the new block replaces the old block of its kind in place,
 * other blocks are rewritten as they were, and cells an earlier, wider output used are cleared.
 * `headerRow` is the region row (0-based) that takes the headers, or -1 for the row above.
 */
export function composeOutput(
  region: Grid,
  tableWidth: number,
  blocks: readonly FoundBlock[],
  block: NewBlock,
  headerRow: number,
): (string | number)[][] {
  const oldWidth = blocks.length > 0 ? maxOf(blocks.map((b) => b.to)) + 1 - tableWidth : 0;
  const parts: ({ old: FoundBlock } | { fresh: NewBlock })[] = blocks.map((b) =>
    b.kind === block.kind ? { fresh: block } : { old: b },
  );
  if (!blocks.some((b) => b.kind === block.kind)) parts.push({ fresh: block });
  const width = (p: (typeof parts)[number]): number =>
    'old' in p ? p.old.to - p.old.from + 1 : p.fresh.headers.length;
  const newWidth = parts.reduce((w, p) => w + width(p), 0);
  const total = Math.max(oldWidth, newWidth);
  const firstRow = headerRow < 0 ? -1 : 0;
  const out: (string | number)[][] = [];
  for (let i = firstRow; i < region.length; i++) {
    const row: (string | number)[] = [];
    for (const p of parts) {
      if ('old' in p) {
        for (let c = p.old.from; c <= p.old.to; c++) {
          const v = region[i]?.[c];
          row.push(typeof v === 'number' || typeof v === 'string' ? v : isEmptyCell(v) ? '' : String(v));
        }
      } else if (i === headerRow) {
        pushAll(row, p.fresh.headers);
      } else {
        const values = p.fresh.rows.get(i) ?? [];
        for (let c = 0; c < p.fresh.headers.length; c++) row.push(values[c] ?? '');
      }
    }
    while (row.length < total) row.push('');
    out.push(row);
  }
  return out;
}
