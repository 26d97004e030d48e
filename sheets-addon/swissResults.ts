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

/** What Sheets made of a result typed into a cell that was not plain text, where it is not a result. */
export const CONVERSIONS = ['time', 'date', 'formula'] as const;
export type Conversion = (typeof CONVERSIONS)[number];

export type ResultCell =
  | { readonly kind: 'result'; readonly result: GameResult }
  | { readonly kind: 'empty' }
  | { readonly kind: 'unknown'; readonly text: string }
  /** Sheets turned the typed text into a time, a date or a formula that is no result: `shown` as it reads. */
  | { readonly kind: 'converted'; readonly as: Conversion; readonly shown: string };

const DAY_MS = 86_400_000;
/** Sheets' day 0 (serial numbers count days from 30 Dec 1899). */
const SERIAL_EPOCH = Date.UTC(1899, 11, 30);

/** A typed `1/2` became 2 January (month/day locales) or 1 February (day/month): a draw either way. */
const isHalfDate = (month: number, day: number): boolean =>
  (month === 1 && day === 2) || (month === 2 && day === 1);

/**
 * A time of day as Sheets makes it from a typed `h:m`: `1:0` → 01:00 is 1-0, `0:1` → 00:01 is 0-1.
 * Other times are no result.
 */
function fromTime(hours: number, minutes: number): ResultCell {
  if (hours === 1 && minutes === 0) return { kind: 'result', result: '1-0' };
  if (hours === 0 && minutes === 1) return { kind: 'result', result: '0-1' };
  return { kind: 'converted', as: 'time', shown: `${hours}:${minutes < 10 ? '0' : ''}${minutes}` };
}

function fromDate(month: number, day: number): ResultCell {
  return isHalfDate(month, day)
    ? { kind: 'result', result: '1/2-1/2' }
    : { kind: 'converted', as: 'date', shown: `${day}.${month}.` };
}

/**
 * A number: 0.5 is the draw (`0,5` typed); a fraction of a day is a time Sheets read without its
 * format (1/24 = 01:00), a whole number of 30000 or more a date serial (2 January = a typed 1/2).
 */
function fromNumber(v: number): ResultCell {
  if (v === 0.5) return { kind: 'result', result: '1/2-1/2' };
  if (v > 0 && v < 1) {
    const minutes = Math.round(v * 1440);
    if (Math.abs(minutes - v * 1440) < 1e-6) return fromTime(Math.floor(minutes / 60), minutes % 60);
  }
  if (Number.isInteger(v) && v >= 30000 && v < 100000) {
    const d = new Date(SERIAL_EPOCH + v * DAY_MS);
    return fromDate(d.getUTCMonth() + 1, d.getUTCDate());
  }
  return { kind: 'unknown', text: String(v) };
}

/**
 * One Result cell. In a column that was not plain text Sheets turns a typed `1:0` into a time, `1/2`
 * into a date and `=` into a formula: the time 01:00 reads as the 1-0 it was typed as, 00:01 as
 * 0-1, the date 2 January (or 1 February) as a draw, the number 0.5 as a draw; other times, dates
 * and formula results (`#ERROR!`) are named as what Sheets made of them.
 */
export function readResultCell(v: unknown): ResultCell {
  if (isEmptyCell(v)) return { kind: 'empty' };
  if (typeof v === 'number') return fromNumber(v);
  if (isDateValue(v)) {
    // A time alone is a Date on Sheets' day 0 (30 Dec 1899), in the script's time zone.
    if (v.getFullYear() < 1900) return fromTime(v.getHours(), v.getMinutes());
    return fromDate(v.getMonth() + 1, v.getDate());
  }
  const text = String(v).trim();
  if (/^#[A-Z/0!?]+[!?]?$/.test(text) && text !== '#')
    return { kind: 'converted', as: 'formula', shown: text };
  const key = text
    .replace(/[\s\u00a0]/g, '')
    .replace(/[–—]/g, '-')
    .toLowerCase();
  const result = RESULT_SPELLINGS[key];
  return result ? { kind: 'result', result } : { kind: 'unknown', text };
}
