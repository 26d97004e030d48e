// The pairing-system registry dispatches to each system; expected rounds come from bbpPairings
// (test/fixtures/pairing/README.md) and the published Berger table.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseTrf } from '../../../core/formats/trf/trf.ts';
import { pairingSystemByFlag, pairingSystemOf, pairingSystems } from '../../../core/pairing/index.ts';
import { nextRoundInput } from '../../../core/pairing/nextRoundInput.ts';
import { unwrap } from '../../../core/result.ts';

const example = unwrap(
  parseTrf(readFileSync(new URL('../../../examples/swiss-club-open.trf', import.meta.url), 'utf8')),
).tournament;

describe('pairingSystems', () => {
  test('dutch: round 1 of the example club Swiss as bbpPairings pairs it (FIDE C.04.3)', () => {
    const r = unwrap(pairingSystems.dutch.pairNextRound(nextRoundInput(example, 1)));
    expect(r.boards.map((b) => `${b.white} ${b.black}`)).toEqual([
      '1 8',
      '9 2',
      '3 10',
      '11 4',
      '5 12',
      '13 6',
      '7 14',
    ]);
    expect(r.pab).toBe(15);
  });

  test('roundRobin: round 1 of 4 players is 1-4, 2-3 (FIDE C.05 Annex 1, Berger table for 3 or 4 players)', () => {
    const four = {
      ...example,
      kind: 'roundRobin' as const,
      players: example.players.slice(0, 4),
      games: [],
      unpaired: [],
      withdrawals: [],
    };
    const r = unwrap(pairingSystems.roundRobin.pairNextRound(four));
    expect(r.boards).toEqual([
      { white: 1, black: 4 },
      { white: 2, black: 3 },
    ]);
  });
});

describe('PAIRING_SYSTEMS: the C.04.4 systems', () => {
  test.each([
    ['FIDE_DUBOV', 'dubov'],
    ['fide_dubov_2026', 'dubov'],
    ['FIDE_BURSTEIN', 'burstein'],
    ['FIDE_BURSTEIN_2025', 'burstein'],
    ['FIDE_DUTCH_2025', 'dutch'],
    [undefined, 'dutch'],
  ])('TRF 192 %s is paired by %s', (code, id) => {
    expect(
      pairingSystemOf({ ...example, ...(code ? { pairingSystem: code } : { pairingSystem: undefined }) })?.id,
    ).toBe(id);
  });

  test.each(['dutch', 'dubov', 'burstein'])('--%s: a flag, a checker and a generator', (flag) => {
    const s = pairingSystemByFlag(flag);
    expect(s?.id).toBe(flag);
    expect(s?.check && s.generate && s.kind).toBe('swiss');
  });
});
