import type { HalfPoints } from '../types.ts';
import { iterateIndividually, meanRating, solveRating, startValue2002 } from './performance.ts';
import { roundHalfUp } from '../rating/rounding.ts';
import type { DwzRuleSet, Wo2026Parameters } from './ruleSets.ts';

/**
 * Rn of a first DWZ from the final iteration value Rh: Rh itself (WO 2002 4.9.3); below 800 →
 * 700 + Rh/8 (2016 text, reconstructed); WO 2026: Rh + r·(2000 − Rh) for 1100 ≤ Rh < 2000 and
 * 1100 + (9/11)·r·Rh below 1100 (DSB-Wertungsordnung 2026, first DWZ). Rounded half up.
 */
export function firstDwzFromPerformance(rs: DwzRuleSet, Rh: number, p: Wo2026Parameters): number {
  if (rs.firstFromRh2026) {
    if (Rh >= 2000) return roundHalfUp(Rh);
    if (Rh >= p.floor) return roundHalfUp(Rh + p.r * (2000 - Rh));
    return roundHalfUp(p.floor + (9 / 11) * p.r * Rh);
  }
  if (rs.lowFirstValues && Rh < 800) return roundHalfUp(700 + Rh / 8);
  return roundHalfUp(Rh);
}

export type FirstRatingOutcome =
  | {
      readonly kind: 'rated';
      readonly Rc: number;
      readonly Rp: number;
      readonly Rh: number;
      readonly trace: readonly number[];
      readonly converged: boolean;
    }
  /** 0 % or 100 %: not determinable (WO 2002 4.7.2.1.2, 1.1.6), unless the rules add a fictitious draw. */
  | { readonly kind: 'extreme'; readonly Rc: number; readonly full: boolean };

/**
 * The iteration value of one unrated player against fixed opponent ratings (4.7.2.1.1–3): start
 * value Rp = Rc + D, then the table iteration (WO 2002) or the solution of ΣP = W. WO 2026 adds a
 * fictitious draw against Rc to a 100 % score.
 */
export function individualFirstRating(
  rs: DwzRuleSet,
  opponents: readonly number[],
  W: HalfPoints,
): FirstRatingOutcome {
  const n = opponents.length;
  const RcExact = meanRating(opponents);
  const Rc = roundHalfUp(RcExact);
  let opps = opponents;
  let score = W;
  if (W === 0 || W === 2 * n) {
    if (rs.extremes !== 'fictitiousDraw' || W === 0) return { kind: 'extreme', Rc, full: W !== 0 };
    opps = [...opponents, RcExact];
    score = W + 1;
  }
  if (rs.expectation === 'table2') {
    const { Rp } = startValue2002(opps, score);
    const it = iterateIndividually(Rp, opps, score, 'table2');
    return { kind: 'rated', Rc, Rp, Rh: it.value, trace: it.trace, converged: it.converged };
  }
  const Rh = solveRating(opps, score, rs.expectation);
  return { kind: 'rated', Rc, Rp: Rh, Rh, trace: [Rh], converged: true };
}
