import { displayWe } from '../dwz/display.ts';
import type { DwzPlayerResult, DwzTournamentEvaluation } from '../dwz/tournament.ts';
import { REPORT_LABELS } from './labels.ts';
import type { ReportColumn, ReportLang, ReportTable } from './types.ts';

const rating = (r: number | undefined, i: number | undefined): string =>
  r === undefined ? '' : i === undefined ? String(r) : `${r}-${i}`;

/** Points in ½ style: W is in points here (DSB evaluation), 2.5 → "2½". */
const points = (w: number): string => {
  const whole = Math.floor(w);
  return w === whole ? String(whole) : whole === 0 ? '½' : `${whole}½`;
};

/**
 * The DWZ evaluation as the DSB prints it (WO 2002 Anhang 1.1.11 / 7.3.6): place, player, Ro,
 * W, n, We, Rh, E (K under the 2026 rules), Rn; "-----" for a player without a new DWZ.
 */
export function makeDwzReportTable(e: DwzTournamentEvaluation, lang: ReportLang): ReportTable {
  const L = REPORT_LABELS[lang];
  const coeff = e.rules === 'WO2026' ? 'K' : 'E';
  const decimals = e.rules === 'WO2002' ? 2 : 3;
  const num = (s: string): string => (lang === 'de' ? s.replace('.', ',') : s);
  const columns: readonly ReportColumn[] = [
    { header: L.rank, align: 'right', kind: 'number' },
    { header: L.name, align: 'left', kind: 'name' },
    { header: `Ro (${L.old})`, align: 'right', kind: 'number' },
    { header: L.score, align: 'right', kind: 'number' },
    { header: L.games, align: 'right', kind: 'number' },
    { header: L.expected, align: 'right', kind: 'number' },
    { header: 'Rh', align: 'right', kind: 'number' },
    { header: coeff, align: 'right', kind: 'number' },
    { header: `Rn (${L.newRating})`, align: 'right', kind: 'number' },
  ];
  const rows = [...e.players]
    .sort((a, b) => a.place - b.place || a.id - b.id)
    .map((p: DwzPlayerResult) => [
      `${p.place}.`,
      p.name,
      rating(p.Ro, p.index),
      points(p.W),
      String(p.n),
      p.We !== undefined ? num(displayWe(p.We, e.rules).toFixed(decimals)) : '',
      p.Rh !== undefined ? String(p.Rh) : '',
      p.E !== undefined ? String(p.E) : p.K !== undefined ? num(p.K.toFixed(1)) : '',
      p.Rn !== undefined ? rating(p.Rn, p.indexNew) : '-----',
    ]);
  return { kind: 'dwz', title: `${L.dwz} (${e.rules})`, columns, rows, notes: e.warnings };
}
