import type { Color } from '../../types.ts';
import type { TeamColourType, TeamPair, TeamSwissRules } from './model.ts';
import type { TeamState } from './state.ts';

/** A team's colour preference (C.04.6 1.7): the colour and, for Type B, whether it is strong. */
export interface TeamPreference {
  readonly colour: 'W' | 'B';
  readonly strong: boolean;
}

const last = <T>(xs: readonly T[]): T | undefined => xs[xs.length - 1];

const lastTwo = (s: TeamState, c: 'W' | 'B'): boolean =>
  s.colours.length >= 2 && last(s.colours) === c && s.colours[s.colours.length - 2] === c;

/** C.04.6 1.7.1 (Type A) and 1.7.2 (Type B); undefined: no preference. */
export function teamPreference(
  s: TeamState,
  type: TeamColourType,
  lastRound: boolean,
): TeamPreference | undefined {
  if (type === 'none' || s.colours.length === 0) return undefined;
  // 1.7.1 and the strong preference of 1.7.2 read the same.
  if (s.cd < -1 || ((s.cd === 0 || s.cd === -1) && lastTwo(s, 'B'))) return { colour: 'W', strong: true };
  if (s.cd > 1 || ((s.cd === 0 || s.cd === 1) && lastTwo(s, 'W'))) return { colour: 'B', strong: true };
  if (type === 'A') return undefined;
  // 1.7.2 mild preferences; none with CD 0 when the last round is paired.
  if (s.cd === -1 || (s.cd === 0 && !lastRound && last(s.colours) === 'B'))
    return { colour: 'W', strong: false };
  if (s.cd === 1 || (s.cd === 0 && !lastRound && last(s.colours) === 'W'))
    return { colour: 'B', strong: false };
  return undefined;
}

/** C.04.6 2.3.5 [C8] and 2.3.6 [C9]: the preferences a pair leaves unfulfilled (0 or 1 each). */
export function unfulfilled(
  a: TeamPreference | undefined,
  b: TeamPreference | undefined,
): { readonly any: number; readonly strong: number } {
  if (!a || !b || a.colour !== b.colour) return { any: 0, strong: 0 };
  // Same colour wanted: one team goes without; a strong one is served first (4.3.4).
  return { any: 1, strong: a.strong && b.strong ? 1 : 0 };
}

/**
 * C.04.6 4.2: the first team of a pair: higher primary score, then higher secondary score (when
 * the regulations use it), then the smaller TPN.
 */
export function firstTeamOrder(rules: TeamSwissRules) {
  return (a: TeamState, b: TeamState): number =>
    b.primary - a.primary || (rules.secondary !== undefined ? b.secondary - a.secondary : 0) || a.tpn - b.tpn;
}

const flip = (c: 'W' | 'B'): 'W' | 'B' => (c === 'W' ? 'B' : 'W');

/** C.04.6 4.3: which team of a pair has White on board 1. */
export function allocateColours(
  x: TeamState,
  y: TeamState,
  rules: TeamSwissRules,
  lastRound: boolean,
  initial: Color,
): TeamPair {
  const [first, other] = firstTeamOrder(rules)(x, y) <= 0 ? [x, y] : [y, x];
  const give = (firstColour: 'W' | 'B'): TeamPair =>
    firstColour === 'W' ? { white: first.tpn, black: other.tpn } : { white: other.tpn, black: first.tpn };
  const init: 'W' | 'B' = initial === 'white' ? 'W' : 'B';
  // 4.3.1: neither team has played: the first team gets the initial colour when its TPN is odd.
  if (first.colours.length === 0 && other.colours.length === 0)
    return give(first.tpn % 2 === 1 ? init : flip(init));
  const pf = teamPreference(first, rules.colourType, lastRound);
  const po = teamPreference(other, rules.colourType, lastRound);
  if (pf && !po) return give(pf.colour); // 4.3.2
  if (po && !pf) return give(flip(po.colour)); // 4.3.2
  if (pf && po && pf.colour !== po.colour) return give(pf.colour); // 4.3.3
  if (rules.colourType === 'B' && pf && po && pf.strong !== po.strong)
    return give(pf.strong ? pf.colour : flip(po.colour)); // 4.3.4
  if (first.cd !== other.cd) return give(first.cd < other.cd ? 'W' : 'B'); // 4.3.5
  // 4.3.6: alternate from the latest round where one had White and the other Black.
  for (let r = Math.min(first.colourByRound.length, other.colourByRound.length) - 1; r >= 0; r--) {
    const a = first.colourByRound[r];
    const b = other.colourByRound[r];
    if (a !== undefined && b !== undefined && a !== b) return give(flip(a));
  }
  if (pf) return give(pf.colour); // 4.3.7
  const lf = last(first.colours);
  if (lf) return give(flip(lf)); // 4.3.8
  const lo = last(other.colours);
  if (lo) return give(lo); // 4.3.9: the other team alternates, so the first takes its last colour
  return give(first.tpn % 2 === 1 ? init : flip(init));
}
