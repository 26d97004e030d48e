// /arbiter tournament create system: the pairing registry's Swiss systems, stored with the
// tournament and paired through the core's workflow by that system.
import { describe, expect, test } from 'vitest';
import type { Command } from '../../../bot/commands/index.ts';
import { commands } from '../../../bot/commands/index.ts';
import { loadTournament, resolveTournament } from '../../../bot/storage/repo.ts';
import { PAIRING_SYSTEMS, pairingSystemById } from '../../../core/pairing/index.ts';
import { CHANNEL, isEphemeral, textOf, USERS } from '../helpers/harness.ts';
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

/**
 * The choices of every players' tournament `system` option (`/tournament create`, `/arbiter
 * tournament create`); a team event's `system` (`/arbiter teamevent new`) lists team systems.
 */
function systemChoices(): (readonly Choice[])[] {
  const found: (readonly Choice[])[] = [];
  const walk = (o: Opt, path: readonly string[]): void => {
    if (o.name === 'system' && o.choices && path.includes('tournament')) found.push(o.choices);
    for (const x of o.options ?? []) walk(x, [...path, o.name]);
  };
  for (const c of commands as readonly Command[]) walk(c.data.toJSON() as unknown as Opt, []);
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

const four = [anna, ben, carl, dora];

/** A harness of its own (one tournament per channel) and a Double-Swiss match 1 up to game 2. */
function doubleSwissMatch() {
  const h = useHarness({ db: 'sqlite' });

  /** Four players, match 1 paired, game 1 set: board 1 won by White, board 2 drawn; game 2 paired. */
  async function matchOneGameTwo(): Promise<{
    row: Awaited<ReturnType<typeof resolveTournament>>;
    two: readonly { board: number; white: number; black: number }[];
    userOf: (no: number) => (typeof four)[number];
  }> {
    await h.run(
      admin,
      'arbiter',
      'tournament create',
      { name: 'Doppel-Schweizer Fürth', system: 'double-swiss', rounds: 2 },
      { admin: true },
    );
    for (const u of four) await h.run(u, 'tournament', 'join');
    await h.run(admin, 'arbiter', 'tournament start', {}, { admin: true });
    await h.run(admin, 'arbiter', 'tournament pair', {}, { admin: true });
    await h.run(admin, 'arbiter', 'result set', { round: 1, board: 1, result: '1-0' }, { admin: true });
    await h.run(admin, 'arbiter', 'result set', { round: 1, board: 2, result: '1/2-1/2' }, { admin: true });
    await h.run(admin, 'arbiter', 'tournament pair', {}, { admin: true });
    const row = await resolveTournament(h.store.db, '800000000000000001', CHANNEL);
    const lt = await loadTournament(h.store.db, row);
    const one = lt.tournament.games.filter((g) => g.round === 1);
    const two = lt.tournament.games
      .filter((g) => g.round === 2)
      .map((g) => ({ board: g.board ?? 0, white: g.white, black: g.black }));
    // Game 2 of board 1 has game 1's Black (who lost game 1) as White.
    expect(two.find((g) => g.board === 1)?.white).toBe(one.find((g) => g.board === 1)?.black);
    const userOf = (no: number) =>
      four.find((u) => lt.players.find((p) => p.start_no === no)?.user_id === u.id)!;
    return { row, two, userOf };
  }

  const game2Result = async (row: Awaited<ReturnType<typeof resolveTournament>>, board: number) =>
    (await loadTournament(h.store.db, row)).tournament.games.find((g) => g.round === 2 && g.board === board)
      ?.result;
  return { h, matchOneGameTwo, game2Result };
}

describe('Double-Swiss match results in the bot (C.04.5 Preface: two games, colours reversed)', () => {
  const { h, matchOneGameTwo, game2Result } = doubleSwissMatch();

  test('/result match: the match result from the reporter side; one a lost game 1 rules out is refused', async () => {
    const { row, two, userOf } = await matchOneGameTwo();
    const b1 = two.find((g) => g.board === 1)!;
    const loser = userOf(b1.white); // lost game 1
    // 1½-½ would need 1½ points from game 2: game 1 rules it out. One private line, game 1 named.
    const refused = await h.run(loser, 'result', 'match', { opponent: String(b1.black), score: '1,5:0,5' });
    expect(isEphemeral(refused)).toBe(true);
    expect(textOf(refused).split('\n')).toHaveLength(1);
    expect(textOf(refused)).toContain('"1,5:0,5" cannot follow game 1 (round 1:');
    expect(textOf(refused)).toContain('1-0)');
    expect(await game2Result(row, 1)).toBe('*');
    // No match result at all, in German: the spellings there are.
    const german = await h.run(
      loser,
      'result',
      'match',
      { opponent: String(b1.black), score: 'gewonnen' },
      { locale: 'de' },
    );
    expect(textOf(german)).toBe(
      '„gewonnen“ ist kein Wettkampfergebnis; möglich: 2-0, 1½-½, 1,5:0,5, 1-1, ½-1½ oder 0-2.',
    );
    // 1-1 after a lost game 1: the reporter (White of game 2) won game 2.
    const ok = await h.run(loser, 'result', 'match', { opponent: String(b1.black), score: '1-1' });
    expect(isEphemeral(ok)).toBe(false);
    expect(await game2Result(row, 1)).toBe('1-0');
  });
});

describe('a Double-Swiss match result from Black of game 2', () => {
  const { h, matchOneGameTwo, game2Result } = doubleSwissMatch();
  test('/result match from Black of game 2: the score is turned to White first', async () => {
    const { row, two, userOf } = await matchOneGameTwo();
    const b1 = two.find((g) => g.board === 1)!;
    // The winner of game 1 is Black in game 2; "2-0" (his points first) means he won game 2 too.
    await h.run(userOf(b1.black), 'result', 'match', { opponent: String(b1.white), score: '2-0' });
    expect(await game2Result(row, 1)).toBe('0-1');
  });
});

describe('a Double-Swiss match result set by the arbiter', () => {
  const { h, matchOneGameTwo, game2Result } = doubleSwissMatch();
  test('/arbiter result set-match: White of the board first; a score game 1 rules out is refused', async () => {
    const { row } = await matchOneGameTwo();
    // Board 2, game 1 drawn: 2-0 is impossible, 1½-½ means White of game 2 won it.
    const refused = await h.run(
      admin,
      'arbiter',
      'result set-match',
      { round: 2, board: 2, score: '2-0' },
      { admin: true },
    );
    expect(isEphemeral(refused)).toBe(true);
    expect(textOf(refused)).toMatch(/^"2-0" cannot follow game 1 \(round 1: .+ ½-½\)\.$/);
    await h.run(admin, 'arbiter', 'result set-match', { round: 2, board: 2, score: '1½-½' }, { admin: true });
    expect(await game2Result(row, 2)).toBe('1-0');
    // On game 1's round: the match result waits for game 2.
    const early = await h.run(
      admin,
      'arbiter',
      'result set-match',
      { round: 1, board: 1, score: '2-0' },
      { admin: true },
    );
    expect(textOf(early)).toContain('A match result is entered on game 2');
  });
});

describe('a match result in a Dutch tournament', () => {
  const h = useHarness({ db: 'sqlite' });
  test('a Dutch tournament takes no match result', async () => {
    await h.run(
      admin,
      'arbiter',
      'tournament create',
      { name: 'Open Fürth', system: 'swiss', rounds: 3 },
      { admin: true },
    );
    for (const u of four) await h.run(u, 'tournament', 'join');
    await h.run(admin, 'arbiter', 'tournament start', {}, { admin: true });
    await h.run(admin, 'arbiter', 'tournament pair', {}, { admin: true });
    const r = await h.run(
      admin,
      'arbiter',
      'result set-match',
      { round: 1, board: 1, score: '2-0' },
      { admin: true },
    );
    expect(textOf(r)).toContain('Match results are for Double-Swiss tournaments');
  });
});
