import { maxOf } from '../arrays.ts';
import type { Tournament } from '../tournament/model.ts';
import type { FormatError } from './formatError.ts';

/**
 * What the readers accept (docs/limits.md). Larger inputs are refused with one located line rather
 * than risking a stack overflow or minutes of work: a TRF numbers players in 4 columns (9999), and
 * no club event comes near the other limits.
 */
export const INPUT_LIMITS = {
  /** Characters of a file's text (about the bytes of a UTF-8 file). */
  chars: 20_000_000,
  lines: 100_000,
  players: 9_999,
  rounds: 999,
  /** Nesting of JSON arrays and objects. */
  jsonDepth: 64,
} as const;

const tooLarge = (what: string, found: string, limit: number, line?: number): FormatError => ({
  kind: 'tooLarge',
  format: 'unknown',
  ...(line !== undefined ? { line } : {}),
  found,
  expected: `at most ${limit.toLocaleString('en')} ${what}`,
  detail: 'too large for Rochade (docs/limits.md)',
});

/** Where JSON nests deeper than `limit` (1-based line), scanning brackets outside strings. */
function jsonTooDeep(text: string, limit: number): number | undefined {
  let depth = 0;
  let line = 1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) line++;
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > limit) return line;
    } else if (c === 93 || c === 125) depth--;
  }
  return undefined;
}

/** A text too large to read: too many characters, lines or (JSON) levels of nesting. */
export function checkTextLimits(text: string): FormatError | undefined {
  if (text.length > INPUT_LIMITS.chars)
    return tooLarge('characters', `${text.length.toLocaleString('en')} characters`, INPUT_LIMITS.chars);
  // Lines end with LF, CRLF or a bare CR (old Mac files, and TRF as bbpPairings writes it).
  let lines = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) lines++;
  }
  if (lines > INPUT_LIMITS.lines)
    return tooLarge('lines', `${lines.toLocaleString('en')} lines`, INPUT_LIMITS.lines);
  const start = text.trimStart()[0];
  if (start === '{' || start === '[') {
    const line = jsonTooDeep(text, INPUT_LIMITS.jsonDepth);
    if (line !== undefined)
      return tooLarge(
        'levels of nesting',
        `more than ${INPUT_LIMITS.jsonDepth} levels`,
        INPUT_LIMITS.jsonDepth,
        line,
      );
  }
  return undefined;
}

/** A tournament too large to compute with: too many players or rounds. */
export function checkTournamentLimits(t: Tournament): FormatError | undefined {
  if (t.players.length > INPUT_LIMITS.players)
    return tooLarge('players', `${t.players.length.toLocaleString('en')} players`, INPUT_LIMITS.players);
  const rounds = maxOf(
    t.games.map((g) => g.round),
    t.rounds,
  );
  if (rounds > INPUT_LIMITS.rounds)
    return tooLarge('rounds', `${rounds.toLocaleString('en')} rounds`, INPUT_LIMITS.rounds);
  return undefined;
}
