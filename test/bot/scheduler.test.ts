// The match-day scheduler: job times as Berlin wall times on both daylight-saving changes of 2026
// (29 March: 02:00 CET → 03:00 CEST; 25 October: 03:00 CEST → 02:00 CET, EU Directive 2000/84/EC
// art. 2-3: the last Sunday of March and of October at 01:00 UTC), and each due job posted once
// however many schedulers (shards, restarts) wake at the same time; a failed post is due again.
import { afterEach, describe, expect, test } from 'vitest';
import { matchDayJobTimes } from '../../bot/handlers/teamSchedule.ts';
import type { Logger } from '../../bot/log.ts';
import type { JobOutput } from '../../bot/handlers/teamSchedule.ts';
import { Scheduler } from '../../bot/scheduler.ts';
import { openDatabase, type OpenDatabase } from '../../bot/storage/open.ts';
import { createStore, type Store } from '../../bot/storage/store.ts';
import { scheduleJob, type ScheduledJob } from '../../bot/storage/teams.ts';

describe('match-day job times are Berlin wall times', () => {
  test.each([
    {
      name: 'winter time throughout (15 March 2026, UTC+1)',
      deadline: '2026-03-14T17:00:00.000Z', // Saturday 18:00 CET
      matchDate: '2026-03-15',
      want: {
        remind: '2026-03-13T17:00:00.000Z', // Friday 18:00 CET
        closes: '2026-03-14T17:00:00.000Z',
        lineupDue: '2026-03-15T08:00:00.000Z', // Sunday 09:00 CET
        resultsDue: '2026-03-15T19:00:00.000Z', // Sunday 20:00 CET
        event: '2026-01-01T00:00:00.000Z', // the Discord event: made at once
      },
    },
    {
      name: 'the match on the day summer time begins (29 March 2026)',
      deadline: '2026-03-28T17:00:00.000Z', // Saturday 18:00 CET
      matchDate: '2026-03-29',
      want: {
        remind: '2026-03-27T17:00:00.000Z',
        closes: '2026-03-28T17:00:00.000Z',
        lineupDue: '2026-03-29T07:00:00.000Z', // Sunday 09:00 CEST (UTC+2)
        resultsDue: '2026-03-29T18:00:00.000Z', // Sunday 20:00 CEST
        event: '2026-01-01T00:00:00.000Z', // the Discord event: made at once
      },
    },
    {
      name: 'the match on the day summer time ends (25 October 2026)',
      deadline: '2026-10-24T16:00:00.000Z', // Saturday 18:00 CEST
      matchDate: '2026-10-25',
      want: {
        remind: '2026-10-23T16:00:00.000Z', // Friday 18:00 CEST
        closes: '2026-10-24T16:00:00.000Z',
        lineupDue: '2026-10-25T08:00:00.000Z', // Sunday 09:00 CET (UTC+1)
        resultsDue: '2026-10-25T19:00:00.000Z', // Sunday 20:00 CET
        event: '2026-01-01T00:00:00.000Z', // the Discord event: made at once
      },
    },
  ])('$name', ({ deadline, matchDate, want }) => {
    const jobs = matchDayJobTimes({ deadline, matchDate }, new Date('2026-01-01T00:00:00Z'));
    expect(Object.fromEntries(jobs.map((j) => [j.kind, j.dueAt]))).toEqual(want);
  });

  test('a time already past when asked is not scheduled; without a match date only the answers', () => {
    const jobs = matchDayJobTimes(
      { deadline: '2026-03-14T17:00:00.000Z' },
      new Date('2026-03-14T09:00:00Z'), // Saturday morning: Friday's reminder is past
    );
    expect(jobs).toEqual([{ kind: 'closes', dueAt: '2026-03-14T17:00:00.000Z' }]);
  });
});

describe('each due job is posted once', () => {
  let open: OpenDatabase | undefined;
  afterEach(async () => {
    await open?.close();
    open = undefined;
  });
  const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };

  async function storeWithJob(): Promise<Store> {
    open = await openDatabase({ kind: 'sqlite', file: ':memory:' });
    const store = createStore(open);
    await store.db
      .insertInto('team_match_days')
      .values({
        guild_id: 'g',
        team: 'SK Kiel 1',
        round: 4,
        match_date: '2026-03-15',
        opponent: 'Lübecker SV',
        deadline: '2026-03-14T17:00:00.000Z',
        created_by: 'u',
      })
      .execute();
    await scheduleJob(store.db, {
      guildId: 'g',
      channelId: 'c',
      kind: 'closes',
      matchDayId: 1,
      locale: 'de',
      dueAt: '2026-03-14T17:00:00.000Z',
    });
    return store;
  }

  test('three schedulers waking at once (shards, a restart) post it once, on time', async () => {
    const store = await storeWithJob();
    const posts: [ScheduledJob, JobOutput][] = [];
    const clock = () => new Date('2026-03-14T17:00:20Z');
    const make = () =>
      new Scheduler({ store, log: quiet, clock, post: async (j, a) => void posts.push([j, a]) });
    const counts = await Promise.all([make().runDue(), make().runDue(), make().runDue()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.[1].announcements[0]?.content).toBe(
      '**SK Kiel 1**, Runde 4 gegen **Lübecker SV**: Die Rückmeldungen sind geschlossen. Kann 0, kann nicht 0, vielleicht 0, keine Antwort 0.',
    );
    expect(await make().runDue()).toBe(0);
  });

  test('a post that fails is given back and goes out at the next wake, marked late', async () => {
    const store = await storeWithJob();
    let now = new Date('2026-03-14T17:00:05Z');
    const posts: string[] = [];
    let fail = true;
    const s = new Scheduler({
      store,
      log: quiet,
      clock: () => now,
      post: async (_j, a) => {
        if (fail) throw new Error('Discord unavailable');
        posts.push(a.announcements.map((x) => x.content).join('\n'));
      },
    });
    expect(await s.runDue()).toBe(0);
    fail = false;
    now = new Date('2026-03-14T17:30:00Z');
    expect(await s.runDue()).toBe(1);
    expect(posts[0]).toMatch(
      /\n\(Verspätet gesendet: fällig war sie am 14\.03\.2026 18:00, als der Bot nicht lief\.\)$/,
    );
    await s.stop();
  });
});
