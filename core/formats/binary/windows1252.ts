/**
 * Windows-1252 (the WHATWG "windows-1252" encoding): Latin-1 except 0x80-0x9F, which hold the
 * typographic characters below. Windows chess programs (Swiss-Chess, Swiss-Manager) store names in
 * it; the core cannot rely on TextDecoder (Apps Script has none).
 */
const HIGH_CONTROL_RANGE: readonly number[] = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d,
  0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0x9d, 0x017e, 0x0178,
];

/** The character of one Windows-1252 byte. */
export function windows1252Char(byte: number): string {
  const code = byte >= 0x80 && byte <= 0x9f ? (HIGH_CONTROL_RANGE[byte - 0x80] ?? byte) : byte;
  return String.fromCharCode(code);
}
