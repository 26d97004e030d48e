import { maxOf } from '../../core/arrays.ts';
import type { Standings } from '../../core/standings/index.ts';
import { formatRank } from '../../core/standings/index.ts';
import { TIEBREAKS } from '../../core/tiebreaks/index.ts';
import { formatNumber, formatPoints, type Locale } from '../i18n/index.ts';
import { monoTable } from './text.ts';

/** Standings as a monospace table, one player per line in rank order, numbers in the reader's format. */
export function renderStandings(s: Standings, locale: Locale): { text: string; width: number } {
  const codes = s.tiebreaks;
  const header = [locale === 'de' ? 'Pl.' : 'Rk', 'Name', locale === 'de' ? 'Pkt' : 'Pts', ...codes];
  const rows = s.rows.map((r) => [
    formatRank(r),
    r.player.name,
    formatPoints(r.points, locale),
    ...codes.map((c) => {
      const v = r.values[c] ?? 0;
      const decimals = TIEBREAKS[c.split('/')[0] ?? c]?.decimals;
      return formatNumber(v, locale, decimals !== undefined && !Number.isInteger(v) ? decimals : undefined);
    }),
  ]);
  const text = monoTable(header, rows, ['right', 'left', 'right', ...codes.map(() => 'right' as const)]);
  return { text, width: maxOf(text.split('\n').map((l) => [...l].length)) };
}
