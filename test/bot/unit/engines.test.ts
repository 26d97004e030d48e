// The bot pairs a Swiss round through the core's workflow. The bot stores a bye requested ahead as
// an entry of its round; pairing an earlier round must neither count that round as paired nor keep
// the player out, and the round's own requests keep their players out (FIDE C.04.1 HPB/ZPB).
import { describe, expect, test } from 'vitest';
import { pairSwissRound } from '../../../bot/engines.ts';
import { isUserError, userErrorText } from '../../../bot/errors.ts';
import type { Tournament, Unpaired } from '../../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../../core/tournament/pointSystem.ts';

const field = (unpaired: readonly Unpaired[]): Tournament => ({
  name: 'Herbst-Open',
  kind: 'swiss',
  rounds: 3,
  players: [2000, 1900, 1800, 1700].map((fide, i) => ({ id: i + 1, name: `P${i + 1}`, fide })),
  games: [],
  unpaired,
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
});

describe('pairSwissRound (bot/engines.ts) through core/workflow', () => {
  test.each<[string, readonly Unpaired[], readonly (readonly [number, number])[], number | undefined]>([
    // C.04.3 round 1: top half against bottom half, 1 with White (the default initial colour).
    [
      'no byes: 1-3, 4-2',
      [],
      [
        [1, 3],
        [4, 2],
      ],
      undefined,
    ],
    [
      'a bye requested for round 3 does not touch round 1',
      [{ round: 3, player: 2, kind: 'HPB' }],
      [
        [1, 3],
        [4, 2],
      ],
      undefined,
    ],
    // Player 4 out: 1, 2, 3 paired as 1-2 … the lowest (3) gets the PAB.
    ['a bye requested for round 1 keeps its player out', [{ round: 1, player: 4, kind: 'HPB' }], [[1, 2]], 3],
  ])('%s', (_case, unpaired, boards, pab) => {
    const r = pairSwissRound(field(unpaired), 1);
    expect(r.boards.map((b) => [b.white, b.black])).toEqual(boards);
    expect(r.byes).toEqual(pab === undefined ? [] : [{ player: pab, kind: 'PAB' }]);
  });

  test('a refusal carries the core error: German readers read it in German', () => {
    const one = { ...field([]), players: [{ id: 1, name: 'Solo' }] };
    let caught: unknown;
    try {
      pairSwissRound(one, 1);
    } catch (e) {
      caught = e;
    }
    if (!isUserError(caught)) throw new Error('expected a refusal');
    expect(userErrorText(caught, 'de')).toBe(
      'Für Runde 1 ist keine Auslosung möglich: Nur ein Spieler zum Auslosen; erst Spieler melden',
    );
  });
});
