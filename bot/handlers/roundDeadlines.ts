// Individual tournaments played over a week: each round has a deadline in the club's zone; a day
// before it (the same wall time) the players of games without a result are reminded, at it the
// games still open are listed in the channel, and `/arbiter schedule overdue` lists every game past
// its round's deadline. The jobs sit in the scheduler's table, so they are sent once and survive
// restarts like the match-day posts.
import { clip, LIMITS, safeName } from '../discord/limits.ts';
import { UserError } from '../errors.ts';
import { t, type Locale } from '../i18n/index.ts';
import { requireArbiter } from '../preconditions.ts';
import type { Ctx, Deps, Reply } from '../reply.ts';
import {
  dropRoundDeadline,
  dropUnsentRoundJobs,
  reminderSettings,
  roundDeadlineById,
  roundDeadlinesOf,
  setReminderSettings,
  upsertRoundDeadline,
  type ReminderMode,
} from '../storage/reminders.ts';
import {
  audit,
  type LoadedTournament,
  loadTournament,
  resolveTournament,
  tournamentById,
} from '../storage/repo.ts';
import type { Q } from '../storage/store.ts';
import { localesOf, scheduleJob, type ScheduledJob, type ScheduledKind } from '../storage/teams.ts';
import { zonedInstant, zonedText } from './zonedTime.ts';
import { dayBefore, NOTHING, remindersTo, wallOf, type JobOutput } from './teamSchedule.ts';

/** Texts that clear a deadline. */
const CLEAR = ['-', 'none', 'keine', 'kein', 'aus', 'off'];

/** The round deadline's jobs still ahead of `now`: the reminder a calendar day before, the deadline, the event at once. */
export function roundJobTimes(deadline: string, now: Date): { kind: ScheduledKind; dueAt: string }[] {
  const wall = wallOf(deadline);
  const remind = zonedInstant(`${dayBefore(wall.date)} ${wall.time}`)?.toISOString();
  const all: [ScheduledKind, string | undefined][] = [
    ['roundRemind', remind],
    ['roundDue', deadline],
  ];
  return [
    ...all.flatMap(([kind, dueAt]) =>
      dueAt !== undefined && Date.parse(dueAt) > now.getTime() ? [{ kind, dueAt }] : [],
    ),
    { kind: 'roundEvent', dueAt: now.toISOString() },
  ];
}

const nameOf = (lt: LoadedTournament, no: number): string =>
  safeName(lt.players.find((p) => p.start_no === no)?.name ?? '?', 60);

/** Games of a round without a result (a bye has no game row). */
const openGames = (lt: LoadedTournament, round: number) =>
  lt.games.filter((g) => g.round === round && g.result === '*').sort((a, b) => a.board - b.board);

async function scheduleRound(
  q: Q,
  d: { id: number; guildId: string; channelId: string; deadline: string },
  locale: Locale,
  now: Date,
): Promise<void> {
  // A deadline moved earlier must not keep a reminder due after it.
  await dropUnsentRoundJobs(q, d.id);
  for (const job of roundJobTimes(d.deadline, now))
    await scheduleJob(q, {
      guildId: d.guildId,
      channelId: d.channelId,
      kind: job.kind,
      matchDayId: d.id,
      locale,
      dueAt: job.dueAt,
    });
}

/**
 * `/arbiter schedule deadline`: sets, moves or (with `-`) removes a round's deadline; the round
 * defaults to the one paired last. Typed as a Berlin wall time (`2026-03-20 19:00`, `20.03.2026 19:00`).
 */
