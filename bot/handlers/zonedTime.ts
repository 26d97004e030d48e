// Time: deadlines are typed and shown in the club's time zone (team match days, round deadlines).
import type { Locale } from '../i18n/index.ts';

export const ZONE = 'Europe/Berlin';

/** The zone's UTC offset (ms) at an instant, from the wall time Intl gives for it. */
function offsetAt(ms: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const n = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(ms / 1000) * 1000;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})$/;
// The German way of writing it: 14.03.2026 18:00.
const LOCAL_DE = /^(\d{1,2})\.(\d{1,2})\.(\d{4}),? (\d{1,2})[:.](\d{2})$/;

/** `2026-03-14 18:00` (or `14.03.2026 18:00`) as a wall time in the zone → the instant; undefined when not such a text. */
export function zonedInstant(text: string, zone: string = ZONE): Date | undefined {
  const iso = LOCAL.exec(text.trim());
  const de = LOCAL_DE.exec(text.trim());
  const f = (iso?.slice(1) ?? (de ? [de[3], de[2], de[1], de[4], de[5]] : undefined))?.map(Number);
  if (!f) return undefined;
  const [y, mo, d, h, mi] = f as [number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23) return undefined;
  // Two passes: the offset at the guess, then at the corrected instant (a change of offset between).
  const first = wall - offsetAt(wall, zone);
  return new Date(wall - offsetAt(first, zone));
}

/** An instant as the zone's wall time: `14.03.2026 18:00` / `2026-03-14 18:00`. */
export function zonedText(iso: string, locale: Locale, zone: string = ZONE): string {
  const ms = Date.parse(iso);
  const w = new Date(ms + offsetAt(ms, zone));
  const p = (n: number) => String(n).padStart(2, '0');
  const [y, mo, d, h, mi] = [
    w.getUTCFullYear(),
    p(w.getUTCMonth() + 1),
    p(w.getUTCDate()),
    p(w.getUTCHours()),
    p(w.getUTCMinutes()),
  ];
  return locale === 'de' ? `${d}.${mo}.${y} ${h}:${mi}` : `${y}-${mo}-${d} ${h}:${mi}`;
}

export const dateText = (isoDate: string, locale: Locale): string => {
  const [y, m, d] = isoDate.split('-');
  return locale === 'de' ? `${d}.${m}.${y}` : isoDate;
};
