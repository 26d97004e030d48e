// `npm run bot:selftest`: checks an installed bot without Discord. Built into dist/bot/selftest.js
// (scripts/build.mjs, with the tests' Discord stand-in, test/bot/fakeDiscord, bundled in, so it runs on
// a server installed with `npm ci --omit=dev`). It starts a local Discord stand-in on 127.0.0.1,
// registers the commands with dist/bot/deployCommands.js, starts dist/bot/main.js against it with a
// throw-away SQLite database and plays a short scenario: login, a tournament with two members, a
// round paired, a result reported and confirmed by the opponent, the standings. Prints one line per
// step; exit 0 when all work, 1 otherwise. The real database and Discord are never touched.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commands } from '../../../bot/commands/index.ts';
import { FakeDiscord, type FakeMessage, type FakeUser } from '../fakeDiscord/server.ts';

const TOKEN = 'selftest-token-0123456789';
const APP_ID = '900000000000000001';
const GUILD = '800000000000000001';
const CHANNEL = '810000000000000001';
const MANAGE_GUILD = 1n << 5n; // Discord "Permissions": MANAGE_GUILD
const USERS = {
  admin: { id: '700000000000000001', username: 'turnierleitung', globalName: 'Turnierleitung' },
  anna: { id: '700000000000000002', username: 'anna', globalName: 'Anna Müller' },
  jurgen: { id: '700000000000000003', username: 'juergen', globalName: 'Jürgen Weiß' },
} satisfies Record<string, FakeUser>;

const here = path.dirname(fileURLToPath(import.meta.url));
const MAIN = path.join(here, 'main.js');
const DEPLOY = path.join(here, 'deployCommands.js');

let failed = 0;
const ok = (what: string) => process.stdout.write(`  ok    ${what}\n`);
const bad = (what: string, why: string) => {
  failed++;
  process.stdout.write(`  FAIL  ${what}: ${why}\n`);
};
const textOf = (m: FakeMessage | { choices: unknown } | undefined): string =>
  m && 'content' in m ? `${m.content} ${JSON.stringify(m.embeds ?? [])}` : '';

