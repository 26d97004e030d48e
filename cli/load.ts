import { coreError } from '../core/errors/index.ts';
import { describeError } from './describeError.ts';
import {
  detectFormat,
  parseCrosstable,
  parseSwissNotation,
  parseTrf,
  type FormatError,
  type Result,
  type Tournament,
} from '../core/index.ts';
import type { TeamEvent } from '../core/tournament/index.ts';
import type { PlayerId } from '../core/index.ts';
import {
  detectFileKind,
  hasTrfTeamRecords,
  parseSwt,
  parseSwissManager,
  parseTrfTeam,
  splitTableText,
  type TextDelimiter,
  checkTextLimits,
  checkTournamentLimits,
  INPUT_LIMITS,
} from '../core/formats/index.ts';
import { fail, EXIT, type CliFailure, type CliIo } from './command.ts';
import type { JsonReaders } from './jsonReaders.ts';
import { limitMessages } from './messages.ts';

/** The input formats `rochade` reads, detected by content (not only by extension). */
export const INPUT_FORMATS = ['trf', 'json', 'csv', 'tsv', 'text', 'notation'] as const;
export type InputFormat = (typeof INPUT_FORMATS)[number];

/** Binary tournament files, detected by content before any text decoding. */
export const BINARY_FORMATS = ['swt', 'swissManager'] as const;
export type BinaryFormat = (typeof BINARY_FORMATS)[number];

export interface Loaded {
  readonly tournament: Tournament;
  readonly format: InputFormat | BinaryFormat;
  /** A team tournament (Swiss-Chess or Swiss-Manager team file): the matches board by board, for team standings. */
  readonly teamEvent?: TeamEvent;
  /** A team file's members per team, in the file's board order (for `convert --to league`). */
  readonly teamMembers?: readonly { readonly team: number; readonly players: readonly PlayerId[] }[];
  /** Non-fatal remarks (e.g. a TRF points column that includes a pre-added bye), one line each. */
  readonly warnings: readonly string[];
  /** TRF points columns that disagree with the results (also described in `warnings`); `pair` refuses on them. */
  readonly scoreMismatches: readonly FormatError[];
}

export interface LoadOptions {
  /** Skip detection (e.g. `--format trf`). */
  readonly format?: InputFormat;
  /** The JSON readers; needed for a JSON input (`loadTournament` imports them when it meets one). */
  readonly json?: JsonReaders;
}

const FORMAT_NAMES: Readonly<Record<InputFormat, string>> = {
  trf: 'TRF',
  json: 'tournament JSON',
  csv: 'CSV crosstable',
  tsv: 'TSV crosstable',
  text: 'text crosstable',
  notation: 'Swiss round-by-round notation',
};

const CROSSTABLE_FORMATS: ReadonlySet<InputFormat> = new Set(['csv', 'tsv', 'text']);
const DELIMITER_FORMAT: Readonly<Record<TextDelimiter, InputFormat>> = {
  ',': 'csv',
  ';': 'csv',
  '\t': 'tsv',
  whitespace: 'text',
};

