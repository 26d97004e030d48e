/**
 * A team tournament seen by the rest of the team wing: as a TeamEvent for standings and tiebreaks
 * (matches with every board entered), and as a TeamSwissTournament for the C.04.6 engine and
 * TRF-2026 team files.
 */
import {
  DEFAULT_TEAM_MATCH_POINTS,
  type TeamSwissRound,
  type TeamSwissTournament,
  type Tpn,
} from '../pairing/model.ts';
import { DEFAULT_TEAM_TYPE, parseTeamType } from '../pairing/teamType.ts';
import { BOARD_HALF_POINTS, type TeamEvent, type TeamId } from '../../tournament/team.ts';
import type { RoundNo } from '../../types.ts';
import type { TeamTournament } from './model.ts';

/** The players a team fields in a round: its line-up, or its first players in board order. */
export function lineupOf(t: TeamTournament, round: RoundNo, team: TeamId): readonly string[] {
  const set = t.lineups.find((l) => l.round === round && l.team === team);
  if (set) return set.players;
  return (t.teams.find((x) => x.id === team)?.players ?? []).slice(0, t.boards).map((p) => p.name);
}

/** Whether every board of the match has a result. */
export const matchComplete = (m: { readonly boards: readonly string[] }): boolean => !m.boards.includes('*');

/** The event the team standings rank: teams, complete matches and byes. */
export function teamTournamentToEvent(t: TeamTournament): TeamEvent {
  const mp = t.matchPoints ?? { win: 2, draw: 1, loss: 0 };
  return {
    name: t.name,
    teams: t.teams.map((x) => ({ id: x.id, name: x.name })),
    rounds: t.rounds,
    boards: t.boards,
    matches: t.matches.filter(matchComplete).map((m) => ({
      round: m.round,
      home: m.home,
      away: m.away,
      boards: m.boards.map((r, k) => {
        const [home, away] = BOARD_HALF_POINTS[r];
        return { board: k + 1, home, away, ...(r.includes(':') ? { forfeit: true } : {}) };
      }),
    })),
    byes: t.byes,
    // C.04.6 1.4: a team Swiss scores the PAB as a drawn match (match and game points), as the
    // engine pairs it and the TRF-2026 file's 320 line states it.
    ...(t.system === 'team-swiss' && t.byes.length > 0
      ? { byeScore: 'draw' as const, matchPoints: { ...mp, bye: mp.draw } }
      : t.matchPoints
        ? { matchPoints: t.matchPoints }
        : {}),
  };
}

/**
 * The tournament for the Swiss Team engine and the TRF-2026 writer: team pairing numbers in the
 * order of registration, player start numbers team by team in board order (TRF `001`, `310`), the
 * rounds paired with their line-ups.
 */
export function teamTournamentToSwiss(t: TeamTournament): {
  readonly tournament: TeamSwissTournament;
  readonly teamOfTpn: ReadonlyMap<Tpn, TeamId>;
} {
  const teamOfTpn = new Map<Tpn, TeamId>();
  const tpnOf = new Map<TeamId, Tpn>();
  const idOf = new Map<string, number>();
  let next = 1;
  const teams = t.teams.map((x, i) => {
    teamOfTpn.set(i + 1, x.id);
    tpnOf.set(x.id, i + 1);
    return {
      tpn: i + 1,
      name: x.name,
      players: x.players.map((p) => {
        const id = next++;
        idOf.set(`${x.id}:${p.name}`, id);
        return {
          id,
          name: p.name,
          ...(p.rating !== undefined ? { rating: p.rating } : {}),
          ...(p.fideId !== undefined ? { fideId: p.fideId } : {}),
        };
      }),
    };
  });
  const ids = (round: RoundNo, team: TeamId) =>
    lineupOf(t, round, team).map((n) => idOf.get(`${team}:${n}`)!);
  const rounds = [...new Set([...t.matches.map((m) => m.round), ...t.byes.map((b) => b.round)])].sort(
    (a, b) => a - b,
  );
  const played: TeamSwissRound[] = rounds.map((round) => {
    const pab = t.byes.find((b) => b.round === round);
    return {
      round,
      matches: t.matches
        .filter((m) => m.round === round)
        .map((m) => ({
          white: tpnOf.get(m.home)!,
          black: tpnOf.get(m.away)!,
          boards: m.boards,
          lineup: { white: ids(round, m.home), black: ids(round, m.away) },
        })),
      ...(pab ? { pab: tpnOf.get(pab.team)! } : {}),
    };
  });
  const mp = t.matchPoints;
  const tournament: TeamSwissTournament = {
    name: t.name,
    rounds: t.rounds,
    boards: t.boards,
    rules: parseTeamType(t.teamType) ?? parseTeamType(DEFAULT_TEAM_TYPE)!,
    typeCode: t.teamType,
    // Half-points, as the engine counts (TRF-2026 362).
    matchPoints: mp ? { win: mp.win * 2, draw: mp.draw * 2, loss: mp.loss * 2 } : DEFAULT_TEAM_MATCH_POINTS,
    initialColour: t.initialColour,
    teams,
    played,
  };
  return { tournament, teamOfTpn };
}
