// The one place the add-on calls the core's engines (crosstable parser, standings, DWZ, Elo,
// schedules). The rest of the add-on depends on these narrow functions only.
import { coreError, type CoreError } from '../core/errors/index.ts';
import {
  parseCrosstableCells,
  type FormatError,
  parseLeagueCells,
  parseTeamTableCells,
  type TeamTablePlayer,
} from '../core/formats/index.ts';
import { err, ok, type Result, type HalfPoints, type IsoDate, type PlayerId } from '../core/index.ts';
import {
  computeLeagueStandings,
  computeTeamTable,
  leagueTableEvent,
  parseMatchPoints,
  type LeagueRuleSetId,
  type LeagueStandings,
  type MatchPointSystem,
} from '../core/team/index.ts';
import { looksLikeSwiss, parseSwissCells } from './swissCells.ts';
import { computeStandings, type StandingsError } from '../core/standings/index.ts';
import { parseTiebreakSpec, type RuleVersion } from '../core/tiebreaks/index.ts';
import type { Tournament, PointSystem, TeamEvent } from '../core/tournament/index.ts';
import {
  describeDwzError,
  estimateDwz,
  defaultDwzRules,
  expectedScore,
  isDwzRuleSetId,
  type DwzRuleSetId,
  evaluateTournamentDwz,
} from '../core/dwz/index.ts';
import {
  makeKnockoutBracket,
  type KnockoutBracket,
  makeRoundRobinSchedule,
  type RoundRobinSchedule,
} from '../core/pairing/index.ts';

/** Where the players sit in the given cells (0-based rows). */
export interface TableLayout {
  readonly headerRow?: number;
  /** Input row of each player: index = player id - 1. */
  readonly playerRows: readonly number[];
}

export interface ParsedTable {
  readonly tournament: Tournament;
  readonly layout: TableLayout;
}

/**
 * A table from sheet cells: a Swiss laid out round by round (`1W9 ½B13`, or the Crosstable
 * sheet's `16w1 5b½`) or a round-robin crosstable. Layout rows 0-based; errors 1-based row/column
 * within the input.
 */
export function parseTable(cells: readonly (readonly unknown[])[]): Result<ParsedTable, FormatError> {
  const r = looksLikeSwiss(cells) ? parseSwissCells(cells) : parseCrosstableCells(cells);
  return r.ok ? ok({ tournament: r.value.tournament, layout: r.value.layout }) : r;
}

/** A tiebreak code the registry knows, or the problem in words. */
export function checkTiebreakCode(code: string): string | undefined {
  const r = parseTiebreakSpec(code);
  return r.ok ? undefined : r.error.message;
}

export interface StandingsRow {
  readonly player: PlayerId;
  readonly rank: number;
  readonly points: HalfPoints;
  readonly values: Readonly<Record<string, number | null>>;
}

export interface StandingsOptions {
  readonly rules: RuleVersion;
  readonly tiebreaks: readonly string[];
  readonly pointSystem?: PointSystem;
}

/** Standings rows (in rank order) with the tiebreak codes as computed. */
export function standings(
  t: Tournament,
  opts: StandingsOptions,
): Result<
  {
    readonly rows: readonly StandingsRow[];
    readonly tiebreaks: readonly string[];
    /** The tiebreaks that decide the order; the others are only shown (see warnings). */
    readonly applied: readonly string[];
    readonly warnings: readonly string[];
  },
  CoreError
> {
  const tournament = opts.pointSystem ? { ...t, pointSystem: opts.pointSystem } : t;
  const r = computeStandings(tournament, { rules: opts.rules, tiebreaks: opts.tiebreaks });
  if (!r.ok) return err(standingsError(r.error));
  return ok({
    rows: r.value.rows.map((row) => ({
      player: row.player.id,
      rank: row.rank,
      points: row.points,
      values: row.values,
    })),
    tiebreaks: r.value.tiebreaks,
    applied: r.value.applied,
    warnings: r.value.warnings,
  });
}

