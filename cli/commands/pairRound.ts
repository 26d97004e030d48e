/**
 * `rochade pair T.json [--json]`: the director's "pair the next round" on a tournament file. Pairs
 * with the system the file names (FIDE Dutch for a Swiss, the Berger table for a round robin),
 * stores the round (games with result `*`, the PAB as a bye) and prints the boards. Refused with
 * exit 3 while the last round is open, as the endorsed engine refuses such a file.
 */
import type { Tournament } from '../../core/index.ts';
import { coreError } from '../../core/errors/index.ts';
import { pairNextRound, unpairLastRound } from '../../core/workflow/index.ts';
import { describeError } from '../describeError.ts';
import { makePairingsTable, renderTextTable } from '../../core/report/index.ts';
import { cliLanguage, say } from '../lang.ts';
import { EXIT, fail, type CliFailure, type CliIo, type ExitCode } from '../command.ts';
import { parseOptions } from '../parseOptions.ts';
import { readTournamentFile, saveTournament } from '../tournamentFile.ts';
import { describeOpenEntries } from '../workflow/openRound.ts';
import { safeCell } from '../textTable.ts';
import { roundBoards } from '../workflow/roundView.ts';

export async function runPairRound(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const parsed = parseOptions(args, {
    json: { type: 'boolean' },
    'start-order': { type: 'string' },
    undo: { type: 'boolean' },
    force: { type: 'boolean' },
  });
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
  if (values.undo) return undo(path, t, values.force === true, io);
  if (values.force) return fail(EXIT.badInput, '--force goes with --undo');
  const stored = pairNextRound(t, { startOrder: order, at: new Date().toISOString() });
  if (!stored.ok) {
    const e = stored.error;
    if (e.kind === 'roundOpen')
      return fail(
        EXIT.badInput,
        `${path}: ${say(`round ${e.round} is not finished`, `Runde ${e.round} ist nicht abgeschlossen`)}: ${describeOpenEntries(t, e.open)}`,
      );
    if (e.kind === 'noValidPairing')
      return fail(
        EXIT.noPairing,
        say(
          `No valid pairing exists (${e.message}); the file is unchanged`,
          `${describeError(coreError.workflow(e))}; die Datei ist unverändert`,
        ),
      );
    return fail(EXIT.badInput, `${path}: ${describeError(coreError.workflow(e))}`);
  }
  const { tournament, pairing, froze } = stored.value;
  const failure = await saveTournament(path, tournament, io);
  if (failure) return failure;
  const round = pairing.round;
  if (values.json) {
    io.stdout(`${JSON.stringify({ round, boards: roundBoards(tournament, round, false) }, null, 2)}\n`);
  } else {
    const lines = [
      `${tournament.name || path}: ${say(`round ${round} of ${tournament.rounds}`, `Runde ${round} von ${tournament.rounds}`)}`,
      '',
      // The report's pairings, as `rochade pairings`, the PDF and the site show them.
      ...renderTextTable(makePairingsTable(tournament, round, cliLanguage()), { cell: safeCell }),
      '',
    ];
    io.stdout(`${lines.join('\n')}\n`);
  }
  const n = tournament.players.length;
  // A file written before \`tournament new\` refused --rounds for a round robin may name other rounds.
  const replaced = t.rounds > 0 && t.rounds !== tournament.rounds;
  if (froze)
    io.stderr(
      tournament.kind === 'swiss'
        ? say(
            `Start list frozen: ${n} players numbered by the FIDE initial order (C.04.2: rating, title, name); \`rochade players list ${path}\` shows it.\n`,
            `Startrangliste festgelegt: ${n} Spieler nach der FIDE-Anfangsrangliste nummeriert (C.04.2: Wertung, Titel, Name); \`rochade players list ${path}\` zeigt sie.\n`,
          )
        : say(
            `Start list frozen: ${n} players keep their numbers (round robin: ${tournament.rounds} rounds by the Berger table${replaced ? `, not the ${t.rounds} the file named` : ''}).\n`,
            `Startrangliste festgelegt: ${n} Spieler behalten ihre Nummern (Rundenturnier: ${tournament.rounds} Runden nach der Berger-Tabelle${replaced ? `, nicht die ${t.rounds} der Datei` : ''}).\n`,
          ),
    );
  io.stderr(
    say(
      `Saved round ${round} to ${path} (previous version: ${path}.bak).\n`,
      `Runde ${round} in ${path} gespeichert (vorige Fassung: ${path}.bak).\n`,
    ),
  );
  return EXIT.ok;
}

/** `rochade pair T.json --undo [--force]`: takes the last round back (with its results only when forced). */
async function undo(path: string, t: Tournament, force: boolean, io: CliIo): Promise<ExitCode | CliFailure> {
  const r = unpairLastRound(t, { force, at: new Date().toISOString() });
  if (!r.ok)
    return fail(
      EXIT.badInput,
      `${path}: ${describeError(coreError.workflow(r.error))}${
        r.error.kind === 'roundHasResults'
          ? say(
              '; --force takes the round back with them (they stay in the history)',
              '; mit --force wird die Runde samt Ergebnissen zurückgenommen (sie bleiben in der Historie)',
            )
          : ''
      }`,
    );
  const failure = await saveTournament(path, r.value.tournament, io);
  if (failure) return failure;
  const lost = r.value.results.map(
    (x) => `${say('board', 'Brett')} ${x.board} ${x.game.result === '1/2-1/2' ? '½-½' : x.game.result}`,
  );
  io.stdout(
    `${say(`Round ${r.value.round} taken back`, `Runde ${r.value.round} zurückgenommen`)}${
      lost.length > 0 ? ` ${say('with its results', 'samt Ergebnissen')}: ${lost.join(', ')}` : ''
    }. ${say(`Next: rochade pair ${path}`, `Weiter: rochade pair ${path}`)}\n`,
  );
  return EXIT.ok;
}
