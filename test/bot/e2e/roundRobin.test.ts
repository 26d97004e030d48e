import { GatewayIntentBits } from 'discord.js';
import { describe, expect, test } from 'vitest';
import { isEphemeral, textOf, USERS } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';

const { admin, anna, ben, carl, dora } = USERS;

describe('a round robin through the real discord.js client and the fake Discord', () => {
  const h = useHarness();

  test('create, join, start announces round 1 as a new message mentioning the paired members', async () => {
    const created = await h.run(
      admin,
      'arbiter',
      'tournament create',
      { name: 'Club RR', system: 'round-robin' },
      { admin: true },
    );
    expect(textOf(created)).toContain('Club RR');
    for (const u of [anna, ben, carl, dora]) {
      const r = await h.run(u, 'tournament', 'join');
      expect(textOf(r)).toContain('Club RR');
      expect(isEphemeral(r)).toBe(false);
    }
    const { reply: started, announcement } = await h.runAnnounced(
      admin,
      'arbiter',
      'tournament start',
      {},
      { admin: true },
    );
    expect(textOf(started)).toMatch(/started with 4 players/);
    expect(announcement.content).toContain('round 1');
    expect(new Set(announcement.mentions)).toEqual(new Set([anna.id, ben.id, carl.id, dora.id]));
  });

  test('autocomplete answers from the per-server cache; a committed change refreshes it', async () => {
    const ask = () => h.autocomplete(anna, 'result', 'report', { opponent: '' }, 'opponent');
    const first = await ask();
    expect(first).toHaveLength(1); // Anna's round-1 game
    expect(first[0]?.name).toMatch(/— R1, (White|Black)$/);
    const loads = h.bot.cache.loads;
    for (let i = 0; i < 3; i++) expect(await ask()).toEqual(first);
    expect(await h.autocomplete(ben, 'tournament', 'withdraw', { player: 'an' }, 'player')).toEqual([
      { name: 'Anna (1)', value: '1' },
    ]);
    expect(h.bot.cache.loads).toBe(loads); // served from memory, no database read
    const opponent = String(first[0]?.value);
    const report = await h.run(anna, 'result', 'report', { opponent, result: '1/2-1/2' });
    expect(textOf(report)).toMatch(/½-½/);
    expect(await ask()).toEqual([]); // the game has a result now: nothing open in round 1
    expect(h.bot.cache.loads).toBe(loads); // the game's row replaced in memory (bot/snapshots.ts), no reload

    // The opponent disputes: the game is open again (for autocomplete too) and the log says so.
    const opponentUser = [ben, carl, dora].find((u) => first[0]?.name.startsWith(`${u.globalName} `));
    if (!opponentUser) throw new Error(`no member for ${first[0]?.name}`);
    const disputeId =
      (report.components[0] as { components: { custom_id: string }[] }).components[1]?.custom_id ?? '';
    expect(disputeId).toMatch(/^res:dispute:\d+$/);
    const disputed = await h.press(opponentUser, report, disputeId);
    expect(textOf(disputed)).toMatch(/disputed/);
    expect(disputed?.components).toEqual([]);
    expect(await ask()).toEqual(first);
    const history = textOf(await h.run(anna, 'result', 'history', { round: 1 }));
    expect(history).toMatch(new RegExp(`<@${opponentUser.id}> dispute .*: ½-½ → \\*`));
  });
});

describe('gateway resume', () => {
  const h = useHarness();

  test('the client asks for the Guilds intent only (no privileged intents)', () => {
    expect(h.fake.identifiedIntents).toEqual([GatewayIntentBits.Guilds]);
  });

  test('after a dropped connection the client resumes and gets the interaction sent meanwhile', async () => {
    h.fake.dropGatewayConnections(4000);
    const rec = h.send(
      USERS.admin,
      'arbiter',
      'tournament create',
      { name: 'After resume', system: 'swiss' },
      { admin: true },
    );
    const r = await h.fake.response(rec, 20_000);
    expect(h.fake.resumes).toBe(1);
    expect('content' in r ? r.content : '').toContain('After resume');
  });
});
