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
import { flipResult, type Game, type GameResult, type Tournament } from '../../tournament/model.ts';
import type { HalfPoints, PlayerId, RoundNo } from '../../types.ts';
import type {
  TeamLineupEntry,
  TeamTournament,
  TeamTournamentMatch,
} from '../../tournament/teamTournament.ts';
import { scheveningen } from '../pairing/schedules.ts';
import { isScheveningen } from './systems.ts';

/** The players a team fields in a round: its line-up, or its first players in board order. */
export function lineupOf(t: TeamTournament, round: RoundNo, team: TeamId): readonly string[] {
  const set = t.lineups.find((l) => l.round === round && l.team === team);
  if (set) return set.players;
  return (t.teams.find((x) => x.id === team)?.players ?? []).slice(0, t.boards).map((p) => p.name);
}

/** Who sits at a board: the home and away team's places in their line-ups (1-based), and the colours. */
export interface BoardSeat {
  readonly home: number;
  readonly away: number;
  readonly homeWhite: boolean;
}

/**
 * The boards of a round's matches: in a Scheveningen the round's layout (board k: the first team's
 * k-th player against the second team's player the table names, colours as the table gives them,
 * reversed when the first team drew Black, C.04.6 4.1's lot), else board k's players of both
 * line-ups, the home team with White on board 1 and the colours alternating (C.04.6 1.6.1, C.05).
 */
export function boardSeats(t: TeamTournament, round: RoundNo): readonly BoardSeat[] {
  if (isScheveningen(t.system)) {
    const table = scheveningen(t.boards, t.system === 'double-scheveningen');
    const games = table.ok ? table.value[round - 1] : undefined;
    if (games)
      return games.map((g) => {
        const homeWhite = g.white.startsWith('A');
        const b = Number((homeWhite ? g.black : g.white).slice(1));
        return { home: g.board, away: b, homeWhite: homeWhite === (t.initialColour === 'white') };
      });
  }
  return Array.from({ length: t.boards }, (_, k) => ({ home: k + 1, away: k + 1, homeWhite: k % 2 === 0 }));
}

/** A board of a match as shown and exported: the players and whether the home player has White. */
export interface MatchBoard {
  readonly board: number;
  readonly home: string;
  readonly away: string;
  readonly homeWhite: boolean;
  readonly result: GameResult;
}

/** The boards of a match with their players (from the line-ups) and colours (`boardSeats`). */
export function matchBoards(t: TeamTournament, m: TeamTournamentMatch): readonly MatchBoard[] {
  const home = lineupOf(t, m.round, m.home);
  const away = lineupOf(t, m.round, m.away);
  const seats = boardSeats(t, m.round);
  return m.boards.map((result, k) => {
    const s = seats[k] ?? { home: k + 1, away: k + 1, homeWhite: k % 2 === 0 };
    return {
      board: k + 1,
      home: home[s.home - 1] ?? '',
      away: away[s.away - 1] ?? '',
      homeWhite: s.homeWhite,
      result,
    };
  });
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
    ...(t.system === 'team-swiss' && t.byes.some((b) => b.kind === undefined)
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
    const pab = t.byes.find((b) => b.round === round && b.kind === undefined);
    // TRF-2026 240: the full- and half-point byes a team was given, by team number.
    const absent = t.byes
      .filter((b) => b.round === round && b.kind !== undefined)
      .map((b) => ({ team: tpnOf.get(b.team)!, kind: b.kind! }));
    const seats = boardSeats(t, round);
    return {
      round,
      matches: t.matches
        .filter((m) => m.round === round)
        .map((m) => {
          const home = ids(round, m.home);
          const away = ids(round, m.away);
          const at = seats.map((s) => ({ home: home[s.home - 1]!, away: away[s.away - 1]! }));
          // The white team is the one with White on board 1 (C.04.6 1.6.1); a Scheveningen's
          // colours follow its table, not the alternation.
          const swap = seats[0]?.homeWhite === false;
          const whiteOn = seats.map((s) => s.homeWhite !== swap);
          const alternating = whiteOn.every((w, k) => w === (k % 2 === 0));
          return {
            white: tpnOf.get(swap ? m.away : m.home)!,
            black: tpnOf.get(swap ? m.home : m.away)!,
            boards: swap ? m.boards.map(flipResult) : m.boards,
            lineup: {
              white: at.map((x) => (swap ? x.away : x.home)),
              black: at.map((x) => (swap ? x.home : x.away)),
            },
            ...(alternating ? {} : { whiteOn }),
          };
        }),
      ...(pab ? { pab: tpnOf.get(pab.team)! } : {}),
      ...(absent.length > 0 ? { absent } : {}),
    };
  });
  const mp = t.matchPoints;
  const tournament: TeamSwissTournament = {
    name: t.name,
    rounds: t.rounds,
    boards: t.boards,
    // A Scheveningen is no Swiss: its 192 code names the schedule, its standings go by game points.
    rules: isScheveningen(t.system)
      ? { colourType: 'none', primary: 'GP', secondary: 'MP' }
      : (parseTeamType(t.teamType) ?? parseTeamType(DEFAULT_TEAM_TYPE)!),
    typeCode: SCHEVENINGEN_CODES[t.system] ?? t.teamType,
    // Half-points, as the engine counts (TRF-2026 362).
    matchPoints: mp ? { win: mp.win * 2, draw: mp.draw * 2, loss: mp.loss * 2 } : DEFAULT_TEAM_MATCH_POINTS,
    initialColour: t.initialColour,
    teams,
    played,
  };
  return { tournament, teamOfTpn };
}

