import { PermissionFlagsBits } from 'discord.js';

/**
 * The permissions the bot asks for when a server invites it, each for something the bot does.
 * Interaction replies and follow-ups go through the interaction webhook and need none of these;
 * what does need them is posting NEW messages in the channel (round announcements, bot/interactions.ts
 * `announce`), which Discord checks against the bot's own member.
 */
export const BOT_PERMISSIONS = [
  // See the channel a command was run in, to post the round announcement there.
  { flag: 'ViewChannel', why: 'see the channel to post round announcements in it' },
  // `channel.send` of the announcement (pairings of a new round, mentioning the paired members).
  { flag: 'SendMessages', why: 'post round announcements (new messages that notify the paired members)' },
  // The announcement's last message carries the pairings embed.
  { flag: 'EmbedLinks', why: 'announcements carry the pairings table as an embed' },
  // Standings/crosstable pictures and export files (PNG, TRF, CSV) are attached to answers.
  { flag: 'AttachFiles', why: 'attach standings pictures and exported tournament files' },
  // A command run inside a thread announces in that thread (Discord checks this flag there, not SendMessages).
  { flag: 'SendMessagesInThreads', why: 'announce rounds when the command was run inside a thread' },
] as const satisfies readonly { flag: keyof typeof PermissionFlagsBits; why: string }[];

/** The permission integer (a bit set, Discord "Permissions"): the OR of `BOT_PERMISSIONS`. */
export function botPermissionBits(): bigint {
  return BOT_PERMISSIONS.reduce((acc, p) => acc | PermissionFlagsBits[p.flag], 0n);
}

/**
 * The OAuth2 URL a server admin opens to add the bot: the `bot` scope (joins with the permissions
 * above) and `applications.commands` (slash commands). Discord "OAuth2: Bot Authorization Flow".
 */
export function inviteUrl(applicationId: string): string {
  return `https://discord.com/oauth2/authorize?client_id=${applicationId}&scope=bot+applications.commands&permissions=${botPermissionBits().toString()}`;
}
