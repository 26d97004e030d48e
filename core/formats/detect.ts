import {
  BYTE_SIGNATURES,
  SWT_UNSUPPORTED,
  TEXT_SIGNATURES,
  UNKNOWN_BINARY,
  ZIP_CONTENTS,
  ZIP_FILE,
  ZIP_SIGNATURES,
  type ForeignFile,
} from './signatures.ts';
import { looksLikeSwt, SWT_VERSIONS, swtVersion } from './swt/readSwt.ts';

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

/**
 * What a file's bytes are before any text decoding: a binary tournament file Rochade reads, a file
 * that is no tournament (named, with advice), or text for `detectFormat`.
 */
export type FileKind =
  | { readonly kind: 'swt'; readonly version: number }
  | { readonly kind: 'swissManager' }
  | { readonly kind: 'text' }
  | ({ readonly kind: 'foreign' } & ForeignFile);

/** Swiss-Manager's files (.TUNX, .TURX, .TUMX, .TUTX) all start with these eight bytes. */
export const SWISS_MANAGER_SIGNATURE: readonly number[] = [0x93, 0xff, 0x89, 0x44, 0, 0, 0, 0];

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0): boolean =>
  b.length >= at + sig.length && sig.every((x, i) => b[at + i] === x);

/** Latin-1 view of the first bytes, enough to find ZIP entry names and text headers. */
const head = (b: Uint8Array, n: number): string => {
  let s = '';
  for (let i = 0; i < Math.min(n, b.length); i++) s += String.fromCharCode(b[i] ?? 0);
  return s;
};

const hasNul = (b: Uint8Array, n: number): boolean => {
  for (let i = 0; i < Math.min(n, b.length); i++) if (b[i] === 0) return true;
  return false;
};

export function detectFileKind(b: Uint8Array): FileKind {
  const sig = BYTE_SIGNATURES.find((s) => startsWith(b, s.bytes));
  if (sig) return { kind: 'foreign', what: sig.what, advice: sig.advice };
  if (ZIP_SIGNATURES.some((s) => startsWith(b, s))) {
    const names = head(b, 64 * 1024);
    const inside = ZIP_CONTENTS.find((z) => names.includes(z.entry));
    return { kind: 'foreign', ...(inside ? { what: inside.what, advice: inside.advice } : ZIP_FILE) };
  }
  if (startsWith(b, SWISS_MANAGER_SIGNATURE)) return { kind: 'swissManager' };
  // UTF-16 text (a BOM): Windows "Unicode" text.
  if (startsWith(b, [0xff, 0xfe]) || startsWith(b, [0xfe, 0xff]))
    return {
      kind: 'foreign',
      what: 'UTF-16 ("Unicode") text',
      advice: 'save the file as UTF-8 text (Excel: "CSV UTF-8") and try again',
    };
  if (hasNul(b, 4096)) {
    const version = swtVersion(b) ?? 0;
    if (looksLikeSwt(b))
      return version >= SWT_VERSIONS.from && version < SWT_VERSIONS.below
        ? { kind: 'swt', version }
        : { kind: 'foreign', ...SWT_UNSUPPORTED };
    return { kind: 'foreign', ...UNKNOWN_BINARY };
  }
  const firstLine = head(b, 4096).split(/\r\n|\r|\n/)[0] ?? '';
  const text = TEXT_SIGNATURES.find(
    (s) => s.test.test(firstLine) || (s.what === 'HTML page' && s.test.test(head(b, 1024))),
  );
  if (text) return { kind: 'foreign', what: text.what, advice: text.advice };
  return { kind: 'text' };
}
