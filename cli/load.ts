import { describeError } from './describeError.ts';
import type { CoreError } from '../core/errors/index.ts';
import type { FormatError, Result, Tournament } from '../core/index.ts';
import type { TeamEvent } from '../core/tournament/index.ts';
import type { PlayerId } from '../core/index.ts';
import {
  detectFormat,
  readTournamentFile as readThroughGate,
  readTournamentText,
  INPUT_LIMITS,
  type FileRead,
  type ReadFileOptions,
  decodeText,
  detectFileKind,
} from '../core/formats/index.ts';
import { fail, EXIT, type CliFailure, type CliIo } from './command.ts';
import type { JsonReaders } from './jsonReaders.ts';

/**
 * File access and exit codes around the core's one file gate (`readTournamentFile` in
 * core/formats/registry.ts), which makes every decision about the content.
 */

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

/** The gate's outcome as the CLI's: the model, warnings with the file's name, or one line and an exit code. */
function fromGate(path: string, r: Result<FileRead, CoreError>): Result<Loaded, CliFailure> {
  if (!r.ok) return { ok: false, error: gateFailure(path, r.error) };
  const v = r.value;
  return {
    ok: true,
    value: {
      tournament: v.tournament,
      format: v.format,
      ...(v.team ? { teamEvent: v.team.event, teamMembers: v.team.members } : {}),
      warnings: [
        ...(v.notUtf8 !== undefined ? [notUtf8Warning(path, notUtf8Text(v.notUtf8))] : []),
        ...v.warnings,
      ],
      scoreMismatches: v.scoreMismatches,
    },
  };
}

const notUtf8Text = (where: string): string => `not UTF-8 text, read as Windows-1252 (${where})`;

/** One line for a refused file, naming it; over a limit → exit 4, anything else → exit 2. */
function gateFailure(path: string, e: CoreError): CliFailure {
  if (e.area !== 'format') return fail(EXIT.badInput, `${path}: ${describeError(e)}`);
  if (e.kind === 'tooLarge') return fail(EXIT.sizeLimit, `${path}: ${describeError(e)}`);
  if (e.kind === 'empty' && e.format === 'unknown') return fail(EXIT.badInput, `${path}: the file is empty`);
  if (e.kind === 'unsupportedFile' && e.format === 'unknown') {
    const what = e.found ?? 'file of an unknown kind';
    const article = /^([aeio]|HTML|XML)/i.test(what) ? 'an' : 'a';
    return fail(EXIT.badInput, `${path} is ${article} ${what}, not a tournament file: ${e.detail ?? ''}`);
  }
  if (e.kind === 'notUtf8')
    return fail(
      EXIT.badInput,
      `${path}: a TRF file must be UTF-8 text, but it is not UTF-8 text (${e.found ?? ''}); save it as UTF-8`,
    );
  if (e.format === 'json' && e.kind === 'teamEvent')
    return fail(
      EXIT.badInput,
      `${path} is a team event (docs/team-event-json.md): \`rochade standings\` ranks it; a team tournament file is run with teams, lineup, pair, result, crosstable and convert --to trf`,
    );
  if (e.format === 'json' && e.kind === 'unsupportedFile' && e.found !== undefined)
    return fail(EXIT.badInput, `${path} is ${e.found}: ${e.detail ?? ''}`);
  const { note, readAs, ...rest } = e;
  const where = readAs !== undefined ? `${path} (${readAs})` : path;
  return fail(
    EXIT.badInput,
    `${where}: ${describeError(rest)}${note !== undefined ? ` (note: ${note})` : ''}`,
  );
}

