import { describe, expect, test } from 'vitest';
import { readHistory } from '../../../bot/storage/workflow.ts';
import { listTournaments, loadTournament } from '../../../bot/storage/repo.ts';
import type { FakeUser, InteractionRecord } from '../fakeDiscord/server.ts';
import type { FakeMessage } from '../fakeDiscord/types.ts';
import { DB_KINDS } from '../helpers/databases.ts';
import { GUILD, isEphemeral, textOf, USERS } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';

// Members joining at once are coalesced into one transaction per batch (bot/writeBatches.ts,
// joinBatch in bot/handlers/tournament.ts). Each join must still be stored exactly once with its own
// start number and history entry, and a refused join answered with its own refusal, writing nothing.
const { admin, anna } = USERS;
const asAdmin = { admin: true } as const;
const members: FakeUser[] = Array.from({ length: 24 }, (_, k) => ({
  id: String(770000000000000000n + BigInt(k + 1)),
  username: `m${k + 1}`,
  globalName: `Member ${String(k + 1).padStart(2, '0')}`,
}));
/** Two members under one display name: the workflow refuses the second as the same person. */
const twins: FakeUser[] = [1, 2].map((k) => ({
  id: String(771000000000000000n + BigInt(k)),
  username: `twin${k}`,
  globalName: 'Tom Twin',
}));
const late: FakeUser[] = [1, 2, 3].map((k) => ({
  id: String(772000000000000000n + BigInt(k)),
  username: `late${k}`,
  globalName: `Late ${k}`,
}));

describe.each(DB_KINDS)('members joining at once (%s)', (kind) => {
  const h = useHarness({ db: kind, harness: { users: [...members, ...twins, ...late] } });

  const state = async () => {
    const [row] = await listTournaments(h.store.reader, GUILD);
    if (!row) throw new Error('no tournament');
    return loadTournament(h.store.reader, row);
  };
  const joinAll = async (users: readonly FakeUser[]): Promise<InteractionRecord[]> => {
    const recs = users.map((u) => h.send(u, 'tournament', 'join'));
    for (const r of recs) await h.fake.response(r, 60_000);
    expect(recs.flatMap((r) => r.rejectedCallbacks)).toEqual([]);
    return recs;
  };
  const messageOf = async (r: InteractionRecord): Promise<FakeMessage> => {
    const m = await h.fake.response(r, 60_000);
    if ('choices' in m) throw new Error('expected a message');
    return m;
  };
  const answerOf = async (r: InteractionRecord) => textOf(await messageOf(r));

  test('each join stored once with its own number; a repeated member and a twin refused alone', async () => {
    await h.run(
      admin,
      'arbiter',
      'tournament create',
      { name: 'Sommer', system: 'swiss', rounds: 5 },
      asAdmin,
    );
    expect(textOf(await h.run(anna, 'tournament', 'join'))).toContain('(start number 1)');
    const batchesBefore = h.bot.batches.batches;
    const itemsBefore = h.bot.batches.items;
    const everyone = [...members, anna, ...twins];
    const recs = await joinAll(everyone);

    // Coalesced: fewer transactions than joins, every join in one of them.
    expect(h.bot.batches.items - itemsBefore).toBe(everyone.length);
    expect(h.bot.batches.batches - batchesBefore).toBeLessThan(everyone.length);

    const lt = await state();
    // Anna is in once, refused privately with her own message; one twin is refused as a duplicate.
    const annaAnswer = await messageOf(recs[members.length] as InteractionRecord);
    expect(textOf(annaAnswer)).toMatch(/already registered/);
    expect(isEphemeral(annaAnswer)).toBe(true);
    const twinAnswers = await Promise.all(recs.slice(members.length + 1).map(answerOf));
    const joinedTwin = twinAnswers.findIndex((a) => a.includes('joined'));
    expect(joinedTwin).toBeGreaterThanOrEqual(0);
    expect(twinAnswers[1 - joinedTwin]).not.toContain('joined');
    expect(twinAnswers[1 - joinedTwin]).toMatch(/Tom Twin/);

    // 1 + 24 members + 1 twin, numbered 1..26 without gaps, each member once.
    const userIds = lt.players.map((p) => p.user_id);
    expect(lt.players.map((p) => p.start_no)).toEqual(Array.from({ length: 26 }, (_, k) => k + 1));
    expect(new Set(userIds).size).toBe(26);
    expect(userIds).toContain(twins[joinedTwin]?.id);
    expect(userIds).not.toContain(twins[1 - joinedTwin]?.id);
    // Every joined member's answer names the number stored for them.
    for (const [k, u] of members.entries()) {
      const row = lt.players.find((p) => p.user_id === u.id);
      expect(await answerOf(recs[k] as InteractionRecord)).toContain(
        `${u.globalName} joined **Sommer** (start number ${row?.start_no})`,
      );
    }
    // One history entry per registration, by the member who joined; none for the refused.
    const history = await readHistory(h.store.reader, lt.row.id);
    expect(history.map((e) => [e.action, e.player, e.name])).toEqual(
      lt.players.map((p) => ['register', p.start_no, p.name]),
    );
    // The refused interactions are not recorded as applied (a refusal leaves the database unchanged).
    const refusedIds = [recs[members.length], recs[members.length + 2 - joinedTwin]].map(
      (r) => (r as InteractionRecord).id,
    );
    for (const id of refusedIds) expect(await h.store.wasProcessed(id)).toBe(false);
    expect(await h.store.wasProcessed((recs[0] as InteractionRecord).id)).toBe(true);
  });

  test('late entries at once: each absent in round 1, the list renumbered, the history following', async () => {
    await h.run(admin, 'arbiter', 'tournament start', {}, asAdmin);
    await h.run(admin, 'arbiter', 'tournament pair', {}, asAdmin);
    const recs = await joinAll(late);
    for (const r of recs) expect(await answerOf(r)).toMatch(/joined \*\*Sommer\*\*/);
    const lt = await state();
    expect(lt.players.map((p) => p.start_no)).toEqual(Array.from({ length: 29 }, (_, k) => k + 1));
    for (const u of late) {
      const row = lt.players.find((p) => p.user_id === u.id);
      expect(row?.name).toBe(u.globalName);
      expect(lt.tournament.unpaired.filter((x) => x.player === row?.start_no)).toEqual([
        { round: 1, player: row?.start_no, kind: 'absent' },
      ]);
    }
    // The stored history names each player by their current number, as the workflow renumbered it.
    const nameOf = new Map(lt.players.map((p) => [p.start_no, p.name]));
    const history = await readHistory(h.store.reader, lt.row.id);
    const entries = history.filter((e) => e.action === 'register' || e.action === 'lateEntry');
    expect(entries).toHaveLength(29);
    for (const e of entries) expect(nameOf.get(e.player ?? 0)).toBe(e.name);
  });
});
