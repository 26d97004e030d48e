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

/**
 * Direct messages to members: the DM channel is opened once per member and process (POST
 * /users/@me/channels, Discord returns the same channel each time), the message carries a nonce
 * Discord enforces, so a retry after a lost answer is not doubled.
 */
export class DirectMessenger {
  private readonly channels = new Map<string, string>();
  private readonly rest: REST;

  constructor(rest: REST) {
    this.rest = rest;
  }

  /** Sends; `false` when Discord refuses DMs to this member (other failures throw). */
  async send(userId: string, content: string, nonce: string): Promise<boolean> {
    try {
      const channel = await this.channelOf(userId);
      await withRetry(() =>
        this.rest.post(Routes.channelMessages(channel), {
          body: {
            content: clip(content, LIMITS.content),
            allowed_mentions: { parse: [] },
            nonce: nonce.slice(-25),
            enforce_nonce: true,
          },
        }),
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
      this.rest.post(Routes.userChannels(), { body: { recipient_id: userId } }),
    )) as { id: string };
    this.channels.set(userId, ch.id);
    return ch.id;
  }
}
