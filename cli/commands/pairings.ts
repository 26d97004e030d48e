/** `rochade pairings T.json [--round R] [--json]`: a round's boards with names, points and results. */
import { makePairingsTable, renderTextLegend, renderTextTable } from '../../core/report/index.ts';
import { EXIT, fail, type CliFailure, type CliIo, type Command, type ExitCode } from '../command.ts';
import { parseWholeInput } from '../germanInput.ts';
import { isTeamTournamentCall } from '../teamTournamentCall.ts';
import { parseOptions } from '../parseOptions.ts';
import { readTournamentFile } from '../tournamentFile.ts';
import { lastPairedRound } from '../workflow/players.ts';
import { cliLanguage, say } from '../lang.ts';
import { safeCell } from '../textTable.ts';
import { roundBoards } from '../workflow/roundView.ts';

const HELP = `rochade pairings: the boards of a round with names, ratings, points before the round and results

Usage:
  rochade pairings T.json [--round R] [--json]

--round   default: the last round paired
--json    { "round", "boards": [ { "board", "white": { "id", "name", "rating", "points" },
          "black": {...} | null, "bye": "PAB" | "HPB" | "ZPB" | "FPB" | "free" | null,
          "result": "1-0" | "0-1" | "1/2-1/2" | "+:-" | "-:+" | "-:-" | null } ] }
Exit codes: 0 ok, 2 bad option or file.`;

async function run(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  if (await isTeamTournamentCall(args, io))
    return (await import('../teamTournament.ts')).runTeamPairings(args, io);
  const parsed = parseOptions(args, { round: { type: 'string' }, json: { type: 'boolean' } });
  if (!parsed.ok) return fail(EXIT.badInput, parsed.error);
  const { values: v, positionals } = parsed.value;
  if (positionals.length !== 1) return fail(EXIT.badInput, 'expected one tournament file T.json');
  const path = positionals[0] ?? '';
  const file = await readTournamentFile(path, io);
  if (!file.ok) return file.error;
  const t = file.value;
  const paired = lastPairedRound(t);
  if (paired === 0) return fail(EXIT.badInput, `${path}: no round is paired yet (rochade pair ${path})`);
  let round = paired;
  if (v.round !== undefined) {
    const r = parseWholeInput(v.round);
    if (r === undefined || r < 1 || r > paired)
      return fail(EXIT.badInput, `--round is a paired round from 1 to ${paired}, not "${v.round}"`);
    round = r;
  }
  if (v.json) io.stdout(`${JSON.stringify({ round, boards: roundBoards(t, round, true) }, null, 2)}\n`);
  else {
    // The report's pairings (as the PDF and the site): ratings beside the names (one system, named
    // in the header), points before the round, byes and withdrawn players marked, then the legend.
    const table = makePairingsTable(t, round, cliLanguage());
    const lines = [
      `${t.name || path}: ${say(`round ${round} of ${t.rounds}`, `Runde ${round} von ${t.rounds}`)}`,
      '',
      ...renderTextTable(table, { cell: safeCell }),
      '',
      ...renderTextLegend(table, { cell: safeCell }),
    ];
    io.stdout(`${lines.join('\n')}\n`);
  }
  return EXIT.ok;
}

export const pairingsCommand = {
  name: 'pairings',
  summary: "a round's boards with names, points and results (tournament file)",
  help: HELP,
  run,
} satisfies Command;
