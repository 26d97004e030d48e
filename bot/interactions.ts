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
import type { Command } from './commands/command.ts';
import { isUserError, userErrorText } from './errors.ts';
import { answerReport } from './handlers/result.ts';
import { localeOf, t } from './i18n/index.ts';
import { clip, clipBlock, fitEmbed, LIMITS, splitAnnouncement } from './discord/limits.ts';
import { isNotAnswerable, withRetry } from './discord/retry.ts';
import { WorkQueue } from './discord/workQueue.ts';
import { parsePageButton, showPage } from './handlers/views.ts';
import type { Announcement, Ctx, Deps, Reply } from './reply.ts';
import { DuplicateInteraction, type Store } from './storage/store.ts';

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
}

type Replyable = ChatInputCommandInteraction | ButtonInteraction;

/** Interaction tokens are valid for 15 minutes; an older id cannot be redelivered. */
const TOKEN_LIFETIME_MS = 15 * 60_000;

export function createInteractionHandler(
  commands: ReadonlyMap<string, Command>,
  deps: Deps,
  client: Client,
  opts: InteractionHandlerOptions = {},
): { handle(i: Interaction): Promise<void>; idle(): Promise<void>; readonly cache: GuildCache } {
  const cache = deps.cache ?? new GuildCache(() => deps.store.reader);
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
  const work = new WorkQueue(opts.concurrency ?? 2);
  // At most this many acknowledgements in flight: a burst then reuses keep-alive connections instead
  // of opening one TCP (in production TLS) connection per interaction, the ack path's largest CPU cost.
  const acks = new WorkQueue(opts.ackConnections ?? 32);

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
      await i.reply({ content: t(ctx.locale, 'guildOnly'), flags: MessageFlags.Ephemeral });
      return;
    }
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
    // Defer first: acknowledged before any database or CPU work.
    try {
      await acks.run(() =>
        i.isButton() ? i.deferUpdate() : i.deferReply(ephemeral ? { flags: MessageFlags.Ephemeral } : {}),
      );
    } catch (e) {
      if (!isNotAnswerable(e)) throw e;
      deps.log.warn('interaction already answered or expired; not applied', { id: i.id });
      return;
    }
    // Every committed change of this server refreshes its autocomplete cache.
    const scoped: Deps = { ...deps, store: invalidating(deps.store, () => cache.invalidate(ctx.guildId)) };
    const deferred = ephemeral || i.isButton() ? 'private' : 'public';
    let reply: Reply;
    try {
      reply = await work.run(() => run(scoped));
    } catch (error) {
      await refuse(i, ctx, error, deferred);
      return;
    }
    await answer(i, reply, deferred);
    for (const a of reply.announcements ?? []) {
      await announce(client, ctx.channelId, a, i.id).catch((e: unknown) =>
        deps.log.warn('announcement failed', { error: errorText(e) }),
      );
    }
    if (reply.changedTournamentId !== undefined) deps.sheets?.schedule(reply.changedTournamentId);
  }

  /** The final answer after the deferral: edits are idempotent and retried after transient failures. */
  async function answer(i: Replyable, reply: Reply, deferred: 'public' | 'private'): Promise<void> {
    if (i.isButton()) {
      if (reply.update) await withRetry(() => i.editReply(toEdit(reply)));
      else
        await i.followUp({
          ...toPayload(reply),
          ...(reply.ephemeral ? { flags: MessageFlags.Ephemeral } : {}),
        });
    } else if (reply.ephemeral && deferred === 'public') {
      // The deferral made the answer public; a private answer goes in a private follow-up.
      await i.deleteReply().catch(() => undefined);
      await i.followUp({ ...toPayload(reply), flags: MessageFlags.Ephemeral });
    } else if ((reply.mentionUserIds?.length ?? 0) > 0 && !reply.ephemeral) {
      // Editing the deferred reply would not notify the members it mentions: a new message does.
      await i.deleteReply().catch(() => undefined);
      await i.followUp(toPayload(reply));
    } else {
      await withRetry(() => i.editReply(toEdit(reply)));
    }
  }

  /** A button's handler from its custom id (`res:confirm:12`, or one of the registered view buttons). */
  function buttonHandler(customId: string, ctx: Ctx): ((d: Deps) => Promise<Reply>) | undefined {
    const m = /^res:(confirm|dispute):(\d+)$/.exec(customId);
    if (m)
      return (d) => answerReport({ action: m[1] as 'confirm' | 'dispute', gameId: Number(m[2]) }, ctx, d);
    const page = parsePageButton(customId);
    if (page) return (d) => showPage(page, ctx, d);
    return undefined;
  }

  async function refuse(
    i: Replyable,
    ctx: Ctx,
    error: unknown,
    deferred: 'public' | 'private',
  ): Promise<void> {
    let content: string;
    if (error instanceof DuplicateInteraction) {
      deps.log.warn('interaction already applied', { id: i.id });
      content = t(ctx.locale, 'duplicate');
    } else if (isUserError(error)) {
      content = userErrorText(error, ctx.locale);
    } else {
      deps.log.error('handler failed', {
        id: i.id,
        command: i.isChatInputCommand() ? i.commandName : i.customId,
        error: errorText(error),
      });
      content = t(ctx.locale, 'internalError');
    }
    const payload = { content, allowedMentions: { parse: [] } };
    if (deferred === 'private' && !i.isButton()) await withRetry(() => i.editReply(payload));
    else {
      if (deferred === 'public') await i.deleteReply().catch(() => undefined);
      await i.followUp({ ...payload, flags: MessageFlags.Ephemeral });
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
    async idle() {
      await Promise.all([...running]);
    },
  };

  /** The store with a hook run after each committed change (the id is then known as applied). */
  function invalidating(store: Store, afterCommit: () => void): Store {
    return {
      ...store,
      mutate: async (id, fn) => {
        const result = await store.mutate(id, fn);
        remember(id);
        afterCommit();
        return result;
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

/**
 * NEW channel messages (mentions notify only in new messages, never in edits): a long announcement
 * is split between lines into messages of at most 2000 characters and 100 mentions. Each carries a
 * nonce Discord enforces, so a retry after a lost response cannot post it twice.
 */
async function announce(
  client: Client,
  channelId: string,
  a: Announcement,
  interactionId: string,
): Promise<void> {
  const channel = client.channels.cache.get(channelId) ?? (await client.channels.fetch(channelId));
  if (!channel || !channel.isSendable()) throw new Error(`cannot post in channel ${channelId}`);
  const parts = splitAnnouncement(a.content, a.mentionUserIds);
  for (const [k, part] of parts.entries()) {
    const nonce = `${interactionId.slice(-20)}${k}`.slice(-25);
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

const errorText = (e: unknown): string => (e instanceof Error ? (e.stack ?? e.message) : String(e));
