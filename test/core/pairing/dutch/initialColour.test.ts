// TRF-2026 152 (initial colour): a file without 152/XXC takes "the colour of the highest-ranked player
// paired in round 1". Pairing a round straight from such a file (`rochade pair --dutch IN.trf -p`, the
// bot) must infer it from round 1, not fall back to White for pairing number 1 (C.04.3 5.2.5).
// The fixture was generated and paired by the endorsed engine bbpPairings v6 (test/fixtures/pairing/README.md).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseTrf } from '../../../../core/formats/trf/trf.ts';
import { pairDutch } from '../../../../core/pairing/dutch/index.ts';
import {
  inferInitialColor,
  nextRoundInput,
  recordedPairing,
} from '../../../../core/pairing/nextRoundInput.ts';
import type { Tournament } from '../../../../core/tournament/model.ts';
import type { Board } from '../../../../core/pairing/types.ts';

const load = (name: string): Tournament => {
  const text = readFileSync(new URL(`../../../fixtures/pairing/${name}`, import.meta.url), 'latin1');
  const parsed = parseTrf(text);
  if (!parsed.ok) throw new Error(`${name} does not parse`);
  return parsed.value.tournament;
};

/** The input of round r as a file without an initial colour holds it (no 152, no XXC). */
const withoutInitialColour = (full: Tournament, round: number): Tournament => {
  const { initialColor: _dropped, ...rest } = nextRoundInput(full, round);
  return rest;
};

const sorted = (boards: readonly Board[]): string[] => boards.map((b) => `${b.white}-${b.black}`).sort();

describe('TRF-2026 152: initial colour of a file without one', () => {
  test.each([
    // Player 1 had a half-point bye in round 1; player 2, the highest paired, had Black.
    [
      'top seed on a half-point bye, player 2 Black in round 1',
      'initial-colour-black-top-seed-hpb.trf',
      'black',
    ],
    [
      'top seed on a half-point bye, player 2 Black in round 1 (seed 7)',
      'initial-colour-top-seed-absent.trf',
      'black',
    ],
  ] as const)('%s (%s)', (_case, file, colour) => {
    const full = load(file);
    expect(full.initialColor).toBeUndefined();
    expect(inferInitialColor(full)).toBe(colour);
    for (let round = 2; round <= full.rounds; round++) {
      const got = pairDutch(withoutInitialColour(full, round), { round });
      if (!got.ok) throw new Error(`round ${round}: ${got.error.message}`);
      // A TRF records no board order: compare the pairs with their colours, and the PAB.
      const want = recordedPairing(full, round);
      expect({ round, boards: sorted(got.value.boards), pab: got.value.pab }).toEqual({
        round,
        boards: sorted(want.boards),
        pab: want.pab,
      });
    }
  });
});
