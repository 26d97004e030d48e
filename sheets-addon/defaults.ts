// Default tiebreak lists when the settings name none (the sidebar can set any C.07 list).
import { defaultTiebreaks as coreDefaults } from '../core/standings/index.ts';
import type { Tournament } from '../core/tournament/index.ts';

/** Round robin: points, then SB, then wins (the club default of issue 7); Buchholz shown, not applied (C.07 8). */
export const ROUND_ROBIN_TIEBREAKS = ['SB', 'WIN', 'BH'] as const;

/** Round robin: the club default above; Swiss: the core's FIDE-style default list. */
export const defaultTiebreaks = (t: Tournament): readonly string[] =>
  t.kind === 'swiss' ? coreDefaults(false) : ROUND_ROBIN_TIEBREAKS;
