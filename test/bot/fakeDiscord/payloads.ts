import {
  ApplicationCommandOptionType,
  type APIApplicationCommandOption,
  type APIInteraction,
  InteractionType,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord.js';
import { apiMember, apiMessage, apiUser } from './apiObjects.ts';
import { type FakeMessage, type FakeUser, type Json, nextSnowflake } from './types.ts';

/** Interaction payloads as Discord sends them over the gateway, typed from the command definitions. */
export interface PayloadContext {
  readonly applicationId: string;
  readonly users: readonly FakeUser[];
  readonly botUser: FakeUser;
  readonly commandDefs: readonly RESTPostAPIApplicationCommandsJSONBody[];
  hostAttachment(name: string, data: Buffer): string;
}

/** Builds a slash-command interaction from the registered definitions (option types checked). */
export function buildCommandInteraction(
  ctx: PayloadContext,
  p: {
    guildId: string;
    channelId: string;
    user: FakeUser;
    command: string;
    subcommand?: string;
    options?: Readonly<Record<string, string | number | boolean>>;
    focused?: string;
    locale?: string;
    permissions?: bigint;
    roles?: readonly string[];
    attachments?: Readonly<Record<string, { filename: string; data: Buffer }>>;
  },
): APIInteraction {
  const def = ctx.commandDefs.find((d) => d.name === p.command);
  if (!def) throw new Error(`unknown command ${p.command}`);
  let optionDefs: readonly APIApplicationCommandOption[] = ('options' in def ? def.options : undefined) ?? [];
  // `subcommand` is `pair`, or `tournament pair` for a subcommand in a group.
  const [groupName, subName] = p.subcommand?.includes(' ')
    ? p.subcommand.split(' ')
    : [undefined, p.subcommand];
  if (groupName) {
    const group = optionDefs.find((o) => o.name === groupName);
    if (!group || group.type !== ApplicationCommandOptionType.SubcommandGroup)
      throw new Error(`unknown subcommand group ${groupName}`);
    optionDefs = group.options ?? [];
  }
  if (subName) {
    const sub = optionDefs.find((o) => o.name === subName);
    if (!sub || sub.type !== ApplicationCommandOptionType.Subcommand)
      throw new Error(`unknown subcommand ${p.subcommand}`);
    optionDefs = sub.options ?? [];
  }
  const resolved: { users?: Json; members?: Json; attachments?: Json; roles?: Json } = {};
  const options = Object.entries(p.options ?? {}).map(([name, value]) => {
    const o = optionDefs.find((d) => d.name === name);
    if (!o) throw new Error(`/${p.command} ${p.subcommand ?? ''}: unknown option ${name}`);
    if (o.type === ApplicationCommandOptionType.User) {
      const u = ctx.users.find((x) => x.id === value);
      if (!u) throw new Error(`unknown user ${String(value)}`);
      resolved.users = { ...resolved.users, [u.id]: apiUser(u) };
      resolved.members = { ...resolved.members, [u.id]: apiMember(u, 0n, [], false) };
    }
    if (o.type === ApplicationCommandOptionType.Role) {
      const id = String(value);
      resolved.roles = {
        ...resolved.roles,
        [id]: {
          id,
          name: 'role',
          permissions: '0',
          position: 1,
          color: 0,
          hoist: false,
          managed: false,
          mentionable: true,
          flags: 0,
        },
      };
    }
    if (o.type === ApplicationCommandOptionType.Attachment) {
      const a = p.attachments?.[String(value)];
      if (!a) throw new Error(`attachment ${String(value)} not given`);
      resolved.attachments = {
        ...resolved.attachments,
        [String(value)]: {
          id: String(value),
          filename: a.filename,
          size: a.data.length,
          url: ctx.hostAttachment(a.filename, a.data),
          proxy_url: '',
        },
      };
    }
    return { name, type: o.type, value, ...(p.focused === name ? { focused: true } : {}) };
  });
  const data = {
    id: nextSnowflake(),
    name: p.command,
    type: 1,
    options: subName
      ? [
          groupName
            ? {
                name: groupName,
                type: ApplicationCommandOptionType.SubcommandGroup,
                options: [{ name: subName, type: ApplicationCommandOptionType.Subcommand, options }],
              }
            : { name: subName, type: ApplicationCommandOptionType.Subcommand, options },
        ]
      : options,
    ...(Object.keys(resolved).length > 0 ? { resolved } : {}),
  };
  return basePayload(
    ctx,
    p,
    p.focused ? InteractionType.ApplicationCommandAutocomplete : InteractionType.ApplicationCommand,
    data,
  );
}

/** A button press on a message carrying `customId`. */
export function buildButtonInteraction(
  ctx: PayloadContext,
  p: {
    guildId: string;
    channelId: string;
    user: FakeUser;
    customId: string;
    message: FakeMessage;
    locale?: string;
    permissions?: bigint;
    roles?: readonly string[];
  },
): APIInteraction {
  return basePayload(
    ctx,
    p,
    InteractionType.MessageComponent,
    { custom_id: p.customId, component_type: 2 },
    p.message,
  );
}

function basePayload(
  ctx: PayloadContext,
  p: {
    guildId: string;
    channelId: string;
    user: FakeUser;
    locale?: string;
    permissions?: bigint;
    roles?: readonly string[];
  },
  type: InteractionType,
  data: Json,
  message?: FakeMessage,
): APIInteraction {
  const perms = p.permissions ?? 0n;
  return {
    id: nextSnowflake(),
    application_id: ctx.applicationId,
    type,
    data,
    guild_id: p.guildId,
    guild: { id: p.guildId, locale: 'en-US', features: [] },
    guild_locale: 'en-US',
    channel_id: p.channelId,
    channel: { id: p.channelId, type: 0, name: 'chess', guild_id: p.guildId },
    member: apiMember(p.user, perms, p.roles ?? [], true),
    token: `tok-${nextSnowflake()}`,
    version: 1,
    locale: p.locale ?? 'en-US',
    app_permissions: '2248473465835073',
    entitlements: [],
    authorizing_integration_owners: { '0': p.guildId },
    context: 0,
    attachment_size_limit: 10_485_760,
    ...(message ? { message: apiMessage(message, ctx.botUser) } : {}),
  } as unknown as APIInteraction;
}
