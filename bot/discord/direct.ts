import { DiscordAPIError, type REST, Routes } from 'discord.js';
import { clip, LIMITS } from './limits.ts';
import { withRetry } from './retry.ts';

/**
 * Discord's answers when a member takes no direct message from the bot: 50007 "Cannot send messages
 * to this user" (DMs from server members switched off, the bot blocked, or no server shared), 10013
 * "Unknown User" (Discord developer documentation, "Opcodes and Status Codes": JSON error codes).
 */
const DM_REFUSED = [50007, 10013] as const;

const isDmRefused = (e: unknown): boolean =>
  e instanceof DiscordAPIError && (DM_REFUSED as readonly (number | string)[]).includes(e.code);

/** At most `limit` requests in any `windowMs`. */
export interface Pace {
  readonly limit: number;
  readonly windowMs: number;
}

/**
 * Discord allows a bot 50 requests per second on all routes together (Discord developer
 * documentation, "Rate Limits": global rate limit). A job's reminders take at most 40 of them, in
 * any second (a sliding window, so whatever second Discord counts), which leaves the rest to the
 * bot's other requests instead of running into 429 answers, which Discord counts against the bot.
 */
export const DM_PACE: Pace = { limit: 40, windowMs: 1000 };

/**
 * A sliding-window pacer: `run(call)` starts the call when fewer than `limit` calls are in flight or
 * ended within the last `windowMs` (in call order). A call counts until its answer is in, so however
 * late a request reaches Discord, any window Discord counts holds at most `limit` of them.
 */
export class Pacer {
  private readonly ended: number[] = [];
  private inFlight = 0;
  private queue: Promise<void> = Promise.resolve();
  private wake: (() => void) | undefined;
  private readonly pace: Pace;

  constructor(pace: Pace) {
    this.pace = pace;
  }

  async run<T>(call: () => Promise<T>): Promise<T> {
    const turn = this.queue.then(() => this.slot());
    this.queue = turn;
    await turn;
    try {
      return await call();
    } finally {
      this.inFlight -= 1;
      this.ended.push(Date.now());
      this.wake?.();
    }
  }

  private async slot(): Promise<void> {
    const { limit, windowMs } = this.pace;
    for (;;) {
      const now = Date.now();
      while (this.ended.length > 0 && (this.ended[0] ?? 0) <= now - windowMs) this.ended.shift();
      if (this.inFlight + this.ended.length < limit) {
        this.inFlight += 1;
        return;
      }
      // Until the oldest ended call leaves the window, or a call in flight ends.
      const first = this.ended[0];
      await new Promise<void>((r) => {
        const timer = first === undefined ? undefined : setTimeout(r, first + windowMs - now + 1);
        this.wake = () => {
          if (timer !== undefined) clearTimeout(timer);
          this.wake = undefined;
          r();
        };
      });
    }
  }
}

/**
 * Direct messages to members: the DM channel is opened once per member and process (POST
 * /users/@me/channels, Discord returns the same channel each time), the message carries a nonce
 * Discord enforces, so a retry after a lost answer is not doubled. Every request is paced
 * (`DM_PACE`); a 429 that still comes (another process of the bot, Discord's own count) is waited
 * out and the same request sent again by discord.js's REST client, which reads `Retry-After`.
 */
export class DirectMessenger {
  private readonly channels = new Map<string, string>();
  private readonly rest: REST;
  private readonly pacer: Pacer;

  constructor(rest: REST, pace: Pace = DM_PACE) {
    this.rest = rest;
    this.pacer = new Pacer(pace);
  }

  /** Sends; `false` when Discord refuses DMs to this member (other failures throw). */
  async send(userId: string, content: string, nonce: string): Promise<boolean> {
    try {
      const channel = await this.channelOf(userId);
      await withRetry(() =>
        this.pacer.run(() =>
          this.rest.post(Routes.channelMessages(channel), {
            body: {
              content: clip(content, LIMITS.content),
              allowed_mentions: { parse: [] },
              nonce: nonce.slice(-25),
              enforce_nonce: true,
            },
          }),
        ),
      );
      return true;
    } catch (e) {
      if (isDmRefused(e)) return false;
      throw e;
    }
  }

  private async channelOf(userId: string): Promise<string> {
    const known = this.channels.get(userId);
    if (known) return known;
    const ch = (await withRetry(() =>
      this.pacer.run(() => this.rest.post(Routes.userChannels(), { body: { recipient_id: userId } })),
    )) as { id: string };
    this.channels.set(userId, ch.id);
    return ch.id;
  }
}