/** Parses a text of a known format. Exported for tests and for front ends that already hold the text. */
export function parseTournamentText(
  text: string,
  format: InputFormat,
  json?: JsonReaders,
): Result<Omit<Loaded, 'format'>, FormatError> {
  const plain = (r: Result<Tournament, FormatError>): Result<Omit<Loaded, 'format'>, FormatError> =>
    r.ok ? { ok: true, value: { tournament: r.value, warnings: [], scoreMismatches: [] } } : r;
  switch (format) {
    case 'trf': {
      if (hasTrfTeamRecords(text)) {
        const team = parseTrfTeam(text);
        if (!team.ok) return team;
        return {
          ok: true,
          value: {
            tournament: team.value.tournament,
            teamEvent: team.value.event,
            teamMembers: team.value.teams.map((t) => ({ team: t.team, players: t.players })),
            warnings: limitMessages(team.value.warnings, 'warnings'),
            scoreMismatches: [],
          },
        };
      }
      const r = parseTrf(text);
      if (!r.ok) return r;
      // A TRF without a single 001 line is no tournament (e.g. a CSV read with --from trf).
      if (r.value.tournament.players.length === 0)
        return {
          ok: false,
          error: {
            kind: 'noPlayers',
            format: 'trf',
            line: 1,
            found: 'no player line',
            expected: 'player lines starting with "001" (FIDE TRF)',
          },
        };
      const mismatches = r.value.scoreMismatches.map(
        (e) => `points mismatch: ${describeError(coreError.format(e))}`,
      );
      return {
        ok: true,
        value: {
          tournament: r.value.tournament,
          warnings: [
            ...limitMessages(r.value.warnings, 'warnings'),
            ...limitMessages(mismatches, 'points mismatches'),
          ],
          scoreMismatches: r.value.scoreMismatches,
        },
      };
    }
    case 'json':
      if (!json) throw new Error('parseTournamentText: a JSON input needs the JSON readers');
      return plain(json.parseTournamentJson(text));
    case 'notation':
      return plain(parseSwissNotation(text));
    case 'csv':
    case 'tsv':
    case 'text': {
      const r = parseCrosstable(text);
      return r.ok ? plain({ ok: true, value: r.value.tournament }) : r;
    }
  }
}

const FS_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or directory',
  EISDIR: 'it is a directory, not a file',
  ENOTDIR: 'a part of the path is not a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on the device',
  EMFILE: 'too many open files',
};

/** A file-system error as words for a club user, with the system code: "no such file or directory (ENOENT)". */
export function describeFileError(e: unknown): string {
  const code = typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : undefined;
  if (code === undefined) return e instanceof Error ? e.message : String(e);
  return `${FS_ERRORS[code] ?? 'file system error'} (${code})`;
}

/** A file's text; `notUtf8` says where the bytes stopped being UTF-8 when they were read as Windows-1252. */
export interface InputText {
  readonly text: string;
  /** The bytes the text was decoded from (binary files are detected on them). */
  readonly bytes?: Uint8Array;
  readonly notUtf8?: string;
}

/** A file's bytes; a file that cannot be read → exit 5 with the system's error code; too large → exit 4. */
async function readBytes(path: string, io: CliIo): Promise<Result<Uint8Array, CliFailure>> {
  try {
    const bytes = await io.readFile(path);
    const big = tooManyBytes(path, bytes);
    return big ? { ok: false, error: big } : { ok: true, value: bytes };
  } catch (e) {
    return { ok: false, error: fail(EXIT.fileAccess, `cannot read ${path}: ${plainFileError(e)}`) };
  }
}

/** A file-system error as a plain sentence (no system codes): missing files and folders in words. */
export function plainFileError(e: unknown): string {
  const code = typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : '';
  switch (code) {
    case 'ENOENT':
      return 'there is no file by that name (check the name and the folder)';
    case 'EISDIR':
      return 'this is a folder; give the tournament file inside it';
    case 'ENOTDIR':
      return 'a part of the path is a file, not a folder';
    case 'EACCES':
    case 'EPERM':
      return 'you may not read this file (permission denied)';
    default:
      return FS_ERRORS[code] ?? (e instanceof Error ? e.message : String(e));
  }
}

/**
 * Reads a file as UTF-8 text, else as Windows-1252 (what Excel's "CSV (Trennzeichen-getrennt)" and
 * many Windows chess programs write), saying where the UTF-8 broke: file access problems → exit 5.
 */
export async function readInputFile(path: string, io: CliIo): Promise<Result<InputText, CliFailure>> {
  const read = await readBytes(path, io);
  if (!read.ok) return read;
  return { ok: true, value: { ...decodeInput(read.value), bytes: read.value } };
}

function decodeInput(bytes: Uint8Array): InputText {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    const text = new TextDecoder('windows-1252').decode(bytes);
    return { text, notUtf8: `not UTF-8 text, read as Windows-1252 (${whereNotUtf8(bytes)})` };
  }
}

/**
 * A binary tournament file (Swiss-Chess .SWT, Swiss-Manager) read from its bytes, or a file that is no tournament
 * named in one line with what to do (exit 2); undefined for text, which the text readers take.
 */
