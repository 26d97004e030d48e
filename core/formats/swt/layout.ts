/**
 * The Swiss-Chess (.SWT) layout as published by the SWT-structure-files project (fnogatz,
 * Mossakowski: `700/` and `800/`, field numbers as in its `field-names/de.csv`). Offsets are bytes,
 * integers little-endian, strings zero-terminated Windows-1252.
 *
 * File = general block | pairing records (players x rounds, then teams x rounds, 19 bytes each; only
 * once a round is paired) | player records | team records.
 */
export const SWT_GENERAL = {
  rounds: 0x01, // field 1, byte
  pairedRounds: 0x05, // field 3, byte
  players: 0x07, // field 4, 16-bit
  tournamentMode: 0x254, // field 31: 0 Swiss, 1 round robin, 2 knockout, 3 Scheveningen
  boards: 0x25c, // field 34, byte
  isTeam: 0x25e, // field 35, 0xFF = team tournament
  version: 0x261, // field 9999, 16-bit: 883 = Swiss-Chess 8.83
  name: [0x316, 40], // field 65
  city: [0x33f, 40], // field 66
  arbiter: [0x368, 60], // field 67
  startDate: [0x41f, 20], // field 70, "18.05.2013"
  endDate: [0x434, 20], // field 71
  timeControl: [0x449, 20], // field 72
  teams: 0x534, // field 80, byte
  /** First round date (field 89): 16-bit days since 1899-12-30; one 4-byte date/time pair per round. */
  roundDates: 0x2cc1,
} as const;

/** Layouts by the lowest version they apply to (the published rule: a version uses the next lower layout). */
export const SWT_LAYOUTS = [
  { fromVersion: 700, pairingsStart: 3894, playerLength: 292, teamLength: 292, roundDates: false },
  { fromVersion: 800, pairingsStart: 13384, playerLength: 655, teamLength: 655, roundDates: true },
] as const;
export type SwtLayout = (typeof SWT_LAYOUTS)[number];

export const SWT_PAIRING_LENGTH = 19;

/** A pairing record (fields 4000-4006 for players, 3000-3008 for teams). */
export const SWT_PAIRING = {
  /** Player: 1 White, 2 White not played (forfeit), 3 Black, 4 Black not played, 0 not paired. Team: 1 home, 3 away. */
  color: 8,
  opponent: 9, // 16-bit id (field 2020 of the opponent, 1018 of the opposing team)
  /** Low two bits: 1 loss, 2 draw, 3 win, 0 no result yet. */
  result: 11,
  table: 13,
  /** 0x02/0x22 forfeit ("kampflos"), 0x03/0x33 not used ("nicht eingesetzt"), 0x01/0x11 adjourned. */
  status: 15,
  board: 18,
} as const;

/** A player record (fields 2000-2038). Strings are [offset, length]. */
export const SWT_PLAYER = {
  name: [0x00, 32],
  club: [0x21, 32],
  title: [0x42, 3],
  elo: [0x46, 4],
  dwz: [0x4b, 4],
  federation: [0x69, 3],
  birthDate: [0x80, 10], // "19860615" or "1982"
  zps: [0x99, 5],
  memberNumber: [0x9f, 4],
  /** Field 2013: "*" = inactive (withdrawn); Swiss-Chess 8 also keeps the sex letter here. */
  attribute: 0xb8,
  team: 0xc9, // field 2016: team number (field 1019 of the team)
  board: 0xcb, // field 2017
  id: 0xd9, // field 2020: the id pairing records refer to
  place: 0xdd, // field 2022
  /** Field 2030: points x 2 (Swiss-Chess 8 only: beyond a 7.x record). */
  points2: 0x124,
  fideId: [0x144, 12],
} as const;

/** A team record (fields 1000-1050). */
export const SWT_TEAM = {
  name: [0x00, 32],
  number: 0xdb, // field 1019
  id: 0xd9, // field 1018: the id team pairing records refer to
  place: 0xdd, // field 1020
  matchPoints2: 0x124, // field 1038, match points x 2
  gamePoints2: 0x128, // field 1039, board points x 2
} as const;

/** Swiss-Chess pairing colour byte (field 4000). */
export const SWT_COLOR = { white: 1, whiteForfeit: 2, black: 3, blackForfeit: 4 } as const;
export const SWT_FORFEIT_STATUS: readonly number[] = [0x02, 0x22];
