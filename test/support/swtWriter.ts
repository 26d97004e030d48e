// A test-only writer of Swiss-Chess 7.x and 8.x (.SWT) files, built from the field offsets the
// SWT-structure-files project publishes (700/ and 800/ general.csv and structure.csv, the player, team
// and pairing definitions; field numbers as in field-names/de.csv). It writes literal offsets on
// purpose: the reader's layout table is tested against this independent transcription.
// A 7.x file (version 700-799: 700/structure.csv) has its pairings from byte 3894 and 292-byte player
// and team records; fields beyond byte 292 of a record (2030 points, 2033 FIDE id, 1038/1039 match
// and board points) and the round dates (fields 89-168, only in 800/general.csv) are not written.

export interface SwtTestPlayer {
  readonly name: string;
  readonly club?: string;
  readonly title?: string;
  readonly elo?: string;
  readonly dwz?: string;
  readonly birth?: string; // "19860615" or "1982"
  readonly zps?: string;
  readonly member?: string;
  readonly fideId?: string;
  readonly inactive?: boolean;
  readonly team?: number; // field 2016: team number
  readonly points2?: number; // field 2030
  readonly place?: number; // field 2022
}

/** One player's pairing in one round (fields 4000-4006). */
export interface SwtTestPairing {
  readonly color: 1 | 2 | 3 | 4; // 1 White, 2 White forfeit, 3 Black, 4 Black forfeit
  readonly opponent: number; // player id (1-based position), 0 = no opponent (bye)
  readonly result: 0 | 1 | 2 | 3; // 1 loss, 2 draw, 3 win
  readonly status?: number; // 0x02 forfeit
  readonly board?: number;
}

export interface SwtTestTeam {
  readonly name: string;
  readonly matchPoints2?: number;
  readonly gamePoints2?: number;
  /** Per round: home (1) or away (3), opponent team number (0 = bye). */
  readonly pairings: readonly { readonly color: 1 | 3; readonly opponent: number }[];
}

export interface SwtTestFile {
  readonly version?: number;
  readonly name: string;
  readonly rounds: number;
  readonly pairedRounds: number;
  readonly players: readonly SwtTestPlayer[];
  /** pairings[player][round-1]; undefined = not paired. */
  readonly pairings: readonly (readonly (SwtTestPairing | undefined)[])[];
  readonly boards?: number;
  readonly teams?: readonly SwtTestTeam[];
  readonly startDate?: string; // "18.05.2013"
  readonly city?: string; // field 66
  readonly timeControl?: string; // field 72
  readonly roundDays?: readonly number[]; // days since 1899-12-30
}

const PAIRING = 19; // length:pairing
/** start:fixtures_players, length:player, length:team of 700/structure.csv and 800/structure.csv. */
const STRUCTURE = {
  700: { pairingsStart: 3894, player: 292, team: 292 },
  800: { pairingsStart: 13384, player: 655, team: 655 },
} as const;
const structureOf = (version: number) => STRUCTURE[version < 800 ? 700 : 800];
const TEAM_ID_BASE = 999; // Swiss-Chess numbers teams internally from 999 (field 1018)

function put(b: Uint8Array, at: number, text: string): void {
  for (let i = 0; i < text.length; i++) b[at + i] = text.charCodeAt(i) & 0xff;
}
function put16(b: Uint8Array, at: number, v: number): void {
  b[at] = v & 0xff;
  b[at + 1] = (v >> 8) & 0xff;
}

