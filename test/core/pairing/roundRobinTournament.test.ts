import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { makeRoundRobinSchedule, pairRoundRobin } from '../../../core/pairing/roundRobin.ts';
import { roundRobinTournament } from '../../../core/pairing/scheduleTournament.ts';
import { unwrap } from '../../../core/result.ts';
import { computePlayerRounds, computeScores } from '../../../core/tournament/playerRounds.ts';
import type { Player } from '../../../core/tournament/player.ts';
import { propertyRuns } from '../../support/corpus.ts';

const field = (n: number): Player[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Player ${i + 1}` }));

describe('roundRobinTournament: the schedule as a Tournament with pending games', () => {
  test('property: games, free rounds and dates are exactly the schedule, every game pending', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 24 }),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('berger' as const, 'rutsch' as const),
        fc.option(fc.integer({ min: 1, max: 14 }), { nil: undefined }),
        (n, double, swap, layout, interval) => {
          const opts = {
            layout,
            double,
            swapLastTwo: double && swap,
            ...(interval !== undefined ? { startDate: '2026-01-07', intervalDays: interval } : {}),
          };
          const schedule = unwrap(makeRoundRobinSchedule(n, opts));
          const t = unwrap(roundRobinTournament(field(n), opts));
          expect(t.kind).toBe(double ? 'doubleRoundRobin' : 'roundRobin');
          expect(t.rounds).toBe(schedule.rounds.length);
          expect(t.games.every((g) => g.result === '*')).toBe(true);
          expect(t.games.map((g) => [g.round, g.board, g.white, g.black])).toEqual(
            schedule.rounds.flatMap((r) => r.boards.map((b) => [r.round, b.board, b.white, b.black])),
          );
          expect(t.unpaired.map((u) => [u.round, u.player, u.kind])).toEqual(
            schedule.rounds.flatMap((r) => r.free.map((p) => [r.round, p, 'free'])),
          );
          expect(t.roundDates).toEqual(
            interval !== undefined ? schedule.rounds.map((r) => r.date) : undefined,
          );
          // The per-player view sees one entry per round: a pending game or the free round.
          const view = computePlayerRounds(t);
          for (const p of t.players) {
            const rounds = view.get(p.id) ?? [];
            expect(rounds.map((r) => r.round)).toEqual(Array.from({ length: t.rounds }, (_, i) => i + 1));
            expect(rounds.every((r) => r.kind === 'pending' || r.kind === 'free')).toBe(true);
            expect(rounds.filter((r) => r.kind === 'pending')).toHaveLength((n - 1) * (double ? 2 : 1));
          }
          expect([...computeScores(t).values()].every((s) => s === 0)).toBe(true);
        },
      ),
      { numRuns: propertyRuns(200) },
    );
  });

  test('player ids must be 1..n', () => {
    const r = roundRobinTournament([
      { id: 1, name: 'A' },
      { id: 3, name: 'C' },
    ]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.kind).toBe('badPlayerIds');
  });

  test('Varma groups apply to the player ids', () => {
    const t = unwrap(roundRobinTournament(field(10), { varma: [[1, 2, 3]] }));
    const first = t.games.filter((g) => g.round === 1).map((g) => [g.white, g.black]);
    expect(first).toContainEqual([1, 3]); // numbers 3 – 8 of set A are held by players 1 and 3
  });
});

describe('pairRoundRobin: the next round of a round-robin Tournament from its table', () => {
  test.each([
    [7, false],
    [8, true],
  ])('%i players (double: %s): round by round equals the schedule, then no pairing is left', (n, double) => {
    const full = unwrap(roundRobinTournament(field(n), { double }));
    let t = { ...full, games: [] as typeof full.games, unpaired: [] as typeof full.unpaired };
    for (let r = 1; r <= full.rounds; r++) {
      const p = unwrap(pairRoundRobin(t));
      expect(p.round).toBe(r);
      expect(p.boards).toEqual(
        full.games.filter((g) => g.round === r).map((g) => ({ white: g.white, black: g.black })),
      );
      expect(p.free).toEqual(full.unpaired.filter((u) => u.round === r).map((u) => u.player));
      t = {
        ...t,
        games: [...t.games, ...p.boards.map((b) => ({ round: r, ...b, result: '1/2-1/2' as const }))],
        unpaired: [...t.unpaired, ...p.free.map((player) => ({ round: r, player, kind: 'free' as const }))],
      };
    }
    const done = pairRoundRobin(t);
    expect(done.ok).toBe(false);
    if (!done.ok) expect(done.error.kind).toBe('noValidPairing');
  });
});
