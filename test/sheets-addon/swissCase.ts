// A Swiss played through the add-on's menu actions in the sandbox: players typed into the Players
// sheet, "Pair next round", results typed into the Result cells. Shared by swiss.test.ts and the
// benchmark (bench/addon.ts).
import { readFileSync } from 'node:fs';
import { fillSheet, type Cell, type FakeSheet } from './fakes/appsScript.ts';
import type { loadSandbox } from './sandbox.ts';

export type Sandbox = ReturnType<typeof loadSandbox>;

/** One round of a player in a TRF 001 record: opponent (0 = none), colour, result code. */
export interface TrfRound {
  readonly opponent: number;
  readonly color: 'w' | 'b' | '-';
  readonly result: string;
}

export interface TrfPlayer {
  readonly id: number;
  readonly rating: number;
  readonly points: number;
  readonly rounds: readonly TrfRound[];
}

/** The 001 records of a TRF file (fixed columns: id 5-8, rating 49-52, points 81-84, rounds from 92, 10 each). */
export function readTrfPlayers(file: URL): TrfPlayer[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  return lines
    .filter((l) => l.startsWith('001'))
    .map((l) => ({
      id: Number(l.slice(4, 8)),
      rating: Number(l.slice(48, 52)),
      points: Number(l.slice(80, 84)),
      rounds: (l.slice(91).match(/.{1,10}/g) ?? []).map((f) => {
        const [opp = '0', color = '-', result = ''] = f.trim().split(/\s+/);
        return { opponent: Number(opp), color: color as TrfRound['color'], result };
      }),
    }));
}

/** The pairing of one round as [white, black] pairs (sorted) and the PAB, from the TRF. */
export function trfPairing(players: readonly TrfPlayer[], round: number) {
  const games: [number, number][] = [];
  let pab: number | undefined;
  for (const p of players) {
    const r = p.rounds[round - 1];
    if (!r) continue;
    if (r.opponent === 0 && r.result === 'U') pab = p.id;
    if (r.opponent !== 0 && r.color === 'w') games.push([p.id, r.opponent]);
  }
  return { games: games.sort((a, b) => a[0] - b[0]), pab };
}

/** What a round sheet holds: [white no., black no.] per board (sorted) and the bye's player. */
export function sheetPairing(sheet: FakeSheet) {
  const rows = sheet.snapshot().slice(1);
  const games: [number, number][] = [];
  let pab: number | undefined;
  for (const r of rows) {
    if (r[7] === 'bye') pab = r[1] as number;
    else if (r[1] !== '' && r[9] !== '') games.push([r[1] as number, r[9] as number]);
  }
  return { games: games.sort((a, b) => a[0] - b[0]), pab };
}

/** Types the players (name, rating; No. left empty) into the Players sheet from row 2. */
export function typePlayers(
  sb: Sandbox,
  players: readonly { name: string; rating: number; club?: string }[],
): void {
  const sheet = sb.app.spreadsheet.getSheetByName('Players');
  if (!sheet) throw new Error('no Players sheet');
  fillSheet(
    sheet,
    players.map((p) => ['', p.name, '', p.rating, '', p.club ?? '']),
    { row: 2, column: 1 },
  );
}

/** Types a result into every board of a round sheet: `result(white, black, board)` gives the cell text. */
export function typeResults(
  sheet: FakeSheet,
  result: (white: number, black: number, board: number) => Cell,
): void {
  sheet.snapshot().forEach((r, i) => {
    // Not the byes: the pairing-allocated one and the requested ones have no Black number.
    if (i === 0 || r[9] === '' || r[1] === '') return;
    sheet.getRange(i + 1, 6).setValue(result(r[1] as number, r[9] as number, r[0] as number));
  });
}

/**
 * The Standings or Crosstable sheet as the report writes it (header, one row per player, an empty
 * row, the legend), read by header: a player's cells by column header, and the headers.
 */
export function reportSheet(snapshot: readonly (readonly Cell[])[]) {
  const header = (snapshot[0] ?? []).map(String);
  const end = snapshot.findIndex((r) => r.every((c) => c === ''));
  const rows = snapshot.slice(1, end < 0 ? undefined : end);
  // The German headers of the same columns (a de_DE spreadsheet).
  const GERMAN: Readonly<Record<string, string>> = { Rk: 'Pl.', SNo: 'TNr', Pts: 'Pkt' };
  const col = (h: string): number => {
    const k = header.indexOf(h);
    return k >= 0 ? k : header.indexOf(GERMAN[h] ?? h);
  };
  // "Name" in English and German.
  const nameAt = header.findIndex((h) => h === 'Name');
  return {
    header,
    rows,
    /** A column's index by its English header (or the German one). */
    at: col,
    /** The first cells of the legend under the table. */
    legendTerms: end < 0 ? [] : snapshot.slice(end + 1).map((r) => r[0]),
    /** The row of the player with that name. */
    row: (name: string) => rows.find((r) => r[nameAt] === name),
    /** A column's cells, player by player. */
    column: (h: string) => rows.map((r) => r[col(h)]),
    /** A player's round cells (headers 1, 2, …) and points. */
    rounds: (name: string) => {
      const r = rows.find((x) => x[nameAt] === name);
      return header.flatMap((h, k) => (/^\d+$/.test(h) ? [r?.[k]] : []));
    },
  };
}
