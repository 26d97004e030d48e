// Double-Swiss on the product's random tournaments: the same seed gives the same file, the checker
// re-pairs every round of the written TRF identically, and every round keeps the absolute rules
// (FIDE C.04.5 (2026) [C1], [C2], C.04.1 a-e, the two games of a match).
import { describe, expect, test } from 'vitest';
import { makeTrf, parseTrf } from '../../../../core/formats/trf/trf.ts';
import { matchHistories } from '../../../../core/pairing/doubleSwiss/matches.ts';
import { seededRng } from '../../../../core/pairing/generator.ts';
import { pairingSystemById } from '../../../../core/pairing/registry.ts';
import type { Tournament } from '../../../../core/tournament/model.ts';

const system = pairingSystemById('double-swiss')!;

const generate = (seed: number): Tournament => {
  const rng = seededRng(seed);
  const players = 5 + Math.floor(rng() * 40);
  const g = system.generate!(
    {
      PlayersNumber: players,
      RoundsNumber: 3 + (seed % 6),
      ForfeitRate: 8,
      HalfPointByeRate: 10,
      RetiredRate: 15,
    },
    seededRng(seed),
  );
  if (!g.ok) throw new Error(g.error.message);
  return g.value.tournament;
};

const seeds = Array.from({ length: 40 }, (_, i) => i + 1);

describe('generated Double-Swiss tournaments', () => {
  test.each(seeds)('seed %i: the same seed gives the same file', (seed) => {
    expect(makeTrf(generate(seed))).toBe(makeTrf(generate(seed)));
  });

  test.each(seeds)('seed %i: the checker re-pairs every round of the TRF identically', (seed) => {
    const parsed = parseTrf(makeTrf(generate(seed)));
    if (!parsed.ok) throw new Error('the generated file does not parse');
    const t = parsed.value.tournament;
    expect(t.pairingSystem).toBe('FIDE_DOUBLESWISS');
    expect(system.check!(t).differing).toEqual([]);
  });

  test.each(seeds)('seed %i: every round within the absolute rules', (seed) => {
    const t = generate(seed);
    for (let k = 1; 2 * k <= t.rounds; k++) {
      const g1 = t.games.filter((g) => g.round === 2 * k - 1);
      const g2 = t.games.filter((g) => g.round === 2 * k);
      // The Preface: game 2 is game 1 with the colours reversed.
      expect(new Set(g2.map((g) => `${g.white}-${g.black}`))).toEqual(
        new Set(g1.map((g) => `${g.black}-${g.white}`)),
      );
      // C.04.1 (one game per player per round) and [C1]: no second meeting unless forfeited.
      const history = matchHistories({ ...t, games: t.games.filter((g) => g.round < 2 * k - 1) }, k - 1);
      const seen = new Set<number>();
      for (const g of g1) {
        expect(seen.has(g.white) || seen.has(g.black)).toBe(false);
        seen.add(g.white);
        seen.add(g.black);
        const met = history.get(g.white)!.some((m) => m.opponent === g.black && !m.forfeited);
        expect(met).toBe(false);
      }
      // [C2]: the PAB never to a player who had one, a full-point bye or a match won by forfeit.
      for (const u of t.unpaired.filter((x) => x.round === 2 * k - 1 && x.kind === 'PAB')) {
        expect(seen.has(u.player)).toBe(false);
        expect(history.get(u.player)!.some((m) => m.pabBarring || m.wonByForfeit)).toBe(false);
      }
    }
  });
});
