import { describe, expect, test } from 'vitest';
import {
  describeFormatError,
  FORMAT_ERROR_KINDS,
  type FormatError,
} from '../../../core/formats/formatError.ts';

describe('FormatError kinds: one typed list', () => {
  test('every kind is listed once', () => {
    expect(new Set(FORMAT_ERROR_KINDS).size).toBe(FORMAT_ERROR_KINDS.length);
  });

  test('a kind outside the list does not type-check (tsc -b checks this file)', () => {
    // @ts-expect-error 'badTrfLine' is not a FormatErrorKind
    const e: FormatError = { kind: 'badTrfLine', format: 'trf' };
    expect(e.format).toBe('trf');
  });

  test('with nothing else to say, the message is the kind', () => {
    expect(describeFormatError({ kind: 'empty', format: 'crosstable' })).toBe('empty');
  });
});
