import { pushAll } from '../../arrays.ts';
import { err, ok, type Result } from '../../result.ts';
import { otherColor, type Color, type RoundNo } from '../../types.ts';
import type { Tournament } from '../../tournament/model.ts';
import { nextRoundNumber, playersToPair } from '../dutch/index.ts';
import {
  absoluteCompatible,
  boardFor,
  boardsInOrder,
  noValidPairing,
  pabLeavingPairable,
} from '../prepare.ts';
import { inferInitialColor } from '../nextRoundInput.ts';
import type { PairingError, RoundPairing } from '../types.ts';
import { completable, pairDubovBracket, type DubovContext, type Pair } from './bracket.ts';
import { buildDubovPlayers, type DubovPlayer } from './players.ts';

export { buildDubovPlayers, dubovPreference, type DubovPlayer } from './players.ts';

export interface DubovOptions {
  /** The round to pair; default: the round after the last one with a game or a PAB. */
  readonly round?: RoundNo;
  /** Initial colour when the tournament has none (default White). */
  readonly initialColor?: Color;
}

/** Pairing order (1.3, C.04.2): score descending, then TPN. */
const byOrder = (a: DubovPlayer, b: DubovPlayer): number => b.score - a.score || a.id - b.id;

/**
 * FIDE Dubov System, C.04.4.1 (effective from 1 February 2026): pairs the next round of a Swiss
 * tournament. No legal pairing ([C1]-[C4]) is an error value, never an exception.
 */
export function pairDubov(t: Tournament, opts: DubovOptions = {}): Result<RoundPairing, PairingError> {
  const round = opts.round ?? nextRoundNumber(t);
  if (round < 1) return err({ kind: 'invalidInput', message: `invalid round ${round}` });
  const initialColor: Color = t.initialColor ?? inferInitialColor(t) ?? opts.initialColor ?? 'white';
  const players = buildDubovPlayers(t, playersToPair(t, round), round).sort(byOrder);
  const ctx: DubovContext = {
    compatible: absoluteCompatible(t, round),
    lastRound: round >= t.rounds,
  };
  let remaining = players;
  let pab: DubovPlayer | undefined;
  if (players.length % 2 === 1) {
    // 3.1: the bye goes to the player who may have it ([C2]) and leaves the others pairable ([C4]),
    // with the lowest score, the most games played, the largest TPN.
    pab = pabLeavingPairable(
      players,
      [...players].sort((a, b) => a.score - b.score || b.games - a.games || b.id - a.id),
      ctx,
    );
    if (!pab) return noValidPairing(round);
    remaining = players.filter((p) => p !== pab);
  } else if (!completable(players, ctx)) return noValidPairing(round);
  const pairs: Pair[] = [];
  while (remaining.length > 0) {
    const bracket = pairDubovBracket(remaining, ctx);
    if (!bracket) return noValidPairing(round);
    pushAll(pairs, bracket);
    const paired = new Set(bracket.flat());
    remaining = remaining.filter((p) => !paired.has(p));
  }
  const boards = boardsInOrder(
    pairs.map(([a, b]) => {
      const [hi, lo] = byOrder(a, b) < 0 ? [a, b] : [b, a];
      const board = boardFor(hi, lo, allocateDubovColour(hi, lo, initialColor));
      return { board, hiScore: hi.score, loScore: lo.score, hiRank: hi.id };
    }),
  );
  return ok(pab ? { round, boards, pab: pab.id } : { round, boards });
}

/** FIDE C.04.4.1 (2026) 5.2: the colour of `hi` (the higher-ranked player) against `lo`. */
export function allocateDubovColour(hi: DubovPlayer, lo: DubovPlayer, initial: Color): Color {
  // 5.2.1 neither has played: an odd TPN of the higher-ranked player gets the initial colour.
  if (hi.games === 0 && lo.games === 0) return hi.id % 2 === 1 ? initial : otherColor(initial);
  // 5.2.2 grant both preferences.
  if (hi.side !== lo.side) return hi.side;
  // 5.2.3 grant the stronger preference.
  if (hi.strength !== lo.strength) return hi.strength > lo.strength ? hi.side : otherColor(lo.side);
  // 5.2.4 alternate to the most recent game in which one had White and the other Black.
  for (let i = 1; i <= Math.min(hi.colours.length, lo.colours.length); i++) {
    const a = hi.colours[hi.colours.length - i]!;
    if (a !== lo.colours[lo.colours.length - i]) return otherColor(a);
  }
  // 5.2.5 grant the higher-ranked player's preference.
  return hi.side;
}
