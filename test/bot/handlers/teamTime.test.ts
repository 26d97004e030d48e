// Deadlines are typed and shown in the club's zone (Europe/Berlin): CET (UTC+1) in winter, CEST
// (UTC+2) from the last Sunday of March 02:00 to the last Sunday of October 03:00 (EU Directive
// 2000/84/EC, art. 2 and 3: 01:00 UTC both times).
import { describe, expect, it } from 'vitest';
import { zonedInstant, zonedText } from '../../../bot/handlers/zonedTime.ts';

describe('deadline in Berlin time', () => {
  it.each([
    ['2026-03-14 18:00', '2026-03-14T17:00:00.000Z'],
    ['2026-03-29 01:30', '2026-03-29T00:30:00.000Z'], // before the change (01:00 UTC)
    ['2026-03-29 09:00', '2026-03-29T07:00:00.000Z'], // after it: UTC+2
    ['2026-10-25 09:00', '2026-10-25T08:00:00.000Z'], // back to UTC+1
    ['2026-07-01T20:15', '2026-07-01T18:15:00.000Z'],
    // As German volunteers write it.
    ['14.03.2026 18:00', '2026-03-14T17:00:00.000Z'],
    ['4.10.2026, 9.30', '2026-10-04T07:30:00.000Z'],
  ])('%s is %s', (text, iso) => {
    expect(zonedInstant(text)?.toISOString()).toBe(iso);
  });

  it.each(['2026-02-30 10:00', '30.02.2026 10:00', '2026-03-14 24:00', '2026-03-14', 'morgen'])(
    '%s is not a deadline',
    (text) => {
      expect(zonedInstant(text)).toBe(undefined);
    },
  );

  it.each([
    ['2026-03-29T07:00:00Z', 'de', '29.03.2026 09:00'],
    ['2026-03-29T00:30:00Z', 'en', '2026-03-29 01:30'],
    ['2026-12-31T23:30:00Z', 'de', '01.01.2027 00:30'],
  ] as const)('%s shown (%s) as %s', (iso, locale, text) => {
    expect(zonedText(iso, locale)).toBe(text);
  });
});
