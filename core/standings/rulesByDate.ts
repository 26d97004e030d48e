import type { RuleVersion } from '../tiebreaks/types.ts';

/** Start dates from which a rule version is the default (FIDE C.07 (2024) and its 2026 revision). */
export const RULES_FROM = { C07_2024: '2024-04-01', C07_2026: '2026-03-01' } as const;

/** The default rule version for an event starting on `date` (ISO); the newest without a date. */
export function rulesForStartDate(date: string | undefined): RuleVersion {
  if (date === undefined || date >= RULES_FROM.C07_2026) return 'C07_2026';
  return date >= RULES_FROM.C07_2024 ? 'C07_2024' : 'C02_2017';
}

/** Why `rulesForStartDate` chose its version, in words for a warning. */
export function whyRules(date: string): string {
  const v = rulesForStartDate(date);
  if (v === 'C07_2026') return `${v}, for events from ${RULES_FROM.C07_2026}`;
  if (v === 'C07_2024')
    return `${v}, for events from ${RULES_FROM.C07_2024} to before ${RULES_FROM.C07_2026}`;
  return `${v}, for events before ${RULES_FROM.C07_2024}`;
}
