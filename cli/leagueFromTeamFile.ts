/**
 * `rochade convert TEAMFILE --to league [-o OUT.json]`: a team file (Swiss-Chess team .SWT, TRF-2026
 * with `310` team records) as a league file with players (docs/leagues.md), which `rochade league`
 * reads. The mapping is the core's `seasonFromTeamEvent`; an existing OUT is kept as OUT.bak.
 */
import { seasonFromTeamEvent, type BoardOrder, type LeagueRuleSetId } from '../core/team/index.ts';
import { makeLeagueFileJson } from '../schemas/leagueFile.ts';
import { EXIT, fail, type CliFailure, type CliIo, type ExitCode } from './command.ts';
import { describeFileError, type Loaded } from './load.ts';
import { writeKeepingBackup } from './tournamentFile.ts';

export interface LeagueTarget {
  readonly input: string;
  readonly output?: string;
  readonly rules?: LeagueRuleSetId;
  readonly boardOrder?: BoardOrder;
}

/** Writes OUT whole (the writer's temporary file and rename), the previous OUT first to OUT.bak. */
async function writeWithBackup(path: string, text: string, io: CliIo): Promise<CliFailure | undefined> {
  try {
    await writeKeepingBackup(path, text, io);
    return undefined;
  } catch (e) {
    return fail(EXIT.fileAccess, `cannot write ${path}: ${describeFileError(e)}`);
  }
}

export async function convertToLeague(
  loaded: Loaded,
  o: LeagueTarget,
  io: CliIo,
): Promise<ExitCode | CliFailure> {
  if (loaded.teamEvent === undefined || loaded.teamMembers === undefined)
    return fail(
      EXIT.badInput,
      loaded.teamEvent === undefined
        ? `${o.input} is not a team file: a league file needs teams (a Swiss-Chess team .SWT or a TRF-2026 file with 310 team records)`
        : `${o.input} has teams but no players: a league file needs each board's players (a Swiss-Chess team .SWT or a TRF-2026 file with 310 team records)`,
    );
  const r = seasonFromTeamEvent(
    { event: loaded.teamEvent, tournament: loaded.tournament, members: loaded.teamMembers },
    {
      ...(o.rules !== undefined ? { rules: o.rules } : {}),
      ...(o.boardOrder !== undefined ? { boardOrder: o.boardOrder } : {}),
    },
  );
  if (!r.ok) return fail(EXIT.badInput, `${o.input}: ${r.error.message}`);
  for (const w of r.value.warnings) io.stderr(`warning: ${w}\n`);
  const text = makeLeagueFileJson(r.value.season);
  if (o.output === undefined) {
    io.stdout(text);
    return EXIT.ok;
  }
  const failed = await writeWithBackup(o.output, text, io);
  if (failed) return failed;
  const s = r.value.season;
  io.stderr(
    `Wrote the league file ${o.output}: ${s.teams.length} teams, ${s.matches.length} matches of ${s.boards} boards (\`rochade league ${o.output}\` shows the table, line-ups and players).\n`,
  );
  return EXIT.ok;
}
