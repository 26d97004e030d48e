import { describeDwzError, evaluateTournamentDwz } from '../core/dwz/index.ts';
import { lastPairedRound } from '../core/workflow/index.ts';
import {
  hasClubsOrFederations,
  makeAlphabeticalList,
  makeClubLists,
  makeCrosstableTable,
  makeDwzReportTable,
  makePairingsTable,
  makePlayerCards,
  makeReportHeader,
  makeStandingsTable,
  makeStartList,
  type ReportHeader,
  type ReportKind,
  type ReportLang,
  type ReportTable,
} from '../core/report/index.ts';
import { lastPlayedRound, type Tournament } from '../core/tournament/index.ts';
import { computeStandings, type Standings } from '../core/standings/index.ts';
import type { Result } from '../core/index.ts';

export interface ReportOptions {
  readonly lang: ReportLang;
  /** Pairings of this round; standings and crosstable after it. Default: the last round with games. */
  readonly round?: number;
  readonly tiebreaks?: readonly string[];
  /** "Last updated" in the heading: the local time the front end read from its clock ("2026-12-07T18:41"). */
  readonly updated?: string;
}

// The last round with any pairing (results or not): the pairings a notice board shows next.
export { lastPairedRound };

/** A local time as the heading's "last updated" takes it: "2026-12-07T18:41" (the caller's clock). */
export const localTime = (d: Date): string => {
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
};

type Built = Result<{ tables: readonly ReportTable[]; round?: number; flow?: boolean }, string>;

/**
 * What the reports of one tournament share, computed once per tournament object: a site builds
 * ten reports from it (the standings after the last round serve the crosstable, the cards, both
 * lists and the last round's page; the DWZ evaluation the cards and the DWZ page). The values
 * are readonly, so sharing them is safe; a changed tournament is a new object.
 */
const shared = new WeakMap<Tournament, Map<string, unknown>>();
function once<T>(t: Tournament, key: string, make: () => T): T {
  let m = shared.get(t);
  if (m === undefined) shared.set(t, (m = new Map()));
  if (!m.has(key)) m.set(key, make());
  return m.get(key) as T;
}

const standingsOf = (t: Tournament, o: ReportOptions): Result<Standings, string> =>
  once(t, `standings|${o.round ?? ''}|${o.tiebreaks?.join(',') ?? ''}`, () => {
    const s = computeStandings(t, {
      ...(o.round !== undefined ? { afterRound: o.round } : {}),
      ...(o.tiebreaks ? { tiebreaks: o.tiebreaks } : {}),
    });
    return s.ok ? s : { ok: false, error: s.error.message };
  });

const dwzOf = (t: Tournament): ReturnType<typeof evaluateTournamentDwz> =>
  once(t, 'dwz', () => evaluateTournamentDwz(t));

/** Standings when the tournament has a played round (lists add rank and points then). */
const standingsIfPlayed = (t: Tournament, o: ReportOptions): Standings | undefined => {
  if (lastPlayedRound(t) === 0) return undefined;
  const s = standingsOf(t, o);
  return s.ok ? s.value : undefined;
};

/** The registry of reports: what each `--what` builds from a tournament (the same tables the site shows). */
const BUILDERS: Record<ReportKind, (t: Tournament, o: ReportOptions) => Built> = {
  startlist: (t, o) => ({ ok: true, value: { tables: [makeStartList(t, o.lang)] } }),
  pairings: (t, o) => {
    const round = o.round ?? lastPairedRound(t);
    if (round < 1) return { ok: false, error: 'the tournament has no pairings yet' };
    return { ok: true, value: { tables: [makePairingsTable(t, round, o.lang)], round } };
  },
  standings: (t, o) => {
    const s = standingsOf(t, o);
    if (!s.ok) return s;
    return {
      ok: true,
      value: { tables: [makeStandingsTable(t, s.value, o.lang)], round: s.value.afterRound },
    };
  },
  crosstable: (t, o) => {
    const s = standingsOf(t, o);
    if (!s.ok) return s;
    return {
      ok: true,
      value: { tables: [makeCrosstableTable(t, s.value, o.lang)], round: s.value.afterRound },
    };
  },
  dwz: (t, o) => {
    const e = dwzOf(t);
    if (!e.ok) return { ok: false, error: describeDwzError(e.error) };
    return { ok: true, value: { tables: [makeDwzReportTable(e.value, o.lang)] } };
  },
  players: (t, o) => ({
    ok: true,
    value: { tables: [makeAlphabeticalList(t, standingsIfPlayed(t, o), o.lang)] },
  }),
  clubs: (t, o) =>
    hasClubsOrFederations(t)
      ? { ok: true, value: { tables: makeClubLists(t, standingsIfPlayed(t, o), o.lang), flow: true } }
      : {
          ok: false,
          error: 'no player has a club or a federation (rochade players add --club, --federation)',
        },
  cards: (t, o) => {
    const s = standingsOf(t, o);
    if (!s.ok) return s;
    // The DWZ change only where the tournament can be evaluated (players with DWZ).
    const e = t.players.some((p) => p.dwz) ? dwzOf(t) : undefined;
    return {
      ok: true,
      value: {
        tables: makePlayerCards(t, s.value, o.lang, e?.ok ? e.value : undefined),
        round: s.value.afterRound,
        flow: true,
      },
    };
  },
};

/** One report's heading and tables, or why it cannot be built (a message for the user). */
export function buildReport(
  t: Tournament,
  kind: ReportKind,
  o: ReportOptions,
): Result<{ header: ReportHeader; tables: readonly ReportTable[]; flow: boolean }, string> {
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
    value: {
      header: makeReportHeader(t, o.lang, built.value.round, o.updated),
      tables: built.value.tables,
      flow: built.value.flow === true,
    },
  };
}