async function main(): Promise<number> {
  process.stdout.write(`Rochade bot self-check (Node ${process.version}, no Discord needed)\n`);
  const dir = mkdtempSync(path.join(tmpdir(), 'rochade-selftest-'));
  const fake = new FakeDiscord({
    token: TOKEN,
    applicationId: APP_ID,
    guilds: [{ id: GUILD, name: 'Schachklub Selbsttest', channels: [CHANNEL], roles: [] }],
    users: Object.values(USERS),
  });
  let bot: ChildProcess | undefined;
  let log = '';
  try {
    await fake.start();
    fake.useCommandDefinitions(commands.map((c) => c.data.toJSON()));
    const env = {
      PATH: process.env.PATH,
      DISCORD_TOKEN: TOKEN,
      DISCORD_APPLICATION_ID: APP_ID,
      DISCORD_API_BASE: fake.apiBase,
      DATABASE_URL: `sqlite:${path.join(dir, 'selftest.sqlite')}`,
      ROCHADE_DATA_DIR: dir,
    };

    // Asynchronously: the stand-in answers in this process's event loop.
    const deployed = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, [DEPLOY], {
        env: { ...env, DISCORD_GUILD_ID: GUILD },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      child.on('exit', (code) => resolve({ code, out }));
    });
    const registered = fake.registeredCommands.get(`/applications/${APP_ID}/guilds/${GUILD}/commands`);
    if (deployed.code === 0 && registered?.length === commands.length)
      ok(`commands registered (${registered.length}, npm run deploy-commands)`);
    else bad('commands registered', deployed.out.trim().split('\n')[0] ?? 'no answer');

    bot = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    bot.stdout?.on('data', (d: Buffer) => (log += d.toString()));
    bot.stderr?.on('data', (d: Buffer) => (log += d.toString()));
    const exited = new Promise<number | null>((resolve) => bot?.on('exit', (code) => resolve(code)));
    const login = await Promise.race([
      fake.waitFor(() => fake.connectedShards.length > 0, 'the bot to log in', 60_000).then(() => true),
      exited.then(() => false),
    ]).catch(() => false);
    if (!login) {
      bad('login (npm start)', log.trim().split('\n').slice(-3).join(' | ') || 'no gateway connection');
      return 1;
    }
    ok('login: the bot connected to the gateway (npm start, SQLite database)');

    const run = async (
      user: FakeUser,
      command: string,
      subcommand: string | undefined,
      options: Record<string, string | number | boolean> = {},
      admin = false,
    ) => {
      const rec = fake.sendInteraction(
        fake.buildCommand({
          guildId: GUILD,
          channelId: CHANNEL,
          user,
          command,
          ...(subcommand ? { subcommand } : {}),
          options,
          permissions: admin ? MANAGE_GUILD : 0n,
        }),
      );
      const r = await fake.response(rec, 30_000);
      if ('choices' in r) throw new Error(`/${command} ${subcommand}: autocomplete instead of an answer`);
      return r;
    };

    const created = await run(
      USERS.admin,
      'arbiter',
      'tournament create',
      { name: 'Selbsttest', system: 'swiss' },
      true,
    );
    for (const u of [USERS.anna, USERS.jurgen]) await run(u, 'tournament', 'join');
    await run(USERS.admin, 'arbiter', 'tournament start', {}, true);
    const paired = await run(USERS.admin, 'arbiter', 'tournament pair', {}, true);
    if (/Selbsttest/.test(textOf(created)) && /round 1|Runde 1/i.test(textOf(paired)))
      ok('a tournament created, two members joined, round 1 paired (/arbiter tournament, /tournament join)');
    else bad('tournament and round 1', textOf(paired).slice(0, 120) || 'no answer');

    // Anna's opponent as the bot offers it (autocomplete), then a draw: the same whatever the colours.
    const choices = await fake.response(
      fake.sendInteraction(
        fake.buildCommand({
          guildId: GUILD,
          channelId: CHANNEL,
          user: USERS.anna,
          command: 'result',
          subcommand: 'report',
          options: { opponent: '' },
          focused: 'opponent',
        }),
      ),
      30_000,
    );
    const opponent = 'choices' in choices ? choices.choices?.[0]?.value : undefined;
    const report = await run(USERS.anna, 'result', 'report', {
      opponent: String(opponent ?? ''),
      result: '1/2-1/2',
    });
    const confirmId = (report.components?.[0] as { components?: { custom_id?: string }[] } | undefined)
      ?.components?.[0]?.custom_id;
    if (confirmId === undefined)
      bad('a result reported', textOf(report).slice(0, 120) || 'no confirm button');
    else {
      const press = fake.sendInteraction(
        fake.buildButton({
          guildId: GUILD,
          channelId: CHANNEL,
          user: USERS.jurgen,
          customId: confirmId,
          message: report,
        }),
      );
      const confirmed = await fake.waitFor(
        () => {
          const m = press.followups[0] ?? press.original ?? (report.edits > 0 ? report : undefined);
          return m && /confirm|bestätigt/i.test(textOf(m)) ? m : undefined;
        },
        'the confirmation',
        30_000,
      );
      ok(
        `a result reported and confirmed by the opponent (/result report, the button): ${textOf(confirmed).split('\n')[0]!.slice(0, 60)}`,
      );
    }

    const standings = await run(USERS.anna, 'standings', undefined);
    if (/Anna/.test(textOf(standings)) && /Jürgen/.test(textOf(standings)))
      ok('standings (/standings) name both players');
    else bad('standings', textOf(standings).slice(0, 120) || 'no answer');

    if (fake.invalidBodies.length > 0)
      bad('request bodies', `${fake.invalidBodies.length} refused by Discord's schemas`);
    if (fake.tooManyRequests.length > 0)
      bad('rate limits', `${fake.tooManyRequests.length} requests over Discord's limits`);
    bot.kill('SIGTERM');
    const code = await exited;
    if (code === 0) ok('stopped cleanly on SIGTERM (systemctl stop)');
    else bad('stop', `exit code ${String(code)}`);
    bot = undefined;
  } catch (e) {
    bad('self-check', e instanceof Error ? e.message : String(e));
    if (log)
      process.stdout.write(`  the bot's last lines: ${log.trim().split('\n').slice(-3).join(' | ')}\n`);
  } finally {
    bot?.kill('SIGKILL');
    await fake.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  process.stdout.write(
    failed === 0
      ? 'All checks passed: this install runs the bot. Next: create the Discord application (docs/bot.md).\n'
      : `${failed} check(s) failed.\n`,
  );
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main();
