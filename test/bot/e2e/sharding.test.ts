import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { commands } from '../../../bot/commands/index.ts';
import { FakeDiscord } from '../fakeDiscord/server.ts';
import { bundleEntry, ROOT } from '../helpers/bundle.ts';
import { startPglite, type PgServer } from '../helpers/databases.ts';
import { MANAGE_GUILD, TOKEN, USERS } from '../helpers/harness.ts';

const APP = '900000000000000009';

/** A guild id that the gateway routes to `shard` of `count` ((id >> 22) % count). */
const guildFor = (shard: number, count: number, salt: number): string =>
  String((BigInt(1_000_000 + salt * count + shard) << 22n) | 7n);

describe(
  'two shard processes (ShardingManager) against the fake Discord, one PostgreSQL database',
  { timeout: 120_000 },
  () => {
    let fake: FakeDiscord;
    let pg: PgServer;
    let sharded: ChildProcess | undefined;
    let out = '';
    const guilds = [guildFor(0, 2, 1), guildFor(1, 2, 1)];
    const channels = ['810000000000000101', '810000000000000102'];

    beforeAll(async () => {
      // `npm run start:sharded`: the built sharded.js runs the built main.js as shard processes.
      const [entry] = await Promise.all([bundleEntry('sharded'), bundleEntry('main')]);
      fake = new FakeDiscord({
        token: TOKEN,
        applicationId: APP,
        shards: 2,
        guilds: guilds.map((id, i) => ({ id, name: `Club ${i}`, channels: [channels[i] ?? ''], roles: [] })),
        users: Object.values(USERS),
      });
      await fake.start();
      fake.useCommandDefinitions(commands.map((c) => c.data.toJSON()));
      pg = await startPglite();
      // No DISCORD_SHARD_COUNT: 'auto', the count Discord recommends (the fake says 2).
      sharded = spawn(process.execPath, [entry], {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          DISCORD_TOKEN: TOKEN,
          DISCORD_APPLICATION_ID: APP,
          DISCORD_API_BASE: fake.apiBase,
          DATABASE_URL: pg.url,
          LOG_LEVEL: 'warn',
          SHARD_SPAWN_DELAY_MS: '200',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      sharded.stdout?.on('data', (d: Buffer) => (out += d.toString()));
      sharded.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    }, 120_000);

    afterAll(async () => {
      if (sharded && sharded.exitCode === null) sharded.kill('SIGKILL');
      await fake?.stop();
      await pg?.stop();
    }, 60_000);

    test('each shard identifies with its own shard id and serves its guilds', async () => {
      await fake.waitFor(() => fake.connectedShards.length === 2, `two identified shards\n${out}`, 60_000);
      expect(fake.connectedShards.map((s) => s.join('/')).sort()).toEqual(['0/2', '1/2']);
      expect(fake.requests.some((r) => r.method === 'GET' && r.path.endsWith('/gateway/bot'))).toBe(true);
      for (const [i, guildId] of guilds.entries()) {
        const channelId = channels[i] ?? '';
        const payload = fake.buildCommand({
          guildId,
          channelId,
          user: USERS.admin,
          command: 'arbiter',
          subcommand: 'tournament create',
          options: { name: `Open ${i}`, system: 'swiss' },
          permissions: MANAGE_GUILD,
        });
        const answer = await fake.response(fake.sendInteraction(payload), 30_000);
        expect('content' in answer ? answer.content : '').toContain(`Open ${i}`);
      }
      // Both shards wrote to the one database: each guild lists only its own tournament.
      const list = fake.buildCommand({
        guildId: guilds[1] ?? '',
        channelId: channels[1] ?? '',
        user: USERS.anna,
        command: 'tournament',
        subcommand: 'list',
      });
      const answer = await fake.response(fake.sendInteraction(list), 30_000);
      const text = 'embeds' in answer ? JSON.stringify(answer.embeds) : '';
      expect(text).toContain('Open 1');
      expect(text).not.toContain('Open 0');
      // Autocomplete: each shard's cache holds its own servers, fresh after the write above.
      for (const [i, guildId] of guilds.entries()) {
        const ac = fake.buildCommand({
          guildId,
          channelId: channels[i] ?? '',
          user: USERS.anna,
          command: 'standings',
          options: { tournament: '' },
          focused: 'tournament',
        });
        const r = await fake.response(fake.sendInteraction(ac), 30_000);
        expect('choices' in r ? r.choices?.map((c) => c.value) : undefined).toEqual([`Open ${i}`]);
      }
    });

    test('SIGTERM stops the shard processes and the manager cleanly', async () => {
      const exited = new Promise<number | null>((r) => sharded?.once('exit', (code) => r(code)));
      sharded?.kill('SIGTERM');
      expect(await exited).toBe(0);
      await fake.waitFor(() => fake.connectedShards.length === 0, 'the shards to disconnect', 30_000);
      expect(out).not.toContain(TOKEN);
    });
  },
);
