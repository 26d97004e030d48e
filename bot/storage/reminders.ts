import type { Q } from './store.ts';
import { isUniqueViolation } from './store.ts';

/** How reminders reach the members who have not answered: a direct message, or a mention in the channel. */
export const REMINDER_MODES = ['dm', 'mention'] as const;
export type ReminderMode = (typeof REMINDER_MODES)[number];
const isReminderMode = (s: string): s is ReminderMode => (REMINDER_MODES as readonly string[]).includes(s);

interface ReminderSettings {
  readonly reminders: ReminderMode;
  /** Match days and rounds become Discord scheduled events. */
  readonly events: boolean;
}

/** A server that never chose: reminders by direct message, no scheduled events. */
const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { reminders: 'dm', events: false };

export async function reminderSettings(q: Q, guildId: string): Promise<ReminderSettings> {
  const row = await q
    .selectFrom('reminder_settings')
    .selectAll()
    .where('guild_id', '=', guildId)
    .executeTakeFirst();
  if (!row) return DEFAULT_REMINDER_SETTINGS;
  return {
    reminders: isReminderMode(row.reminders) ? row.reminders : DEFAULT_REMINDER_SETTINGS.reminders,
    events: Number(row.events) === 1,
  };
}

export async function setReminderSettings(q: Q, guildId: string, s: ReminderSettings): Promise<void> {
  const values = { reminders: s.reminders, events: s.events ? 1 : 0 };
  await q
    .insertInto('reminder_settings')
    .values({ guild_id: guildId, ...values })
    .onConflict((oc) => oc.column('guild_id').doUpdateSet(values))
    .execute();
}

// ---- round deadlines -------------------------------------------------------------------------

interface RoundDeadline {
  readonly id: number;
  readonly guildId: string;
  readonly tournamentId: number;
  readonly round: number;
  /** ISO instant. */
  readonly deadline: string;
  readonly channelId: string;
}

const deadlineOf = (r: {
  id: number;
  guild_id: string;
  tournament_id: number;
  round: number;
  deadline: string;
  channel_id: string;
}): RoundDeadline => ({
  id: Number(r.id),
  guildId: r.guild_id,
  tournamentId: Number(r.tournament_id),
  round: Number(r.round),
  deadline: r.deadline,
  channelId: r.channel_id,
});

/** Sets (or moves) a round's deadline; the stored row. */
export async function upsertRoundDeadline(
  q: Q,
  d: Omit<RoundDeadline, 'id'> & { readonly setBy: string; readonly setAt: string },
): Promise<RoundDeadline> {
  const changed = { deadline: d.deadline, channel_id: d.channelId, set_by: d.setBy, set_at: d.setAt };
  await q
    .insertInto('round_deadlines')
    .values({ guild_id: d.guildId, tournament_id: d.tournamentId, round: d.round, ...changed })
    .onConflict((oc) => oc.columns(['tournament_id', 'round']).doUpdateSet(changed))
    .execute();
  const row = await q
    .selectFrom('round_deadlines')
    .selectAll()
    .where('tournament_id', '=', d.tournamentId)
    .where('round', '=', d.round)
    .executeTakeFirstOrThrow();
  return deadlineOf(row);
}

export async function roundDeadlineById(q: Q, id: number): Promise<RoundDeadline | undefined> {
  const row = await q.selectFrom('round_deadlines').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? deadlineOf(row) : undefined;
}

/** A tournament's round deadlines, by round. */
export async function roundDeadlinesOf(q: Q, tournamentId: number): Promise<RoundDeadline[]> {
  const rows = await q
    .selectFrom('round_deadlines')
    .selectAll()
    .where('tournament_id', '=', tournamentId)
    .orderBy('round')
    .execute();
  return rows.map(deadlineOf);
}

/** Drops a round deadline's reminder and overdue jobs not yet sent (a moved deadline schedules its own). */
export async function dropUnsentRoundJobs(q: Q, id: number): Promise<void> {
  await q
    .deleteFrom('scheduled_jobs')
    .where('match_day_id', '=', id)
    .where('kind', 'in', ['roundRemind', 'roundDue'])
    .where('sent_at', 'is', null)
    .execute();
}

/** Drops a round's deadline and its jobs not yet sent (the event job is kept: it deletes the event). */
export async function dropRoundDeadline(q: Q, id: number): Promise<void> {
  await q.deleteFrom('round_deadlines').where('id', '=', id).execute();
  await dropUnsentRoundJobs(q, id);
}

// ---- Discord scheduled events ------------------------------------------------------------------

export async function discordEventOf(q: Q, guildId: string, subject: string): Promise<string | undefined> {
  const row = await q
    .selectFrom('discord_events')
    .select('event_id')
    .where('guild_id', '=', guildId)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.event_id;
}

export async function setDiscordEvent(
  q: Q,
  guildId: string,
  subject: string,
  eventId: string | undefined,
): Promise<void> {
  if (eventId === undefined) {
    await q
      .deleteFrom('discord_events')
      .where('guild_id', '=', guildId)
      .where('subject', '=', subject)
      .execute();
    return;
  }
  await q
    .insertInto('discord_events')
    .values({ guild_id: guildId, subject, event_id: eventId })
    .onConflict((oc) => oc.columns(['guild_id', 'subject']).doUpdateSet({ event_id: eventId }))
    .execute();
}

// ---- reminders sent to members ----------------------------------------------------------------

/** The members a job (at this due time) has already reminded: a retried job skips them. */
export async function remindedBy(q: Q, jobId: number, dueAt: string): Promise<Set<string>> {
  const rows = await q
    .selectFrom('reminder_dms')
    .select('user_id')
    .where('job_id', '=', jobId)
    .where('due_at', '=', dueAt)
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

/** Records a reminder sent (`dm`, or `mention` when the DM was refused). */
export async function recordReminder(
  q: Q,
  jobId: number,
  dueAt: string,
  userId: string,
  how: 'dm' | 'mention',
): Promise<void> {
  try {
    await q
      .insertInto('reminder_dms')
      .values({ job_id: jobId, due_at: dueAt, user_id: userId, how })
      .execute();
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
  }
}
