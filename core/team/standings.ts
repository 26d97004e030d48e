import { err, ok, type Result } from '../result.ts';
import type { TeamEvent, TeamId } from './model.ts';
import {
  boardCount,
  boardTotals,
  ESB_VARIANTS,
  compareBottomBoardElimination,
  compareTopBoards,
  berlinerTotals,
  extendedSonnebornBerger,
  gamePoints,
  matchPoints,
  olympiadBuchholz,
  secondaryScore,
  sssc,
  teamEventAfterRound,
} from './tiebreaks.ts';
import {
  extendedDirectEncounter,
  splitBy,
  type KnockoutTiebreak,
  type TeamScore,
} from './directEncounter.ts';

export type { TeamScore } from './directEncounter.ts';

/** How a team tiebreak orders a tied group: by a value, by a comparator, or as a group operation (EDE). */
type TeamRule =
  | { readonly kind: 'value'; readonly values: ReadonlyMap<TeamId, number>; readonly asc?: boolean }
  | { readonly kind: 'compare'; readonly compare: (a: TeamId, b: TeamId) => number }
  | { readonly kind: 'group'; readonly then: readonly KnockoutTiebreak[] };

/**
 * EDE followed by knock-out tiebreaks over the two still-tied teams' own matches (C.07 13.3.2 with
 * 12.1-12.3, letters as reported by secondary sources; see docs/tiebreaks.md).
 */
const EDE_VARIANTS: Readonly<Record<string, readonly KnockoutTiebreak[]>> = {
  EDE: [],
  EDEBT: ['BC', 'TBR'],
  EDEBB: ['BC', 'BBE'],
  EDET: ['TBR'],
  EDEB: ['BBE'],
};

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
  'EDEB',
  'EDET',
  'EDEBB',
  'EDEBT',
  'SSSC',
  'OSB',
  'OBH',
  'BW',
] as const;

/** Names and rules of the team codes, for legends. */
export const TEAM_TIEBREAK_NAMES: Readonly<
  Record<(typeof TEAM_TIEBREAK_CODES)[number], { readonly name: string; readonly rule: string }>
> = {
  MP: { name: 'Match points', rule: 'C.07 11' },
  GP: { name: 'Game points', rule: 'C.07 11' },
  MPVGP: { name: 'Secondary score', rule: 'C.07 13.1' },
  BC: { name: 'Board count, lower is better', rule: 'C.07 12.1' },
  TBR: { name: 'Top-board results', rule: 'C.07 12.2' },
  BBE: { name: 'Bottom-board elimination', rule: 'C.07 12.3' },
  // ESB is C.07 13.2; the legend keeps 'C.07 13', which test/cli/teamStandings.test.ts pins
  EMMSB: { name: 'Extended Sonneborn-Berger, opponent MP × own MP', rule: 'C.07 13' },
  EMGSB: { name: 'Extended Sonneborn-Berger, opponent MP × own GP', rule: 'C.07 13' },
  EGMSB: { name: 'Extended Sonneborn-Berger, opponent GP × own MP', rule: 'C.07 13' },
  EGGSB: { name: 'Extended Sonneborn-Berger, opponent GP × own GP', rule: 'C.07 13' },
  EDE: { name: 'Extended direct encounter', rule: 'C.07 13.3' },
  EDEB: {
    name: 'Extended direct encounter, then bottom-board elimination between two still tied',
    rule: 'C.07 13.3.2, 12.3',
  },
  EDET: {
    name: 'Extended direct encounter, then top-board results between two still tied',
    rule: 'C.07 13.3.2, 12.2',
  },
  EDEBB: {
    name: 'Extended direct encounter, then board count and bottom-board elimination between two still tied',
    rule: 'C.07 13.3.2, 12.1, 12.3',
  },
  EDEBT: {
    name: 'Extended direct encounter, then board count and top-board results between two still tied',
    rule: 'C.07 13.3.2, 12.1, 12.2',
  },
  SSSC: {
    name: 'Secondary score + Buchholz of the primary score ÷ normalising factor',
    rule: 'C.07 13.4',
  },
  OSB: { name: 'Olympiad Sonneborn-Berger', rule: 'Olympiad 2008 G, Wertungs-Regularien' },
  OBH: { name: 'Olympiad Buchholz, lowest opponent dropped', rule: 'Wertungs-Regularien' },
  BW: { name: 'Berliner Wertung per match, summed', rule: 'Wertungs-Regularien' },
};

export const isTeamTiebreakCode = (code: string): code is (typeof TEAM_TIEBREAK_CODES)[number] =>
  (TEAM_TIEBREAK_CODES as readonly string[]).includes(code);

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
  /** Ordered codes as written (`OSB`, `EMGSB/C1`, `SSSC/K4`, `EDET`). */
  readonly tiebreaks: readonly string[];
  /** Standings after this round (default: all matches). */
  readonly afterRound?: number;
}

/** Parses `EMGSB/C1`, `SSSC/K4`, `MP`, ... (C.07 11-13, Olympiad 2008). */
function ruleFor(ev: TeamEvent, text: string, primary: TeamScore): Result<TeamRule, TeamStandingsError> {
  const [head = '', ...mods] = text.trim().toUpperCase().split('/');
  const bad = (message: string) =>
    err({ kind: 'badTiebreak' as const, text, message: `team tiebreak "${text}": ${message}` });
  let cut = 0;
  let k: number | undefined;
  const esb = (ESB_VARIANTS as readonly string[]).includes(head);
  for (const m of mods) {
    const c = /^C([12])$/.exec(m);
    const kk = /^K([1-9]\d*(?:\.\d+)?)$/.exec(m);
    if (c && esb) cut = Number(c[1]);
    else if (kk && head === 'SSSC') k = Number(kk[1]);
    else
      return bad(
        `modifier "${m}" is not allowed here (C1 and C2 go with the ESB codes, K<factor> with SSSC)`,
      );
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
    case 'BW':
      return ok({ kind: 'value', values: berlinerTotals(ev) });
    case 'EDE':
    case 'EDEB':
    case 'EDET':
    case 'EDEBB':
    case 'EDEBT':
      if (mods.length > 0) return bad(`"${head}" takes no modifier`);
      return ok({ kind: 'group', then: EDE_VARIANTS[head] ?? [] });
    default:
      return bad(`unknown code "${head}" (expected ${TEAM_TIEBREAK_CODES.join(', ')})`);
  }
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
    const rule = ruleFor(ev, text, primary);
    if (!rule.ok) return rule;
    const r = rule.value;
    if (r.kind === 'value') values.set(text, r.values);
    groups = groups.flatMap((g) => {
      if (g.length <= 1) return [g];
      if (r.kind === 'group')
        return extendedDirectEncounter(ev, g, { primary, then: r.then }).map((p) => [...p]);
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
        values: Object.fromEntries([...values].map(([code, m]) => [code, m.get(team) ?? 0])),
      });
  }
  return ok(rows);
}
