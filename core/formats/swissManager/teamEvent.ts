import { err, ok, type Result } from '../../result.ts';
import { BOARD_HALF_POINTS, type TeamBoard, type TeamEvent, type TeamMatch } from '../../tournament/team.ts';
import type { Tournament } from '../../tournament/model.ts';
import type { PlayerId } from '../../types.ts';
import type { FormatError } from '../formatError.ts';
import { SM_NO_OPPONENT } from './layout.ts';
import type { SmGameRecord, SmMatchRecord, SmPlayerRecord, SmTeamRecord } from './records.ts';
import { RESULT_OF_CODE, UNPLAYED_CODES } from './results.ts';
import { smError, type SmLayout } from './sections.ts';

interface SmTeamPart {
  readonly event: TeamEvent;
  readonly lineups: readonly { readonly team: number; readonly players: readonly PlayerId[] }[];
  /** The tournament's board games with their board within the match (a league's line-ups need it). */
  readonly tournament: Tournament;
}

/**
 * The team event of a .TUMX/.TUTX file: each round's team pairings (15-byte records) and the board
 * games whose players belong to the two teams (a player's team number, field 52). Boards are numbered
 * in the order the games are stored within the match (a .TUTX keeps a fixed block of slots per match); a board where one team fielded nobody (player
 * record 0) is a forfeit for the other side. A second team FFFF is a pairing-allocated bye, FFFE
 * "not paired".
 */
export function buildTeamEvent(
  l: SmLayout,
  players: readonly SmPlayerRecord[],
  teams: readonly SmTeamRecord[],
  games: readonly (readonly SmGameRecord[])[],
  matches: readonly (readonly SmMatchRecord[])[],
  t: Tournament,
): Result<SmTeamPart, FormatError> {
  const teamOfPlayer = (id: number): number => players[id - 1]?.team ?? 0;
  const all: TeamMatch[] = [];
  const byes: { round: number; team: number; points: number }[] = [];
  const boardOf = new Map<string, number>();
  const gameKey = (round: number, white: number, black: number): string => `${round}:${white}:${black}`;
  for (const [i, ms] of matches.entries()) {
    const round = i + 1;
    const slot = new Map<number, number>();
    const boards: TeamBoard[][] = ms.map(() => []);
    for (const [k, m] of ms.entries()) {
      const real = (x: number): boolean => x >= 1 && x <= teams.length;
      const noOpponent = m.second === SM_NO_OPPONENT.bye || m.second === SM_NO_OPPONENT.notPaired;
      if (!real(m.first) || !(real(m.second) || noOpponent))
        return err(
          smError(
            'badReference',
            m.offset,
            `teams ${m.first} and ${m.second}`,
            `teams from 1 to ${teams.length} (the second may be FFFF, a bye, or FFFE, not paired)`,
          ),
        );
      for (const x of noOpponent ? [m.first] : [m.first, m.second]) {
        if (slot.has(x))
          return err(
            smError('twiceInRound', m.offset, `team ${x} twice in round ${round}`, 'each team once a round'),
          );
        slot.set(x, k);
      }
      if (m.second === SM_NO_OPPONENT.bye) byes.push({ round, team: m.first, points: m.firstPoints });
    }
    const recs = games[i] ?? [];
    // A team round robin (.TUTX) keeps a fixed block of `boards` slots per match, empty ones included.
    const fixedSlots = l.type.code === 2 && recs.length === ms.length * l.boards;
    for (const [gi, g] of recs.entries()) {
      if (g.black === SM_NO_OPPONENT.bye || g.black === SM_NO_OPPONENT.notPaired) continue;
      const tw = g.white > 0 ? teamOfPlayer(g.white) : 0;
      const tb = g.black > 0 ? teamOfPlayer(g.black) : 0;
      const team = tw || tb;
      if (team === 0) continue; // an empty board slot
      const k = fixedSlots ? Math.floor(gi / l.boards) : slot.get(team);
      const m = k === undefined ? undefined : ms[k];
      const other = m && (m.first === team ? m.second : m.first);
      if (k === undefined || m === undefined || slot.get(team) !== k || (tw && tb && tb !== other))
        return err(
          smError(
            'badReference',
            g.offset,
            `a board game of team ${tw || '-'} against team ${tb || '-'} in round ${round}`,
            'a game between the two teams of one team pairing',
          ),
        );
      if (m.second === SM_NO_OPPONENT.bye || m.second === SM_NO_OPPONENT.notPaired) continue;
      const [w, b] = BOARD_HALF_POINTS[RESULT_OF_CODE[g.result] ?? '*'];
      const whiteHome = tw ? tw === m.first : tb !== m.first;
      const list = boards[k] ?? [];
      const board = fixedSlots ? (gi % l.boards) + 1 : list.length + 1;
      if (tw && tb) boardOf.set(gameKey(round, g.white, g.black), board);
      list.push({
        board,
        home: whiteHome ? w : b,
        away: whiteHome ? b : w,
        ...(g.white === 0 || g.black === 0 || UNPLAYED_CODES.includes(g.result) ? { forfeit: true } : {}),
      });
    }
    for (const [k, m] of ms.entries())
      if (m.second >= 1 && m.second <= teams.length)
        all.push({ round, home: m.first, away: m.second, boards: boards[k] ?? [] });
  }
  // The stored half-points of a bye say how the event scores it: all boards won, or half of them.
  const byeScore = byes.every((x) => x.points === 2 * l.boards)
    ? 'win'
    : byes.every((x) => x.points === l.boards)
      ? 'draw'
      : undefined;
  const event: TeamEvent = {
    name: t.name,
    teams: teams.map((x, i) => ({ id: i + 1, name: x.name || `Team ${i + 1}` })),
    rounds: l.rounds,
    boards: l.boards,
    matches: all,
    ...(byes.length > 0 ? { byes: byes.map((x) => ({ round: x.round, team: x.team })) } : {}),
    ...(byes.length > 0 && byeScore === 'draw' ? { byeScore } : {}),
  };
  const lineups = teams.map((_, i) => ({
    team: i + 1,
    players: players
      .map((p, j) => ({ id: j + 1, p }))
      .filter((x) => x.p.team === i + 1)
      .sort((x, y) => x.p.board - y.p.board || x.id - y.id)
      .map((x) => x.id),
  }));
  const boardGames = t.games.map((g) => {
    const board = boardOf.get(gameKey(g.round, g.white, g.black));
    return board === undefined ? g : { ...g, board };
  });
  return ok({ event, lineups, tournament: { ...t, games: boardGames } });
}
