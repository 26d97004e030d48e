import { formatPointsHalf } from '../../formats/cellValue.ts';
import { formatRank } from '../../standings/index.ts';
import type { ReportCell, ReportColumn, ReportLang, ReportTable } from '../types.ts';

/** A number with the language's decimal separator (German: comma, DIN 5008). */
const decimalText = (s: string, lang: ReportLang): string => (lang === 'de' ? s.replace('.', ',') : s);

/**
 * A cell as every text renderer writes it (CLI, bot, PDF, HTML): text as is, a number by its
 * column's format. The one place a report's numbers become text.
 */
export function cellText(col: ReportColumn | undefined, cell: ReportCell, lang: ReportLang): string {
  if (typeof cell === 'string') return cell;
  switch (col?.format ?? 'int') {
    case 'int':
      return String(cell);
    case 'points':
      return formatPointsHalf(Math.round(cell * 2));
    case 'rank':
      return formatRank({ rank: cell });
    case 'signed':
      return cell > 0 ? `+${cell}` : cell < 0 ? `−${-cell}` : '0';
    case 'fixed':
      return decimalText(cell.toFixed(col?.decimals ?? 0), lang);
    case 'decimal': {
      if (Number.isInteger(cell)) return String(cell);
      const d = col?.decimals;
      return decimalText(d !== undefined ? cell.toFixed(d) : String(Math.round(cell * 100) / 100), lang);
    }
  }
}

/** Every row of a table as text cells, one per column. */
export const tableTexts = (t: ReportTable): string[][] =>
  t.rows.map((r) => t.columns.map((c, k) => cellText(c, r[k] ?? '', t.lang)));
