// What German users type: DIN 5008 dates, results with a colon or a decimal comma (1:0, ½:½).
import { describe, expect, test } from 'vitest';
import { parseDateInput, parseDateListInput, parseResultInput } from '../../cli/germanInput.ts';

describe('dates', () => {
  test.each([
    ['28.09.2026', '2026-09-28'],
    ['8.9.2026', '2026-09-08'],
    ['2026-09-28', '2026-09-28'],
    ['31.02.2026', undefined],
    ['2026-02-30', undefined],
    ['09/28/2026', undefined],
    ['morgen', undefined],
  ])('%s → %s', (text, iso) => {
    expect(parseDateInput(text)).toBe(iso);
  });
  test('a list of round dates; the first bad one is named', () => {
    expect(parseDateListInput('28.09.2026, 05.10.2026;2026-10-12')).toEqual([
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
    ]);
    expect(parseDateListInput('28.09.2026,5.13.2026')).toEqual({ bad: '5.13.2026' });
  });
});

describe('results (from White)', () => {
  test.each([
    ['1-0', '1-0'],
    ['1:0', '1-0'],
    ['1 : 0', '1-0'],
    ['0-1', '0-1'],
    ['0:1', '0-1'],
    ['½-½', '1/2-1/2'],
    ['½:½', '1/2-1/2'],
    ['1/2-1/2', '1/2-1/2'],
    ['0,5-0,5', '1/2-1/2'],
    ['0.5:0.5', '1/2-1/2'],
    ['=', '1/2-1/2'],
    ['remis', '1/2-1/2'],
    ['Remis', '1/2-1/2'],
    // a draw is written with one half as often as with two (chess-results, Swiss-Chess: ½)
    ['½', '1/2-1/2'],
    ['1/2', '1/2-1/2'],
    ['0,5', '1/2-1/2'],
    ['+-', '+:-'],
    ['+:-', '+:-'],
    ['-+', '-:+'],
    ['--', '-:-'],
    ['-:-', '-:-'],
    ['*', '*'],
    ['2-0', undefined],
    ['1-1', undefined],
    ['½-0', undefined],
  ])('%s → %s', (text, result) => {
    expect(parseResultInput(text)).toBe(result);
  });
});
