// The bot's scheduled posts (match-day reminders and deadlines), stored in the database. One timer
// wakes at the next due job (at most `maxSleepMs` later, so jobs stored by another shard or moved
// clocks are seen); each due job is claimed by one conditional update (`sent_at` still null), so it
// is posted once however many shards or restarts see it; a job that fell due while the bot was not
// running is posted at start with a note that it is late; a failed post gives the claim back.
// Reminders go to members by DM (a refused DM becomes a mention in the job's channel), each member
// recorded once per job, so a job given back and posted again writes to nobody twice.
import type { Clock } from './clock.ts';
import { ChannelAnnouncer } from './discord/announcer.ts';
import { DirectMessenger } from './discord/direct.ts';
import { isMissingPermission, syncScheduledEvent } from './discord/events.ts';
import type { Logger } from './log.ts';
import { jobOutput, type JobOutput } from './handlers/teamSchedule.ts';
import { discordEventOf, recordReminder, remindedBy, setDiscordEvent } from './storage/reminders.ts';
import type { Store } from './storage/store.ts';
import { claimJob, dueJobs, nextDue, releaseJob, type ScheduledJob } from './storage/teams.ts';
import type { Client } from 'discord.js';

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** A job is late when posted more than this after its time (the bot was down or busy). */
export const LATE_AFTER_MS = 60_000;

export type PostJob = (job: ScheduledJob, out: JobOutput) => Promise<void>;

export interface SchedulerOptions {
  readonly store: Store;
  readonly log: Logger;
  readonly clock: Clock;
  readonly post: PostJob;
  /** The longest sleep between wakes (default 5 minutes). */
  readonly maxSleepMs?: number;
}

export class Scheduler {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly opts: SchedulerOptions;

  constructor(opts: SchedulerOptions) {
    this.opts = opts;
  }

  /** Posts what is due now (overdue jobs first, marked late), then sleeps until the next. */
  start(): Promise<void> {
    return this.wake();
  }

  /** Wakes now (a job was scheduled, or a test moved the clock); resolves when the due jobs are out. */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.running.then(() => this.runDue()).then(() => this.sleep());
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Posts every due job this process wins the claim of; the number posted. */
  async runDue(): Promise<number> {
    const { store, log, clock, post } = this.opts;
    let sent = 0;
    try {
      const now = clock();
      for (const job of await dueJobs(store.db, now.toISOString())) {
        if (this.stopped) break;
        // A Discord event is made when seen (it has no time of its own to be late for).
        const late =
          job.kind !== 'event' &&
          job.kind !== 'roundEvent' &&
          now.getTime() - Date.parse(job.dueAt) > LATE_AFTER_MS;
        if (!(await claimJob(store.db, job.id, now.toISOString(), late))) continue;
        try {
          await post(job, await jobOutput(store.db, job, late, now));
          sent += 1;
        } catch (e) {
          log.warn('scheduled post failed: due again', { job: job.id, error: errorText(e) });
          await releaseJob(store.db, job.id);
        }
      }
    } catch (e) {
      log.warn('scheduler wake failed', { error: errorText(e) });
    }
    return sent;
  }

  private async sleep(): Promise<void> {
    if (this.stopped) return;
    const max = this.opts.maxSleepMs ?? 300_000;
    const next = await nextDue(this.opts.store.db).catch(() => undefined);
    const until = next === undefined ? max : Date.parse(next) - this.opts.clock().getTime();
    const ms = Math.min(max, Math.max(1_000, until));
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.wake(), ms);
    this.timer.unref?.();
  }
}

/**
 * The scheduler of a connected client: channel posts through the announcer (paced, nonce'd),
 * reminders by DM, Discord scheduled events.
 */
export function clientScheduler(
  client: Client,
  opts: Omit<SchedulerOptions, 'post'> & { readonly announcer?: ChannelAnnouncer },
): Scheduler {
  const announcer = opts.announcer ?? new ChannelAnnouncer(client);
  const dms = new DirectMessenger(client.rest);
  const { store, log } = opts;
  return new Scheduler({
    ...opts,
    post: async (job, out) => {
      // The job's id as the nonce key: a retried post is not doubled by Discord either.
      await announcer.post(job.channelId, out.announcements, `job${job.id}`);
      if (out.direct.length > 0) {
        const done = await remindedBy(store.db, job.id, job.dueAt);
        const refused: string[] = [];
        for (const r of out.direct) {
          if (done.has(r.userId)) continue;
          // A DM that fails otherwise (Discord unavailable after the retries) becomes a mention too:
          // giving the job back would post its channel messages a second time.
          const sent = await dms.send(r.userId, r.content, `j${job.id}u${r.userId}`).catch((e: unknown) => {
            log.warn('reminder DM failed: mentioned in the channel', { job: job.id, error: errorText(e) });
            return false;
          });
          if (sent) await recordReminder(store.db, job.id, job.dueAt, r.userId, 'dm');
          else refused.push(r.userId);
        }
        if (refused.length > 0) {
          log.info('reminder DMs refused: mentioned in the channel', {
            job: job.id,
            members: refused.length,
          });
          await announcer.post(job.channelId, out.fallback(refused), `job${job.id}f`);
          for (const u of refused) await recordReminder(store.db, job.id, job.dueAt, u, 'mention');
        }
      }
      if (out.event) {
        const { subject, spec } = out.event;
        const existing = await discordEventOf(store.db, job.guildId, subject);
        if (!existing && !spec) return;
        try {
          const id = await syncScheduledEvent(client.rest, job.guildId, existing, spec);
          await setDiscordEvent(store.db, job.guildId, subject, id);
        } catch (e) {
          // Events are optional: a server that did not grant Create Events gets a warning, not retries.
          if (!isMissingPermission(e)) throw e;
          log.warn('no permission to manage scheduled events', { guild: job.guildId, job: job.id });
        }
      }
    },
  });
}
