/** Win expectations between two players (Konrad 2013, Zur Vorhersage von Turnier-Ergebnissen). */

/** Paulsen: p_ab = s_a(1 − s_b) / (s_a(1 − s_b) + s_b(1 − s_a)) on a 0..`scale` scale; undefined when both are 0 or both full. */
export function paulsenExpectation(sa: number, sb: number, scale = 1): number | undefined {
  const num = sa * (scale - sb);
  const den = num + sb * (scale - sa);
  return den === 0 ? undefined : num / den;
}

/** Zermelo's utility function u_ab = s_a / (s_a + s_b). */
export const zermeloExpectation = (sa: number, sb: number): number | undefined =>
  sa + sb === 0 ? undefined : sa / (sa + sb);

/** Paulsen's strength in a (multiple) round robin: points / games (Konrad 2013, Definition 1). */
export const paulsenStrength = (points: number, games: number): number => (games === 0 ? 0 : points / games);
