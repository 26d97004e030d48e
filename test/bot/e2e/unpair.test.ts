// The last round taken back for every kind the bot pairs, by the core's `unpairLastRound`: refused
// while the round has results, `force` (an arbiter) takes them back and lists them. A round robin
// keeps its schedule (the Berger tables fix it, FIDE C.05 Annex 1): its announcement and results go.
// A knockout round goes with its tie-break games and is paired again from the round before.
import { describe, expect, test } from 'vitest';
import { loadTournament, resolveTournament } from '../../../bot/storage/repo.ts';
import { CHANNEL, GUILD, isEphemeral, textOf, USERS } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';

const { admin, anna, ben, carl, dora } = USERS;

describe.each(['round-robin', 'knockout'] as const)('unpair the last round of a %s', (system) => {
  const h = useHarness();
  const arbiter = (sub: string, options: Record<string, string | number | boolean> = {}) =>
    h.run(admin, 'arbiter', sub, options, { admin: true });
  const state = async () => loadTournament(h.store.db, await resolveTournament(h.store.db, GUILD, CHANNEL));
  const pairs = async (round: number) =>
    (await state()).games
      .filter((g) => g.round === round)
      .map((g) => `${g.board}:${g.white_no}-${g.black_no}:${g.result}`);

  test('round 1: refused with a result, forced by an arbiter, paired again the same', async () => {
    await arbiter('tournament create', { name: 'Pokal', system });
    for (const u of [anna, ben, carl, dora]) await h.run(u, 'tournament', 'join');
    await arbiter('tournament start');
    const round1 = await pairs(1);
    expect(round1).toHaveLength(2);
    await arbiter('result set', { round: 1, board: 1, result: '1-0' });
    const refused = await arbiter('tournament unpair');
    expect(isEphemeral(refused)).toBe(true);
    expect(textOf(refused)).toMatch(/round 1 .*result/i);
    expect((await state()).row.current_round).toBe(1);
    expect((await pairs(1))[0]).toMatch(/:1-0$/);
    // A member who is not an arbiter cannot force it.
    expect(textOf(await h.run(anna, 'arbiter', 'tournament unpair', { force: true }))).toMatch(
      /Only arbiters/,
    );
    const forced = await arbiter('tournament unpair', { force: true });
    expect(textOf(forced)).toContain('Round 1 of **Pokal** was taken back');
    expect(textOf(forced)).toMatch(/Results taken back: 1: .* 1-0/);
    const lt = await state();
    expect(lt.row.current_round).toBe(0);
    expect(lt.games.filter((g) => g.result !== '*')).toEqual([]);
    await arbiter('tournament pair');
    expect((await state()).row.current_round).toBe(1);
    expect(await pairs(1)).toEqual(round1.map((p) => p.replace(/:[^:]*$/, ':*')));
  });

  test('round 2 without results: taken back without force; the history says so', async () => {
    for (const board of [1, 2]) await arbiter('result set', { round: 1, board, result: '1-0' });
    await arbiter('tournament pair');
    const round2 = await pairs(2);
    expect(round2).toHaveLength(system === 'knockout' ? 1 : 2);
    const undone = await arbiter('tournament unpair');
    expect(textOf(undone)).toContain('Round 2 of **Pokal** was taken back');
    const lt = await state();
    expect(lt.row.current_round).toBe(1);
    // The round robin keeps its schedule; the knockout's final is gone until paired again.
    expect(await pairs(2)).toEqual(system === 'knockout' ? [] : round2);
    expect(await pairs(1)).toHaveLength(2); // round 1 and its results stay
    await arbiter('tournament pair');
    expect(await pairs(2)).toEqual(round2);
    const history = textOf(await h.run(admin, 'tournament', 'history', {}));
    expect(history).toContain('round 2 taken back');
    expect(history).toContain('round 1 taken back');
  });

  if (system === 'knockout')
    test('a drawn final with its tie-break game: taken back whole, only by force', async () => {
      await arbiter('result set', { round: 2, board: 1, result: '1/2-1/2' });
      await arbiter('tournament pair');
      expect(await pairs(2)).toHaveLength(2);
      expect(textOf(await arbiter('tournament unpair'))).toMatch(/round 2 .*result/i);
      const forced = await arbiter('tournament unpair', { force: true });
      expect(textOf(forced)).toMatch(/Results taken back: 1: .* ½-½/);
      expect(await pairs(2)).toEqual([]);
      expect((await state()).row.current_round).toBe(1);
    });
});
