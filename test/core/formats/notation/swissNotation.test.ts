// Swiss round-by-round notation (+W9 =B13 -F11 +BYE =BYE --): the compact crosstables of the
// tiebreak cases, round trips and located errors.
import { describe, expect, test } from 'vitest';
import {
  makeSwissNotation,
  makeSwissNotationTokens,
  parseSwissNotation,
} from '../../../../core/formats/notation/swissNotation.ts';
import type { Game, Tournament } from '../../../../core/index.ts';
import { flip } from '../../../../core/formats/crosstable/check.ts';
import { caseEventsWithRounds, caseTournament, normalizeRounds } from '../../../support/caseTournament.ts';

/** The notation has no colours for forfeits: compare them as lower id first, without colour flags. */
const forfeitsColourless = (t: Tournament): Tournament =>
  normalizeRounds({
    ...t,
    games: t.games.map((g): Game => {
      if (!['+:-', '-:+', '-:-'].includes(g.result))
        return { round: g.round, white: g.white, black: g.black, result: g.result };
      const swap = g.white > g.black;
      return {
        round: g.round,
        white: swap ? g.black : g.white,
        black: swap ? g.white : g.black,
        result: swap ? flip(g.result) : g.result,
      };
    }),
  });

const withCompact = caseEventsWithRounds().filter((c) => typeof c.json['compact_crosstable'] === 'object');

describe('compact crosstables of the tiebreak cases agree with their rounds', () => {
  test('at least the FIDE TEC Swiss has one', () => {
    expect(withCompact.map((c) => c.name)).toContain('fide-tec-2024-exercise-swiss16.json');
  });
  test.each(withCompact.map((c) => [c.name, c] as const))('%s', (_n, c) => {
    const compact = c.json['compact_crosstable'] as Record<string, string>;
    const lines = Object.entries(compact).map(([id, s]) => `${id}: ${s}`);
    const r = parseSwissNotation(lines);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const fromRounds = caseTournament(c);
    expect(forfeitsColourless(r.value).games).toEqual(forfeitsColourless(fromRounds).games);
    expect(forfeitsColourless(r.value).unpaired).toEqual(forfeitsColourless(fromRounds).unpaired);
    // …and the writer reproduces every card.
    const made = makeSwissNotationTokens(fromRounds);
    for (const [id, s] of Object.entries(compact)) expect(made.get(Number(id))).toBe(s);
  });
});

describe('Swiss notation round trip', () => {
  test.each(
    caseEventsWithRounds()
      .filter((c) => c.event.system === 'swiss')
      .map((c) => [c.name, c] as const),
  )('%s', (_n, c) => {
    const t = caseTournament(c);
    const r = parseSwissNotation(makeSwissNotation(t));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.players.map((p) => [p.id, p.name])).toEqual(t.players.map((p) => [p.id, p.name]));
    expect(forfeitsColourless(r.value).games).toEqual(forfeitsColourless(t).games);
    expect(r.value.unpaired).toEqual(normalizeRounds(t).unpaired);
  });

  test('every bye kind and a pending game', () => {
    const text =
      '1 A: +BYE =BYE +FPB -- -ABS *W2\n2 B: -W3 +W4 =B3 -F4 -F4 *B1\n3: +B2 -- =W2 FREE +BYE --\n4: -- -B2 -- +F2 -F2 --\n';
    const r = parseSwissNotation(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.unpaired.filter((u) => u.player === 1).map((u) => u.kind)).toEqual([
      'PAB',
      'HPB',
      'FPB',
      'ZPB',
      'absent',
    ]);
    expect(
      r.value.games.filter((g) => g.round >= 4).map((g) => [g.round, g.white, g.black, g.result]),
    ).toEqual([
      [4, 2, 4, '-:+'],
      [5, 2, 4, '-:-'],
      [6, 1, 2, '*'],
    ]);
    expect(makeSwissNotation(r.value)).toBe(text);
  });
});

describe('Swiss notation errors name the player line and the token', () => {
  test.each([
    ['unknown token', '1: +W2 ?X\n2: -B1 --', { kind: 'badToken', line: 1, column: 8, found: '?X' }],
    ['unknown opponent', '1: +W7\n2: --', { kind: 'badOpponent', line: 1, column: 4, found: '+W7' }],
    ['opponent lists someone else', '1: +W2\n2: -B3\n3: +W2', { kind: 'asymmetric', line: 1, column: 4 }],
    ['both won', '1: +W2\n2: +B1', { kind: 'asymmetric', line: 1, column: 4 }],
    ['same colour', '1: +W2\n2: -W1', { kind: 'asymmetric', line: 1 }],
    ['duplicate id', '1: --\n1: --', { kind: 'duplicatePlayer', line: 2 }],
  ])('%s', (_n, text, expected) => {
    const r = parseSwissNotation(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ format: 'swissNotation', ...expected });
  });
});
