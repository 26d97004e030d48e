import type { IsoDate } from './types.ts';

/**
 * Calendar arithmetic on ISO dates (YYYY-MM-DD), proleptic Gregorian, without a clock or time
 * zone: a day is a day number, so "every 7 days from 2018-01-10" is exact.
 */

/** Days since 1970-01-01 for a valid date, else undefined. */
export function isoDateToDays(date: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return undefined;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return undefined;
  return daysFromCivil(y, mo, d);
}

/** The ISO date of a day number (inverse of isoDateToDays). */
export function daysToIsoDate(days: number): IsoDate {
  // Howard Hinnant's civil_from_days.
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const mo = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (mo <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** `date` plus `days` (may be negative); undefined for an invalid date. */
export function addDays(date: string, days: number): IsoDate | undefined {
  const n = isoDateToDays(date);
  return n === undefined ? undefined : daysToIsoDate(n + days);
}

/** "2018-01-10" → "10.01.2018" (the arbiter course's German date form). */
export const germanDate = (date: IsoDate): string => {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
};

function daysInMonth(y: number, m: number): number {
  if (m === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(m) ? 30 : 31;
}

function daysFromCivil(y0: number, m: number, d: number): number {
  const y = m <= 2 ? y0 - 1 : y0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}
