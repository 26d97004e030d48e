// A test-only writer of Swiss-Manager files (.TUNX, .TURX, .TUMX, .TUTX), built from the layout that
// zyf0717/chess-results-api (docs/swiss-manager-format.md, docs/tumx-format.md) and mormubis/tunx
// (AGENTS.md) describe. It writes literal offsets on purpose: the reader's layout table is tested
// against this independent transcription.

export interface SmTestPlayer {
  readonly last: string;
  readonly first?: string;
  readonly title?: string;
  readonly club?: string;
  readonly federation?: string;
  readonly female?: boolean;
  readonly fide?: number;
  readonly national?: number;
  readonly birth?: number; // YYYYMMDD, MMDD 0000 = year only
  readonly fideId?: number;
  readonly team?: number; // 1-based team record
  readonly board?: number; // roster place
}

/** A board-game record: 1-based player records (0 = empty slot), Black 'bye' (FFFF) or 'notPaired' (FFFE). */
export interface SmTestGame {
  readonly white: number;
  readonly black: number | 'bye' | 'notPaired';
  readonly result: number;
}

export interface SmTestMatch {
  readonly first: number;
  readonly second: number | 'bye' | 'notPaired';
  readonly firstPoints?: number; // half-points stored for a bye
}

export interface SmTestFile {
  /** Configuration offset 15: 0 TUNX, 1 TURX, 2 TUTX, 3 TUMX. */
  readonly type: 0 | 1 | 2 | 3;
  readonly name: string;
  readonly city?: string;
  readonly federation?: string;
  readonly arbiter?: string;
  readonly timeControl?: string;
  readonly tournamentId?: number;
  readonly rounds: number;
  readonly startDate?: number;
  readonly endDate?: number;
  readonly roundDates?: readonly number[];
  readonly players: readonly SmTestPlayer[];
  /** games[round-1]: the round's board-game records in order (a round not paired: []). */
  readonly games: readonly (readonly SmTestGame[])[];
  readonly boards?: number;
  readonly teams?: readonly string[];
  readonly matches?: readonly (readonly SmTestMatch[])[];
}

const NO_OPPONENT = { bye: 0xffff, notPaired: 0xfffe } as const;
const CONFIG_LENGTH = 5887; // as in every real file

class Bytes {
  readonly parts: number[] = [];
  get length(): number {
    return this.parts.length;
  }
  u8(v: number): void {
    this.parts.push(v & 0xff);
  }
  u16(v: number): void {
    this.u8(v);
    this.u8(v >>> 8);
  }
  u32(v: number): void {
    this.u16(v & 0xffff);
    this.u16(Math.floor(v / 0x10000));
  }
  marker(tag: number): void {
    this.parts.push(tag, 0xff, 0x89, 0x44);
  }
  str(s: string): void {
    this.u16(s.length);
    for (let i = 0; i < s.length; i++) this.u16(s.charCodeAt(i));
  }
  zeros(n: number): void {
    for (let i = 0; i < n; i++) this.u8(0);
  }
  /** A fixed block of `n` bytes with 16/32-bit values at offsets. */
  block(n: number, values: readonly (readonly [number, number, 2 | 4])[]): void {
    const b = new Array<number>(n).fill(0);
    for (const [at, v, size] of values)
      for (let i = 0; i < size; i++) b[at + i] = Math.floor(v / 256 ** i) & 0xff;
    this.parts.push(...b);
  }
}

