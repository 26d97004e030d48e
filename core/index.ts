// The core's public surface. Front ends (bot/, cli/, sheets-addon/) import only this file or an
// area's index.ts (core/<area>/index.ts); eslint.config.js enforces it. Tests may reach internals.
export * from './result.ts';
export * from './types.ts';
export * from './dates.ts';
export * from './arrays.ts';
export * from './languages.ts';
export * from './tournament/index.ts';
export * from './formats/index.ts';
export * as schedules from './pairing/schedules.ts';
export * as pairing from './pairing/index.ts';
export * as dwz from './dwz/index.ts';
export * as elo from './elo/index.ts';
export * from './rating/index.ts';
export * as tiebreaks from './tiebreaks/index.ts';
export {
  computeStandings,
  defaultRules,
  defaultTiebreaksOf,
  defaultTiebreaksFor,
  DEFAULT_TIEBREAKS,
  formatRank,
  type Standings,
  type StandingsError,
  type StandingsOptions,
  type StandingsRow,
} from './standings/index.ts';
export {
  computeCrosstable,
  type CrosstableNotation,
  type CrosstableOptions,
  type CrosstableTable,
  type CrosstableOpponent,
  type CrosstableTableRow,
} from './standings/crosstable.ts';
export * from './errors/index.ts';
export * from './workflow/index.ts';
