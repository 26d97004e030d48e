import type { Result } from '../result.ts';
import { BUCHHOLZ_TIEBREAKS } from './buchholz.ts';
import type { TiebreakDef } from './def.ts';
import { describeTiebreak } from './describe.ts';
import { DIRECT_ENCOUNTER } from './directEncounter.ts';
import { KEIZER_SCORE } from './keizerScore.ts';
import { OWN_TIEBREAKS } from './own.ts';
import { RATING_TIEBREAKS } from './ratings.ts';
import { SONNEBORN_TIEBREAKS } from './sonneborn.ts';
import { STRENGTH_TIEBREAKS } from './strengthTiebreaks.ts';
import { parseTiebreakSpec as parseWith, type TiebreakSpecError } from './spec.ts';
import type { TiebreakContext, TiebreakSpec, TiebreakValues } from './types.ts';

/** Every individual tiebreak, keyed by its (FIDE C.07 or seed) code. */
export const TIEBREAKS: Readonly<Record<string, TiebreakDef>> = Object.fromEntries(
  [
    DIRECT_ENCOUNTER,
    ...OWN_TIEBREAKS,
    ...BUCHHOLZ_TIEBREAKS,
    ...SONNEBORN_TIEBREAKS,
    ...RATING_TIEBREAKS,
    ...STRENGTH_TIEBREAKS,
    KEIZER_SCORE,
  ].map((d) => [d.code, d]),
);

/** Parses `BH/C1`, `SB-C1-P`, `KS/L-2`, `ARO/U1400` ... against the registry. */
export const parseTiebreakSpec = (text: string): Result<TiebreakSpec, TiebreakSpecError> =>
  parseWith(text, (code) => code in TIEBREAKS);

/** The legend text of a code as given (`BH/C1` → "Buchholz, cut 1 (C.07 8.1, 14.1)"); unknown codes as given. */
export function describeTiebreakText(text: string): string {
  const spec = parseTiebreakSpec(text);
  const def = spec.ok ? TIEBREAKS[spec.value.code] : undefined;
  return spec.ok && def ? describeTiebreak(def, spec.value) : text;
}

/** Per-player values of one tiebreak. */
export function computeTiebreak(ctx: TiebreakContext, spec: TiebreakSpec): TiebreakValues {
  const def = TIEBREAKS[spec.code];
  if (!def) throw new Error(`unregistered tiebreak ${spec.code}`); // parseTiebreakSpec guarantees it
  return def.compute(ctx, spec);
}

export type { TiebreakDef, TiebreakFamily } from './def.ts';
export { TIEBREAK_SPEC_ERROR_KINDS, splitTiebreakCode, type TiebreakSpecError } from './spec.ts';
export * from './types.ts';
export { makeTiebreakContext, adjustedScore16_3, adjustedScoreC02, isRoundRobinKind } from './context.ts';
export { virtualOpponentScore, elementsOf } from './elements.ts';
export { applyCut } from './cuts.ts';
export { describeTiebreak } from './describe.ts';
export { directEncounterPartition } from './directEncounter.ts';
export { playerRating, perfectPerformance } from './ratings.ts';
export { dpFromScore, expectedHundredths, DP_BY_PERCENT, PD_UPPER } from './fideTables.ts';
export * from './strength/index.ts';
export { buchholz1932Ranking } from './buchholz1932.ts';
