/**
 * The tournament director's file: one Rochade tournament JSON (docs/tournament-json.md) that every
 * workflow command reads and rewrites. Writes are whole or nothing: the new text goes to a temporary
 * file renamed over the old one (`writeFileWhole`, synchronous, so Ctrl-C cannot land half-way), and
 * the version before is kept as `T.json.bak`.
 */
import type { Result, Tournament } from '../core/index.ts';
import { makeTournamentJson } from '../core/formats/index.ts';
import { EXIT, fail, type CliFailure, type CliIo } from './command.ts';
import { JSON_READERS } from './jsonReaders.ts';
import { loadBinary, loadTournamentText, readInputFile, withEncoding } from './load.ts';

/** Where the previous version of a tournament file is kept. */
export const backupPath = (path: string): string => `${path}.bak`;

/** Reads a tournament file; anything but a Rochade tournament JSON is refused with a hint. */
export async function readTournamentFile(path: string, io: CliIo): Promise<Result<Tournament, CliFailure>> {
  const input = await readInputFile(path, io);
  if (!input.ok) return input;
  // A Swiss-Chess or Swiss-Manager file is named as what it is, with the way to take it over.
  const binary = input.value.bytes ? loadBinary(path, input.value.bytes) : undefined;
  if (binary && !binary.ok) return binary;
  if (binary)
    return {
      ok: false,
      error: fail(
        EXIT.badInput,
        `${path} is a ${binary.value.format === 'swt' ? 'Swiss-Chess' : 'Swiss-Manager'} file, not a Rochade tournament JSON; take it over with \`rochade tournament import ${path} T.json\``,
      ),
    };
  const loaded = withEncoding(
    path,
    input.value,
    loadTournamentText(path, input.value.text, { json: JSON_READERS }),
  );
  if (!loaded.ok) return loaded;
  if (loaded.value.format !== 'json')
    return {
      ok: false,
      error: fail(
        EXIT.badInput,
        `${path} is not a Rochade tournament JSON (docs/tournament-json.md); make one with \`rochade tournament new\` or \`rochade convert ${path} --to json\``,
      ),
    };
  return { ok: true, value: loaded.value.tournament };
}

/**
 * Writes the tournament: the old file's bytes first to `T.json.bak`, then the new text over `T.json`,
 * each by temporary file and rename. A failure leaves the old file (and the backup) as they were.
 */
export async function writeTournamentFile(path: string, t: Tournament, io: CliIo): Promise<void> {
  await writeKeepingBackup(path, makeTournamentJson(t), io);
}

/** Writes `text` over a file the user keeps: the old bytes first to `PATH.bak`, each write atomic. */
export async function writeKeepingBackup(path: string, text: string, io: CliIo): Promise<void> {
  let previous: Uint8Array | undefined;
  try {
    previous = await io.readFile(path);
  } catch {
    previous = undefined; // a new file: nothing to keep
  }
  if (previous !== undefined) await io.writeFile(backupPath(path), previous);
  await io.writeFile(path, text);
}

/** `writeTournamentFile` as a command step: a failed write is a located message (exit 5), not a throw. */
export async function saveTournament(
  path: string,
  t: Tournament,
  io: CliIo,
): Promise<CliFailure | undefined> {
  try {
    await writeTournamentFile(path, t, io);
    return undefined;
  } catch (e) {
    const code = typeof e === 'object' && e !== null && 'code' in e ? ` (${String(e.code)})` : '';
    return fail(EXIT.fileAccess, `cannot write ${path}${code}; the file is unchanged`);
  }
}
