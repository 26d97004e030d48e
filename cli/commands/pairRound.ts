/**
 * `rochade pair T.json [--json]`: the director's "pair the next round" on a tournament file. Pairs
 * with the system the file names (FIDE Dutch for a Swiss, the Berger table for a round robin),
 * stores the round (games with result `*`, the PAB as a bye) and prints the boards. Refused with
 * exit 3 while the last round is open, as the endorsed engine refuses such a file.
 */
import type { Tournament } from '../../core/index.ts';
import { pairAndStoreNextRound } from '../../core/pairing/index.ts';
import { EXIT, fail, type CliFailure, type CliIo, type ExitCode } from '../command.ts';
import { parseOptions } from '../parseOptions.ts';
import { readTournamentFile, saveTournament } from '../tournamentFile.ts';
import { describeOpenEntries } from '../workflow/openRound.ts';
import { roundBoards, roundTable } from '../workflow/roundView.ts';

export async function runPairRound(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const parsed = parseOptions(args, { json: { type: 'boolean' }, 'start-order': { type: 'string' } });
  if (!parsed.ok) return fail(EXIT.badInput, parsed.error);
  const { values, positionals } = parsed.value;
  if (positionals.length !== 1) return fail(EXIT.badInput, 'expected one tournament file T.json');
  const order = values['start-order'] ?? 'fide';
  if (order !== 'fide' && order !== 'national')
    return fail(EXIT.badInput, `--start-order is fide or national, not "${order}"`);
  const path = positionals[0] ?? '';
  const read = await readTournamentFile(path, io);
  if (!read.ok) return read.error;
  const t: Tournament = read.value;
  const stored = pairAndStoreNextRound(t, { startOrder: order });
  if (!stored.ok) {
    const e = stored.error;
    switch (e.kind) {
      case 'roundOpen':
        return fail(
          EXIT.badInput,
          `${path}: round ${e.round} is not finished: ${describeOpenEntries(t, e.open)}`,
        );
      case 'allRoundsPaired':
        return fail(EXIT.badInput, `${path}: all ${e.rounds} rounds are paired; nothing to pair`);
      case 'noValidPairing':
        return fail(EXIT.noPairing, `No valid pairing exists (${e.message}); the file is unchanged`);
      case 'notPairable':
      case 'invalidInput':
        return fail(EXIT.badInput, `${path}: ${e.message}`);
    }
  }
  const { tournament, pairing, froze } = stored.value;
  const failure = await saveTournament(path, tournament, io);
  if (failure) return failure;
  const round = pairing.round;
  if (values.json) {
    io.stdout(`${JSON.stringify({ round, boards: roundBoards(tournament, round, false) }, null, 2)}\n`);
  } else {
    const lines = [
      `${tournament.name || path}: round ${round} of ${tournament.rounds}`,
      '',
      ...roundTable(tournament, round, false),
      '',
    ];
    io.stdout(`${lines.join('\n')}\n`);
  }
  if (froze)
    io.stderr(
      tournament.kind === 'swiss'
        ? `Start list frozen: ${tournament.players.length} players numbered by the FIDE initial order (C.04.2: rating, title, name); \`rochade players list ${path}\` shows it.\n`
        : `Start list frozen: ${tournament.players.length} players keep their numbers (round robin: ${tournament.rounds} rounds by the Berger table).\n`,
    );
  io.stderr(`Saved round ${round} to ${path} (previous version: ${path}.bak).\n`);
  return EXIT.ok;
}
