import type { Color } from '../../types.ts';

/** What Article 4 of C.04.5 (2026) reads of a player: his match colours, oldest first. */
export interface ColourHistory {
  readonly tpn: number;
  /** Match colours (the colour of game 1) of the matches with at least one game played (1.6). */
  readonly colors: readonly Color[];
  /** Has played at least one match (4.3.1). */
  readonly playedMatch: boolean;
}

const opposite = (c: Color): Color => (c === 'white' ? 'black' : 'white');

/**
 * C.04.5 (2026) 4.3: the colour of game 1 for the higher-ranked player `hi` (4.2: higher score,
 * then smaller TPN) against `lo`. Game 2 is played with the colours reversed (4.4).
 */
export function matchColourOfHigher(hi: ColourHistory, lo: ColourHistory, initial: Color): Color {
  // 4.3.1: neither has played a match: the initial colour to a higher-ranked player of odd TPN,
  // the other colour to one of even TPN.
  if (!hi.playedMatch && !lo.playedMatch) return hi.tpn % 2 === 1 ? initial : opposite(initial);
  const whites = (h: ColourHistory): number => h.colors.filter((c) => c === 'white').length;
  // 4.3.2: White to the player who had White fewer times.
  const wh = whites(hi);
  const wl = whites(lo);
  if (wh !== wl) return wh < wl ? 'white' : 'black';
  // 4.3.3: going back from the latest match, at the first difference each gets the other colour.
  const a = hi.colors;
  const b = lo.colors;
  for (let k = 1; k <= Math.min(a.length, b.length); k++) {
    const ca = a[a.length - k]!;
    if (ca !== b[b.length - k]) return opposite(ca);
  }
  // 4.3.4: the higher-ranked player alternates from his last match colour.
  if (a.length > 0) return opposite(a[a.length - 1]!);
  // 4.3.5: else his opponent alternates.
  if (b.length > 0) return b[b.length - 1]!;
  // Both played only matches without a game played: no colour to go by; as 4.3.1.
  return hi.tpn % 2 === 1 ? initial : opposite(initial);
}
