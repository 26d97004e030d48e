// The bot's one clock. Production: the system time. With ROCHADE_NOW (an ISO-8601 instant) the clock
// starts at that instant when the bot starts and runs on at the real pace, so checks and tests can
// move a season across deadlines and restarts; main.ts logs it at start so it is never set unnoticed.

/** The current time as the bot sees it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock that reads `start` now and runs on with `real` (milliseconds, default the system time). */
export function clockFrom(start: Date, real: () => number = () => Date.now()): Clock {
  const offset = start.getTime() - real();
  return () => new Date(real() + offset);
}

// An instant, not a local time: a date, a time and a zone (Z or ±hh:mm), e.g. 2026-03-29T00:30:00Z.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** ROCHADE_NOW read: the instant, or why it is not one (the value is not secret: echoed). */
export function parseNow(
  raw: string | undefined,
): { ok: true; start?: Date } | { ok: false; problem: string } {
  const value = raw?.trim() ?? '';
  if (value === '') return { ok: true };
  const t = INSTANT.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(t))
    return {
      ok: false,
      problem: `"${value}" is not an ISO-8601 instant with a zone (e.g. 2026-03-29T09:00:00+02:00 or 2026-03-29T07:00:00Z)`,
    };
  return { ok: true, start: new Date(t) };
}
