import {
  ActionRowBuilder,
  type ApplicationCommandOptionChoiceData,
  AttachmentBuilder,
  type AutocompleteInteraction,
  ButtonBuilder,
  type ButtonInteraction,
  ButtonStyle,
  type ChatInputCommandInteraction,
  type Client,
  type Interaction,
  type InteractionEditReplyOptions,
  type InteractionReplyOptions,
  MessageFlags,
  PermissionFlagsBits,
} from 'discord.js';
import { GuildCache } from './cache.ts';
import { WriteLog } from './snapshots.ts';
import { SharedViews } from './render/shared.ts';
import type { Command } from './commands/command.ts';
import { isUserError, userErrorText } from './errors.ts';
import { answerReport } from './handlers/result.ts';
import { localeOf, t } from './i18n/index.ts';
import { clip, clipBlock, fitEmbed, LIMITS } from './discord/limits.ts';
import { ChannelAnnouncer } from './discord/announcer.ts';
import { parseButtonId } from './discord/customIds.ts';
import { answerAvailability } from './handlers/team.ts';
import { confirmTeamResult } from './handlers/teamResults.ts';
import { confirmEventResult } from './handlers/teamEvent.ts';
import { createInteractionRest } from './discord/interactionRest.ts';
import { isNotAnswerable, withRetry } from './discord/retry.ts';
import { WorkQueue } from './discord/workQueue.ts';
import { showPage } from './handlers/views.ts';
import type { Ctx, Deps, Reply } from './reply.ts';
import { DuplicateInteraction, type Store } from './storage/store.ts';
import { rememberLocale } from './storage/teams.ts';
import { WriteBatches } from './writeBatches.ts';

/**
 * The single error boundary between Discord and the handlers. Expected refusals (UserError) become
 * a private answer saying why; anything else is logged and answered with a generic private message.
 * Defer first: every command and button is acknowledged before any database or CPU work (a timer
 * cannot fire while the event loop is busy), then the deferred reply is edited. A redelivered
 * interaction id (same process, or applied in the last 15 minutes before a restart) is recognised
 * in memory and gets no second callback.
 */
export interface InteractionHandlerOptions {
  readonly clock?: () => Date;
  /** Handler jobs computed at once after their acknowledgement (default 2). */
  readonly concurrency?: number;
  /** Acknowledgements sent at once (default 32); more wait for a free connection. */
  readonly ackConnections?: number;
  /**
   * A final answer ready this soon (default 250 ms) is sent as the initial callback; a slower one is
   * deferred when the window closes. 0 defers everything first.
   */
  readonly answerWindowMs?: number;
}

type Outcome = { readonly ok: true; readonly reply: Reply } | { readonly ok: false; readonly error: unknown };

/** The outcome if it settles within `ms`, else undefined. */
async function within<T>(p: Promise<T>, ms: number): Promise<T | undefined> {
  if (ms <= 0) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  try {
    return await Promise.race([p, late]);
  } finally {
    clearTimeout(timer);
  }
}

type Replyable = ChatInputCommandInteraction | ButtonInteraction;

/** Interaction tokens are valid for 15 minutes; an older id cannot be redelivered. */
const TOKEN_LIFETIME_MS = 15 * 60_000;
/** An interaction younger than this (by its snowflake's time) may be answered without a deferral. */
const FRESH_MS = 2000;

