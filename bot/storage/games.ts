import type { Insertable, Selectable } from 'kysely';
import type { Game, GameResult, Unpaired, UnpairedKind, Withdrawal } from '../../core/index.ts';
import { UserError } from '../errors.ts';
import { GAME_TRANSITIONS, type GameMove, type Transition } from './gameStates.ts';
import type { ByesTable, GameRow, GamesTable, WithdrawalsTable } from './schema.ts';
import type { Q } from './store.ts';

/** Games, byes and withdrawals. */

export interface NewGame {
  readonly round: number;
  readonly board: number;
  readonly white: number;
  readonly black: number;
  readonly result?: GameResult;
  readonly game?: number;
  readonly tiebreakGame?: boolean;
}

// One mapper per table and direction: rows to the core model (loading a tournament) and the model
// to rows (inserting games, writing back a workflow action's byes and withdrawals).

export type ByeRow = Selectable<ByesTable>;
export type WithdrawalRow = Selectable<WithdrawalsTable>;

export const gameOfRow = (g: GameRow): Game => ({
  round: g.round,
  white: g.white_no,
  black: g.black_no,
  result: g.result as GameResult,
  board: g.board,
  ...(g.game_no !== 1 ? { game: g.game_no } : {}),
  ...(g.tiebreak ? { tiebreakGame: true } : {}),
});

/** A new game's row: open unless it comes with a result. */
export const newGameRow = (tournamentId: number, g: NewGame): Insertable<GamesTable> => ({
  tournament_id: tournamentId,
  round: g.round,
  board: g.board,
  white_no: g.white,
  black_no: g.black,
  result: g.result ?? '*',
  state: g.result && g.result !== '*' ? 'set' : 'open',
  reported_by: null,
  game_no: g.game ?? 1,
  tiebreak: g.tiebreakGame ? 1 : 0,
});

export const unpairedOfRow = (b: ByeRow): Unpaired => ({
  round: b.round,
  player: b.start_no,
  kind: b.kind as UnpairedKind,
});

/** A bye's row without its tournament (a bye of a round or one requested ahead). */
export const byeFields = (u: {
  readonly round: number;
  readonly player: number;
  readonly kind: UnpairedKind;
}) => ({
  round: u.round,
  start_no: u.player,
  kind: u.kind,
});

export const withdrawalOfRow = (w: WithdrawalRow): Withdrawal => ({
  player: w.start_no,
  afterRound: w.after_round,
});

/** A withdrawal's row without its tournament. */
export const withdrawalFields = (w: Withdrawal) => ({ start_no: w.player, after_round: w.afterRound });

export async function insertGames(q: Q, tournamentId: number, games: readonly NewGame[]): Promise<void> {
  if (games.length === 0) return;
  await q
    .insertInto('games')
    .values(games.map((g) => newGameRow(tournamentId, g)))
    .execute();
}

export const gameById = (q: Q, id: number): Promise<GameRow | undefined> =>
  q.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();

export const gameByBoard = (
  q: Q,
  tournamentId: number,
  round: number,
  board: number,
): Promise<GameRow | undefined> =>
  q
    .selectFrom('games')
    .selectAll()
    .where('tournament_id', '=', tournamentId)
    .where('round', '=', round)
    .where('board', '=', board)
    .executeTakeFirst();

/**
 * Applies a move of the game's transition table (`gameStates.ts`) only while the game is in one of
 * the move's `from` states, in one statement: of two racing moves exactly one applies.
 */
export async function moveGame(
  q: Q,
  gameId: number,
  move: GameMove,
  fields: { readonly result?: GameResult; readonly reported_by?: string | null } = {},
): Promise<boolean> {
  return (await moveGameRow(q, gameId, move, fields)) !== undefined;
}

/**
 * `moveGame` that returns the game's row as the change left it (UPDATE … RETURNING: no second
 * query to read it back), or undefined when the move did not apply.
 */
export async function moveGameRow(
  q: Q,
  gameId: number,
  move: GameMove,
  fields: { readonly result?: GameResult; readonly reported_by?: string | null } = {},
): Promise<GameRow | undefined> {
  const t: Transition = GAME_TRANSITIONS[move];
  return q
    .updateTable('games')
    .set({
      state: t.to,
      ...(t.result === 'open' ? { result: '*' as const, reported_by: null } : {}),
      ...fields,
    })
    .where('id', '=', gameId)
    .where('state', 'in', [...t.from])
    .returningAll()
    .executeTakeFirst();
}

/** A player's report: applied only while the game has no result (the first of two racing reports wins). */
export async function reportIfOpen(
  q: Q,
  gameId: number,
  result: GameResult,
  userId: string,
): Promise<boolean> {
  return (await reportIfOpenRow(q, gameId, result, userId)) !== undefined;
}

/** `reportIfOpen` that returns the reported game's row (UPDATE … RETURNING), or undefined. */
export async function reportIfOpenRow(
  q: Q,
  gameId: number,
  result: GameResult,
  userId: string,
): Promise<GameRow | undefined> {
  const t = GAME_TRANSITIONS.report;
  return q
    .updateTable('games')
    .set({ result, state: t.to, reported_by: userId })
    .where('id', '=', gameId)
    .where('state', 'in', [...t.from])
    .where('result', '=', '*')
    .returningAll()
    .executeTakeFirst();
}

/** An arbiter's result: `*` reopens the game, any other result sets it (from every state). */
export async function setGameResult(q: Q, gameId: number, result: GameResult): Promise<void> {
  if (result === '*') await moveGame(q, gameId, 'reopen');
  else await moveGame(q, gameId, 'set', { result });
}

export async function addBye(
  q: Q,
  tournamentId: number,
  round: number,
  startNo: number,
  kind: UnpairedKind,
): Promise<void> {
  const existing = await q
    .selectFrom('byes')
    .select('kind')
    .where('tournament_id', '=', tournamentId)
    .where('round', '=', round)
    .where('start_no', '=', startNo)
    .executeTakeFirst();
  if (existing) throw new UserError('byeExists', { round });
  await q
    .insertInto('byes')
    .values({ tournament_id: tournamentId, round, start_no: startNo, kind })
    .execute();
}

export async function addWithdrawal(
  q: Q,
  tournamentId: number,
  startNo: number,
  afterRound: number,
): Promise<void> {
  const existing = await q
    .selectFrom('withdrawals')
    .select('after_round')
    .where('tournament_id', '=', tournamentId)
    .where('start_no', '=', startNo)
    .executeTakeFirst();
  if (existing) throw new UserError('alreadyWithdrawn');
  await q
    .insertInto('withdrawals')
    .values({ tournament_id: tournamentId, start_no: startNo, after_round: afterRound })
    .execute();
}
