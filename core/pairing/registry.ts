/**
 * The pairing-system registry: every system a tournament can be paired by, as data. Front ends
 * and the director's workflow look a system up here (by the tournament, by id or by its
 * `rochade pair --<flag>`), never name one. Adding a system: its engine in its own folder under
 * `core/pairing/`, and one entry in `PAIRING_SYSTEMS`.
 */
import type { Result } from '../result.ts';
import type { Tournament, TournamentKind } from '../tournament/model.ts';
import { checkTournament, type CheckReport } from './checker.ts';
import { pairBurstein } from './burstein/index.ts';
import { pairDubov } from './dubov/index.ts';
import { DOUBLE_SWISS_CODES, pairDoubleSwiss } from './doubleSwiss/index.ts';
import { pairDutch } from './dutch/index.ts';
import { KEIZER_CODES, pairKeizer } from './keizer/index.ts';
import {
  generateTournament,
  type GeneratedTournament,
  type GeneratorConfig,
  type GeneratorError,
  type GeneratorOptions,
} from './generator.ts';
import { pairRoundRobin } from './roundRobin.ts';
import type { PairingError, Rng, RoundPairing } from './types.ts';
import { TEAM_SWISS_ENGINE, type TeamPairingEngine } from '../team/pairing/engine.ts';

export interface PairingSystem {
  /** Stable id, used in files, settings and front-end choices. */
  readonly id: string;
  /** What users read: the system and the rule text it follows. */
  readonly name: string;
  /** The rule text implemented, cited as in the docs (`FIDE C.04.3 (2025)`). */
  readonly rule: string;
  /** The tournament kind it pairs (a Swiss system pairs `swiss` tournaments). */
  readonly kind: TournamentKind;
  /**
   * TRF `192` (pairing system) codes read as this system, upper case; the first is the one
   * written. Empty for a system TRF cannot name.
   */
  readonly trfCodes: readonly string[];
  /** `rochade pair --<flag>` (bbpPairings' command line), for the systems with a checker. */
  readonly flag?: string;
  /**
   * The C.04.1 basic rules (2026 lettering a–i) the system keeps; undefined = all of them. A club
   * system that allows repeat pairings leaves out `b`; Double-Swiss leaves out the colour rules
   * `f`, `g` and `h` (its colours are those of Article 4).
   */
  readonly basicRules?: readonly BasicRule[];
  /** Games per pairing: 2 for a Double-Swiss match (two game rounds per pairing round); 1 when absent. */
  readonly gamesPerPairing?: number;
  /** Pairs the round after the last one recorded. Nothing is stored: the workflow stores it. */
  readonly pairNextRound: (t: Tournament) => Result<RoundPairing, PairingError>;
  /** The free pairing checker (C.04.A, C.02.03 §7): re-pairs every recorded round, lists differences. */
  readonly check?: (t: Tournament) => CheckReport;
  /**
   * The random tournament generator (C.04.A): a whole tournament paired by this system (`opts`:
   * a model's field, a name; the Dutch options for the Dutch system).
   */
  readonly generate?: (
    config: GeneratorConfig,
    rng: Rng,
    opts?: GeneratorOptions,
  ) => Result<GeneratedTournament, GeneratorError>;
  /** A team system pairs a team event's teams (`rochade pair --team`), not a tournament's players. */
  readonly team?: TeamPairingEngine;
}

/** The basic rules for Swiss systems, FIDE C.04.1, by letter. */
export const BASIC_RULES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] as const;
export type BasicRule = (typeof BASIC_RULES)[number];

const dutch: PairingSystem = {
  id: 'dutch',
  name: 'FIDE (Dutch) System',
  rule: 'FIDE C.04.3 (2025; the 2017 text where the file asks for FIDE_DUTCH)',
  kind: 'swiss',
  trfCodes: ['FIDE_DUTCH_2025', 'FIDE_DUTCH', 'FIDE_DUTCH_2025_BAKU', 'FIDE_DUTCH_BAKU', 'DUTCH'],
  flag: 'dutch',
  pairNextRound: (t) => pairDutch(t),
  check: (t) => checkTournament(t),
  generate: (config, rng, opts) => generateTournament(config, rng, opts),
};

const dubov: PairingSystem = {
  id: 'dubov',
  name: 'FIDE Dubov System',
  rule: 'FIDE C.04.4.1 (effective from 1 February 2026)',
  kind: 'swiss',
  // The Tournament-Type Code Table of TRF-2026 names FIDE_DUBOV; the versioned codes are read too.
  trfCodes: ['FIDE_DUBOV', 'FIDE_DUBOV_2026', 'FIDE_DUBOV_2025'],
  flag: 'dubov',
  pairNextRound: (t) => pairDubov(t),
  check: (t) => checkTournament(t, (x, round) => pairDubov(x, { round })),
  generate: (config, rng, opts) =>
    generateTournament(config, rng, {
      ...opts,
      pairRound: (x, round) => pairDubov(x, { round }),
      pairingSystem: 'FIDE_DUBOV',
    }),
};

