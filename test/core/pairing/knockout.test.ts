import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  describeKnockoutError,
  knockoutAttempts,
  knockoutRoundName,
  makeKnockoutBracket,
  standardSeedOrder,
  type KnockoutBracket,
} from '../../../core/pairing/knockout.ts';
import {
  advanceKnockout,
  decideTie,
  describeKnockoutAdvanceError,
  nextTieGame,
} from '../../../core/pairing/knockoutAdvance.ts';
import { unwrap } from '../../../core/result.ts';
import type { Game } from '../../../core/tournament/model.ts';
import { knockoutExercises } from './fixtures/arbiterCourseKnockout.ts';

describe('Turniersysteme (arbiter course) "K.O-System – Übung Tableau": the exercises give the seed numbers', () => {
  test.each(knockoutExercises)('$name', (ex) => {
    const attempts = knockoutAttempts(ex.players, ex.prequalified);
    expect(
      attempts.map(({ fictitious, total, bracketSize, byes }) => ({ fictitious, total, bracketSize, byes })),
    ).toEqual(ex.attempts);
    const b = unwrap(makeKnockoutBracket(ex.players, { prequalified: ex.prequalified }));
    const final = ex.attempts[ex.attempts.length - 1];
    expect({ fictitious: b.fictitious, total: b.total, bracketSize: b.bracketSize, byes: b.byes }).toEqual(
      final,
    );
    // "Spielfreie + Fiktive + Teilnehmer = Zweierpotenz"
    expect(b.byes + b.fictitious + b.players).toBe(b.bracketSize);
    expect(b.rounds).toBe(Math.log2(b.bracketSize));
  });

  test('18 with 2 pre-qualified: seeds 1-2 enter in round 3, seeds 3-10 have byes, 11-18 play round 1', () => {
    const b = unwrap(makeKnockoutBracket(18, { prequalified: 2 }));
    expect(b.entryRound).toEqual([3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1]);
    const games = b.firstRound.filter((m) => m.kind === 'game').map((m) => [m.top, m.bottom]);
    expect(games).toEqual([
      [
        { kind: 'player', seed: 13 },
        { kind: 'player', seed: 16 },
      ],
      [
        { kind: 'player', seed: 12 },
        { kind: 'player', seed: 17 },
      ],
      [
        { kind: 'player', seed: 14 },
        { kind: 'player', seed: 15 },
      ],
      [
        { kind: 'player', seed: 11 },
        { kind: 'player', seed: 18 },
      ],
    ]);
  });
});

describe('Turniersysteme (arbiter course) "Die letzten Runden heissen Final, Halbfinal, Viertelfinal, ..."', () => {
  test.each<[number, number, string, string]>([
    [5, 5, 'Finale', 'final'],
    [4, 5, 'Halbfinale', 'semi-final'],
    [3, 5, 'Viertelfinale', 'quarter-final'],
    [2, 5, 'Achtelfinale', 'round of 16'],
    [1, 5, 'Sechzehntelfinale', 'round of 32'],
    [1, 1, 'Finale', 'final'],
    [1, 2, 'Halbfinale', 'semi-final'],
    [1, 7, '1. Runde', 'round 1'],
    [2, 7, '2. Runde', 'round 2'],
    [3, 7, 'Sechzehntelfinale', 'round of 32'],
  ])('round %i of %i is %s / %s', (round, rounds, de, en) => {
    expect(knockoutRoundName(round, rounds)).toEqual({ de, en });
  });
  test.each(knockoutExercises)('$name: one name per round, the last is the final', (ex) => {
    const b = unwrap(makeKnockoutBracket(ex.players, { prequalified: ex.prequalified }));
    expect(b.roundNames).toHaveLength(b.rounds);
    expect(b.roundNames.map((n) => n.de).slice(-3)).toEqual(['Viertelfinale', 'Halbfinale', 'Finale']);
    expect(new Set(b.roundNames.map((n) => n.en)).size).toBe(b.rounds);
  });
});

describe('standard seeding', () => {
  test('32: 1 v 32, 16 v 17 …, seeds 1 and 2 in opposite halves', () => {
    const order = standardSeedOrder(32);
    const pairs = Array.from({ length: 16 }, (_, i) => [order[2 * i], order[2 * i + 1]]);
    expect(pairs[0]).toEqual([1, 32]);
    expect(pairs[1]).toEqual([16, 17]);
    expect(pairs.every(([a, b]) => (a ?? 0) + (b ?? 0) === 33)).toBe(true);
    expect(order.indexOf(1) < 16).toBe(true);
    expect(order.indexOf(2) >= 16).toBe(true);
  });

  test.each([2, 4, 8, 16, 64, 128])('%i: top 2^k seeds fall into distinct blocks of size/2^k', (size) => {
    const order = standardSeedOrder(size);
    for (let blocks = 2; blocks <= size; blocks *= 2) {
      const blockOf = (seed: number): number => Math.floor(order.indexOf(seed) / (size / blocks));
      expect(new Set(Array.from({ length: blocks }, (_, i) => blockOf(i + 1))).size).toBe(blocks);
    }
  });

  test('28 players, none pre-qualified: seeds 1-4 have byes, 5 v 28 … 16 v 17', () => {
    const b = unwrap(makeKnockoutBracket(28));
    const byeSeeds = b.firstRound
      .filter((m) => m.kind === 'bye')
      .map((m) => (m.top.kind === 'player' ? m.top.seed : 0));
    expect(byeSeeds.sort((x, y) => x - y)).toEqual([1, 2, 3, 4]);
    const games = b.firstRound.filter((m) => m.kind === 'game');
    expect(games).toHaveLength(12);
    for (const g of games) {
      expect(g.top.kind === 'player' && g.bottom.kind === 'player' ? g.top.seed + g.bottom.seed : 0).toBe(33);
    }
  });
});

