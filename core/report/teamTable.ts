import type { TeamEvent } from '../tournament/team.ts';
import type { TeamStandingsRow } from '../team/standings.ts';
import { rankCell } from './columns.ts';
import { REPORT_LABELS } from './labels.ts';
import { teamTiebreakLegend } from './tiebreakLegend.ts';
import type { ReportCell, ReportColumn, ReportLang, ReportLegendEntry, ReportTable } from './types.ts';

export interface TeamTableOptions {
  readonly lang: ReportLang;
  readonly title: string;
  /** The score and tiebreak columns in order: `MP`, `GP` (headed `header.GP`, e.g. "BP"), team tiebreak codes. */
  readonly columns: readonly string[];
  /** Headers for the scores where the event names them otherwise (a league's "BP"). */
  readonly headers?: Readonly<Record<string, string>>;
  /** The place as a league prints it ("3-4 (lots)"); default the rank ("3.", "3-4."). */
  readonly place?: (row: TeamStandingsRow) => ReportCell;
}

/**
 * Team standings or a league table: place, team number, team, then match points, game points and
 * the team tiebreaks (C.07 11-13, league rule sets) as numbers, with their legend.
 */
export function makeTeamTable(
  ev: { readonly teams: TeamEvent['teams'] | readonly { readonly id: number; readonly name: string }[] },
  rows: readonly TeamStandingsRow[],
  o: TeamTableOptions,
): ReportTable {
  const L = REPORT_LABELS[o.lang];
  const names = new Map(ev.teams.map((t) => [t.id, t.name]));
  const header = (c: string): string => o.headers?.[c] ?? c;
  const columns: ReportColumn[] = [
    { key: 'rank', header: L.rank, align: 'right', kind: 'number', format: 'rank' },
    { key: 'no', header: L.teamNo, align: 'right', kind: 'number', secondary: true },
    { key: 'team', header: L.team, align: 'left', kind: 'name' },
    ...o.columns.map((c): ReportColumn => ({
      key: `tb:${c}`,
      header: header(c),
      align: 'right',
      kind: 'number',
      format: c === 'GP' ? 'points' : 'decimal',
    })),
  ];
  const cell = (r: TeamStandingsRow, c: string): ReportCell => {
    if (c === 'MP' && !(c in r.values)) return r.matchPoints;
    if (c === 'GP' && !(c in r.values)) return r.gamePoints;
    return c in r.values ? (r.values[c] ?? '') : '';
  };
  const legend: ReportLegendEntry[] = [
    { term: L.rank, text: L.legendsTeam.rank },
    { term: L.teamNo, text: L.legendsTeam.no },
    ...o.columns.map((c) => ({
      term: header(c),
      text: c === 'MP' ? L.legendsTeam.MP : c === 'GP' ? L.legendsTeam.GP : teamTiebreakLegend(c, o.lang),
    })),
  ];
  return {
    kind: 'teamStandings',
    lang: o.lang,
    title: o.title,
    columns,
    rows: rows.map((r) => [
      o.place ? o.place(r) : rankCell(r),
      r.team,
      names.get(r.team) ?? '',
      ...o.columns.map((c) => cell(r, c)),
    ]),
    legend,
    notes: [],
  };
}
