import { describe, expect, test } from 'vitest';
import { evaluateTournamentDwz } from '../../../core/dwz/index.ts';
import type { Tournament } from '../../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../../core/tournament/pointSystem.ts';

// Player 1 (DWZ 1400) scores 4½/5 against five 1900 players: Rh far above Ro + 300.
const t = (endDate: string): Tournament => ({
  name: 'Sonderwertung',
  kind: 'roundRobin',
  rounds: 5,
  endDate,
  players: [1, 2, 3, 4, 5, 6].map((id) => ({
    id,
    name: `P${id}`,
    dwz: { rating: id === 1 ? 1400 : 1900, index: 10 },
  })),
  games: [2, 3, 4, 5, 6].map((b, i) => ({
    round: i + 1,
    white: 1,
    black: b,
    result: i === 0 ? '1/2-1/2' : '1-0',
  })),
  unpaired: [],
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
});

describe('Sonderwertung (2016 text 3.6.3)', () => {
  test('from 01.08.2016 the opponents are evaluated against Rh instead of Ro', () => {
    const on = evaluateTournamentDwz(t('2016-09-01'), { rules: 'WO2013' });
    const off = evaluateTournamentDwz(t('2016-09-01'), { rules: 'WO2013', sonderwertung: false });
    if (!on.ok || !off.ok) throw new Error('failed');
    const p1 = off.value.players[0];
    expect((p1?.Rh ?? 0) - (p1?.Ro ?? 0)).toBeGreaterThan(300);
    const opp = (e: typeof on.value) => e.players[2];
    expect(opp(on.value)?.We).toBeLessThan(opp(off.value)?.We ?? 0);
    expect(opp(on.value)?.Rn).toBeGreaterThan(opp(off.value)?.Rn ?? 0);
    expect(on.value.warnings.join(' ')).toMatch(/Sonderwertung/);
    // The exceptional player's own evaluation uses his own Ro.
    expect(on.value.players[0]?.Rn).toBe(p1?.Rn);
  });
  test('before 01.08.2016 it is off by default', () => {
    const before = evaluateTournamentDwz(t('2016-07-31'), { rules: 'WO2013' });
    const off = evaluateTournamentDwz(t('2016-07-31'), { rules: 'WO2013', sonderwertung: false });
    expect(before.ok && off.ok && before.value.players).toEqual(off.ok && off.value.players);
  });
});
