// The league models below the formats that read and write them: a league season with its players
// (each team's registered board order (Meldeliste), each match's line-ups and board results) and a
// league crosstable's forfeit score (a crosstable itself is a team event whose matches are known by
// their totals: TeamMatch.totals). From a season: the team event (standings), line-up
// warnings against the board order, and per-player statistics (core/team/season).
import type { DwzRating } from './player.ts';
import type { HalfPoints, IsoDate } from '../types.ts';
import type { TeamBoard, TeamEvent, TeamId } from './team.ts';

/** The league rule sets by id (their scoring and tiebreaks: core/team/league/ruleSets.ts). */
export const LEAGUE_RULE_SET_IDS = [
  'schleswig-holstein',
  'direct-encounter',
  'berlin',
  'hamburg',
  'rhein-wupper',
  'bundesliga',
  'bw-decides',
  'fide',
  'olympiad',
  'german',
] as const;
export type LeagueRuleSetId = (typeof LEAGUE_RULE_SET_IDS)[number];

/** Board results from the home team's side (as in the team-event JSON); `+:-` etc. are forfeits. */
export const SEASON_RESULTS = ['1-0', '0-1', '1/2-1/2', '+:-', '-:+', '-:-'] as const;
export type SeasonResult = (typeof SEASON_RESULTS)[number];

export const SEASON_BOARD: Readonly<Record<SeasonResult, Omit<TeamBoard, 'board'>>> = {
  '1-0': { home: 2, away: 0 },
  '0-1': { home: 0, away: 2 },
  '1/2-1/2': { home: 1, away: 1 },
  '+:-': { home: 2, away: 0, forfeit: true },
  '-:+': { home: 0, away: 2, forfeit: true },
  '-:-': { home: 0, away: 0, forfeit: true },
};

export interface SeasonPlayer {
  /** Unique in the file (e.g. a DSB member number or a short key). */
  readonly id: string;
  readonly name: string;
  readonly dwz?: DwzRating;
  readonly birthYear?: number;
  /** DSB club number (ZPS), membership number and FIDE id, for the DWZ report. */
  readonly zps?: string;
  readonly memberNumber?: string;
  readonly fideId?: string;
}

/** A team and its Meldeliste: `players[0]` is registered no. 1 (the board order substitutes keep). */
export interface SeasonTeam {
  readonly id: TeamId;
  readonly name: string;
  readonly players: readonly SeasonPlayer[];
}

/** One board of a match: the two players (absent: no player at that board) and the result. */
export interface SeasonGame {
  readonly home?: string;
  readonly away?: string;
  readonly result: SeasonResult;
}

export interface SeasonMatch {
  readonly round: number;
  readonly home: TeamId;
  readonly away: TeamId;
  /** The day it was played, where the file gives it. */
  readonly date?: IsoDate;
  /** Board k + 1 at index k. */
  readonly games: readonly SeasonGame[];
}

/** A match not yet played: its round, teams and, where known, its date; no boards. */
export interface SeasonFixture {
  readonly round: number;
  readonly home: TeamId;
  readonly away: TeamId;
  readonly date?: IsoDate;
}

export interface LeagueSeason {
  readonly name: string;
  readonly rounds: number;
  readonly boards: number;
  readonly rules?: LeagueRuleSetId;
  readonly endDate?: IsoDate;
  /** Place, time control, start and round dates (index 0 = round 1): what the DWZ report needs (WO 6.1). */
  readonly city?: string;
  readonly timeControl?: string;
  readonly startDate?: IsoDate;
  readonly roundDates?: readonly IsoDate[];
  readonly teams: readonly SeasonTeam[];
  readonly matches: readonly SeasonMatch[];
  /** Matches not yet played (no boards): they count in no standings. */
  readonly fixtures?: readonly SeasonFixture[];
  /** A team without a match in a round (spielfrei): scored as the rule set scores a bye (C.07 12). */
  readonly byes?: readonly { readonly round: number; readonly team: TeamId }[];
}

/** The season as a team event (board by board), for team standings and league tables. */
export function seasonToTeamEvent(s: LeagueSeason): TeamEvent {
  return {
    name: s.name,
    teams: s.teams.map((t) => ({ id: t.id, name: t.name })),
    rounds: s.rounds,
    boards: s.boards,
    matches: s.matches.map((m) => ({
      round: m.round,
      home: m.home,
      away: m.away,
      boards: m.games.map((g, k) => ({ board: k + 1, ...SEASON_BOARD[g.result] })),
    })),
    ...(s.byes !== undefined && s.byes.length > 0 ? { byes: s.byes } : {}),
  };
}

/** Where each player is registered: team and number in its Meldeliste (1-based). */
export function registrations(s: LeagueSeason): ReadonlyMap<string, { team: TeamId; no: number }> {
  const out = new Map<string, { team: TeamId; no: number }>();
  for (const t of s.teams) t.players.forEach((p, i) => out.set(p.id, { team: t.id, no: i + 1 }));
  return out;
}

/** Half-points of a won / lost forfeit match; default the whole match (boards : 0). */
export interface ForfeitScore {
  readonly win: HalfPoints;
  readonly loss: HalfPoints;
}

export const fullForfeit = (boards: number): ForfeitScore => ({ win: 2 * boards, loss: 0 });
