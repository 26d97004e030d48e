import type { Result } from '../result.ts';
import type { Tournament } from '../tournament/model.ts';
import { pairDutch } from './dutch/index.ts';
import { pairRoundRobin } from './roundRobin.ts';
import type { PairingError, RoundPairing } from './types.ts';

export * from './types.ts';
export * from './schedules.ts';
export { checkList, formatCheckList, type CheckListRow } from './dutch/checkList.ts';
export {
  pairDutch,
  nextRoundNumber,
  playersToPair,
  editionOf,
  DUTCH_EDITIONS,
  type DutchEdition,
  type DutchOptions,
} from './dutch/index.ts';
export {
  pairDoubleSwiss,
  parseMatchScore,
  describeMatchResultError,
  gamesOfMatch,
  secondGameOfMatch,
  matchScore,
  formatMatchScore,
  matchOfRound,
  doubleSwissPointSystem,
  type DoubleSwissOptions,
  type MatchScore,
  type MatchResultError,
  type MatchResultReason,
} from './doubleSwiss/index.ts';
export {
  pairKeizer,
  keizerRanking,
  parseKeizerSettings,
  DEFAULT_KEIZER,
  KEIZER_CODES,
  type KeizerOptions,
  type KeizerSettings,
  type KeizerRanking,
  type KeizerRow,
  type Fraction,
} from './keizer/index.ts';
export { checkTournament, describeCheckReport, type CheckReport, type RoundCheck } from './checker.ts';
export {
  generateTournament,
  parseGeneratorConfig,
  configFromModel,
  resolveGeneratorConfig,
  seededRng,
  GENERATOR_KEYS,
  type GeneratorConfig,
  type GeneratedTournament,
  type GeneratorError,
  type GeneratorConfigError,
} from './generator.ts';
export type { Rng } from './types.ts';
export {
  nextRoundInput,
  recordedPairing,
  recordedRounds,
  inferInitialColor,
  pairingDifferences,
} from './nextRoundInput.ts';
export { maxWeightMatching, type WeightedEdge } from './matching/maxWeightMatching.ts';
export { maxCardinalityMatching } from './matching/maxCardinalityMatching.ts';

/**
 * A pairing system: pairs the next round of a tournament. Each entry of the registry keeps its own
 * options type (`pairingSystems.dutch.pairNextRound(t, { round, edition })`).
 */
export interface PairingSystem {
  readonly name: string;
  readonly pairNextRound: (t: Tournament) => Result<RoundPairing, PairingError>;
}

/** The pairing-system registry (data, keyed by code): front ends dispatch through it. */
export const pairingSystems = {
  dutch: { name: 'FIDE (Dutch) System, C.04.3', pairNextRound: pairDutch },
  roundRobin: { name: 'Round robin (FIDE Berger tables)', pairNextRound: pairRoundRobin },
} as const satisfies Record<string, PairingSystem>;
export {
  PAIRING_SYSTEMS,
  pairingSystemById,
  pairingSystemByFlag,
  pairingSystemOf,
  BASIC_RULES,
  type BasicRule,
  type PairingSystem as RegisteredPairingSystem,
} from './registry.ts';
