/**
 * Entering results: what a round still lacks, recording a result on a board that has none, and
 * correcting one (kept in the history and in `resultCorrections`). A corrected result counts for the
 * pairings still to be made; a round already paired stays as it is (the FIDE Swiss rules' final
 * remarks, C.04.1 F.7 of the 1992-2013 Dutch text: a wrong result "will only affect pairing yet to
 * be made").
 */
import { err, ok, type Result } from '../result.ts';
import type { PlayerId, RoundNo } from '../types.ts';
import type { Game, GameResult, Tournament } from '../tournament/model.ts';
import { boardOf, isActiveIn } from '../tournament/results.ts';
import type { OpenEntry, WorkflowError } from './errors.ts';
import { lastPairedRound, withHistory, type ActionOptions } from './history.ts';

/**
 * The open entries of a round, in board order: games still `*`, then players still in the event with
 * neither a game nor a bye or absence recorded (bbpPairings refuses to pair over either).
 */
export function openEntries(t: Tournament, round: RoundNo): readonly OpenEntry[] {
  const games = t.games.filter((g) => g.round === round);
  const seen = new Set<PlayerId>();
  for (const g of games) seen.add(g.white).add(g.black);
  for (const u of t.unpaired) if (u.round === round) seen.add(u.player);
  // A game without a board number (a TRF read back) is its round's board in file order, as
  // `roundBoards` and every board lookup count it.
  const pending: OpenEntry[] = games
    .filter((g) => g.result === '*')
    .map((game) => ({ kind: 'noResult' as const, round, game, board: boardOf(t, game) ?? 0 }))
    .sort((a, b) => a.board - b.board);
  const missing: OpenEntry[] = t.players
    .filter((p) => !seen.has(p.id) && isActiveIn(t, p.id, round))
    .map((p) => ({ kind: 'noEntry', round, player: p.id }));
  return [...pending, ...missing];
}

/**
 * The tournament with `game`'s result set. A result that replaces an entered one (not `*`) is kept in
 * `resultCorrections` with `at` (a time stamp the caller supplies; the core reads no clock).
 */
function setGameResult(t: Tournament, game: Game, result: GameResult, at?: string): Tournament {
  if (game.result === result) return t;
  const same = (g: Game): boolean =>
    g.round === game.round &&
    g.white === game.white &&
    g.black === game.black &&
    (g.game ?? 1) === (game.game ?? 1);
  const correction =
    game.result === '*'
      ? []
      : [
          {
            round: game.round,
            white: game.white,
            black: game.black,
            from: game.result,
            to: result,
            ...(at ? { at } : {}),
          },
        ];
  return {
    ...t,
    games: t.games.map((g) => (same(g) ? { ...g, result } : g)),
    ...(correction.length > 0 ? { resultCorrections: [...(t.resultCorrections ?? []), ...correction] } : {}),
  };
}

/** What recording or correcting a result did. */
export interface ResultChange {
  readonly tournament: Tournament;
  readonly game: Game;
  readonly board: number;
  /** The result before (`*` when none was entered). */
  readonly from: GameResult;
  /** A later round is already paired: the change counts only for the pairings still to be made. */
  readonly laterRoundPaired: boolean;
}

const nameOf = (t: Tournament, id: PlayerId): string =>
  t.players.find((p) => p.id === id)?.name ?? String(id);

function change(
  t: Tournament,
  game: Game,
  result: GameResult,
  action: 'recordResult' | 'correctResult',
  opts: ActionOptions,
): ResultChange {
  const board = boardOf(t, game) ?? game.board ?? 0;
  const laterRoundPaired = lastPairedRound(t) > game.round;
  if (game.result === result) return { tournament: t, game, board, from: game.result, laterRoundPaired };
  const set = setGameResult(t, game, result, opts.at);
  const tournament = withHistory(
    set,
    { action, round: game.round, board, white: game.white, black: game.black, from: game.result, to: result },
    opts,
  );
  return { tournament, game: { ...game, result }, board, from: game.result, laterRoundPaired };
}

/**
 * Enters the result of a game that has none. A game that has one is refused (`resultExists`): a
 * wrong board or round must not overwrite a result in silence; `correctResult` changes it. The
 * same result again changes nothing.
 */
export function recordResult(
  t: Tournament,
  game: Game,
  result: GameResult,
  opts: ActionOptions = {},
): Result<ResultChange, WorkflowError> {
  if (game.result !== '*' && game.result !== result)
    return err({
      kind: 'resultExists',
      round: game.round,
      board: boardOf(t, game) ?? game.board ?? 0,
      found: game.result,
      white: nameOf(t, game.white),
      black: nameOf(t, game.black),
    });
  return ok(change(t, game, result, 'recordResult', opts));
}

/**
 * Changes an entered result (or clears it with `*`); kept in the history. Where a later round is
 * already paired it stays paired (`laterRoundPaired` says so): a correction affects only the
 * pairings yet to be made (see the file's head).
 */
export function correctResult(
  t: Tournament,
  game: Game,
  result: GameResult,
  opts: ActionOptions = {},
): Result<ResultChange, WorkflowError> {
  return ok(change(t, game, result, game.result === '*' ? 'recordResult' : 'correctResult', opts));
}
