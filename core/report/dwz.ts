import { displayWe } from '../dwz/display.ts';
import type { DwzPlayerResult, DwzTournamentEvaluation } from '../dwz/tournament.ts';
import { REPORT_LABELS } from './labels.ts';
import type { ReportCell, ReportColumn, ReportLang, ReportTable } from './types.ts';

/** A DWZ as the DSB prints it: "1712-62" with the index, the bare number without. */
const rating = (r: number | undefined, i: number | undefined): ReportCell =>
  r === undefined ? '' : i === undefined ? r : `${r}-${i}`;

/**
 * The DWZ evaluation as the DSB prints it (WO 2002 Anhang 1.1.11 / 7.3.6): place, player, Ro,
 * W, n, We, Rh, E (K under the 2026 rules), Rn; "-----" for a player without a new DWZ.
 */
export function makeDwzReportTable(e: DwzTournamentEvaluation, lang: ReportLang): ReportTable {
  const L = REPORT_LABELS[lang];
  const coeff = e.rules === 'WO2026' ? 'K' : 'E';
  const decimals = e.rules === 'WO2002' ? 2 : 3;
  const columns: readonly ReportColumn[] = [
    { key: 'rank', header: L.rank, align: 'right', kind: 'number', format: 'rank' },
    { key: 'name', header: L.name, align: 'left', kind: 'name' },
    { key: 'Ro', header: `Ro (${L.old})`, align: 'right', kind: 'number' },
    { key: 'W', header: L.score, align: 'right', kind: 'number', format: 'points' },
    { key: 'n', header: L.games, align: 'right', kind: 'number' },
    { key: 'We', header: L.expected, align: 'right', kind: 'number', format: 'fixed', decimals },
    { key: 'Rh', header: 'Rh', align: 'right', kind: 'number' },
    coeff === 'K'
      ? { key: 'K', header: 'K', align: 'right', kind: 'number', format: 'fixed', decimals: 1 }
      : { key: 'E', header: 'E', align: 'right', kind: 'number' },
    { key: 'Rn', header: `Rn (${L.newRating})`, align: 'right', kind: 'number' },
  ];
  const rows = [...e.players]
    .sort((a, b) => a.place - b.place || a.id - b.id)
    .map((p: DwzPlayerResult): ReportCell[] => [
      p.place,
      p.name,
      rating(p.Ro, p.index),
      p.W,
      p.n,
      // We to the rule set's digits (WO 2002: 2, later 3); shown as the number, not a rounded text
      p.We !== undefined ? Number(displayWe(p.We, e.rules).toFixed(decimals)) : '',
      p.Rh ?? '',
      coeff === 'K' ? (p.K ?? '') : (p.E ?? ''),
      p.Rn !== undefined ? rating(p.Rn, p.indexNew) : '-----',
    ]);
  const legend = [
    { term: L.rank, text: L.legends.rank },
    { term: 'Ro', text: L.legends.Ro },
    { term: L.score, text: L.legends.W },
    { term: L.games, text: L.legends.n },
    { term: L.expected, text: L.legends.We },
    { term: 'Rh', text: L.legends.Rh },
    { term: coeff, text: L.legends[coeff] },
    { term: 'Rn', text: L.legends.Rn },
  ];
  return { kind: 'dwz', lang, title: `${L.dwz} (${e.rules})`, columns, rows, legend, notes: e.warnings };
}
