/**
 * The tournament file formats as data, and the one gate every front end reads a file through:
 * binary files by content first, files that are no tournament named with what to do, text as UTF-8
 * else Windows-1252, then the text format by content. A new format is one folder and one row here.
 */
import { coreError, type CoreError } from '../errors/coreError.ts';
import { err, ok, type Result } from '../result.ts';
import type { Tournament } from '../tournament/model.ts';
import type { TeamEvent } from '../tournament/team.ts';
import type { PlayerId } from '../types.ts';
import { decodeText } from './binary/text.ts';
import { makeCrosstable, parseCrosstable } from './crosstable/crosstable.ts';
import { splitTableText, type TextDelimiter } from './crosstable/text.ts';
import { detectFileKind, detectFormat, type DetectedFormat } from './detect.ts';
import { describeFormatError, type FormatError } from './formatError.ts';
import { checkTextLimits, checkTournamentLimits, INPUT_LIMITS } from './inputLimits.ts';
import { makeTournamentJson } from './json/tournamentJson.ts';
import type { WriteTarget } from './losses.ts';
import { makeSwissNotation, parseSwissNotation } from './notation/swissNotation.ts';
import { parseSwissManager } from './swissManager/readSwissManager.ts';
import { parseSwt } from './swt/readSwt.ts';
import { hasTrfTeamRecords, parseTrfTeam } from './trf/team.ts';
import { makeTrf, parseTrf } from './trf/trf.ts';

export const FILE_FORMAT_IDS = [
  'trf',
  'json',
  'csv',
  'tsv',
  'text',
  'notation',
  'swt',
  'swissManager',
] as const;
export type FileFormatId = (typeof FILE_FORMAT_IDS)[number];

/** Write options every writer understands (each takes what concerns it). */
export interface FileWriteOptions {
  /** TRF line ends: CR per TRF-2026 (default), LF or CRLF. */
  readonly eol?: 'cr' | 'lf' | 'crlf';
}

/** A team file's matches and its members per team, in the file's board order. */
export interface FileTeam {
  readonly event: TeamEvent;
  readonly members: readonly { readonly team: number; readonly players: readonly PlayerId[] }[];
}

/** What the gate read: the tournament, for a team file its teams, the format and non-fatal remarks. */
export interface FileRead {
  readonly tournament: Tournament;
  readonly team?: FileTeam;
  readonly format: FileFormatId;
  /** One line each (e.g. a TRF points column that includes a pre-added bye). */
  readonly warnings: readonly string[];
  /** TRF points columns that disagree with the results (also in `warnings`); pairing refuses on them. */
  readonly scoreMismatches: readonly FormatError[];
  /** Set when the bytes were not UTF-8 and were read as Windows-1252: where the UTF-8 broke. */
  readonly notUtf8?: string;
}

/** The Rochade tournament JSON needs a validating reader (zod lives outside the core): the front end passes it. */
export interface JsonTournamentReader {
  readonly parseTournamentJson: (text: string) => Result<Tournament, FormatError>;
  /** A team-event JSON (docs/team-event-json.md), refused here. */
  readonly looksLikeTeamEventJson?: (text: string) => boolean;
  /** A league file with players (docs/leagues.md), refused here. */
  readonly looksLikeLeagueFileJson?: (text: string) => boolean;
}

export interface ReadFileOptions {
  /** Skip text detection (e.g. `--from trf`); binary files are still recognised by content. */
  readonly format?: Exclude<FileFormatId, 'swt' | 'swissManager'>;
  readonly json?: JsonTournamentReader;
  /** `refuse`: a team file is an error (a front end that runs individual tournaments only). */
  readonly teams?: 'read' | 'refuse';
}

type Reader = (
  input: { readonly bytes: Uint8Array; readonly text: string },
  opts: ReadFileOptions,
) => Result<Omit<FileRead, 'format' | 'notUtf8'>, FormatError>;

export interface DetectInput {
  readonly bytes: Uint8Array;
  readonly text: string;
  readonly detected?: DetectedFormat;
}

