import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  GAME_MOVES,
  GAME_STATES,
  GAME_TRANSITIONS,
  type GameMove,
  type GameState,
  nextState,
} from '../../../bot/storage/gameStates.ts';
import { openDatabase } from '../../../bot/storage/open.ts';
import * as repo from '../../../bot/storage/repo.ts';
import { createStore, type Store } from '../../../bot/storage/store.ts';

// The transition table walked on the real storage: every move from every state. A move applies only
// from its `from` states (else the game is unchanged), leads to its `to` state and sets the result as
// the table says (reported/set result, kept, or reopened to `*`).
describe("a game's transition table (report, confirm, dispute, set, reopen)", () => {
  let store: Store;
  let tournamentId = 0;
  let board = 0;
  beforeAll(async () => {
    store = createStore(await openDatabase({ kind: 'sqlite', file: ':memory:' }));
    tournamentId = await store.mutate('setup', async (q) => {
      const id = await repo.createTournament(q, {
        guildId: 'g',
        name: 'Walk',
        kind: 'swiss',
        rounds: 1,
        createdBy: 'u0',
        at: '2026-01-01T00:00:00Z',
      });
      return id;
    });
  });
  afterAll(() => store.close());

  /** The result a game in `state` carries: none while open or reopened by a dispute. */
  const resultIn = (s: GameState) => (s === 'open' || s === 'disputed' ? '*' : '0-1');

  const apply = (q: Parameters<Parameters<Store['mutate']>[1]>[0], id: number, move: GameMove) => {
    switch (move) {
      case 'report':
        return repo.reportIfOpen(q, id, '1-0', 'u1');
      case 'set':
        return repo.setGameResult(q, id, '1/2-1/2').then(() => true);
      case 'reopen':
        return repo.setGameResult(q, id, '*').then(() => true);
      default:
        return repo.moveGame(q, id, move);
    }
  };

  const cases = GAME_MOVES.flatMap((move) => GAME_STATES.map((state) => [move, state] as const));
  test.each(cases)('%s from %s', async (move, state) => {
    board += 1;
    const after = await store.mutate(`walk-${board}`, async (q) => {
      await repo.insertGames(q, tournamentId, [{ round: 1, board, white: 2 * board - 1, black: 2 * board }]);
      const game = await repo.gameByBoard(q, tournamentId, 1, board);
      if (!game) throw new Error('no game');
      await q
        .updateTable('games')
        .set({ state, result: resultIn(state), reported_by: state === 'reported' ? 'u2' : null })
        .where('id', '=', game.id)
        .execute();
      const applied = await apply(q, game.id, move);
      return { applied, row: await repo.gameById(q, game.id) };
    });
    const to = nextState(state, move);
    expect(after.row?.state).toBe(to ?? state);
    const t = GAME_TRANSITIONS[move];
    if (to === undefined) {
      expect(after.applied).toBe(false);
      expect(after.row?.result).toBe(resultIn(state));
    } else if (t.result === 'open') expect(after.row?.result).toBe('*');
    else if (t.result === 'kept') expect(after.row?.result).toBe(resultIn(state));
    else expect(after.row?.result).toBe(move === 'report' ? '1-0' : '1/2-1/2');
  });

  test('the table as the handlers rely on it: only a reported game can be confirmed or disputed; a report needs a game without result', () => {
    expect(GAME_STATES.filter((s) => nextState(s, 'confirm'))).toEqual(['reported']);
    expect(GAME_STATES.filter((s) => nextState(s, 'dispute'))).toEqual(['reported']);
    expect(GAME_STATES.filter((s) => nextState(s, 'report'))).toEqual(['open', 'disputed']);
    expect(GAME_STATES.map((s) => nextState(s, 'set'))).toEqual(GAME_STATES.map(() => 'set'));
  });
});
