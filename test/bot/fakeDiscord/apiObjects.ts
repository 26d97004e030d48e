import type { FakeGuild, FakeMessage, FakeUser, Json } from './types.ts';

/** Discord API objects as the gateway and REST send them. */

export function apiUser(u: FakeUser, bot = false): Json {
  return {
    id: u.id,
    username: u.username,
    global_name: u.globalName ?? null,
    discriminator: '0',
    avatar: null,
    ...(bot ? { bot: true } : {}),
  };
}

export function apiMember(
  u: FakeUser,
  permissions: bigint,
  roles: readonly string[],
  withPermissions: boolean,
): Json {
  return {
    user: apiUser(u),
    nick: null,
    roles,
    joined_at: '2024-01-01T00:00:00.000Z',
    deaf: false,
    mute: false,
    flags: 0,
    ...(withPermissions ? { permissions: String(permissions) } : {}),
  };
}

/** A GUILD_CREATE payload: the guild with its roles and text channels. */
export function apiGuild(g: FakeGuild, users: readonly FakeUser[]): Json {
  return {
    id: g.id,
    name: g.name,
    icon: null,
    owner_id: users[0]?.id ?? '1',
    roles: [
      {
        id: g.id,
        name: '@everyone',
        permissions: '0',
        position: 0,
        color: 0,
        hoist: false,
        managed: false,
        mentionable: false,
        flags: 0,
      },
    ].concat(
      g.roles.map((r, i) => ({
        id: r,
        name: `role${i}`,
        permissions: '0',
        position: i + 1,
        color: 0,
        hoist: false,
        managed: false,
        mentionable: true,
        flags: 0,
      })),
    ),
    channels: g.channels.map((c, i) => ({
      id: c,
      type: 0,
      name: `chess-${i}`,
      guild_id: g.id,
      position: i,
      permission_overwrites: [],
    })),
    members: [],
    emojis: [],
    stickers: [],
    features: [],
    member_count: users.length,
    large: false,
    unavailable: false,
    joined_at: '2024-01-01T00:00:00.000Z',
    voice_states: [],
    presences: [],
    threads: [],
    stage_instances: [],
    guild_scheduled_events: [],
    preferred_locale: 'en-US',
    premium_tier: 0,
    system_channel_flags: 0,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    mfa_level: 0,
    nsfw_level: 0,
  };
}

export function apiMessage(m: FakeMessage, author: FakeUser): Json {
  return {
    id: m.id,
    channel_id: m.channel_id,
    type: 0,
    author: apiUser(author, true),
    content: m.content,
    embeds: m.embeds,
    components: m.components,
    attachments: m.attachments,
    mentions: [],
    mention_roles: [],
    mention_everyone: false,
    pinned: false,
    tts: false,
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    flags: m.flags,
  };
}
