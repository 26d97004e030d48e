import type { PlayerId } from '../types.ts';

export interface Place {
  readonly rank: number;
  /** Last place of a shared place ("3-4."), when shared. */
  readonly rankTo?: number;
}

/** Places by one value (descending unless `asc`), equal values share the place. */
export function rankByValues(
  ids: readonly PlayerId[],
  values: ReadonlyMap<PlayerId, number>,
  asc = false,
): ReadonlyMap<PlayerId, Place> {
  const v = (id: PlayerId): number => values.get(id) ?? 0;
  const sorted = [...ids].sort((a, b) => (asc ? v(a) - v(b) : v(b) - v(a)));
  const out = new Map<PlayerId, Place>();
  let i = 0;
  while (i < sorted.length) {
    let j = i;
    while (j + 1 < sorted.length && v(sorted[j + 1] ?? 0) === v(sorted[i] ?? 0)) j++;
    for (let k = i; k <= j; k++)
      out.set(sorted[k] ?? 0, j > i ? { rank: i + 1, rankTo: j + 1 } : { rank: i + 1 });
    i = j + 1;
  }
  return out;
}
