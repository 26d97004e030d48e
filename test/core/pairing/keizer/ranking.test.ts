// The Keizer ranking: values from places, scores from values, recomputed from round 1 to a fixed
// point. Expected values from a published club rule (Schaakclub Kijk Uit, Keizerreglement
// 2007-2008 §1.2) and hand calculations written out below.
import { describe, expect, test } from 'vitest';
import { keizerRanking, type KeizerSettings } from '../../../../core/pairing/keizer/ranking.ts';
import type { Game, Tournament, Unpaired } from '../../../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../../../core/tournament/pointSystem.ts';

const club = (n: number, games: readonly Game[], unpaired: readonly Unpaired[] = []): Tournament => ({
  name: 'Keizer Vereinsmeisterschaft',
  kind: 'swiss',
  rounds: 10,
  players: Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Spieler ${i + 1}` })),
  games,
  unpaired,
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
  pairingSystem: 'KEIZER',
});

const scores = (t: Tournament, s: KeizerSettings = {}): Record<number, number> =>
  Object.fromEntries(keizerRanking(t, s).rows.map((r) => [r.id, r.score]));

describe('keizerRanking', () => {
  test('Kijk Uit §1.2: a draw between places 5 (value 56) and 6 (value 55) of a top value 60', () => {
    // Six players, top value 60 (60, 59, ..., 55), every pair draws: the order stays, so the values
    // are those of the places 1-6. The published example: the sixth gets half the fifth's value,
    // ½ × 56 = 28, the fifth ½ × 55 = 27½; each adds his own value once.
    const t = club(6, [
      { round: 1, white: 1, black: 2, result: '1/2-1/2' },
      { round: 1, white: 3, black: 4, result: '1/2-1/2' },
      { round: 1, white: 5, black: 6, result: '1/2-1/2' },
    ]);
    const r = keizerRanking(t, { topValue: 60 });
    expect(r.rows.map((x) => [x.id, x.value, x.score])).toEqual([
      [1, 60, 60 + 29.5],
      [2, 59, 59 + 30],
      [3, 58, 58 + 28.5],
      [4, 57, 57 + 29],
      [5, 56, 56 + 27.5],
      [6, 55, 55 + 28],
    ]);
  });

  test('upsets reorder the ranking, and the values follow until nothing changes', () => {
    // Four players, default top value 2n = 8. Round 1: 4 beats 1, 3 beats 2.
    // Pass 1 (start order 1 2 3 4, values 8 7 6 5): 1 = 8, 2 = 7, 3 = 6 + 7 = 13, 4 = 5 + 8 = 13.
    // Pass 2 (order 3 4 1 2, ties by start number; values 8 7 6 5): 3 = 8 + 5 = 13, 4 = 7 + 6 = 13,
    // 1 = 6, 2 = 5: the same order, the fixed point.
    const t = club(4, [
      { round: 1, white: 1, black: 4, result: '0-1' },
      { round: 1, white: 2, black: 3, result: '0-1' },
    ]);
    const r = keizerRanking(t);
    expect(r.rows.map((x) => [x.id, x.score])).toEqual([
      [3, 13],
      [4, 13],
      [1, 6],
      [2, 5],
    ]);
    expect(r.iterations).toBe(2);
  });

  // Three players, top value 6 (places worth 6, 5, 4). Round 1: 1 beats 2; 3 is not paired.
  // Pass 1 (order 1 2 3): 1 = 6 + 5 = 11, 2 = 5, 3 = 4 + his share of 4. A share above 1 puts 3
  // above 2; pass 2 (order 1 3 2): 1 = 6 + 4 = 10, 3 = 5 + his share of 5, 2 = 4: fixed.
  test.each<[string, Unpaired['kind'], number, number]>([
    ["the odd player's bye, 1/2: 4 + 2 > 5, then 5 + 5/2", 'PAB', 15 / 2, 10],
    ['absence with notice, 1/3: 4 + 4/3 > 5, then 5 + 5/3', 'ZPB', 20 / 3, 10],
    ['a requested half-point bye is absence with notice', 'HPB', 20 / 3, 10],
    ['club duty, 2/3: then 5 + 10/3', 'FPB', 25 / 3, 10],
    ['absence without notice, 0: 4, the order stays', 'absent', 4, 11],
  ])('%s', (_name, kind, three, one) => {
    const t = club(3, [{ round: 1, white: 1, black: 2, result: '1-0' }], [{ round: 1, player: 3, kind }]);
    const s = scores(t, { topValue: 6 });
    expect(s[3]).toBeCloseTo(three, 12);
    expect(s[1]).toBe(one);
  });

  test('the exact fraction: units over the common denominator of the settings', () => {
    const t = club(
      3,
      [{ round: 1, white: 1, black: 2, result: '1/2-1/2' }],
      [{ round: 1, player: 3, kind: 'ZPB' }],
    );
    const r = keizerRanking(t, { topValue: 6, loss: [1, 6] });
    // Denominator lcm(1, 2, 6, 2, 3, 1, 3) = 6; 3 = 4 + 4/3 = 32/6.
    expect(r.denominator).toBe(6);
    expect(r.rows.find((x) => x.id === 3)?.units).toBe(32);
  });

  test('a loss worth 1/6 of the opponent (Pijpers rules §7)', () => {
    // Two players, top value 4 (4, 3). 1 beats 2: 1 = 4 + 3 = 7, 2 = 3 + 4/6.
    const t = club(2, [{ round: 1, white: 1, black: 2, result: '1-0' }]);
    const r = keizerRanking(t, { loss: [1, 6] });
    expect(r.rows.map((x) => [x.id, x.units])).toEqual([
      [1, 7 * 6],
      [2, 3 * 6 + 4],
    ]);
  });

  test('absences beyond the limit score nothing', () => {
    // Two players, top value 4 (4, 3); 2 absent with notice in rounds 1-3 (1 not paired: nothing).
    // Limit 1: 2 = 3 + 1 = 4, a tie, the start order stays. No limit: 2 = 3 + 3 × 1 = 6 passes 1;
    // then 2 = 4 + 3 × 4/3 = 8, 1 = 3.
    const absent: Unpaired[] = [1, 2, 3].map((round) => ({ round, player: 2, kind: 'ZPB' }));
    const t = club(2, [], absent);
    expect(scores(t, { absenceLimit: 1 })).toEqual({ 1: 4, 2: 4 });
    expect(scores(t)).toEqual({ 1: 3, 2: 8 });
  });
});
