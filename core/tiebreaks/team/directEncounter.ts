import type { TeamEvent, TeamId } from '../../tournament/teamEvent.ts';
import { compareBottomBoardElimination, compareTopBoards, teamRounds, type TeamRound } from './index.ts';

export type TeamScore = 'MP' | 'GP';

/** Knock-out tiebreaks (C.07 12) that may follow EDE, computed over the matches among the tied teams. */
export const KNOCKOUT_TIEBREAKS = ['BC', 'TBR', 'BBE'] as const;
export type KnockoutTiebreak = (typeof KNOCKOUT_TIEBREAKS)[number];

export interface EdeOptions {
  /** Primary score (default MP); the secondary score is the other one (C.07 13, MPvGP). */
  readonly primary?: TeamScore;
  /** Knock-out tiebreaks applied, in order, to teams EDE leaves tied (EDEB, EDET, EDEBB, EDEBT). */
  readonly then?: readonly KnockoutTiebreak[];
}

const sum = (xs: readonly number[]): number => xs.reduce((a, x) => a + x, 0);

/** A team's matches against the other teams of the group. */
type Mutual = (id: TeamId) => readonly TeamRound[];

/** One sort key of a tied team over the mutual matches: larger is better. */
function keyOf(
  ev: TeamEvent,
  score: TeamScore,
  mutual: Mutual,
): { readonly value: (id: TeamId) => number; readonly best: number } {
  const value =
    score === 'MP'
      ? (id: TeamId) => sum(mutual(id).map((r) => r.matchPoints))
      : (id: TeamId) => sum(mutual(id).map((r) => r.gamePoints));
  return { value, best: score === 'MP' ? (ev.matchPoints?.win ?? 2) : 2 * ev.boards };
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
    return count(ba) - count(bb); // BC: the lower board count ranks higher
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

/**
 * Extended direct encounter (C.07 13): direct encounter (C.07 6) among the tied teams on the primary
 * score, then on the secondary score, re-applied to sub-groups that stay tied. When not every pair
 * met, a team is placed only if alone on top whatever the missing matches would have given (6.3).
 * Teams still tied may then be split by knock-out tiebreaks over their mutual matches (`then`).
 */
export function extendedDirectEncounter(
  ev: TeamEvent,
  group: readonly TeamId[],
  opts: EdeOptions = {},
): readonly (readonly TeamId[])[] {
  if (group.length <= 1) return [group];
  const rounds = teamRounds(ev);
  const inGroup = new Set(group);
  const mutual: Mutual = (id) =>
    (rounds.get(id) ?? []).filter((r) => r.opponent !== undefined && inGroup.has(r.opponent));
  const met = (a: TeamId, b: TeamId) => mutual(a).some((r) => r.opponent === b);
  const complete = group.every((a) => group.every((b) => a === b || met(a, b)));
  const primary = opts.primary ?? 'MP';
  const keys = [keyOf(ev, primary, mutual), keyOf(ev, primary === 'MP' ? 'GP' : 'MP', mutual)];
  const again = (sub: readonly TeamId[]) =>
    sub.length < group.length ? extendedDirectEncounter(ev, sub, opts) : [sub];
  if (!complete) {
    // 6.3: the leader must stay ahead even if it lost every missing match and the others won theirs
    const [k] = keys;
    if (k === undefined) return [group];
    const missing = (id: TeamId) => group.filter((b) => b !== id && !met(id, b)).length;
    const top = group.find((a) =>
      group.every((b) => b === a || k.value(a) > k.value(b) + k.best * missing(b)),
    );
    return top === undefined ? [group] : [[top], ...again(group.filter((a) => a !== top))];
  }
  const cmps = [
    ...keys.map((k) => (a: TeamId, b: TeamId) => k.value(b) - k.value(a)),
    ...(opts.then ?? []).map((code) => knockoutCompare(ev, mutual, code)),
  ];
  const parts = splitBy(group, (a, b) => {
    for (const c of cmps) {
      const d = c(a, b);
      if (d !== 0) return d;
    }
    return 0;
  });
  return parts.length === 1 ? parts : parts.flatMap(again);
}
