import {
  describeFormatError,
  detectFormat,
  parseCrosstable,
  parseSwissNotation,
  parseTrf,
  type FormatError,
  type Result,
  type Tournament,
} from '../core/index.ts';
import { looksLikeTeamEventJson } from '../schemas/teamEvent.ts';
import { parseTournamentJson } from '../schemas/tournamentJson.ts';
import { fail, EXIT, type CliFailure, type CliIo } from './command.ts';

/** The input formats `rochade` reads, detected by content (not only by extension). */
export const INPUT_FORMATS = ['trf', 'json', 'csv', 'tsv', 'text', 'notation'] as const;
export type InputFormat = (typeof INPUT_FORMATS)[number];

export interface Loaded {
  readonly tournament: Tournament;
  readonly format: InputFormat;
  /** Non-fatal remarks (e.g. a TRF points column that includes a pre-added bye), one line each. */
  readonly warnings: readonly string[];
  /** TRF points columns that disagree with the results (also described in `warnings`); `pair` refuses on them. */
  readonly scoreMismatches: readonly FormatError[];
}

export interface LoadOptions {
  /** Skip detection (e.g. `--format trf`). */
  readonly format?: InputFormat;
}

const FORMAT_NAMES: Readonly<Record<InputFormat, string>> = {
  trf: 'TRF',
  json: 'tournament JSON',
  csv: 'CSV crosstable',
  tsv: 'TSV crosstable',
  text: 'text crosstable',
  notation: 'Swiss round-by-round notation',
};

/** Parses a text of a known format. Exported for tests and for front ends that already hold the text. */
export function parseTournamentText(
  text: string,
  format: InputFormat,
): Result<Omit<Loaded, 'format'>, FormatError> {
  const plain = (r: Result<Tournament, FormatError>): Result<Omit<Loaded, 'format'>, FormatError> =>
    r.ok ? { ok: true, value: { tournament: r.value, warnings: [], scoreMismatches: [] } } : r;
  switch (format) {
    case 'trf': {
      const r = parseTrf(text);
      if (!r.ok) return r;
      const mismatches = r.value.scoreMismatches.map((e) => `points mismatch: ${describeFormatError(e)}`);
      return {
        ok: true,
        value: {
          tournament: r.value.tournament,
          warnings: [...r.value.warnings, ...mismatches],
          scoreMismatches: r.value.scoreMismatches,
        },
      };
    }
    case 'json':
      return plain(parseTournamentJson(text));
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

/** Reads a file as UTF-8 text: file access problems → exit 5, undecodable bytes → exit 3. */
export async function readInputText(path: string, io: CliIo): Promise<Result<string, CliFailure>> {
  let bytes: Uint8Array;
  try {
    bytes = await io.readFile(path);
  } catch (e) {
    const code = typeof e === 'object' && e !== null && 'code' in e ? ` (${String(e.code)})` : '';
    return { ok: false, error: fail(EXIT.fileAccess, `cannot read ${path}${code}`) };
  }
  try {
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, error: fail(EXIT.badInput, `${path}: not UTF-8 text (save the file as UTF-8)`) };
  }
}

/** Parses the text of a file named `path` (for messages), detecting the format unless given. */
export function loadTournamentText(
  path: string,
  text: string,
  opts: LoadOptions = {},
): Result<Loaded, CliFailure> {
  const detected = opts.format ?? detectFormat(text);
  if (detected === undefined) return { ok: false, error: fail(EXIT.badInput, `${path}: the file is empty`) };
  if (detected === 'json' && looksLikeTeamEventJson(text))
    return {
      ok: false,
      error: fail(
        EXIT.badInput,
        `${path} is a team event (docs/team-event-json.md): only \`rochade standings\` reads team events`,
      ),
    };
  const r = parseTournamentText(text, detected);
  if (!r.ok)
    return {
      ok: false,
      error: fail(EXIT.badInput, `${path} (${FORMAT_NAMES[detected]}): ${describeFormatError(r.error)}`),
    };
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
  const text = await readInputText(path, io);
  return text.ok ? loadTournamentText(path, text.value, opts) : text;
}
