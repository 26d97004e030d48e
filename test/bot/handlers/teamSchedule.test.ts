// What the match-day jobs send: the line-up reminder only while no line-up is stored, to the captain
// by DM in the captain's language; the results reminder to the captain and the players of the boards
// without a confirmed result; a mention per language instead of DMs when the server chose mentions or
// for the members Discord refuses DMs to; the match day as a Discord event from 10:00 to 20:00
// Berlin time on the match date (CET or CEST as the date has it).
import { afterEach, describe, expect, test } from 'vitest';
import { jobOutput, type JobOutput } from '../../../bot/handlers/teamSchedule.ts';
import { openDatabase, type OpenDatabase } from '../../../bot/storage/open.ts';
import { setReminderSettings } from '../../../bot/storage/reminders.ts';
import { createStore, type Store } from '../../../bot/storage/store.ts';
import {
  confirmBoardResult,
  enterBoardResult,
  rememberLocale,
  replaceTeamPlayers,
  setCaptain,
  setLineup,
  upsertClubTeam,
  upsertMatchDay,
  type ScheduledJob,
  type ScheduledKind,
} from '../../../bot/storage/teams.ts';

const G = 'g1';
const [captain, jurgen, anna, ben] = ['u-captain', 'u-jurgen', 'u-anna', 'u-ben'];

let open: OpenDatabase | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

/** SK Kiel 1 (Landesliga) with its captain and three linked players of four; round 4 on `matchDate`. */
async function season(matchDate: string): Promise<{ store: Store; dayId: number }> {
  open = await openDatabase({ kind: 'sqlite', file: ':memory:' });
  const store = createStore(open);
  const q = store.db;
  await upsertClubTeam(q, G, { name: 'SK Kiel 1', league: 'Landesliga', leagueTeam: 1, rank: 1 });
  await setCaptain(q, G, 'SK Kiel 1', { userId: captain });
  await replaceTeamPlayers(q, G, 'SK Kiel 1', [
    { key: 'k1', name: 'Jürgen Weiß', userId: jurgen },
    { key: 'k2', name: 'Anna Größer', userId: anna },
    { key: 'k3', name: 'Ben Müller', userId: ben },
    { key: 'k4', name: 'Gustav Hähnel' },
  ]);
  await rememberLocale(q, G, captain, 'de');
  await rememberLocale(q, G, anna, 'de');
  const day = await upsertMatchDay(q, G, {
    team: 'SK Kiel 1',
    round: 4,
    matchDate,
    opponent: 'Lübecker SV',
    deadline: '2026-03-14T17:00:00.000Z',
    createdBy: captain,
  });
  return { store, dayId: day.id };
}

const job = (kind: ScheduledKind, dayId: number, dueAt: string): ScheduledJob => ({
  id: 7,
  guildId: G,
  channelId: '555',
  kind,
  matchDayId: dayId,
  locale: 'en',
  dueAt,
});

const summary = (o: JobOutput) => ({
  channel: o.announcements.map((a) => [a.content, a.mentionUserIds]),
  dms: o.direct.map((d) => [d.userId, d.content]),
});

describe('the line-up reminder', () => {
  test('no line-up yet: the channel hears it is due, the captain gets a DM in German', async () => {
    const { store, dayId } = await season('2026-03-15');
    const o = await jobOutput(
      store.db,
      job('lineupDue', dayId, '2026-03-15T08:00:00.000Z'),
      false,
      new Date(),
    );
    expect(summary(o)).toEqual({
      channel: [
        ['**SK Kiel 1**, round 4 against **Lübecker SV** is today: the line-up is due (/team lineup).', []],
      ],
      dms: [
        [
          captain,
          '**SK Kiel 1**, Runde 4 gegen **Lübecker SV** ist heute und noch keine Aufstellung gespeichert: bitte eintragen (/team lineup in <#555>).',
        ],
      ],
    });
    // The captain refuses DMs: the channel mentions them.
    expect(o.fallback([captain])).toEqual([
      {
        content: `**SK Kiel 1**, round 4 against **Lübecker SV** is today: <@${captain}> the line-up is due (/team lineup).`,
        mentionUserIds: [captain],
      },
    ]);
  });

  test('mention mode: one channel post mentioning the captain, no DM', async () => {
    const { store, dayId } = await season('2026-03-15');
    await setReminderSettings(store.db, G, { reminders: 'mention', events: false });
    const o = await jobOutput(
      store.db,
      job('lineupDue', dayId, '2026-03-15T08:00:00.000Z'),
      false,
      new Date(),
    );
    expect(summary(o)).toEqual({
      channel: [
        [
          `**SK Kiel 1**, round 4 against **Lübecker SV** is today: <@${captain}> the line-up is due (/team lineup).`,
          [captain],
        ],
      ],
      dms: [],
    });
  });

  test('a line-up stored: nothing', async () => {
    const { store, dayId } = await season('2026-03-15');
    await setLineup(store.db, dayId, ['k1', 'k2', 'k3', undefined], captain, '2026-03-14T10:00:00Z');
    const o = await jobOutput(
      store.db,
      job('lineupDue', dayId, '2026-03-15T08:00:00.000Z'),
      false,
      new Date(),
    );
    expect(summary(o)).toEqual({ channel: [], dms: [] });
  });
});

