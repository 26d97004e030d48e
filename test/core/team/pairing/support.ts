// Small team Swiss tournaments built by hand for the C.04.6 worked cases.
import type { GameResult } from '../../../../core/tournament/model.ts';
import {
  DEFAULT_TEAM_MATCH_POINTS,
  type TeamSwissRound,
  type TeamSwissTournament,
} from '../../../../core/team/pairing/model.ts';
import { parseTeamType } from '../../../../core/team/pairing/teamType.ts';

/** `n` teams of `boards` players (ids team by team), no rounds played. */
export function teams(n: number, boards = 4, code = 'FIDE_TEAM_TYPEA_MP_GP'): TeamSwissTournament {
  let id = 0;
  return {
    name: 'Mannschafts-Schweizer',
    rounds: 7,
    boards,
    rules: parseTeamType(code)!,
    typeCode: code,
    matchPoints: DEFAULT_TEAM_MATCH_POINTS,
    initialColour: 'white',
    teams: Array.from({ length: n }, (_, i) => ({
      tpn: i + 1,
      name: `SK Köln-Süd ${i + 1}`,
      players: Array.from({ length: boards }, () => ({
        id: ++id,
        name: `Spieler ${id}, Jürgen`,
        rating: 2000 - id,
      })),
    })),
    played: [],
  };
}

/** A match the white team wins `w` boards of, draws `d`, loses the rest (board order as given). */
export const score = (boards: number, w: number, d = 0): GameResult[] =>
  Array.from({ length: boards }, (_, k) => (k < w ? '1-0' : k < w + d ? '1/2-1/2' : '0-1'));

/** Adds a round: matches "W-B:w/d" (white team, black team, boards won/drawn by the white team). */
export function withRound(
  t: TeamSwissTournament,
  spec: string,
  extra: Partial<Omit<TeamSwissRound, 'round' | 'matches'>> = {},
): TeamSwissTournament {
  const matches = spec
    .trim()
    .split(/\s+/)
    .filter((s) => s !== '')
    .map((s) => {
      const m = /^(\d+)-(\d+):(\d+)(?:\/(\d+))?$/.exec(s);
      if (!m) throw new Error(`bad match ${s}`);
      return {
        white: Number(m[1]),
        black: Number(m[2]),
        boards: score(t.boards, Number(m[3]), Number(m[4] ?? 0)),
      };
    });
  return { ...t, played: [...t.played, { round: t.played.length + 1, matches, ...extra }] };
}
