// A match day's scheduled posts: a reminder a day before the availability deadline to those who have
// not answered (or answered "maybe"), in each member's language; the answers closing; the line-up due
// on the morning of the match day; the results due in the evening. Times are wall times of the club's
// zone (Europe/Berlin), so a day across the change to or from summer time stays a calendar day.
import { clip, safeName } from '../discord/limits.ts';
import { LOCALES, t, type Locale } from '../i18n/index.ts';
import type { Announcement } from '../reply.ts';
import { reminderSettings, type ReminderMode } from '../storage/reminders.ts';
import type { Q } from '../storage/store.ts';
import {
  availabilityOf,
  boardResultsOf,
  clubPlayers,
  clubTeams,
  lineupOf,
  localesOf,
  matchDayById,
  type MatchDay,
  type ScheduledJob,
  type ScheduledKind,
} from '../storage/teams.ts';
import { roundJobOutput } from './roundDeadlines.ts';
import { ZONE, zonedInstant, zonedText } from './zonedTime.ts';

/** Wall times of the match day's posts: the line-up due at 09:00, the results due at 20:00. */
const LINEUP_DUE = '09:00';
const RESULTS_DUE = '20:00';
/** The match day's Discord event: from 10:00 (the usual start of a Sunday league round) to the results. */
const MATCH_START = '10:00';

