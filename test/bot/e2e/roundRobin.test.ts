import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHANNEL, type Harness, isEphemeral, startHarness, textOf, USERS } from '../helpers/harness.ts';

const { admin, anna, ben, carl, dora } = USERS;

describe('a round robin through the real discord.js client and the fake Discord', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.stop();
  }, 120_000);

  test('create, join, start announces round 1 as a new message mentioning the paired members', async () => {
    const created = await h.run(
      admin,
      'tournament',
      'create',
      { name: 'Club RR', system: 'round-robin' },
      { admin: true },
    );
    expect(textOf(created)).toContain('Club RR');
    for (const u of [anna, ben, carl, dora]) {
      const r = await h.run(u, 'tournament', 'join');
      expect(textOf(r)).toContain('Club RR');
      expect(isEphemeral(r)).toBe(false);
    }
    const before = h.fake.messagesIn(CHANNEL).length;
    const started = await h.run(admin, 'tournament', 'start', {}, { admin: true });
    expect(textOf(started)).toMatch(/started with 4 players/);
    const announcement = await h.fake.waitFor(
      () =>
        h.fake
          .messagesIn(CHANNEL)
          .slice(before)
          .find((m) => m.kind === 'channel'),
      'the round-1 announcement',
    );
    expect(announcement.content).toContain('round 1');
    expect(new Set(announcement.mentions)).toEqual(new Set([anna.id, ben.id, carl.id, dora.id]));
  });
});

describe('gateway resume', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.stop();
  }, 120_000);

  test('after a dropped connection the client resumes and gets the interaction sent meanwhile', async () => {
    h.fake.dropGatewayConnections(4000);
    const rec = h.send(
      USERS.admin,
      'tournament',
      'create',
      { name: 'After resume', system: 'swiss' },
      { admin: true },
    );
    const r = await h.fake.response(rec, 20_000);
    expect(h.fake.resumes).toBe(1);
    expect('content' in r ? r.content : '').toContain('After resume');
  });
});
