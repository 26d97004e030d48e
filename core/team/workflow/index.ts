// The director's workflow for team events: register teams, line-ups, pair, board results.
export * from '../../tournament/teamTournament.ts';
export * from './errors.ts';
export * from './actions.ts';
export {
  teamTournamentToEvent,
  teamTournamentToSwiss,
  teamFileToTeamTournament,
  matchComplete,
  type TeamFileSource,
  type StandIn,
} from './convert.ts';
export { teamSystemRules, isScheveningen, type TeamSystemRules } from './systems.ts';
