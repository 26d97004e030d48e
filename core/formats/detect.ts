/**
 * Which format a text is in, by content (not by file name): TRF (`001` player lines or a leading
 * tournament record), JSON (`{` or `[`), Swiss round-by-round notation (every line is `id [name]:`
 * followed by tokens like `+W9 =BYE --`), else a crosstable: TSV when lines hold tabs, CSV when they
 * hold commas or semicolons, plain text otherwise. Undefined for an empty text.
 */
export const DETECTED_FORMATS = ['trf', 'json', 'notation', 'csv', 'tsv', 'text'] as const;
export type DetectedFormat = (typeof DETECTED_FORMATS)[number];

const TRF_HEADER = /^(0[1-9]2|1[0-9]2|2[0-9]2|[3-9][0-9]2|013|XX[A-Z]|BB[WDLZFU]) /;
const TRF_PLAYER = /^001 [ \d]{3}\d/;
const NOTATION_TOKEN = /^([+=½\-10*][WBF]\d+|[+=½-]BYE|--|\+FPB|-ABS|-ZPB|FREE)$/i;

export function detectFormat(text: string): DetectedFormat | undefined {
  const body = text.replace(/^\uFEFF/, '');
  const trimmed = body.trimStart();
  if (trimmed === '') return undefined;
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return 'json';
  const lines = body.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '' && !l.startsWith('###'));
  if (lines.some((l) => TRF_PLAYER.test(l)) || TRF_HEADER.test(lines[0] ?? '')) return 'trf';
  if (lines.every(isNotationLine)) return 'notation';
  const sample = lines.slice(0, 20);
  if (sample.some((l) => l.includes('\t'))) return 'tsv';
  if (sample.filter((l) => l.includes(',') || l.includes(';')).length >= Math.ceil(sample.length / 2))
    return 'csv';
  return 'text';
}

function isNotationLine(line: string): boolean {
  const colon = line.indexOf(':');
  const tokens = (colon >= 0 ? line.slice(colon + 1) : line).trim().split(/\s+/);
  if (colon < 0 && /^\d+[.)]?$/.test(tokens[0] ?? '')) tokens.shift();
  return tokens.length > 0 && tokens.every((t) => NOTATION_TOKEN.test(t));
}
