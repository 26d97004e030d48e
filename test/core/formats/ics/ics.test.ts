import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, makeRoundsIcs } from '../../../../core/formats/index.ts';
import { unicodeSwiss } from '../../../support/unicodeTournament.ts';

const octets = (s: string): number => Buffer.byteLength(s, 'utf8');

describe('RFC 5545 3.1 line folding at 75 octets', () => {
  it.each([
    { case: 'a short line stays', line: 'SUMMARY:Round 1', parts: ['SUMMARY:Round 1'] },
    {
      case: '100 ASCII octets: 75, then a space and 25',
      line: 'x'.repeat(100),
      parts: ['x'.repeat(75), ` ${'x'.repeat(25)}`],
    },
    // ä is 2 octets: 37 of them are 74 octets, the 38th would make 76
    {
      case: 'never inside a UTF-8 character',
      line: 'ä'.repeat(50),
      parts: ['ä'.repeat(37), ` ${'ä'.repeat(13)}`],
    },
  ])('$case', ({ line, parts }) => {
    expect(foldIcsLine(line).split('\r\n')).toEqual(parts);
  });
});

describe('RFC 5545 3.3.11 TEXT escaping', () => {
  it.each([
    ['Open, 2026; A\\B', 'Open\\, 2026\\; A\\\\B'],
    ['two\nlines', 'two\\nlines'],
    ['Müller', 'Müller'],
  ])('%j → %j', (text, escaped) => expect(escapeIcsText(text)).toBe(escaped));
});

describe('makeRoundsIcs', () => {
  const t = unicodeSwiss(6, 3, {
    name: 'Open, Spring; 2026 — a long name that needs folding in the SUMMARY line of every event',
    roundDates: ['2024-02-28', '2024-02-29', '2025-12-31'],
  });
  const r = makeRoundsIcs(t, { stamp: '2026-11-27T08:30:05.123Z' });
  if (!r.ok) throw new Error(r.error.message);
  const lines = r.value.split('\r\n');

  it('uses CRLF only and folds every line to at most 75 octets', () => {
    expect(r.value.endsWith('\r\n')).toBe(true);
    expect(r.value.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const l of lines) expect(octets(l)).toBeLessThanOrEqual(75);
  });

  it('one all-day event per round, DTEND the next day (leap day, year end), UID and DTSTAMP', () => {
    const unfolded = r.value.replace(/\r\n /g, '');
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20240228\r\nDTEND;VALUE=DATE:20240229');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20240229\r\nDTEND;VALUE=DATE:20240301');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20251231\r\nDTEND;VALUE=DATE:20260101');
    expect(unfolded.match(/^DTSTAMP:20261127T083005Z$/gm)).toHaveLength(3);
    const uids = unfolded.match(/^UID:.*$/gm) ?? [];
    expect(new Set(uids).size).toBe(3);
    expect(unfolded).toContain('SUMMARY:Open\\, Spring\\; 2026 — a long name');
    expect(unfolded).toContain('LOCATION:İzmir');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(unfolded).toMatch(/^VERSION:2\.0$/m);
    expect(unfolded).toMatch(/^PRODID:/m);
  });

  it.each([
    {
      case: 'no round dates',
      t: unicodeSwiss(6, 2, { roundDates: [] }),
      stamp: '2026-11-27T00:00:00Z',
      kind: 'noRoundDates',
    },
    { case: 'a stamp that is not UTC', t: unicodeSwiss(6, 2), stamp: '2026-11-27 00:00', kind: 'badStamp' },
  ])('refuses $case', ({ t: tt, stamp, kind }) => {
    const x = makeRoundsIcs(tt, { stamp });
    expect(x.ok).toBe(false);
    if (!x.ok) expect(x.error.kind).toBe(kind);
  });
});
