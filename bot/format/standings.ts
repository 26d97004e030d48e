import { type Standings, formatRank } from '../../core/standings/index.ts';
import { maxOf } from '../../core/index.ts';
import { splitTiebreakCode, TIEBREAKS } from '../../core/tiebreaks/index.ts';
import { formatNumber, formatPoints, type Locale } from '../i18n/index.ts';
import type { Table } from './table.ts';
import { monoTable } from './text.ts';

/** Standings as a monospace table, one player per line in rank order, numbers in the reader's format. */
export function renderStandings(s: Standings, locale: Locale): { text: string; width: number } {
  const table = standingsTable(s, locale);
  const text = monoTable(table.header, table.rows, table.align);
  return { text, width: maxOf(text.split('\n').map((l) => [...l].length)) };
}

/** The standings as table data (rank, name, points, tiebreaks). */
export function standingsTable(s: Standings, locale: Locale): Table {
  const codes = s.tiebreaks;
  const header = [locale === 'de' ? 'Pl.' : 'Rk', 'Name', locale === 'de' ? 'Pkt' : 'Pts', ...codes];
  const rows = s.rows.map((r) => [
    formatRank(r),
    r.player.name,
    formatPoints(r.points, locale),
    ...codes.map((c) => {
      const v = r.values[c];
      if (v === null || v === undefined) return ''; // no value (C.07 8.2, 10.1)
      const decimals = TIEBREAKS[splitTiebreakCode(c).head]?.decimals;
      return formatNumber(v, locale, decimals !== undefined && !Number.isInteger(v) ? decimals : undefined);
    }),
  ]);
  return {
    header,
    rows,
    align: ['right', 'left', 'right', ...codes.map(() => 'right' as const)],
    nameColumns: [1],
  };
}
