// The bot's clock: ROCHADE_NOW starts it at an instant and it runs on at the real pace.
import { describe, expect, it } from 'vitest';
import { clockFrom, parseNow } from '../../../bot/clock.ts';
import { parseEnv } from '../../../bot/env.ts';

const base = { DISCORD_TOKEN: 'x'.repeat(40), DISCORD_APPLICATION_ID: '900000000000000001' };

describe('ROCHADE_NOW', () => {
  it.each([
    ['2026-03-29T00:30:00Z', '2026-03-29T00:30:00.000Z'],
    // Berlin summer time: 09:00+02:00 is 07:00 UTC.
    ['2026-03-29T09:00:00+02:00', '2026-03-29T07:00:00.000Z'],
    ['2026-10-25T02:30+01:00', '2026-10-25T01:30:00.000Z'],
  ])('%s is the instant %s', (raw, iso) => {
    const r = parseNow(raw);
    expect(r.ok && r.start?.toISOString()).toBe(iso);
  });

  it.each([
    ['a date without a time', '2026-03-29'],
    ['a local time without a zone (ambiguous)', '2026-03-29T09:00:00'],
    ['a German date', '29.03.2026 09:00'],
    ['a month that does not exist', '2026-13-01T00:00:00Z'],
  ])('%s is refused with the value and an example', (_, raw) => {
    const r = parseNow(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toContain(raw);
  });

  it('unset or empty: no start (the system clock)', () => {
    expect(parseNow(undefined)).toEqual({ ok: true });
    expect(parseNow('  ')).toEqual({ ok: true });
  });

  it('parseEnv: the instant in env.now, a bad value one problem line', () => {
    const good = parseEnv({ ...base, ROCHADE_NOW: '2026-03-29T07:00:00Z' }, '/tmp');
    expect(good.ok && good.env.now?.toISOString()).toBe('2026-03-29T07:00:00.000Z');
    const bad = parseEnv({ ...base, ROCHADE_NOW: 'tomorrow' }, '/tmp');
    expect(!bad.ok && bad.problems.filter((p) => p.startsWith('ROCHADE_NOW: '))).toHaveLength(1);
    const none = parseEnv(base, '/tmp');
    expect(none.ok && none.env.now).toBe(undefined);
  });
});

describe('clockFrom', () => {
  it('starts at the instant and runs on with the real time', () => {
    let real = 1_000_000;
    const clock = clockFrom(new Date('2026-03-29T00:59:00Z'), () => real);
    expect(clock().toISOString()).toBe('2026-03-29T00:59:00.000Z');
    real += 90_000; // 90 s later: past 01:00 UTC, when Berlin changes to summer time
    expect(clock().toISOString()).toBe('2026-03-29T01:00:30.000Z');
  });
});
