import type { Cut } from './types.ts';

/** What a cut looks at: the opponent's score (significance) and the element's contribution. */
export interface CutItem {
  readonly significance: number;
  readonly contribution: number;
  readonly vur: boolean;
}

/** Index of the least (`sign` 1) or most (`sign` −1) significant item; ties by the contribution. */
const extreme = <T extends CutItem>(items: readonly T[], sign: 1 | -1): number => {
  let best = -1;
  for (let i = 0; i < items.length; i++) {
    const x = items[i] as T;
    const b = items[best];
    const d = b ? sign * (x.significance - b.significance) || sign * (x.contribution - b.contribution) : -1;
    if (d < 0) best = i;
  }
  return best;
};
const lowest = <T extends CutItem>(items: readonly T[]): number => extreme(items, 1);
const highest = <T extends CutItem>(items: readonly T[]): number => extreme(items, -1);

/**
 * Removes the least significant values (C.07 14.1: the lowest opponent score; for SB 14.1.2 d the
 * contribution of the lowest-scoring opponent) and, for medians, the most significant ones. With
 * `vurFirst` (C.07 16.5) each low cut takes the lowest VUR contribution instead, unless it is lower
 * than the least significant value: for BH that means always the VUR, for SB the higher of the two.
 */
export function applyCut<T extends CutItem>(items: readonly T[], cut: Cut, vurFirst: boolean): readonly T[] {
  if (cut.low === 0 && cut.high === 0) return items;
  const rest = [...items];
  for (let k = 0; k < cut.low && rest.length > 0; k++) {
    let drop = lowest(rest);
    if (vurFirst) {
      let vi = -1;
      for (let i = 0; i < rest.length; i++) {
        const x = rest[i] as T;
        if (!x.vur) continue;
        const cur = rest[vi];
        // 16.5.2 note: of VURs tied on the lowest contribution, the least significant goes first.
        const d = cur ? x.contribution - cur.contribution || x.significance - cur.significance : -1;
        if (d < 0) vi = i;
      }
      const v = rest[vi];
      const l = rest[drop];
      if (v && l && v.contribution >= l.contribution) drop = vi;
    }
    rest.splice(drop, 1);
  }
  for (let k = 0; k < cut.high && rest.length > 0; k++) rest.splice(highest(rest), 1);
  return rest;
}

/** Plain cuts of a list of numbers (ARO, PS): lowest first, then highest. */
export function cutNumbers(values: readonly number[], cut: Cut): readonly number[] {
  const items = values.map((v) => ({ significance: v, contribution: v, vur: false }));
  return applyCut(items, cut, false).map((x) => x.contribution);
}
