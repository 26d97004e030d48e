// A round deadline's jobs: the reminder at the deadline's wall time one calendar day earlier (not 24
// hours earlier) on both daylight-saving changes of 2026 in Berlin (EU Directive 2000/84/EC art. 2-3:
// the last Sunday of March and of October at 01:00 UTC), the overdue post at the deadline, the
// Discord event at once; a time already past is not scheduled.
import { describe, expect, test } from 'vitest';
import { overdueGames, roundJobTimes } from '../../../bot/handlers/roundDeadlines.ts';
import type { Ctx, Deps } from '../../../bot/reply.ts';
import { openDatabase } from '../../../bot/storage/open.ts';
import { upsertRoundDeadline } from '../../../bot/storage/reminders.ts';
import { addPlayer, createTournament, insertGames, updateTournament } from '../../../bot/storage/repo.ts';
import { createStore } from '../../../bot/storage/store.ts';

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

describe('the overdue list', () => {
  test('60 open games: one message of at most 2000 characters, the rest counted', async () => {
    const open = await openDatabase({ kind: 'sqlite', file: ':memory:' });
    const store = createStore(open);
    try {
      const q = store.db;
      const id = await createTournament(q, {
        guildId: 'g',
        name: 'Sommer-Open Großenbrode',
        kind: 'swiss',
        rounds: 7,
        createdBy: 'a',
        at: '2026-06-01T10:00:00Z',
      });
      for (let k = 1; k <= 120; k++)
        await addPlayer(q, id, {
          userId: null,
          name: `Spieler Müller-Lüdenscheidt ${k}`,
          dwz: null,
          dwzIndex: null,
          fide: null,
          birthYear: null,
        });
      await updateTournament(q, id, { status: 'running', current_round: 1 });
      await insertGames(
        q,
        id,
        Array.from({ length: 60 }, (_, k) => ({
          round: 1,
          board: k + 1,
          white: 2 * k + 1,
          black: 2 * k + 2,
        })),
      );
      await upsertRoundDeadline(q, {
        guildId: 'g',
        tournamentId: id,
        round: 1,
        deadline: '2026-06-07T17:00:00.000Z',
        channelId: 'c',
        setBy: 'a',
        setAt: '2026-06-01T10:00:00Z',
      });
      const ctx = {
        guildId: 'g',
        channelId: 'c',
        userId: 'a',
        locale: 'en',
        manageGuild: true,
        roleIds: [],
        now: new Date('2026-06-08T10:00:00Z'),
      } as unknown as Ctx;
      const r = await overdueGames({}, ctx, { store } as unknown as Deps);
      const lines = (r.content ?? '').split('\n');
      expect((r.content ?? '').length).toBeLessThanOrEqual(2000);
      const shown = lines.filter((l) => l.startsWith('- round 1, board ')).length;
      expect(lines.at(-1)).toBe(`… and ${60 - shown} more (report or set their results to shorten the list)`);
      expect(shown).toBeGreaterThan(10);
    } finally {
      await store.close();
    }
  });
});
