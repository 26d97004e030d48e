import { formatPointsHalf } from '../../core/formats/index.ts';
import { computeCrosstable, formatRank, type Standings } from '../../core/standings/index.ts';
import type { Locale } from '../i18n/index.ts';
import type { LoadedTournament } from '../storage/repo.ts';
import type { Table } from './table.ts';

/**
 * The crosstable as a text table, from the core's one crosstable model (`computeCrosstable`) in the
 * standings' rank order: place, start number, name, one cell per round (Swiss, as chess-results
 * prints it: the opponent's rank, the colour w/b, German w/s, the score: `12w1`, `3b½`; a bye
 * `-1`/`-½`) or per opponent by rank (round robin: `1 ½ 0 + -`, `*` not played yet, `×` on the
 * diagonal), then the points.
 */
export function crosstableText(lt: LoadedTournament, s: Standings, locale: Locale): Table {
  const matrix = s.roundRobin;
  const rounds = Math.max(lt.row.current_round, 0);
  // A round robin shows every game recorded (its rounds are scheduled ahead); a Swiss the rounds paired.
  const c = computeCrosstable(lt.tournament, s, {
    layout: matrix ? 'matrix' : 'swiss',
    ...(matrix ? {} : { rounds }),
    notation: { white: 'w', black: locale === 'de' ? 's' : 'b', unpaired: 'dash' },
  });
  const columns = matrix ? c.rows.length : rounds;
  const header = [
    locale === 'de' ? 'Pl.' : 'Rk',
    locale === 'de' ? 'Nr.' : 'SNo',
    'Name',
    ...Array.from({ length: columns }, (_, k) => `${k + 1}`),
    locale === 'de' ? 'Pkt' : 'Pts',
  ];
  const rows = c.rows.map((r) => [
    formatRank(r),
    String(r.startNo),
    r.name,
    ...r.cells,
    formatPointsHalf(r.points),
  ]);
  return {
    header,
    rows,
    align: ['right', 'right', 'left', ...Array.from({ length: columns }, () => 'right' as const), 'right'],
    nameColumns: [2],
  };
}
