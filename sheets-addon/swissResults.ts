// The results a director types into a round sheet's Result cell, as data: the English and German
// spellings clubs use (1-0, 1:0, ½-½, 1/2, 0,5, =, +-, -+, --) mapped to the core's game results.
import type { GameResult } from '../core/tournament/index.ts';
import { isDateValue, isEmptyCell } from './sheetIo.ts';

/** Spellings (after dropping spaces, `–`/`—` read as `-`, lower case) → the core result from White's side. */
export const RESULT_SPELLINGS: Readonly<Record<string, GameResult>> = {
  '1-0': '1-0',
  '1:0': '1-0',
  '0-1': '0-1',
  '0:1': '0-1',
  '½-½': '1/2-1/2',
  '½:½': '1/2-1/2',
  '1/2-1/2': '1/2-1/2',
  '1/2:1/2': '1/2-1/2',
  '0,5-0,5': '1/2-1/2',
  '0,5:0,5': '1/2-1/2',
  '0.5-0.5': '1/2-1/2',
  '0.5:0.5': '1/2-1/2',
  '½': '1/2-1/2',
  '1/2': '1/2-1/2',
  '0,5': '1/2-1/2',
  '0.5': '1/2-1/2',
  '=': '1/2-1/2',
  remis: '1/2-1/2',
  draw: '1/2-1/2',
  // Forfeits (TRF `+`/`-`): the `+` side wins without playing; `--` both lose (double forfeit).
  '+-': '+:-',
  '+:-': '+:-',
  '+/-': '+:-',
  '-+': '-:+',
  '-:+': '-:+',
  '-/+': '-:+',
  '--': '-:-',
  '-:-': '-:-',
  '-/-': '-:-',
};

/** The spellings named in messages. */
export const RESULT_HINT = '1-0, 0-1, ½-½ (also 1:0, 0:1, 1/2, 0,5), +- or -+ (forfeit), -- (both forfeit)';

export type ResultCell =
  | { readonly kind: 'result'; readonly result: GameResult }
  | { readonly kind: 'empty' }
  | { readonly kind: 'unknown'; readonly text: string };

/**
 * One Result cell. Sheets turns a typed 1/2 into the date 2 January (or 1 February, by locale):
 * such a date reads as the draw it was typed as; the number 0.5 too.
 */
export function readResultCell(v: unknown): ResultCell {
  if (isEmptyCell(v)) return { kind: 'empty' };
  if (typeof v === 'number')
    return v === 0.5 ? { kind: 'result', result: '1/2-1/2' } : { kind: 'unknown', text: String(v) };
  if (isDateValue(v)) {
    const md = `${v.getMonth() + 1}/${v.getDate()}`;
    return md === '1/2' || md === '2/1'
      ? { kind: 'result', result: '1/2-1/2' }
      : { kind: 'unknown', text: String(v) };
  }
  const text = String(v).trim();
  const key = text
    .replace(/[\s\u00a0]/g, '')
    .replace(/[–—]/g, '-')
    .toLowerCase();
  const result = RESULT_SPELLINGS[key];
  return result ? { kind: 'result', result } : { kind: 'unknown', text };
}
