// Documented input limits (docs/limits.md): larger inputs are refused with one located message,
// never a stack overflow (issue 14).
import { describe, expect, test } from 'vitest';
import { maxOf, minOf, pushAll } from '../../../core/arrays.ts';
import { checkTextLimits, INPUT_LIMITS } from '../../../core/formats/inputLimits.ts';

describe('checkTextLimits', () => {
  test.each([
    ['JSON nested 5,000 deep', `${'['.repeat(5000)}${']'.repeat(5000)}`, 'tooLarge'],
    ['JSON nested one level past the limit', `${'['.repeat(INPUT_LIMITS.jsonDepth + 1)}`, 'tooLarge'],
    ['130,001 lines', 'a\n'.repeat(130_000), 'tooLarge'],
    ['130,001 lines ended by a bare CR (old Mac)', 'a\r'.repeat(130_000), 'tooLarge'],
    ['130,001 lines ended by CRLF', 'a\r\n'.repeat(130_000), 'tooLarge'],
  ])('%s: refused', (_, text, kind) => {
    expect(checkTextLimits(text)?.kind).toBe(kind);
  });

  test.each([
    [
      'JSON nested to the limit',
      `${'['.repeat(INPUT_LIMITS.jsonDepth)}${']'.repeat(INPUT_LIMITS.jsonDepth)}`,
    ],
    ['brackets inside a JSON string do not count', `["${'['.repeat(1000)}\\"${'{'.repeat(1000)}"]`],
    ['a crosstable of brackets is no JSON', `x ${'['.repeat(1000)}`],
    [`${INPUT_LIMITS.lines.toLocaleString('en')} lines`, 'a\n'.repeat(INPUT_LIMITS.lines - 1)],
    [
      `${INPUT_LIMITS.lines.toLocaleString('en')} lines ended by CRLF (a CRLF is one line end)`,
      'a\r\n'.repeat(INPUT_LIMITS.lines - 1),
    ],
  ])('%s: accepted', (_, text) => {
    expect(checkTextLimits(text)).toBeUndefined();
  });
});

describe('loops instead of spread arguments', () => {
  const big = Array.from({ length: 500_000 }, (_, i) => i);
  test('maxOf / minOf of 500,000 values, where Math.max(...xs) overflows the stack', () => {
    expect(maxOf(big)).toBe(499_999);
    expect(minOf(big)).toBe(0);
    expect(maxOf([], 3)).toBe(3);
    expect(maxOf([1, Number.NaN])).toBeNaN();
  });
  test('pushAll appends 500,000 items', () => {
    expect(pushAll([-1], big).length).toBe(500_001);
  });
});
