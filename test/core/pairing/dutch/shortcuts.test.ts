// The speed-ups (a bracket alone, or with the next scoregroup, accepting the first or the greedy
// candidate, an isolated remainder) must give exactly what the plain matching formulation gives.
import { describe, expect, test } from 'vitest';
import { pairDutch } from '../../../../core/pairing/dutch/index.ts';
import { generateTournament, seededRng } from '../../../../core/pairing/generator.ts';
import { nextRoundInput } from '../../../../core/pairing/nextRoundInput.ts';
import { corpusSample } from '../../../support/corpus.ts';

// 120 small and 16 larger tournaments under `npm run test:corpus`; a spread sample in `npm test`.
const SEEDS = corpusSample(
  Array.from({ length: 120 }, (_, i) => i + 1),
  30,
);

describe('shortcuts agree with the full solve', () => {
  test.each(SEEDS)('generated tournament %i, every round', (seed) => {
    const r = seededRng(seed * 31);
    const g = generateTournament(
      {
        PlayersNumber: 5 + Math.floor(r() * 22),
        RoundsNumber: 3 + Math.floor(r() * 6),
        HalfPointByeRate: 2 + Math.floor(r() * 5),
        RetiredRate: 3 + Math.floor(r() * 8),
        ForfeitRate: 4 + Math.floor(r() * 20),
        DrawPercentage: Math.floor(r() * 50),
      },
      seededRng(seed),
    );
    if (!g.ok) throw new Error(g.error.message);
    const t = g.value.tournament;
    for (let round = 1; round <= t.rounds; round++) {
      if (!t.games.some((x) => x.round === round)) break;
      const input = nextRoundInput(t, round);
      expect(pairDutch(input, { round, fullSolve: true })).toEqual(pairDutch(input, { round }));
    }
  });
});

// Larger fields reach the remainder assignment (first optimal transposition) and odd remainders
// whose downfloater is judged by the next bracket (C8).
const LARGE = corpusSample(
  Array.from({ length: 16 }, (_, i) => [i + 1, i < 12 ? '2025' : '2017'] as const),
  4,
);

describe('shortcuts agree with the full solve on larger fields', () => {
  test.each(LARGE)('generated tournament of 40-90 players %i (%s rules), every round', (seed, edition) => {
    const r = seededRng(seed * 131);
    const g = generateTournament(
      {
        PlayersNumber: 40 + Math.floor(r() * 51),
        RoundsNumber: 6,
        HalfPointByeRate: 10,
        ForfeitRate: 30,
        DrawPercentage: Math.floor(r() * 40),
      },
      seededRng(seed + 1000),
      { edition },
    );
    if (!g.ok) throw new Error(g.error.message);
    const t = g.value.tournament;
    for (let round = 1; round <= t.rounds; round++) {
      const input = nextRoundInput(t, round);
      expect(pairDutch(input, { round, fullSolve: true })).toEqual(pairDutch(input, { round }));
    }
  });
});

// 120-190 players: brackets of 20-90 players, most of them decided on their own (an even bracket
// that pairs everybody; an odd one, without a PAB, whose floater the next bracket can pair: C6-C8).
const BIG = corpusSample(
  Array.from({ length: 8 }, (_, i) => i + 1),
  2,
);

describe('shortcuts agree with the full solve on club-open fields', () => {
  test.each(BIG)('generated tournament of 120-190 players %i, rounds 2-5', (seed) => {
    const g = generateTournament(
      {
        PlayersNumber: 120 + seed * 9,
        RoundsNumber: 5,
        HalfPointByeRate: 40,
        ForfeitRate: 40,
        DrawPercentage: 10 + seed * 4,
      },
      seededRng(seed + 5000),
    );
    if (!g.ok) throw new Error(g.error.message);
    const t = g.value.tournament;
    for (let round = 2; round <= t.rounds; round++) {
      const input = nextRoundInput(t, round);
      expect(pairDutch(input, { round, fullSolve: true })).toEqual(pairDutch(input, { round }));
    }
  });
});
