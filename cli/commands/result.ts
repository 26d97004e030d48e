/** `rochade result T.json --round R --board B 1-0`: enter or correct a result (corrections are kept). */
import { isTeamTournamentCall } from '../teamTournamentCall.ts';
import type { Game, Result } from '../../core/index.ts';
import { coreError } from '../../core/errors/index.ts';
import { boardOf, gameOfPlayers, gameOnBoard } from '../../core/tournament/index.ts';
import { correctResult, openEntries, recordResult } from '../../core/workflow/index.ts';
import { describeError } from '../describeError.ts';
import { cliLanguage, say } from '../lang.ts';
import {
  describeMatchResultError,
  gamesOfMatch,
  parseMatchScore,
  pairingSystemOf,
} from '../../core/pairing/index.ts';
import { EXIT, fail, type CliFailure, type CliIo, type Command, type ExitCode } from '../command.ts';
import { parseResultInput, parseWholeInput, RESULT_SPELLINGS, RESULT_SPELLINGS_DE } from '../germanInput.ts';
import { parseOptions } from '../parseOptions.ts';
import { readTournamentFile, saveTournament } from '../tournamentFile.ts';
import { findPlayer, lastPairedRound } from '../workflow/players.ts';
import { roundBoards, showResult } from '../workflow/roundView.ts';

const HELP = `rochade result: enter or correct a result in a tournament file

Usage:
  rochade result T.json [--round R] --board B RESULT
  rochade result T.json [--round R] --white NAME|NO [--black NAME|NO] RESULT
  rochade result T.json [--round R] --player NAME|NO RESULT
  rochade result T.json [--round R] --board B --correct RESULT
  rochade result TEAMS.json [--round R] --match M --board B [--correct] RESULT
  rochade result TEAMS.json [--round R] --match M [--score 2½-1½] [--correct] "1-0;½-½;0-1;1-0"
            a team tournament file (docs/team-event-json.md): one board of match M, or the whole
            match board 1 first, refused when the boards do not add up to --score

RESULT      from White's side: ${RESULT_SPELLINGS}
            Double-Swiss (C.04.5): in game 2 of a match also the match result, from the board's
            White: 2-0, 1½-½, 1,5:0,5, 1-1, ½-1½, 0-2 (game 1 must be entered first)
--round     default: the last round paired
--board     the board number as \`rochade pairings\` shows it
--white/--black, --player   the game by its players (a unique part of a name, or the start number)
--correct   change a result already entered (or clear it with *). Without it a board that has
            a result is refused (exit 3), so a wrong --round or --board never overwrites one.
            The change is kept in the history (rochade history T.json) and in
            "resultCorrections"; where the next round is already paired it stays paired.
Exit codes: 0 ok, 2 bad option, unknown game or file, 3 the board already has a result.`;

const bad = (message: string): CliFailure => fail(EXIT.badInput, message);

const VALUE_OPTIONS = ['--round', '--board', '--white', '--black', '--player'];

/**
 * A result that starts with "-" (`-+`, `--`, `-:+`) would read as an option: it is taken out of
 * the arguments first, unless it is the value of an option.
 */
function takeDashResult(args: readonly string[]): { rest: string[]; result?: string } {
  const i = args.findIndex(
    (a, k) =>
      a.startsWith('-') && parseResultInput(a) !== undefined && !VALUE_OPTIONS.includes(args[k - 1] ?? ''),
  );
  if (i < 0) return { rest: [...args] };
  return { rest: [...args.slice(0, i), ...args.slice(i + 1)], result: args[i] ?? '' };
}

