import { err, ok, type Result } from '../result.ts';
import {
  directEncounterScores,
  extendedDirectEncounter,
  splitBy,
  type TeamScore,
} from './tiebreaks/directEncounter.ts';
import type { TeamEvent, TeamId } from '../tournament/team.ts';
import { parseTeamTiebreakSpec, TEAM_TIEBREAKS } from './tiebreaks/registry.ts';
import { gamePoints, matchPoints, teamEventAfterRound } from './tiebreaks/values.ts';

export type { TeamScore } from './tiebreaks/directEncounter.ts';

export interface TeamStandingsRow {
  readonly rank: number;
  readonly rankTo?: number;
  readonly team: TeamId;
  readonly matchPoints: number;
  readonly gamePoints: number;
  readonly values: Readonly<Record<string, number>>;
}

export type TeamStandingsError =
  | { readonly kind: 'badTiebreak'; readonly text: string; readonly message: string }
  | { readonly kind: 'badRound'; readonly message: string };

export interface TeamStandingsOptions {
  /** Primary score (default MP). */
  readonly primary?: TeamScore;
  /** Ordered codes as written (`OSB`, `EMGSB/C1`, `SSSC/K4`, `EDET`, `BW/B4`), read by the registry. */
  readonly tiebreaks: readonly string[];
  /** Standings after this round (default: all matches). */
  readonly afterRound?: number;
}

/**
 * Team standings: the primary score (MP or GP), then the tiebreaks in order, each only among the
 * teams still tied; teams tied after the list share the place.
 */
export function computeTeamStandings(
  event: TeamEvent,
  opts: TeamStandingsOptions,
): Result<readonly TeamStandingsRow[], TeamStandingsError> {
  const primary = opts.primary ?? 'MP';
  const n = opts.afterRound;
  if (n !== undefined && (!Number.isInteger(n) || n < 0 || n > event.rounds))
    return err({ kind: 'badRound', message: `after round ${n}: the event has rounds 1 to ${event.rounds}` });
  const ev = n === undefined ? event : teamEventAfterRound(event, n);
  const mp = matchPoints(ev);
  const gp = gamePoints(ev);
  const first = primary === 'MP' ? mp : gp;
  const values = new Map<string, ReadonlyMap<TeamId, number>>();
  let groups = splitBy(
    ev.teams.map((t) => t.id),
    (a, b) => (first.get(b) ?? 0) - (first.get(a) ?? 0),
  );
  for (const text of opts.tiebreaks) {
    const spec = parseTeamTiebreakSpec(text);
    if (!spec.ok) return spec;
    const r = TEAM_TIEBREAKS[spec.value.code].compute(ev, spec.value, primary);
    if (r.kind === 'value') values.set(text, r.values);
    // A group operation has no value of its own: shown is each tied team's score in the matches
    // among its group (the DE score), blank for a team not tied when it applied.
    const shown = new Map<TeamId, number>();
    if (r.kind === 'group') values.set(text, shown);
    groups = groups.flatMap((g) => {
      if (g.length <= 1) return [g];
      if (r.kind === 'group') {
        for (const [id, v] of directEncounterScores(ev, g, primary)) shown.set(id, v);
        return extendedDirectEncounter(ev, g, { primary, then: r.then }).map((p) => [...p]);
      }
      if (r.kind === 'compare') return splitBy(g, r.compare);
      const v = (id: TeamId): number => r.values.get(id) ?? 0;
      return splitBy(g, (a, b) => (r.asc ? v(a) - v(b) : v(b) - v(a)));
    });
  }
  const rows: TeamStandingsRow[] = [];
  for (const g of groups) {
    const rank = rows.length + 1;
    for (const team of [...g].sort((a, b) => a - b))
      rows.push({
        rank,
        ...(g.length > 1 ? { rankTo: rank + g.length - 1 } : {}),
        team,
        matchPoints: mp.get(team) ?? 0,
        gamePoints: gp.get(team) ?? 0,
        values: Object.fromEntries(
          [...values].flatMap(([code, m]) => {
            const v = m.get(team);
            return v === undefined ? [] : [[code, v]];
          }),
        ),
      });
  }
  return ok(rows);
}
