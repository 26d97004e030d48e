// Keizer on the product's random tournaments: the same seed gives the same file, the checker
// re-pairs every round of the written TRF identically, and every round keeps the system's rules
// (each player present paired once, no repeat within the window, the bye to a player present).
import { describe, expect, test } from 'vitest';
import { makeTrf, parseTrf } from '../../../../core/formats/trf/trf.ts';
import { DEFAULT_KEIZER } from '../../../../core/pairing/keizer/index.ts';
import { seededRng } from '../../../../core/pairing/generator.ts';
import { pairingSystemById } from '../../../../core/pairing/registry.ts';
import type { Tournament } from '../../../../core/tournament/model.ts';

const system = pairingSystemById('keizer')!;

const generate = (seed: number): Tournament => {
  const rng = seededRng(seed);
  const g = system.generate!(
    {
      PlayersNumber: 4 + Math.floor(rng() * 30),
      RoundsNumber: 4 + (seed % 12),
      ForfeitRate: 10,
      HalfPointByeRate: 4,
      RetiredRate: 20,
    },
    seededRng(seed),
  );
  if (!g.ok) throw new Error(g.error.message);
  return g.value.tournament;
};

const seeds = Array.from({ length: 40 }, (_, i) => i + 1);

describe('generated Keizer tournaments', () => {
  test.each(seeds)('seed %i: the same seed gives the same file', (seed) => {
    expect(makeTrf(generate(seed))).toBe(makeTrf(generate(seed)));
  });

  test.each(seeds)('seed %i: the checker re-pairs every round of the TRF identically', (seed) => {
    const parsed = parseTrf(makeTrf(generate(seed)));
    if (!parsed.ok) throw new Error('the generated file does not parse');
    expect(parsed.value.tournament.pairingSystem).toBe('KEIZER');
    expect(system.check!(parsed.value.tournament).differing).toEqual([]);
  });

  test.each(seeds)('seed %i: every round within the rules', (seed) => {
    const t = generate(seed);
    const last = new Map<string, number>();
    for (let round = 1; round <= t.rounds; round++) {
      const games = t.games.filter((g) => g.round === round);
      const seen = new Set<number>();
      for (const g of games) {
        expect(seen.has(g.white) || seen.has(g.black)).toBe(false);
        seen.add(g.white);
        seen.add(g.black);
        const key = [g.white, g.black].sort((a, b) => a - b).join('-');
        const before = last.get(key);
        if (before !== undefined) expect(round - before).toBeGreaterThan(DEFAULT_KEIZER.repeatAfter);
      }
      for (const g of games) {
        if (g.result === '1-0' || g.result === '0-1' || g.result === '1/2-1/2')
          last.set([g.white, g.black].sort((a, b) => a - b).join('-'), round);
      }
      for (const u of t.unpaired.filter((x) => x.round === round)) expect(seen.has(u.player)).toBe(false);
    }
  });
});
