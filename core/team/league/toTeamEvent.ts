import type { TeamBoard, TeamEvent, TeamMatch } from '../../tournament/team.ts';
import type { HalfPoints } from '../../types.ts';
import type { MatchPointSystem } from './matchPoints.ts';
import type { ForfeitScore, LeagueTable } from '../../tournament/league.ts';

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

/**
 * A league crosstable as the core's team event (C.07 11: match points from the board points). A
 * forfeited match takes `forfeit` (the league's score) when given; boards both teams left empty
 * (`4½:2½` in 8 boards) are the last boards, 0:0 and unplayed.
 */
export function leagueToTeamEvent(t: LeagueTable, mp: MatchPointSystem, forfeit?: ForfeitScore): TeamEvent {
  const m = t.teams.length % 2 === 0 ? t.teams.length : t.teams.length + 1;
  const perLeg = Math.max(1, m - 1);
  const matches: TeamMatch[] = t.matches.map((x0) => {
    const x =
      x0.forfeit !== undefined && forfeit !== undefined
        ? {
            ...x0,
            aPoints: x0.forfeit === 'a' ? forfeit.loss : forfeit.win,
            bPoints: x0.forfeit === 'a' ? forfeit.win : forfeit.loss,
          }
        : x0;
    const round = circleRound(x.a - 1, x.b - 1, m) + 1 + (x.leg - 1) * perLeg;
    const boards =
      x.forfeit === undefined
        ? playedBoards(t.boards, x.aPoints, x.bPoints)
        : x.aPoints + x.bPoints === 2 * t.boards
          ? boardsWithTotal(t.boards, x.aPoints, true)
          : // A forfeit with a partial forfeit score keeps its totals; the boards are synthetic either way.
            boardsWithTotal(t.boards, x.aPoints, true).map((b, k) => ({
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

/** A played match's boards: the totals over the first boards, the boards both left empty 0:0 last. */
function playedBoards(boards: number, a: HalfPoints, b: HalfPoints): readonly TeamBoard[] {
  const empty = Math.max(0, Math.floor((2 * boards - a - b) / 2));
  const played = boardsWithTotal(boards - empty, a, false);
  const blank = Array.from({ length: empty }, (_, k) => ({
    board: boards - empty + k + 1,
    home: 0,
    away: 0,
    forfeit: true,
  }));
  return [...played, ...blank];
}