/** The file's bytes and every record boundary (for cutting it). */
export function writeSwissManager(f: SmTestFile): {
  readonly bytes: Uint8Array;
  readonly boundaries: number[];
} {
  const w = new Bytes();
  const cuts: number[] = [];
  const team = f.type >= 2;
  // Header: marker, 108 fixed bytes with the tournament id at 32, then 132 strings.
  w.marker(0x93);
  w.zeros(28);
  w.u32(f.tournamentId ?? 0);
  w.zeros(108 - 36);
  cuts.push(w.length);
  const headerStrings = new Array<string>(132).fill('');
  headerStrings[0] = f.name;
  headerStrings[10] = f.city ?? '';
  headerStrings[14] = f.timeControl ?? '';
  headerStrings[20] = f.federation ?? '';
  headerStrings[21] = f.arbiter ?? '';
  for (const s of headerStrings) w.str(s);
  cuts.push(w.length);
  // Configuration (offsets from its marker).
  w.block(CONFIG_LENGTH, [
    [0, 0x4489ff95, 4],
    [15, f.type, 2],
    [23, f.players.length, 2],
    [27, f.rounds, 2],
    [51, team ? (f.teams?.length ?? 0) : 0, 2],
    [53, team ? (f.boards ?? 0) : 0, 2],
    [75, f.startDate ?? 0, 4],
    [79, f.endDate ?? 0, 4],
  ]);
  const offsets: number[] = [];
  // Schedule: per round 16 strings (0: start time) and 76 bytes (date, game and match counts).
  offsets.push(w.length);
  w.marker(0xa3);
  for (let r = 0; r < f.rounds; r++) {
    cuts.push(w.length);
    w.str('19:00');
    for (let i = 1; i < 16; i++) w.str('');
    w.block(76, [
      [0, f.roundDates?.[r] ?? 0, 4],
      [6, f.games[r]?.length ?? 0, 2],
      [8, f.matches?.[r]?.length ?? 0, 2],
    ]);
  }
  // Players: 18 strings, 134 bytes.
  offsets.push(w.length);
  w.marker(0xa5);
  for (const p of f.players) {
    cuts.push(w.length);
    const s = new Array<string>(18).fill('');
    s[0] = p.last;
    s[1] = p.first ?? '';
    s[3] = p.first ? `${p.first[0] ?? ''}. ${p.last}` : p.last;
    s[4] = p.title ?? '';
    s[9] = p.club ?? '';
    s[10] = p.federation ?? '';
    for (const x of s) w.str(x);
    w.block(134, [
      [30, p.female ? 1 : 0, 2],
      [32, p.fide ?? 0, 2],
      [34, p.national ?? 0, 2],
      [38, p.birth ?? 0, 4],
      [48, p.fideId ?? 0, 4],
      [52, p.team ?? 0, 2],
      [54, p.board ?? 0, 2],
    ]);
  }
  // Board games: 21 bytes each, round after round.
  offsets.push(w.length);
  w.marker(0xb3);
  for (const round of f.games)
    for (const g of round) {
      cuts.push(w.length);
      w.u16(g.white);
      w.u16(typeof g.black === 'number' ? g.black : NO_OPPONENT[g.black]);
      w.u8(g.result);
      w.zeros(16);
    }
  if (team) {
    offsets.push(w.length);
    w.marker(0xb5);
    for (const name of f.teams ?? []) {
      cuts.push(w.length);
      w.str(name);
      w.str(name);
      w.str('');
      w.str('');
      w.str('');
      w.zeros(96);
    }
    offsets.push(w.length);
    w.marker(0xc3);
    for (const round of f.matches ?? [])
      for (const m of round) {
        cuts.push(w.length);
        w.u16(m.first);
        w.u16(typeof m.second === 'number' ? m.second : NO_OPPONENT[m.second]);
        w.u16(m.firstPoints ?? 0);
        w.u16(0);
        w.zeros(7);
      }
  }
  // Directory: the section offsets, then its own, zero-filled to seven; end marker.
  cuts.push(w.length);
  const dir = w.length;
  w.marker(0xd3);
  const entries = [...offsets, dir];
  for (let i = 0; i < 7; i++) w.u32(entries[i] ?? 0);
  w.marker(0xe3);
  cuts.push(w.length - 4);
  return { bytes: Uint8Array.from(w.parts), boundaries: cuts };
}
