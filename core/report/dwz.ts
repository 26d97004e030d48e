import { displayWe } from '../dwz/display.ts';
import type { DwzPlayerResult, DwzTournamentEvaluation } from '../dwz/tournament.ts';
import { REPORT_LABELS } from './labels.ts';
import type { ReportCell, ReportColumn, ReportLang, ReportTable } from './types.ts';

/** A DWZ as the DSB prints it: "1712-62" with the index, the bare number without. */
const rating = (r: number | undefined, i: number | undefined): ReportCell =>
  r === undefined ? '' : i === undefined ? r : `${r}-${i}`;

/** A stored residual game as the DSB lists it: "½/1800" (points/opponent's DWZ). */
const residualText = (g: { readonly score: number; readonly opponentRating: number }): string =>
  `${g.score === 1 ? '½' : String(g.score / 2)}/${g.opponentRating}`;

/** Birth year and age are shown for youths and juniors (WO: players aged 25 and under). */
const YOUNG = 25;

/**
 * The DWZ evaluation as the DSB prints it (WO 2002 Anhang 1.1.11 / 7.3.6): place, player, birth
 * year and age (players aged 25 and under, when there are any), Ro, W, n, residual games counted
 * (when any), We, Rh, E (K under the 2026 rules), Rn, Rc; "-----" for a player without a new DWZ,
 * or the residual games stored for him ("(2 RP: ½/1800; 1/1650)").
 */
export function makeDwzReportTable(e: DwzTournamentEvaluation, lang: ReportLang): ReportTable {
  const L = REPORT_LABELS[lang];
  const coeff = e.rules === 'WO2026' ? 'K' : 'E';
  const decimals = e.rules === 'WO2002' ? 2 : 3;
  const young = (p: DwzPlayerResult): boolean => p.age !== undefined && p.age <= YOUNG;
  const withAge = e.players.some(young);
  const withResidual = e.players.some((p) => p.residualGames > 0);
  const columns: readonly ReportColumn[] = [
    { key: 'rank', header: L.rank, align: 'right', kind: 'number', format: 'rank' },
    { key: 'name', header: L.name, align: 'left', kind: 'name' },
    ...(withAge
      ? ([
          { key: 'born', header: L.born, align: 'right', kind: 'number', secondary: true },
          { key: 'age', header: L.age, align: 'right', kind: 'number', secondary: true },
        ] as const)
      : []),
    { key: 'Ro', header: `Ro (${L.old})`, align: 'right', kind: 'number' },
    { key: 'W', header: L.score, align: 'right', kind: 'number', format: 'points' },
    { key: 'n', header: L.games, align: 'right', kind: 'number' },
    ...(withResidual ? ([{ key: 'RP', header: 'RP', align: 'right', kind: 'number' }] as const) : []),
    { key: 'We', header: L.expected, align: 'right', kind: 'number', format: 'fixed', decimals },
    { key: 'Rh', header: 'Rh', align: 'right', kind: 'number' },
    coeff === 'K'
      ? { key: 'K', header: 'K', align: 'right', kind: 'number', format: 'fixed', decimals: 1 }
      : { key: 'E', header: 'E', align: 'right', kind: 'number' },
    { key: 'Rn', header: `Rn (${L.newRating})`, align: 'right', kind: 'number' },
    { key: 'Rc', header: 'Rc', align: 'right', kind: 'number' },
  ];
  const newRating = (p: DwzPlayerResult): ReportCell => {
    if (p.Rn !== undefined) return rating(p.Rn, p.indexNew);
    const stored = p.newResidualGames ?? [];
    return p.status === 'residual' && stored.length > 0
      ? `(${stored.length} RP: ${stored.map(residualText).join('; ')})`
      : '-----';
  };
  const rows = [...e.players]
    .sort((a, b) => a.place - b.place || a.id - b.id)
    .map((p: DwzPlayerResult): ReportCell[] => [
      p.place,
      p.name,
      ...(withAge ? [young(p) ? (p.birthYear ?? '') : '', young(p) ? (p.age ?? '') : ''] : []),
      rating(p.Ro, p.index),
      p.W,
      p.n,
      ...(withResidual ? [p.residualGames > 0 ? p.residualGames : ''] : []),
      // We to the rule set's digits (WO 2002: 2, later 3); shown as the number, not a rounded text
      p.We !== undefined ? Number(displayWe(p.We, e.rules).toFixed(decimals)) : '',
      p.Rh ?? '',
      coeff === 'K' ? (p.K ?? '') : (p.E ?? ''),
      newRating(p),
      p.Rc ?? '',
    ]);
  const legend = [
    { term: L.rank, text: L.legends.rank },
    ...(withAge
      ? [
          { term: L.born, text: L.legends.born },
          { term: L.age, text: L.legends.age },
        ]
      : []),
    { term: 'Ro', text: L.legends.Ro },
    { term: L.score, text: L.legends.W },
    { term: L.games, text: L.legends.n },
    ...(withResidual ? [{ term: 'RP', text: L.legends.RP }] : []),
    { term: L.expected, text: L.legends.We },
    { term: 'Rh', text: L.legends.Rh },
    { term: coeff, text: L.legends[coeff] },
    { term: 'Rn', text: L.legends.Rn },
    { term: 'Rc', text: L.legends.Rc },
  ];
  return { kind: 'dwz', lang, title: `${L.dwz} (${e.rules})`, columns, rows, legend, notes: e.warnings };
}
