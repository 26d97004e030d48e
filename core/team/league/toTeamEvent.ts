import type { TeamBoard, TeamEvent, TeamMatch } from '../../tournament/team.ts';
import type { HalfPoints } from '../../types.ts';
import type { MatchPointSystem } from './matchPoints.ts';
import type { ForfeitScore } from '../../tournament/league.ts';

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
 * A league crosstable's team event (matches known by their totals, core/formats/league) scored with
 * boards (C.07 11: match points from the board points): each match known only by its totals gets
 * synthetic boards with those totals; a forfeited match takes `forfeit` (the league's score) when
 * given; boards both teams left empty (`4½:2½` in 8 boards) are the last boards, 0:0 and unplayed.
 * Matches with boards are kept as they are.
 */
export function leagueToTeamEvent(t: TeamEvent, mp: MatchPointSystem, forfeit?: ForfeitScore): TeamEvent {
  const matches: TeamMatch[] = t.matches.map((m) => {
    if (m.totals === undefined) return m;
    const lost = m.totals.forfeit;
    const x =
      lost !== undefined && forfeit !== undefined
        ? {
            home: lost === 'home' ? forfeit.loss : forfeit.win,
            away: lost === 'home' ? forfeit.win : forfeit.loss,
          }
        : m.totals;
    const boards =
      lost === undefined
        ? playedBoards(t.boards, x.home, x.away)
        : x.home + x.away === 2 * t.boards
          ? boardsWithTotal(t.boards, x.home, true)
          : // A forfeit with a partial forfeit score keeps its totals; the boards are synthetic either way.
            boardsWithTotal(t.boards, x.home, true).map((b, k) => ({
              ...b,
              away: Math.max(0, Math.min(2, x.away - 2 * (t.boards - 1 - k))),
            }));
    return { round: m.round, home: m.home, away: m.away, boards };
  });
  return { ...t, matches, matchPoints: mp };
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
