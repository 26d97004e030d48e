import { describe, expect, test } from 'vitest';
import { makePersonName, parsePersonName } from '../../../core/tournament/player.ts';

describe('person names: DSB "Name,Vorname,Titel" and "First Last"', () => {
  test.each([
    ['Meier,Hans,Dr.', { family: 'Meier', given: 'Hans', title: 'Dr.' }],
    ['Meier, Hans', { family: 'Meier', given: 'Hans' }],
    ['Hans Meier', { family: 'Meier', given: 'Hans' }],
    ['Anna Maria von Berg', { family: 'Berg', given: 'Anna Maria von' }],
    ['Meier', { family: 'Meier' }],
  ])('%s', (text, expected) => {
    expect(parsePersonName(text)).toEqual(expected);
  });

  test('DSB form round-trips', () => {
    expect(makePersonName(parsePersonName('Meier,Hans,Dr.'), { dsb: true })).toBe('Meier,Hans,Dr.');
    expect(makePersonName(parsePersonName('Meier, Hans'))).toBe('Meier, Hans');
  });
});
