/**
 * A game's life in the bot, as data. A player reports (the first of two racing reports wins), the
 * opponent confirms or disputes with a button (a dispute reopens the game for an arbiter), an
 * arbiter sets any result (`*` reopens). The storage functions apply a move only while the game is
 * in one of the move's `from` states, in the same statement (a race loses cleanly); the handlers
 * and the test that walks the table read the same rows.
 */
export const GAME_STATES = ['open', 'reported', 'confirmed', 'disputed', 'set'] as const;
export type GameState = (typeof GAME_STATES)[number];

export const GAME_MOVES = ['report', 'confirm', 'dispute', 'set', 'reopen'] as const;
export type GameMove = (typeof GAME_MOVES)[number];

export interface Transition {
  /** States the move applies to. */
  readonly from: readonly GameState[];
  readonly to: GameState;
  /** What the stored result becomes: the reported or set one, unchanged, or open (`*`). */
  readonly result: 'given' | 'kept' | 'open';
  /** Who moves: the reporting player, the opponent (buttons), an arbiter. */
  readonly by: 'player' | 'opponent' | 'arbiter';
}

export const GAME_TRANSITIONS = {
  // Only a game without a result (open, or reopened by a dispute) can be reported.
  report: { from: ['open', 'disputed'], to: 'reported', result: 'given', by: 'player' },
  confirm: { from: ['reported'], to: 'confirmed', result: 'kept', by: 'opponent' },
  dispute: { from: ['reported'], to: 'disputed', result: 'open', by: 'opponent' },
  set: { from: GAME_STATES, to: 'set', result: 'given', by: 'arbiter' },
  reopen: { from: GAME_STATES, to: 'open', result: 'open', by: 'arbiter' },
} as const satisfies Record<GameMove, Transition>;

/** The state a move leads to from `state`, or undefined when the move does not apply there. */
export function nextState(state: GameState, move: GameMove): GameState | undefined {
  const t: Transition = GAME_TRANSITIONS[move];
  return t.from.includes(state) ? t.to : undefined;
}
