import type { FormatError } from '../formatError.ts';
import { windows1252Char } from './windows1252.ts';

/**
 * Bounds-checked reads from a binary file. Every read outside the bytes yields `undefined`, never an
 * exception or a guess; the readers turn that into a `truncated` FormatError with the byte offset.
 */
export const u8 = (b: Uint8Array, at: number): number | undefined =>
  at >= 0 && at < b.length ? b[at] : undefined;

/** Unsigned 16-bit little-endian integer (Intel order, as both Windows programs write). */
export function u16(b: Uint8Array, at: number): number | undefined {
  const lo = u8(b, at);
  const hi = u8(b, at + 1);
  return lo === undefined || hi === undefined ? undefined : lo + hi * 256;
}

/**
 * A zero-terminated Windows-1252 string in the field [at, at + length): the bytes after the first
 * NUL are left-overs of older values and are ignored. Trimmed.
 */
export function cString(b: Uint8Array, at: number, length: number): string | undefined {
  if (at < 0 || at + length > b.length) return undefined;
  let s = '';
  for (let i = at; i < at + length; i++) {
    const c = b[i] ?? 0;
    if (c === 0) break;
    s += windows1252Char(c);
  }
  return s.trim();
}

/** The file ends before byte `needed` (exclusive): the located error every binary reader returns. */
export const truncatedAt = (
  format: FormatError['format'],
  size: number,
  needed: number,
  what: string,
): FormatError => ({
  kind: 'truncated',
  format,
  offset: size,
  found: `the file ends after ${size.toLocaleString('en')} bytes`,
  expected: `${what} up to byte ${needed.toLocaleString('en')}`,
  detail: 'the file is cut short or damaged; save it again in the program that wrote it',
});
