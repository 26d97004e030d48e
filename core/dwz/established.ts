import type { HalfPoints } from '../types.ts';
import { developmentCoefficient, kFactor2026, type AgeGroup, type CoefficientInput } from './coefficient.ts';
import { expectationScale } from './expectedScore.ts';
import { expectedSumUnits, iterateIndividually, meanRating, solveRating } from './performance.ts';
import { roundHalfUp } from './rounding.ts';
import type { DwzRuleSet, Wo2026Parameters } from './ruleSets.ts';

export interface EstablishedInput {
  readonly Ro: number;
  readonly index: number | undefined;
  readonly ageGroup: AgeGroup;
  readonly opponents: readonly number[];
  readonly W: HalfPoints;
  /** Given E (or K for WO 2026) from an official evaluation. */
  readonly E?: number;
  readonly K?: number;
  /**
   * Start of the Rh iteration (Anhang 1.1.10): `Ro` ("einfach R_0, vor allem bei Computeranwendung",
   * the default; it reproduces WO 2002's Rh of C, E, F and G exactly) or `Rp` (the hand-worked B).
   */
  readonly rhStart?: 'Ro' | 'Rp';
}

export interface EstablishedResult {
  readonly n: number;
  readonly We: number;
  readonly E?: number;
  readonly K?: number;
  readonly Rn: number;
  /** Erfolgszahl Rp = Ro + 800·(W − We)/n (Anhang 1.2.1), rounded half up. */
  readonly Rp?: number;
  readonly Rc?: number;
  readonly Rh?: number;
  /** Rh iteration from Rp (Anhang 1.1.10). */
  readonly RhTrace?: readonly number[];
}

/**
 * New DWZ of a player with a DWZ (WO 2002 4.9.1): Rn = Ro + 800·(W − We)/(E + n), or for WO 2026
 * Rn = Ro + K·(W − We) with the floor; rounded half up. No games: Rn = Ro.
 */
export function evaluateEstablished(
  rs: DwzRuleSet,
  p: Wo2026Parameters,
  i: EstablishedInput,
): EstablishedResult {
  const n = i.opponents.length;
  if (n === 0) return { n, We: 0, Rn: i.Ro };
  const scale = expectationScale(rs.expectation);
  const weUnits = expectedSumUnits(i.Ro, i.opponents, rs.expectation);
  const wUnits = (i.W / 2) * scale;
  const We = weUnits / scale;
  const below = wUnits < weUnits;
  const diff = (wUnits - weUnits) / scale;
  const Rc = roundHalfUp(meanRating(i.opponents));
  const Rp = roundHalfUp(i.Ro + (800 * diff) / n);
  const perf = performance(rs, i, We);
  const coeffIn = { Ro: i.Ro, index: i.index, ageGroup: i.ageGroup, below };
  return { n, We, ...ratingChange(rs, p, coeffIn, diff, n, i), Rp, Rc, ...perf };
}

/**
 * E or K and Rn from W − We over n games (`given` E or K from an official evaluation wins):
 * Rn = Ro + 800·(W − We)/(E + n) (WO 2002 4.9.1), or Rn = Ro + K·(W − We), at least the floor
 * (WO 2026); rounded half up.
 */
export function ratingChange(
  rs: DwzRuleSet,
  p: Wo2026Parameters,
  c: CoefficientInput,
  diff: number,
  n: number,
  given: { readonly E?: number; readonly K?: number },
): { E?: number; K?: number; Rn: number } {
  if (rs.coefficient === 'K2026') {
    const K = given.K ?? kFactor2026(c, p).K;
    return { K, Rn: Math.max(p.floor, roundHalfUp(c.Ro + K * diff)) };
  }
  const E = given.E ?? developmentCoefficient(rs.coefficient, c).E;
  return { E, Rn: roundHalfUp(c.Ro + (800 * diff) / (E + n)) };
}

/**
 * Rh of a player with a DWZ (WO 2002 4.8, Anhang 1.1.10): opponents fixed, iteration from
 * Rp = Ro + 800·(W − We)/n; 0 %/100 % → Rc ∓ 677. 2016 text: only with ≥ 5 games and no Rh at
 * 0 %/100 %; WO 2026: a fictitious draw against Rc at 100 %.
 */
function performance(
  rs: DwzRuleSet,
  i: EstablishedInput,
  We: number,
): { Rh?: number; RhTrace?: readonly number[] } {
  const n = i.opponents.length;
  if (n < rs.performanceMinGames) return {};
  const RcExact = meanRating(i.opponents);
  if (i.W === 0 || i.W === 2 * n) {
    if (rs.extremes === 'rc677') return { Rh: roundHalfUp(RcExact) + (i.W === 0 ? -677 : 677) };
    if (rs.extremes === 'none' || i.W === 0) return {};
    const Rh = solveRating([...i.opponents, RcExact], i.W + 1, rs.expectation);
    return { Rh: roundHalfUp(Rh) };
  }
  if (rs.expectation === 'table2') {
    const start = i.rhStart === 'Rp' ? roundHalfUp(i.Ro + (800 * (i.W / 2 - We)) / n) : i.Ro;
    const it = iterateIndividually(start, i.opponents, i.W, 'table2');
    return { Rh: it.value, RhTrace: it.trace };
  }
  return { Rh: roundHalfUp(solveRating(i.opponents, i.W, rs.expectation)) };
}
