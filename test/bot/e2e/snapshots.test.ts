import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { listTournaments, loadTournament } from '../../../bot/storage/repo.ts';
import type { FakeUser } from '../fakeDiscord/server.ts';
import type { FakeMessage } from '../fakeDiscord/types.ts';
import { DB_KINDS } from '../helpers/databases.ts';
import { CHANNEL2, GUILD, textOf, USERS } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';

const { admin, anna, ben, carl, dora } = USERS;
const members = [anna, ben, carl, dora];
const asAdmin = { admin: true } as const;

/**
 * The bot keeps each tournament's committed state in memory (bot/snapshots.ts). After every kind of
 * write the snapshot it serves must equal the database: result changes patch the game row in
 * memory (no reload), every other write drops the server's snapshots (reloaded when asked).
 */
describe.each(DB_KINDS)('tournament snapshots after each write path (%s)', (kind) => {
  const h = useHarness({ db: kind });
  let report: FakeMessage | undefined;

  /** Every tournament of the server: the snapshot served equals a fresh load from the database. */
  async function expectCurrent(): Promise<void> {
    const q = h.store.reader;
    for (const row of await listTournaments(q, GUILD))
      expect(await h.bot.cache.snapshots.get(q, row)).toEqual(await loadTournament(q, row));
  }

  /** The members of round `round`'s first game still open (from the database). */
  async function openGame(round: number): Promise<{ white: FakeUser; black: FakeUser; board: number }> {
    const [row] = await listTournaments(h.store.reader, GUILD);
    if (!row) throw new Error('no tournament');
    const lt = await loadTournament(h.store.reader, row);
    const userOf = (no: number) =>
      members.find((u) => u.id === lt.players.find((p) => p.start_no === no)?.user_id);
    for (const g of lt.games) {
      const [white, black] = [userOf(g.white_no), userOf(g.black_no)];
      if (g.round === round && g.result === '*' && white && black) return { white, black, board: g.board };
    }
    throw new Error(`no open member game in round ${round}`);
  }

  const buttonOf = (m: FakeMessage | undefined, k: number): string =>
    (m?.components[0] as { components: { custom_id: string }[] } | undefined)?.components[k]?.custom_id ?? '';

  beforeAll(async () => {
    await h.run(
      admin,
      'arbiter',
      'tournament create',
      { name: 'Cache Open', system: 'swiss', rounds: 3 },
      asAdmin,
    );
    for (const u of members) await h.run(u, 'tournament', 'join');
    await h.run(admin, 'arbiter', 'tournament start', {}, asAdmin);
    await h.run(admin, 'arbiter', 'tournament pair', {}, asAdmin);
  }, 120_000);

  test.each<[string, 'patched' | 'dropped', () => Promise<void>]>([
    [
      'a result report',
      'patched',
      async () => {
        const g = await openGame(1);
        const opponent = (await loadedNo(g.black)).toString();
        report = await h.run(g.white, 'result', 'report', { opponent, result: '1-0' });
        expect(textOf(report)).toMatch(/1-0/);
      },
    ],
    [
      'the opponent confirms',
      'patched',
      async () => {
        const black = members.find((u) => report?.mentions.includes(u.id));
        if (!black || !report) throw new Error('no report');
        expect(textOf(await h.press(black, report, buttonOf(report, 0)))).toMatch(/confirmed/);
      },
    ],
    [
      'the opponent disputes another report',
      'patched',
      async () => {
        const g = await openGame(1);
        const opponent = (await loadedNo(g.black)).toString();
        const r = await h.run(g.white, 'result', 'report', { opponent, result: '0-1' });
        expect(textOf(await h.press(g.black, r, buttonOf(r, 1)))).toMatch(/disputed/);
      },
    ],
    [
      'an arbiter sets a result',
      'patched',
      async () => {
        const g = await openGame(1);
        const r = await h.run(
          admin,
          'arbiter',
          'result set',
          { round: 1, board: g.board, result: '1/2-1/2' },
          asAdmin,
        );
        expect(textOf(r)).toContain(`board ${g.board}`);
      },
    ],
    [
      'a withdrawal',
      'dropped',
      async () => {
        expect(textOf(await h.run(admin, 'tournament', 'withdraw', { player: 'Dora' }, asAdmin))).toMatch(
          /withdrawn/,
        );
      },
    ],
    [
      'pairing the next round',
      'dropped',
      async () => {
        expect(textOf(await h.run(admin, 'arbiter', 'tournament pair', {}, asAdmin))).toContain('round 2');
      },
    ],
    [
      'an import (a second tournament of the server)',
      'dropped',
      async () => {
        // A finished 8-player Swiss from the repository's fixtures (bbpPairings' generator).
        const trf = readFileSync(new URL('../../fixtures/swiss/train-097-8p5r.trf', import.meta.url));
        const r = await h.run(
          admin,
          'arbiter',
          'tournament import',
          { file: 'a1', name: 'Cache copy' },
          { admin: true, channelId: CHANNEL2, attachments: { a1: { filename: 'c.trf', data: trf } } },
        );
        expect(textOf(r)).toMatch(/Imported/);
      },
    ],
  ])('%s: the snapshot is %s and equals the database', async (_name, how, act) => {
    await expectCurrent(); // every tournament in memory before the change
    const loads = h.bot.cache.snapshots.loads;
    await act();
    await expectCurrent();
    if (how === 'patched') expect(h.bot.cache.snapshots.loads).toBe(loads);
    else expect(h.bot.cache.snapshots.loads).toBeGreaterThan(loads);
  });

  async function loadedNo(u: FakeUser): Promise<number> {
    const [row] = await listTournaments(h.store.reader, GUILD);
    if (!row) throw new Error('no tournament');
    const p = (await loadTournament(h.store.reader, row)).players.find((x) => x.user_id === u.id);
    if (!p) throw new Error(`${u.username} is not registered`);
    return p.start_no;
  }
});
