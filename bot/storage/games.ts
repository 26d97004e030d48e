import type { GameResult, UnpairedKind } from '../../core/index.ts';
import { UserError } from '../errors.ts';
import type { GameRow } from './schema.ts';
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

export async function insertGames(q: Q, tournamentId: number, games: readonly NewGame[]): Promise<void> {
  if (games.length === 0) return;
  await q
    .insertInto('games')
    .values(
      games.map((g) => ({
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
      })),
    )
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

/** A player's report: applied only while the game is open (the first of two racing reports wins). */
export async function reportIfOpen(
  q: Q,
  gameId: number,
  result: GameResult,
  userId: string,
): Promise<boolean> {
  const r = await q
    .updateTable('games')
    .set({ result, state: 'reported', reported_by: userId })
    .where('id', '=', gameId)
    .where('result', '=', '*')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Moves a game from one state to another only if it is still in `from` (confirm/dispute races). */
export async function transitionGame(
  q: Q,
  gameId: number,
  from: string,
  to: { state: string; result?: GameResult; reported_by?: string | null },
): Promise<boolean> {
  const r = await q
    .updateTable('games')
    .set(to)
    .where('id', '=', gameId)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function setGameResult(q: Q, gameId: number, result: GameResult, state: string): Promise<void> {
  await q.updateTable('games').set({ result, state }).where('id', '=', gameId).execute();
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
