import type { DwzRuleSetId } from './ruleSets.ts';
import { round2, round3 } from '../rating/rounding.ts';

/** We as it is shown: 2 decimals (table), 3 (EloBase, DeWIS), 6 (the 2026 portal). */
export function displayWe(We: number, rules: DwzRuleSetId): number {
  if (rules === 'WO2002') return round2(We);
  if (rules === 'WO2026') return Math.round(We * 1e6) / 1e6;
  return round3(We);
}
