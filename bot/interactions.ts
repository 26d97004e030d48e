import {
  ActionRowBuilder,
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
import { isUserError } from './errors.ts';
import { answerReport } from './handlers/result.ts';
import { localeOf, t } from './i18n/index.ts';
import type { Ctx, Deps, Reply } from './reply.ts';
import { DuplicateInteraction, type Store } from './storage/store.ts';

/**
 * The single error boundary between Discord and the handlers. Expected refusals (UserError) become
 * a private answer saying why; anything else is logged and answered with a generic private message.
 * Every interaction is acknowledged within Discord's 3 seconds: a handler that is not done after
 * `deferAfterMs` gets a deferred reply first. A redelivered interaction id gets no second callback.
 */
export interface InteractionHandlerOptions {
  readonly deferAfterMs?: number;
  /** With this many interactions in progress, new ones are deferred at once (the event loop is busy). */
  readonly busyAt?: number;
  readonly clock?: () => Date;
}

type Replyable = ChatInputCommandInteraction | ButtonInteraction;

export function createInteractionHandler(
  commands: ReadonlyMap<string, Command>,
  deps: Deps,
  client: Client,
  opts: InteractionHandlerOptions = {},
): { handle(i: Interaction): Promise<void>; idle(): Promise<void>; readonly cache: GuildCache } {
  const cache = deps.cache ?? new GuildCache(() => deps.store.reader);
  const deferAfterMs = opts.deferAfterMs ?? 1200;
  const busyAt = opts.busyAt ?? 4;
  const clock = opts.clock ?? (() => new Date());
  const seen = new Set<string>(); // ids handled by this process (bounded below)
  const running = new Set<Promise<void>>();

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
      manageGuild: i.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false,
      roleIds: roles,
      now: clock(),
    };
  };

  async function handle(i: Interaction): Promise<void> {
    if (seen.has(i.id)) {
      deps.log.warn('interaction delivered twice; ignored', { id: i.id });
      return;
    }
    seen.add(i.id);
    if (seen.size > 10_000) seen.delete(seen.values().next().value ?? '');
    const work = dispatch(i).catch((e: unknown) =>
      deps.log.error('interaction failed', { id: i.id, error: errorText(e) }),
    );
    running.add(work);
    try {
      await work;
    } finally {
      running.delete(work);
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
    // A redelivery after a restart: already applied, Discord would reject a second callback.
    if (await deps.store.wasProcessed(i.id)) {
      deps.log.warn('interaction already applied; ignored', { id: i.id });
      return;
    }
    // Every committed change of this server refreshes its autocomplete cache.
    const scoped: Deps = { ...deps, store: invalidating(deps.store, () => cache.invalidate(ctx.guildId)) };
    let run: () => Promise<Reply>;
    let ephemeralDefer = false;
    if (i.isChatInputCommand()) {
      const command = commands.get(i.commandName);
      if (!command) return;
      ephemeralDefer = command.ephemeral ?? false;
      run = () => command.execute(i, ctx, scoped);
    } else {
      const m = /^res:(confirm|dispute):(\d+)$/.exec(i.customId);
      if (!m) return;
      run = () => answerReport({ action: m[1] as 'confirm' | 'dispute', gameId: Number(m[2]) }, ctx, scoped);
    }
    await respond(i, ctx, run, ephemeralDefer, running.size > busyAt);
  }

  async function respond(
    i: Replyable,
    ctx: Ctx,
    run: () => Promise<Reply>,
    ephemeralDefer: boolean,
    busy: boolean,
  ): Promise<void> {
    // Under load, acknowledge first: a timer cannot fire while the event loop is busy.
    if (busy) {
      if (i.isButton()) await i.deferUpdate();
      else await i.deferReply(ephemeralDefer ? { flags: MessageFlags.Ephemeral } : {});
    }
    const outcome = run().then(
      (reply) => ({ reply }) as const,
      (error: unknown) => ({ error }) as const,
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), deferAfterMs);
    });
    const first = busy ? 'late' : await Promise.race([outcome, late]);
    clearTimeout(timer);
    let deferred: 'no' | 'public' | 'private' = 'no';
    if (busy) deferred = ephemeralDefer || i.isButton() ? 'private' : 'public';
    else if (first === 'late') {
      if (i.isButton()) await i.deferUpdate();
      else await i.deferReply(ephemeralDefer ? { flags: MessageFlags.Ephemeral } : {});
      deferred = ephemeralDefer || i.isButton() ? 'private' : 'public';
    }
    const done = await outcome;
    if ('error' in done) {
      await refuse(i, ctx, done.error, deferred);
      return;
    }
    const reply = done.reply;
    if (i.isButton() && reply.update) {
      const payload = toEdit(reply);
      if (deferred === 'no') await i.update(payload);
      else await i.editReply(payload);
    } else if (deferred === 'no') {
      await i.reply({ ...toPayload(reply), ...(reply.ephemeral ? { flags: MessageFlags.Ephemeral } : {}) });
    } else if (reply.ephemeral && deferred === 'public') {
      // The deferral made the answer public; a private answer goes in a private follow-up.
      await i.deleteReply().catch(() => undefined);
      await i.followUp({ ...toPayload(reply), flags: MessageFlags.Ephemeral });
    } else {
      await i.editReply(toEdit(reply));
    }
    for (const a of reply.announcements ?? []) {
      await announce(client, ctx.channelId, a).catch((e: unknown) =>
        deps.log.warn('announcement failed', { error: errorText(e) }),
      );
    }
    if (reply.changedTournamentId !== undefined) deps.sheets?.schedule(reply.changedTournamentId);
  }

  async function refuse(
    i: Replyable,
    ctx: Ctx,
    error: unknown,
    deferred: 'no' | 'public' | 'private',
  ): Promise<void> {
    let content: string;
    if (error instanceof DuplicateInteraction) {
      deps.log.warn('interaction already applied', { id: i.id });
      if (deferred === 'no') return; // no second callback for a repeated interaction
      content = t(ctx.locale, 'duplicate');
    } else if (isUserError(error)) {
      content = t(ctx.locale, error.key, error.params);
    } else {
      deps.log.error('handler failed', {
        id: i.id,
        command: i.isChatInputCommand() ? i.commandName : i.customId,
        error: errorText(error),
      });
      content = t(ctx.locale, 'internalError');
    }
    const payload = { content, allowedMentions: { parse: [] } };
    if (deferred === 'no') await i.reply({ ...payload, flags: MessageFlags.Ephemeral });
    else if (deferred === 'private' && !i.isButton()) await i.editReply(payload);
    else {
      if (deferred === 'public') await i.deleteReply().catch(() => undefined);
      await i.followUp({ ...payload, flags: MessageFlags.Ephemeral });
    }
  }

  async function autocomplete(i: AutocompleteInteraction): Promise<void> {
    const command = commands.get(i.commandName);
    try {
      const choices = command?.autocomplete ? await command.autocomplete(i, ctxOf(i), cache) : [];
      await i.respond(choices.slice(0, 25));
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
}

/** The store with a hook run after each committed change. */
function invalidating(store: Store, afterCommit: () => void): Store {
  return {
    ...store,
    wasProcessed: (id) => store.wasProcessed(id),
    close: () => store.close(),
    mutate: async (id, fn) => {
      const result = await store.mutate(id, fn);
      afterCommit();
      return result;
    },
  };
}

const STYLES = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
} as const;

