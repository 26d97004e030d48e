import type { TeamEvent, TeamId } from '../../tournament/team.ts';
import { compareBottomBoardElimination, compareTopBoards, teamRounds, type TeamRound } from './values.ts';

export type TeamScore = 'MP' | 'GP';

/** Knock-out tiebreaks (C.07 12) that C.07 13.3.2 lets follow EDE, over the tied teams' own matches. */
export const KNOCKOUT_TIEBREAKS = ['BC', 'TBR', 'BBE'] as const;
export type KnockoutTiebreak = (typeof KNOCKOUT_TIEBREAKS)[number];

export interface EdeOptions {
  /** Primary score (default MP); the secondary score is the other one (C.07 13.1, MPvGP). */
  readonly primary?: TeamScore;
  /**
   * Knock-out tiebreaks applied, in order, when exactly two teams are still tied on both scores
   * (C.07 13.3.2): EDEBT = BC, TBR; EDEBB = BC, BBE; EDET = TBR; EDEB = BBE.
   */
  readonly then?: readonly KnockoutTiebreak[];
}

const sum = (xs: readonly number[]): number => xs.reduce((a, x) => a + x, 0);
const other = (s: TeamScore): TeamScore => (s === 'MP' ? 'GP' : 'MP');

/** A team's matches against the other teams of the group. */
type Mutual = (id: TeamId) => readonly TeamRound[];

/** The score of one match on the chosen scale (MP, or GP in half-points). */
const scoreOf = (r: TeamRound, score: TeamScore): number => (score === 'MP' ? r.matchPoints : r.gamePoints);

/**
 * A team's DE score over the mutual matches (C.07 6.1): the sum over the opponents met, a pair that
 * met more than once counting the average of its matches (6.1.2), and how many opponents it missed.
 */
function deScore(
  mutual: Mutual,
  group: readonly TeamId[],
  id: TeamId,
  score: TeamScore,
): { readonly value: number; readonly missing: number } {
  const rs = mutual(id);
  let value = 0;
  let missing = 0;
  for (const opp of group) {
    if (opp === id) continue;
    const met = rs.filter((r) => r.opponent === opp).map((r) => scoreOf(r, score));
    if (met.length === 0) missing++;
    else value += sum(met) / met.length;
  }
  return { value, missing };
}

/** Board totals over the mutual matches (half-points per board, board 1 first). */
const mutualBoards = (ev: TeamEvent, mutual: Mutual, id: TeamId): readonly number[] =>
  Array.from({ length: ev.boards }, (_, k) => sum(mutual(id).map((r) => r.boards[k] ?? 0)));

/** C.07 12.1-12.3 over the mutual matches as a comparator: negative = a ranks higher. */
function knockoutCompare(ev: TeamEvent, mutual: Mutual, code: KnockoutTiebreak) {
  return (a: TeamId, b: TeamId): number => {
    const ba = mutualBoards(ev, mutual, a);
    const bb = mutualBoards(ev, mutual, b);
    if (code === 'TBR') return compareTopBoards(ba, bb);
    if (code === 'BBE') return compareBottomBoardElimination(ba, bb);
    const count = (xs: readonly number[]) => sum(xs.map((h, k) => (k + 1) * h));
    return count(ba) - count(bb); // BC: the lower board count ranks higher (12.1)
  };
}

/** Splits a group by a comparator into ordered classes of equals. */
export function splitBy<T>(group: readonly T[], cmp: (a: T, b: T) => number): T[][] {
  const out: T[][] = [];
  for (const id of [...group].sort(cmp)) {
    const last = out[out.length - 1];
    if (last && last[0] !== undefined && cmp(last[0], id) === 0) last.push(id);
    else out.push([id]);
  }
  return out;
}

/** One DE pass (C.07 6.2 / 6.3) on one score: the ordered sub-groups, a single one if nothing splits. */
function dePass(ev: TeamEvent, group: readonly TeamId[], score: TeamScore, mutual: Mutual): TeamId[][] {
  const s = new Map(group.map((id) => [id, deScore(mutual, group, id, score)]));
  const value = (id: TeamId) => s.get(id)?.value ?? 0;
  if (group.every((id) => (s.get(id)?.missing ?? 0) === 0))
    return splitBy(group, (a, b) => value(b) - value(a)); // 6.2: everyone met everyone
  // 6.3: a team is placed first only if it stays alone on top whatever the missing matches give:
  // its own missing matches lost, every other team's missing matches won.
  const best = score === 'MP' ? (ev.matchPoints?.win ?? 2) : 2 * ev.boards;
  const max = (id: TeamId) => value(id) + best * (s.get(id)?.missing ?? 0);
  const top = group.find((a) => group.every((b) => b === a || value(a) > max(b)));
  return top === undefined ? [[...group]] : [[top], group.filter((a) => a !== top)];
}

/**
 * Extended direct encounter (C.07 13.3): direct encounter (C.07 6) among the tied teams on the
 * primary score; a group it cannot split is tried on the secondary score. Sub-groups are re-applied
 * on the score that split them (TEC 2023 exercises, as reported; see docs/tiebreaks.md). Two teams
 * still tied on both scores may then be split by knock-out tiebreaks over their own matches
 * (13.3.2, `then`).
 */
export function extendedDirectEncounter(
  ev: TeamEvent,
  group: readonly TeamId[],
  opts: EdeOptions = {},
): readonly (readonly TeamId[])[] {
  const rounds = teamRounds(ev);
  const primary = opts.primary ?? 'MP';
  const resolve = (g: readonly TeamId[], score: TeamScore): TeamId[][] => {
    if (g.length <= 1) return [[...g]];
    const inGroup = new Set(g);
    const mutual: Mutual = (id) =>
      (rounds.get(id) ?? []).filter((r) => r.opponent !== undefined && inGroup.has(r.opponent));
    const parts = dePass(ev, g, score, mutual);
    if (parts.length > 1) return parts.flatMap((p) => resolve(p, score));
    if (score === primary) return resolve(g, other(primary));
    const then = opts.then ?? [];
    if (g.length !== 2 || then.length === 0) return [[...g]]; // 13.3.2: exactly two teams
    const cmps = then.map((code) => knockoutCompare(ev, mutual, code));
    return splitBy(g, (a, b) => cmps.reduce((d, c) => d || c(a, b), 0));
  };
  return resolve(group, primary);
}

/**
 * What a table shows for the direct encounter of a tied group (the published "Di.Vergl." column):
 * each team's DE score over its matches against the others of the group, on the primary score
 * (C.07 6.1; a pair that met more than once counts its average).
 */
export function directEncounterScores(
  ev: TeamEvent,
  group: readonly TeamId[],
  primary: TeamScore = 'MP',
): ReadonlyMap<TeamId, number> {
  const rounds = teamRounds(ev);
  const inGroup = new Set(group);
  const mutual: Mutual = (id) =>
    (rounds.get(id) ?? []).filter((r) => r.opponent !== undefined && inGroup.has(r.opponent));
  return new Map(group.map((id) => [id, deScore(mutual, group, id, primary).value]));
}
