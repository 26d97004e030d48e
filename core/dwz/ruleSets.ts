import type { IsoDate } from '../types.ts';
import { expectedScoreFor, type ExpectationMode } from './expectedScore.ts';

/**
 * The DWZ rule versions (DSB-Wertungsordnung 2002 and its change log). `WO2002` is the 2002 text; `ELOBASE` the DSB software
 * until Aug 2013 (3-decimal P); `WO2013` DeWIS with exact Φ and the Bremszuschlag; `WO2026` the
 * K-factor system for tournaments ending on or after 08.06.2026.
 */
export const DWZ_RULE_SETS = ['WO2002', 'ELOBASE', 'WO2013', 'WO2026'] as const;
export type DwzRuleSetId = (typeof DWZ_RULE_SETS)[number];

export const isDwzRuleSetId = (s: string): s is DwzRuleSetId =>
  (DWZ_RULE_SETS as readonly string[]).includes(s);

/** How E (or K) is computed. */
export const COEFFICIENT_RULES = ['E2002', 'E2016', 'E2014', 'K2026'] as const;
export type CoefficientRule = (typeof COEFFICIENT_RULES)[number];

/** Which text of the Bremszuschlag conditions applies (DSB-Wertungsordnung 2014 and 2016, Anhang 1.2); 2016 is the default. */
export const WO2013_TEXTS = ['2016', '2014'] as const;
export type Wo2013Text = (typeof WO2013_TEXTS)[number];

/** WO 2026 parameters with their "valid from" date (CLM keeps them as a dated table). */
export interface Wo2026Parameters {
  readonly validFrom: IsoDate;
  /** First-DWZ correction r (new 3.6). */
  readonly r: number;
  /** Youth bonus divisor t: a = (2000 − R0) / t. */
  readonly t: number;
  /** Brake shift u: b = (R0 + u) / (brakeBelow + u). */
  readonly u: number;
  readonly brakeBelow: number;
  readonly juniorBonus: number;
  readonly adultBonus: number;
  readonly bonusBelow: number;
  readonly kMax: number;
  readonly floor: number;
  /** K0 by index 1 … 10 and > 10 (last entry). */
  readonly k0: {
    readonly youngBelow2200: readonly number[];
    readonly adultBelow2000: readonly number[];
    readonly others: readonly number[];
  };
}

export const WO2026_PARAMETERS: readonly Wo2026Parameters[] = [
  {
    validFrom: '2026-06-08',
    r: 0.08,
    t: 30,
    u: 800,
    brakeBelow: 1600,
    juniorBonus: 4,
    adultBonus: 4,
    bonusBelow: 1600,
    kMax: 80,
    floor: 1100,
    k0: {
      youngBelow2200: [60, 60, 48, 46, 44, 42, 40, 38, 36, 34, 32],
      adultBelow2000: [60, 60, 44, 42, 40, 38, 36, 34, 32, 30, 28],
      others: [60, 60, 41, 39, 37, 35, 33, 31, 29, 27, 25],
    },
  },
];

/** The WO 2026 parameter set valid on a date (the first one when the date precedes all). */
export function wo2026Parameters(date: IsoDate | undefined): Wo2026Parameters {
  let chosen = WO2026_PARAMETERS[0];
  if (!chosen) throw new Error('no WO 2026 parameters');
  for (const p of WO2026_PARAMETERS) if (date !== undefined && p.validFrom <= date) chosen = p;
  return chosen;
}

/** What a rule version does at each step. */
export interface DwzRuleSet {
  readonly id: DwzRuleSetId;
  readonly expectation: ExpectationMode;
  readonly coefficient: CoefficientRule;
  /** Rh for established players: always (2002) or only with ≥ 5 games and not at 0 %/100 % (2016 text 3.6). */
  readonly performanceMinGames: number;
  /** 0 %/100 %: Rc ∓ 677 (2002), no value (2016 text), or a fictitious draw against Rc (2026). */
  readonly extremes: 'rc677' | 'none' | 'fictitiousDraw';
  /** First values below 800 → 700 + Ri/8 (2016 text, reconstructed). */
  readonly lowFirstValues: boolean;
  /** First DWZ from Rh by the 2026 formula with r. */
  readonly firstFromRh2026: boolean;
}

export interface DwzRuleOptions {
  /** Tournament end date: chooses the ELOBASE E rule (2002 before 2003) and the WO 2026 parameters. */
  readonly endDate?: IsoDate;
  readonly wo2013Text?: Wo2013Text;
}

/** The rule set with its parameters for a version (and, for ELOBASE, the end date). */
export function dwzRuleSet(id: DwzRuleSetId, opts: DwzRuleOptions = {}): DwzRuleSet {
  const e2013: CoefficientRule = opts.wo2013Text === '2014' ? 'E2014' : 'E2016';
  switch (id) {
    case 'WO2002':
      return base(id, 'table2', 'E2002', 0, 'rc677', false, false);
    case 'ELOBASE': {
      // Bremszuschlag from Jan 2003 (DSB-Wertungsordnung 2002 and its change log); before that the 2002 E rule.
      const early = opts.endDate !== undefined && opts.endDate < '2003-01-01';
      return base(id, 'round3', early ? 'E2002' : e2013, 0, 'rc677', false, false);
    }
    case 'WO2013':
      return base(id, 'exact', e2013, 5, 'none', true, false);
    case 'WO2026':
      return base(id, 'exact', 'K2026', 5, 'fictitiousDraw', false, true);
  }
}

function base(
  id: DwzRuleSetId,
  expectation: ExpectationMode,
  coefficient: CoefficientRule,
  performanceMinGames: number,
  extremes: DwzRuleSet['extremes'],
  lowFirstValues: boolean,
  firstFromRh2026: boolean,
): DwzRuleSet {
  return { id, expectation, coefficient, performanceMinGames, extremes, lowFirstValues, firstFromRh2026 };
}

/** The first day of the DeWIS era (P from Φ, unrounded) and of the WO 2026. */
export const DEWIS_START: IsoDate = '2013-08-01';
export const WO2026_START: IsoDate = '2026-06-08';
/** The day of the one-time Umstufung. */
export const UMSTUFUNG_DATE: IsoDate = '2026-06-07';

/**
 * The rule version official evaluations used for a tournament ending on `endDate` (DSB-Wertungsordnung 2002 and its change log):
 * EloBase before Aug 2013, DeWIS (WO2013) until 07.06.2026, WO2026 from 08.06.2026. WO2002 (the
 * WO 2002's tables) is never the default; select it explicitly.
 */
export function defaultDwzRules(endDate: IsoDate): DwzRuleSetId {
  if (endDate < DEWIS_START) return 'ELOBASE';
  if (endDate < WO2026_START) return 'WO2013';
  return 'WO2026';
}

/** P(D) under a rule version (contract name): table, 3 decimals or exact Φ. */
export const expectedScore = (d: number, rules: DwzRuleSetId): number =>
  expectedScoreFor(d, dwzRuleSet(rules).expectation);
