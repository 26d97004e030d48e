import { err, ok, type Result } from '../../result.ts';
import { applyLeagueOptions } from './rules.ts';
import { leagueToTeamEvent } from './toTeamEvent.ts';
import type { MatchPointSystem } from './matchPoints.ts';
import type { TeamEvent, TeamId } from '../../tournament/team.ts';
import { needsBoardResults } from '../tiebreaks/registry.ts';
import {
  LEAGUE_RULE_SETS,
  leagueDeciderWord,
  type LeagueOptions,
  type LeagueRuleSetId,
  type TieDecider,
} from './ruleSets.ts';
import { computeTeamStandings, type TeamStandingsRow } from '../standings.ts';
import type { Language } from '../../languages.ts';

export interface LeagueStandingsOptions {
  readonly rules: LeagueRuleSetId;
  /** False for a crosstable (only match totals known): board-dependent codes are left out or refused. */
  readonly boardResults: boolean;
  /** Extra codes instead of the rule set's (e.g. one TIEBREAK column). */
  readonly tiebreaks?: readonly string[];
  /** Options over the rule set's (a bye as drawn match, a different tie decider …). */
  readonly options?: Partial<LeagueOptions>;
}

/** A row; `decider` marks teams the list leaves tied where lots or a play-off decide (never ordered here). */
export interface LeagueStandingsRow extends TeamStandingsRow {
  readonly decider?: Exclude<TieDecider, 'shared'>;
}

export interface LeagueStandings {
  readonly rows: readonly LeagueStandingsRow[];
  /** The codes applied after match points, in order. */
  readonly applied: readonly string[];
  /** Codes of the rule set left out for want of board-by-board results. */
  readonly leftOut: readonly string[];
}

export type LeagueStandingsError =
  | { readonly kind: 'needsBoards'; readonly code: string; readonly message: string }
  | { readonly kind: 'badTiebreak'; readonly message: string };

/**
 * A league crosstable (a team event of matches known by their totals) scored by the rule set: its
 * match points and its forfeit score (a `+` / `-` match), unless match points are given (the
 * add-on's setting).
 */
export function leagueTableEvent(t: TeamEvent, rules: LeagueRuleSetId, mp?: MatchPointSystem): TeamEvent {
  const set = LEAGUE_RULE_SETS[rules];
  return leagueToTeamEvent(t, mp ?? set.matchPoints, set.forfeit);
}

/**
 * League table: the league's scoring (forfeits, short teams, drawn matches, byes), match points, then
 * the rule set's tiebreaks among teams still tied (core/team registry); teams tied after the list
 * share the place, or are marked for lots or a play-off where the league says so.
 */
export function computeLeagueStandings(
  ev: TeamEvent,
  opts: LeagueStandingsOptions,
): Result<LeagueStandings, LeagueStandingsError> {
  const set = { ...LEAGUE_RULE_SETS[opts.rules], ...opts.options };
  const wanted = opts.tiebreaks ?? set.tiebreaks;
  if (opts.tiebreaks && !opts.boardResults) {
    const bad = opts.tiebreaks.find(needsBoardResults);
    if (bad !== undefined)
      return err({
        kind: 'needsBoards',
        code: bad,
        message: `${bad} needs board-by-board results; a crosstable of match scores has only totals`,
      });
  }
  const applied = opts.boardResults ? wanted : wanted.filter((c) => !needsBoardResults(c));
  const scored = applyLeagueOptions(ev, set, opts.boardResults);
  const r = computeTeamStandings(scored, { primary: 'MP', tiebreaks: applied });
  if (!r.ok) return err({ kind: 'badTiebreak', message: r.error.message });
  const decider = set.unresolved === 'shared' ? undefined : set.unresolved;
  const rows = r.value.map((row) =>
    row.rankTo !== undefined && decider !== undefined ? { ...row, decider } : row,
  );
  return ok({ rows, applied, leftOut: wanted.filter((c) => !applied.includes(c)) });
}

/** Rows keyed by team id. */
export const rowsByTeam = (s: LeagueStandings): ReadonlyMap<TeamId, LeagueStandingsRow> =>
  new Map(s.rows.map((r) => [r.team, r]));

/** A place as printed: `3`, `4-5`, `4-5 (lots)`, `1-2 (play-off)` (German: `4-5 (Los)`, `1-2 (Stichkampf)`). */
export function formatLeaguePlace(row: LeagueStandingsRow, lang: Language = 'en'): string {
  const place = row.rankTo !== undefined ? `${row.rank}-${row.rankTo}` : String(row.rank);
  return row.decider === undefined ? place : `${place} (${leagueDeciderWord(row.decider, lang)})`;
}