export async function setDeadline(
  input: { tournament?: string; round?: number; at: string },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  await requireArbiter(ctx, deps);
  const text = input.at.trim();
  const clear = CLEAR.includes(text.toLowerCase());
  const at = clear ? undefined : zonedInstant(text);
  if (!clear && !at) throw new UserError('badDeadline', { text: safeName(text, 40) });
  if (at && at.getTime() <= ctx.now.getTime())
    throw new UserError('deadlinePassed', { deadline: zonedText(at.toISOString(), ctx.locale) });
  return deps.store.mutate(ctx.interactionId, async (q) => {
    const row = await resolveTournament(q, ctx.guildId, ctx.channelId, input.tournament);
    const round = input.round ?? Math.max(1, row.current_round);
    const where = { tournament: safeName(row.name, 80), round };
    if (round > row.rounds) throw new UserError('roundDeadlineBadRound', { ...where, rounds: row.rounds });
    if (!at) {
      const old = (await roundDeadlinesOf(q, row.id)).find((d) => d.round === round);
      if (!old) throw new UserError('roundDeadlineNone', where);
      await dropRoundDeadline(q, old.id);
      // The event job runs once more and drops the Discord event.
      await scheduleJob(q, {
        guildId: ctx.guildId,
        channelId: old.channelId,
        kind: 'roundEvent',
        matchDayId: old.id,
        locale: ctx.guildLocale,
        dueAt: ctx.now.toISOString(),
      });
      await audit(q, {
        tournamentId: row.id,
        actorId: ctx.userId,
        at: ctx.now.toISOString(),
        action: 'deadline',
        before: `round ${round}: ${old.deadline}`,
      });
      return { content: t(ctx.locale, 'roundDeadlineCleared', where) };
    }
    const d = await upsertRoundDeadline(q, {
      guildId: ctx.guildId,
      tournamentId: row.id,
      round,
      deadline: at.toISOString(),
      channelId: ctx.channelId,
      setBy: ctx.userId,
      setAt: ctx.now.toISOString(),
    });
    await scheduleRound(q, d, ctx.guildLocale, ctx.now);
    await audit(q, {
      tournamentId: row.id,
      actorId: ctx.userId,
      at: ctx.now.toISOString(),
      action: 'deadline',
      after: `round ${round}: ${d.deadline}`,
    });
    return {
      content: t(ctx.locale, 'roundDeadlineSet', { ...where, deadline: zonedText(d.deadline, ctx.locale) }),
    };
  });
}

/** `/arbiter schedule overdue`: every game without a result whose round's deadline has passed. */
export async function overdueGames(input: { tournament?: string }, ctx: Ctx, deps: Deps): Promise<Reply> {
  await requireArbiter(ctx, deps);
  const q = deps.store.db;
  const row = await resolveTournament(q, ctx.guildId, ctx.channelId, input.tournament);
  const tournament = safeName(row.name, 80);
  const deadlines = await roundDeadlinesOf(q, row.id);
  if (deadlines.length === 0)
    return { ephemeral: true, content: t(ctx.locale, 'overdueNoDeadline', { tournament }) };
  const lt = await loadTournament(q, row);
  const lines = deadlines
    .filter((d) => Date.parse(d.deadline) <= ctx.now.getTime())
    .flatMap((d) =>
      openGames(lt, d.round).map((g) =>
        t(ctx.locale, 'overdueLine', {
          round: d.round,
          board: g.board,
          white: nameOf(lt, g.white_no),
          black: nameOf(lt, g.black_no),
          deadline: zonedText(d.deadline, ctx.locale),
        }),
      ),
    );
  if (lines.length === 0) return { ephemeral: true, content: t(ctx.locale, 'overdueNone', { tournament }) };
  const head = t(ctx.locale, 'overdueHead', {
    tournament,
    now: zonedText(ctx.now.toISOString(), ctx.locale),
  });
  // One message: the lines that fit, then how many more (a long week can leave many games open).
  const shown: string[] = [head];
  let length = head.length;
  for (const [k, l] of lines.entries()) {
    const more = t(ctx.locale, 'overdueMore', { count: lines.length - k });
    if (length + l.length + 3 + more.length + 1 > LIMITS.content) {
      shown.push(more);
      break;
    }
    shown.push(`- ${l}`);
    length += l.length + 3;
  }
  return { ephemeral: true, content: shown.join('\n') };
}

/** `/arbiter schedule settings`: how reminders go out and whether Discord events are made. */
export async function scheduleSettings(
  input: { reminders?: ReminderMode; events?: boolean },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  await requireArbiter(ctx, deps);
  const s = await deps.store.mutate(ctx.interactionId, async (q) => {
    const old = await reminderSettings(q, ctx.guildId);
    const next = { reminders: input.reminders ?? old.reminders, events: input.events ?? old.events };
    if (next.reminders !== old.reminders || next.events !== old.events)
      await setReminderSettings(q, ctx.guildId, next);
    return next;
  });
  return {
    ephemeral: true,
    content: t(ctx.locale, 'reminderSettings', {
      reminders: t(ctx.locale, s.reminders === 'dm' ? 'remindersByDm' : 'remindersByMention'),
      events: t(ctx.locale, s.events ? 'eventsOn' : 'eventsOff'),
    }),
  };
}

