// C.04.6 (2026) 1.7 colour preferences and 4.3 colour allocation, case by case from the text.
import { describe, expect, test } from 'vitest';
import { allocateColours, teamPreference } from '../../../../core/team/pairing/colours.ts';
import type { TeamSwissRules } from '../../../../core/team/pairing/model.ts';
import type { TeamState } from '../../../../core/team/pairing/state.ts';

/** A team state from its colour history ('W', 'B', '-' for a round without a colour). */
function state(tpn: number, history: string, primary = 0, secondary = 0): TeamState {
  const byRound = [...history].map((c) => (c === '-' ? undefined : (c as 'W' | 'B')));
  const colours = byRound.filter((c): c is 'W' | 'B' => c !== undefined);
  return {
    tpn,
    primary,
    secondary,
    matchPoints: primary,
    gamePoints: secondary,
    colours,
    cd: colours.filter((c) => c === 'W').length - colours.filter((c) => c === 'B').length,
    played: colours.length,
    opponents: new Set(),
    pabBarred: false,
    floatedLastRound: false,
    colourByRound: byRound,
  };
}

describe('C.04.6 1.7 colour preference', () => {
  test.each([
    // [type, history, last round, expected]
    ['A', '', false, undefined], // no match played
    ['A', 'BB', false, 'W strong'], // 1.7.1: CD < -1
    ['A', 'WBB', false, 'W strong'], // CD -1 and Black in the last two played matches
    ['A', 'WB', false, undefined], // CD 0, last two not the same colour
    ['A', 'BWB', false, undefined], // CD -1 alone is no Type A preference
    ['A', 'WW', false, 'B strong'], // CD > 1
    ['A', 'W-W', false, 'B strong'], // the last two *played* matches (1.6.1)
    ['B', 'BWB', false, 'W mild'], // 1.7.2: CD -1
    ['B', 'WB', false, 'W mild'], // CD 0, Black in the last played match, not the last round
    ['B', 'WB', true, undefined], // CD 0 when the last round is paired: none
    ['B', 'BB', true, 'W strong'],
    ['B', 'W', false, 'B mild'],
    ['none', 'BBB', false, undefined], // no colour preferences at all
  ] as const)('Type %s, history %j, last round %s → %s', (type, history, last, want) => {
    const p = teamPreference(state(1, history), type, last);
    expect(p && `${p.colour} ${p.strong ? 'strong' : 'mild'}`).toBe(want);
  });
});

const A: TeamSwissRules = { colourType: 'A', primary: 'MP', secondary: 'GP' };
const B: TeamSwissRules = { colourType: 'B', primary: 'MP', secondary: 'GP' };

describe('C.04.6 4.3 colour allocation (first team by 4.2: higher score, then TPN)', () => {
  test.each([
    // [step, rules, first team (TPN 1, higher score), other team (TPN 2), expected white]
    [
      '4.3.1 neither has played: first team with an odd TPN gets the initial colour',
      A,
      state(1, ''),
      state(2, ''),
      1,
    ],
    ['4.3.2 only the other team has a preference (White)', A, state(1, 'WB'), state(2, 'BB'), 2],
    ['4.3.2 only the first team has a preference (Black)', A, state(1, 'WW'), state(2, 'BW'), 2],
    ['4.3.3 opposite preferences are both granted', A, state(1, 'BB'), state(2, 'WW'), 1],
    ['4.3.4 Type B: only the other preference is strong', B, state(1, 'BWB'), state(2, 'BB'), 2],
    [
      '4.3.5 same preference: the lower colour difference has White (before 4.3.6)',
      A,
      state(1, 'BBWB'),
      state(2, 'WWBB'),
      1,
    ],
    [
      '4.3.6 alternate from the latest round with different colours (before 4.3.8)',
      A,
      state(1, 'BWWB'),
      state(2, 'WBWB'),
      2,
    ],
    [
      '4.3.8 nothing else decides: the first team alternates from its last match',
      A,
      state(1, 'BW'),
      state(2, 'BW'),
      2,
    ],
  ] as const)('%s', (_step, rules, first, other, white) => {
    const x = { ...first, primary: 4 };
    expect(allocateColours(x, other, rules, false, 'white').white).toBe(white);
    expect(allocateColours(other, x, rules, false, 'white').white).toBe(white);
  });

  test('4.3.1 with the initial colour Black: the odd first team gets Black', () => {
    expect(allocateColours(state(3, ''), state(8, ''), A, false, 'black')).toEqual({ white: 8, black: 3 });
    expect(allocateColours(state(4, ''), state(8, ''), A, false, 'black')).toEqual({ white: 4, black: 8 });
  });
});