/** The TRF `192` code a Scheveningen is written with (no FIDE code exists; read back by this name). */
const SCHEVENINGEN_CODES: Readonly<Record<string, string>> = {
  scheveningen: 'SCHEVENINGEN',
  'double-scheveningen': 'DOUBLE_SCHEVENINGEN',
};

/** A team file as the file readers give it: its matches, its board games and each team's members. */
export interface TeamFileSource {
  readonly event: TeamEvent;
  readonly tournament: Tournament;
  readonly members: readonly { readonly team: TeamId; readonly players: readonly PlayerId[] }[];
}

/** A board's result from the first team's side, from the board's half-points (C.07 12: a forfeit wins). */
function boardResult(home: HalfPoints, away: HalfPoints, forfeit: boolean): GameResult {
  if (forfeit) return home > away ? '+:-' : home < away ? '-:+' : '-:-';
  if (home === 2 && away === 0) return '1-0';
  if (home === 0 && away === 2) return '0-1';
  if (home === 1 && away === 1) return '1/2-1/2';
  return '-:-';
}

/** A board a team left empty in the file, written with a stand-in (TRF-2026 needs a player on every board). */
export interface StandIn {
  readonly round: RoundNo;
  readonly board: number;
  readonly team: TeamId;
  readonly player: string;
}

/**
 * A team file read from another program (Swiss-Chess, Swiss-Manager, TRF-2026) as a team
 * tournament, for the TRF-2026 team writer: each match with the team that has White on board 1
 * first (C.04.6 1.6.1), its board results from that team's side, and each side's line-up from the
 * board games of the round. A board a team left empty (the other side won by forfeit) gets the
 * team's first member not playing that round, as a forfeit, and is listed in `standIns`; the
 * player who won it is the one the file gives a full-point bye that round. A team's full- and
 * half-point byes (TRF-2026 `240` F and H) are carried with their kind, the pairing-allocated bye
 * without one (C.04.6 1.4: a drawn match for pairing, scored as the event's rules score a bye).
 */
