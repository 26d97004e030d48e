import { pushAll } from '../../arrays.ts';
import { err, ok, type Result } from '../../result.ts';
import { otherColor, type Color, type RoundNo } from '../../types.ts';
import type { Tournament } from '../../tournament/model.ts';
import { forbiddenSet, nextRoundNumber, pairKey, playersToPair } from '../dutch/index.ts';
import { inferInitialColor } from '../nextRoundInput.ts';
import type { Board, PairingError, RoundPairing } from '../types.ts';
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
  const forbidden = forbiddenSet(t, round);
  const ctx: DubovContext = {
    compatible: (a, b) =>
      // [C1] no second game between two players; pairs the arbiter forbids.
      !a.opponents.has(b.id) &&
      !forbidden.has(pairKey(a.id, b.id)) &&
      // [C3] two players with the same absolute colour preference do not meet.
      !(a.strength === 3 && b.strength === 3 && a.side === b.side),
    lastRound: round >= t.rounds,
  };
  const none = (): Result<RoundPairing, PairingError> =>
    err({ kind: 'noValidPairing', message: `No valid pairing exists for round ${round}` });
  let remaining = players;
  let pab: DubovPlayer | undefined;
  if (players.length % 2 === 1) {
    // 3.1: the bye goes to the player who may have it ([C2]) and leaves the others pairable ([C4]),
    // with the lowest score, the most games played, the largest TPN.
    const candidates = players
      .filter((p) => p.pabEligible)
      .sort((a, b) => a.score - b.score || b.games - a.games || b.id - a.id);
    pab = candidates.find((c) =>
      completable(
        players.filter((p) => p !== c),
        ctx,
      ),
    );
    if (!pab) return none();
    remaining = players.filter((p) => p !== pab);
  } else if (!completable(players, ctx)) return none();
  const pairs: Pair[] = [];
  while (remaining.length > 0) {
    const bracket = pairDubovBracket(remaining, ctx);
    if (!bracket) return none();
    pushAll(pairs, bracket);
    const paired = new Set(bracket.flat());
    remaining = remaining.filter((p) => !paired.has(p));
  }
  const boards = pairs
    .map(([a, b]) => {
      const [hi, lo] = byOrder(a, b) < 0 ? [a, b] : [b, a];
      const c = allocateDubovColour(hi, lo, initialColor);
      const board: Board = c === 'white' ? { white: hi.id, black: lo.id } : { white: lo.id, black: hi.id };
      return { board, hi, lo };
    })
    // C.04.2 (2026): boards by the higher score of the pair, the sum of scores, the higher player's TPN.
    .sort(
      (x, y) =>
        y.hi.score - x.hi.score || y.hi.score + y.lo.score - (x.hi.score + x.lo.score) || x.hi.id - y.hi.id,
    )
    .map((x) => x.board);
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
