import { createCanvas } from '@napi-rs/canvas';

/**
 * Glyph coverage masks drawn once by Skia and kept: a table picture is then composed in memory from
 * these masks instead of drawing thousands of cells on a canvas and reading six million pixels back
 * (the read-back alone cost more than the whole picture may). Each text element (grapheme) is drawn
 * at `SUBPIXEL` horizontal offsets, so composed text keeps Skia's subpixel spacing.
 */
export const SUBPIXEL = 4;
/** Coverage levels kept per pixel (0 = none); the picture's palette holds one colour per level. */
export const LEVELS = 32;

export interface Glyph {
  /** Box left relative to the pen's whole pixel, and top relative to the text's middle line. */
  readonly dx: number;
  readonly dy: number;
  readonly w: number;
  readonly h: number;
  /** Coverage level (0 … LEVELS-1) per pixel of the box, row by row. */
  readonly mask: Uint8Array;
}

interface Entry {
  readonly advance: number;
  readonly at: readonly Glyph[];
}

/** Past this many text elements a font's cache starts afresh (names in many scripts). */
const MAX_ENTRIES = 4000;

// Letters, digits and punctuation of Latin, Greek and Cyrillic without combining marks are one
// element per code point; anything else is split by Intl.Segmenter (a letter and its accents).
const SIMPLE = /^[\u0020-\u02ff\u0370-\u0482\u048a-\u0590\u1e00-\u1fff\u2010-\u2bff]*$/;
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The text's elements: code points, or grapheme clusters where marks combine. */
export function textElements(text: string): string[] {
  if (SIMPLE.test(text)) return [...text];
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/** One font (CSS font string) and its measured, drawn text elements. */
export class GlyphFont {
  private readonly entries = new Map<string, Entry>();
  private readonly measure = createCanvas(1, 1).getContext('2d');

  readonly font: string;
  /** Font size in px: the drawing box is sized from it. */
  private readonly size: number;

  constructor(font: string, size: number) {
    this.font = font;
    this.size = size;
    this.measure.font = font;
  }

  /** Draws every element not drawn yet, all in one canvas and one read-back. */
  prepare(elements: Iterable<string>): void {
    const missing = [...new Set(elements)].filter((e) => !this.entries.has(e));
    if (missing.length === 0) return;
    if (this.entries.size + missing.length > MAX_ENTRIES) this.entries.clear();
    const pad = Math.ceil(this.size * 0.75);
    const boxH = Math.ceil(this.size * 2);
    const mid = boxH / 2;
    const advances = missing.map((e) => this.measure.measureText(e).width);
    const cellW = advances.map((a) => Math.ceil(a) + 2 * pad);
    const width = cellW.reduce((a, b) => a + b, 0);
    const canvas = createCanvas(width, boxH * SUBPIXEL);
    const ctx = canvas.getContext('2d');
    ctx.font = this.font;
    ctx.fillStyle = '#000000';
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'left';
    let left = 0;
    missing.forEach((e, k) => {
      for (let s = 0; s < SUBPIXEL; s++) ctx.fillText(e, left + pad + s / SUBPIXEL, s * boxH + mid);
      left += cellW[k] ?? 0;
    });
    const rgba = canvas.data(); // premultiplied: alpha is the coverage of black ink
    left = 0;
    missing.forEach((e, k) => {
      const w = cellW[k] ?? 0;
      const at: Glyph[] = [];
      for (let s = 0; s < SUBPIXEL; s++)
        at.push(trim(rgba, width, left, s * boxH, w, boxH, left + pad, s * boxH + mid));
      this.entries.set(e, { advance: advances[k] ?? 0, at });
      left += w;
    });
  }

  /** The element's advance in px (prepare it first). */
  advance(e: string): number {
    return this.entries.get(e)?.advance ?? 0;
  }

  /** The element's mask at the pen's fraction (prepare it first). */
  glyph(e: string, frac: number): Glyph | undefined {
    return this.entries.get(e)?.at[Math.min(SUBPIXEL - 1, Math.floor(frac * SUBPIXEL + 0.5) % SUBPIXEL)];
  }

  /** Width of a text as the sum of its elements' advances (kerning moves a name by a pixel or two, within a cell's padding). */
  width(elements: readonly string[]): number {
    let w = 0;
    for (const e of elements) w += this.advance(e);
    return w;
  }
}

/** The box of one drawn element, cut to its inked pixels, as coverage levels. */
function trim(
  rgba: Uint8Array,
  stride: number,
  x0: number,
  y0: number,
  w: number,
  h: number,
  penX: number,
  midY: number,
): Glyph {
  let minX = w;
  let maxX = -1;
  let minY = h;
  let maxY = -1;
  const level = (x: number, y: number): number =>
    Math.round(((rgba[((y0 + y) * stride + x0 + x) * 4 + 3] ?? 0) * (LEVELS - 1)) / 255);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (level(x, y) > 0) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
  if (maxX < 0) return { dx: 0, dy: 0, w: 0, h: 0, mask: new Uint8Array(0) };
  const gw = maxX - minX + 1;
  const gh = maxY - minY + 1;
  const mask = new Uint8Array(gw * gh);
  for (let y = 0; y < gh; y++) for (let x = 0; x < gw; x++) mask[y * gw + x] = level(minX + x, minY + y);
  return { dx: x0 + minX - Math.floor(penX), dy: y0 + minY - midY, w: gw, h: gh, mask };
}
