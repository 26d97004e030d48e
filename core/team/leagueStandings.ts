import { err, ok, type Result } from '../result.ts';
import { computeTeamStandings, type TeamStandingsRow } from './standings.ts';
import type { TeamEvent, TeamId } from './model.ts';
import { needsBoardResults } from './registry.ts';
import { LEAGUE_RULE_SETS, type LeagueRuleSetId } from './ruleSets.ts';

export interface LeagueStandingsOptions {
  readonly rules: LeagueRuleSetId;
  /** False for a crosstable (only match totals known): board-dependent codes are left out or refused. */
  readonly boardResults: boolean;
  /** Extra codes instead of the rule set's (e.g. one TIEBREAK column). */
  readonly tiebreaks?: readonly string[];
}

export interface LeagueStandings {
  readonly rows: readonly TeamStandingsRow[];
  /** The codes applied after match points, in order. */
  readonly applied: readonly string[];
  /** Codes of the rule set left out for want of board-by-board results. */
  readonly leftOut: readonly string[];
}

export type LeagueStandingsError =
  | { readonly kind: 'needsBoards'; readonly code: string; readonly message: string }
  | { readonly kind: 'badTiebreak'; readonly message: string };

/**
 * League table: match points, then the rule set's tiebreaks among teams still tied (reusing
 * core/tiebreaks/team); teams tied after the list share the place.
 */
export function computeLeagueStandings(
  ev: TeamEvent,
  opts: LeagueStandingsOptions,
): Result<LeagueStandings, LeagueStandingsError> {
  const set = LEAGUE_RULE_SETS[opts.rules];
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
  const r = computeTeamStandings(ev, { primary: 'MP', tiebreaks: applied });
  if (!r.ok) return err({ kind: 'badTiebreak', message: r.error.message });
  return ok({ rows: r.value, applied, leftOut: wanted.filter((c) => !applied.includes(c)) });
}

/** Rows keyed by team id. */
export const rowsByTeam = (s: LeagueStandings): ReadonlyMap<TeamId, TeamStandingsRow> =>
  new Map(s.rows.map((r) => [r.team, r]));
