import { beforeAll, describe, expect, test } from 'vitest';
import * as repo from '../../../bot/storage/repo.ts';
import type { FakeUser, InteractionRecord } from '../fakeDiscord/server.ts';
import { DB_KINDS } from '../helpers/databases.ts';
import { CHANNEL, GUILD } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';

// A burst as a club evening ends (bench/bot.ts runs the same at 200 boards and prints latencies):
// every board reported by White, the same game reported by Black at the same moment, and as many
// /standings, all at once. Every interaction is answered, each game is stored once with the first
// report, and (the harness checks it) Discord's rate limits and schemas are never broken.
const BOARDS = 20;
const players: FakeUser[] = Array.from({ length: 2 * BOARDS }, (_, k) => ({
  id: String(760000000000000000n + BigInt(k + 1)),
  username: `p${k + 1}`,
}));

describe.each(DB_KINDS)('a burst of reports, racing reports and standings (%s)', (kind) => {
  const h = useHarness({ db: kind });
  beforeAll(async () => {
    await h.store.mutate('seed-burst', async (q) => {
      const id = await repo.createTournament(q, {
        guildId: GUILD,
        name: 'Burst Open',
        kind: 'swiss',
        rounds: 5,
        createdBy: '1',
        at: '2026-05-01T10:00:00.000Z',
      });
      await repo.selectTournament(q, GUILD, CHANNEL, id);
      for (const [k, u] of players.entries())
        await repo.addPlayer(q, id, {
          userId: u.id,
          name: u.username,
          dwz: 2000 - k,
          dwzIndex: 10,
          fide: null,
          birthYear: null,
        });
      await repo.insertGames(
        q,
        id,
        Array.from({ length: BOARDS }, (_, b) => ({
          round: 1,
          board: b + 1,
          white: b + 1,
          black: b + 1 + BOARDS,
        })),
      );
      await repo.updateTournament(q, id, { status: 'running', current_round: 1 });
    });
  });

  test(`${BOARDS} reports + ${BOARDS} racing reports + ${BOARDS} standings at once: all answered, each game once, no 429`, async () => {
    const send = (
      user: FakeUser,
      command: string,
      sub: string | undefined,
      options: Record<string, string>,
    ) =>
      h.fake.sendInteraction(
        h.fake.buildCommand({
          guildId: GUILD,
          channelId: CHANNEL,
          user,
          command,
          ...(sub ? { subcommand: sub } : {}),
          options,
        }),
      );
    const recs: InteractionRecord[] = [];
    for (let b = 0; b < BOARDS; b++) {
      const white = players[b] as FakeUser;
      const black = players[b + BOARDS] as FakeUser;
      recs.push(send(white, 'result', 'report', { opponent: String(b + 1 + BOARDS), result: '1-0' }));
      recs.push(send(black, 'result', 'report', { opponent: String(b + 1), result: '0-1' }));
      recs.push(send(white, 'standings', undefined, {}));
    }
    for (const r of recs) await h.fake.response(r, 60_000);
    expect(recs.flatMap((r) => r.rejectedCallbacks)).toEqual([]);
    const lt = await repo.loadTournament(
      h.store.db,
      await repo.resolveTournament(h.store.db, GUILD, CHANNEL),
    );
    // Each game has exactly one of the two racing results, and one report entry in the audit log.
    expect(lt.games.filter((g) => g.result === '*')).toEqual([]);
    for (const g of lt.games) expect(['1-0', '0-1']).toContain(g.result);
    const audits = await h.store.db
      .selectFrom('audit_log')
      .select('game_id')
      .where('action', '=', 'report')
      .execute();
    expect(audits).toHaveLength(BOARDS);
    expect(new Set(audits.map((a) => a.game_id)).size).toBe(BOARDS);
    // And one history entry per game, with the result stored.
    const history = (await repo.readHistory(h.store.db, lt.row.id)).filter(
      (e) => e.action === 'recordResult',
    );
    expect(history.map((e) => e.board).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      lt.games.map((g) => g.board),
    );
    for (const e of history) expect(e.to).toBe(lt.games.find((g) => g.board === e.board)?.result);
    expect(h.fake.tooManyRequests).toEqual([]);
    expect(h.fake.invalidBodies).toEqual([]);
  });
});