export function createInteractionHandler(
  commands: ReadonlyMap<string, Command>,
  deps: Deps,
  client: Client,
  opts: InteractionHandlerOptions = {},
): {
  handle(i: Interaction): Promise<void>;
  idle(): Promise<void>;
  readonly cache: GuildCache;
  readonly batches: WriteBatches;
} {
  const cache = deps.cache ?? new GuildCache(() => deps.store.reader);
  const views = deps.views ?? new SharedViews();
  const clock = opts.clock ?? (() => new Date());
  const seen = new Set<string>(); // ids handled by this process (bounded below)
  const remember = (id: string): void => {
    seen.add(id);
    if (seen.size > 10_000) seen.delete(seen.values().next().value ?? '');
  };
  // Ids applied before this process started, read once, so no check waits on the database later.
  const applied = deps.store
    .processedSince(new Date(clock().getTime() - TOKEN_LIFETIME_MS).toISOString())
    .then((ids) => ids.forEach(remember))
    .catch((e: unknown) => deps.log.warn('cannot read recent interactions', { error: errorText(e) }));
  const running = new Set<Promise<void>>();
  const concurrency = opts.concurrency ?? 2;
  // At most this many acknowledgements in flight: a burst then reuses keep-alive connections instead
  // of opening one TCP (in production TLS) connection per interaction, the ack path's largest CPU cost.
  const acks = new WorkQueue(opts.ackConnections ?? 32);
  // Acknowledgements first: Discord drops an interaction not acknowledged within 3 s, a final answer
  // may take 15 minutes. A handler job starts only while no acknowledgement is waiting to be sent.
  const work = new WorkQueue(concurrency, () => acks.idle());
  const answerWindowMs = opts.answerWindowMs ?? 250;
  const webhooks = createInteractionRest(client);
  const announcer = new ChannelAnnouncer(client);
  // Concurrent writes of one kind coalesced into one transaction (joins); the batch's own write log
  // tells the cache what its commit changed.
  const batches = new WriteBatches();
  const batch: NonNullable<Deps['batch']> = (key, item, run) =>
    batches.submit(key, item, (items) => {
      const guildId = key.slice(key.indexOf(':') + 1);
      const written = new WriteLog();
      return run(items, {
        ...deps,
        cache,
        views,
        written,
        store: tracked(deps.store, guildId, written),
      });
    });

  // The language each member last used: reminders (DMs) are written in it. Stored only when it
  // changed since this process last saw the member, beside the handler, never before the answer.
  const knownLocales = new Map<string, string>();
  const noteLocale = (ctx: Ctx): void => {
    const key = `${ctx.guildId}:${ctx.userId}`;
    if (knownLocales.get(key) === ctx.locale) return;
    if (knownLocales.size > 50_000) knownLocales.clear();
    knownLocales.set(key, ctx.locale);
    rememberLocale(deps.store.db, ctx.guildId, ctx.userId, ctx.locale).catch((e: unknown) =>
      deps.log.warn('cannot store a member language', { error: errorText(e) }),
    );
  };

  const ctxOf = (i: Interaction): Ctx => {
    const member = i.member;
    const roles =
      member && 'roles' in member
        ? Array.isArray(member.roles)
          ? member.roles
          : [...member.roles.cache.keys()]
        : [];
    const displayName =
      (member && 'displayName' in member ? member.displayName : undefined) ??
      (member && 'nick' in member && typeof member.nick === 'string' ? member.nick : undefined) ??
      i.user.globalName ??
      i.user.username;
    return {
      interactionId: i.id,
      guildId: i.guildId ?? '',
      channelId: i.channelId ?? '',
      userId: i.user.id,
      userName: displayName,
      locale: localeOf(i.locale),
      guildLocale: localeOf(i.guildLocale ?? i.guild?.preferredLocale),
      manageGuild: i.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false,
      roleIds: roles,
      now: clock(),
      received: performance.now(),
    };
  };

  async function handle(i: Interaction): Promise<void> {
    await applied;
    if (seen.has(i.id)) {
      deps.log.warn('interaction delivered twice; ignored', { id: i.id });
      return;
    }
    remember(i.id);
    const job = dispatch(i).catch((e: unknown) =>
      deps.log.error('interaction failed', { id: i.id, error: errorText(e) }),
    );
    running.add(job);
    try {
      await job;
    } finally {
      running.delete(job);
    }
  }

  async function dispatch(i: Interaction): Promise<void> {
    if (i.isAutocomplete()) return autocomplete(i);
    if (!i.isChatInputCommand() && !i.isButton()) return;
    const ctx = ctxOf(i);
    if (!i.inGuild()) {
      await webhooks.callback(i, {
        type: 'reply',
        options: { content: t(ctx.locale, 'guildOnly'), flags: MessageFlags.Ephemeral },
      });
      return;
    }
    noteLocale(ctx);
    let run: (deps: Deps) => Promise<Reply>;
    let ephemeral = false;
    if (i.isChatInputCommand()) {
      const command = commands.get(i.commandName);
      if (!command) return;
      ephemeral = command.ephemeral ?? false;
      run = (d) => command.execute(i, ctx, d);
    } else {
      const button = buttonHandler(i.customId, ctx);
      if (!button) return;
      run = button;
    }
    // Every committed change of this server updates its in-memory state (cache.ts, snapshots.ts).
    const written = new WriteLog();
    const scoped: Deps = {
      ...deps,
      cache,
      views,
      aside: (p) => work.aside(p),
      batch: (key, item, run) => work.aside(batch(`${key}:${ctx.guildId}`, item, run)),
      written,
      store: tracked(deps.store, ctx.guildId, written),
    };
    // With an empty queue and a fresh interaction the handler starts at once, and an answer ready
    // within the answer window is the initial callback itself (one call; a new message notifies the
    // members it mentions); otherwise the interaction is deferred when the window closes and the
    // deferred reply edited later (the window is a timer: it closes between handler jobs). With
    // jobs already waiting (no answer could be ready in time) or an interaction that is not fresh (a
    // gateway replay after a reconnect may have expired and must not be applied unanswered) it is
    // deferred first and the handler runs only once the deferral is accepted.
    const start = (): Promise<Outcome> =>
      work
        .run(() => run(scoped))
        .then(
          (reply): Outcome => ({ ok: true, reply }),
          (error: unknown): Outcome => ({ ok: false, error }),
        );
    const direct =
      answerWindowMs > 0 && work.size < concurrency && Date.now() - i.createdTimestamp < FRESH_MS;
    let outcome = direct ? start() : undefined;
    const early = outcome && (await within(outcome, answerWindowMs));
    if (early) {
      try {
        await acks.run(() =>
          early.ok ? answerAtOnce(i, early.reply, ephemeral) : refuseAtOnce(i, ctx, early.error),
        );
      } catch (e) {
        if (!isNotAnswerable(e)) throw e;
        deps.log.warn('interaction already answered or expired', { id: i.id });
        return;
      }
    } else {
      try {
        await acks.run(() =>
          webhooks.callback(i, i.isButton() ? { type: 'deferUpdate' } : { type: 'defer', ephemeral }),
        );
      } catch (e) {
        if (!isNotAnswerable(e)) throw e;
        deps.log.warn('interaction already answered or expired', { id: i.id });
        return;
      }
      outcome ??= start();
      const done = await outcome;
      const deferred = ephemeral || i.isButton() ? 'private' : 'public';
      if (!done.ok) {
        await refuse(i, ctx, done.error, deferred);
        return;
      }
      await answer(i, done.reply, deferred);
    }
    const settled = early ?? (await outcome);
    const reply = settled?.ok ? settled.reply : undefined;
    if (!reply) return;
    await announcer
      .post(ctx.channelId, reply.announcements ?? [], i.id)
      .catch((e: unknown) => deps.log.warn('announcement failed', { error: errorText(e) }));
    if (reply.changedTournamentId !== undefined) deps.sheets?.schedule(reply.changedTournamentId);
  }

  /** The final answer as the initial callback (a new message, or the button's message updated). */
  async function answerAtOnce(i: Replyable, reply: Reply, ephemeral: boolean): Promise<void> {
    if (i.isButton() && reply.update) await webhooks.callback(i, { type: 'update', options: toEdit(reply) });
    else
      await webhooks.callback(i, {
        type: 'reply',
        options: {
          ...toPayload(reply),
          ...(reply.ephemeral || ephemeral ? { flags: MessageFlags.Ephemeral } : {}),
        },
      });
  }

  /** The final answer after the deferral: edits are idempotent and retried after transient failures. */
  async function answer(i: Replyable, reply: Reply, deferred: 'public' | 'private'): Promise<void> {
    if (i.isButton()) {
      if (reply.update) await withRetry(() => webhooks.editOriginal(i, toEdit(reply)));
      else
        await webhooks.followUp(i, {
          ...toPayload(reply),
          ...(reply.ephemeral ? { flags: MessageFlags.Ephemeral } : {}),
        });
    } else if (reply.ephemeral && deferred === 'public') {
      // The deferral made the answer public; a private answer goes in a private follow-up.
      await webhooks.deleteOriginal(i).catch(() => undefined);
      await webhooks.followUp(i, { ...toPayload(reply), flags: MessageFlags.Ephemeral });
    } else if ((reply.mentionUserIds?.length ?? 0) > 0 && !reply.ephemeral) {
      // Editing the deferred reply would not notify the members it mentions: a new message does.
      await webhooks.deleteOriginal(i).catch(() => undefined);
      await webhooks.followUp(i, toPayload(reply));
    } else {
      await withRetry(() => webhooks.editOriginal(i, toEdit(reply)));
    }
  }

  /** A button's handler from its custom id (the codec in `discord/customIds.ts`). */
  function buttonHandler(customId: string, ctx: Ctx): ((d: Deps) => Promise<Reply>) | undefined {
    const b = parseButtonId(customId);
    if (b?.kind === 'report') return (d) => answerReport({ action: b.action, gameId: b.gameId }, ctx, d);
    if (b?.kind === 'page') return (d) => showPage(b, ctx, d);
    if (b?.kind === 'avail')
      return (d) => answerAvailability({ matchDayId: b.matchDayId, answer: b.answer }, ctx, d);
    if (b?.kind === 'teamResult')
      return (d) => confirmTeamResult({ matchDayId: b.matchDayId, board: b.board, result: b.result }, ctx, d);
    if (b?.kind === 'teamEvent')
      return (d) => confirmEventResult({ eventId: b.eventId, entry: b.entry }, ctx, d);
    return undefined;
  }

  /** What a refusal says (and the log line for a bug). */
  function refusalText(i: Replyable, ctx: Ctx, error: unknown): string {
    if (error instanceof DuplicateInteraction) {
      deps.log.warn('interaction already applied', { id: i.id });
      return t(ctx.locale, 'duplicate');
    }
    if (isUserError(error)) return userErrorText(error, ctx.locale);
    deps.log.error('handler failed', {
      id: i.id,
      command: i.isChatInputCommand() ? i.commandName : i.customId,
      error: errorText(error),
    });
    return t(ctx.locale, 'internalError');
  }

  /** A refusal as the initial callback: always private. */
  async function refuseAtOnce(i: Replyable, ctx: Ctx, error: unknown): Promise<void> {
    const content = refusalText(i, ctx, error);
    await webhooks.callback(i, {
      type: 'reply',
      options: { content, allowedMentions: { parse: [] }, flags: MessageFlags.Ephemeral },
    });
  }

  async function refuse(
    i: Replyable,
    ctx: Ctx,
    error: unknown,
    deferred: 'public' | 'private',
  ): Promise<void> {
    const content = refusalText(i, ctx, error);
    const payload = { content, allowedMentions: { parse: [] } };
    if (deferred === 'private' && !i.isButton()) await withRetry(() => webhooks.editOriginal(i, payload));
    else {
      if (deferred === 'public') await webhooks.deleteOriginal(i).catch(() => undefined);
      await webhooks.followUp(i, { ...payload, flags: MessageFlags.Ephemeral });
    }
  }

  async function autocomplete(i: AutocompleteInteraction): Promise<void> {
    const command = commands.get(i.commandName);
    try {
      const choices = command?.autocomplete ? await command.autocomplete(i, ctxOf(i), cache) : [];
      await i.respond(fitChoices(choices));
    } catch (e) {
      deps.log.warn('autocomplete failed', { command: i.commandName, error: errorText(e) });
      await i.respond([]).catch(() => undefined);
    }
  }

  return {
    handle,
    cache,
    batches,
    async idle() {
      await Promise.all([...running]);
    },
  };

  /**
   * The store telling the cache about each transaction of the server: its start, and right after
   * COMMIT what it changed (the handler's write log) or its rollback.
   */
  function tracked(store: Store, guildId: string, written: WriteLog): Store {
    return {
      ...store,
      mutate: async (id, fn, onCommit) => {
        let open = false;
        try {
          return await store.mutate(
            id,
            (trx) => {
              open = true;
              cache.snapshots.begin(guildId);
              written.take();
              return fn(trx);
            },
            () => {
              open = false;
              remember(id);
              cache.committed(guildId, written.take());
              onCommit?.();
            },
          );
        } catch (e) {
          if (open) cache.snapshots.rolledBack(guildId);
          throw e;
        }
      },
      mutateBatch: async (fn, onCommit) => {
        let open = false;
        try {
          return await store.mutateBatch(
            (trx) => {
              open = true;
              cache.snapshots.begin(guildId);
              written.take();
              return fn(trx);
            },
            (applied) => {
              open = false;
              applied.forEach(remember);
              cache.committed(guildId, written.take());
              onCommit?.(applied);
            },
          );
        } catch (e) {
          if (open) cache.snapshots.rolledBack(guildId);
          throw e;
        }
      },
    };
  }
}

