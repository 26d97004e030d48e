/**
 * The team systems as data: what each takes (teams, boards), how many rounds it has, when teams may
 * join, and which score ranks its standings. The workflow actions and every front end read this one
 * table; the pairing itself is the pairing registry's Swiss Team engine or the schedules of
 * `../pairing/schedules.ts`.
 */
import type { TeamTournamentSystem } from '../../tournament/teamTournament.ts';

export interface TeamSystemRules {
  /** Teams the system takes at most (a Scheveningen: the two teams of the match). */
  readonly maxTeams?: number;
  /** Whether a team may join once round 1 is paired (a Swiss: late entries; a schedule: no). */
  readonly teamsAfterStart: boolean;
  /** The rounds the system fixes from the teams and boards; undefined: the director's number. */
  readonly rounds?: (teams: number, boards: number) => number;
  /** The boards the system can lay out; undefined: any number from 1. */
  readonly boards?: { readonly even: boolean; readonly min: number; readonly max: number };
  /**
   * The standings' primary score: match points, or game points where the match is the whole event
   * (a Scheveningen is won by the team with more game points over all its rounds).
   */
  readonly primary: 'MP' | 'GP';
}

/** Rounds of a team round robin of n teams: the Berger table's (C.05 Annex 1), at least 1. */
const roundRobinRounds = (teams: number): number => (teams < 2 ? 1 : teams % 2 === 0 ? teams - 1 : teams);

// The layouts `scheveningen` builds: an even number of boards from 2 to 20 (4, 6, 8, 10 the usual).
const SCHEVENINGEN_BOARDS = { even: true, min: 2, max: 20 } as const;

const TEAM_SYSTEM_RULES = {
  'team-swiss': { teamsAfterStart: true, primary: 'MP' },
  'team-round-robin': { teamsAfterStart: false, rounds: (teams) => roundRobinRounds(teams), primary: 'MP' },
  // Every player of team A meets every player of team B once: as many rounds as boards.
  scheveningen: {
    maxTeams: 2,
    teamsAfterStart: false,
    rounds: (_, boards) => boards,
    boards: SCHEVENINGEN_BOARDS,
    primary: 'GP',
  },
  // Twice, the second cycle with the colours reversed.
  'double-scheveningen': {
    maxTeams: 2,
    teamsAfterStart: false,
    rounds: (_, boards) => 2 * boards,
    boards: SCHEVENINGEN_BOARDS,
    primary: 'GP',
  },
} as const satisfies Record<TeamTournamentSystem, TeamSystemRules>;

export const teamSystemRules = (s: TeamTournamentSystem): TeamSystemRules => TEAM_SYSTEM_RULES[s];

/** Whether the system is a Scheveningen (single or double). */
export const isScheveningen = (s: TeamTournamentSystem): boolean =>
  s === 'scheveningen' || s === 'double-scheveningen';
