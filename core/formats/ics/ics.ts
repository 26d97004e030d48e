import type { Tournament } from '../../tournament/model.ts';
import type { IsoDate } from '../../types.ts';

/** UTF-8 length of one code point (RFC 3629). */
const utf8Length = (cp: number): number => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

/**
 * RFC 5545 3.1: lines longer than 75 octets are folded with CRLF and one space, never inside a
 * UTF-8 character.
 */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const n = utf8Length(ch.codePointAt(0) ?? 0);
    // The continuation's leading space counts against its 75 octets.
    if (octets + n > 75) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += n;
  }
  out.push(current);
  return out.join('\r\n');
}

/** RFC 5545 3.3.11 TEXT: backslash, semicolon, comma and line breaks escaped. */
export const escapeIcsText = (s: string): string =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const icsDate = (d: IsoDate): string => d.replace(/-/g, '');

/** The day after an ISO date (DTEND of an all-day event is exclusive, RFC 5545 3.6.1). */
function nextDay(d: IsoDate): string {
  const [y = 0, m = 1, day = 1] = d.split('-').map(Number);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] ?? 31;
  const [ny, nm, nd] = day < days ? [y, m, day + 1] : m < 12 ? [y, m + 1, 1] : [y + 1, 1, 1];
  return `${String(ny).padStart(4, '0')}${String(nm).padStart(2, '0')}${String(nd).padStart(2, '0')}`;
}

export interface IcsOptions {
  /** DTSTAMP (RFC 5545 3.8.7.2), UTC, e.g. "2026-11-27T00:00:00Z": the caller's clock (the core has none). */
  readonly stamp: string;
  /** Round label with `{r}` (default "Round {r}"). */
  readonly roundLabel?: string;
}

export type IcsError =
  | { readonly kind: 'noRoundDates'; readonly message: string }
  | { readonly kind: 'badStamp'; readonly message: string };

/**
 * An iCalendar file (RFC 5545) with one all-day event per round date: CRLF line ends, folded
 * lines, escaped text, a UID stable across exports (tournament, start date, round), so
 * re-importing updates the events instead of doubling them.
 */
export function makeRoundsIcs(
  t: Tournament,
  opts: IcsOptions,
): { ok: true; value: string } | { ok: false; error: IcsError } {
  const stamp = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?Z$/.exec(opts.stamp);
  if (!stamp)
    return {
      ok: false,
      error: { kind: 'badStamp', message: `stamp "${opts.stamp}" is not a UTC date-time` },
    };
  const dtstamp = `${stamp[1]}${stamp[2]}${stamp[3]}T${stamp[4]}${stamp[5]}${stamp[6]}Z`;
  const dates = (t.roundDates ?? [])
    .map((d, k) => ({ d, r: k + 1 }))
    .filter((x): x is { d: IsoDate; r: number } => x.d !== undefined);
  if (dates.length === 0)
    return {
      ok: false,
      error: {
        kind: 'noRoundDates',
        message: 'the tournament has no round dates (TRF 132, JSON roundDates)',
      },
    };
  const slug =
    `${t.name}-${t.startDate ?? dates[0]?.d ?? ''}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'tournament';
  const label = opts.roundLabel ?? 'Round {r}';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Rochade//Chess club toolkit//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(t.name)}`,
  ];
  for (const { d, r } of dates) {
    const event = [
      'BEGIN:VEVENT',
      `UID:${slug}-round-${r}@rochade`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${icsDate(d)}`,
      `DTEND;VALUE=DATE:${nextDay(d)}`,
      `SUMMARY:${escapeIcsText(`${t.name}: ${label.replace('{r}', String(r))}`)}`,
      ...(t.city ? [`LOCATION:${escapeIcsText(t.city)}`] : []),
      'END:VEVENT',
    ];
    for (const l of event) lines.push(l);
  }
  lines.push('END:VCALENDAR');
  return { ok: true, value: `${lines.map(foldIcsLine).join('\r\n')}\r\n` };
}