function components(reply: Reply): ActionRowBuilder<ButtonBuilder>[] | undefined {
  if (!reply.buttons) return undefined;
  if (reply.buttons.length === 0) return [];
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      reply.buttons.map((b) =>
        new ButtonBuilder().setCustomId(b.customId).setLabel(b.label).setStyle(STYLES[b.style]),
      ),
    ),
  ];
}

function toPayload(reply: Reply): InteractionReplyOptions {
  const rows = components(reply);
  return {
    ...(reply.content !== undefined ? { content: reply.content } : {}),
    ...(reply.embeds ? { embeds: [...reply.embeds] } : {}),
    ...(reply.files
      ? { files: reply.files.map((f) => new AttachmentBuilder(f.data, { name: f.name })) }
      : {}),
    ...(rows ? { components: rows } : {}),
    allowedMentions: { parse: [], users: [...(reply.mentionUserIds ?? [])] },
  };
}

function toEdit(reply: Reply): InteractionEditReplyOptions {
  const { flags: _flags, ...rest } = toPayload(reply);
  return rest as InteractionEditReplyOptions;
}

/** A NEW channel message (mentions notify only in new messages, never in edits). */
async function announce(
  client: Client,
  channelId: string,
  a: Reply['announcements'] extends readonly (infer A)[] | undefined ? A : never,
): Promise<void> {
  const channel = client.channels.cache.get(channelId) ?? (await client.channels.fetch(channelId));
  if (!channel || !channel.isSendable()) throw new Error(`cannot post in channel ${channelId}`);
  await channel.send({
    content: a.content,
    ...(a.embeds ? { embeds: [...a.embeds] } : {}),
    allowedMentions: { parse: [], users: [...a.mentionUserIds] },
  });
}

const errorText = (e: unknown): string => (e instanceof Error ? (e.stack ?? e.message) : String(e));
