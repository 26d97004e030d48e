import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GuildCache } from '../../../bot/cache.ts';
import type { Ctx } from '../../../bot/reply.ts';
import { openDatabase } from '../../../bot/storage/open.ts';
import * as repo from '../../../bot/storage/repo.ts';
import { createStore, type Store } from '../../../bot/storage/store.ts';

const ctx = (guildId: string, channelId = 'c1'): Ctx => ({
  interactionId: 'x',
  guildId,
  channelId,
  userId: 'u',
  userName: 'U',
  locale: 'en',
  guildLocale: 'en',
  manageGuild: false,
  roleIds: [],
  now: new Date('2026-05-01T00:00:00Z'),
});

let n = 0;
const create = (store: Store, guildId: string, name: string): Promise<number> =>
  store.mutate(`create-${++n}`, (q) =>
    repo.createTournament(q, { guildId, name, kind: 'swiss', rounds: 5, createdBy: 'u', at: 'now' }),
  );

const names = async (cache: GuildCache, guildId: string): Promise<string[]> =>
  (await cache.tournaments(guildId)).rows.map((r) => r.name);

describe('the per-server autocomplete cache', () => {
  let store: Store;
  beforeAll(async () => {
    store = createStore(await openDatabase({ kind: 'sqlite', file: ':memory:' }));
    await create(store, 'g1', 'Open A');
    await create(store, 'g2', 'Open B');
  });
  afterAll(async () => {
    await store.close();
  });

  test('repeated requests are served from memory, per server', async () => {
    const cache = new GuildCache(() => store.reader);
    expect(await names(cache, 'g1')).toEqual(['Open A']);
    expect(await names(cache, 'g2')).toEqual(['Open B']);
    const loads = cache.loads;
    expect(await names(cache, 'g1')).toEqual(['Open A']);
    expect((await cache.selected(ctx('g1')))?.row.name).toBe('Open A');
    expect((await cache.selected(ctx('g1')))?.row.name).toBe('Open A');
    expect(cache.loads).toBe(loads + 1); // only the tournament itself was loaded once
  });

  test('a change is seen after invalidation of that server only; the server is reloaded in the background', async () => {
    const cache = new GuildCache(() => store.reader, { refreshDelayMs: 1 });
    await names(cache, 'g1');
    await names(cache, 'g2');
    await create(store, 'g1', 'Open C');
    expect(await names(cache, 'g1')).toEqual(['Open A']); // not yet told
    const loads = cache.loads;
    cache.invalidate('g1');
    await new Promise((r) => setTimeout(r, 30));
    expect(cache.loads).toBe(loads + 1); // reloaded without being asked
    expect(await names(cache, 'g1')).toEqual(['Open A', 'Open C']);
    expect(await names(cache, 'g2')).toEqual(['Open B']);
    expect(cache.loads).toBe(loads + 1);
    cache.close();
  });

  test('a load overtaken by an invalidation is not kept', async () => {
    const cache = new GuildCache(() => store.reader, { refreshDelayMs: 60_000 });
    const pending = names(cache, 'g2'); // started before the change commits
    await create(store, 'g2', 'Open D');
    cache.invalidate('g2');
    await pending;
    expect(await names(cache, 'g2')).toEqual(['Open B', 'Open D']);
    cache.close();
  });

  test('no tournament to act on: no suggestions rather than an error', async () => {
    const cache = new GuildCache(() => store.reader);
    expect(await cache.selected(ctx('g-empty'))).toBeUndefined();
    expect(await cache.selected(ctx('g1'), 'Nope')).toBeUndefined();
  });

  test('the least recently used server is dropped when the cache is full', async () => {
    const cache = new GuildCache(() => store.reader, { maxGuilds: 2 });
    await names(cache, 'g1');
    await names(cache, 'g2');
    await names(cache, 'g1'); // g1 used last
    await names(cache, 'g3'); // drops g2
    const loads = cache.loads;
    await names(cache, 'g1');
    expect(cache.loads).toBe(loads);
    await names(cache, 'g2');
    expect(cache.loads).toBe(loads + 1);
  });
});
