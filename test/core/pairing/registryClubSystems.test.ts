// The registry entries of the Double-Swiss (FIDE C.04.5) and Keizer systems: found by flag, id and
// TRF code, with the C.04.1 rules each keeps.
import { describe, expect, test } from 'vitest';
import {
  BASIC_RULES,
  pairingSystemByFlag,
  pairingSystemById,
  pairingSystemOf,
} from '../../../core/pairing/registry.ts';
import type { Tournament } from '../../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../../core/tournament/pointSystem.ts';

const swiss = (pairingSystem?: string): Tournament => ({
  name: 'T',
  kind: 'swiss',
  rounds: 2,
  players: [],
  games: [],
  unpaired: [],
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
  ...(pairingSystem ? { pairingSystem } : {}),
});

describe('registry: Double-Swiss and Keizer', () => {
  test.each([
    ['double-swiss', 'FIDE_DOUBLESWISS', 2],
    ['keizer', 'KEIZER', undefined],
  ])('%s: flag, id and TRF code find the same entry', (flag, code, games) => {
    const bySystem = pairingSystemByFlag(flag);
    expect(bySystem).toBeDefined();
    expect(pairingSystemById(flag)).toBe(bySystem);
    expect(pairingSystemOf(swiss(code))).toBe(bySystem);
    expect(pairingSystemOf(swiss(code.toLowerCase()))).toBe(bySystem);
    expect(bySystem!.trfCodes[0]).toBe(code);
    expect(bySystem!.gamesPerPairing).toBe(games);
    expect(bySystem!.check).toBeDefined();
    expect(bySystem!.generate).toBeDefined();
  });

  test('the C.04.1 rules each keeps: Keizer allows repeat pairings (not b), Double-Swiss has its own colours', () => {
    expect(pairingSystemById('keizer')!.basicRules).not.toContain('b');
    expect(pairingSystemById('double-swiss')!.basicRules).toEqual(['a', 'b', 'c', 'd', 'e', 'i']);
    // The Dutch system keeps all of them (no list).
    expect(pairingSystemById('dutch')!.basicRules).toBeUndefined();
    for (const id of ['keizer', 'double-swiss'])
      for (const r of pairingSystemById(id)!.basicRules!) expect(BASIC_RULES).toContain(r);
  });

  test('a Swiss without a code is still the Dutch system', () => {
    expect(pairingSystemOf(swiss())?.id).toBe('dutch');
  });
});
