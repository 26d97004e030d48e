// The team wing of the core: the team-event model, team tiebreaks (TEAM_TIEBREAKS), team and league
// standings, league crosstables as one input into them, league rule sets, captains' team tables.
export * from './model.ts';
export * from './tiebreaks.ts';
export * from './directEncounter.ts';
export * from './standings.ts';
export * from './registry.ts';
export * from './leagueModel.ts';
export * from './matchPoints.ts';
export * from './ruleSets.ts';
export * from './leagueStandings.ts';
export { leagueToTeamEvent } from './leagueToTeamEvent.ts';
export {
  makeLeagueCells,
  parseLeagueCells,
  type LeagueCrosstableOptions,
  type LeagueLayout,
  type LeagueParsed,
} from './leagueCrosstable.ts';
export * from './teamTable.ts';
export * from './leagueSeason.ts';
export * from './lineups.ts';
export * from './lineupRules.ts';
export * from './seasonPlayers.ts';
export * from './leagueRules.ts';
export * from './seasonFromTeamEvent.ts';
export * from './pairing/index.ts';
export * from './workflow/index.ts';
