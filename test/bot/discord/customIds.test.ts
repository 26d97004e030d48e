import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type ButtonId,
  buildButtonId,
  parseButtonId,
  REPORT_ACTIONS,
  VIEW_CODES,
} from '../../../bot/discord/customIds.ts';

// Discord returns only a pressed button's custom_id, at most 100 characters (Discord documentation,
// "Message Components: Custom ID"): every id the bot builds must parse back to what it was built from.
const id = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const button: fc.Arbitrary<ButtonId> = fc.oneof(
  fc.record({ kind: fc.constant('report' as const), action: fc.constantFrom(...REPORT_ACTIONS), gameId: id }),
  fc.record({
    kind: fc.constant('page' as const),
    view: fc.constantFrom(...VIEW_CODES),
    tournamentId: id,
    page: fc.integer({ min: -1, max: 10_000 }),
    // Tiebreak lists and rounds as users type them, with separators and any Unicode.
    arg: fc.oneof(fc.string({ maxLength: 120 }), fc.string({ unit: 'grapheme', maxLength: 60 })),
  }),
);

describe('button custom ids: one codec', () => {
  test('every built id parses back and is at most 100 characters (the view options dropped only when too long)', () => {
    fc.assert(
      fc.property(button, (b) => {
        const built = buildButtonId(b);
        expect(built.length).toBeLessThanOrEqual(100);
        const back = parseButtonId(built);
        if (b.kind === 'page' && back?.kind === 'page' && back.arg !== b.arg) {
          // Only an option text that did not fit is dropped.
          expect(back.arg).toBe('');
          expect(buildButtonId({ ...b, arg: '' }).length + b.arg.length).toBeGreaterThan(100);
          expect(back).toEqual({ ...b, arg: '' });
        } else expect(back).toEqual(b);
      }),
      { numRuns: 2000 },
    );
  });

  test.each([
    ['res:confirm:12', { kind: 'report', action: 'confirm', gameId: 12 }],
    ['res:dispute:7', { kind: 'report', action: 'dispute', gameId: 7 }],
    ['pg:s:3:1:2|BH/C1 BH SB', { kind: 'page', view: 's', tournamentId: 3, page: 1, arg: '2|BH/C1 BH SB' }],
    ['pg:p:3:-1:4', { kind: 'page', view: 'p', tournamentId: 3, page: -1, arg: '4' }],
  ])('%s', (s, b) => {
    expect(parseButtonId(s)).toEqual(b);
    expect(buildButtonId(b as ButtonId)).toBe(s);
  });

  test.each(['res:accept:1', 'res:confirm:', 'pg:q:1:1:', 'pg:s:x:1:', 'other', ''])(
    'an id the bot never built is not a button: %j',
    (s) => expect(parseButtonId(s)).toBeUndefined(),
  );
});
