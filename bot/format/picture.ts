import { createRequire } from 'node:module';
import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';
import { clip, NAME_MAX } from '../discord/limits.ts';
import { GlyphFont, LEVELS, textElements } from './glyphs.ts';
import { encodeIndexedPng } from './pngEncode.ts';
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

/** Palette index of coverage level 0 of each background/ink pair (the paper's is 0); the rule comes last. */
const ZEBRA = LEVELS;
const HEADER = 2 * LEVELS;
const RULE = 3 * LEVELS;

const rgb = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** The palette: for each background, its ink blended in at every coverage level; then the rule. */
const PALETTE: Uint8Array = (() => {
  const pairs = [
    [STYLE.paper, STYLE.ink],
    [STYLE.zebra, STYLE.ink],
    [STYLE.headerFill, STYLE.headerInk],
  ] as const;
  const out: number[] = [];
  for (const [paper, ink] of pairs) {
    const p = rgb(paper);
    const i = rgb(ink);
    for (let l = 0; l < LEVELS; l++)
      for (let c = 0; c < 3; c++)
        out.push(Math.round(((p[c] ?? 0) * (LEVELS - 1 - l) + (i[c] ?? 0) * l) / (LEVELS - 1)));
  }
  for (const c of rgb(STYLE.rule)) out.push(c);
  return Uint8Array.from(out);
})();

const fonts = new Map<string, GlyphFont>();
const fontOf = (weight: 'bold' | '', size: number): GlyphFont => {
  const css = `${weight === 'bold' ? 'bold ' : ''}${size}px "${FONT_FAMILY}"`;
  let f = fonts.get(css);
  if (!f) fonts.set(css, (f = new GlyphFont(css, size)));
  return f;
};

/**
 * Pixels as palette indices, each row behind its PNG filter byte (so the buffer is the image data
 * as PNG compresses it): text is composed from Skia's glyph masks, backgrounds are runs of one index.
 */
class Raster {
  readonly width: number;
  readonly height: number;
  readonly stride: number;
  readonly data: Uint8Array;

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.stride = width + 1;
    this.data = new Uint8Array(this.stride * height); // filter 0 (None), index 0 (paper) everywhere
  }

  fill(x: number, y: number, w: number, h: number, index: number): void {
    for (let r = y; r < y + h; r++) {
      const o = r * this.stride + 1;
      this.data.fill(index, o + x, o + x + w);
    }
  }

  /** Text elements from the pen `x` on, their middle line at `mid`; ink blends into each pixel's background. */
  text(font: GlyphFont, elements: readonly string[], x: number, mid: number): void {
    let pen = x;
    const { data, stride, width, height } = this;
    for (const e of elements) {
      const whole = Math.floor(pen);
      const g = font.glyph(e, pen - whole);
      pen += font.advance(e);
      if (!g || g.w === 0) continue;
      const gx = whole + g.dx;
      const gy = mid + g.dy;
      for (let y = 0; y < g.h; y++) {
        const py = gy + y;
        if (py < 0 || py >= height) continue;
        const row = py * stride + 1;
        for (let x = 0; x < g.w; x++) {
          const level = g.mask[y * g.w + x] ?? 0;
          const px = gx + x;
          if (level === 0 || px < 0 || px >= width) continue;
          const at = row + px;
          const index = data[at] ?? 0;
          if (index >= RULE) continue;
          const base = index - (index % LEVELS);
          if (index - base < level) data[at] = base + level;
        }
      }
    }
  }
}

/** The table as a PNG. */
export function renderTablePicture(job: PictureJob): Buffer {
  registerFonts();
  const { table } = job;
  const names = new Set(table.nameColumns ?? []);
  const regular = fontOf('', STYLE.font);
  const bold = fontOf('bold', STYLE.font);
  const titleFont = fontOf('bold', STYLE.titleFont);
  // Each distinct cell text split and measured once (ranks, results and ½ repeat thousands of times).
  const split = new Map<string, { readonly elements: string[]; width: number }>();
  const cellOf = (text: string): { readonly elements: string[]; width: number } => {
    let c = split.get(text);
    if (!c) split.set(text, (c = { elements: textElements(text), width: 0 }));
    return c;
  };
  const rows = table.rows.map((r) => r.map((c, k) => cellOf(names.has(k) ? clip(c, NAME_MAX) : c)));
  const head = table.header.map((h) => ({ elements: textElements(h), width: 0 }));
  const titleWords = textElements(job.title);
  regular.prepare([...split.values()].flatMap((c) => c.elements));
  bold.prepare(head.flatMap((h) => h.elements));
  titleFont.prepare(titleWords);
  for (const c of split.values()) c.width = regular.width(c.elements);
  for (const h of head) h.width = bold.width(h.elements);
  const widths = head.map((h, k) => {
    let w = h.width;
    for (const r of rows) w = Math.max(w, r[k]?.width ?? 0);
    return Math.ceil(w) + 2 * STYLE.padX;
  });
  const tableWidth = widths.reduce((a, b) => a + b, 0);
  // The picture is as wide as its table: a long title wraps instead of widening it (an 835 px table
  // under a long tournament name stays 835 px wide, readable on a phone).
  const contentWidth = Math.min(MAX_SIDE - 2 * STYLE.margin, Math.max(tableWidth, MIN_WIDTH));
  const titleLines = wrapText(job.title, contentWidth, (t) => titleFont.width(textElements(t)));
  const titleHeight = titleLines.length * TITLE_LINE + 8;
  const width = contentWidth + 2 * STYLE.margin;
  const fitRows = Math.floor((MAX_SIDE - 2 * STYLE.margin - titleHeight) / STYLE.rowHeight) - 1;
  const shown = rows.slice(0, fitRows);
  const height = 2 * STYLE.margin + titleHeight + (shown.length + 1) * STYLE.rowHeight;
  const raster = new Raster(width, height);
  titleLines.forEach((line, k) =>
    raster.text(
      titleFont,
      textElements(line),
      STYLE.margin,
      Math.round(STYLE.margin + k * TITLE_LINE + STYLE.titleFont / 2 + 2),
    ),
  );
  const top = STYLE.margin + titleHeight;
  raster.fill(STYLE.margin, top, tableWidth, STYLE.rowHeight, HEADER);
  const drawRow = (
    cells: readonly { readonly elements: string[]; readonly width: number }[],
    y: number,
    font: GlyphFont,
  ): void => {
    let x = STYLE.margin;
    widths.forEach((w, k) => {
      const c = cells[k];
      if (c && c.elements.length > 0) {
        const left = table.align[k] === 'right' ? x + w - STYLE.padX - c.width : x + STYLE.padX;
        raster.text(font, c.elements, left, y + STYLE.rowHeight / 2 + 1);
      }
      x += w;
    });
  };
  drawRow(head, top, bold);
  shown.forEach((r, k) => {
    const y = top + (k + 1) * STYLE.rowHeight;
    if (k % 2 === 1) raster.fill(STYLE.margin, y, tableWidth, STYLE.rowHeight, ZEBRA);
    drawRow(r, y, regular);
  });
  // The table's outline, one pixel wide.
  const tableHeight = (shown.length + 1) * STYLE.rowHeight;
  raster.fill(STYLE.margin, top, tableWidth, 1, RULE);
  raster.fill(STYLE.margin, top + tableHeight - 1, tableWidth, 1, RULE);
  raster.fill(STYLE.margin, top, 1, tableHeight, RULE);
  raster.fill(STYLE.margin + tableWidth - 1, top, 1, tableHeight, RULE);
  return encodeIndexedPng(raster.data, width, height, PALETTE);
}
