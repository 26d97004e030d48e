import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { bergerTable, tableSize } from '../../../core/pairing/berger.ts';
import { makeRoundRobinSchedule } from '../../../core/pairing/roundRobin.ts';
import {
  assignVarmaNumbers,
  describeVarmaError,
  VARMA_TABLES,
  varmaSets,
} from '../../../core/pairing/varma.ts';
import { unwrap } from '../../../core/result.ts';
import { varma10Sets } from './fixtures/arbiterCourseRoundRobin.ts';

/** The round in which numbers a and b meet in the Berger table of `size`. */
function meetingRound(size: number): (a: number, b: number) => number {
  const rounds = new Map<string, number>();
  bergerTable(size).forEach((round, i) =>
    round.forEach((g) => rounds.set(`${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}`, i + 1)),
  );
  return (a, b) => rounds.get(`${Math.min(a, b)}-${Math.max(a, b)}`) ?? 0;
}

const tableSizes = Object.keys(VARMA_TABLES).map(Number);

describe('Varma tables (C.05 Annex 2; Turniersysteme (arbiter course) "Rundenturnier – Varma")', () => {
  test('the seed 10-player sets are the table for 9/10 players', () => {
    expect(varmaSets(10)?.map((s) => [s.label, s.numbers])).toEqual(
      Object.entries(varma10Sets).map(([label, numbers]) => [label, numbers]),
    );
  });

  test.each(tableSizes)('table for %i: the sets partition the numbers 1..%i', (m) => {
    expect((VARMA_TABLES[m] ?? []).flat().sort((a, b) => a - b)).toEqual(
      Array.from({ length: m }, (_, i) => i + 1),
    );
  });

  test.each(tableSizes)('table for %i: sets A and B meet before the last three rounds', (m) => {
    const meet = meetingRound(m);
    for (const set of (VARMA_TABLES[m] ?? []).slice(0, 2)) {
      for (const a of set) for (const b of set) if (a < b) expect(meet(a, b)).toBeLessThanOrEqual(m - 4);
    }
  });

  test.each(tableSizes.filter((m) => m !== 12))(
    'table for %i: every set meets before the last three rounds',
    (m) => {
      const meet = meetingRound(m);
      for (const set of VARMA_TABLES[m] ?? []) {
        for (const a of set) for (const b of set) if (a < b) expect(meet(a, b)).toBeLessThanOrEqual(m - 4);
      }
    },
  );

  test('FIDE 11/12 set C as published: 6 and 12 meet in the last round (kept, not "corrected")', () => {
    expect(VARMA_TABLES[12]?.[2]).toEqual([6, 8, 12]);
    expect(meetingRound(12)(6, 12)).toBe(11);
  });

  test.each([9, 11, 13, 23])('odd field %i: the free-round number is not in any set', (n) => {
    const sets = varmaSets(n) ?? [];
    expect(sets.flatMap((s) => s.numbers)).not.toContain(tableSize(n));
    expect(sets.flatMap((s) => s.numbers).sort((a, b) => a - b)).toEqual(
      Array.from({ length: n }, (_, i) => i + 1),
    );
  });
});

describe('assigning pairing numbers to groups (C.05 Annex 2 points 2-4)', () => {
  test('the seed example: groups 3,4,8 and 5,7,9 draw sets A and B, the others keep their numbers', () => {
    const a = unwrap(
      assignVarmaNumbers(10, [
        [3, 4, 8],
        [5, 7, 9],
      ]),
    );
    expect(a.draws.map((d) => d.set)).toEqual(['A', 'B']);
    expect(a.numberOf).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test('the largest group draws first and takes the smallest envelope that fits', () => {
    const a = unwrap(
      assignVarmaNumbers(12, [
        [1, 2],
        [3, 4, 5, 6],
        [7, 8, 9],
      ]),
    );
    expect(a.draws.map((d) => [d.group, d.set])).toEqual([
      [[3, 4, 5, 6], 'A'],
      [[7, 8, 9], 'B'],
      [[1, 2], 'D'],
    ]);
    expect(a.draws[0]?.numbers).toEqual([4, 5, 9, 10]);
  });

  test.each<[string, number, number[][], string]>([
    ['too few players', 4, [[1, 2]], 'varmaPlayerCount'],
    ['too many players', 25, [[1, 2]], 'varmaPlayerCount'],
    [
      'a player twice',
      10,
      [
        [1, 2],
        [2, 3],
      ],
      'varmaDuplicatePlayer',
    ],
    ['a number outside the field', 10, [[0, 1]], 'varmaUnknownPlayer'],
    ['a group larger than every set', 10, [[1, 2, 3, 4]], 'varmaGroupTooLarge'],
  ])('%s is an error', (_name, n, groups, kind) => {
    const r = assignVarmaNumbers(n, groups);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.kind).toBe(kind);
      expect(describeVarmaError(r.error)).toMatch(/\w/);
    }
  });

  test('property: with any lot drawing, numbers are a permutation and each group sits in one set', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 24 }),
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 64, maxLength: 64 }),
        fc.integer({ min: 1, max: 3 }),
        (n, lots, groupCount) => {
          // Groups of two or three consecutive ids, as long as they fit the field.
          const groups: number[][] = [];
          let next = 1;
          for (let g = 0; g < groupCount && next + 1 <= n; g++) {
            const size = g === 0 && n >= 9 ? 3 : 2;
            if (next + size - 1 > n) break;
            groups.push(Array.from({ length: size }, (_, i) => next + i));
            next += size;
          }
          let i = 0;
          const r = assignVarmaNumbers(n, groups, { draw: (k) => (lots[i++ % lots.length] ?? 0) % k });
          if (!r.ok) {
            expect(r.error.kind).toBe('varmaGroupTooLarge');
            return;
          }
          const { numberOf, playerAt, draws, sets } = r.value;
          expect([...numberOf].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, k) => k + 1));
          numberOf.forEach((num, p) => expect(playerAt[num - 1]).toBe(p + 1));
          for (const d of draws) {
            const set = sets.find((s) => s.label === d.set);
            for (const p of d.group) expect(set?.numbers).toContain(numberOf[p - 1]);
          }
        },
      ),
    );
  });

  test('the schedule shows players: group members meet each other in the rounds their set gives', () => {
    // Players 1, 2, 3 (one club) get the numbers of set A (3, 4, 8) in a 10-player event.
    const s = unwrap(makeRoundRobinSchedule(10, { varma: [[1, 2, 3]] }));
    expect(s.varma?.numberOf.slice(0, 3)).toEqual([3, 4, 8]);
    const roundOf = (a: number, b: number): number =>
      s.rounds.find((r) =>
        r.boards.some((x) => (x.white === a && x.black === b) || (x.white === b && x.black === a)),
      )?.round ?? 0;
    expect([roundOf(1, 3), roundOf(2, 3), roundOf(1, 2)]).toEqual([1, 2, 6]);
  });
});