export function writeSwt(f: SwtTestFile): Uint8Array {
  const teams = f.teams ?? [];
  const version = f.version ?? 883;
  const { pairingsStart: START_PAIRINGS, player: PLAYER, team: TEAM } = structureOf(version);
  const pairingRecords = f.pairedRounds > 0 ? (f.players.length + teams.length) * f.rounds : 0;
  const playersAt = START_PAIRINGS + pairingRecords * PAIRING;
  const teamsAt = playersAt + f.players.length * PLAYER;
  const b = new Uint8Array(teamsAt + teams.length * TEAM);
  b[0x01] = f.rounds; // field 1
  b[0x03] = f.pairedRounds; // field 2
  b[0x05] = f.pairedRounds; // field 3
  put16(b, 0x07, f.players.length); // field 4
  put16(b, 0x261, version); // field 9999
  put(b, 0x316, f.name); // field 65
  if (f.startDate) put(b, 0x41f, f.startDate); // field 70
  if (f.city) put(b, 0x33f, f.city); // field 66
  if (f.timeControl) put(b, 0x449, f.timeControl); // field 72
  if (version >= 800) for (const [i, d] of (f.roundDays ?? []).entries()) put16(b, 0x2cc1 + 4 * i, d); // fields 89, 91, ...
  if (teams.length > 0) {
    b[0x25e] = 0xff; // field 35
    b[0x25c] = f.boards ?? 1; // field 34
    b[0x534] = teams.length; // field 80
  }
  for (const [i, p] of f.players.entries()) {
    const at = playersAt + i * PLAYER;
    put(b, at + 0x00, p.name);
    put(b, at + 0x21, p.club ?? '');
    put(b, at + 0x42, p.title ?? '');
    put(b, at + 0x46, p.elo ?? '');
    put(b, at + 0x4b, p.dwz ?? '');
    put(b, at + 0x80, p.birth ?? '');
    put(b, at + 0x99, p.zps ?? '');
    put(b, at + 0x9f, p.member ?? '');
    b[at + 0xb8] = p.inactive ? 0x2a : 0x20;
    b[at + 0xc9] = p.team ?? 0;
    put16(b, at + 0xd9, i + 1); // field 2020
    b[at + 0xdd] = p.place ?? 0;
    if (PLAYER > 0x124) put16(b, at + 0x124, p.points2 ?? 0);
    if (PLAYER > 0x144) put(b, at + 0x144, p.fideId ?? '');
    for (let r = 0; r < f.pairedRounds; r++) {
      const q = f.pairings[i]?.[r];
      if (!q) continue;
      const pa = START_PAIRINGS + (i * f.rounds + r) * PAIRING;
      b[pa + 8] = q.color;
      put16(b, pa + 9, q.opponent);
      b[pa + 11] = q.result;
      b[pa + 15] = q.status ?? 0;
      b[pa + 18] = q.board ?? 0;
    }
  }
  for (const [i, t] of teams.entries()) {
    const at = teamsAt + i * TEAM;
    put(b, at, t.name);
    put16(b, at + 0xd9, TEAM_ID_BASE + i); // field 1018
    b[at + 0xdb] = i + 1; // field 1019
    b[at + 0xdd] = i + 1;
    if (TEAM > 0x124) put16(b, at + 0x124, t.matchPoints2 ?? 0);
    if (TEAM > 0x128) put16(b, at + 0x128, t.gamePoints2 ?? 0);
    for (let r = 0; r < f.pairedRounds; r++) {
      const q = t.pairings[r];
      if (!q) continue;
      const pa = START_PAIRINGS + ((f.players.length + i) * f.rounds + r) * PAIRING;
      b[pa + 8] = q.color;
      put16(b, pa + 9, q.opponent === 0 ? 0 : TEAM_ID_BASE + q.opponent - 1);
    }
  }
  return b;
}

/** The byte offsets where the records of a written file start (for cut-at-every-boundary tests). */
export function swtRecordBoundaries(f: SwtTestFile): number[] {
  const teams = f.teams ?? [];
  const { pairingsStart: START_PAIRINGS, player: PLAYER, team: TEAM } = structureOf(f.version ?? 883);
  const pairingRecords = f.pairedRounds > 0 ? (f.players.length + teams.length) * f.rounds : 0;
  const out = [0, 0x262, START_PAIRINGS];
  for (let i = 1; i <= pairingRecords; i++) out.push(START_PAIRINGS + i * PAIRING);
  const playersAt = START_PAIRINGS + pairingRecords * PAIRING;
  for (let i = 1; i <= f.players.length; i++) out.push(playersAt + i * PLAYER);
  const teamsAt = playersAt + f.players.length * PLAYER;
  for (let i = 1; i <= teams.length; i++) out.push(teamsAt + i * TEAM);
  return out;
}
