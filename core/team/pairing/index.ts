// Team pairing: the FIDE Swiss Team system (C.04.6), its checker, generator and TRF-2026 team files;
// team round robins and Scheveningen schedules.
export * from './model.ts';
export { parseTeamType, DEFAULT_TEAM_TYPE, TEAM_TYPE_CODES } from './teamType.ts';
export { pairTeamSwissRound } from './swissTeam.ts';
export { teamPreference, allocateColours, type TeamPreference } from './colours.ts';
export {
  teamStates,
  teamTotals,
  roundScores,
  matchGamePoints,
  type TeamState,
  type RoundScore,
} from './state.ts';
export {
  checkTeamSwiss,
  describeTeamCheckReport,
  type TeamCheckReport,
  type TeamRoundCheck,
} from './checker.ts';
export {
  generateTeamSwiss,
  parseTeamGeneratorConfig,
  resolveTeamConfig,
  TEAM_GENERATOR_KEYS,
  type TeamGeneratorConfig,
  type TeamGeneratorKey,
  type GeneratedTeamSwiss,
} from './generator.ts';
export { parseTeamSwissTrf, makeTeamSwissTrf, type TeamSwissTrf } from './trf.ts';
export { TEAM_SWISS_ENGINE, type TeamPairingEngine } from './engine.ts';
export {
  teamRoundRobin,
  scheveningen,
  type ScheduleGame,
  type TeamScheduleMatch,
  type TeamRoundRobinRound,
  type TeamScheduleError,
} from './schedules.ts';
