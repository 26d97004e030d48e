import type { IsoDate } from '../types.ts';
import { daysToIsoDate, isoDateToDays } from '../dates.ts';

/** Dates of `count` rounds: start, start + interval, ... (the arbiter course's dated table: weekly rounds). */
export function roundDates(
  start: IsoDate,
  intervalDays: number,
  count: number,
): readonly IsoDate[] | undefined {
  const first = isoDateToDays(start);
  if (first === undefined) return undefined;
  return Array.from({ length: count }, (_, i) => daysToIsoDate(first + i * intervalDays));
}
