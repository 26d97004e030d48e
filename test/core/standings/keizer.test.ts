// Standings of a Keizer club tournament (TRF 192 KEIZER): ranked by the Keizer score (KZ) first,
// whatever else is listed. Values by hand (see test/core/pairing/keizer/ranking.test.ts).
import { describe, expect, test } from 'vitest';
import { computeStandings } from '../../../core/standings/index.ts';
import type { Tournament } from '../../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../../core/tournament/pointSystem.ts';

// Three players, default top value 2n = 6. Round 1: 1 beats 2, 3 absent with notice (ZPB).
// Pass 1: 1 = 6 + 5 = 11, 2 = 5, 3 = 4 + 4/3 (passes 2); pass 2: 1 = 6 + 4 = 10, 3 = 5 + 5/3, 2 = 4.
const keizer: Tournament = {
  name: 'Keizer-Abend',
  kind: 'swiss',
  rounds: 1,
  players: [
    { id: 1, name: 'Krämer, Götz' },
    { id: 2, name: 'Strauß, Bärbel' },
    { id: 3, name: 'Öztürk, Jürgen' },
  ],
  games: [{ round: 1, white: 1, black: 2, result: '1-0' }],
  unpaired: [{ round: 1, player: 3, kind: 'ZPB' }],
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
  pairingSystem: 'KEIZER',
};

describe('Keizer standings', () => {
  test('ranked by the Keizer score: 1, then 3 (absent with notice) above 2 (lost)', () => {
    const s = computeStandings(keizer, { tiebreaks: ['BH'] });
    if (!s.ok) throw new Error('standings failed');
    expect(s.value.tiebreaks[0]).toBe('KZ');
    expect(s.value.rows.map((r) => [r.player.id, r.values['KZ']])).toEqual([
      [1, 10],
      [3, 5 + 5 / 3],
      [2, 4],
    ]);
  });

  test('another system is ranked by points as before', () => {
    const s = computeStandings({ ...keizer, pairingSystem: 'FIDE_DUTCH_2025' }, { tiebreaks: ['BH'] });
    if (!s.ok) throw new Error('standings failed');
    expect(s.value.tiebreaks).toEqual(['BH']);
    expect(s.value.rows[0]?.player.id).toBe(1);
  });
});
