import type { APIEmbed } from 'discord.js';
import type { GuildCache } from './cache.ts';
import type { Locale } from './i18n/index.ts';
import type { Logger } from './log.ts';
import type { PairingRunner } from './pairing/pool.ts';
import type { Renderer } from './render/pool.ts';
import type { SharedViews } from './render/shared.ts';
import type { WriteLog } from './snapshots.ts';
import type { SheetsExporter } from './sheets/exporter.ts';
import type { Store } from './storage/store.ts';
import type { BatchRun } from './writeBatches.ts';

/** Who asks, where, in which language: everything a handler needs from the interaction. */
export interface Ctx {
  readonly interactionId: string;
  readonly guildId: string;
  readonly channelId: string;
  readonly userId: string;
  /** The member's display name (server nickname, global name or username). */
  readonly userName: string;
  readonly locale: Locale;
  /** The server's language (its preferred locale): channel announcements use it, not the invoker's. */
  readonly guildLocale: Locale;
  /** The member has Manage Server (computed by Discord for this channel). */
  readonly manageGuild: boolean;
  readonly roleIds: readonly string[];
  readonly now: Date;
  /** When the interaction reached the bot (`performance.now()`); views answered from a run started later are current. */
  readonly received?: number;
}

export interface Deps {
  readonly store: Store;
  readonly log: Logger;
  /** The optional Google Sheets export (undefined when not configured). */
  readonly sheets?: SheetsExporter;
  /** Swiss pairings off the event loop (default: on the calling thread). */
  readonly pairing?: PairingRunner;
  /** Table pictures off the event loop (default: drawn on the calling thread). */
  readonly render?: Renderer;
  /** A consistent copy of the SQLite database into the data directory (undefined on PostgreSQL). */
  readonly backup?: () => Promise<{ readonly file: string; readonly bytes: number }>;
  /**
   * What autocomplete serves and each tournament's committed state (the interaction boundary creates
   * one per process when absent and passes it to the handlers).
   */
  readonly cache?: GuildCache;
  /**
   * Where a handler tells exactly what its transaction changed (game rows read back), so the
   * snapshots are updated instead of dropped (set by the interaction boundary per interaction).
   */
  readonly written?: WriteLog;
  /** Views shared between identical requests and per snapshot (set by the interaction boundary). */
  readonly views?: SharedViews;
  /**
   * Waits for `p` without holding one of the handler job slots (set by the interaction boundary):
   * for waits that need no event-loop work (a worker thread, a build shared with other requests).
   */
  readonly aside?: <T>(p: Promise<T>) => Promise<T>;
  /**
   * Coalesces this interaction's write with the concurrent ones of the same `key` into one
   * transaction (`bot/writeBatches.ts`; set by the interaction boundary): `run` gets the batch's
   * items and deps whose store tracks the batch's commit for the server; the promise is this item's
   * own outcome. Absent (a handler called directly), the handler writes alone.
   */
  readonly batch?: <I, R>(
    key: string,
    item: I,
    run: (items: readonly I[], deps: Deps) => ReturnType<BatchRun<I, R>>,
  ) => Promise<R>;
}

export interface ReplyButton {
  readonly customId: string;
  readonly label: string;
  readonly style: 'primary' | 'secondary' | 'success' | 'danger';
  readonly disabled?: boolean;
}

export interface ReplyFile {
  readonly name: string;
  readonly data: Buffer;
}

/** A message to post as a NEW channel message (only new messages notify the members they mention). */
export interface Announcement {
  readonly content: string;
  readonly embeds?: readonly APIEmbed[];
  readonly mentionUserIds: readonly string[];
}

/** What a handler answers, transport-free; the Discord glue turns it into API calls. */
export interface Reply {
  readonly ephemeral?: boolean;
  readonly content?: string;
  readonly embeds?: readonly APIEmbed[];
  readonly files?: readonly ReplyFile[];
  readonly buttons?: readonly ReplyButton[];
  readonly announcements?: readonly Announcement[];
  /** Members to notify by this reply (mentions are suppressed otherwise). */
  readonly mentionUserIds?: readonly string[];
  /** For a button: replace the message carrying it instead of replying. */
  readonly update?: boolean;
  /** The tournament whose export (Sheets) is stale after this change. */
  readonly changedTournamentId?: number;
}
