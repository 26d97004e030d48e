// decodeText: strict UTF-8 (RFC 3629), else Windows-1252, checked against an independent decoder:
// Node's TextDecoder (for Windows-1252 only bytes outside 0x80-0x9F: Node reads that label as
// Latin-1, so those are checked against the WHATWG Encoding index-windows-1252 below).
import { describe, expect, test } from 'vitest';
import { decodeText } from '../../../../core/formats/binary/text.ts';

const strict = (b: Uint8Array): string | undefined => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(b);
  } catch {
    return undefined;
  }
};

describe('decodeText', () => {
  test.each<[string, number[]]>([
    ['ASCII', [0x41, 0x0a, 0x42]],
    ['umlauts and ß', [...new TextEncoder().encode('Müller, Jörg; Straße')]],
    ['a 4-byte character (surrogate pair)', [...new TextEncoder().encode('♔ 𝄞 ½')]],
    ['a byte order mark is no text', [0xef, 0xbb, 0xbf, 0x41]],
    ['0xFC (ü in Windows-1252) is no UTF-8', [0x4d, 0xfc, 0x6c]],
    ['an overlong form is no UTF-8', [0xc0, 0xaf]],
    ['a surrogate is no UTF-8', [0xed, 0xa0, 0xa0]],
    ['a cut sequence is no UTF-8', [0x41, 0xe2, 0xa2]],
  ])('%s: as TextDecoder reads it', (_n, bytes) => {
    const b = Uint8Array.from(bytes);
    const utf8 = strict(b);
    const r = decodeText(b);
    expect(r.text).toBe(utf8 ?? new TextDecoder('windows-1252').decode(b));
    expect(r.notUtf8 === undefined).toBe(utf8 !== undefined);
  });

  test('0x80-0x9F in Windows-1252 (WHATWG index-windows-1252): € „ … Š Ÿ', () => {
    expect(decodeText(Uint8Array.from([0x80, 0x84, 0x85, 0x8a, 0x9f])).text).toBe(
      '\u20ac\u201e\u2026\u0160\u0178',
    );
  });

  test('where the UTF-8 broke: line and byte of the line', () => {
    const b = Uint8Array.from([...new TextEncoder().encode('Nr;Name\r\n1;M'), 0xfc, 0x6c]);
    expect(decodeText(b).notUtf8).toBe('line 2, byte 4: found byte 0xFC, "ü" in Windows-1252');
  });
});
