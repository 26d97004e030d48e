import { err, ok, type Result } from '../../result.ts';
import type { TeamEvent, TeamId } from '../../tournament/teamEvent.ts';
import {
  boardCount,
  boardTotals,
  compareBottomBoardElimination,
  compareTopBoards,
  extendedDirectEncounter,
  extendedSonnebornBerger,
  gamePoints,
  matchPoints,
  olympiadBuchholz,
  secondaryScore,
  sssc,
} from './index.ts';

export type TeamScore = 'MP' | 'GP';

/** How a team tiebreak orders a tied group: by a value, by a comparator, or as a group operation (EDE). */
type TeamRule =
  | { readonly kind: 'value'; readonly values: ReadonlyMap<TeamId, number>; readonly asc?: boolean }
  | { readonly kind: 'compare'; readonly compare: (a: TeamId, b: TeamId) => number }
  | { readonly kind: 'group' };

export const TEAM_TIEBREAK_CODES = [
  'MP',
  'GP',
  'MPVGP',
  'BC',
  'TBR',
  'BBE',
  'EMMSB',
  'EMGSB',
  'EGMSB',
  'EGGSB',
  'EDE',
  'SSSC',
  'OSB',
  'OBH',
] as const;

export interface TeamStandingsRow {
  readonly rank: number;
  readonly rankTo?: number;
  readonly team: TeamId;
  readonly matchPoints: number;
  readonly gamePoints: number;
  readonly values: Readonly<Record<string, number>>;
}

export interface TeamStandingsError {
  readonly kind: 'badTiebreak';
  readonly text: string;
  readonly message: string;
}

/** Parses `EMGSB/C1`, `SSSC/K4`, `MP`, ... (C.07 11-13, Olympiad 2008). */
function ruleFor(ev: TeamEvent, text: string, primary: TeamScore): Result<TeamRule, TeamStandingsError> {
  const [head = '', ...mods] = text.trim().toUpperCase().split('/');
  const bad = (message: string) =>
    err({ kind: 'badTiebreak' as const, text, message: `team tiebreak "${text}": ${message}` });
  let cut = 0;
  let k = 1;
  for (const m of mods) {
    const c = /^C(\d)$/.exec(m);
    const kk = /^K(\d+(?:\.\d+)?)$/.exec(m);
    if (c) cut = Number(c[1]);
    else if (kk) k = Number(kk[1]);
    else return bad(`unknown modifier "${m}" (expected C1, C2 or K<factor>)`);
  }
  const totals = boardTotals(ev);
  switch (head) {
    case 'MP':
      return ok({ kind: 'value', values: matchPoints(ev) });
    case 'GP':
      return ok({ kind: 'value', values: gamePoints(ev) });
    case 'MPVGP':
      return ok({ kind: 'value', values: secondaryScore(ev, primary) });
    case 'BC':
      return ok({ kind: 'value', values: boardCount(ev), asc: true });
    case 'TBR':
      return ok({
        kind: 'compare',
        compare: (a, b) => compareTopBoards(totals.get(a) ?? [], totals.get(b) ?? []),
      });
    case 'BBE':
      return ok({
        kind: 'compare',
        compare: (a, b) => compareBottomBoardElimination(totals.get(a) ?? [], totals.get(b) ?? []),
      });
    case 'EMMSB':
    case 'EMGSB':
    case 'EGMSB':
    case 'EGGSB':
      return ok({ kind: 'value', values: extendedSonnebornBerger(ev, head, cut) });
    case 'OSB':
      return ok({ kind: 'value', values: extendedSonnebornBerger(ev, 'EMGSB', 1) });
    case 'OBH':
      return ok({ kind: 'value', values: olympiadBuchholz(ev) });
    case 'SSSC':
      return ok({ kind: 'value', values: sssc(ev, primary, k) });
    case 'EDE':
      return ok({ kind: 'group' });
    default:
      return bad(`unknown code "${head}" (expected ${TEAM_TIEBREAK_CODES.join(', ')})`);
  }
}

function split(group: readonly TeamId[], cmp: (a: TeamId, b: TeamId) => number): TeamId[][] {
  const sorted = [...group].sort(cmp);
  const out: TeamId[][] = [];
  for (const id of sorted) {
    const last = out[out.length - 1];
    if (last && cmp(last[0] ?? id, id) === 0) last.push(id);
    else out.push([id]);
  }
  return out;
}

/**
 * Team standings: the primary score (MP or GP), then the tiebreaks in order, each only among the
 * teams still tied; teams tied after the list share the place.
 */
export function computeTeamStandings(
  ev: TeamEvent,
  opts: { readonly primary?: TeamScore; readonly tiebreaks: readonly string[] },
): Result<readonly TeamStandingsRow[], TeamStandingsError> {
  const primary = opts.primary ?? 'MP';
  const mp = matchPoints(ev);
  const gp = gamePoints(ev);
  const first = primary === 'MP' ? mp : gp;
  const values = new Map<string, ReadonlyMap<TeamId, number>>();
  let groups = split(
    ev.teams.map((t) => t.id),
    (a, b) => (first.get(b) ?? 0) - (first.get(a) ?? 0),
  );
  for (const text of opts.tiebreaks) {
    const rule = ruleFor(ev, text, primary);
    if (!rule.ok) return rule;
    const r = rule.value;
    if (r.kind === 'value') values.set(text, r.values);
    groups = groups.flatMap((g) => {
      if (g.length <= 1) return [g];
      if (r.kind === 'group') return extendedDirectEncounter(ev, g).map((p) => [...p]);
      if (r.kind === 'compare') return split(g, r.compare);
      const v = (id: TeamId): number => r.values.get(id) ?? 0;
      return split(g, (a, b) => (r.asc ? v(a) - v(b) : v(b) - v(a)));
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
        values: Object.fromEntries([...values].map(([code, m]) => [code, m.get(team) ?? 0])),
      });
  }
  return ok(rows);
}
