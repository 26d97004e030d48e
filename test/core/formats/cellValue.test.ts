import { describe, expect, test } from 'vitest';
import {
  cellText,
  formatPointsHalf,
  isDiagonalMark,
  parseCellValue,
  parsePointsText,
} from '../../../core/formats/cellValue.ts';

describe('crosstable cells: one result', () => {
  test.each([
    ['1', '1'],
    ['1.0', '1'],
    ['0', '0'],
    ['½', '½'],
    ['1/2', '½'],
    ['0.5', '½'],
    ['0,5', '½'],
    ['.5', '½'],
    ['=', '½'],
    ['+', '+'],
    ['-', '-'],
    ['−', '-'],
    ['*', '*'],
  ])('%s', (text, result) => {
    expect(parseCellValue(text)).toEqual({ kind: 'results', results: [result] });
  });
});

describe('crosstable cells: two results (double round robin)', () => {
  test.each([
    ['1½', ['1', '½']],
    ['½ 0', ['½', '0']],
    ['10', ['1', '0']],
    ['01', ['0', '1']],
    ['½½', ['½', '½']],
    ['1 1', ['1', '1']],
    ['+-', ['+', '-']],
    ['0,5 1', ['½', '1']],
    ['1/2 1/2', ['½', '½']],
    ['1|0', ['1', '0']],
    ['--', ['-', '-']],
  ])('%s', (text, results) => {
    expect(parseCellValue(text)).toEqual({ kind: 'results', results });
  });
});

describe('crosstable cells: others', () => {
  test.each([
    ['', { kind: 'blank' }],
    ['-:-', { kind: 'doubleForfeit' }],
    ['—', { kind: 'noGame' }],
    ['–', { kind: 'noGame' }],
    [' — ', { kind: 'noGame' }],
    ['2', { kind: 'unknown' }],
    ['1x', { kind: 'unknown' }],
    ['101', { kind: 'unknown' }],
    ['W', { kind: 'unknown' }],
  ])('%j', (text, value) => {
    expect(parseCellValue(text)).toEqual(value);
  });

  test.each(['', 'x', 'X', '*', '—', '–', '-', '×', 'xx', '·'])('diagonal mark %j', (t) => {
    expect(isDiagonalMark(t)).toBe(true);
  });
  test.each(['1', '0', '½', 'y', '='])('not a diagonal mark %j', (t) => {
    expect(isDiagonalMark(t)).toBe(false);
  });
});

describe('Sheets values → text', () => {
  test.each([
    [0.5, '0.5'],
    [1, '1'],
    [10, '10'],
    ['', ''],
    [' ½ ', '½'],
    [null, ''],
    [undefined, ''],
    [true, 'true'],
    [Number.NaN, ''],
    [new Date(Date.UTC(2024, 0, 2)), 'date 2024-01-02'],
  ])('%j', (v, text) => {
    expect(cellText(v)).toBe(text);
  });
});

describe('points column values', () => {
  test.each([
    ['4.5', 9],
    ['4,5', 9],
    ['4½', 9],
    ['4 ½', 9],
    ['4 1/2', 9],
    ['½', 1],
    ['0', 0],
    ['12', 24],
    ['4.25', undefined],
    ['abc', undefined],
    ['', undefined],
  ])('%j', (text, half) => {
    expect(parsePointsText(text)).toBe(half);
  });
  test.each([
    [9, '4½'],
    [1, '½'],
    [8, '4'],
    [0, '0'],
  ])('%i half-points → %s', (h, text) => {
    expect(formatPointsHalf(h)).toBe(text);
  });
});
