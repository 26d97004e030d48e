// An uploaded file over the documented limits (docs/limits.md) is a user error naming what is too
// large, never a stack overflow (issue 14).
import { expect, test } from 'vitest';
import { UserError, userErrorText } from '../../../bot/errors.ts';
import { parseImport } from '../../../bot/handlers/transfer.ts';

test.each([
  ['JSON nested 5,000 deep', `${'['.repeat(5000)}${']'.repeat(5000)}`, /levels of nesting/],
  ['130,001 lines', 'x\n'.repeat(130_000), /lines/],
])('%s: importFailed with the limit', (_, text, reason) => {
  let thrown: unknown;
  try {
    parseImport(text);
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(UserError);
  expect((thrown as UserError).key).toBe('importFailed');
  expect(userErrorText(thrown as UserError, 'en')).toMatch(reason);
  // German members get the core error described in German (core/errors).
  expect(userErrorText(thrown as UserError, 'de')).toMatch(
    /^Die Datei ist nicht lesbar: .*Die Eingabe ist zu groß/,
  );
});
