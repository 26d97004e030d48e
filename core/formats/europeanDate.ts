/**
 * Dates as European programs and clubs write them in TRF date fields (042, 052, 132) instead of the
 * TRF `YYYY/MM/DD`: `24/09/2010`, `28.09.2010`, `28. 09. 2010`. Dots mean day first (DIN 5008);
 * with slashes a day above 12 decides the order, else the date is ambiguous and read day first.
 */
export interface EuropeanDate {
  readonly iso: string;
  /** Both day/month and month/day are valid dates: the other reading. */
  readonly otherReading?: string;
}

const valid = (mo: number, d: number): boolean => mo >= 1 && mo <= 12 && d >= 1 && d <= 31;
const iso = (y: string, mo: number, d: number): string =>
  `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

export function parseEuropeanDate(s: string): EuropeanDate | undefined {
  const m = /^(\d{1,2})(?:\.\s*|\/)(\d{1,2})(?:\.\s*|\/)(\d{4})$/.exec(s.trim());
  if (!m) return undefined;
  const [, a = '', b = '', y = ''] = m;
  const first = Number(a);
  const second = Number(b);
  if (s.includes('.')) return valid(second, first) ? { iso: iso(y, second, first) } : undefined;
  if (first > 12) return valid(second, first) ? { iso: iso(y, second, first) } : undefined;
  if (second > 12) return valid(first, second) ? { iso: iso(y, first, second) } : undefined;
  if (!valid(second, first)) return undefined;
  return first === second
    ? { iso: iso(y, second, first) }
    : { iso: iso(y, second, first), otherReading: iso(y, first, second) };
}
