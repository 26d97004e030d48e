// A match day's scheduled posts: a reminder a day before the availability deadline to those who have
// not answered (or answered "maybe"), in each member's language; the answers closing; the line-up due
// on the morning of the match day; the results due in the evening. Times are wall times of the club's
// zone (Europe/Berlin), so a day across the change to or from summer time stays a calendar day.
import { safeName } from '../discord/limits.ts';
import { LOCALES, t, type Locale } from '../i18n/index.ts';
import type { Announcement } from '../reply.ts';
import type { Q } from '../storage/store.ts';
import {
  availabilityOf,
  boardResultsOf,
  clubPlayers,
  clubTeams,
  localesOf,
  matchDayById,
  type MatchDay,
  type ScheduledJob,
  type ScheduledKind,
} from '../storage/teams.ts';
import { ZONE, zonedInstant, zonedText } from './team.ts';

/** Wall times of the match day's posts: the line-up due at 09:00, the results due at 20:00. */
const LINEUP_DUE = '09:00';
const RESULTS_DUE = '20:00';

/** The calendar day before an ISO date (`2026-03-29` → `2026-03-28`). */
const dayBefore = (isoDate: string): string =>
  new Date(Date.parse(`${isoDate}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** An instant's wall date and time in the zone: `2026-03-28`, `18:00`. */
function wallOf(iso: string): { date: string; time: string } {
  const [d, m, y, hm] = zonedText(iso, 'de').split(/[. ]/);
  return { date: `${y}-${m}-${d}`, time: hm ?? '00:00' };
}

/**
 * The jobs of a match day whose time is still ahead of `now`: each at a wall time in the zone (the
 * reminder at the deadline's wall time a calendar day earlier, not 24 hours earlier).
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
  return all.flatMap(([kind, dueAt]) =>
    dueAt !== undefined && Date.parse(dueAt) > now.getTime() ? [{ kind, dueAt }] : [],
  );
}

const localeOr = (s: string | undefined, fallback: Locale): Locale =>
  LOCALES.find((l) => l === s) ?? fallback;

/**
 * What a due job posts (nothing when there is no one to remind); `late` adds the note that it comes
 * after its time because the bot was not running.
 */
export async function jobAnnouncements(q: Q, job: ScheduledJob, late: boolean): Promise<Announcement[]> {
  const day = await matchDayById(q, job.guildId, job.matchDayId);
  if (!day) return [];
  const server = localeOr(job.locale, 'en');
  const where = { team: safeName(day.team, 80), round: day.round, opponent: safeName(day.opponent, 80) };
  const note = (loc: Locale) => (late ? `\n${t(loc, 'jobLate', { due: zonedText(job.dueAt, loc) })}` : '');
  const [players, answers] = await Promise.all([clubPlayers(q, job.guildId), availabilityOf(q, day.id)]);
  const own = players.filter((p) => p.team === day.team && p.userId !== undefined);
  switch (job.kind) {
    case 'remind': {
      const open = [...new Set(own.map((p) => p.userId!))].filter((u) => {
        const a = answers.get(u);
        return a === undefined || a === 'maybe';
      });
      if (open.length === 0) return [];
      // One message per language, each mentioning its members.
      const locales = await localesOf(q, job.guildId);
      const byLocale = new Map<Locale, string[]>();
      for (const u of open) {
        const loc = localeOr(locales.get(u), server);
        byLocale.set(loc, [...(byLocale.get(loc) ?? []), u]);
      }
      return [...byLocale].map(([loc, users]) => ({
        content:
          t(loc, 'jobRemind', {
            ...where,
            members: users.map((u) => `<@${u}>`).join(' '),
            deadline: zonedText(day.deadline, loc),
          }) + note(loc),
        mentionUserIds: users,
      }));
    }
    case 'closes': {
      const count = (a: string) => own.filter((p) => answers.get(p.userId!) === a).length;
      return [
        {
          content:
            t(server, 'jobCloses', {
              ...where,
              yes: count('yes'),
              no: count('no'),
              maybe: count('maybe'),
              none: own.filter((p) => !answers.has(p.userId!)).length,
            }) + note(server),
          mentionUserIds: [],
        },
      ];
    }
    case 'lineupDue': {
      const team = (await clubTeams(q, job.guildId)).find((x) => x.name === day.team);
      const captain = team?.captainUserId;
      return [
        {
          content:
            t(server, 'jobLineupDue', { ...where, captain: captain ? `<@${captain}> ` : '' }) + note(server),
          mentionUserIds: captain ? [captain] : [],
        },
      ];
    }
    case 'resultsDue': {
      const confirmed = (await boardResultsOf(q, day.id)).filter((r) => r.confirmedBy !== undefined).length;
      return [
        {
          content: t(server, 'jobResultsDue', { ...where, confirmed }) + note(server),
          mentionUserIds: [],
        },
      ];
    }
  }
}