describe('the results reminder', () => {
  test('board 1 confirmed, 2 entered only, 3-4 open: captain and the players of boards 2 and 3', async () => {
    const { store, dayId } = await season('2026-03-15');
    const q = store.db;
    await setLineup(q, dayId, ['k1', 'k2', 'k3', 'k4'], captain, '2026-03-15T08:30:00Z');
    await enterBoardResult(q, dayId, 1, '1-0', jurgen, '2026-03-15T15:00:00Z');
    await confirmBoardResult(q, dayId, 1, captain, '2026-03-15T15:10:00Z');
    await enterBoardResult(q, dayId, 2, '1/2-1/2', anna, '2026-03-15T16:00:00Z');
    const o = await jobOutput(q, job('resultsDue', dayId, '2026-03-15T19:00:00.000Z'), false, new Date());
    const s = summary(o);
    expect(s.channel).toEqual([
      [
        '**SK Kiel 1**, round 4 against **Lübecker SV**: the results are due; 1 board(s) confirmed so far (/team result).',
        [],
      ],
    ]);
    // Board 4's player (Gustav Hähnel) is no member: nobody to write to for him but the captain.
    expect(s.dms).toEqual([
      [
        captain,
        '**SK Kiel 1**, Runde 4 gegen **Lübecker SV**: Die Ergebnisse sind fällig; Brett(er) 2, 3, 4 noch ohne bestätigtes Ergebnis (/team result in <#555>).',
      ],
      [
        anna,
        '**SK Kiel 1**, Runde 4 gegen **Lübecker SV**: Die Ergebnisse sind fällig; Brett(er) 2, 3, 4 noch ohne bestätigtes Ergebnis (/team result in <#555>).',
      ],
      [
        ben,
        '**SK Kiel 1**, round 4 against **Lübecker SV**: the results are due; board(s) 2, 3, 4 have no confirmed result yet (/team result in <#555>).',
      ],
    ]);
    // Anna and Ben refuse DMs: one mention per language.
    expect(o.fallback([anna, ben]).map((a) => a.mentionUserIds)).toEqual([[anna], [ben]]);
    expect(o.fallback([anna, ben])[0]?.content).toBe(
      `<@${anna}>: **SK Kiel 1**, Runde 4 gegen **Lübecker SV**: Brett(er) 2, 3, 4 noch ohne bestätigtes Ergebnis (/team result).`,
    );
  });
});

describe('the match day as a Discord event', () => {
  test.each([
    // 15 March 2026: CET (UTC+1) → 10:00 = 09:00 UTC, 20:00 = 19:00 UTC.
    ['winter time', '2026-03-15', '2026-03-15T09:00:00.000Z', '2026-03-15T19:00:00.000Z'],
    // 29 March 2026, the day summer time begins at 02:00: 10:00 CEST = 08:00 UTC.
    ['the day summer time begins', '2026-03-29', '2026-03-29T08:00:00.000Z', '2026-03-29T18:00:00.000Z'],
  ])('%s: from 10:00 to 20:00 Berlin time', async (_name, date, start, end) => {
    const { store, dayId } = await season(date);
    await setReminderSettings(store.db, G, { reminders: 'dm', events: true });
    const now = new Date('2026-03-10T09:00:00Z');
    const o = await jobOutput(store.db, job('event', dayId, now.toISOString()), false, now);
    expect(o.event).toEqual({
      subject: `day:${dayId}`,
      spec: {
        name: 'SK Kiel 1 – Lübecker SV (round 4)',
        description: 'Who can play? Answer in the channel by 2026-03-14 18:00 (Berlin time).',
        location: 'Landesliga',
        start,
        end,
      },
    });
  });

  test('events off: no event (one made earlier is dropped)', async () => {
    const { store, dayId } = await season('2026-03-15');
    const now = new Date('2026-03-10T09:00:00Z');
    const o = await jobOutput(store.db, job('event', dayId, now.toISOString()), false, now);
    expect(o.event).toEqual({ subject: `day:${dayId}` });
  });
});
