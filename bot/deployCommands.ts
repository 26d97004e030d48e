import { deployCommands } from './deploy.ts';
import { parseEnv } from './env.ts';
import { inviteUrl } from './invite.ts';

/** `npm run deploy-commands`: registers the commands (DISCORD_GUILD_ID set: that server; else global). */
const parsed = parseEnv(process.env, process.cwd());
if (!parsed.ok) {
  process.stderr.write(
    `deploy-commands: the environment is not usable:\n${parsed.problems.map((p) => `  - ${p}`).join('\n')}\n`,
  );
  process.exit(1);
}
const env = parsed.env;
deployCommands({
  token: env.token,
  applicationId: env.applicationId,
  ...(env.guildId ? { guildId: env.guildId } : {}),
  ...(env.apiBase ? { apiBase: env.apiBase } : {}),
}).then(
  (n) =>
    process.stdout.write(
      `Registered ${n} commands ${env.guildId ? `for server ${env.guildId}` : 'globally'}.\n` +
        `Invite the bot to a server with:\n${inviteUrl(env.applicationId)}\n`,
    ),
  (e: unknown) => {
    process.stderr.write(`deploy-commands failed: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  },
);
