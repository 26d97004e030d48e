import type { PlayerId } from '../types.ts';

/**
 * Buchholz's own 1932 ranking as Waldstein describes it (Waldstein, Bewertung der Partieergebnisse §2): order by own score × Σ
 * opponents' scores, but a player with more points stays ahead of one with fewer points unless his
 * product falls short of the other's by more than `tolerance` (10 %).
 */
export function buchholz1932Ranking(
  ids: readonly PlayerId[],
  points: ReadonlyMap<PlayerId, number>,
  product: ReadonlyMap<PlayerId, number>,
  tolerance = 0.1,
): readonly PlayerId[] {
  const p = (id: PlayerId): number => points.get(id) ?? 0;
  const x = (id: PlayerId): number => product.get(id) ?? 0;
  const order = [...ids].sort((a, b) => x(b) - x(a) || p(b) - p(a));
  for (let swapped = true; swapped;) {
    swapped = false;
    for (let i = 0; i + 1 < order.length; i++) {
      const a = order[i] ?? 0;
      const b = order[i + 1] ?? 0;
      if (p(b) > p(a) && x(b) >= (1 - tolerance) * x(a)) {
        order[i] = b;
        order[i + 1] = a;
        swapped = true;
      }
    }
  }
  return order;
}
