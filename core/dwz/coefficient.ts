import { round1, roundHalfUp } from '../rating/rounding.ts';
import type { CoefficientRule, Wo2026Parameters } from './ruleSets.ts';

/** WO 2002 4.9.2 age groups: youths ≤ 20 (J 5), juniors 21–25 (J 10), adults ≥ 26 (J 15). */
export const AGE_GROUPS = ['youth', 'junior', 'adult'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** Age = end year − birth year (WO 2002 4.2); no birth year counts as over 25. */
export function ageGroup(birthYear: number | undefined, endYear: number | undefined): AgeGroup {
  if (birthYear === undefined || endYear === undefined) return 'adult';
  const age = endYear - birthYear;
  return age <= 20 ? 'youth' : age <= 25 ? 'junior' : 'adult';
}

const J: Readonly<Record<AgeGroup, number>> = { youth: 5, junior: 10, adult: 15 };

/** What E or K depends on. `index` undefined = unknown: no index cap (WO) / the > 10 row (WO 2026). */
export interface CoefficientInput {
  readonly Ro: number;
  readonly index: number | undefined;
  readonly ageGroup: AgeGroup;
  /** W ≥ We (success) or W < We: exact comparison done by the caller. */
  readonly below: boolean;
}

export interface CoefficientTrace {
  readonly E0: number;
  readonly fB: number;
  readonly SBr: number;
  /** The unrounded E before rounding and caps. */
  readonly raw: number;
}

/** fB = Ro/2000 clamped to [0.5, 1] (WO 2002 4.9.2). */
const accel = (Ro: number): number => Math.min(1, Math.max(0.5, Ro / 2000));

/** E0 = (Ro/1000)^4 + J (WO 2002 4.9.2, Anhang 2.4). */
const baseValue = (Ro: number, g: AgeGroup): number => (Ro / 1000) ** 4 + J[g];

/** Index cap E ≤ 5·index (with unknown index: none); E ≥ 5 last, so index 0 gives 5 (3.2.6). */
const capE = (e: number, index: number | undefined, max: number): number =>
  Math.max(5, Math.min(e, max, index === undefined ? Infinity : 5 * index));

/** E under WO 2002 4.9.2 with the special case Ro < 1300 and W < We (no caps there, see tests). */
export function coefficient2002(i: CoefficientInput): { E: number; trace: CoefficientTrace } {
  if (i.Ro < 1300 && i.below) {
    const raw = 15 * (4 - (3 * i.Ro) / 1300);
    return { E: Math.max(5, roundHalfUp(raw)), trace: { E0: raw, fB: 1, SBr: 0, raw } };
  }
  const E0 = baseValue(i.Ro, i.ageGroup);
  const fB = i.ageGroup === 'youth' ? accel(i.Ro) : 1;
  const raw = E0 * fB;
  return { E: capE(roundHalfUp(raw), i.index, 30), trace: { E0, fB, SBr: 0, raw } };
}

/**
 * E with the Bremszuschlag (DSB-Wertungsordnung 2016, Anhang 1.2). 2016 text: fB for youths only when W ≥ We; SBr for
 * Ro < 1300 and W < We at any age. 2014 text: fB for youths always; SBr for youths only, W ≤ We
 * (the boundary W = We changes nothing, as Rn = Ro there).
 */
export function coefficientBrems(
  i: CoefficientInput,
  text: '2014' | '2016',
): { E: number; trace: CoefficientTrace } {
  const E0 = baseValue(i.Ro, i.ageGroup);
  const youth = i.ageGroup === 'youth';
  const fB = youth && (text === '2014' || !i.below) ? accel(i.Ro) : 1;
  const brake = i.Ro < 1300 && i.below && (text === '2016' || youth);
  const SBr = brake ? Math.exp((1300 - i.Ro) / 150) - 1 : 0;
  const raw = E0 * fB + SBr;
  const rounded = roundHalfUp(raw);
  const E = SBr > 0 ? Math.max(5, Math.min(150, rounded)) : capE(rounded, i.index, 30);
  return { E, trace: { E0, fB, SBr, raw } };
}

/** E by the rule named (E2002, E2016, E2014). */
export function developmentCoefficient(
  rule: Exclude<CoefficientRule, 'K2026'>,
  i: CoefficientInput,
): { E: number; trace: CoefficientTrace } {
  return rule === 'E2002' ? coefficient2002(i) : coefficientBrems(i, rule === 'E2014' ? '2014' : '2016');
}

export interface KTrace {
  readonly K0: number;
  readonly b: number;
  readonly a: number;
}

/** WO 2026 K = round1(K0·b + a), K ≤ Kmax (DSB-Wertungsordnung 2026, K factor). Unknown index → the "> 10" column. */
export function kFactor2026(i: CoefficientInput, p: Wo2026Parameters): { K: number; trace: KTrace } {
  const young = i.ageGroup !== 'adult';
  const row =
    young && i.Ro < 2200 ? p.k0.youngBelow2200 : !young && i.Ro < 2000 ? p.k0.adultBelow2000 : p.k0.others;
  const col = i.index === undefined ? row.length - 1 : Math.min(Math.max(i.index, 1), row.length) - 1;
  const K0 = row[col] ?? row[row.length - 1] ?? 0;
  const b = i.below && i.Ro < p.brakeBelow ? (i.Ro + p.u) / (p.brakeBelow + p.u) : 1;
  let a = 0;
  if (!i.below) {
    if (i.ageGroup === 'youth' && i.Ro < 2000) a = (2000 - i.Ro) / p.t;
    else if (i.ageGroup === 'junior' && i.Ro < p.bonusBelow) a = p.juniorBonus;
    else if (i.ageGroup === 'adult' && i.Ro < p.bonusBelow) a = p.adultBonus;
  }
  return { K: Math.min(p.kMax, round1(K0 * b + a)), trace: { K0, b, a } };
}