export function loadBinary(path: string, bytes: Uint8Array): Result<Loaded, CliFailure> | undefined {
  const kind = detectFileKind(bytes);
  switch (kind.kind) {
    case 'text':
      return undefined;
    case 'foreign': {
      const article = /^([aeio]|HTML|XML)/i.test(kind.what) ? 'an' : 'a';
      return {
        ok: false,
        error: fail(
          EXIT.badInput,
          `${path} is ${article} ${kind.what}, not a tournament file: ${kind.advice}`,
        ),
      };
    }
    case 'swissManager': {
      const r = parseSwissManager(bytes);
      if (!r.ok)
        return {
          ok: false,
          error: fail(
            EXIT.badInput,
            `${path} (Swiss-Manager file): ${describeError(coreError.format(r.error))}`,
          ),
        };
      return binaryLoaded(path, 'swissManager', r.value.tournament, r.value.team);
    }
    case 'swt': {
      const r = parseSwt(bytes);
      if (!r.ok)
        return {
          ok: false,
          error: fail(
            EXIT.badInput,
            `${path} (Swiss-Chess file): ${describeError(coreError.format(r.error))}`,
          ),
        };
      return binaryLoaded(path, 'swt', r.value.tournament, r.value.team);
    }
  }
}

/** A binary file's tournament (and team event) once read, within the tournament limits. */
function binaryLoaded(
  path: string,
  format: BinaryFormat,
  tournament: Tournament,
  team: { readonly event: TeamEvent; readonly lineups: Loaded['teamMembers'] & object } | undefined,
): Result<Loaded, CliFailure> {
  const size = checkTournamentLimits(tournament);
  if (size)
    return { ok: false, error: fail(EXIT.sizeLimit, `${path}: ${describeError(coreError.format(size))}`) };
  return {
    ok: true,
    value: {
      tournament,
      format,
      ...(team ? { teamEvent: team.event, teamMembers: team.lineups } : {}),
      warnings: [],
      scoreMismatches: [],
    },
  };
}

/** A file over the size limit, refused before it is decoded (exit 4 for `pair`, else 2). */
function tooManyBytes(path: string, bytes: Uint8Array): CliFailure | undefined {
  if (bytes.length <= INPUT_LIMITS.chars) return undefined;
  const mb = (n: number): string => `${Math.round(n / 1e6)} MB`;
  return fail(
    EXIT.sizeLimit,
    `${path}: too large (${mb(bytes.length)}, at most ${mb(INPUT_LIMITS.chars)}; docs/limits.md)`,
  );
}

/** The warning for a file read as Windows-1252. */
export const notUtf8Warning = (path: string, notUtf8: string): string =>
  `${path}: ${notUtf8}; check the names, or save the file as UTF-8 (Excel: "CSV UTF-8")`;

