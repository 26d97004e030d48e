/** `rochade result T.json --round R --board B 1-0`: enter or correct a result (corrections are kept). */
import { isTeamTournamentCall } from '../teamTournamentCall.ts';
import { err, ok, type Game, type GameResult, type Result, type Tournament } from '../../core/index.ts';
import { coreError } from '../../core/errors/index.ts';
import { boardOf, gameOfPlayers, gameOnBoard } from '../../core/tournament/index.ts';
import { correctResult, openEntries, recordResult, type ResultChange } from '../../core/workflow/index.ts';
import { describeError } from '../describeError.ts';
import { cliLanguage, say } from '../lang.ts';
import {
  describeMatchResultError,
  gamesOfMatch,
  parseMatchScore,
  pairingSystemOf,
  type MatchScore,
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
  rochade result T.json [--round R] --board B GAME1 GAME2     (Double-Swiss: both games)
  rochade result TEAMS.json [--round R] --match M --board B [--correct] RESULT
  rochade result TEAMS.json [--round R] --match M [--score 2½-1½] [--correct] "1-0;½-½;0-1;1-0"
            a team tournament file (docs/team-event-json.md): one board of match M, or the whole
            match board 1 first, refused when the boards do not add up to --score

RESULT      from White's side: ${RESULT_SPELLINGS}
            Double-Swiss (C.04.5): both games of the board at once, game 1 first, each from its
            own White's side (1-0 ½-½), or the match result from the named board's White: 2-0,
            1½-½, 1,5:0,5, 1-1, ½-1½, 0-2 (2-0 and 0-2 on either game; the others on game 2 after
            game 1). Both need game 2 paired (rochade pair pairs it while game 1 is open).
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
 * A result that starts with "-" (`-+`, `--`, `-:+`) would read as an option: it is marked as a
 * positional (in its place, so the two games of a Double-Swiss match keep their order), unless it
 * is the value of an option.
 */
const DASH = '\u0001';
const markDashResults = (args: readonly string[]): string[] =>
  args.map((a, k) =>
    a.startsWith('-') && parseResultInput(a) !== undefined && !VALUE_OPTIONS.includes(args[k - 1] ?? '')
      ? DASH + a
      : a,
  );

/** One game of the entry and the result it gets. */
interface Entry {
  readonly game: Game;
  readonly result: GameResult;
}

async function run(allArgs: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  if (await isTeamTournamentCall(allArgs, io))
    return (await import('../teamTournament.ts')).runTeamResult(allArgs, io);
  const args = markDashResults(allArgs);
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
  const words = positionals.map((w) => (w.startsWith(DASH) ? w.slice(1) : w));
  const [path = '', ...resultTexts] = words;
  const file = words.length === 2 || words.length === 3 ? await readTournamentFile(path, io) : undefined;
  if (file && !file.ok) return file.error;
  const t = file?.value;
  const doubleSwiss = t !== undefined && pairingSystemOf(t)?.gamesPerPairing === 2;
  if (!t || (words.length === 3 && !doubleSwiss))
    return bad(
      words.length === 3
        ? say(
            'two results are the two games of a Double-Swiss match; this tournament plays one game per pairing',
            'zwei Ergebnisse sind die beiden Partien eines Doppel-Schweizer-Wettkampfs; dieses Turnier spielt eine Partie je Paarung',
          )
        : say(
            'expected T.json and a result, e.g. rochade result T.json --board 3 1-0',
            'erwartet: T.json und ein Ergebnis, z. B. rochade result T.json --board 3 1:0',
          ),
    );
  const resultText = resultTexts.join(' ');
  const noResult = (text: string): CliFailure =>
    bad(
      say(
        `"${text}" is no result; write ${RESULT_SPELLINGS}`,
        `„${text}“ ist kein Ergebnis; möglich: ${RESULT_SPELLINGS_DE}`,
      ),
    );
  // C.04.5 Preface: a Double-Swiss result may be typed as the match result (1½-½, 1,5:0,5).
  const single = resultTexts.length === 1 ? parseResultInput(resultTexts[0] ?? '') : undefined;
  const match =
    single === undefined && resultTexts.length === 1 && doubleSwiss ? parseMatchScore(resultText) : undefined;
  if (match && !match.ok) return bad(describeMatchResultError(match.error, cliLanguage()));
  if (resultTexts.length === 1 && single === undefined && !match) return noResult(resultText);
  const both = resultTexts.length === 2 ? resultTexts.map((x) => parseResultInput(x)) : undefined;
  const unread = both ? resultTexts.find((x) => parseResultInput(x) === undefined) : undefined;
  if (unread !== undefined) return noResult(unread);
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
        `${path}: ${say(
          `round ${round}, board ${b} is a bye (${bye.bye}) for ${bye.white.name}: it has no result to enter`,
          `Runde ${round}, Brett ${b} ist ein Freilos (${bye.bye}) für ${bye.white.name}: dort gibt es kein Ergebnis`,
        )}`,
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
      return bad(
        `${path}: ${say(
          `${first.value.name} has Black in round ${round}; use --player or --black`,
          `${first.value.name} hat in Runde ${round} Schwarz; --player oder --black verwenden`,
        )}`,
      );
  }
  if (!game.ok) return bad(`${path}: ${game.error.detail}`);
  const g = game.value;
  let entries: readonly Entry[];
  if (single !== undefined) entries = [{ game: g, result: single }];
  else {
    const planned = matchEntries(t, g, match?.ok ? match.value : undefined, both, resultText, path);
    if (!planned.ok) return bad(planned.error);
    entries = planned.value;
  }
  const stamp = { at: new Date().toISOString() };
  let next = t;
  const changes: ResultChange[] = [];
  for (const e of entries) {
    const current = next.games.find(
      (x) => x.round === e.game.round && x.white === e.game.white && x.black === e.game.black,
    );
    const changed = current
      ? v.correct
        ? correctResult(next, current, e.result, stamp)
        : recordResult(next, current, e.result, stamp)
      : undefined;
    if (!changed) return bad(`${path}: round ${e.game.round} has no such game`);
    if (!changed.ok)
      return fail(
        EXIT.refused,
        `${describeError(coreError.workflow(changed.error))}; ${say(
          `to change it: rochade result ${path} --round ${g.round} --board ${boardOf(t, g) ?? '?'} --correct ${resultText}`,
          `zum Ändern: rochade result ${path} --round ${g.round} --board ${boardOf(t, g) ?? '?'} --correct ${resultText}`,
        )}`,
      );
    next = changed.value.tournament;
    changes.push(changed.value);
  }
  if (next === t) {
    io.stdout(
      changes
        .map((c) =>
          say(
            `Round ${c.game.round}, board ${c.board}: already ${showResult(c.game.result) || '*'}; nothing changed.\n`,
            `Runde ${c.game.round}, Brett ${c.board}: schon ${showResult(c.game.result) || '*'}; nichts geändert.\n`,
          ),
        )
        .join(''),
    );
    return EXIT.ok;
  }
  const failure = await saveTournament(path, next, io);
  if (failure) return failure;
  const name = (id: number): string => t.players.find((p) => p.id === id)?.name ?? String(id);
  const lines = changes
    .filter((c) => c.from !== c.game.result)
    .map((c) => {
      const r = c.game.round;
      const open = openEntries(next, r).filter((e) => e.kind === 'noResult').length;
      // The next pairing waits for both games of a Double-Swiss match (pairNextRound).
      const matchOpen =
        doubleSwiss && r % 2 === 0 ? openEntries(next, r - 1).some((e) => e.kind === 'noResult') : false;
      const later =
        c.laterRoundPaired && c.from !== '*'
          ? ` ${say(
              `Round ${r + 1} is already paired and stays as it is; the change counts for the rounds still to be paired.`,
              `Runde ${r + 1} ist schon ausgelost und bleibt so; die Änderung zählt für die noch auszulosenden Runden.`,
            )}`
          : '';
      const pair = `${name(c.game.white)} - ${name(c.game.black)}`;
      const shown = showResult(c.game.result) || say('* (cleared)', '* (gelöscht)');
      const corrected =
        c.from !== '*'
          ? say(` (corrected from ${showResult(c.from)})`, ` (korrigiert, vorher ${showResult(c.from)})`)
          : '';
      const next1 = r === lastPairedRound(next) && r < t.rounds && !matchOpen;
      const state =
        open === 0
          ? say(
              `Round ${r} is complete${next1 ? `; next: rochade pair ${path}` : ''}.`,
              `Runde ${r} ist vollständig${next1 ? `; weiter: rochade pair ${path}` : ''}.`,
            )
          : say(
              `${open} board${open === 1 ? '' : 's'} still open.`,
              `${open} Brett${open === 1 ? '' : 'er'} noch offen.`,
            );
      return `${say(`Round ${r}, board ${c.board}`, `Runde ${r}, Brett ${c.board}`)}: ${pair} ${shown}${corrected}. ${state}${later}\n`;
    });
  io.stdout(lines.join(''));
  return EXIT.ok;
}

