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
// Tiebreak lists as users type them, with separators (`|` included) and any Unicode.
const text = fc.oneof(
  fc.string({ minLength: 1, maxLength: 120 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
);
const at = {
  kind: fc.constant('page' as const),
  tournamentId: id,
  page: fc.integer({ min: -1, max: 10_000 }),
};
const button: fc.Arbitrary<ButtonId> = fc.oneof(
  fc.record({ kind: fc.constant('report' as const), action: fc.constantFrom(...REPORT_ACTIONS), gameId: id }),
  fc.record({
    ...at,
    view: fc.constant('s' as const),
    options: fc.record(
      { afterRound: fc.integer({ min: 0, max: 99 }), tiebreaks: text },
      { requiredKeys: [] },
    ),
  }),
  fc.record({
    ...at,
    view: fc.constant('p' as const),
    options: fc.record({ round: fc.integer({ min: 1, max: 99 }) }, { requiredKeys: [] }),
  }),
  fc.record({ ...at, view: fc.constant('x' as const), options: fc.constant({}) }),
  fc.record({ kind: fc.constant('teamEvent' as const), eventId: id, entry: id }),
);

describe('button custom ids: one codec', () => {
  test('every built id parses back and is at most 100 characters (the view options dropped only when too long)', () => {
    expect(VIEW_CODES).toEqual(['s', 'p', 'x']);
    fc.assert(
      fc.property(button, (b) => {
        const built = buildButtonId(b);
        expect(built.length).toBeLessThanOrEqual(100);
        const back = parseButtonId(built);
        if (b.kind === 'page' && back?.kind === 'page' && Object.keys(back.options).length === 0) {
          // Only options that did not fit are dropped.
          expect(back).toEqual({ ...b, options: {} });
          // Only a standings id with a long tiebreak text: round and separator alone always fit.
          if (Object.keys(b.options).length > 0) {
            expect(b.view).toBe('s');
            const tiebreaks = b.view === 's' ? (b.options.tiebreaks ?? '') : '';
            expect(built.length + 1 + tiebreaks.length).toBeGreaterThan(100);
          }
        } else expect(back).toEqual(b);
      }),
      { numRuns: 2000 },
    );
  });

  test.each([
    ['res:confirm:12', { kind: 'report', action: 'confirm', gameId: 12 }],
    ['res:dispute:7', { kind: 'report', action: 'dispute', gameId: 7 }],
    [
      'pg:s:3:1:2|BH/C1 BH SB',
      {
        kind: 'page',
        view: 's',
        tournamentId: 3,
        page: 1,
        options: { afterRound: 2, tiebreaks: 'BH/C1 BH SB' },
      },
    ],
    ['pg:s:3:1:|', { kind: 'page', view: 's', tournamentId: 3, page: 1, options: {} }],
    // Only the first `|` ends the round: a tiebreak text holding `|` comes back whole.
    [
      'pg:s:3:0:0|BH|SB',
      { kind: 'page', view: 's', tournamentId: 3, page: 0, options: { afterRound: 0, tiebreaks: 'BH|SB' } },
    ],
    ['pg:p:3:-1:4', { kind: 'page', view: 'p', tournamentId: 3, page: -1, options: { round: 4 } }],
    ['pg:x:3:2:', { kind: 'page', view: 'x', tournamentId: 3, page: 2, options: {} }],
    ['te:4:17', { kind: 'teamEvent', eventId: 4, entry: 17 }],
  ])('%s', (s, b) => {
    expect(parseButtonId(s)).toEqual(b);
    expect(buildButtonId(b as ButtonId)).toBe(s);
  });

  // Options too long for Discord's 100 characters are dropped: the id still names view and page.
  test('a tiebreak text too long for the id is dropped, the page kept', () => {
    const b = {
      kind: 'page',
      view: 's',
      tournamentId: 3,
      page: 1,
      options: { tiebreaks: 'x'.repeat(100) },
    } as const;
    expect(buildButtonId(b)).toBe('pg:s:3:1:');
    expect(parseButtonId(buildButtonId(b))).toEqual({ ...b, options: {} });
  });

  test.each(['res:accept:1', 'res:confirm:', 'pg:q:1:1:', 'pg:s:x:1:', 'other', ''])(
    'an id the bot never built is not a button: %j',
    (s) => expect(parseButtonId(s)).toBeUndefined(),
  );
});