/** The round jobs' output: reminders to the players of open games, the overdue post, the event. */
export async function roundJobOutput(
  q: Q,
  job: ScheduledJob,
  o: { server: Locale; note: (loc: Locale) => string; now: Date },
): Promise<JobOutput> {
  const subject = `round:${job.matchDayId}`;
  const d = await roundDeadlineById(q, job.matchDayId);
  const row = d ? await tournamentById(q, d.tournamentId) : undefined;
  if (!d || !row) return job.kind === 'roundEvent' ? { ...NOTHING, event: { subject } } : NOTHING;
  const where = { tournament: safeName(row.name, 80), round: d.round };
  const settings = await reminderSettings(q, job.guildId);
  if (job.kind === 'roundEvent') {
    if (!settings.events || row.status === 'finished') return { ...NOTHING, event: { subject } };
    // Discord refuses a start in the past: the event runs from a minute after it is made.
    const start = new Date(o.now.getTime() + 60_000).toISOString();
    if (Date.parse(d.deadline) <= Date.parse(start)) return { ...NOTHING, event: { subject } };
    return {
      ...NOTHING,
      event: {
        subject,
        spec: {
          name: clip(t(o.server, 'eventRoundName', { tournament: row.name, round: d.round }), 100),
          location: clip(
            t(o.server, 'eventRoundLocation', { deadline: zonedText(d.deadline, o.server) }),
            100,
          ),
          start,
          end: d.deadline,
        },
      },
    };
  }
  const lt = await loadTournament(q, row);
  const open = openGames(lt, d.round);
  if (open.length === 0) return NOTHING;
  if (job.kind === 'roundDue') {
    const boards = open
      .map((g) => `${g.board} (${nameOf(lt, g.white_no)} – ${nameOf(lt, g.black_no)})`)
      .join(', ');
    return {
      ...NOTHING,
      announcements: [
        {
          content:
            t(o.server, 'jobRoundDue', {
              ...where,
              deadline: zonedText(d.deadline, o.server),
              count: open.length,
              boards,
            }) + o.note(o.server),
          mentionUserIds: [],
        },
      ],
    };
  }
  // roundRemind: both players of each open game that are members.
  const gameOf = new Map<string, (typeof open)[number]>();
  for (const g of open)
    for (const no of [g.white_no, g.black_no]) {
      const u = lt.players.find((p) => p.start_no === no)?.user_id;
      if (u) gameOf.set(u, g);
    }
  if (gameOf.size === 0) return NOTHING;
  const locales = await localesOf(q, job.guildId);
  return remindersTo(
    [...gameOf.keys()],
    locales,
    o.server,
    settings.reminders,
    (loc, u) => {
      const g = gameOf.get(u)!;
      return (
        t(loc, 'dmRoundRemind', {
          ...where,
          board: g.board,
          white: nameOf(lt, g.white_no),
          black: nameOf(lt, g.black_no),
          deadline: zonedText(d.deadline, loc),
          channel: d.channelId,
        }) + o.note(loc)
      );
    },
    (loc, members) =>
      t(loc, 'jobRoundRemind', { ...where, members, deadline: zonedText(d.deadline, loc) }) + o.note(loc),
  );
}

/** The deadline typed with `/arbiter tournament pair deadline:…`, checked before anything is paired. */
function checkedDeadline(text: string, ctx: Ctx): Date {
  const at = zonedInstant(text.trim());
  if (!at) throw new UserError('badDeadline', { text: safeName(text.trim(), 40) });
  if (at.getTime() <= ctx.now.getTime())
    throw new UserError('deadlinePassed', { deadline: zonedText(at.toISOString(), ctx.locale) });
  return at;
}

/** Pairs the next round (`pair`), then sets its deadline; a bad deadline refuses before pairing. */
export async function pairWithDeadline(
  input: { tournament?: string; deadline?: string },
  pair: (input: { tournament?: string }, ctx: Ctx, deps: Deps) => Promise<Reply>,
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  await requireArbiter(ctx, deps);
  const text = input.deadline ?? '';
  checkedDeadline(text, ctx);
  const named = input.tournament ? { tournament: input.tournament } : {};
  const paired = await pair(named, ctx, deps);
  const row = await resolveTournament(deps.store.db, ctx.guildId, ctx.channelId, input.tournament);
  // A second transaction of the same interaction: its own id in the processed set.
  const set = await setDeadline(
    { ...named, round: row.current_round, at: text },
    { ...ctx, interactionId: `${ctx.interactionId}:deadline` },
    deps,
  );
  return { ...paired, content: [paired.content, set.content].filter(Boolean).join('\n') };
}
