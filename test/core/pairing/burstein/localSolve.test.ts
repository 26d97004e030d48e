// The Burstein bracket decided on the bracket and the next scoregroup alone (the local solve) gives
// exactly the pairing of the matching over every remaining player (fullSolve), every round after the
// seeding rounds (FIDE C.04.4.2 1.6) of generated tournaments with byes, forfeits and withdrawals.
import { describe, expect, test } from 'vitest';
import { pairBurstein, seedingRounds } from '../../../../core/pairing/burstein/index.ts';
import { seededRng } from '../../../../core/pairing/generator.ts';
import { nextRoundInput } from '../../../../core/pairing/nextRoundInput.ts';
import { pairingSystemById } from '../../../../core/pairing/registry.ts';

const burstein = pairingSystemById('burstein')!;

describe('Burstein local solve = full solve', () => {
  test.each(Array.from({ length: 16 }, (_, i) => [i + 1, 20 + ((i * 37) % 60)] as const))(
    'seed %i, %i players',
    (seed, players) => {
      const g = burstein.generate!(
        { PlayersNumber: players, RoundsNumber: 9, ForfeitRate: 20, RetiredRate: 30, HalfPointByeRate: 25 },
        seededRng(seed),
      );
      expect(g.ok).toBe(true);
      if (!g.ok) return;
      const t = g.value.tournament;
      let compared = 0;
      for (let r = seedingRounds(9) + 1; r <= 9; r++) {
        const input = nextRoundInput(t, r);
        if (input.players.length === 0) continue;
        expect(pairBurstein(input)).toEqual(pairBurstein(input, { fullSolve: true }));
        compared++;
      }
      expect(compared).toBeGreaterThan(0);
    },
  );
});
