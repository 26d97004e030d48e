// A round deadline's jobs: the reminder at the deadline's wall time one calendar day earlier (not 24
// hours earlier) on both daylight-saving changes of 2026 in Berlin (EU Directive 2000/84/EC art. 2-3:
// the last Sunday of March and of October at 01:00 UTC), the overdue post at the deadline, the
// Discord event at once; a time already past is not scheduled.
import { describe, expect, test } from 'vitest';
import { roundJobTimes } from '../../../bot/handlers/roundDeadlines.ts';

describe('round deadline job times are Berlin wall times', () => {
  const set = new Date('2026-03-01T10:00:00Z');
  test.each([
    {
      name: 'deadline Sunday 29 March 19:00 CEST, the day summer time begins: reminder Saturday 19:00 CET',
      deadline: '2026-03-29T17:00:00.000Z',
      remind: '2026-03-28T18:00:00.000Z',
    },
    {
      name: 'deadline Sunday 25 October 19:00 CET, the day summer time ends: reminder Saturday 19:00 CEST',
      deadline: '2026-10-25T18:00:00.000Z',
      remind: '2026-10-24T17:00:00.000Z',
    },
    {
      name: 'deadline Monday 30 March 19:00 CEST: reminder Sunday 19:00 CEST (after the change)',
      deadline: '2026-03-30T17:00:00.000Z',
      remind: '2026-03-29T17:00:00.000Z',
    },
    {
      name: 'deadline Friday 20 March 19:00 CET, winter time throughout',
      deadline: '2026-03-20T18:00:00.000Z',
      remind: '2026-03-19T18:00:00.000Z',
    },
  ])('$name', ({ deadline, remind }) => {
    expect(roundJobTimes(deadline, set)).toEqual([
      { kind: 'roundRemind', dueAt: remind },
      { kind: 'roundDue', dueAt: deadline },
      { kind: 'roundEvent', dueAt: set.toISOString() },
    ]);
  });

  test('a deadline less than a day ahead: no reminder, the overdue post and the event', () => {
    const now = new Date('2026-03-20T09:00:00Z');
    expect(roundJobTimes('2026-03-20T18:00:00.000Z', now)).toEqual([
      { kind: 'roundDue', dueAt: '2026-03-20T18:00:00.000Z' },
      { kind: 'roundEvent', dueAt: '2026-03-20T09:00:00.000Z' },
    ]);
  });
});
