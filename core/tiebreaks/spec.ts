import { err, ok, type Result } from '../result.ts';
import type { TiebreakSpec } from './types.ts';

export const TIEBREAK_SPEC_ERROR_KINDS = ['badTiebreak'] as const;

export interface TiebreakSpecError {
  readonly kind: (typeof TIEBREAK_SPEC_ERROR_KINDS)[number];
  readonly text: string;
  readonly message: string;
}

/**
 * The one way a tiebreak code with modifiers is split, for individual and team codes alike:
 * `BH/C1/P`, `BH-C1-P` (TRF exports), `EMGSB/C1`, `SSSC/K4`, `BW/B4` → head and modifiers, upper case.
 * A minus followed by a digit belongs to its modifier (`KS/L-2`).
 */
export function splitTiebreakCode(text: string): { readonly head: string; readonly mods: readonly string[] } {
  const [head = '', ...mods] = text
    .trim()
    .toUpperCase()
    .split(/\/|-(?![0-9])/)
    .filter((p) => p !== '');
  return { head, mods };
}

const ALIASES: Readonly<Record<string, string>> = { GE: 'REP', MED: 'BH', AROC: 'ARO' };

/**
 * Reads a tiebreak code with modifiers (C.07 14): `BH/C1`, `BH/C2/P`, `SB/M1`, `KS/L-2`, `ARO/U1400`,
 * `AOB/F`, `RTNG/R`. `-` works as separator too (`BH-C1-P`, as in TRF exports and the case files).
 * `known` says which base codes exist (the registry).
 */
export function parseTiebreakSpec(
  text: string,
  known: (code: string) => boolean,
): Result<TiebreakSpec, TiebreakSpecError> {
  const bad = (message: string): Result<TiebreakSpec, TiebreakSpecError> =>
    err({ kind: 'badTiebreak', text, message: `tiebreak "${text}": ${message}` });
  const { head, mods } = splitTiebreakCode(text);
  if (head === '') return bad('empty code');
  const code = ALIASES[head] ?? head;
  if (!known(code)) return bad(`unknown code "${head}"`);
  let low = head === 'MED' ? 1 : 0;
  let high = head === 'MED' ? 1 : 0;
  let forfeitsPlayed = false;
  let fore = false;
  let reverse = false;
  let unratedAs: number | undefined;
  let limit = 0;
  let unplayedFirst = false;
  for (const m of mods) {
    let match: RegExpMatchArray | null;
    if ((match = /^C([0-9])$/.exec(m))) low += Number(match[1]);
    else if ((match = /^M([0-9])$/.exec(m))) {
      low += Number(match[1]);
      high += Number(match[1]);
    } else if (m === 'P') forfeitsPlayed = true;
    else if (m === 'F') fore = true;
    else if (m === 'R') reverse = true;
    else if (m === 'V') unplayedFirst = true;
    else if ((match = /^U([0-9]{1,4})$/.exec(m))) unratedAs = Number(match[1]);
    else if ((match = /^L([+-]?[0-9]{1,2})?$/.exec(m))) limit = Number(match[1] ?? '0');
    else return bad(`unknown modifier "${m}" (expected C1, C2, M1, M2, P, F, R, V, U<rating>, L±n)`);
  }
  return ok({
    text,
    code,
    cut: { low, high },
    forfeitsPlayed,
    fore,
    reverse,
    ...(unratedAs !== undefined ? { unratedAs } : {}),
    limit,
    unplayedFirst,
  });
}
