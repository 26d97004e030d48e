/**
 * The Swiss-Manager layout (.TUNX, .TURX, .TUMX, .TUTX) as described publicly by
 * zyf0717/chess-results-api (`docs/swiss-manager-format.md`, `docs/tumx-format.md`) and mormubis/tunx
 * (`AGENTS.md`), each field checked on real files. Integers are little-endian; a string is a 16-bit
 * count of UTF-16 code units followed by that many UTF-16LE units.
 *
 * File = header (108 fixed bytes, then 132 strings) | configuration | sections, each starting with a
 * four-byte marker (a tag byte, then FF 89 44) | a 36-byte directory at the very end that gives
 * every section's offset.
 */

/** The three bytes after each section's tag byte. */
export const SM_MARKER_TAIL: readonly number[] = [0xff, 0x89, 0x44];

/** Section tag bytes (the first byte of each marker). */
export const SM_TAG = {
  header: 0x93,
  config: 0x95,
  schedule: 0xa3,
  players: 0xa5,
  games: 0xb3,
  teams: 0xb5,
  matches: 0xc3,
  directory: 0xd3,
  end: 0xe3,
} as const;

export const SM_HEADER = {
  /** Fixed bytes before the header strings. */
  fixedLength: 108,
  /** 32-bit chess-results tournament number. */
  tournamentId: 32,
  strings: 132,
} as const;

/** Indices of the header strings Rochade reads. */
export const SM_HEADER_STRING = {
  name: 0,
  venue: 5,
  city: 10,
  timeControl: 14,
  federation: 20,
  chiefArbiter: 21,
} as const;

/** The configuration block, offsets from its marker. */
export const SM_CONFIG = {
  /** 16-bit tournament type: see SM_TYPES. */
  type: 15,
  players: 23,
  rounds: 27,
  teams: 51,
  boards: 53,
  /** 32-bit dates YYYYMMDD. */
  startDate: 75,
  endDate: 79,
  /** The configuration must reach past the end date. */
  minLength: 83,
} as const;

/** Tournament types by their configuration code: the kind of schedule and whether teams play. */
export const SM_TYPES = [
  { code: 0, extension: 'TUNX', kind: 'swiss', team: false },
  { code: 1, extension: 'TURX', kind: 'roundRobin', team: false },
  { code: 2, extension: 'TUTX', kind: 'roundRobin', team: true },
  { code: 3, extension: 'TUMX', kind: 'swiss', team: true },
] as const;
export type SmType = (typeof SM_TYPES)[number];

/** One schedule entry per round: 16 strings (0: start time), then 76 fixed bytes. */
export const SM_ROUND = {
  strings: 16,
  fixedLength: 76,
  date: 0, // 32-bit YYYYMMDD
  games: 6, // 16-bit: board-game records of the round
  matches: 8, // 16-bit: team-pairing records of the round
} as const;

/** One player record: 18 strings, then 134 fixed bytes (offsets below are in the fixed block). */
export const SM_PLAYER = {
  strings: 18,
  fixedLength: 134,
  lastName: 0,
  firstName: 1,
  title: 4,
  club: 9,
  federationString: 10,
  /** 16-bit: 1 = female. */
  sex: 30,
  fideRating: 32,
  nationalRating: 34,
  /** 32-bit YYYYMMDD; MMDD 0000 = year only. */
  birthDate: 38,
  fideId: 48,
  /** 16-bit: 1-based team record; 0 = none. */
  team: 52,
  /** 16-bit: place in the team's roster. */
  board: 54,
} as const;

/** One team record: 5 strings (0: name), then 96 fixed bytes. */
export const SM_TEAM = { strings: 5, fixedLength: 96, name: 0 } as const;

/** One board-game record: White and Black as 1-based player records, the result code, 16 unread bytes. */
export const SM_GAME = { length: 21, white: 0, black: 2, result: 4 } as const;

/** One team-pairing record: two 1-based team records, their stored half-points (byes), 7 unread bytes. */
export const SM_MATCH = { length: 15, first: 0, second: 2, firstPoints: 4, secondPoints: 6 } as const;

/** The directory: marker, seven 32-bit section offsets (0 = unused), end marker. */
export const SM_DIRECTORY = { length: 36, offsets: 7 } as const;

/** A second player or team that is no record: a pairing-allocated bye, or not paired this round. */
export const SM_NO_OPPONENT = { bye: 0xffff, notPaired: 0xfffe } as const;

/**
 * Result codes (the Swiss-Manager user guide's result entry, p. 12): 1 White wins, 2 draw, 3 Black
 * wins, 4/5 White/Black wins by forfeit, 6 double forfeit, 9 bye, 10 both lost; 0 no result yet.
 */
export const SM_RESULT = {
  none: 0,
  whiteWins: 1,
  draw: 2,
  blackWins: 3,
  whiteForfeit: 4,
  blackForfeit: 5,
  doubleForfeit: 6,
  bye: 9,
  doubleLoss: 10,
} as const;