/** The gate's options from the CLI's. */
const gateOptions = (opts: LoadOptions): ReadFileOptions => ({
  ...(opts.format ? { format: opts.format } : {}),
  ...(opts.json ? { json: opts.json } : {}),
});

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
    // Refused by its size before it is read: a file of gigabytes never reaches memory.
    const size = io.fileSize?.(path);
    const tooLarge = size !== undefined ? tooManyBytes(path, size) : undefined;
    if (tooLarge) return { ok: false, error: tooLarge };
    const bytes = await io.readFile(path);
    const big = tooManyBytes(path, bytes.length);
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
 * Reads a file's bytes and decodes them as the gate does (UTF-8, else Windows-1252), saying where the
 * UTF-8 broke: file access problems → exit 5. For commands that read text of their own (player lists).
 */
export async function readInputFile(path: string, io: CliIo): Promise<Result<InputText, CliFailure>> {
  const read = await readBytes(path, io);
  if (!read.ok) return read;
  const decoded = decodeText(read.value);
  return {
    ok: true,
    value: {
      text: decoded.text,
      bytes: read.value,
      ...(decoded.notUtf8 !== undefined ? { notUtf8: notUtf8Text(decoded.notUtf8) } : {}),
    },
  };
}

/**
 * A binary tournament file (Swiss-Chess .SWT, Swiss-Manager) read from its bytes, or a file that is no tournament
 * named in one line with what to do (exit 2); undefined for text, which the text readers take.
 */
export function loadBinary(path: string, bytes: Uint8Array): Result<Loaded, CliFailure> | undefined {
  const kind = detectFileKind(bytes);
  if (kind.kind === 'text') return undefined;
  return fromGate(path, readThroughGate(bytes));
}

/** A file over the size limit, refused before it is decoded (exit 4 for `pair`, else 2). */
function tooManyBytes(path: string, size: number): CliFailure | undefined {
  if (size <= INPUT_LIMITS.chars) return undefined;
  const mb = (n: number): string => `${Math.round(n / 1e6)} MB`;
  return fail(
    EXIT.sizeLimit,
    `${path}: too large (${mb(size)}, at most ${mb(INPUT_LIMITS.chars)}; docs/limits.md)`,
  );
}

/** The warning for a file read as Windows-1252. */
export const notUtf8Warning = (path: string, notUtf8: string): string =>
  `${path}: ${notUtf8}; check the names, or save the file as UTF-8 (Excel: "CSV UTF-8")`;

/** Parses the text of a file named `path` (for messages), detecting the format unless given. */
export function loadTournamentText(
  path: string,
  text: string,
  opts: LoadOptions = {},
): Result<Loaded, CliFailure> {
  return fromGate(path, readTournamentText(text, gateOptions(opts)));
}

/**
 * Reads a tournament file of any supported format. File access problems → exit 5; bad content →
 * exit 2 with the reader's located message; over a limit → exit 4.
 */
export async function loadTournament(
  path: string,
  io: CliIo,
  opts: LoadOptions = {},
): Promise<Result<Loaded, CliFailure>> {
  const read = await readBytes(path, io);
  if (!read.ok) return read;
  // zod is loaded only for a JSON input (a text starting with { or [, detectFormat's test).
  const json =
    opts.json ??
    ((opts.format ?? (startsLikeJson(read.value) ? 'json' : undefined)) === 'json'
      ? (await import('./jsonReaders.ts')).JSON_READERS
      : undefined);
  return fromGate(path, readThroughGate(read.value, gateOptions({ ...opts, ...(json ? { json } : {}) })));
}

/** Whether the first byte after a byte order mark and white space is `{` or `[`. */
function startsLikeJson(b: Uint8Array): boolean {
  let i = b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? 3 : 0;
  while (i < b.length && [0x20, 0x09, 0x0a, 0x0d].includes(b[i] ?? 0)) i++;
  return b[i] === 0x7b || b[i] === 0x5b;
}

/** Adds the Windows-1252 remark to a load's warnings, or to its error (the cause may be the encoding). */
export function withEncoding(
  path: string,
  input: InputText,
  r: Result<Loaded, CliFailure>,
): Result<Loaded, CliFailure> {
  if (input.notUtf8 === undefined) return r;
  // TRF is UTF-8 by definition: refuse rather than guess (TRF-2026 file rules).
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
