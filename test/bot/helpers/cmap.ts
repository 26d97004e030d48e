import { readFileSync } from 'node:fs';

/**
 * The code points a TrueType font maps to glyphs, read from its `cmap` table (OpenType
 * specification, "cmap — Character to Glyph Index Mapping Table": subtable formats 4 and 12).
 * Independent of the renderer: a code point is covered when some subtable maps it to a glyph ≠ 0.
 */
export function cmapCoverage(file: string): (codePoint: number) => boolean {
  const buf = readFileSync(file);
  const numTables = buf.readUInt16BE(4);
  let cmap = -1;
  for (let k = 0; k < numTables; k++) {
    const rec = 12 + 16 * k;
    if (buf.toString('latin1', rec, rec + 4) === 'cmap') cmap = buf.readUInt32BE(rec + 8);
  }
  if (cmap < 0) throw new Error(`${file}: no cmap table`);
  const ranges: { start: number; end: number; glyph: (cp: number) => number }[] = [];
  const subtables = buf.readUInt16BE(cmap + 2);
  for (let k = 0; k < subtables; k++) {
    const at = cmap + buf.readUInt32BE(cmap + 4 + 8 * k + 4);
    const format = buf.readUInt16BE(at);
    if (format === 4) {
      const segX2 = buf.readUInt16BE(at + 6);
      const ends = at + 14;
      const starts = ends + segX2 + 2;
      const deltas = starts + segX2;
      const offsets = deltas + segX2;
      for (let s = 0; s < segX2 / 2; s++) {
        const end = buf.readUInt16BE(ends + 2 * s);
        const start = buf.readUInt16BE(starts + 2 * s);
        const delta = buf.readInt16BE(deltas + 2 * s);
        const offAt = offsets + 2 * s;
        const off = buf.readUInt16BE(offAt);
        ranges.push({
          start,
          end,
          glyph: (cp) => {
            if (off === 0) return (cp + delta) & 0xffff;
            const g = buf.readUInt16BE(offAt + off + 2 * (cp - start));
            return g === 0 ? 0 : (g + delta) & 0xffff;
          },
        });
      }
    } else if (format === 12) {
      const groups = buf.readUInt32BE(at + 12);
      for (let g = 0; g < groups; g++) {
        const rec = at + 16 + 12 * g;
        const start = buf.readUInt32BE(rec);
        const first = buf.readUInt32BE(rec + 8);
        ranges.push({ start, end: buf.readUInt32BE(rec + 4), glyph: (cp) => first + (cp - start) });
      }
    }
  }
  return (cp) => ranges.some((r) => cp >= r.start && cp <= r.end && r.glyph(cp) !== 0);
}
