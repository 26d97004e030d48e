// `rochade standings` for a team-event JSON (docs/team-event-json.md): match or game points, then
// team tiebreaks (C.07 11-13, Olympiad, Berliner Wertung).
import { coreError } from '../../core/errors/index.ts';
import { describeError } from '../describeError.ts';
import { maxOf } from '../../core/index.ts';
import { defaultTiebreaksFor } from '../../core/standings/index.ts';
import {
  computeTeamStandings,
  teamSystemRules,
  type TeamScore,
  type TeamStandingsRow,
} from '../../core/team/index.ts';
import type { TeamEvent } from '../../core/tournament/index.ts';
import {
  looksLikeTeamTournamentJson,
  parseTeamEventJson,
  parseTeamTournamentJson,
} from '../../schemas/teamEvent.ts';
import { EXIT, fail, type CliFailure, type CliIo, type ExitCode } from '../command.ts';
import { makeTeamTable, renderTextTable, teamTiebreakLegend } from '../../core/report/index.ts';
import { cliLanguage } from '../lang.ts';
import { safeCell } from '../textTable.ts';

/** Olympiad order from 2010 (Wertungs-Regularien): match points, Olympiad-SB, game points, Olympiad Buchholz. */
/** The team row of the core's one default table (core/standings/defaultTiebreaks.ts). */
export const DEFAULT_TEAM_TIEBREAKS = defaultTiebreaksFor('team', 'C07_2026');

export interface TeamStandingsArgs {
  readonly path: string;
  readonly text: string;
  /** An event already read (a Swiss-Chess team file); `text` is then not parsed. */
  readonly event?: TeamEvent;
  readonly primary?: string;
  readonly tiebreaks?: readonly string[];
  readonly afterRound?: number;
  readonly json: boolean;
  /** Options of individual standings given for a team event (refused). */
  readonly individualOnly: readonly string[];
}

export function teamStandingsJson(
  ev: TeamEvent,
  primary: TeamScore,
  tiebreaks: readonly string[],
  rows: readonly TeamStandingsRow[],
) {
  const names = new Map(ev.teams.map((t) => [t.id, t.name]));
  return {
    primary,
    tiebreaks,
    rows: rows.map((r) => ({
      rank: r.rank,
      id: r.team,
      name: names.get(r.team) ?? '',
      matchPoints: r.matchPoints,
      gamePoints: r.gamePoints,
      values: r.values,
    })),
  };
}

export function teamStandingsTable(
  ev: TeamEvent,
  primary: TeamScore,
  tiebreaks: readonly string[],
  rows: readonly TeamStandingsRow[],
  afterRound: number,
): string {
  // The primary score first, the tiebreaks in the order they apply, and the other score last; a
  // score that is also a tiebreak is one column, not two.
  const other: TeamScore = primary === 'MP' ? 'GP' : 'MP';
  const columns = [...new Set([primary, ...tiebreaks, other])];
  const lang = cliLanguage();
  const table = makeTeamTable(ev, rows, { lang, title: ev.name, columns });
  return [
    lang === 'de'
      ? `${ev.name}: Tabelle nach Runde ${afterRound} (Erstwertung ${primary})`
      : `${ev.name}: standings after round ${afterRound} (primary score ${primary})`,
    '',
    ...renderTextTable(table, { cell: safeCell }),
    '',
    lang === 'de' ? 'Feinwertungen:' : 'Tiebreaks:',
    ...tiebreaks.map((c) => `  ${c.padEnd(10)} ${teamTiebreakLegend(c, lang)}`),
    '',
  ].join('\n');
}

/** Runs team standings; individual-only options are refused with a clear message. */
export function runTeamStandings(a: TeamStandingsArgs, io: CliIo): ExitCode | CliFailure {
  const badInput = (message: string): CliFailure =>
    fail(EXIT.badInput, `${message} (see rochade standings --help)`);
  if (a.individualOnly.length > 0)
    return badInput(`${a.individualOnly.join(', ')}: not for a team event (${a.path})`);
  if (a.primary !== undefined && a.primary !== 'MP' && a.primary !== 'GP')
    return badInput(`--primary must be MP or GP, not "${a.primary}"`);
  // A team tournament file ranks by its system's primary score (a Scheveningen by game points).
  const system =
    a.event === undefined && looksLikeTeamTournamentJson(a.text)
      ? parseTeamTournamentJson(a.text)
      : undefined;
  const primary: TeamScore =
    (a.primary as TeamScore | undefined) ??
    (system?.ok ? teamSystemRules(system.value.system).primary : 'MP');
  const ev = a.event ? { ok: true as const, value: a.event } : parseTeamEventJson(a.text);
  if (!ev.ok)
    return fail(EXIT.badInput, `${a.path} (team-event JSON): ${describeError(coreError.format(ev.error))}`);
  const tiebreaks = a.tiebreaks ?? DEFAULT_TEAM_TIEBREAKS;
  const r = computeTeamStandings(ev.value, {
    primary,
    tiebreaks,
    ...(a.afterRound !== undefined ? { afterRound: a.afterRound } : {}),
  });
  if (!r.ok) return badInput(r.error.message);
  const rounds = maxOf(
    (ev.value.byes ?? []).map((b) => b.round),
    maxOf(
      ev.value.matches.map((m) => m.round),
      0,
    ),
  );
  io.stdout(
    a.json
      ? `${JSON.stringify(teamStandingsJson(ev.value, primary, tiebreaks, r.value), null, 2)}\n`
      : teamStandingsTable(ev.value, primary, tiebreaks, r.value, a.afterRound ?? rounds),
  );
  return EXIT.ok;
}
