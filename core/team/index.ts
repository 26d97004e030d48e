// The team wing of the core: the team-event model, team tiebreaks (TEAM_TIEBREAKS), team and league
// standings, league crosstables as one input into them, league rule sets, captains' team tables.
export * from '../tournament/team.ts';
export * from './tiebreaks/values.ts';
export * from './tiebreaks/directEncounter.ts';
export * from './standings.ts';
export * from './tiebreaks/registry.ts';
export * from './league/model.ts';
export * from './league/matchPoints.ts';
export * from './league/ruleSets.ts';
export * from './league/standings.ts';
export { leagueToTeamEvent } from './league/toTeamEvent.ts';
export {
  makeLeagueCells,
  parseLeagueCells,
  type LeagueCrosstableOptions,
  type LeagueLayout,
  type LeagueParsed,
} from '../formats/league/crosstable.ts';
export * from '../formats/league/teamTable.ts';
export * from './season/model.ts';
export * from './season/lineups.ts';
export * from './season/lineupRules.ts';
export * from './season/players.ts';
export * from './league/rules.ts';
export * from './season/fromTeamEvent.ts';
export * from './pairing/index.ts';
export * from './workflow/index.ts';
