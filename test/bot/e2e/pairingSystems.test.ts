// /arbiter tournament create system: the pairing registry's Swiss systems, stored with the
// tournament and paired through the core's workflow by that system.
import { describe, expect, test } from 'vitest';
import type { Command } from '../../../bot/commands/index.ts';
import { commands } from '../../../bot/commands/index.ts';
import { loadTournament, resolveTournament } from '../../../bot/storage/repo.ts';
import { PAIRING_SYSTEMS, pairingSystemById } from '../../../core/pairing/index.ts';
import { CHANNEL, textOf, USERS } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';

const { admin, anna, ben, carl, dora, eve } = USERS;
const members = [anna, ben, carl, dora, eve];

interface Choice {
  readonly value: string;
  readonly name: string;
  readonly name_localizations?: Record<string, string> | null;
}
interface Opt {
  readonly name: string;
  readonly choices?: readonly Choice[];
  readonly options?: readonly Opt[];
}

/** Every `system` option's choices of every command (`/tournament create`, `/arbiter tournament create`). */
function systemChoices(): (readonly Choice[])[] {
  const found: (readonly Choice[])[] = [];
  const walk = (o: Opt): void => {
    if (o.name === 'system' && o.choices) found.push(o.choices);
    for (const x of o.options ?? []) walk(x);
  };
  for (const c of commands as readonly Command[]) walk(c.data.toJSON() as unknown as Opt);
  return found;
}

describe('system: choices come from the pairing registry', () => {
  const playerSwiss = PAIRING_SYSTEMS.filter((s) => s.kind === 'swiss' && !s.team && s.id !== 'dutch');

  test('every player Swiss system of the registry is a choice, named in English and German', () => {
    const lists = systemChoices();
    expect(lists.length).toBeGreaterThan(0);
    for (const choices of lists)
      for (const s of playerSwiss) {
        const c = choices.find((x) => x.value === s.id);
        expect(c?.name).toBeTruthy();
        expect(c?.name_localizations?.de).toBeTruthy();
      }
    for (const choices of lists)
      expect(choices.find((x) => x.value === 'double-swiss')?.name_localizations?.de).toBe(
        'Doppel-Schweizer',
      );
  });

  test('a team system is not a choice for a players tournament', () => {
    for (const choices of systemChoices()) expect(choices.map((c) => c.value)).not.toContain('teamSwiss');
  });
});

describe.each([
  ['dubov', 'FIDE_DUBOV', 3, 'Dubov'],
  ['burstein', 'FIDE_BURSTEIN', 3, 'Burstein'],
  ['double-swiss', 'FIDE_DOUBLESWISS', 6, 'Doppel-Schweizer'],
])('a %s tournament in the bot', (system, code, gameRounds, germanName) => {
  const h = useHarness({ db: 'sqlite' });

  test('create stores the system; round 1 is the pairing the registry system makes', async () => {
    const created = await h.run(
      admin,
      'arbiter',
      'tournament create',
      { name: 'Vereinsmeisterschaft Fürth', system, rounds: 3 },
      { admin: true, locale: 'de' },
    );
    expect(textOf(created)).toContain(germanName);
    for (const u of members) await h.run(u, 'tournament', 'join');
    await h.run(admin, 'arbiter', 'tournament start', {}, { admin: true });
    const row = await resolveTournament(h.store.db, '800000000000000001', CHANNEL);
    const before = await loadTournament(h.store.db, row);
    expect(before.tournament.pairingSystem).toBe(code);
    expect(before.tournament.rounds).toBe(gameRounds);
    // What the registry's engine pairs for the started tournament, computed before the bot pairs.
    const expected = pairingSystemById(system)!.pairNextRound({
      ...before.tournament,
      startListFrozen: true,
    });
    expect(expected.ok).toBe(true);
    const paired = await h.run(admin, 'arbiter', 'tournament pair', {}, { admin: true });
    expect(textOf(paired)).not.toMatch(/failed|fehlgeschlagen/i);
    const after = await loadTournament(h.store.db, row);
    const boards = after.tournament.games.filter((g) => g.round === 1).map((g) => [g.white, g.black]);
    if (expected.ok) expect(boards).toEqual(expected.value.boards.map((b) => [b.white, b.black]));
  });
});

describe('a Double-Swiss match in the bot', () => {
  const h = useHarness({ db: 'sqlite' });

  test('game 2 of a match: the same boards with the colours reversed (C.04.5 Article 4)', async () => {
    await h.run(
      admin,
      'arbiter',
      'tournament create',
      { name: 'Doppel-Schweizer Fürth', system: 'double-swiss', rounds: 2 },
      { admin: true },
    );
    for (const u of members) await h.run(u, 'tournament', 'join');
    await h.run(admin, 'arbiter', 'tournament start', {}, { admin: true });
    await h.run(admin, 'arbiter', 'tournament pair', {}, { admin: true });
    const row = await resolveTournament(h.store.db, '800000000000000001', CHANNEL);
    const one = (await loadTournament(h.store.db, row)).tournament.games.filter((g) => g.round === 1);
    expect(one).toHaveLength(2);
    for (const g of one)
      await h.run(
        admin,
        'arbiter',
        'result set',
        { round: 1, board: g.board ?? 0, result: '1-0' },
        { admin: true },
      );
    const paired = await h.run(admin, 'arbiter', 'tournament pair', {}, { admin: true });
    expect(textOf(paired)).not.toMatch(/failed/i);
    const two = (await loadTournament(h.store.db, row)).tournament.games.filter((g) => g.round === 2);
    expect(two.map((g) => [g.white, g.black]).sort()).toEqual(one.map((g) => [g.black, g.white]).sort());
  });
});
