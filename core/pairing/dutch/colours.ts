import { otherColor, type Color } from '../../types.ts';

/** 0 none, 1 mild, 2 strong, 3 absolute (C.04.3 1.7). */
export type PrefStrength = 0 | 1 | 2 | 3;

export interface ColourPreference {
  readonly color?: Color;
  readonly strength: PrefStrength;
  /** Colour difference: games with White − games with Black (1.6). */
  readonly cd: number;
}

/** 1.7: the colour preference from the played games, oldest first. */
export function colourPreference(colours: readonly Color[]): ColourPreference {
  let cd = 0;
  for (const c of colours) cd += c === 'white' ? 1 : -1;
  const last = colours[colours.length - 1];
  const prev = colours[colours.length - 2];
  if (last === undefined) return { strength: 0, cd };
  if (cd > 1) return { color: 'black', strength: 3, cd };
  if (cd < -1) return { color: 'white', strength: 3, cd };
  if (prev === last) return { color: otherColor(last), strength: 3, cd };
  if (cd === 1) return { color: 'black', strength: 2, cd };
  if (cd === -1) return { color: 'white', strength: 2, cd };
  return { color: otherColor(last), strength: 1, cd };
}

export interface ColourSide {
  readonly id: number;
  /** 1-based position by pairing number among the players being paired (5.2.5). */
  readonly rank: number;
  readonly colours: readonly Color[];
  readonly pref: ColourPreference;
}

/**
 * Art. 5 (2017 E.1–E.5): the colour of `high` (the higher-ranked player) against `low`.
 */
export function allocateColour(high: ColourSide, low: ColourSide, initial: Color): Color {
  const hp = high.pref;
  const lp = low.pref;
  // 5.2.1 both preferences can be granted (or only one player has a preference: 5.2.2).
  if (hp.color !== undefined && lp.color !== undefined && hp.color !== lp.color) return hp.color;
  if (hp.color !== undefined && lp.color === undefined) return hp.color;
  if (hp.color === undefined && lp.color !== undefined) return otherColor(lp.color);
  // 5.2.2 the stronger preference; both absolute: the wider colour difference.
  if (hp.color !== undefined && lp.color !== undefined) {
    if (hp.strength > lp.strength) return hp.color;
    if (lp.strength > hp.strength) return otherColor(lp.color);
    if (hp.strength === 3 && Math.abs(hp.cd) !== Math.abs(lp.cd))
      return Math.abs(hp.cd) > Math.abs(lp.cd) ? hp.color : otherColor(lp.color);
  }
  // 5.2.3 alternate to the most recent round in which they had different colours.
  const hc = high.colours;
  const lc = low.colours;
  for (let i = 1; i <= Math.min(hc.length, lc.length); i++) {
    const a = hc[hc.length - i]!;
    const b = lc[lc.length - i]!;
    if (a !== b) return otherColor(a);
  }
  // 5.2.4 the higher-ranked player's preference.
  if (hp.color !== undefined) return hp.color;
  // 5.2.5 odd pairing number: the initial colour. Counted among the players being paired, so absent
  // players do not shift the alternation down the boards (as the endorsed engine does).
  return high.rank % 2 === 1 ? initial : otherColor(initial);
}
