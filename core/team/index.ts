export * from './model.ts';
export * from './matchPoints.ts';
export * from './ruleSets.ts';
export * from './standings.ts';
export { leagueToTeamEvent } from './teamEvent.ts';
export {
  makeLeagueCells,
  parseLeagueCells,
  type LeagueCrosstableOptions,
  type LeagueLayout,
  type LeagueParsed,
} from '../formats/crosstable/league.ts';
export * from './teamTable.ts';
