/**
 * Every `FormatError.kind`, grouped by what is wrong. A parser can produce only these: `kind` is
 * typed by this list, so a new code is added here first.
 */
export const FORMAT_ERROR_KINDS = [
  // A cell, field or token that does not read (any format).
  'badCell',
  'badValue',
  'badColor',
  'badPoints',
  'badRating',
  'badRound',
  'badRounds',
  'badRank',
  'badPlayerId',
  'badOpponent',
  'badResult',
  'badToken',
  'badGame',
  'badScore',
  // TRF records (FIDE TRF-2026 162/240/250, TRF(x) XXS/XXA): point systems, byes, acceleration.
  'badPointCode',
  'badPointSystem',
  'badAcceleration',
  'badByeType',
  // Table shape: a crosstable or league table whose rows, columns or diagonal do not fit.
  'empty',
  'badRange',
  'badShape',
  'badDiagonal',
  'nonSquare',
  'unevenRow',
  'mixedCells',
  'twoResults',
  // The two halves of a game, or a total, that disagree.
  'asymmetric',
  'mirrorMismatch',
  'boardsMismatch',
  'pointsMismatch',
  'scoreMismatch',
  // Players and pairings that cannot be.
  'noPlayers',
  'duplicatePlayer',
  // A player added after the start numbers were fixed (C.04.2: before round 1).
  'startListFrozen',
  'duplicateId',
  'unknownPlayer',
  'selfPairing',
  'twiceInRound',
  'roundOutOfRange',
  'noBoards',
  'tooFewTeams',
  // JSON documents (schemas/): unreadable JSON, a schema violation, an unknown field.
  'badJson',
  'jsonSchema',
  'unknownField',
  // Hostile or nonsensical input (issue 14): an input over a documented limit (docs/limits.md), a
  // name column that cannot be told apart, a crosstable with fewer than two players or no result
  // between them, a team TRF read as individual.
  'tooLarge',
  'ambiguousName',
  'tooFewPlayers',
  'noResults',
  'teamEvent',
  // Binary files (Swiss-Chess .SWT, Swiss-Manager .TUNX/.TURX/.TUMX/.TUTX): a file cut short, a
  // count or reference that points outside the file, a version or file kind not read.
  'truncated',
  'badReference',
  'unsupportedVersion',
  'unsupportedFile',
  // A file that must be UTF-8 (TRF) but is not.
  'notUtf8',
  // A parser bug caught at the boundary (parseTrf), reported rather than thrown.
  'internal',
] as const;
export type FormatErrorKind = (typeof FORMAT_ERROR_KINDS)[number];

/**
 * What every parser returns for bad input: a tagged plain object naming where (line, or row and
 * column, 1-based) and what was found and expected. No Error subclasses: these survive JSON and
 * google.script.run.
 */
export interface FormatError {
  readonly kind: FormatErrorKind;
  readonly format:
    | 'crosstable'
    | 'trf'
    | 'json'
    | 'swissNotation'
    | 'csv'
    | 'cells'
    | 'options'
    | 'swt'
    | 'swissManager'
    | 'unknown';
  readonly line?: number;
  readonly row?: number;
  readonly column?: number;
  /** Byte offset in a binary file (0-based), described as "byte 1234". */
  readonly offset?: number;
  /** The other cell of a game that does not mirror (asymmetric, mirrorMismatch), 1-based like row/column. */
  readonly otherRow?: number;
  readonly otherColumn?: number;
  /** Where in a JSON document, e.g. `players[3].dwz.rating`. */
  readonly path?: string;
  /** The offending text, as found. */
  readonly found?: string;
  /** What would have been accepted. */
  readonly expected?: string;
  /** Further explanation in English. */
  readonly detail?: string;
  /** The format the file was read as, as a message names it ("CSV crosstable"): set by the file gate. */
  readonly readAs?: string;
  /** A remark on a likely cause, e.g. that the bytes were not UTF-8 and were read as Windows-1252. */
  readonly note?: string;
}

/** Longest found text quoted in a message; longer ones are cut ("…, 4,000,000 characters"). */
const MAX_FOUND = 60;

const quoteFound = (found: string): string =>
  found.length <= MAX_FOUND
    ? JSON.stringify(found)
    : `${JSON.stringify(found.slice(0, MAX_FOUND))}… (${found.length.toLocaleString('en')} characters)`;

/** One line in English: "line 12, column 81: found "1x.5", expected points like 4.5". */
export function describeFormatError(e: FormatError): string {
  const where: string[] = [];
  if (e.line !== undefined) where.push(`line ${e.line}`);
  if (e.row !== undefined) where.push(`row ${e.row}`);
  if (e.column !== undefined) where.push(`column ${e.column}`);
  if (e.offset !== undefined) where.push(`byte ${e.offset}`);
  if (e.path !== undefined) where.push(e.path);
  const parts: string[] = [];
  if (e.found !== undefined) parts.push(`found ${quoteFound(e.found)}`);
  if (e.expected !== undefined) parts.push(`expected ${e.expected}`);
  if (e.detail !== undefined) parts.push(e.detail);
  const head = where.length > 0 ? `${where.join(', ')}: ` : '';
  const note = e.note !== undefined ? ` (note: ${e.note})` : '';
  return `${head}${parts.length > 0 ? parts.join(', ') : e.kind}${note}`;
}