/** One row per format: how it is recognised, read and written, and what it can hold. */
export interface FileFormat {
  readonly id: FileFormatId;
  /** As a message names it: "TRF", "CSV crosstable", "Swiss-Manager file". */
  readonly name: string;
  /** Recognised by its bytes (binary) or by its text. */
  readonly binary: boolean;
  /**
   * Whether a file is of this format: binary rows look at the bytes, text rows at the decoded text
   * (`detected`: the text's `detectFormat`, when the caller has it already).
   */
  readonly detect: (input: DetectInput) => boolean;
  readonly read: Reader;
  readonly write?: (t: Tournament, opts: FileWriteOptions) => string;
  /** The content a written file holds (`formatLosses` names the rest). */
  readonly holds?: WriteTarget;
  /** Whether the format can hold a team event (team files are read with their teams). */
  readonly teams: boolean;
}

const plain = (r: Result<Tournament, FormatError>): ReturnType<Reader> =>
  r.ok ? ok({ tournament: r.value, warnings: [], scoreMismatches: [] }) : r;

const readCrosstable: Reader = ({ text }) => {
  const r = parseCrosstable(text);
  return r.ok ? plain(ok(r.value.tournament)) : r;
};

/** The most warnings of one kind listed; the rest are counted in one line. */
const MAX_WARNINGS = 10;
const capped = (lines: readonly string[], what: string): string[] =>
  lines.length <= MAX_WARNINGS
    ? [...lines]
    : [...lines.slice(0, MAX_WARNINGS), `and ${lines.length - MAX_WARNINGS} more ${what}`];

const readTrf: Reader = ({ text }) => {
  if (hasTrfTeamRecords(text)) {
    const team = parseTrfTeam(text);
    if (!team.ok) return team;
    return ok({
      tournament: team.value.tournament,
      team: {
        event: team.value.event,
        members: team.value.teams.map((t) => ({ team: t.team, players: t.players })),
      },
      warnings: capped(team.value.warnings, 'warnings'),
      scoreMismatches: [],
    });
  }
  const r = parseTrf(text);
  if (!r.ok) return r;
  // A TRF without a single 001 line is no tournament (e.g. a CSV read with --from trf).
  if (r.value.tournament.players.length === 0)
    return err({
      kind: 'noPlayers',
      format: 'trf',
      line: 1,
      found: 'no player line',
      expected: 'player lines starting with "001" (FIDE TRF)',
    });
  const mismatches = r.value.scoreMismatches.map((e) => `points mismatch: ${describeFormatError(e)}`);
  return ok({
    tournament: r.value.tournament,
    warnings: [...capped(r.value.warnings, 'warnings'), ...capped(mismatches, 'points mismatches')],
    scoreMismatches: r.value.scoreMismatches,
  });
};

const readJson: Reader = ({ text }, opts) => {
  const json = opts.json;
  if (!json)
    return err({
      kind: 'unsupportedFile',
      format: 'json',
      expected: 'a reader for tournament JSON',
      detail: 'this front end reads no JSON files',
    });
  if (json.looksLikeTeamEventJson?.(text))
    return err({
      kind: 'teamEvent',
      format: 'json',
      found: 'a team event (docs/team-event-json.md)',
      expected: 'a tournament',
      detail: 'only `rochade standings` reads team events',
    });
  if (json.looksLikeLeagueFileJson?.(text))
    return err({
      kind: 'unsupportedFile',
      format: 'json',
      found: 'a league file with players (docs/leagues.md)',
      expected: 'a tournament',
      detail:
        "`rochade league` shows its table, line-ups, players and the season's DWZ, `rochade standings` ranks it, `rochade dwz report` writes its DWZ report",
    });
  return plain(json.parseTournamentJson(text));
};

