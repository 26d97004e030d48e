import { describe, expect, test } from 'vitest';
import type { Standings } from '../../../core/standings/index.ts';
import { swissCrosstable } from '../../../bot/format/crosstable.ts';
import { tablePage } from '../../../bot/format/table.ts';
import type { LoadedTournament } from '../../../bot/storage/repo.ts';

// Two hand-played rounds of four players (chess-results "crosstable by rounds" notation: the
// opponent's rank, colour, score). R1: 1–3 1-0, 2–4 ½-½. R2: 2–1 0-1, 3–4 ½-½.
// Points: 1 → 2, 4 → 1, 2 → ½, 3 → ½; ranks in that order.
const game = (round: number, board: number, w: number, b: number, result: string) => ({
  round,
  board,
  white_no: w,
  black_no: b,
  result,
});
const lt = {
  row: { current_round: 2 },
  games: [
    game(1, 1, 1, 3, '1-0'),
    game(1, 2, 2, 4, '1/2-1/2'),
    game(2, 1, 2, 1, '0-1'),
    game(2, 2, 3, 4, '1/2-1/2'),
  ],
  tournament: { unpaired: [] },
} as unknown as LoadedTournament;
const row = (rank: number, id: number, name: string, points: number) => ({
  rank,
  player: { id, name },
  points,
  values: {},
});
const standings = {
  rows: [row(1, 1, 'Anna', 4), row(2, 4, 'Dora', 2), row(3, 2, 'Ben', 1), row(4, 3, 'Carl', 1)],
  tiebreaks: [],
} as unknown as Standings;

describe('the Swiss crosstable by rounds', () => {
  test('opponent rank, colour and score per round; points with ½', () => {
    const t = swissCrosstable(lt, standings, 'en');
    expect(t.header).toEqual(['Rk', 'SNo', 'Name', '1', '2', 'Pts']);
    expect(t.rows).toEqual([
      ['1.', '1', 'Anna', '4w1', '3b1', '2'],
      ['2.', '4', 'Dora', '3b½', '4b½', '1'],
      ['3.', '2', 'Ben', '2w½', '1w0', '½'],
      ['4.', '3', 'Carl', '1b0', '2w½', '½'],
    ]);
  });

  test('German readers: black is "s" (schwarz), Pl./Nr./Pkt headers', () => {
    const t = swissCrosstable(lt, standings, 'de');
    expect(t.header).toEqual(['Pl.', 'Nr.', 'Name', '1', '2', 'Pkt']);
    expect(t.rows[1]?.[3]).toBe('3s½');
  });

  test('pages: the header on every page, 40 rows a page at most', () => {
    const big = {
      header: ['#'],
      rows: Array.from({ length: 95 }, (_, k) => [String(k + 1)]),
      align: ['right' as const],
    };
    const pages = [0, 1, 2].map((p) => tablePage(big, p));
    expect(pages.map((p) => p.pages)).toEqual([3, 3, 3]);
    expect(pages.map((p) => p.text.split('\n').length)).toEqual([41, 41, 16]);
    expect(pages[2]?.text.split('\n')[0]?.trim()).toBe('#');
    expect(tablePage(big, 9).page).toBe(2); // clamped
  });
});
