// Curated public surface of the core. Each area adds its exports here.
export * from './result.ts';
export * from './types.ts';
export * from './dates.ts';
export * from './tournament/model.ts';
export * from './tournament/player.ts';
export * from './tournament/pointSystem.ts';
export * from './tournament/playerRounds.ts';
export * from './formats/formatError.ts';
export { parseTrf, makeTrf, trfLosses, type TrfParsed, type TrfWriteOptions } from './formats/trf.ts';
export * as schedules from './pairing/schedules.ts';
export * as pairing from './pairing/index.ts';
export * from './formats/crosstable.ts';
export * from './formats/swissNotation.ts';
export * from './formats/detect.ts';
export * as dwz from './dwz/index.ts';
export * as elo from './elo/index.ts';
export { parseDwzRating, parseRatedGames, parseRatingNumber, type ParsedGame } from './rating/parseRating.ts';
export * as tiebreaks from './tiebreaks/index.ts';
export {
  computeStandings,
  defaultRules,
  defaultTiebreaks,
  formatRank,
  type Standings,
  type StandingsError,
  type StandingsOptions,
  type StandingsRow,
} from './standings/index.ts';
export type { TeamEvent, TeamMatch, TeamBoard, TeamId } from './tournament/teamEvent.ts';
export * from './formats/tournamentJson.ts';
export * as league from './league/index.ts';