const STYLES = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
} as const;

function components(reply: Reply): ActionRowBuilder<ButtonBuilder>[] | undefined {
  if (!reply.buttons) return undefined;
  const rows: ActionRowBuilder<ButtonBuilder>[] = [];
  const buttons = reply.buttons.slice(0, LIMITS.actionRows * LIMITS.buttonsPerRow);
  for (let k = 0; k < buttons.length; k += LIMITS.buttonsPerRow)
    rows.push(
      new ActionRowBuilder<ButtonBuilder>().addComponents(
        buttons.slice(k, k + LIMITS.buttonsPerRow).map((b) =>
          new ButtonBuilder()
            .setCustomId(b.customId)
            .setLabel(clip(b.label, LIMITS.buttonLabel))
            .setStyle(STYLES[b.style])
            .setDisabled(b.disabled ?? false),
        ),
      ),
    );
  return rows;
}

/** A reply as Discord's payload, every part within Discord's limits. */
function toPayload(reply: Reply): InteractionReplyOptions {
  const rows = components(reply);
  return {
    ...(reply.content !== undefined ? { content: clipBlock(reply.content, LIMITS.content) } : {}),
    ...(reply.embeds ? { embeds: reply.embeds.slice(0, LIMITS.embeds).map(fitEmbed) } : {}),
    ...(reply.files
      ? {
          files: reply.files
            .slice(0, LIMITS.files)
            .map((f) => new AttachmentBuilder(f.data, { name: f.name })),
        }
      : {}),
    ...(rows ? { components: rows } : {}),
    allowedMentions: { parse: [], users: [...(reply.mentionUserIds ?? [])].slice(0, LIMITS.mentions) },
  };
}

function toEdit(reply: Reply): InteractionEditReplyOptions {
  const { flags: _flags, ...rest } = toPayload(reply);
  return rest as InteractionEditReplyOptions;
}

const fitChoices = (
  choices: readonly ApplicationCommandOptionChoiceData[],
): ApplicationCommandOptionChoiceData[] =>
  choices.slice(0, LIMITS.choices).map((c) => ({
    ...c,
    name: clip(c.name, LIMITS.choiceName),
    value: typeof c.value === 'string' ? c.value.slice(0, LIMITS.choiceValue) : c.value,
  }));

const errorText = (e: unknown): string => (e instanceof Error ? (e.stack ?? e.message) : String(e));