const burstein: PairingSystem = {
  id: 'burstein',
  name: 'FIDE Burstein System',
  rule: 'FIDE C.04.4.2 (effective from 1 July 2025)',
  kind: 'swiss',
  // The Tournament-Type Code Table of TRF-2026 names FIDE_BURSTEIN; the versioned codes are read too.
  trfCodes: ['FIDE_BURSTEIN', 'FIDE_BURSTEIN_2025', 'FIDE_BURSTEIN_2026'],
  flag: 'burstein',
  pairNextRound: (t) => pairBurstein(t),
  check: (t) => checkTournament(t, (x, round) => pairBurstein(x, { round })),
  generate: (config, rng, opts) =>
    generateTournament(config, rng, {
      ...opts,
      pairRound: (x, round) => pairBurstein(x, { round }),
      pairingSystem: 'FIDE_BURSTEIN',
    }),
};

const doubleSwiss: PairingSystem = {
  id: 'double-swiss',
  name: 'FIDE Double-Swiss System',
  rule: 'FIDE C.04.5 (2026)',
  kind: 'swiss',
  trfCodes: DOUBLE_SWISS_CODES,
  flag: 'double-swiss',
  basicRules: ['a', 'b', 'c', 'd', 'e', 'i'],
  gamesPerPairing: 2,
  pairNextRound: (t) => pairDoubleSwiss(t),
  check: (t) => checkTournament(t, doubleSwiss),
  generate: (config, rng, opts) => generateTournament(config, rng, { ...opts, system: doubleSwiss }),
};

const keizer: PairingSystem = {
  id: 'keizer',
  name: 'Keizer system',
  rule: 'Keizer club system (KeizerForClubs documentation; Swiss-Chess manual)',
  kind: 'swiss',
  trfCodes: KEIZER_CODES,
  flag: 'keizer',
  // Repeat pairings after a set number of rounds (not b), paired by Keizer rank (not e), the
  // KeizerForClubs colour rule allows three equal colours in a row (not f, g, h), and a player may
  // have the bye again when byes are not spread (not d).
  basicRules: ['a', 'c', 'i'],
  pairNextRound: (t) => pairKeizer(t),
  check: (t) => checkTournament(t, keizer),
  generate: (config, rng, opts) => generateTournament(config, rng, { ...opts, system: keizer }),
};

const roundRobin: PairingSystem = {
  id: 'roundRobin',
  name: 'Round robin (FIDE Berger tables)',
  rule: 'FIDE C.05 Annex 1',
  kind: 'roundRobin',
  trfCodes: ['ROUND_ROBIN'],
  pairNextRound: (t) => pairRoundRobin(t),
};

const doubleRoundRobin: PairingSystem = {
  ...roundRobin,
  id: 'doubleRoundRobin',
  name: 'Double round robin (FIDE Berger tables)',
  kind: 'doubleRoundRobin',
  trfCodes: ['DOUBLE_ROUND_ROBIN'],
};

const teamSwiss: PairingSystem = {
  id: 'teamSwiss',
  name: 'FIDE Swiss Team System',
  rule: 'FIDE C.04.6 (2026)',
  kind: 'swiss',
  trfCodes: TEAM_SWISS_ENGINE.trfCodes,
  flag: 'team',
  pairNextRound: () =>
    ({
      ok: false,
      error: { kind: 'invalidInput', message: 'a team event: pair its teams (rochade pair --team)' },
    }) as const,
  team: TEAM_SWISS_ENGINE,
};

/** Every system, in the order front ends list them. */
export const PAIRING_SYSTEMS: readonly PairingSystem[] = [
  dutch,
  dubov,
  burstein,
  doubleSwiss,
  keizer,
  roundRobin,
  doubleRoundRobin,
  teamSwiss,
];

export const pairingSystemById = (id: string): PairingSystem | undefined =>
  PAIRING_SYSTEMS.find((s) => s.id === id);

export const pairingSystemByFlag = (flag: string): PairingSystem | undefined =>
  PAIRING_SYSTEMS.find((s) => s.flag === flag);

/**
 * The system that pairs `t`: the one its TRF code names, else the first system of its kind (a
 * Swiss without a code, or with a code no entry claims, is paired by the Dutch system, as FIDE
 * C.04.2 makes it the default). Undefined for a kind nothing pairs round by round.
 */
export function pairingSystemOf(t: Tournament): PairingSystem | undefined {
  // The code is the first word: a system may write its settings after it (`KEIZER repeat=8`).
  const code = t.pairingSystem?.trim().split(/\s+/)[0]?.toUpperCase();
  const named = code
    ? PAIRING_SYSTEMS.find((s) => s.kind === t.kind && s.trfCodes.includes(code))
    : undefined;
  return named ?? PAIRING_SYSTEMS.find((s) => s.kind === t.kind);
}
