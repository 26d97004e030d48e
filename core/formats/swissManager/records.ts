import { u16, u8 } from '../binary/bytes.ts';
import { SM_GAME, SM_MATCH, SM_PLAYER, SM_ROUND, SM_TEAM } from './layout.ts';

/** Unsigned 32-bit little-endian integer, undefined outside the bytes. */
export function u32(b: Uint8Array, at: number): number | undefined {
  const lo = u16(b, at);
  const hi = u16(b, at + 2);
  return lo === undefined || hi === undefined ? undefined : lo + hi * 0x10000;
}

/** A run of strings and where the bytes after them start; `failedAt` when a string leaves [at, end). */
type Strings =
  | { readonly ok: true; readonly strings: readonly string[]; readonly next: number }
  | { readonly ok: false; readonly failedAt: number };

/**
 * `count` Swiss-Manager strings from `at`, none reaching past `end`: each a 16-bit count of UTF-16
 * code units, then the units (UTF-16LE). The core has no TextDecoder (Apps Script), and a JS string
 * is UTF-16, so the code units are the string. Trimmed.
 */
export function readStrings(b: Uint8Array, at: number, end: number, count: number): Strings {
  const strings: string[] = [];
  let p = at;
  for (let i = 0; i < count; i++) {
    const n = p + 2 <= end ? u16(b, p) : undefined;
    if (n === undefined || p + 2 + 2 * n > end) return { ok: false, failedAt: p };
    let s = '';
    for (let k = 0; k < n; k++)
      s += String.fromCharCode((b[p + 2 + 2 * k] ?? 0) | ((b[p + 3 + 2 * k] ?? 0) << 8));
    strings.push(s.trim());
    p += 2 + 2 * n;
  }
  return { ok: true, strings, next: p };
}

/** The bytes of one record: its strings, then the fixed block at `fixed`. */
export interface SmRecord {
  readonly offset: number;
  readonly strings: readonly string[];
  /** Offset of the fixed block. */
  readonly fixed: number;
  /** Offset after the record. */
  readonly next: number;
}

/** A record of `strings` strings and a fixed block of `fixedLength` bytes, or where it leaves [at, end). */
export function readRecord(
  b: Uint8Array,
  at: number,
  end: number,
  shape: { readonly strings: number; readonly fixedLength: number },
): SmRecord | { readonly failedAt: number } {
  const s = readStrings(b, at, end, shape.strings);
  if (!s.ok) return { failedAt: s.failedAt };
  if (s.next + shape.fixedLength > end) return { failedAt: s.next };
  return { offset: at, strings: s.strings, fixed: s.next, next: s.next + shape.fixedLength };
}

export interface SmPlayerRecord {
  readonly offset: number;
  readonly lastName: string;
  readonly firstName: string;
  readonly title: string;
  readonly club: string;
  readonly federation: string;
  readonly female: boolean;
  readonly fideRating: number;
  readonly nationalRating: number;
  /** YYYYMMDD as stored, 0 = unknown. */
  readonly birthDate: number;
  readonly fideId: number;
  readonly team: number;
  readonly board: number;
}

// Callers read a record only once it lies inside the file; `?? 0` only satisfies the types.
export function playerOf(b: Uint8Array, r: SmRecord): SmPlayerRecord {
  const s = (i: number): string => r.strings[i] ?? '';
  const f = r.fixed;
  return {
    offset: r.offset,
    lastName: s(SM_PLAYER.lastName),
    firstName: s(SM_PLAYER.firstName),
    title: s(SM_PLAYER.title),
    club: s(SM_PLAYER.club),
    federation: s(SM_PLAYER.federationString),
    female: u16(b, f + SM_PLAYER.sex) === 1,
    fideRating: u16(b, f + SM_PLAYER.fideRating) ?? 0,
    nationalRating: u16(b, f + SM_PLAYER.nationalRating) ?? 0,
    birthDate: u32(b, f + SM_PLAYER.birthDate) ?? 0,
    fideId: u32(b, f + SM_PLAYER.fideId) ?? 0,
    team: u16(b, f + SM_PLAYER.team) ?? 0,
    board: u16(b, f + SM_PLAYER.board) ?? 0,
  };
}

export interface SmTeamRecord {
  readonly offset: number;
  readonly name: string;
}

export const teamOf = (r: SmRecord): SmTeamRecord => ({
  offset: r.offset,
  name: r.strings[SM_TEAM.name] ?? '',
});

export interface SmRoundRecord {
  readonly offset: number;
  /** YYYYMMDD, 0 = none. */
  readonly date: number;
  readonly games: number;
  readonly matches: number;
}

export const roundOf = (b: Uint8Array, r: SmRecord): SmRoundRecord => ({
  offset: r.offset,
  date: u32(b, r.fixed + SM_ROUND.date) ?? 0,
  games: u16(b, r.fixed + SM_ROUND.games) ?? 0,
  matches: u16(b, r.fixed + SM_ROUND.matches) ?? 0,
});

/** One board-game record: 1-based player records (0 = empty slot, 0xFFFF/0xFFFE as Black: no opponent). */
export interface SmGameRecord {
  readonly offset: number;
  readonly white: number;
  readonly black: number;
  readonly result: number;
}

export const readGame = (b: Uint8Array, at: number): SmGameRecord => ({
  offset: at,
  white: u16(b, at + SM_GAME.white) ?? 0,
  black: u16(b, at + SM_GAME.black) ?? 0,
  result: u8(b, at + SM_GAME.result) ?? 0,
});

export interface SmMatchRecord {
  readonly offset: number;
  readonly first: number;
  readonly second: number;
  /** Half-points stored for the first team (a bye's score). */
  readonly firstPoints: number;
}

export const readMatch = (b: Uint8Array, at: number): SmMatchRecord => ({
  offset: at,
  first: u16(b, at + SM_MATCH.first) ?? 0,
  second: u16(b, at + SM_MATCH.second) ?? 0,
  firstPoints: u16(b, at + SM_MATCH.firstPoints) ?? 0,
});
