import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  makeCrosstable,
  makeCrosstableCells,
  parseCrosstable,
  parseCrosstableCells,
} from '../../../../core/formats/crosstable/crosstable.ts';
import { buildRoundRobin, buildSwiss } from '../../../../core/formats/crosstable/build.ts';
import type { PairGame } from '../../../../core/formats/crosstable/check.ts';
import { GAME_RESULTS, type Tournament } from '../../../../core/tournament/model.ts';
import { TITLES, type Player } from '../../../../core/tournament/player.ts';
import { propertyRuns } from '../../../support/corpus.ts';

// Words of letters that are not only x (`x` marks the diagonal) start a name; later words may be
// numbers or a lone x ("Team 2", "Malcolm X"), which aligned text must keep inside the name.
const word = fc.stringMatching(/^[A-Za-zäöüßé]{2,9}$/).filter((w) => !/^[xX]+$/.test(w));
const laterWord = fc.oneof(word, fc.constantFrom('X', 'x', 'XX', '2', '1', '0', '½', '1712', '1.'));
const personName = fc.oneof(
  fc.tuple(word, word).map(([a, b]) => `${a}, ${b}`),
  fc.tuple(word, fc.array(laterWord, { maxLength: 2 })).map(([w, ws]) => [w, ...ws].join(' ')),
);
const player = (id: number): fc.Arbitrary<Player> =>
  fc
    .record(
      {
        name: personName,
        title: fc.constantFrom(...TITLES),
        club: fc.tuple(word, fc.array(laterWord, { maxLength: 2 })).map(([w, ws]) => [w, ...ws].join(' ')),
        federation: fc.constantFrom('GER', 'AUT', 'SUI'),
        dwz: fc.record(
          { rating: fc.integer({ min: 800, max: 2800 }), index: fc.integer({ min: 1, max: 150 }) },
          { requiredKeys: ['rating'] },
        ),
        fide: fc.integer({ min: 1000, max: 2800 }),
        birthYear: fc.integer({ min: 1930, max: 2020 }),
      },
      { requiredKeys: ['name'] },
    )
    .map((p) => ({ id, ...p }));

/**
 * A random round robin: single or double, odd or even, with forfeits, double forfeits and pending
 * games; at least two players (issue 14: a crosstable needs a game).
 */
const roundRobin: fc.Arbitrary<Tournament> = fc
  .record({ n: fc.integer({ min: 2, max: 9 }), double: fc.boolean() })
  .chain(({ n, double }) => {
    const pairs: [number, number, number][] = [];
    for (let a = 1; a <= n; a++)
      for (let b = a + 1; b <= n; b++) for (let k = 0; k < (double ? 2 : 1); k++) pairs.push([a, b, k]);
    return fc
      .record({
        players: fc.tuple(...[...Array(n).keys()].map((i) => player(i + 1))),
        results: fc.array(fc.constantFrom(...GAME_RESULTS), {
          minLength: pairs.length,
          maxLength: pairs.length,
        }),
      })
      .map(({ players, results }) => {
        const games: PairGame[] = pairs.map(([a, b, index], i) => ({
          a,
          b,
          index,
          result: results[i] ?? '*',
        }));
        return buildRoundRobin('', players, games, double);
      });
  });

/**
 * A random Swiss read from a crosstable: pairs met once, twice (again after a forfeit) or not at all,
 * with any results; at least one pair did not meet and one pair met (so at least three players:
 * issue 14, a crosstable needs a game).
 */
const swiss: fc.Arbitrary<Tournament> = fc.integer({ min: 3, max: 12 }).chain((n) => {
  const pairs: [number, number][] = [];
  for (let a = 1; a <= n; a++) for (let b = a + 1; b <= n; b++) pairs.push([a, b]);
  return fc
    .record({
      players: fc.tuple(...[...Array(n).keys()].map((i) => player(i + 1))),
      results: fc.array(
        fc.oneof(
          { arbitrary: fc.constant([]), weight: 2 },
          {
            arbitrary: fc.array(fc.constantFrom(...GAME_RESULTS), { minLength: 1, maxLength: 1 }),
            weight: 3,
          },
          {
            arbitrary: fc.array(fc.constantFrom(...GAME_RESULTS), { minLength: 2, maxLength: 2 }),
            weight: 1,
          },
        ),
        { minLength: pairs.length, maxLength: pairs.length },
      ),
    })
    .filter(({ results }) => results.some((r) => r.length === 0) && results.some((r) => r.length > 0))
    .map(({ players, results }) => {
      const games: PairGame[] = [];
      pairs.forEach(([a, b], i) => {
        (results[i] ?? []).forEach((result, index) => games.push({ a, b, index, result }));
      });
      return buildSwiss('', players, games);
    });
});

