import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { commands } from '../../../bot/commands/index.ts';
import { openSqlite } from '../../../bot/storage/sqlite.ts';
import { FakeDiscord } from '../fakeDiscord/server.ts';
import { bundleEntry, ROOT } from '../helpers/bundle.ts';
import { APP_ID, CHANNEL, GUILD, MANAGE_GUILD, TOKEN, USERS } from '../helpers/harness.ts';

/** Runs a built entry point with an environment; resolves with its exit code and output. */
function runNode(
  script: string,
  env: NodeJS.ProcessEnv,
  opts: { onStart?: (p: ReturnType<typeof spawn>) => void } = {},
) {
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  opts.onStart?.(child);
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, out })),
  );
}

describe('the built bot processes', { timeout: 90_000 }, () => {
  let fake: FakeDiscord;
  let main = '';
  let deploy = '';
  beforeAll(async () => {
    [main, deploy] = await Promise.all([bundleEntry('main'), bundleEntry('deployCommands')]);
    fake = new FakeDiscord({
      token: TOKEN,
      applicationId: APP_ID,
      guilds: [{ id: GUILD, name: 'Club', channels: [CHANNEL], roles: [] }],
      users: Object.values(USERS),
    });
    await fake.start();
    fake.useCommandDefinitions(commands.map((c) => c.data.toJSON()));
  }, 90_000);
  afterAll(async () => {
    await fake?.stop();
  });

  test('a bad environment: exit code 1 and one line per problem, no stack trace', async () => {
    const r = await runNode(main, { DISCORD_APPLICATION_ID: 'x' });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/DISCORD_TOKEN: is required/);
    expect(r.out).toMatch(/DISCORD_APPLICATION_ID: must be a Discord id/);
    expect(r.out).not.toMatch(/\n\s+at /);
  });

  test('deploy-commands: one bulk PUT of the commands array, for the guild when DISCORD_GUILD_ID is set, else global', async () => {
    const env = { DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: APP_ID, DISCORD_API_BASE: fake.apiBase };
    const guild = await runNode(deploy, { ...env, DISCORD_GUILD_ID: GUILD });
    expect(guild.out).toMatch(new RegExp(`Registered ${commands.length} commands for server`));
    const put = fake.registeredCommands.get(`/applications/${APP_ID}/guilds/${GUILD}/commands`) as {
      name: string;
    }[];
    expect(put.map((c) => c.name)).toEqual(commands.map((c) => c.data.name));
    const global = await runNode(deploy, env);
    expect(global.out).toMatch(/globally/);
    // The invite URL with the permission integer (bot/invite.ts; test/bot/unit/invite.test.ts).
    expect(global.out).toContain(
      `https://discord.com/oauth2/authorize?client_id=${APP_ID}&scope=bot+applications.commands&permissions=274877959168`,
    );
    expect(fake.registeredCommands.has(`/applications/${APP_ID}/commands`)).toBe(true);
  });

  test('npm start: answers a command from a SQLite file, then exits cleanly within seconds of SIGTERM', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rochade-bot-'));
    let child: ReturnType<typeof spawn> | undefined;
    const done = runNode(
      main,
      {
        DISCORD_TOKEN: TOKEN,
        DISCORD_APPLICATION_ID: APP_ID,
        DISCORD_API_BASE: fake.apiBase,
        DATABASE_URL: `sqlite:${dir}/bot.db`,
      },
      { onStart: (p) => (child = p) },
    );
    await fake.waitFor(() => fake.connectedShards.length > 0, 'the bot to identify', 30_000);
    const payload = fake.buildCommand({
      guildId: GUILD,
      channelId: CHANNEL,
      user: USERS.admin,
      command: 'arbiter',
      subcommand: 'tournament create',
      options: { name: 'Proc', system: 'swiss' },
      permissions: MANAGE_GUILD,
    });
    const answer = await fake.response(fake.sendInteraction(payload), 30_000);
    expect('content' in answer ? answer.content : '').toContain('Proc');
    // A Swiss round paired by the built file's pairing worker (the entry file run as a worker thread).
    const command = (user: (typeof USERS)[keyof typeof USERS], subcommand: string, admin = false) =>
      fake.response(
        fake.sendInteraction(
          fake.buildCommand({
            guildId: GUILD,
            channelId: CHANNEL,
            user,
            ...(admin
              ? { command: 'arbiter', subcommand: `tournament ${subcommand}` }
              : { command: 'tournament', subcommand }),
            permissions: admin ? MANAGE_GUILD : 0n,
          }),
        ),
        30_000,
      );
    for (const u of [USERS.anna, USERS.ben, USERS.carl]) await command(u, 'join');
    await command(USERS.admin, 'start', true);
    const paired = await command(USERS.admin, 'pair', true);
    expect('content' in paired ? paired.content : '').toMatch(/round 1/);
    const announced = await fake.waitFor(
      () => fake.messagesIn(CHANNEL).find((m) => m.kind === 'channel' && /Proc/.test(m.content)),
      'the round-1 announcement',
    );
    expect(announced.mentions).toHaveLength(2); // one board; the third member has the bye
    child?.kill('SIGTERM');
    const r = await done; // main.ts force-exits 4 s after SIGTERM at the latest
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/shutting down/);
    expect(r.out).not.toContain(TOKEN);
  });
  test('ROCHADE_NOW: the clock starts at the instant and runs on, said in the log at start', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rochade-bot-'));
    let child: ReturnType<typeof spawn> | undefined;
    const done = runNode(
      main,
      {
        DISCORD_TOKEN: TOKEN,
        DISCORD_APPLICATION_ID: APP_ID,
        DISCORD_API_BASE: fake.apiBase,
        DATABASE_URL: `sqlite:${dir}/bot.db`,
        // The night Berlin changes to summer time (01:00 UTC).
        ROCHADE_NOW: '2026-03-29T01:59:00+01:00',
      },
      { onStart: (p) => (child = p) },
    );
    await fake.waitFor(() => fake.connectedShards.length > 0, 'the bot to identify', 30_000);
    const payload = fake.buildCommand({
      guildId: GUILD,
      channelId: CHANNEL,
      user: USERS.admin,
      command: 'arbiter',
      subcommand: 'tournament create',
      options: { name: 'Uhr', system: 'swiss' },
      permissions: MANAGE_GUILD,
    });
    await fake.response(fake.sendInteraction(payload), 30_000);
    child?.kill('SIGTERM');
    const r = await done;
    expect(r.out).toMatch(/clock set by ROCHADE_NOW.*2026-03-29T00:59:00\.000Z/);
    // The driver the bot uses on this Node version (node:sqlite on Node 24, better-sqlite3 on 20).
    const db = openSqlite(`${dir}/bot.db`, { readonly: true });
    const row = db.prepare("select created_at from tournaments where name = 'Uhr'").get([]) as {
      created_at: string;
    };
    db.close();
    // Within the minute after the instant (the run takes seconds), not today's date.
    const at = Date.parse(row.created_at) - Date.parse('2026-03-29T00:59:00Z');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(at).toBeLessThan(60_000);
  });
});
