/**
 * A file's bytes as text: UTF-8 (RFC 3629, strict), else Windows-1252, what Excel's "CSV
 * (Trennzeichen-getrennt)" and many Windows chess programs write. The core has no TextDecoder
 * (Apps Script), so both are decoded here.
 */
import { windows1252Char } from './windows1252.ts';

export interface DecodedText {
  readonly text: string;
  /** Set when the bytes are not UTF-8: where they broke, e.g. `line 3, byte 12: found byte 0xFC, "ü" in Windows-1252`. */
  readonly notUtf8?: string;
}

/** The length of the UTF-8 sequence starting with `c`, 0 for a byte that cannot start one. */
const sequenceLength = (c: number): number =>
  c < 0x80 ? 1 : c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 0;

/** UTF-16 code units as a string, in chunks (an argument list has a size limit). */
function unitsToString(units: Uint16Array, length: number): string {
  const parts: string[] = [];
  for (let i = 0; i < length; i += 8192)
    parts.push(
      Reflect.apply(String.fromCharCode, null, units.subarray(i, Math.min(length, i + 8192))) as string,
    );
  return parts.join('');
}

/** Strict UTF-8: the text, or the offset of the first byte that breaks it. */
function decodeUtf8(b: Uint8Array): { text: string } | { at: number } {
  const units = new Uint16Array(b.length);
  let n = 0;
  let i = b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? 3 : 0; // the byte order mark is no text
  while (i < b.length) {
    const c = b[i] ?? 0;
    if (c < 0x80) {
      units[n++] = c;
      i++;
      continue;
    }
    const len = sequenceLength(c);
    if (len === 0) return { at: i };
    let cp = c & (0xff >> (len + 1));
    for (let k = 1; k < len; k++) {
      const x = b[i + k];
      if (x === undefined || (x & 0xc0) !== 0x80) return { at: i };
      cp = (cp << 6) | (x & 0x3f);
    }
    // Overlong forms, surrogates and code points past U+10FFFF are no UTF-8 (RFC 3629 §3).
    if (
      (len === 3 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) ||
      (len === 4 && (cp < 0x10000 || cp > 0x10ffff))
    )
      return { at: i };
    if (cp >= 0x10000) {
      units[n++] = 0xd800 + ((cp - 0x10000) >> 10);
      units[n++] = 0xdc00 + ((cp - 0x10000) & 0x3ff);
    } else units[n++] = cp;
    i += len;
  }
  return { text: unitsToString(units, n) };
}

/** Where the bytes stop being UTF-8 and what the byte is in Windows-1252 (0xFC is "ü"). */
function whereNotUtf8(bytes: Uint8Array, at: number): string {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < at; i++) {
    const c = bytes[i];
    if (c === 0x0a || (c === 0x0d && bytes[i + 1] !== 0x0a)) {
      line++;
      lineStart = i + 1;
    }
  }
  const byte = bytes[at] ?? 0;
  const hex = `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  return `line ${line}, byte ${at - lineStart + 1}: found byte ${hex}${byte >= 0xa0 ? `, "${windows1252Char(byte)}" in Windows-1252` : ''}`;
}

/** UTF-8 text, else Windows-1252 with where the UTF-8 broke. */
export function decodeText(bytes: Uint8Array): DecodedText {
  const utf8 = decodeUtf8(bytes);
  if ('text' in utf8) return { text: utf8.text };
  const units = new Uint16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) units[i] = windows1252Char(bytes[i] ?? 0).charCodeAt(0);
  return { text: unitsToString(units, bytes.length), notUtf8: whereNotUtf8(bytes, utf8.at) };
}
