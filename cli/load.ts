import type { Result, Tournament } from '../core/index.ts';
import { fail, EXIT, type CliFailure, type CliIo } from './command.ts';

/** The input formats `rochade` reads, detected by content (not only by extension). */
export const INPUT_FORMATS = ['trf', 'json', 'csv', 'tsv', 'text'] as const;
export type InputFormat = (typeof INPUT_FORMATS)[number];

export interface Loaded {
  readonly tournament: Tournament;
  readonly format: InputFormat;
  /** Non-fatal remarks (e.g. a TRF points column that includes a pre-added bye). */
  readonly warnings: readonly string[];
}

/**
 * Reads a tournament file of any supported format. File access problems → exit 5; bad content →
 * exit 3 with the parser's located message.
 * TODO(formats): content detection and the parsers are wired in by the formats work.
 */
export async function loadTournament(path: string, io: CliIo): Promise<Result<Loaded, CliFailure>> {
  try {
    await io.readFile(path);
  } catch {
    return { ok: false, error: fail(EXIT.fileAccess, `cannot read ${path}`) };
  }
  return { ok: false, error: fail(EXIT.badInput, `${path}: format not supported yet`) };
}