/** Offset of the first byte that breaks UTF-8 (RFC 3629 lead and continuation bytes), if found. */
function invalidUtf8Offset(b: Uint8Array): number | undefined {
  for (let i = 0; i < b.length;) {
    const c = b[i] ?? 0;
    const len =
      c < 0x80 ? 1 : c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
    if (len === 0) return i;
    for (let k = 1; k < len; k++) if (((b[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    i += len;
  }
  return undefined;
}

/**
 * Where the bytes stop being UTF-8 and what they probably are: Excel's "CSV (Trennzeichen-getrennt)"
 * writes Windows-1252, where 0xFC is "ü".
 */
function whereNotUtf8(bytes: Uint8Array): string {
  const at = invalidUtf8Offset(bytes);
  if (at === undefined) return 'no position found';
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < at; i++) {
    const c = bytes[i];
    if (c === 0x0a || (c === 0x0d && bytes[i + 1] !== 0x0a)) {
      line++;
      lineStart = i + 1;
    }
  }
  const byte = bytes[at] ?? 0;
  const cp1252 = new TextDecoder('windows-1252').decode(Uint8Array.of(byte));
  const hex = `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  return `line ${line}, byte ${at - lineStart + 1}: found byte ${hex}${byte >= 0xa0 ? `, "${cp1252}" in Windows-1252` : ''}`;
}

/** Parses the text of a file named `path` (for messages), detecting the format unless given. */
export function loadTournamentText(
  path: string,
  text: string,
  opts: LoadOptions = {},
): Result<Loaded, CliFailure> {
  const limit = checkTextLimits(text);
  if (limit)
    return { ok: false, error: fail(EXIT.sizeLimit, `${path}: ${describeError(coreError.format(limit))}`) };
  const detected = opts.format ?? detectFormat(text);
  if (detected === undefined) return { ok: false, error: fail(EXIT.badInput, `${path}: the file is empty`) };
  if (detected === 'json' && opts.json?.looksLikeTeamEventJson(text))
    return {
      ok: false,
      error: fail(
        EXIT.badInput,
        `${path} is a team event (docs/team-event-json.md): only \`rochade standings\` reads team events`,
      ),
    };
  // A league file with players was read as a tournament JSON without "kind" ("kind: found nothing").
  if (detected === 'json' && opts.json?.looksLikeLeagueFileJson?.(text))
    return {
      ok: false,
      error: fail(
        EXIT.badInput,
        `${path} is a league file with players (docs/leagues.md): \`rochade league\` shows its table, line-ups, players and the season's DWZ, \`rochade standings\` ranks it, \`rochade dwz report\` writes its DWZ report`,
      ),
    };
  const r = parseTournamentText(text, detected, opts.json);
  if (!r.ok) {
    // The crosstable reader picks its own delimiter: "Müller, Jörg" in aligned text is no CSV.
    const label = CROSSTABLE_FORMATS.has(detected)
      ? FORMAT_NAMES[DELIMITER_FORMAT[splitTableText(text).delimiter]]
      : FORMAT_NAMES[detected];
    return {
      ok: false,
      error: fail(EXIT.badInput, `${path} (${label}): ${describeError(coreError.format(r.error))}`),
    };
  }
  const size = checkTournamentLimits(r.value.tournament);
  if (size)
    return { ok: false, error: fail(EXIT.sizeLimit, `${path}: ${describeError(coreError.format(size))}`) };
  return { ok: true, value: { ...r.value, format: detected } };
}

/**
 * Reads a tournament file of any supported format. File access problems → exit 5; bad content →
 * exit 3 with the parser's located message.
 */
export async function loadTournament(
  path: string,
  io: CliIo,
  opts: LoadOptions = {},
): Promise<Result<Loaded, CliFailure>> {
  const read = await readBytes(path, io);
  if (!read.ok) return read;
  const binary = loadBinary(path, read.value);
  if (binary) return binary;
  const input = { ok: true, value: decodeInput(read.value) } as const;
  const text = input.value.text;
  const json =
    opts.json ??
    ((opts.format ?? detectFormat(text)) === 'json'
      ? (await import('./jsonReaders.ts')).JSON_READERS
      : undefined);
  return withEncoding(path, input.value, loadTournamentText(path, text, { ...opts, json }));
}

/** Adds the Windows-1252 remark to a load's warnings, or to its error (the cause may be the encoding). */
export function withEncoding(
  path: string,
  input: InputText,
  r: Result<Loaded, CliFailure>,
): Result<Loaded, CliFailure> {
  if (input.notUtf8 === undefined) return r;
  // TRF is UTF-8 by definition: refuse rather than guess (TRF-2026 file rules). Crosstables come from
  // spreadsheets, which save Windows-1252 by default, so those are read with a warning.
  if ((r.ok ? r.value.format : detectFormat(input.text)) === 'trf')
    return {
      ok: false,
      error: fail(
        EXIT.badInput,
        `${path}: a TRF file must be UTF-8 text, but it is ${input.notUtf8.replace(/, read as Windows-1252/, '')}; save it as UTF-8`,
      ),
    };
  if (!r.ok)
    return { ok: false, error: { ...r.error, message: `${r.error.message} (note: ${input.notUtf8})` } };
  return {
    ok: true,
    value: { ...r.value, warnings: [notUtf8Warning(path, input.notUtf8), ...r.value.warnings] },
  };
}
