/**
 * Round-robin tables by pairing number: the FIDE Berger tables (C.05 Annex 1) and the
 * "Rutschsystem" of Turniersysteme (arbiter course). With an odd field the table of the next even size is used and the
 * highest number is the free round ("spielfrei"). Pure data generation, no validation here.
 */

/** One game of a table: pairing numbers, White first. */
export interface TablePairing {
  readonly white: number;
  readonly black: number;
}

/** One round of a table for an even number `size` of slots (including the dummy of an odd field). */
export type TableRound = readonly TablePairing[];

export const ROUND_ROBIN_LAYOUTS = ['berger', 'rutsch'] as const;
/** `berger`: FIDE C.05 Annex 1 (the arbiter course's dated table); `rutsch`: the arbiter course's "Rutschsystem". */
export type RoundRobinLayout = (typeof ROUND_ROBIN_LAYOUTS)[number];

/** Slots of the table: the field rounded up to even. */
export const tableSize = (players: number): number => (players % 2 === 0 ? players : players + 1);

/** x reduced to 1..k (1-based residues modulo k). */
const wrap = (x: number, k: number): number => ((((x - 1) % k) + k) % k) + 1;

/**
 * FIDE Berger table for `size` (even) slots, rounds 1..size-1 in order, boards in table order.
 * Round r: the highest number m meets p with 2p ≡ r+1 (mod m-1) on board 1 (p White in odd
 * rounds, m White in even rounds); board k+1 is (p+k) – (p−k) (mod m-1), White first. This is
 * the classic construction: every other pair {i, j} meets in the round with i+j ≡ r+1 (mod m-1).
 */
export function bergerTable(size: number): readonly TableRound[] {
  const m = size;
  const k = m - 1;
  const rounds: TableRound[] = [];
  for (let r = 1; r <= k; r++) {
    const p = wrap(((r + 1) * m) / 2, k); // m/2 is the inverse of 2 modulo m-1
    const boards: TablePairing[] = [r % 2 === 1 ? { white: p, black: m } : { white: m, black: p }];
    for (let d = 1; d < m / 2; d++) boards.push({ white: wrap(p + d, k), black: wrap(p - d, k) });
    rounds.push(boards);
  }
  return rounds;
}

/**
 * The arbiter course's "Rutschsystem" ("Auslosung «Rutschsystem»"): numbers written in two rows (top
 * 1..m/2, bottom m..m/2+1), the first number stays, the others slide one place round the ring
 * each round. For an odd field a dummy heads the top row (top D 1 2 .., bottom n n-1 ..), so its
 * partner is free. Colours as in the arbiter course's tables: on the fixed player's board the fixed player
 * is White in even rounds; on column c ≥ 2 the top player is White when (columns − c) is even.
 * Returned with the dummy numbered `size` (= n+1) so odd fields look like Berger's.
 */
export function rutschTable(size: number, odd: boolean): readonly TableRound[] {
  const m = size;
  const columns = m / 2;
  // Row layout L: the fixed element first; for an odd field the dummy (numbered m).
  const layout = odd ? [m, ...range(1, m - 1)] : range(1, m);
  const at = (i: number): number => layout[i] ?? 0;
  // Ring positions q = 0..m-2: q = 0 is the fixed player's partner (bottom of column 1),
  // q = 1..m-2 run along the top row to the right, then back along the bottom row.
  const ring = [at(m - 1), ...range(1, m - 2).map(at)];
  const rounds: TableRound[] = [];
  for (let r = 1; r < m; r++) {
    const inRing = (q: number): number => ring[(((q - (r - 1)) % (m - 1)) + (m - 1)) % (m - 1)] ?? 0;
    const top = (c: number): number => (c === 1 ? at(0) : inRing(c - 1));
    const bottom = (c: number): number => (c === 1 ? inRing(0) : inRing(m - c));
    const boards: TablePairing[] = [];
    for (let c = 1; c <= columns; c++) {
      const topWhite = c === 1 ? r % 2 === 0 : (columns - c) % 2 === 0;
      boards.push(topWhite ? { white: top(c), black: bottom(c) } : { white: bottom(c), black: top(c) });
    }
    rounds.push(boards);
  }
  return rounds;
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}

/** The table of a layout for `players` (the dummy, if any, is `tableSize(players)`). */
export function roundRobinTable(players: number, layout: RoundRobinLayout): readonly TableRound[] {
  const size = tableSize(players);
  switch (layout) {
    case 'berger':
      return bergerTable(size);
    case 'rutsch':
      return rutschTable(size, players % 2 === 1);
  }
}