/** A binary reader's file: the tournament, and a team file's event and line-ups. */
const binaryRead = (
  r: Result<
    {
      readonly tournament: Tournament;
      readonly warnings?: readonly string[];
      readonly team?: { readonly event: TeamEvent; readonly lineups: FileTeam['members'] };
    },
    FormatError
  >,
): ReturnType<Reader> =>
  r.ok
    ? ok({
        tournament: r.value.tournament,
        ...(r.value.team ? { team: { event: r.value.team.event, members: r.value.team.lineups } } : {}),
        warnings: capped(r.value.warnings ?? [], 'warnings'),
        scoreMismatches: [],
      })
    : r;

/** A text format by `detectFormat`, which weighs the text formats against each other. */
const byText =
  (id: DetectedFormat): FileFormat['detect'] =>
  ({ text, detected }) =>
    (detected ?? detectFormat(text)) === id;
const byBytes =
  (id: 'swt' | 'swissManager'): FileFormat['detect'] =>
  ({ bytes }) =>
    detectFileKind(bytes).kind === id;

const crosstable = (id: 'csv' | 'tsv' | 'text', name: string): FileFormat => ({
  id,
  name,
  binary: false,
  detect: byText(id),
  read: readCrosstable,
  write: (t) => makeCrosstable(t, { format: id }),
  holds: 'crosstable',
  teams: false,
});

/** Every format Rochade reads or writes. */
// Calls marked pure: a bundle that reads no files (the Sheets add-on) leaves the table and its readers out.
export const FILE_FORMATS: readonly FileFormat[] = [
  {
    id: 'trf',
    detect: /* @__PURE__ */ byText('trf'),
    name: 'TRF',
    binary: false,
    read: readTrf,
    write: (t, o) => makeTrf(t, o.eol ? { eol: o.eol } : {}),
    holds: 'trf',
    teams: true,
  },
  {
    id: 'json',
    detect: /* @__PURE__ */ byText('json'),
    name: 'tournament JSON',
    binary: false,
    read: readJson,
    write: (t) => makeTournamentJson(t),
    holds: 'json',
    teams: false,
  },
  /* @__PURE__ */ crosstable('csv', 'CSV crosstable'),
  /* @__PURE__ */ crosstable('tsv', 'TSV crosstable'),
  /* @__PURE__ */ crosstable('text', 'text crosstable'),
  {
    id: 'notation',
    detect: /* @__PURE__ */ byText('notation'),
    name: 'Swiss round-by-round notation',
    binary: false,
    read: ({ text }) => plain(parseSwissNotation(text)),
    write: (t) => makeSwissNotation(t),
    holds: 'notation',
    teams: false,
  },
  {
    id: 'swt',
    detect: /* @__PURE__ */ byBytes('swt'),
    name: 'Swiss-Chess file',
    binary: true,
    read: ({ bytes }) => binaryRead(parseSwt(bytes)),
    teams: true,
  },
  {
    id: 'swissManager',
    detect: /* @__PURE__ */ byBytes('swissManager'),
    name: 'Swiss-Manager file',
    binary: true,
    read: ({ bytes }) => binaryRead(parseSwissManager(bytes)),
    teams: true,
  },
];

/** The row of a format id. */
export function fileFormatById(id: FileFormatId): FileFormat {
  const f = FILE_FORMATS.find((x) => x.id === id);
  if (!f) throw new Error(`fileFormatById: no format ${id}`);
  return f;
}

/** The crosstable reader picks its own delimiter: "Müller, Jörg" in aligned text is no CSV. */
const DELIMITER_FORMAT: Readonly<Record<TextDelimiter, FileFormatId>> = {
  ',': 'csv',
  ';': 'csv',
  '\t': 'tsv',
  whitespace: 'text',
};

/** A located error from reading a file as `format`, tagged with the format's name for the message. */
const failed = (e: FormatError, readAs?: string): CoreError =>
  coreError.format(readAs !== undefined ? { ...e, readAs } : e);

/**
 * Reads a tournament file of any format from its bytes: binary files by content, files that are no
 * tournament refused with what to do, text as UTF-8 else Windows-1252 (a TRF must be UTF-8), then
 * the text format by content. Never throws.
 */
