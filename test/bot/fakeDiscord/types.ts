import type { APIInteraction } from 'discord.js';
import type { RateLimitOptions } from './rateLimits.ts';

/** What the fake records and how it is configured (the tests read these). */

export interface FakeUser {
  readonly id: string;
  readonly username: string;
  readonly globalName?: string;
}
export interface FakeGuild {
  readonly id: string;
  readonly name: string;
  readonly channels: readonly string[];
  readonly roles: readonly string[];
}

export interface FakeMessage {
  id: string;
  channel_id: string;
  content: string;
  embeds: Record<string, unknown>[];
  components: Record<string, unknown>[];
  attachments: { id: string; filename: string; size: number; url: string; content_type?: string }[];
  flags: number;
  /** User ids mentioned in the content (`<@id>`): Discord notifies them only for NEW messages. */
  mentions: string[];
  /** Raw file contents by file name. */
  files: Map<string, Buffer>;
  edits: number;
  kind: 'channel' | 'original' | 'followup';
  deleted?: boolean;
}

export interface InteractionRecord {
  readonly id: string;
  readonly token: string;
  readonly payload: APIInteraction;
  readonly dispatchedAt: number;
  /** Initial callback (type and the time it arrived after dispatch, ms). */
  initial?: { type: number; ms: number; data: Record<string, unknown> | undefined };
  rejectedCallbacks: { reason: string }[];
  original?: FakeMessage;
  followups: FakeMessage[];
  /** Autocomplete choices (type 8). */
  choices?: { name: string; value: string | number }[];
}

export type Json = Record<string, unknown>;

/** Discord's epoch (2015-01-01T00:00:00Z) and snowflake layout: milliseconds since it, shifted left by 22. */
const DISCORD_EPOCH = 1_420_070_400_000n;
let lastSnowflake = 0n;
/** A new snowflake with the current time, as Discord's ids carry their creation time (unique, increasing). */
export const nextSnowflake = (): string => {
  const now = (BigInt(Date.now()) - DISCORD_EPOCH) << 22n;
  lastSnowflake = now > lastSnowflake ? now : lastSnowflake + 1n;
  return String(lastSnowflake);
};

export interface FakeDiscordOptions {
  readonly token: string;
  readonly applicationId: string;
  readonly guilds: readonly FakeGuild[];
  readonly users: readonly FakeUser[];
  /** Recommended shard count returned by GET /gateway/bot. */
  readonly shards?: number;
  /** The callback deadline (Discord: 3000 ms). */
  readonly ackDeadlineMs?: number;
  /** Discord's rate limits (default); tests shorten the windows to stay fast. */
  readonly rateLimits?: RateLimitOptions;
}
