// pairKeizer on hand-built club evenings (KeizerForClubs documentation, "Rules for pairing"; the
// Swiss-Chess manual: 1-2, 3-4, ... in the first round). Expected pairings worked out by hand.
import { describe, expect, test } from 'vitest';
import { pairKeizer } from '../../../../core/pairing/keizer/index.ts';
import type { Game, Tournament, Unpaired } from '../../../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../../../core/tournament/pointSystem.ts';

const club = (n: number, games: readonly Game[] = [], unpaired: readonly Unpaired[] = []): Tournament => ({
  name: 'Keizer-Turnier SC Königsspringer',
  kind: 'swiss',
  rounds: 20,
  players: Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Spieler ${i + 1}` })),
  games,
  unpaired,
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
  pairingSystem: 'KEIZER',
});

describe('pairKeizer', () => {
  test('round 1: neighbours in the start order; equal Whites and no meeting: White to the lower-ranked', () => {
    expect(pairKeizer(club(6))).toEqual({
      ok: true,
      value: {
        round: 1,
        boards: [
          { white: 2, black: 1 },
          { white: 4, black: 3 },
          { white: 6, black: 5 },
        ],
      },
    });
  });

  test('an odd number present: the lowest-ranked gets the bye', () => {
    const r = pairKeizer(club(5));
    expect(r.ok && r.value.pab).toBe(5);
  });

  test('those absent in the round are not paired', () => {
    const r = pairKeizer(club(5, [], [{ round: 1, player: 2, kind: 'ZPB' }]));
    expect(r.ok && r.value).toEqual({
      round: 1,
      boards: [
        { white: 3, black: 1 },
        { white: 5, black: 4 },
      ],
    });
  });

  // Round 1: 2-1, 4-3 drawn. Ranking (top value 8): unchanged, 1 2 3 4.
  const drawn = club(4, [
    { round: 1, white: 2, black: 1, result: '1/2-1/2' },
    { round: 1, white: 4, black: 3, result: '1/2-1/2' },
  ]);

  test('no repeat within the set number of rounds: 1 plays 3 and 2 plays 4', () => {
    // White: 1 and 3 had Black (0 Whites), 2 and 4 White: equal Whites (0), never met: White to
    // the lower-ranked 3; 2 v 4: both one White, never met: White to 4.
    const r = pairKeizer(drawn);
    expect(r.ok && r.value.boards).toEqual([
      { white: 3, black: 1 },
      { white: 4, black: 2 },
    ]);
  });

  test('repeatAfter 0: the neighbours meet again, the colours of their game reversed', () => {
    // 1 (no White) v 2 (one White): White to 1, who had fewer Whites.
    const r = pairKeizer(drawn, { repeatAfter: 0 });
    expect(r.ok && r.value.boards).toEqual([
      { white: 1, black: 2 },
      { white: 3, black: 4 },
    ]);
  });

  test('equal Whites and met before: the colours of the last game reversed', () => {
    // Round 2 (repeat allowed): 1 v 2 again with 1 White (1 now one White, 2 one White).
    // Round 3: 1 and 2 still neighbours, equal Whites, met in round 2 with 1 White: 2 gets White.
    const t = club(2, [
      { round: 1, white: 2, black: 1, result: '1/2-1/2' },
      { round: 2, white: 1, black: 2, result: '1/2-1/2' },
    ]);
    const r = pairKeizer(t, { repeatAfter: 0 });
    expect(r.ok && r.value.boards).toEqual([{ white: 2, black: 1 }]);
  });

  test('the highest player takes the next one below whom the rest can still be paired', () => {
    // 1-2 met in round 1 (repeat not allowed), 3-4 too: 1 takes 3, 2 takes 4 (above). With 2 and 3
    // also forbidden, 1-3 would leave 2-4 ... allowed; forbid 2-4: 1 must take 4, leaving 2-3.
    const t: Tournament = { ...drawn, forbiddenPairs: [{ players: [2, 4] }] };
    const r = pairKeizer(t);
    expect(r.ok && r.value.boards.map((b) => [b.white, b.black].sort())).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });

  test('byes spread: the lowest-ranked who has had no bye and missed no round', () => {
    // Round 1: 5 had the bye; 1-2 and 3-4 drawn. Ranking (top value 10): 1 = 10 + 4½, 2 = 9 + 5,
    // 3 = 8 + 3½, 4 = 7 + 4, 5 = 6 + 3: 5 is lowest but has had a bye, so 4 gets it (1-3, 2-5 left).
    const t = club(
      5,
      [
        { round: 1, white: 2, black: 1, result: '1/2-1/2' },
        { round: 1, white: 4, black: 3, result: '1/2-1/2' },
      ],
      [{ round: 1, player: 5, kind: 'PAB' }],
    );
    const spread = pairKeizer(t);
    const lowest = pairKeizer(t, { evenByes: false });
    expect(spread.ok && spread.value.pab).toBe(4);
    expect(lowest.ok && lowest.value.pab).toBe(5);
  });

  test('nobody left who may meet: no valid pairing, never a hang', () => {
    const t = club(2, [{ round: 1, white: 2, black: 1, result: '1-0' }]);
    expect(pairKeizer(t, { repeatAfter: 99 })).toMatchObject({
      ok: false,
      error: { kind: 'noValidPairing' },
    });
  });
});
