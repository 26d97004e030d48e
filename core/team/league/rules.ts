// A league's scoring applied to a team event before ranking: a team short of boards loses the match
// (option), match points against half the boards (Hamburg), a drawn match decided by the Berliner
// Wertung, a bye as a drawn match.
import type { LeagueOptions } from './ruleSets.ts';
import type { TeamBoard, TeamEvent, TeamMatch } from '../../tournament/team.ts';
import { berlinerOfMatch } from '../tiebreaks/values.ts';

const sum = (xs: readonly number[]): number => xs.reduce((a, x) => a + x, 0);
const byBoard = (bs: readonly TeamBoard[]): readonly TeamBoard[] => [...bs].sort((a, b) => a.board - b.board);

/** Boards a side fielded: a board forfeited with 0 for that side had no player of it. */
export function fieldedBoards(m: TeamMatch, side: 'home' | 'away'): number {
  return m.boards.filter((b) => !(b.forfeit === true && b[side] === 0)).length;
}

/**
 * A team that fields fewer than half the boards scores nothing and loses the match; the opponent keeps
 * its board points. Both short: both score nothing (a drawn 0:0 on the board points).
 */
function applyMinBoards(m: TeamMatch, boards: number): TeamMatch {
  const short = (side: 'home' | 'away') => 2 * fieldedBoards(m, side) < boards;
  const h = short('home');
  const a = short('away');
  if (!h && !a) return m;
  const out = m.boards.map((b) => ({ ...b, ...(h ? { home: 0 } : {}), ...(a ? { away: 0 } : {}) }));
  return { ...m, boards: out, ...(h !== a ? { winner: h ? ('away' as const) : ('home' as const) } : {}) };
}

/**
 * A drawn match decided by the Berliner Wertung (over the first k boards), then by the foremost board
 * won (the league note cited in ruleSets.ts); a match equal on both stays drawn.
 */
function decideDrawn(m: TeamMatch, firstBoards?: number): TeamMatch {
  if (m.winner !== undefined) return m;
  if (sum(m.boards.map((b) => b.home)) !== sum(m.boards.map((b) => b.away))) return m;
  const [h, a] = berlinerOfMatch(m, firstBoards);
  if (h !== a) return { ...m, winner: h > a ? 'home' : 'away' };
  const first = byBoard(m.boards).find((b) => b.home !== b.away);
  return first ? { ...m, winner: first.home > first.away ? 'home' : 'away' } : m;
}

/**
 * The event as the league scores it. Rules reading single boards (minimum boards, BW deciding a
 * match) apply only when the boards are known (`boardResults`); a crosstable has totals only.
 */
export function applyLeagueOptions(ev: TeamEvent, opts: LeagueOptions, boardResults: boolean): TeamEvent {
  const matches = ev.matches.map((m) => {
    let x = m;
    if (boardResults && opts.minBoards === 'half') x = applyMinBoards(x, ev.boards);
    if (boardResults && opts.drawnMatch) x = decideDrawn(x, opts.drawnMatch.firstBoards);
    return x;
  });
  return {
    ...ev,
    matches,
    matchPoints: ev.matchPoints ?? opts.matchPoints,
    ...(opts.bye !== undefined ? { byeScore: opts.bye } : {}),
    ...(opts.matchPointsAgainst !== undefined ? { matchPointsAgainst: opts.matchPointsAgainst } : {}),
  };
}
