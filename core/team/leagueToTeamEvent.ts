import type { TeamBoard, TeamEvent, TeamMatch } from './model.ts';
import type { HalfPoints } from '../types.ts';
import type { MatchPointSystem } from './matchPoints.ts';
import type { LeagueTable } from './leagueModel.ts';

/**
 * Board results with the given total (half-points): wins from board 1, then a draw, then losses.
 * Only the totals are known, so only tiebreaks that read totals (MP, GP, DE, ESB, SSSC, OSB, OBH) are
 * meaningful on such an event; board-dependent ones (BC, TBR, BBE, BW) are refused by the caller.
 */
function boardsWithTotal(boards: number, home: HalfPoints, forfeit: boolean): readonly TeamBoard[] {
  return Array.from({ length: boards }, (_, k) => {
    const h = Math.max(0, Math.min(2, home - 2 * k));
    return { board: k + 1, home: h, away: 2 - h, ...(forfeit ? { forfeit: true } : {}) };
  });
}

/**
 * The round of pair (i, j) in a round robin of m (even) places by the circle method (0-based teams):
 * (i + j) mod (m − 1), the last place meeting i in round 2i mod (m − 1). A crosstable has no round
 * numbers; these keep every team to one match per round, which is all the team tiebreaks need.
 */
function circleRound(i: number, j: number, m: number): number {
  const last = m - 1;
  if (i === last) return (2 * j) % last;
  if (j === last) return (2 * i) % last;
  return (i + j) % last;
}

/** A league crosstable as the core's team event (C.07 11: match points from the board points). */
export function leagueToTeamEvent(t: LeagueTable, mp: MatchPointSystem): TeamEvent {
  const m = t.teams.length % 2 === 0 ? t.teams.length : t.teams.length + 1;
  const perLeg = Math.max(1, m - 1);
  const matches: TeamMatch[] = t.matches.map((x) => {
    const round = circleRound(x.a - 1, x.b - 1, m) + 1 + (x.leg - 1) * perLeg;
    // A forfeit with a partial forfeit score keeps its totals; the boards are synthetic either way.
    const boards =
      x.aPoints + x.bPoints === 2 * t.boards
        ? boardsWithTotal(t.boards, x.aPoints, x.forfeit !== undefined)
        : boardsWithTotal(t.boards, x.aPoints, true).map((b, k) => ({
            ...b,
            away: Math.max(0, Math.min(2, x.bPoints - 2 * (t.boards - 1 - k))),
          }));
    return { round, home: x.a, away: x.b, boards };
  });
  return {
    name: t.name,
    teams: t.teams.map((name, i) => ({ id: i + 1, name })),
    rounds: perLeg * t.legs,
    boards: t.boards,
    matches,
    matchPoints: mp,
  };
}
