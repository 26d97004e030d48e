// pairDutch on small hand-built tournaments: who is paired, absolute criteria, accelerations.
import { describe, expect, test } from 'vitest';
import { pairDutch } from '../../../../core/pairing/dutch/index.ts';
import { buildDutchPlayers } from '../../../../core/pairing/dutch/players.ts';
import type { Game, Tournament, Unpaired } from '../../../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../../../core/tournament/pointSystem.ts';

const field = (n: number, extra: Partial<Tournament> = {}): Tournament => ({
  name: 'test',
  kind: 'swiss',
  rounds: 5,
  players: Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `P${i + 1}` })),
  games: [],
  unpaired: [],
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
  initialColor: 'white',
  ...extra,
});
const key = (a: number, b: number): string => `${Math.min(a, b)}-${Math.max(a, b)}`;
const pairsOf = (t: Tournament): string[] => {
  const r = pairDutch(t);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.boards.map((b) => key(b.white, b.black)).sort();
};
const paired = (t: Tournament): number[] => {
  const r = pairDutch(t);
  if (!r.ok) throw new Error(r.error.message);
  return [...r.value.boards.flatMap((b) => [b.white, b.black]), ...(r.value.pab ? [r.value.pab] : [])].sort(
    (a, b) => a - b,
  );
};

describe('pairDutch', () => {
  test('round 1: top half against bottom half (1.9, Art. 3)', () => {
    expect(pairsOf(field(6))).toEqual(['1-4', '2-5', '3-6']);
  });

  test('a forbidden pair (XXP) is never paired', () => {
    const t = field(4, { forbiddenPairs: [{ players: [1, 3] }] });
    expect(pairsOf(t)).not.toContain('1-3');
  });

  test('a forbidden pair limited to later rounds does not apply yet', () => {
    const t = field(4, { forbiddenPairs: [{ players: [1, 3], fromRound: 2 }] });
    expect(pairsOf(t)).toContain('1-3');
  });

  test.each([
    ['HPB', 'HPB'],
    ['ZPB', 'ZPB'],
    ['FPB', 'FPB'],
    ['absent', 'absent'],
  ] as const)('a player with %s in the round is not paired', (_n, kind) => {
    const unpaired: Unpaired[] = [{ round: 1, player: 2, kind }];
    expect(paired(field(5, { unpaired }))).toEqual([1, 3, 4, 5]);
  });

  test('a withdrawn player is not paired; a late entry is', () => {
    const games: Game[] = [
      { round: 1, white: 1, black: 3, result: '1-0' },
      { round: 1, white: 4, black: 2, result: '0-1' },
    ];
    const t = field(6, {
      games,
      withdrawals: [{ player: 4, afterRound: 1 }],
      unpaired: [
        { round: 1, player: 5, kind: 'ZPB' },
        { round: 1, player: 6, kind: 'ZPB' },
      ],
    });
    expect(paired(t)).toEqual([1, 2, 3, 5, 6]);
  });

  test('C1: players who met are not paired again; no pairing at all is an error value', () => {
    const t = field(2, { games: [{ round: 1, white: 1, black: 2, result: '1-0' }] });
    const r = pairDutch(t);
    expect(r.ok ? 'paired' : r.error.kind).toBe('noValidPairing');
  });

  test('a forfeited pairing may be paired again', () => {
    const t = field(2, { games: [{ round: 1, white: 1, black: 2, result: '+:-' }] });
    expect(pairsOf(t)).toEqual(['1-2']);
  });

  test('C2: no second PAB while another player can take it', () => {
    const t = field(3, {
      games: [{ round: 1, white: 1, black: 2, result: '1-0' }],
      unpaired: [{ round: 1, player: 3, kind: 'PAB' }],
    });
    const r = pairDutch(t);
    expect(r.ok && r.value.pab).not.toBe(3);
  });

  test('Baku acceleration: GA (2·⌈N/4⌉ players) is paired apart in round 1', () => {
    const t = field(8, { pairingSystem: 'FIDE_DUTCH_2025_BAKU' });
    expect(pairsOf(t)).toEqual(['1-3', '2-4', '5-7', '6-8']);
    expect(pairsOf({ ...t, pairingSystem: 'FIDE_DUTCH_2025' })).toEqual(['1-5', '2-6', '3-7', '4-8']);
  });

  test('explicit acceleration points (XXA) change the brackets', () => {
    const t = field(4, { accelerations: [{ player: 4, round: 1, points: 2 }] });
    expect(pairsOf(t)).toContain('1-4');
  });

  test('the initial colour can be drawn by a seeded source', () => {
    const t = { ...field(2), initialColor: undefined };
    const white = pairDutch(t, { rng: () => 0.1 });
    const black = pairDutch(t, { rng: () => 0.9 });
    expect(white.ok && white.value.boards[0]).toEqual({ white: 1, black: 2 });
    expect(black.ok && black.value.boards[0]).toEqual({ white: 2, black: 1 });
  });

  test('the round to pair follows the last round with games, not the absences already entered', () => {
    const t = field(4, {
      games: [
        { round: 1, white: 1, black: 3, result: '1-0' },
        { round: 1, white: 4, black: 2, result: '0-1' },
      ],
      unpaired: [{ round: 2, player: 4, kind: 'HPB' }],
    });
    const r = pairDutch(t);
    expect(r.ok && r.value.round).toBe(2);
    expect(r.ok && r.value.pab).toBe(3);
  });
});

describe('C2 PAB eligibility by edition', () => {
  const t = field(4, {
    games: [{ round: 1, white: 1, black: 3, result: '+:-' }],
    unpaired: [
      { round: 1, player: 2, kind: 'FPB' },
      { round: 1, player: 4, kind: 'HPB' },
    ],
  });
  test.each([
    ['2025', 1, false, 'a forfeit win (a win’s points without playing)'],
    ['2025', 2, false, 'a full-point bye'],
    ['2025', 4, true, 'a half-point bye'],
    ['2017', 1, false, 'a forfeit win'],
    ['2017', 2, true, 'a full-point bye'],
    ['2017', 4, true, 'a half-point bye'],
  ] as const)('%s: player %i eligible = %s after %s', (edition, id, eligible, _why) => {
    const [p] = buildDutchPlayers(t, [id], 2, edition, false);
    expect(p?.pabEligible).toBe(eligible);
  });
});
