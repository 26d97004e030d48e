import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The bundled fonts (npm package `dejavu-fonts-ttf`): DejaVu covers Latin with every European
 * diacritic (Turkish İ ş ğ, Polish ł ż, Czech ř ě), Greek, Cyrillic and ½, so no name falls back to
 * a missing glyph. The condensed cut keeps wide crosstables readable.
 */
export const PRINT_FONTS = {
  regular: 'DejaVuSansCondensed.ttf',
  bold: 'DejaVuSansCondensed-Bold.ttf',
} as const;

export const printFontFile = (file: string): string =>
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
    'ttf',
    file,
  );

const bytes = new Map<string, Buffer>();

/** A bundled font's bytes, read once per process (every PDF embeds a subset of them). */
export function printFontBytes(kind: keyof typeof PRINT_FONTS): Buffer {
  let b = bytes.get(kind);
  if (b === undefined) bytes.set(kind, (b = readFileSync(printFontFile(PRINT_FONTS[kind]))));
  return b;
}
