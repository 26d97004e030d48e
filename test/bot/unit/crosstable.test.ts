import { describe, expect, test } from 'vitest';
import { computeStandings, type Standings } from '../../../core/standings/index.ts';
import type { Game, Tournament } from '../../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../../core/tournament/pointSystem.ts';
import { crosstableText } from '../../../bot/format/report.ts';
import { tablePage } from '../../../bot/format/table.ts';
import type { LoadedTournament } from '../../../bot/storage/repo.ts';

/** A loaded tournament as the bot's storage builds it: the core model (player id = start number). */
const loaded = (t: Tournament, currentRound: number): LoadedTournament =>
  ({ row: { current_round: currentRound }, tournament: t }) as unknown as LoadedTournament;
const tournament = (
  kind: Tournament['kind'],
  names: readonly string[],
  games: readonly Game[],
): Tournament => ({
  name: 'T',
  kind,
  rounds: 3,
  players: names.map((name, i) => ({ id: i + 1, name })),
  games,
  unpaired: [],
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
  schedule: 'recorded',
});

// Two hand-played rounds of four players (chess-results "crosstable by rounds" notation: the
// opponent's rank, colour, score). R1: 1–3 1-0, 2–4 ½-½. R2: 2–1 0-1, 3–4 ½-½.
// Points: 1 → 2, 4 → 1, 2 → ½, 3 → ½; ranks in that order.
const t4 = tournament(
  'swiss',
  ['Anna', 'Ben', 'Carl', 'Dora'],
  [
    { round: 1, white: 1, black: 3, result: '1-0' },
    { round: 1, white: 2, black: 4, result: '1/2-1/2' },
    { round: 2, white: 2, black: 1, result: '0-1' },
    { round: 2, white: 3, black: 4, result: '1/2-1/2' },
  ],
);
const lt = loaded(t4, 2);
const row = (rank: number, id: number, name: string, points: number) => ({
  rank,
  player: { id, name },
  points,
  values: {},
});
// Ben and Carl tie on ½: the order 3, 4 as a tiebreak would give it (the crosstable follows the standings).
const standings = {
  rows: [row(1, 1, 'Anna', 4), row(2, 4, 'Dora', 2), row(3, 2, 'Ben', 1), row(4, 3, 'Carl', 1)],
  tiebreaks: [],
  roundRobin: false,
} as unknown as Standings;

describe('the Swiss crosstable by rounds', () => {
  test('opponent rank, colour and score per round; points with ½', () => {
    const t = crosstableText(lt, standings, 'en');
    expect(t.header).toEqual(['Rk', 'SNo', 'Name', '1', '2', 'Pts']);
    expect(t.rows).toEqual([
      ['1.', '1', 'Anna', '4w1', '3b1', '2'],
      ['2.', '4', 'Dora', '3b½', '4b½', '1'],
      ['3.', '2', 'Ben', '2w½', '1w0', '½'],
      ['4.', '3', 'Carl', '1b0', '2w½', '½'],
    ]);
  });

  test('German readers: black is "s" (schwarz), Pl./TNr/Pkt headers (the reports\' words)', () => {
    const t = crosstableText(lt, standings, 'de');
    expect(t.header).toEqual(['Pl.', 'TNr', 'Name', '1', '2', 'Pkt']);
    expect(t.rows[1]?.[3]).toBe('3s½');
  });

  test('round 3 paired: a pending game without a score, the PAB as -1 (chess-results)', () => {
    const t = crosstableText(
      loaded(
        {
          ...t4,
          games: [...t4.games, { round: 3, white: 4, black: 2, result: '*' }],
          unpaired: [{ round: 3, player: 1, kind: 'PAB' }],
        },
        3,
      ),
      standings,
      'en',
    );
    expect(t.header).toEqual(['Rk', 'SNo', 'Name', '1', '2', '3', 'Pts']);
    expect(t.rows.map((r) => r[5])).toEqual(['-1', '3w', '2b', '']);
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

describe('the round-robin crosstable: one column per opponent in rank order', () => {
  // Three players, hand-played: 1–2 1-0, 3–1 ½-½, 2–3 not played yet. Points: Anna 1½, Carl ½, Ben 0.
  const rr = tournament(
    'roundRobin',
    ['Anna', 'Ben', 'Carl'],
    [
      { round: 1, white: 1, black: 2, result: '1-0' },
      { round: 2, white: 3, black: 1, result: '1/2-1/2' },
      { round: 3, white: 2, black: 3, result: '*' },
    ],
  );

  test.each([
    ['en', ['Rk', 'SNo', 'Name', '1', '2', '3', 'Pts']],
    ['de', ['Pl.', 'TNr', 'Name', '1', '2', '3', 'Pkt']],
  ] as const)('%s: the results against each place, × on the diagonal, * not played yet', (locale, header) => {
    const s = computeStandings(rr, { tiebreaks: [] });
    if (!s.ok) throw new Error(s.error.message);
    const t = crosstableText(loaded(rr, 0), s.value, locale);
    expect(t.header).toEqual(header);
    expect(t.rows).toEqual([
      ['1.', '1', 'Anna', '×', '½', '1', '1½'],
      ['2.', '3', 'Carl', '½', '×', '*', '½'],
      ['3.', '2', 'Ben', '0', '*', '×', '0'],
    ]);
  });
});
