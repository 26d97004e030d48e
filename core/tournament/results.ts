/** Finding a round's games: by board, by players, and the board numbers of a round. */
import { err, ok, type Result } from '../result.ts';
import type { PlayerId, RoundNo } from '../types.ts';
import type { Game, GameResult, Tournament } from './model.ts';

/** A player still in the event in `round`: not withdrawn before it. */
export const isActiveIn = (t: Tournament, player: PlayerId, round: RoundNo): boolean =>
  !t.withdrawals.some((w) => w.player === player && w.afterRound < round);

export type ResultError =
  | { readonly kind: 'noSuchGame'; readonly round: RoundNo; readonly detail: string }
  | { readonly kind: 'ambiguousGame'; readonly round: RoundNo; readonly detail: string };

/**
 * The round's games with their boards: the recorded number, else the game's place among the round's
 * games (1..k), as every view numbers a round read from a file that stores no board numbers (TRF,
 * individual Swiss-Manager and Swiss-Chess files).
 */
export function roundBoards(
  t: Tournament,
  round: RoundNo,
): readonly { readonly game: Game; readonly board: number }[] {
  return t.games.filter((g) => g.round === round).map((game, i) => ({ game, board: game.board ?? i + 1 }));
}

/** A game's board (`roundBoards`); `game` is one of `t.games`. */
export const boardOf = (t: Tournament, game: Game): number | undefined =>
  roundBoards(t, game.round).find((e) => e.game === game)?.board;

/** Finds the game of a round by board number (`roundBoards`). */
export function gameOnBoard(t: Tournament, round: RoundNo, board: number): Result<Game, ResultError> {
  const g = roundBoards(t, round).find((e) => e.board === board)?.game;
  return g ? ok(g) : err({ kind: 'noSuchGame', round, detail: `round ${round} has no board ${board}` });
}

/** Finds the game of a round a player played (`black` given: exactly that pairing, colours as given). */
export function gameOfPlayers(
  t: Tournament,
  round: RoundNo,
  white: PlayerId,
  black?: PlayerId,
): Result<Game, ResultError> {
  const found = t.games.filter(
    (g) =>
      g.round === round &&
      (black === undefined ? g.white === white || g.black === white : g.white === white && g.black === black),
  );
  if (found.length === 1 && found[0]) return ok(found[0]);
  if (found.length > 1)
    return err({
      kind: 'ambiguousGame',
      round,
      detail: `player ${white} has ${found.length} games in round ${round}`,
    });
  const swapped =
    black !== undefined && t.games.some((g) => g.round === round && g.white === black && g.black === white);
  return err({
    kind: 'noSuchGame',
    round,
    detail: swapped
      ? `in round ${round} player ${black} has White against ${white}, not the other way round`
      : black === undefined
        ? `player ${white} has no game in round ${round}`
        : `players ${white} and ${black} do not meet in round ${round}`,
  });
}

/**
 * A board result (from White's or the home team's side) as the two sides' text: won `1`, drawn `½`,
 * lost `0`, forfeit won `+` / lost `-`, pending `*`. The one spelling of a result's sides: the
 * crosstable cells, a team's line-ups and the league files' board columns read it from here.
 */
export const RESULT_SIDES = {
  '1-0': ['1', '0'],
  '0-1': ['0', '1'],
  '1/2-1/2': ['½', '½'],
  '+:-': ['+', '-'],
  '-:+': ['-', '+'],
  '-:-': ['-', '-'],
  '*': ['*', '*'],
} as const satisfies Readonly<Record<GameResult, readonly [string, string]>>;
