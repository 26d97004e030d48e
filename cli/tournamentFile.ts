import { makeTournamentJson, type Result, type Tournament } from '../core/index.ts';
import type { CliFailure, CliIo } from './command.ts';
import { loadTournament } from './load.ts';

/**
 * The tournament file a workflow command changes (placeholder: the tournament workflow owns the
 * real module with these signatures). Any format the CLI reads; written back as tournament JSON.
 */
export async function readTournamentFile(path: string, io: CliIo): Promise<Result<Tournament, CliFailure>> {
  const loaded = await loadTournament(path, io);
  return loaded.ok ? { ok: true, value: loaded.value.tournament } : loaded;
}

/** Writes the tournament as JSON, whole or not at all (io.writeFile), keeping the old file as `path.bak`. */
export async function writeTournamentFile(path: string, t: Tournament, io: CliIo): Promise<void> {
  try {
    const old = await io.readFile(path);
    await io.writeFile(`${path}.bak`, old);
  } catch {
    // no old file: nothing to back up
  }
  await io.writeFile(path, makeTournamentJson(t));
}
