import type { GameResult, UnpairedKind } from '../../tournament/model.ts';
import { SM_RESULT } from './layout.ts';

/** What a game record's result code means, from White's side (absent = a code Rochade does not know). */
export const RESULT_OF_CODE: Readonly<Record<number, GameResult>> = {
  [SM_RESULT.none]: '*',
  [SM_RESULT.whiteWins]: '1-0',
  [SM_RESULT.draw]: '1/2-1/2',
  [SM_RESULT.blackWins]: '0-1',
  [SM_RESULT.whiteForfeit]: '+:-',
  [SM_RESULT.blackForfeit]: '-:+',
  [SM_RESULT.doubleForfeit]: '-:-',
  // Both lost (e.g. both players sanctioned): no point for either, as a double forfeit.
  [SM_RESULT.doubleLoss]: '-:-',
};

/** Codes of a board not played over the board. */
export const UNPLAYED_CODES: readonly number[] = [
  SM_RESULT.whiteForfeit,
  SM_RESULT.blackForfeit,
  SM_RESULT.doubleForfeit,
  SM_RESULT.doubleLoss,
];

/**
 * A player with nobody across the board ("not paired", or an empty slot of the other team): the
 * score the record gave them decides the kind: a win → full-point bye, a draw → half-point bye, a
 * loss → zero-point bye, no result → absent.
 */
export function kindWithoutOpponent(code: number, asWhite: boolean): UnpairedKind {
  const won = asWhite
    ? code === SM_RESULT.whiteWins || code === SM_RESULT.whiteForfeit
    : code === SM_RESULT.blackWins || code === SM_RESULT.blackForfeit;
  if (won) return 'FPB';
  if (code === SM_RESULT.draw) return 'HPB';
  return code === SM_RESULT.none ? 'absent' : 'ZPB';
}
