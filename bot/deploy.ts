import { REST, Routes } from 'discord.js';
import { commands } from './commands/index.ts';

/**
 * Registers the slash commands with one bulk PUT: for the server in DISCORD_GUILD_ID (instant) when
 * set, else globally. Run after changing command definitions, never on start (creates are rate-limited).
 */
export async function deployCommands(opts: {
  token: string;
  applicationId: string;
  guildId?: string;
  apiBase?: string;
}): Promise<number> {
  const rest = new REST(opts.apiBase ? { api: opts.apiBase } : {}).setToken(opts.token);
  const route = opts.guildId
    ? Routes.applicationGuildCommands(opts.applicationId, opts.guildId)
    : Routes.applicationCommands(opts.applicationId);
  const body = commands.map((c) => c.data.toJSON());
  const result = (await rest.put(route, { body })) as unknown[];
  return result.length;
}