/** A standings error as a core error: a tiebreak code (the add-on passes no after-round, so a bad one is a bug). */
function standingsError(e: StandingsError): CoreError {
  if (e.kind === 'badRound') throw new Error(e.message);
  return coreError.tiebreak(e);
}

export interface DwzRow {
  readonly player: PlayerId;
  readonly We?: number;
  readonly E?: number;
  readonly K?: number;
  readonly Rh?: number;
  readonly Rn?: number;
  readonly indexNew?: number;
  readonly reason?: string;
}

/** The whole-tournament DWZ evaluation (WO 2002 4.7), rule version chosen or by the end date. */
export function dwzTournament(
  t: Tournament,
  opts: { readonly rules?: DwzRuleSetId; readonly endDate: IsoDate },
): Result<
  { readonly rules: DwzRuleSetId; readonly rows: readonly DwzRow[]; readonly warnings: readonly string[] },
  CoreError
> {
  const r = evaluateTournamentDwz(t, { endDate: opts.endDate, ...(opts.rules ? { rules: opts.rules } : {}) });
  if (!r.ok) return err(coreError.dwz(r.error));
  return ok({
    rules: r.value.rules,
    rows: r.value.players.map((p) => ({ ...p, player: p.id })),
    warnings: r.value.warnings,
  });
}

export { defaultDwzRules, describeDwzError, estimateDwz, expectedScore, isDwzRuleSetId };
export { describeEloError, estimateElo } from '../core/elo/index.ts';

/** Round-robin schedule for players 1..n (FIDE Berger tables). */
export function roundRobinSchedule(n: number): Result<RoundRobinSchedule, CoreError> {
  const r = makeRoundRobinSchedule(n);
  return r.ok ? r : err(coreError.schedule(r.error));
}

/** Knockout bracket for seeds 1..n. */
export function knockoutBracket(n: number): Result<KnockoutBracket, CoreError> {
  const r = makeKnockoutBracket(n);
  return r.ok ? r : err(coreError.knockout(r.error));
}

// ---------------------------------------------------------------------------------------------
// Team leagues

/** A league crosstable parsed, with its team rows as the reader's layout. */
export interface ParsedLeague {
  /** The crosstable as a team event of matches known by their totals. */
  readonly table: TeamEvent;
  readonly layout: TableLayout;
}

export function parseLeague(cells: readonly (readonly unknown[])[]): Result<ParsedLeague, FormatError> {
  const r = parseLeagueCells(cells);
  if (!r.ok) return r;
  const { headerRow, teamRows } = r.value.layout;
  return ok({
    table: r.value.table,
    layout: { ...(headerRow !== undefined ? { headerRow } : {}), playerRows: teamRows },
  });
}

export interface LeagueRequest {
  readonly rules: LeagueRuleSetId;
  /** "2-1-0", "3-1-0" … */
  readonly matchPoints: string;
  /** Codes instead of the rule set's (one TIEBREAK column). */
  readonly tiebreaks?: readonly string[];
}

/** League standings of a crosstable (match totals only: board-dependent codes are refused or left out). */
export function leagueStandings(
  t: TeamEvent,
  req: LeagueRequest,
): Result<LeagueStandings & { readonly matchPoints: MatchPointSystem }, CoreError> {
  const mp = parseMatchPoints(req.matchPoints);
  if (!mp.ok) return err(coreError.league(mp.error));
  const r = computeLeagueStandings(leagueTableEvent(t, req.rules, mp.value), {
    rules: req.rules,
    boardResults: false,
    ...(req.tiebreaks ? { tiebreaks: req.tiebreaks } : {}),
  });
  return r.ok ? ok({ ...r.value, matchPoints: mp.value }) : err(coreError.league(r.error));
}

/** A captain's team table (players × match days) with its player rows as the reader's layout. */
export function parseTeamTable(
  cells: readonly (readonly unknown[])[],
): Result<{ readonly players: readonly TeamTablePlayer[]; readonly layout: TableLayout }, FormatError> {
  const r = parseTeamTableCells(cells);
  return r.ok ? ok({ players: r.value.players, layout: r.value.layout }) : r;
}

export { computeTeamTable };
