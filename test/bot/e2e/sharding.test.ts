import type { ShardingManager } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { commands } from '../../../bot/commands/index.ts';
import { startSharded, stopSharded } from '../../../bot/sharding.ts';
import { FakeDiscord } from '../fakeDiscord/server.ts';
import { bundleEntry } from '../helpers/bundle.ts';
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
    let manager: ShardingManager | undefined;
    const guilds = [guildFor(0, 2, 1), guildFor(1, 2, 1)];
    const channels = ['810000000000000101', '810000000000000102'];

    beforeAll(async () => {
      // The shard processes run the bundled entry point (as `npm run start:sharded` does).
      const script = await bundleEntry('main');
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
      manager = await startSharded({
        script,
        token: TOKEN,
        totalShards: 2,
        spawnDelayMs: 200,
        env: {
          DISCORD_TOKEN: TOKEN,
          DISCORD_APPLICATION_ID: APP,
          DISCORD_API_BASE: fake.apiBase,
          DATABASE_URL: pg.url,
          LOG_LEVEL: 'warn',
        },
      });
    }, 120_000);

    afterAll(async () => {
      if (manager) await stopSharded(manager);
      await fake?.stop();
      await pg?.stop();
    }, 60_000);

    test('each shard identifies with its own shard id and serves its guilds', async () => {
      await fake.waitFor(() => fake.connectedShards.length === 2, 'two identified shards', 30_000);
      expect(fake.connectedShards.map((s) => s.join('/')).sort()).toEqual(['0/2', '1/2']);
      for (const [i, guildId] of guilds.entries()) {
        const channelId = channels[i] ?? '';
        const payload = fake.buildCommand({
          guildId,
          channelId,
          user: USERS.admin,
          command: 'tournament',
          subcommand: 'create',
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
    });
  },
);