const seedsIn = (b: KnockoutBracket): number[] =>
  b.slots.flatMap((s) => (s.kind === 'player' ? [s.seed] : [])).sort((x, y) => x - y);

describe('brackets for any field size', () => {
  test('property: every seed once, byes to the top non-pre-qualified seeds, counts add up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 600 }), fc.integer({ min: 0, max: 8 }), (n, k0) => {
        const k = Math.min(k0, Math.max(0, n - 2));
        const r = makeKnockoutBracket(n, { prequalified: k });
        if (!r.ok) {
          expect(r.error.kind).toBe('noBracket');
          return;
        }
        const b = r.value;
        expect(seedsIn(b)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
        expect(b.slots).toHaveLength(b.bracketSize);
        expect(b.slots.filter((s) => s.kind === 'bye')).toHaveLength(b.byes);
        expect(b.slots.filter((s) => s.kind === 'fictitious')).toHaveLength(b.fictitious);
        expect(b.fictitious).toBe(k * b.perPrequalified);
        expect(b.bracketSize).toBeGreaterThanOrEqual(b.total);
        expect(b.bracketSize / 2).toBeLessThan(Math.max(b.total, 2));
        const byeSeeds = b.firstRound
          .filter((m) => m.kind === 'bye')
          .map((m) => (m.top.kind === 'player' ? m.top.seed : m.bottom.kind === 'player' ? m.bottom.seed : 0))
          .sort((x, y) => x - y);
        expect(byeSeeds).toEqual(Array.from({ length: b.byes }, (_, i) => k + 1 + i));
        // At least one first-round game, and the pre-qualified enter after every bye player.
        expect(b.firstRound.some((m) => m.kind === 'game')).toBe(true);
        if (k > 0 && b.byes > 0) expect(b.entryRound[0]).toBeGreaterThan(2);
        for (let s = 1; s <= k; s++) expect(b.entryRound[s - 1]).toBe(Math.log2(b.perPrequalified + 1) + 1);
      }),
    );
  });

  test.each<[number, number, string]>([
    [1, 0, 'badPlayerCount'],
    [5000, 0, 'badPlayerCount'],
    [10, 9, 'badPrequalified'],
    [10, -1, 'badPrequalified'],
    [4, 2, 'noBracket'],
  ])('%i players, %i pre-qualified: %s', (n, k, kind) => {
    const r = makeKnockoutBracket(n, { prequalified: k });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.kind).toBe(kind);
      expect(describeKnockoutError(r.error)).toMatch(/\w/);
    }
  });
});

const game = (
  round: number,
  white: number,
  black: number,
  result: Game['result'],
  extra: Partial<Game> = {},
): Game => ({
  round,
  white,
  black,
  result,
  ...extra,
});

describe('ties: a drawn game is repeated with colours reversed (Turniersysteme (arbiter course) K.O.-System)', () => {
  test('a draw leaves the tie undecided; the next game is a tie-break with colours reversed', () => {
    const games = [game(1, 4, 5, '1/2-1/2')];
    expect(decideTie(4, 5, games).kind).toBe('undecided');
    expect(nextTieGame(1, 4, 5, games)).toEqual({
      round: 1,
      white: 5,
      black: 4,
      result: '*',
      game: 2,
      tiebreakGame: true,
    });
  });

  test.each<[string, Game[], string, number | undefined]>([
    ['a win decides', [game(1, 4, 5, '0-1')], 'decided', 5],
    ['a forfeit decides', [game(1, 4, 5, '+:-')], 'decided', 4],
    ['no result yet', [game(1, 4, 5, '*')], 'pending', undefined],
    [
      'draw, then tie-break win',
      [game(1, 4, 5, '1/2-1/2'), game(1, 5, 4, '1-0', { game: 2, tiebreakGame: true })],
      'decided',
      5,
    ],
    [
      'two drawn games',
      [game(1, 4, 5, '1/2-1/2'), game(1, 5, 4, '1/2-1/2', { game: 2, tiebreakGame: true })],
      'undecided',
      undefined,
    ],
  ])('%s', (_name, games, kind, winner) => {
    const o = decideTie(4, 5, games);
    expect(o.kind).toBe(kind);
    if (o.kind === 'decided') expect(o.winner).toBe(winner);
  });

  test('two regular games per tie: 1½-½ decides without tie-breaks', () => {
    const games = [game(1, 4, 5, '1-0'), game(1, 5, 4, '1/2-1/2', { game: 2 })];
    const o = decideTie(4, 5, games, { gamesPerTie: 2 });
    expect(o).toEqual({ kind: 'decided', winner: 4, loser: 5, score: [3, 1], byTiebreak: false });
    expect(decideTie(4, 5, games.slice(0, 1), { gamesPerTie: 2 }).kind).toBe('pending');
  });
});