describe('property: make → parse is the identity on Swiss crosstables ("—" = did not meet)', () => {
  test.each(['csv', 'tsv', 'text'] as const)('%s', (format) => {
    fc.assert(
      fc.property(swiss, (t) => {
        const r = parseCrosstable(makeCrosstable(t, { format }));
        expect(r.ok && r.value.tournament).toEqual(t);
      }),
      { numRuns: propertyRuns(200) },
    );
  });

  test('Sheets cells; rounds hold one game per player', () => {
    fc.assert(
      fc.property(swiss, (t) => {
        const r = parseCrosstableCells(makeCrosstableCells(t));
        expect(r.ok && r.value.tournament).toEqual(t);
        for (let round = 1; round <= t.rounds; round++) {
          const seen = t.games.filter((g) => g.round === round).flatMap((g) => [g.white, g.black]);
          expect(new Set(seen).size).toBe(seen.length);
        }
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});

describe('property: make → parse is the identity on round robins', () => {
  test.each(['csv', 'tsv', 'text'] as const)('%s', (format) => {
    fc.assert(
      fc.property(roundRobin, (t) => {
        const r = parseCrosstable(makeCrosstable(t, { format }), {
          kind: t.kind === 'doubleRoundRobin' ? 'doubleRoundRobin' : 'roundRobin',
        });
        expect(r.ok && r.value.tournament).toEqual(t);
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  test('Sheets cells', () => {
    fc.assert(
      fc.property(roundRobin, (t) => {
        const r = parseCrosstableCells(makeCrosstableCells(t), {
          kind: t.kind === 'doubleRoundRobin' ? 'doubleRoundRobin' : 'roundRobin',
        });
        expect(r.ok && r.value.tournament).toEqual(t);
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  test('without the kind: detected whenever a cell shows it', () => {
    fc.assert(
      fc.property(roundRobin, (t) => {
        const r = parseCrosstable(makeCrosstable(t, { format: 'csv' }));
        const [header = [], ...rows] = makeCrosstableCells(t);
        const first = header.indexOf(1);
        const results = rows.flatMap((row) => row.slice(first, first + t.players.length));
        // `--` alone reads as a single round robin's double forfeit.
        const hasDoubleCell = results.some((c) => typeof c === 'string' && c.includes(' ') && c !== '- -');
        if (t.kind === 'roundRobin' || hasDoubleCell) expect(r.ok && r.value.tournament.kind).toBe(t.kind);
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});

describe('property: garbage never throws', () => {
  const cell = fc.oneof(
    fc.constantFrom(
      '',
      'x',
      '1',
      '0',
      '½',
      '1/2',
      '0,5',
      '=',
      '+',
      '-',
      '--',
      '-:-',
      '10',
      '½ 0',
      'Pkt',
      'Nr',
      'Name',
      '*',
      '—',
      '–',
      '•',
      '2',
    ),
    fc.string({ maxLength: 6 }),
    fc.double(),
    fc.integer(),
    fc.constant(null),
    fc.boolean(),
  );
  test('random 2-D cell arrays', () => {
    fc.assert(
      fc.property(fc.array(fc.array(cell, { maxLength: 12 }), { maxLength: 12 }), (cells) => {
        const r = parseCrosstableCells(cells);
        if (r.ok) return;
        // An error names a cell inside the range, or none.
        expect(r.error.row ?? 1).toBeLessThanOrEqual(Math.max(1, cells.length));
        expect(r.error.column ?? 1).toBeLessThanOrEqual(Math.max(1, ...cells.map((c) => c.length)));
      }),
      { numRuns: propertyRuns(1000) },
    );
  });

  test('random text built from crosstable characters', () => {
    const chars = fc.constantFrom(...'x10½+-=*,;\t \n"/.NrNamePkt12345abc—•X'.split(''));
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 200 }), fc.string({ maxLength: 200 }), (cs, s) => {
        for (const text of [cs.join(''), s]) {
          const r = parseCrosstable(text);
          // An error names a line of the text, or none.
          if (!r.ok) expect(r.error.line ?? 1).toBeLessThanOrEqual(text.split(/\r\n|\r|\n/).length);
        }
      }),
      { numRuns: propertyRuns(1000) },
    );
  });

  test('mutated valid tables: ok, or an error inside the table', () => {
    fc.assert(
      fc.property(roundRobin, fc.nat(), fc.nat(), cell, (t, ri, ci, v) => {
        const cells = makeCrosstableCells(t) as unknown[][];
        const row = cells[ri % cells.length] ?? [];
        row[ci % row.length] = v;
        const r = parseCrosstableCells(cells);
        if (!r.ok && r.error.row !== undefined) expect(r.error.row).toBeLessThanOrEqual(cells.length);
      }),
      { numRuns: propertyRuns(500) },
    );
  });
});
