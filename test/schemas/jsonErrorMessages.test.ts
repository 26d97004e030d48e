// Tournament JSON errors read as English and never misreport a value: the top level is "the document"
// (not an empty path), "an object" (not "a object"), a number beyond double range (1e400, which
// JSON.parse makes Infinity) is "a number too large" (not "null"), and absurd round counts are
// refused before any per-round loop runs (issue 2: path, found, expected).
import { describe, expect, test } from 'vitest';
import { describeFormatError } from '../../core/formats/formatError.ts';
import { parseTournamentJson } from '../../schemas/tournamentJson.ts';

const doc = (extra: string): string =>
  `{"name":"x","kind":"swiss",${extra}"players":[{"id":1,"name":"A"},{"id":2,"name":"B"}]}`;

describe('tournament JSON error messages', () => {
  test.each([
    ['a top-level array', '[1,2,3]', 'the document: found "[1,2,3]", expected an object, found an array'],
    ['a top-level string', '"hello"', 'the document: found "hello", expected an object, found a string'],
    ['rounds 1e400', doc('"rounds":1e400,'), 'rounds: found "a number too large", expected a number'],
    [
      'rounds 200000000',
      doc('"rounds":200000000,'),
      'rounds: found "200000000", expected at most 999 rounds',
    ],
    [
      'a game in round 1000',
      doc('"games":[{"round":1000,"white":1,"black":2,"result":"1-0"}],'),
      'games[0].round: found "1000", expected a round number up to 999',
    ],
    [
      'a withdrawal after round 5000',
      doc('"withdrawals":[{"player":1,"afterRound":5000}],'),
      'withdrawals[0].afterRound: found "5000", expected a round up to 999',
    ],
  ])('%s', (_n, text, message) => {
    const r = parseTournamentJson(text);
    expect(r.ok ? '' : describeFormatError(r.error)).toBe(message);
  });

  test('999 rounds are still a tournament', () => {
    expect(parseTournamentJson(doc('"rounds":999,')).ok).toBe(true);
  });
});
