// The director's workflow: the tournament's life as named actions on the model. Each checks the
// rules, returns the new tournament or a WorkflowError, and appends itself to the history.
export { addPlayers, editPlayer, lateEntry, removePlayer, MISSED_ROUND_KINDS } from './registration.ts';
export type {
  LateEntryOptions,
  MissedRoundKind,
  NewPlayer,
  PlayerPatch,
  Registered,
} from './registration.ts';
export { requestBye, withdraw } from './byes.ts';
export {
  pairNextRound,
  unpairLastRound,
  type PairOptions,
  type StoredRound,
  type UnpairedRound,
} from './pairNextRound.ts';
export { correctResult, openEntries, recordResult, type ResultChange } from './results.ts';
export { findPlayer, foldPlayerName, editDistance } from './findPlayer.ts';
export { lastPairedRound, type ActionOptions } from './history.ts';
export { START_RULES, bergerRounds, type StartRule } from './start.ts';
export { freezeStartList, initialStartOrder, renumberPlayers, type StartOrderRating } from './startOrder.ts';
export {
  describeWorkflowError,
  WORKFLOW_ERROR_KINDS,
  type OpenEntry,
  type WorkflowError,
  type WorkflowErrorKind,
} from './errors.ts';
