import { cString, u16, u8 } from '../binary/bytes.ts';
import { SWT_PAIRING, SWT_PLAYER, SWT_TEAM } from './layout.ts';

/** One 19-byte pairing record, decoded but not yet interpreted. */
export interface SwtPairingRecord {
  readonly offset: number;
  readonly color: number;
  readonly opponent: number;
  /** Low two bits of the result byte: 1 loss, 2 draw, 3 win, 0 none. */
  readonly result: number;
  readonly status: number;
  readonly board: number;
}

export interface SwtPlayerRecord {
  readonly offset: number;
  readonly id: number;
  readonly name: string;
  readonly club: string;
  readonly title: string;
  readonly elo: string;
  readonly dwz: string;
  readonly federation: string;
  readonly birthDate: string;
  readonly zps: string;
  readonly memberNumber: string;
  readonly inactive: boolean;
  readonly team: number;
  readonly place: number;
  /** Points x 2 as Swiss-Chess recorded them; absent in a 7.x record (too short). */
  readonly points2?: number;
  readonly fideId: string;
}

export interface SwtTeamRecord {
  readonly offset: number;
  readonly id: number;
  readonly number: number;
  readonly name: string;
  readonly place: number;
  readonly matchPoints2?: number;
  readonly gamePoints2?: number;
}

// Callers check that the whole record lies inside the file first; `?? 0` / `?? ''` only satisfy the types.
const str = (b: Uint8Array, at: number, [rel, len]: readonly [number, number]): string =>
  cString(b, at + rel, len) ?? '';

export function readPairing(b: Uint8Array, at: number): SwtPairingRecord {
  return {
    offset: at,
    color: u8(b, at + SWT_PAIRING.color) ?? 0,
    opponent: u16(b, at + SWT_PAIRING.opponent) ?? 0,
    result: (u8(b, at + SWT_PAIRING.result) ?? 0) & 3,
    status: u8(b, at + SWT_PAIRING.status) ?? 0,
    board: u8(b, at + SWT_PAIRING.board) ?? 0,
  };
}

export function readPlayer(b: Uint8Array, at: number, length: number): SwtPlayerRecord {
  const inside = (rel: number): boolean => rel + 1 < length;
  return {
    offset: at,
    id: u16(b, at + SWT_PLAYER.id) ?? 0,
    name: str(b, at, SWT_PLAYER.name),
    club: str(b, at, SWT_PLAYER.club),
    title: str(b, at, SWT_PLAYER.title),
    elo: str(b, at, SWT_PLAYER.elo),
    dwz: str(b, at, SWT_PLAYER.dwz),
    federation: str(b, at, SWT_PLAYER.federation),
    birthDate: str(b, at, SWT_PLAYER.birthDate),
    zps: str(b, at, SWT_PLAYER.zps),
    memberNumber: str(b, at, SWT_PLAYER.memberNumber),
    inactive: u8(b, at + SWT_PLAYER.attribute) === 0x2a, // "*"
    team: u8(b, at + SWT_PLAYER.team) ?? 0,
    place: u16(b, at + SWT_PLAYER.place) ?? 0,
    ...(inside(SWT_PLAYER.points2) ? { points2: u16(b, at + SWT_PLAYER.points2) ?? 0 } : {}),
    fideId: inside(SWT_PLAYER.fideId[0] + SWT_PLAYER.fideId[1]) ? str(b, at, SWT_PLAYER.fideId) : '',
  };
}

export function readTeam(b: Uint8Array, at: number, length: number): SwtTeamRecord {
  const inside = (rel: number): boolean => rel + 1 < length;
  return {
    offset: at,
    id: u16(b, at + SWT_TEAM.id) ?? 0,
    number: u8(b, at + SWT_TEAM.number) ?? 0,
    name: str(b, at, SWT_TEAM.name),
    place: u16(b, at + SWT_TEAM.place) ?? 0,
    ...(inside(SWT_TEAM.gamePoints2)
      ? {
          matchPoints2: u16(b, at + SWT_TEAM.matchPoints2) ?? 0,
          gamePoints2: u16(b, at + SWT_TEAM.gamePoints2) ?? 0,
        }
      : {}),
  };
}
