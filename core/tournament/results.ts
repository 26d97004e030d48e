/** Entering results round by round: finding a game, changing its result, what a round still lacks. */
import { err, ok, type Result } from '../result.ts';
import type { PlayerId, RoundNo } from '../types.ts';
import type { Game, GameResult, Tournament } from './model.ts';

/** What keeps a round from being complete: a game without a result, or a player with no entry. */
export type OpenEntry =
  | { readonly kind: 'noResult'; readonly round: RoundNo; readonly game: Game }
  | { readonly kind: 'noEntry'; readonly round: RoundNo; readonly player: PlayerId };

/** A player still in the event in `round`: not withdrawn before it. */
export const isActiveIn = (t: Tournament, player: PlayerId, round: RoundNo): boolean =>
  !t.withdrawals.some((w) => w.player === player && w.afterRound < round);

/**
 * The open entries of a round, in board order: games still `*`, then players still in the event with
 * neither a game nor a bye or absence recorded (bbpPairings refuses to pair over either).
 */
export function openEntries(t: Tournament, round: RoundNo): readonly OpenEntry[] {
  const games = t.games.filter((g) => g.round === round);
  const seen = new Set<PlayerId>();
  for (const g of games) seen.add(g.white).add(g.black);
  for (const u of t.unpaired) if (u.round === round) seen.add(u.player);
  const pending: OpenEntry[] = games
    .filter((g) => g.result === '*')
    .sort((a, b) => (a.board ?? 0) - (b.board ?? 0))
    .map((game) => ({ kind: 'noResult', round, game }));
  const missing: OpenEntry[] = t.players
    .filter((p) => !seen.has(p.id) && isActiveIn(t, p.id, round))
    .map((p) => ({ kind: 'noEntry', round, player: p.id }));
  return [...pending, ...missing];
}

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
 * The tournament with `game`'s result set. A result that replaces an entered one (not `*`) is kept in
 * `resultCorrections` with `at` (a time stamp the caller supplies; the core reads no clock).
 */
export function setGameResult(t: Tournament, game: Game, result: GameResult, at?: string): Tournament {
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
