// Legend texts (C.07 14): a code's name, every modifier in words and the articles defining them.
import { describe, expect, test } from 'vitest';
import { describeTiebreakText, TIEBREAKS } from '../../../core/tiebreaks/index.ts';

describe('describeTiebreakText names the tiebreak and each modifier', () => {
  test.each([
    ['BH/C1', 'Buchholz, cut 1 (C.07 8.1, 14.1)'],
    ['BH-C2-P', 'Buchholz, cut 2, forfeits as played games (C.07 8.1, 14.1)'],
    ['BH/M1', 'Buchholz, median 1 (C.07 8.1, 14.2)'],
    ['KS/L-2', 'Koya system, limit −1 (C.07 9.2, 14.5)'],
    ['AOB/F', 'Average of opponents’ Buchholz, over Fore Buchholz (C.07 8.2)'],
    ['RTNG/R', 'Rating, reverse order (C.07 10.6 (2026))'],
    ['ARO/U1400', 'Average rating of opponents, unrated players rated 1400 (C.07 10.1)'],
  ])('%s → %s', (code, text) => {
    expect(describeTiebreakText(code)).toBe(text);
  });

  test.each(Object.keys(TIEBREAKS))('%s without modifiers is "name (rule)"', (code) => {
    const def = TIEBREAKS[code];
    expect(describeTiebreakText(code)).toBe(`${def?.name} (${def?.rule})`);
  });

  test('an unknown code is shown as given', () => {
    expect(describeTiebreakText('XYZ/C1')).toBe('XYZ/C1');
  });
});
