import { otherColor, type Color } from '../types.ts';

/**
 * The colour preference of a player who has played, from the colours of the played games (oldest
 * first), in the words Dubov (FIDE C.04.4.1 1.6.1-1.6.3) and Burstein (C.04.4.2 1.5.1-1.5.3) share:
 * White beyond -1 or after two Blacks, Black beyond +1 or after two Whites (absolute, 3); else by
 * the colour difference (strong at ±1, 2) and at 0 the colour not played last (mild, 1). Undefined
 * before the first game, whose rule each system states itself (1.6.4, 1.5.4).
 */
export function playedColourPreference(
  colours: readonly Color[],
): { readonly side: Color; readonly strength: 1 | 2 | 3 } | undefined {
  let cd = 0;
  for (const c of colours) cd += c === 'white' ? 1 : -1;
  const last = colours[colours.length - 1];
  const prev = colours[colours.length - 2];
  if (last === undefined) return undefined;
  const side: Color =
    cd < -1
      ? 'white'
      : cd > 1
        ? 'black'
        : prev === last
          ? otherColor(last)
          : cd > 0
            ? 'black'
            : cd < 0
              ? 'white'
              : otherColor(last);
  if (Math.abs(cd) > 1 || prev === last) return { side, strength: 3 };
  return { side, strength: Math.abs(cd) === 1 ? 2 : 1 };
}
