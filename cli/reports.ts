import { describeDwzError, evaluateTournamentDwz } from '../core/dwz/index.ts';
import {
  makeCrosstableTable,
  makeDwzReportTable,
  makePairingsTable,
  makeReportHeader,
  makeStandingsTable,
  makeStartList,
  type ReportHeader,
  type ReportKind,
  type ReportLang,
  type ReportTable,
} from '../core/report/index.ts';
import { lastPlayedRound, type Tournament } from '../core/tournament/index.ts';
import { computeStandings } from '../core/standings/index.ts';
import type { Result } from '../core/index.ts';

export interface ReportOptions {
  readonly lang: ReportLang;
  /** Pairings of this round; standings and crosstable after it. Default: the last round with games. */
  readonly round?: number;
  readonly tiebreaks?: readonly string[];
}

/** The last round with any pairing (results or not): the pairings a notice board shows next. */
export const lastPairedRound = (t: Tournament): number => {
  let last = 0;
  for (const g of t.games) if (g.round > last) last = g.round;
  for (const u of t.unpaired) if (u.round > last) last = u.round;
  return last;
};

/** The registry of reports: what each `--what` builds from a tournament (the same tables the site shows). */
const BUILDERS: Record<
  ReportKind,
  (t: Tournament, o: ReportOptions) => Result<{ table: ReportTable; round?: number }, string>
> = {
  startlist: (t, o) => ({ ok: true, value: { table: makeStartList(t, o.lang) } }),
  pairings: (t, o) => {
    const round = o.round ?? lastPairedRound(t);
    if (round < 1) return { ok: false, error: 'the tournament has no pairings yet' };
    return { ok: true, value: { table: makePairingsTable(t, round, o.lang), round } };
  },
  standings: (t, o) => {
    const s = computeStandings(t, {
      ...(o.round !== undefined ? { afterRound: o.round } : {}),
      ...(o.tiebreaks ? { tiebreaks: o.tiebreaks } : {}),
    });
    if (!s.ok) return { ok: false, error: s.error.message };
    return { ok: true, value: { table: makeStandingsTable(s.value, o.lang), round: s.value.afterRound } };
  },
  crosstable: (t, o) => {
    const s = computeStandings(t, {
      ...(o.round !== undefined ? { afterRound: o.round } : {}),
      ...(o.tiebreaks ? { tiebreaks: o.tiebreaks } : {}),
    });
    if (!s.ok) return { ok: false, error: s.error.message };
    return { ok: true, value: { table: makeCrosstableTable(t, s.value, o.lang), round: s.value.afterRound } };
  },
  dwz: (t, o) => {
    const e = evaluateTournamentDwz(t);
    if (!e.ok) return { ok: false, error: describeDwzError(e.error) };
    return { ok: true, value: { table: makeDwzReportTable(e.value, o.lang) } };
  },
};

/** One report's heading and table, or why it cannot be built (a message for the user). */
export function buildReport(
  t: Tournament,
  kind: ReportKind,
  o: ReportOptions,
): Result<{ header: ReportHeader; table: ReportTable }, string> {
  const lastRound = Math.max(lastPairedRound(t), lastPlayedRound(t));
  if (o.round !== undefined && (o.round < 1 || o.round > lastRound))
    return {
      ok: false,
      error:
        lastRound === 0
          ? `--round ${o.round}: the tournament has no rounds yet`
          : `--round ${o.round}: the tournament has rounds 1 to ${lastRound}`,
    };
  const built = BUILDERS[kind](t, o);
  if (!built.ok) return built;
  return {
    ok: true,
    value: { header: makeReportHeader(t, o.lang, built.value.round), table: built.value.table },
  };
}
