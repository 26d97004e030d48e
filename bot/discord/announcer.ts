import type { Client, SendableChannels } from 'discord.js';
import type { Announcement } from '../reply.ts';
import { fitEmbed, LIMITS, splitAnnouncement } from './limits.ts';
import { withRetry } from './retry.ts';

/**
 * Channel announcements (a round's pairings) as NEW messages (mentions notify only in new messages,
 * never in edits). One queue per channel: announcements are posted in the order they were handed
 * over and each one's parts in order, one message at a time, so the REST client paces them by the
 * channel's bucket (Discord: 5 messages per 5 s per channel, announced in `X-RateLimit-*` headers)
 * instead of racing into a 429. A long announcement is split between lines into messages of at most
 * 2000 characters and 100 mentions; each carries a nonce Discord enforces, so a retry after a lost
 * response cannot post it twice.
 */
export class ChannelAnnouncer {
  private readonly tails = new Map<string, Promise<void>>();
  private readonly client: Client;

  constructor(client: Client) {
    this.client = client;
  }

  /** Queues the announcements for the channel; resolves when they are posted (rejects on failure). */
  post(channelId: string, announcements: readonly Announcement[], interactionId: string): Promise<void> {
    if (announcements.length === 0) return Promise.resolve();
    const prev = this.tails.get(channelId) ?? Promise.resolve();
    const mine = prev.then(async () => {
      const channel = await this.channel(channelId);
      for (const [n, a] of announcements.entries())
        await this.send(channel, a, `${interactionId.slice(-19)}:${n}`);
    });
    const tail = mine.catch(() => undefined);
    this.tails.set(channelId, tail);
    void tail.then(() => {
      if (this.tails.get(channelId) === tail) this.tails.delete(channelId);
    });
    return mine;
  }

  private async channel(channelId: string): Promise<SendableChannels> {
    const channel =
      this.client.channels.cache.get(channelId) ?? (await this.client.channels.fetch(channelId));
    if (!channel || !channel.isSendable()) throw new Error(`cannot post in channel ${channelId}`);
    return channel;
  }

  private async send(channel: SendableChannels, a: Announcement, key: string): Promise<void> {
    const parts = splitAnnouncement(a.content, a.mentionUserIds);
    for (const [k, part] of parts.entries()) {
      // Discord's nonce: at most 25 characters, unique per interaction, announcement and part.
      const nonce = `${key}:${k}`.slice(-25);
      await withRetry(async () => {
        await channel.send({
          content: part.content,
          ...(a.embeds && k === parts.length - 1
            ? { embeds: a.embeds.slice(0, LIMITS.embeds).map(fitEmbed) }
            : {}),
          allowedMentions: { parse: [], users: part.mentionUserIds },
          nonce,
          enforceNonce: true,
        });
      });
    }
  }
}
