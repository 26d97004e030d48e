// The check-list (trf-format.md §12.5): colour preference codes by C.04.3 1.7, floats of the two
// rounds before, opponents per round and the PAB eligibility mark (C2).
import { describe, expect, test } from 'vitest';
import { checkList, formatCheckList, preferenceCode } from '../../../../core/pairing/dutch/checkList.ts';
import { colourPreference } from '../../../../core/pairing/dutch/colours.ts';
import type { Tournament } from '../../../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../../../core/tournament/pointSystem.ts';
import type { Color } from '../../../../core/types.ts';

const W: Color = 'white';
const B: Color = 'black';

describe('colour preference codes (1.7)', () => {
  test.each([
    ['no game: none', [], 'A'],
    ['CD 0 after Black: mild White', [W, B], '(w)'],
    ['CD +1: strong Black', [W], '(B)'],
    ['CD -1 after W B B: absolute by repetition with a difference of 1', [W, B, B], 'W1'],
    ['CD 0 after W W B B: absolute by repetition only', [W, W, B, B], 'W'],
    ['CD +2 without repetition: absolute by difference', [W, W, B, W], 'BB'],
    ['CD +2 with repetition: absolute by difference and repetition', [B, W, W, W], 'BBB'],
    ['CD -2 with repetition', [B, B], 'WWW'],
  ] as const)('%s → %s', (_name, colours, code) => {
    expect(preferenceCode({ colours, pref: colourPreference(colours) })).toBe(code);
  });
});

// Round 3 of a 5-player event: 1 beat 2 and 3 beat 4 in round 1 (5 had the PAB); in round 2 1 beat
// 3 and 5 beat 2 (4 had the PAB). Floats by 1.4: a PAB is a downfloat, 5 (1 point) v 2 (0) a
// downfloat for 5 and an upfloat for 2; 3 had White twice (CD +2, repeated: BBB).
const t: Tournament = {
  name: 'check-list',
  kind: 'swiss',
  rounds: 3,
  players: [1, 2, 3, 4, 5].map((id) => ({ id, name: `P${id}` })),
  games: [
    { round: 1, white: 1, black: 2, result: '1-0' },
    { round: 1, white: 3, black: 4, result: '1-0' },
    { round: 2, white: 3, black: 1, result: '0-1' },
    { round: 2, white: 2, black: 5, result: '0-1' },
  ],
  unpaired: [
    { round: 1, player: 5, kind: 'PAB' },
    { round: 2, player: 4, kind: 'PAB' },
  ],
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
  initialColor: 'white',
};

describe('check-list rows', () => {
  const rows = checkList(t, 3);
  const row = (id: number) => rows.find((r) => r.id === id)!;

  test('players in pairing order: score, then pairing number (1.2)', () => {
    expect(rows.map((r) => r.id)).toEqual([1, 5, 3, 4, 2]);
  });

  test.each([
    [1, 4, '(w)', '--', [2, 3], true],
    [5, 4, '(W)', 'DD', [0, 2], false],
    [3, 2, 'BBB', '--', [4, 1], true],
    [4, 2, '(W)', '-D', [3, 0], false],
    [2, 0, '(b)', '-U', [1, 5], true],
  ] as const)(
    'player %i: %i half-points, %s, floats %s, opponents %j, PAB eligible %s',
    (id, score, pref, floats, opponents, eligible) => {
      expect(row(id)).toEqual({ id, score, preference: pref, floats, opponents, pabEligible: eligible });
    },
  );

  test('the text marks players who may not receive the PAB with [X]', () => {
    const lines = formatCheckList(3, rows).trim().split('\n').slice(2);
    expect(lines).toHaveLength(5);
    expect(lines.filter((l) => l.endsWith('[X]')).map((l) => Number(l.trim().split(/\s+/)[0]))).toEqual([
      5, 4,
    ]);
  });
});
