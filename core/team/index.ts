// The team wing of the core, its one door: the team models re-exported from below the formats
// (core/tournament/team.ts, league.ts, teamTournament.ts), team tiebreaks (TEAM_TIEBREAKS), team and
// league standings, league rule sets, league seasons' line-ups and players, captains' team tables,
// the Swiss Team engine and the team workflow. The league and team table files are read by
// core/formats/league.
export * from '../tournament/team.ts';
export * from './tiebreaks/values.ts';
export * from './tiebreaks/directEncounter.ts';
export * from './standings.ts';
export * from './tiebreaks/registry.ts';
export * from './league/matchPoints.ts';
export * from './league/ruleSets.ts';
export * from './league/standings.ts';
export { leagueToTeamEvent } from './league/toTeamEvent.ts';
export * from './teamTable.ts';
export * from '../tournament/league.ts';
export * from './season/lineups.ts';
export * from './season/lineupRules.ts';
export * from './season/players.ts';
export * from './league/rules.ts';
export * from './season/fromTeamEvent.ts';
export * from './pairing/index.ts';
export * from './workflow/index.ts';
