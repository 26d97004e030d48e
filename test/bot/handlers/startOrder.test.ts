// The bot numbers a tournament by the same rule as the CLI (core/workflow): a Swiss in the FIDE
// C.04.2 initial order (rating, title, name), a round robin in the registration order (its numbers
// are drawn by lot, FIDE C.05). Four members join out of rating order; the expected numbers by hand.
import { describe, expect, test } from 'vitest';
import { loadTournament, resolveTournament } from '../../../bot/storage/repo.ts';
import { CHANNEL, textOf, USERS } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';

const { admin, anna, ben, carl, dora } = USERS;

describe.each([
  // DWZ: Anna 1500, Ben 2000, Carl 1800, Dora 1700; joined in the order Anna, Ben, Carl, Dora.
  ['swiss', { rounds: 3 }, ['Ben', 'Carl', 'Dora', 'Anna']],
  ['round-robin', {}, ['Anna', 'Ben', 'Carl', 'Dora']],
] as const)('%s: the start numbers after /arbiter tournament start', (system, extra, expected) => {
  const h = useHarness();

  test(`numbered ${expected.join(', ')}`, async () => {
    for (const [u, dwz] of [
      [anna, 1500],
      [ben, 2000],
      [carl, 1800],
      [dora, 1700],
    ] as const)
      await h.run(u, 'rating', 'set', { dwz, index: 12 });
    await h.run(admin, 'arbiter', 'tournament create', { name: 'Start', system, ...extra }, { admin: true });
    for (const u of [anna, ben, carl, dora]) await h.run(u, 'tournament', 'join');
    const started = await h.run(admin, 'arbiter', 'tournament start', {}, { admin: true });
    expect(textOf(started)).toMatch(/started with 4 players/);
    const lt = await loadTournament(
      h.store.db,
      await resolveTournament(h.store.db, '800000000000000001', CHANNEL),
    );
    expect([...lt.players].sort((a, b) => a.start_no - b.start_no).map((p) => p.name)).toEqual(expected);
  });
});
