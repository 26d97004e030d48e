import { CROSSTABLE_SIDES, formatPointsHalf, makeCrosstableCells } from '../../core/formats/index.ts';
import type { GameResult } from '../../core/index.ts';
import { type Standings, formatRank } from '../../core/standings/index.ts';
import type { Locale } from '../i18n/index.ts';
import type { LoadedTournament } from '../storage/repo.ts';
import type { Table } from './table.ts';

const BYE_SCORE: Record<string, string> = { PAB: '1', FPB: '1', HPB: '½', ZPB: '0', absent: '0', free: '' };

/**
 * A Swiss crosstable by rounds, as chess-results prints it: in rank order, for each round the
 * opponent's rank, the colour (w/b, German w/s) and the score (`12w1`, `3b½`); a bye is `-1`/`-½`.
 */
export function swissCrosstable(lt: LoadedTournament, s: Standings, locale: Locale): Table {
  const rounds = Math.max(lt.row.current_round, 0);
  const rankOf = new Map(s.rows.map((r, k) => [r.player.id, k + 1]));
  const black = locale === 'de' ? 's' : 'b';
  const cells = new Map<number, string[]>();
  const cell = (no: number): string[] => {
    let c = cells.get(no);
    if (!c) cells.set(no, (c = Array<string>(rounds).fill('')));
    return c;
  };
  for (const g of lt.games) {
    if (g.round < 1 || g.round > rounds) continue;
    const [w, b] = g.result === '*' ? ['', ''] : (CROSSTABLE_SIDES[g.result as GameResult] ?? ['', '']);
    cell(g.white_no)[g.round - 1] = `${rankOf.get(g.black_no) ?? '?'}w${w}`;
    cell(g.black_no)[g.round - 1] = `${rankOf.get(g.white_no) ?? '?'}${black}${b}`;
  }
  for (const u of lt.tournament.unpaired)
    if (u.round >= 1 && u.round <= rounds) cell(u.player)[u.round - 1] = `-${BYE_SCORE[u.kind] ?? ''}`;
  const header = [
    locale === 'de' ? 'Pl.' : 'Rk',
    locale === 'de' ? 'Nr.' : 'SNo',
    'Name',
    ...Array.from({ length: rounds }, (_, k) => `${k + 1}`),
    locale === 'de' ? 'Pkt' : 'Pts',
  ];
  const rows = s.rows.map((r) => [
    formatRank(r),
    String(r.player.id),
    r.player.name,
    ...cell(r.player.id),
    formatPointsHalf(r.points),
  ]);
  return {
    header,
    rows,
    align: ['right', 'right', 'left', ...Array.from({ length: rounds }, () => 'right' as const), 'right'],
    nameColumns: [2],
  };
}

/** A round-robin crosstable: one cell per pair (the core's crosstable writer), `½` for draws. */
export function roundRobinCrosstable(lt: LoadedTournament): Table {
  const [head = [], ...body] = makeCrosstableCells(lt.tournament);
  const show = (v: string | number): string =>
    typeof v === 'number' ? formatPointsHalf(Math.round(v * 2)) : v;
  const nameAt = head.findIndex((h) => /name/i.test(String(h)));
  return {
    header: head.map(String),
    rows: body.map((r) => r.map(show)),
    align: head.map((_, k) => (k === nameAt ? 'left' : 'right')),
    nameColumns: nameAt >= 0 ? [nameAt] : [],
  };
}