export function readTournamentFile(
  bytes: Uint8Array,
  opts: ReadFileOptions = {},
): Result<FileRead, CoreError> {
  if (bytes.length > INPUT_LIMITS.chars)
    return err(
      coreError.format({
        kind: 'tooLarge',
        format: 'unknown',
        found: `${Math.round(bytes.length / 1e6)} MB`,
        expected: `at most ${Math.round(INPUT_LIMITS.chars / 1e6)} MB (docs/limits.md)`,
      }),
    );
  const kind = detectFileKind(bytes);
  switch (kind.kind) {
    case 'foreign':
      return err(
        coreError.format({
          kind: 'unsupportedFile',
          format: 'unknown',
          found: kind.what,
          expected: 'a tournament file',
          detail: kind.advice,
        }),
      );
    case 'swt':
    case 'swissManager':
    case 'text':
      break;
  }
  const binary = FILE_FORMATS.find((f) => f.binary && f.detect({ bytes, text: '' }));
  if (binary) return finish(binary, { bytes, text: '' }, opts);
  const decoded = decodeText(bytes);
  const r = readTournamentText(decoded.text, opts, bytes);
  if (decoded.notUtf8 === undefined) return r;
  // TRF is UTF-8 by definition (TRF-2026 file rules): refuse rather than guess. Crosstables come
  // from spreadsheets, which save Windows-1252 by default, so those are read with a warning.
  const format = r.ok ? r.value.format : (opts.format ?? detectFormat(decoded.text));
  if (format === 'trf')
    return err(
      coreError.format({
        kind: 'notUtf8',
        format: 'trf',
        found: decoded.notUtf8,
        expected: 'UTF-8 text',
        detail: 'save it as UTF-8',
      }),
    );
  if (!r.ok)
    return err(
      r.error.area === 'format'
        ? { ...r.error, note: `not UTF-8 text, read as Windows-1252 (${decoded.notUtf8})` }
        : r.error,
    );
  return ok({ ...r.value, notUtf8: decoded.notUtf8 });
}

/** The text half of the gate: a text already decoded (a front end that holds text, e.g. a paste). */
export function readTournamentText(
  text: string,
  opts: ReadFileOptions = {},
  bytes: Uint8Array = new Uint8Array(0),
): Result<FileRead, CoreError> {
  const limit = checkTextLimits(text);
  if (limit) return err(coreError.format(limit));
  if (text.trim() === '')
    return err(coreError.format({ kind: 'empty', format: 'unknown', expected: 'a tournament file' }));
  const detected = detectFormat(text);
  const format = opts.format
    ? fileFormatById(opts.format)
    : FILE_FORMATS.find((f) => !f.binary && f.detect({ bytes, text, detected }));
  if (!format)
    return err(
      coreError.format({ kind: 'unsupportedFile', format: 'unknown', expected: 'a tournament file' }),
    );
  return finish(format, { bytes, text }, opts);
}

function finish(
  format: FileFormat,
  input: { readonly bytes: Uint8Array; readonly text: string },
  opts: ReadFileOptions,
): Result<FileRead, CoreError> {
  const r = format.read(input, opts);
  if (!r.ok) {
    const name =
      format.holds === 'crosstable'
        ? fileFormatById(DELIMITER_FORMAT[splitTableText(input.text).delimiter]).name
        : format.name;
    return err(failed(r.error, name));
  }
  if (r.value.team && opts.teams === 'refuse')
    return err(
      failed(
        {
          kind: 'teamEvent',
          format: format.id === 'trf' ? 'trf' : format.id === 'swt' ? 'swt' : 'swissManager',
          found: 'a team tournament',
          expected: 'an individual tournament',
          detail: 'team events are read by `rochade standings FILE` and `rochade convert FILE --to league`',
        },
        format.name,
      ),
    );
  const size = checkTournamentLimits(r.value.tournament);
  if (size) return err(coreError.format(size));
  return ok({ ...r.value, format: format.id });
}
