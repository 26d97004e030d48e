// The colour preference Dubov (FIDE C.04.4.1 1.6.1-1.6.3) and Burstein (C.04.4.2 1.5.1-1.5.3) share.
import { describe, expect, test } from 'vitest';
import { playedColourPreference } from '../../../core/pairing/playedColourPreference.ts';
import type { Color } from '../../../core/types.ts';

const W: Color = 'white';
const B: Color = 'black';

describe('playedColourPreference', () => {
  test.each([
    ['no game played: left to the system', [], undefined],
    ['1.6.3 mild: difference 0, the colour not played last', [W, B], { side: W, strength: 1 }],
    ['1.6.2 strong: one White more', [W], { side: B, strength: 2 }],
    ['1.6.2 strong: one Black more', [B, W, B], { side: W, strength: 2 }],
    ['1.6.1 absolute: two Whites in a row', [B, W, W], { side: B, strength: 3 }],
    ['1.6.1 absolute: difference -2', [B, W, B, B], { side: W, strength: 3 }],
    // One Black more, but the last two games White: the two Whites decide (absolute Black).
    ['1.6.1 absolute: two Whites after Blacks', [B, B, B, W, W], { side: B, strength: 3 }],
  ] as const)('%s', (_, colours, expected) => {
    expect(playedColourPreference(colours)).toEqual(expected);
  });
});