/**
 * The games a Double-Swiss entry sets (C.04.5 (2026) Preface: a match is two games with the
 * colours reversed): the two games typed at once, each from its own White's side and game 1 first,
 * or a match result from the named board's White, which fixes both games when it is 2-0 or 0-2 and
 * game 2 once game 1 is known. Typed on either game of the match; game 2 must be paired for it.
 */
function matchEntries(
  t: Tournament,
  g: Game,
  score: MatchScore | undefined,
  both: readonly (GameResult | undefined)[] | undefined,
  text: string,
  path: string,
): Result<readonly Entry[], string> {
  const onGame2 = g.round % 2 === 0;
  const round1 = onGame2 ? g.round - 1 : g.round;
  const other = t.games.find(
    (x) => x.round === (onGame2 ? round1 : round1 + 1) && x.white === g.black && x.black === g.white,
  );
  const [game1, game2] = onGame2 ? [other, g] : [g, other];
  const who = (id: number): string => t.players.find((p) => p.id === id)?.name ?? String(id);
  const notPaired = say(
    `game 2 of this match (round ${round1 + 1}) is not paired yet: enter game 1 alone (1-0, ½-½ or 0-1), or pair game 2 first with rochade pair ${path} (game 1's boards with the colours reversed; it may be paired while game 1 is open)`,
    `Partie 2 dieses Wettkampfs (Runde ${round1 + 1}) ist noch nicht ausgelost: Partie 1 allein eintragen (1:0, ½:½ oder 0:1) oder zuerst Partie 2 auslosen mit rochade pair ${path} (die Bretter von Partie 1 mit getauschten Farben; auch während Partie 1 noch offen ist)`,
  );
  if (both) {
    const [r1, r2] = both;
    if (!game1 || !r1 || !r2)
      return err(say(`"${text}" is no pair of results`, `„${text}“ sind keine zwei Ergebnisse`));
    if (!game2) return err(notPaired);
    return ok([
      { game: game1, result: r1 },
      { game: game2, result: r2 },
    ]);
  }
  if (!score || !game1) return err(say(`"${text}" is no result`, `„${text}“ ist kein Ergebnis`));
  // The score as game 1's White sees it (game 2's White had Black in game 1).
  const fromGame1White = onGame2 ? { white: score.black, black: score.white } : score;
  const known = game1.result === '*' ? undefined : game1.result;
  const games = gamesOfMatch(fromGame1White, known);
  if (!games)
    return err(
      known === undefined
        ? say(
            `"${text}" does not say which game was won or drawn: enter the two games, game 1 first, each from its White's side (rochade result ${path} --round ${round1} --board ${boardOf(t, game1) ?? '?'} 1-0 ½-½)`,
            `„${text}“ sagt nicht, welche Partie gewonnen oder remis war: die beiden Partien eintragen, Partie 1 zuerst, jede aus Sicht ihres Weißen (rochade result ${path} --round ${round1} --board ${boardOf(t, game1) ?? '?'} 1:0 ½:½)`,
          )
        : say(
            `"${text}" cannot follow game 1 (${showResult(known)}, ${who(game1.black)} with Black): ` +
              `a match result is read from this board's White, ${who(g.white)}`,
            `„${text}“ passt nicht zu Partie 1 (${showResult(known)}, ${who(game1.black)} mit Schwarz): ` +
              `ein Wettkampfergebnis gilt aus Sicht des Weißen dieses Bretts, ${who(g.white)}`,
          ),
    );
  if (!game2) return err(notPaired);
  return ok([
    { game: game1, result: games[0] },
    { game: game2, result: games[1] },
  ]);
}

export const resultCommand = {
  name: 'result',
  summary: 'enter or correct a result in a tournament file (by board or by players)',
  help: HELP,
  run,
} satisfies Command;