/** The calendar day before an ISO date (`2026-03-29` → `2026-03-28`). */
export const dayBefore = (isoDate: string): string =>
  new Date(Date.parse(`${isoDate}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** An instant's wall date and time in the zone: `2026-03-28`, `18:00`. */
export function wallOf(iso: string): { date: string; time: string } {
  const [d, m, y, hm] = zonedText(iso, 'de').split(/[. ]/);
  return { date: `${y}-${m}-${d}`, time: hm ?? '00:00' };
}

/**
 * The jobs of a match day whose time is still ahead of `now`: each at a wall time in the zone (the
 * reminder at the deadline's wall time a calendar day earlier, not 24 hours earlier); with a match
 * date, its Discord event at once (made only where the server asked for events).
 */
export function matchDayJobTimes(
  day: Pick<MatchDay, 'deadline' | 'matchDate'>,
  now: Date,
  zone: string = ZONE,
): { kind: ScheduledKind; dueAt: string }[] {
  const wall = wallOf(day.deadline);
  const at = (date: string, time: string) => zonedInstant(`${date} ${time}`, zone)?.toISOString();
  const all: [ScheduledKind, string | undefined][] = [
    ['remind', at(dayBefore(wall.date), wall.time)],
    ['closes', day.deadline],
    ['lineupDue', day.matchDate ? at(day.matchDate, LINEUP_DUE) : undefined],
    ['resultsDue', day.matchDate ? at(day.matchDate, RESULTS_DUE) : undefined],
  ];
  const ahead = all.flatMap(([kind, dueAt]) =>
    dueAt !== undefined && Date.parse(dueAt) > now.getTime() ? [{ kind, dueAt }] : [],
  );
  return day.matchDate ? [...ahead, { kind: 'event', dueAt: now.toISOString() }] : ahead;
}

const localeOr = (s: string | undefined, fallback: Locale): Locale =>
  LOCALES.find((l) => l === s) ?? fallback;

/** A reminder to one member, sent as a direct message in their language. */
interface DirectReminder {
  readonly userId: string;
  readonly content: string;
}

/** A Discord scheduled event (EXTERNAL: a place and a start and end) for a match day or round. */
export interface EventSpec {
  readonly name: string;
  readonly description?: string;
  readonly location: string;
  /** ISO instants. */
  readonly start: string;
  readonly end: string;
}

/** What a due job does: channel posts, reminders by DM, and the Discord event to make or drop. */
export interface JobOutput {
  readonly announcements: readonly Announcement[];
  readonly direct: readonly DirectReminder[];
  /** The channel posts that mention, in their language, the members whose DMs Discord refused. */
  readonly fallback: (userIds: readonly string[]) => Announcement[];
  /** `day:ID` or `round:ID`; the event to make or update, or none (any event made before goes). */
  readonly event?: { readonly subject: string; readonly spec?: EventSpec };
}

export const NOTHING: JobOutput = { announcements: [], direct: [], fallback: () => [] };

/**
 * Reminders to members who have not answered: in DM mode one direct message each, in their
 * language (the one they last used with the bot, else the server's); in mention mode, or for those
 * Discord refuses DMs to, one channel message per language mentioning them.
 */
export function remindersTo(
  users: readonly string[],
  locales: ReadonlyMap<string, string>,
  server: Locale,
  mode: ReminderMode,
  dm: (loc: Locale, userId: string) => string,
  mention: (loc: Locale, members: string) => string,
): Pick<JobOutput, 'announcements' | 'direct' | 'fallback'> {
  const fallback = (ids: readonly string[]): Announcement[] => {
    const byLocale = new Map<Locale, string[]>();
    for (const u of ids) {
      const loc = localeOr(locales.get(u), server);
      byLocale.set(loc, [...(byLocale.get(loc) ?? []), u]);
    }
    return [...byLocale].map(([loc, list]) => ({
      content: mention(loc, list.map((u) => `<@${u}>`).join(' ')),
      mentionUserIds: list,
    }));
  };
  if (mode === 'mention') return { announcements: fallback(users), direct: [], fallback };
  return {
    announcements: [],
    direct: users.map((u) => ({ userId: u, content: dm(localeOr(locales.get(u), server), u) })),
    fallback,
  };
}

/**
 * What a due job posts (nothing when there is no one to remind); `late` adds the note that it comes
 * after its time because the bot was not running.
 */
export async function jobOutput(q: Q, job: ScheduledJob, late: boolean, now: Date): Promise<JobOutput> {
  const server = localeOr(job.locale, 'en');
  const note = (loc: Locale) => (late ? `\n${t(loc, 'jobLate', { due: zonedText(job.dueAt, loc) })}` : '');
  if (job.kind === 'roundRemind' || job.kind === 'roundDue' || job.kind === 'roundEvent')
    return roundJobOutput(q, job, { server, note, now });
  const day = await matchDayById(q, job.guildId, job.matchDayId);
  const subject = `day:${job.matchDayId}`;
  if (!day) return job.kind === 'event' ? { ...NOTHING, event: { subject } } : NOTHING;
  const where = { team: safeName(day.team, 80), round: day.round, opponent: safeName(day.opponent, 80) };
  const settings = await reminderSettings(q, job.guildId);
  const [players, answers, locales] = await Promise.all([
    clubPlayers(q, job.guildId),
    availabilityOf(q, day.id),
    localesOf(q, job.guildId),
  ]);
  const own = players.filter((p) => p.team === day.team && p.userId !== undefined);
  const channel = job.channelId;
  const post = (content: string, mentionUserIds: readonly string[] = []): JobOutput => ({
    ...NOTHING,
    announcements: [{ content, mentionUserIds }],
  });
  switch (job.kind) {
    case 'remind': {
      const open = [...new Set(own.map((p) => p.userId!))].filter((u) => {
        const a = answers.get(u);
        return a === undefined || a === 'maybe';
      });
      if (open.length === 0) return NOTHING;
      return remindersTo(
        open,
        locales,
        server,
        settings.reminders,
        (loc) =>
          t(loc, 'dmRemind', { ...where, channel, deadline: zonedText(day.deadline, loc) }) + note(loc),
        (loc, members) =>
          t(loc, 'jobRemind', { ...where, members, deadline: zonedText(day.deadline, loc) }) + note(loc),
      );
    }
    case 'closes': {
      const count = (a: string) => own.filter((p) => answers.get(p.userId!) === a).length;
      return post(
        t(server, 'jobCloses', {
          ...where,
          yes: count('yes'),
          no: count('no'),
          maybe: count('maybe'),
          none: own.filter((p) => !answers.has(p.userId!)).length,
        }) + note(server),
      );
    }
    case 'lineupDue': {
      // A line-up already stored: nothing to remind of.
      if ((await lineupOf(q, day.id)) !== undefined) return NOTHING;
      const team = (await clubTeams(q, job.guildId)).find((x) => x.name === day.team);
      const captain = team?.captainUserId;
      const text = (loc: Locale, c: string) => t(loc, 'jobLineupDue', { ...where, captain: c }) + note(loc);
      if (!captain || settings.reminders === 'mention')
        return post(text(server, captain ? `<@${captain}> ` : ''), captain ? [captain] : []);
      // The channel hears it is due; the captain is written to directly.
      const dmText = (loc: Locale) => t(loc, 'dmLineupDue', { ...where, channel }) + note(loc);
      return {
        announcements: [{ content: text(server, ''), mentionUserIds: [] }],
        direct: [
          {
            userId: captain,
            content: dmText(localeOr(locales.get(captain), server)),
          },
        ],
        fallback: (ids) =>
          ids.length > 0 ? [{ content: text(server, `<@${captain}> `), mentionUserIds: [captain] }] : [],
      };
    }
    case 'resultsDue': {
      const results = await boardResultsOf(q, day.id);
      const confirmed = results.filter((r) => r.confirmedBy !== undefined).length;
      const channelPost = {
        content: t(server, 'jobResultsDue', { ...where, confirmed }) + note(server),
        mentionUserIds: [],
      };
      // The boards of the stored line-up without a confirmed result: their players and the captain.
      const lineup = (await lineupOf(q, day.id)) ?? [];
      const done = new Set(results.filter((r) => r.confirmedBy !== undefined).map((r) => r.board));
      const openBoards = lineup.map((_, k) => k + 1).filter((b) => !done.has(b));
      if (openBoards.length === 0) return { ...NOTHING, announcements: [channelPost] };
      const team = (await clubTeams(q, job.guildId)).find((x) => x.name === day.team);
      const userOf = new Map(players.filter((p) => p.userId).map((p) => [p.key, p.userId!]));
      const users = new Set<string>();
      if (team?.captainUserId) users.add(team.captainUserId);
      for (const b of openBoards) {
        const u = userOf.get(lineup[b - 1] ?? '');
        if (u) users.add(u);
      }
      const boards = openBoards.join(', ');
      const r = remindersTo(
        [...users],
        locales,
        server,
        settings.reminders,
        (loc) => t(loc, 'dmResultsDue', { ...where, boards, channel }) + note(loc),
        (loc, members) => t(loc, 'jobResultsOpen', { ...where, boards, members }),
      );
      return { ...r, announcements: [channelPost, ...r.announcements] };
    }
    case 'event': {
      if (!settings.events || !day.matchDate) return { ...NOTHING, event: { subject } };
      const team = (await clubTeams(q, job.guildId)).find((x) => x.name === day.team);
      const start = zonedInstant(`${day.matchDate} ${MATCH_START}`)?.toISOString();
      const end = zonedInstant(`${day.matchDate} ${RESULTS_DUE}`)?.toISOString();
      // Discord refuses an event that starts in the past: a match day already begun gets none.
      if (!start || !end || Date.parse(start) <= now.getTime()) return NOTHING;
      return {
        ...NOTHING,
        event: {
          subject,
          spec: {
            name: clip(
              t(server, 'eventMatchName', { team: day.team, round: day.round, opponent: day.opponent }),
              100,
            ),
            description: t(server, 'eventMatchDescription', { deadline: zonedText(day.deadline, server) }),
            location: clip(team?.league || day.team, 100),
            start,
            end,
          },
        },
      };
    }
    default:
      return NOTHING;
  }
}
