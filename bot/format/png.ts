import { maxOf } from '../../core/arrays.ts';
import { PNG } from 'pngjs';
import { FONT_5X7, GLYPH_HEIGHT, GLYPH_WIDTH } from './font5x7.ts';

/** Unknown characters are drawn as a hollow box. */
const BOX = '1f11111111111f';

/**
 * A monospace text block rendered to a PNG (dark text on white), for tables too wide for phone
 * embeds. Each character cell is 6×9 pixels at `scale` 2. An extra picture, never instead of text.
 */
export function renderTablePng(
  text: string,
  opts: { readonly scale?: number; readonly margin?: number } = {},
): Buffer {
  const scale = opts.scale ?? 2;
  const margin = opts.margin ?? 8;
  const lines = text.split('\n');
  const cols = maxOf(
    lines.map((l) => [...l].length),
    1,
  );
  const cellW = (GLYPH_WIDTH + 1) * scale;
  const cellH = (GLYPH_HEIGHT + 2) * scale;
  const width = Math.min(8000, cols * cellW + 2 * margin);
  const height = Math.min(8000, lines.length * cellH + 2 * margin);
  const png = new PNG({ width, height });
  png.data.fill(255);
  const setPixel = (x: number, y: number): void => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 4;
    png.data[i] = 32;
    png.data[i + 1] = 32;
    png.data[i + 2] = 40;
    png.data[i + 3] = 255;
  };
  lines.forEach((line, row) => {
    [...line].forEach((ch, col) => {
      const glyph = FONT_5X7[ch] ?? BOX;
      for (let gy = 0; gy < GLYPH_HEIGHT; gy++) {
        const bits = parseInt(glyph.slice(gy * 2, gy * 2 + 2), 16);
        for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
          if ((bits >> (GLYPH_WIDTH - 1 - gx)) & 1) {
            for (let sy = 0; sy < scale; sy++)
              for (let sx = 0; sx < scale; sx++)
                setPixel(
                  margin + col * cellW + gx * scale + sx,
                  margin + row * cellH + scale + gy * scale + sy,
                );
          }
        }
      }
    });
  });
  return PNG.sync.write(png);
}
