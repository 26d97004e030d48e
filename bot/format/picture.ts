import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { clip, NAME_MAX } from '../discord/limits.ts';
import { encodeRgbaPng } from './pngEncode.ts';
import type { Table } from './table.ts';

/**
 * Tables as pictures, in the manner of a chess-results crosstable: a title, a dark header row,
 * zebra rows, columns aligned (numbers right, names left), drawn with DejaVu Sans (bundled npm
 * package `dejavu-fonts-ttf`: Latin, Greek and Cyrillic, ½). CPU-heavy: the bot calls it in a
 * worker thread (render/pool.ts).
 */
export const FONT_FAMILY = 'DejaVu Sans';

/** The bundled font files (the cmap test reads the same files). */
export const fontFile = (file: 'DejaVuSans.ttf' | 'DejaVuSans-Bold.ttf'): string =>
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
    'ttf',
    file,
  );

let registered = false;
function registerFonts(): void {
  if (registered) return;
  GlobalFonts.registerFromPath(fontFile('DejaVuSans.ttf'), FONT_FAMILY);
  GlobalFonts.registerFromPath(fontFile('DejaVuSans-Bold.ttf'), FONT_FAMILY);
  registered = true;
}

const STYLE = {
  font: 14,
  titleFont: 18,
  rowHeight: 22,
  padX: 7,
  margin: 12,
  ink: '#1d2330',
  headerInk: '#ffffff',
  headerFill: '#2d4f7c',
  zebra: '#e9eef5',
  paper: '#ffffff',
  rule: '#c3ccd8',
} as const;

/** Discord shows pictures up to this size well; taller tables are cut (the text pages hold all rows). */
const MAX_SIDE = 16_000;
/** A narrow table still gets room for a few words of its title. */
const MIN_WIDTH = 240;
/** Height of one title line (18 px bold and its leading); one line and the gap below make 32 px. */
const TITLE_LINE = STYLE.titleFont + 6;

/**
 * Words packed greedily into lines no wider than `width`; a word wider than a line on its own is
 * broken between characters.
 */
export function wrapText(text: string, width: number, measure: (t: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    line = '';
    for (const ch of word) {
      if (line !== '' && measure(line + ch) > width) {
        lines.push(line);
        line = '';
      }
      line += ch;
    }
  }
  if (line !== '' || lines.length === 0) lines.push(line);
  return lines;
}

export interface PictureJob {
  readonly title: string;
  readonly table: Table;
}

/** The table as a PNG. */
export function renderTablePicture(job: PictureJob): Buffer {
  registerFonts();
  const { table } = job;
  const names = new Set(table.nameColumns ?? []);
  const rows = table.rows.map((r) => r.map((c, k) => (names.has(k) ? clip(c, NAME_MAX) : c)));
  const measure = createCanvas(1, 1).getContext('2d');
  const bold = `bold ${STYLE.font}px "${FONT_FAMILY}"`;
  const regular = `${STYLE.font}px "${FONT_FAMILY}"`;
  // A cell's width is the sum of its characters' advances, each character measured once instead of
  // each of thousands of cells: kerning moves a name by a pixel or two, within the cell's padding.
  const seen = new Map<string, number>();
  const widthOf = (text: string): number => {
    let w = 0;
    for (const ch of text) {
      let a = seen.get(ch);
      if (a === undefined) seen.set(ch, (a = measure.measureText(ch).width));
      w += a;
    }
    return w;
  };
  const widths = table.header.map((h, k) => {
    measure.font = bold;
    let w = measure.measureText(h).width;
    measure.font = regular;
    for (const r of rows) w = Math.max(w, widthOf(r[k] ?? ''));
    return Math.ceil(w) + 2 * STYLE.padX;
  });
  const tableWidth = widths.reduce((a, b) => a + b, 0);
  // The picture is as wide as its table: a long title wraps instead of widening it (an 835 px table
  // under a long tournament name stays 835 px wide, readable on a phone).
  const contentWidth = Math.min(MAX_SIDE - 2 * STYLE.margin, Math.max(tableWidth, MIN_WIDTH));
  measure.font = `bold ${STYLE.titleFont}px "${FONT_FAMILY}"`;
  const titleLines = wrapText(job.title, contentWidth, (t) => measure.measureText(t).width);
  const titleHeight = titleLines.length * TITLE_LINE + 8;
  const width = contentWidth + 2 * STYLE.margin;
  const fitRows = Math.floor((MAX_SIDE - 2 * STYLE.margin - titleHeight) / STYLE.rowHeight) - 1;
  const shown = rows.slice(0, fitRows);
  const height = 2 * STYLE.margin + titleHeight + (shown.length + 1) * STYLE.rowHeight;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = STYLE.paper;
  ctx.fillRect(0, 0, width, height);
  ctx.textBaseline = 'middle';
  ctx.fillStyle = STYLE.ink;
  ctx.font = `bold ${STYLE.titleFont}px "${FONT_FAMILY}"`;
  titleLines.forEach((line, k) =>
    ctx.fillText(line, STYLE.margin, STYLE.margin + k * TITLE_LINE + STYLE.titleFont / 2 + 2),
  );
  const top = STYLE.margin + titleHeight;
  ctx.fillStyle = STYLE.headerFill;
  ctx.fillRect(STYLE.margin, top, tableWidth, STYLE.rowHeight);
  drawRow(ctx, table.header, widths, table.align, top, bold, STYLE.headerInk);
  shown.forEach((r, k) => {
    const y = top + (k + 1) * STYLE.rowHeight;
    if (k % 2 === 1) {
      ctx.fillStyle = STYLE.zebra;
      ctx.fillRect(STYLE.margin, y, tableWidth, STYLE.rowHeight);
    }
    drawRow(ctx, r, widths, table.align, y, regular, STYLE.ink);
  });
  ctx.strokeStyle = STYLE.rule;
  ctx.lineWidth = 1;
  ctx.strokeRect(STYLE.margin + 0.5, top + 0.5, tableWidth - 1, (shown.length + 1) * STYLE.rowHeight - 1);
  return encodeRgbaPng(canvas.data(), width, height);
}

function drawRow(
  ctx: SKRSContext2D,
  cells: readonly string[],
  widths: readonly number[],
  align: Table['align'],
  y: number,
  font: string,
  ink: string,
): void {
  ctx.font = font;
  ctx.fillStyle = ink;
  let x = STYLE.margin;
  widths.forEach((w, k) => {
    const right = align[k] === 'right';
    ctx.textAlign = right ? 'right' : 'left';
    ctx.fillText(cells[k] ?? '', right ? x + w - STYLE.padX : x + STYLE.padX, y + STYLE.rowHeight / 2 + 1);
    x += w;
  });
}