export function teamFileToTeamTournament(f: TeamFileSource): {
  readonly tournament: TeamTournament;
  readonly standIns: readonly StandIn[];
} {
  const byId = new Map(f.tournament.players.map((p) => [p.id, p]));
  const teamOf = new Map<PlayerId, TeamId>();
  for (const m of f.members) for (const id of m.players) teamOf.set(id, m.team);
  const membersOf = (team: TeamId): readonly PlayerId[] =>
    f.members.find((m) => m.team === team)?.players ?? [];
  const nameOf = (id: PlayerId): string => byId.get(id)?.name ?? String(id);
  const matches: TeamTournamentMatch[] = [];
  const lineups: TeamLineupEntry[] = [];
  const standIns: StandIn[] = [];
  for (const m of f.event.matches) {
    const games = f.tournament.games
      .filter((g) => g.round === m.round && (g.game ?? 1) === 1 && !g.tiebreakGame)
      .filter((g) => {
        const teams = [teamOf.get(g.white), teamOf.get(g.black)];
        return teams.includes(m.home) && teams.includes(m.away) && teams[0] !== teams[1];
      });
    const busy = new Set<PlayerId>([
      ...f.tournament.games.filter((g) => g.round === m.round).flatMap((g) => [g.white, g.black]),
      ...f.tournament.unpaired.filter((u) => u.round === m.round).map((u) => u.player),
    ]);
    // Players who won their board by forfeit without an opponent: the file's full-point byes.
    const byeWinners = f.tournament.unpaired
      .filter((u) => u.round === m.round && u.kind === 'FPB')
      .map((u) => u.player);
    const numbered = games.every((g) => g.board !== undefined);
    const seat = (team: TeamId, k: number, g: Game | undefined, wonByForfeit: boolean): PlayerId => {
      if (g) return teamOf.get(g.white) === team ? g.white : g.black;
      const winner = wonByForfeit
        ? byeWinners.find((p) => teamOf.get(p) === team && !busy.has(-p))
        : undefined;
      if (winner !== undefined) {
        busy.add(-winner);
        return winner;
      }
      const spare = membersOf(team).find((p) => !busy.has(p)) ?? membersOf(team)[0] ?? 0;
      busy.add(spare);
      standIns.push({ round: m.round, board: k + 1, team, player: nameOf(spare) });
      return spare;
    };
    const home: PlayerId[] = [];
    const away: PlayerId[] = [];
    const homeWhiteOnBoard1: boolean[] = [];
    for (let k = 0; k < f.event.boards; k++) {
      const g = numbered ? games.find((x) => x.board === k + 1) : games[k];
      const b = m.boards.find((x) => x.board === k + 1);
      home.push(seat(m.home, k, g, (b?.home ?? 0) > (b?.away ?? 0)));
      away.push(seat(m.away, k, g, (b?.away ?? 0) > (b?.home ?? 0)));
      if (g) homeWhiteOnBoard1.push((teamOf.get(g.white) === m.home) === (k % 2 === 0));
    }
    // The team with White on board 1 is the first team of the pairing (C.04.6 1.6.1).
    const swap = homeWhiteOnBoard1[0] === false;
    const boards = Array.from({ length: f.event.boards }, (_, k): GameResult => {
      const b = m.boards.find((x) => x.board === k + 1);
      if (!b) return '-:-';
      const forfeit = b.forfeit === true;
      return swap ? boardResult(b.away, b.home, forfeit) : boardResult(b.home, b.away, forfeit);
    });
    const [first, second] = swap ? [m.away, m.home] : [m.home, m.away];
    matches.push({ round: m.round, home: first, away: second, boards });
    lineups.push(
      { round: m.round, team: m.home, players: home.map(nameOf) },
      { round: m.round, team: m.away, players: away.map(nameOf) },
    );
  }
  const code = f.tournament.pairingSystem?.trim().split(/\s+/)[0]?.toUpperCase() ?? '';
  const mp = f.event.matchPoints;
  const tournament: TeamTournament = {
    name: f.event.name,
    system:
      code === 'SCHEVENINGEN'
        ? 'scheveningen'
        : code === 'DOUBLE_SCHEVENINGEN'
          ? 'double-scheveningen'
          : f.tournament.kind === 'swiss'
            ? 'team-swiss'
            : 'team-round-robin',
    rounds: f.event.rounds,
    boards: f.event.boards,
    teamType: parseTeamType(code) ? code : DEFAULT_TEAM_TYPE,
    initialColour: f.tournament.initialColor ?? 'white',
    boardOrder: 'warn',
    ...(mp ? { matchPoints: { win: mp.win, draw: mp.draw, loss: mp.loss } } : {}),
    teams: f.event.teams.map((t) => ({
      id: t.id,
      name: t.name,
      players: membersOf(t.id).map((id) => {
        const p = byId.get(id);
        return {
          name: nameOf(id),
          ...(p?.fide !== undefined ? { rating: p.fide } : {}),
          ...(p?.fideId !== undefined ? { fideId: p.fideId } : {}),
        };
      }),
    })),
    lineups: lineups.sort((a, b) => a.round - b.round || a.team - b.team),
    matches,
    byes: (f.event.byes ?? []).map((b) => ({
      round: b.round,
      team: b.team,
      ...(b.kind !== undefined ? { kind: b.kind } : {}),
    })),
  };
  return { tournament, standIns };
}
