import { INPUT_LIMITS } from '../core/formats/index.ts';
import type { CliIo } from './command.ts';

/**
 * Whether a command's `.json` argument is a team tournament file (a team-event JSON naming its
 * `system`): commands then run their team branch (cli/teamTournament.ts). Light on purpose: no zod
 * is loaded for the other calls.
 */
export async function isTeamTournamentCall(args: readonly string[], io: CliIo): Promise<boolean> {
  const path = args.find((a) => /\.json$/i.test(a));
  if (path === undefined) return false;
  try {
    // A file over the input limit is no team file to look into: the command's own load refuses it.
    if ((io.fileSize?.(path) ?? 0) > INPUT_LIMITS.chars) return false;
    const text = new TextDecoder().decode(await io.readFile(path));
    return /^\s*\{/.test(text) && /"type"\s*:\s*"teamEvent"/.test(text) && /"system"\s*:\s*"/.test(text);
  } catch {
    return false;
  }
}