async function run(allArgs: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  if (await isTeamTournamentCall(allArgs, io))
    return (await import('../teamTournament.ts')).runTeamResult(allArgs, io);
  const dash = takeDashResult(allArgs);
  const args = dash.rest;
  const parsed = parseOptions(args, {
    round: { type: 'string' },
    board: { type: 'string' },
    white: { type: 'string' },
    black: { type: 'string' },
    player: { type: 'string' },
    correct: { type: 'boolean' },
  });
  if (!parsed.ok) return bad(parsed.error);
  const { values: v, positionals } = parsed.value;
  const words = dash.result === undefined ? positionals : [...positionals, dash.result];
  if (words.length !== 2)
    return bad(
      say(
        'expected T.json and a result, e.g. rochade result T.json --board 3 1-0',
        'erwartet: T.json und ein Ergebnis, z. B. rochade result T.json --board 3 1:0',
      ),
    );
  const [path = '', resultText = ''] = words;
  let result = parseResultInput(resultText);
  const file = await readTournamentFile(path, io);
  if (!file.ok) return file.error;
  const t = file.value;
  // C.04.5 Preface: a Double-Swiss result may be typed as the match result (1½-½, 1,5:0,5).
  const match =
    result === undefined && pairingSystemOf(t)?.gamesPerPairing === 2
      ? parseMatchScore(resultText)
      : undefined;
  if (result === undefined && !match?.ok)
    return bad(
      match && !match.ok
        ? describeMatchResultError(match.error, cliLanguage())
        : say(
            `"${resultText}" is no result; write ${RESULT_SPELLINGS}`,
            `„${resultText}“ ist kein Ergebnis; möglich: ${RESULT_SPELLINGS_DE}`,
          ),
    );
  const paired = lastPairedRound(t);
  if (paired === 0)
    return bad(
      say(
        `${path}: no round is paired yet (rochade pair ${path})`,
        `${path}: noch keine Runde ausgelost (rochade pair ${path})`,
      ),
    );
  let round = paired;
  if (v.round !== undefined) {
    const r = parseWholeInput(v.round);
    if (r === undefined || r < 1 || r > paired)
      return bad(
        say(
          `--round is a paired round from 1 to ${paired}, not "${v.round}"`,
          `--round ist eine ausgeloste Runde von 1 bis ${paired}, nicht „${v.round}“`,
        ),
      );
    round = r;
  }
  const ways = [v.board !== undefined, v.white !== undefined, v.player !== undefined].filter(Boolean).length;
  if (ways !== 1)
    return bad(
      say(
        'name the game by one of --board B, --white NAME [--black NAME], --player NAME',
        'die Partie mit einer der Angaben --board B, --white NAME [--black NAME], --player NAME bezeichnen',
      ),
    );
  let game: Result<Game, { readonly detail: string }>;
  if (v.board !== undefined) {
    const b = parseWholeInput(v.board);
    if (b === undefined)
      return bad(
        say(
          `--board is a board number, not "${v.board}"`,
          `--board ist eine Brettnummer, nicht „${v.board}“`,
        ),
      );
    game = gameOnBoard(t, round, b);
    const boards = roundBoards(t, round, false).flatMap((x) => (x.bye === null ? [x.board] : []));
    if (!game.ok && !boards.includes(b))
      return bad(
        `${path}: ${say(
          `round ${round} has no board ${b} (boards 1 to ${boards.length})`,
          `Runde ${round} hat kein Brett ${b} (Bretter 1 bis ${boards.length})`,
        )}`,
      );
    const bye = game.ok
      ? undefined
      : roundBoards(t, round, false).find((x) => x.board === b && x.bye !== null);
    if (bye)
      return bad(
        `round ${round}, board ${b} is a bye (${bye.bye}) for ${bye.white.name}: it has no result to enter`,
      );
  } else {
    const first = findPlayer(t, v.white ?? v.player ?? '');
    if (!first.ok) return bad(first.error);
    const second = v.black === undefined ? undefined : findPlayer(t, v.black);
    if (second && !second.ok) return bad(second.error);
    const between = gameOfPlayers(t, round, first.value.id, second?.value.id);
    game = between;
    if (!between.ok && between.error.kind === 'noSuchGame') {
      const [a, b] = [first.value, second?.value];
      const swapped =
        b !== undefined && t.games.some((x) => x.round === round && x.white === b.id && x.black === a.id);
      return bad(
        `${path}: ${
          b === undefined
            ? say(`${a.name} has no game in round ${round}`, `${a.name} hat in Runde ${round} keine Partie`)
            : swapped
              ? say(
                  `in round ${round} ${b.name} has White against ${a.name}, not the other way round`,
                  `in Runde ${round} hat ${b.name} Weiß gegen ${a.name}, nicht umgekehrt`,
                )
              : say(
                  `${a.name} and ${b.name} do not meet in round ${round}`,
                  `${a.name} und ${b.name} spielen in Runde ${round} nicht gegeneinander`,
                )
        }`,
      );
    }
    if (game.ok && v.white !== undefined && v.black === undefined && game.value.white !== first.value.id)
      return bad(`${first.value.name} has Black in round ${round}; use --player or --black`);
  }
  if (!game.ok) return bad(`${path}: ${game.error.detail}`);
  const g = game.value;
  if (match?.ok) {
    // Game 2 reverses the colours of game 1: the board's White had Black in game 1.
    const first =
      round % 2 === 0
        ? t.games.find((x) => x.round === round - 1 && x.white === g.black && x.black === g.white)
        : undefined;
    if (!first || first.result === '*')
      return bad(
        say(
          `a match result is entered on game 2 of the match, after game 1 (round ${round % 2 === 0 ? round - 1 : round}: enter it as 1-0, ½-½ or 0-1)`,
          `Ein Wettkampfergebnis wird bei Partie 2 des Wettkampfs eingetragen, nach Partie 1 (Runde ${round % 2 === 0 ? round - 1 : round}: als 1:0, ½:½ oder 0:1 eintragen)`,
        ),
      );
    const games = gamesOfMatch({ white: match.value.black, black: match.value.white }, first.result);
    if (!games) {
      const who = t.players.find((p) => p.id === g.white)?.name ?? String(g.white);
      return bad(
        say(
          `"${resultText}" cannot follow game 1 (${showResult(first.result)}, ${who} with Black): ` +
            `a match result is read from this board's White, ${who}`,
          `„${resultText}“ passt nicht zu Partie 1 (${showResult(first.result)}, ${who} mit Schwarz): ` +
            `ein Wettkampfergebnis gilt aus Sicht des Weißen dieses Bretts, ${who}`,
        ),
      );
    }
    result = games[1];
  }
  if (result === undefined)
    return bad(
      say(
        `"${resultText}" is no result; write ${RESULT_SPELLINGS}`,
        `„${resultText}“ ist kein Ergebnis; möglich: ${RESULT_SPELLINGS_DE}`,
      ),
    );
  const stamp = { at: new Date().toISOString() };
  const changed = v.correct ? correctResult(t, g, result, stamp) : recordResult(t, g, result, stamp);
  if (!changed.ok)
    return fail(
      EXIT.refused,
      `${describeError(coreError.workflow(changed.error))}; ${say(
        `to change it: rochade result ${path} --round ${g.round} --board ${boardOf(t, g) ?? '?'} --correct ${resultText}`,
        `zum Ändern: rochade result ${path} --round ${g.round} --board ${boardOf(t, g) ?? '?'} --correct ${resultText}`,
      )}`,
    );
  const { tournament: next, board, from, laterRoundPaired } = changed.value;
  if (next === t) {
    io.stdout(
      say(
        `Round ${round}, board ${board}: already ${showResult(result) || '*'}; nothing changed.\n`,
        `Runde ${round}, Brett ${board}: schon ${showResult(result) || '*'}; nichts geändert.\n`,
      ),
    );
    return EXIT.ok;
  }
  const failure = await saveTournament(path, next, io);
  if (failure) return failure;
  const name = (id: number): string => t.players.find((p) => p.id === id)?.name ?? String(id);
  const open = openEntries(next, round).filter((e) => e.kind === 'noResult').length;
  const later = laterRoundPaired
    ? ` ${say(
        `Round ${round + 1} is already paired and stays as it is; the change counts for the rounds still to be paired.`,
        `Runde ${round + 1} ist schon ausgelost und bleibt so; die Änderung zählt für die noch auszulosenden Runden.`,
      )}`
    : '';
  const pair = `${name(g.white)} - ${name(g.black)}`;
  const shown = showResult(result) || say('* (cleared)', '* (gelöscht)');
  const corrected =
    from !== '*'
      ? say(` (corrected from ${showResult(from)})`, ` (korrigiert, vorher ${showResult(from)})`)
      : '';
  const next1 = round === paired && round < t.rounds;
  const state =
    open === 0
      ? say(
          `Round ${round} is complete${next1 ? `; next: rochade pair ${path}` : ''}.`,
          `Runde ${round} ist vollständig${next1 ? `; weiter: rochade pair ${path}` : ''}.`,
        )
      : say(
          `${open} board${open === 1 ? '' : 's'} still open.`,
          `${open} Brett${open === 1 ? '' : 'er'} noch offen.`,
        );
  io.stdout(
    `${say(`Round ${round}, board ${board}`, `Runde ${round}, Brett ${board}`)}: ${pair} ${shown}${corrected}. ${state}${later}\n`,
  );
  return EXIT.ok;
}

export const resultCommand = {
  name: 'result',
  summary: 'enter or correct a result in a tournament file (by board or by players)',
  help: HELP,
  run,
} satisfies Command;