describe('the bracket advances from results', () => {
  /** Plays the bracket with `decide(a, b)` giving the result of each first game, draws replayed. */
  function playOut(b: KnockoutBracket, decide: (white: number, black: number) => Game['result']): Game[] {
    const games: Game[] = [];
    for (let step = 0; step < 1000; step++) {
      const p = unwrap(advanceKnockout(b, games));
      if (p.winner !== undefined) return games;
      expect(p.next.length).toBeGreaterThan(0);
      for (const g of p.next) games.push({ ...g, result: g.tiebreakGame ? '1-0' : decide(g.white, g.black) });
    }
    throw new Error('bracket did not finish');
  }

  test.each([
    [28, 0],
    [18, 2],
    [16, 1],
    [64, 0],
    [5, 0],
  ])('%i players, %i pre-qualified: the favourite always wins → seed 1 wins, n−1 ties decided', (n, k) => {
    const b = unwrap(makeKnockoutBracket(n, { prequalified: k }));
    const games = playOut(b, (w, bl) => (w < bl ? '1-0' : '0-1'));
    const p = unwrap(advanceKnockout(b, games));
    expect(p.winner).toBe(1);
    const decided = p.rounds
      .flat()
      .filter((t) => t.state.kind === 'tie' && t.state.outcome.kind === 'decided');
    expect(decided).toHaveLength(n - 1);
    // Every player enters in the round the bracket says.
    for (let s = 1; s <= n; s++) {
      const first = Math.min(...games.filter((g) => g.white === s || g.black === s).map((g) => g.round));
      expect(first).toBe(b.entryRound[s - 1]);
    }
  });

  test('drawn ties are recorded as tie-break games, colours reversed, and the tie-break decides', () => {
    const b = unwrap(makeKnockoutBracket(8));
    // every regular game drawn, every tie-break won by White (playOut)
    const games = playOut(b, () => '1/2-1/2');
    expect(games.filter((g) => g.tiebreakGame)).toHaveLength(7);
    expect(games.filter((g) => g.tiebreakGame).every((g) => g.game === 2)).toBe(true);
    const p = unwrap(advanceKnockout(b, games));
    expect(p.winner).toBeDefined();
    for (const tie of p.rounds.flat()) {
      if (tie.state.kind !== 'tie') continue;
      const [first, repeat] = tie.games;
      expect(repeat?.white).toBe(first?.black);
      expect(tie.state.outcome).toMatchObject({ kind: 'decided', winner: repeat?.white, byTiebreak: true });
    }
  });

  test('an undecided tie blocks the next round and asks for the next game', () => {
    const b = unwrap(makeKnockoutBracket(4));
    const p = unwrap(advanceKnockout(b, [game(1, 1, 4, '1/2-1/2'), game(1, 2, 3, '1-0')]));
    const ties = p.rounds[0] ?? [];
    expect(ties.map((t) => (t.state.kind === 'tie' ? t.state.outcome.kind : t.state.kind))).toEqual([
      'undecided',
      'decided',
    ]);
    expect(p.rounds[1]?.[0]?.state.kind).toBe('waiting');
    expect(p.next).toEqual([{ round: 1, white: 4, black: 1, result: '*', game: 2, tiebreakGame: true }]);
  });

  test.each<[string, Game[], string]>([
    ['a game between players of different ties', [game(1, 1, 2, '1-0')], 'gameNotInBracket'],
    [
      'a game after the tie was decided',
      [game(1, 1, 4, '1-0'), game(1, 4, 1, '1-0', { game: 2, tiebreakGame: true })],
      'gameAfterDecision',
    ],
  ])('%s is an error', (_name, games, kind) => {
    const r = advanceKnockout(unwrap(makeKnockoutBracket(4)), games);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.kind).toBe(kind);
      expect(describeKnockoutAdvanceError(r.error)).toMatch(/^game round 1 \d–\d /);
    }
  });
  test.each([0, -1, 1.5])('%d regular games per tie is an error', (gamesPerTie) => {
    const r = advanceKnockout(unwrap(makeKnockoutBracket(4)), [], { gamesPerTie });
    expect(!r.ok && r.error).toEqual({ kind: 'badGamesPerTie', gamesPerTie });
  });
});
