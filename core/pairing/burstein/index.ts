import { pushAll } from '../../arrays.ts';
import { err, ok, type Result } from '../../result.ts';
import { otherColor, type Color, type RoundNo } from '../../types.ts';
import type { Tournament } from '../../tournament/model.ts';
import { completable } from '../dubov/bracket.ts';
import { nextRoundNumber, pairDutch, playersToPair } from '../dutch/index.ts';
import {
  absoluteCompatible,
  boardFor,
  boardsInOrder,
  noValidPairing,
  pabLeavingPairable,
} from '../prepare.ts';
import { inferInitialColor } from '../nextRoundInput.ts';
import type { PairingError, RoundPairing } from '../types.ts';
import { pairBursteinBracket, type BursteinContext, type Pair } from './bracket.ts';
import { buildBursteinPlayers, byIndex, type BursteinPlayer } from './players.ts';

export { buildBursteinPlayers, byIndex, type BursteinPlayer } from './players.ts';

export interface BursteinOptions {
  /** The round to pair; default: the round after the last one with a game or a PAB. */
  readonly round?: RoundNo;
  /** Initial colour when the tournament has none (default White). */
  readonly initialColor?: Color;
  /** Every bracket by the matching over all remaining players (no local solve): the same pairing, slower. */
  readonly fullSolve?: boolean;
}

/** 1.6.2: half the rounds (rounded down), at most four, are seeding rounds. */
export const seedingRounds = (rounds: number): number => Math.min(Math.floor(rounds / 2), 4);

/** Score, then TPN: the order of scoregroups and of 5.2.1's "higher ranked". */
const byScore = (a: BursteinPlayer, b: BursteinPlayer): number => b.score - a.score || a.id - b.id;

/**
 * FIDE Burstein System, C.04.4.2 (effective from 1 July 2025): pairs the next round of a Swiss
 * tournament. No legal pairing ([C1]-[C4]) is an error value, never an exception.
 */
export function pairBurstein(t: Tournament, opts: BursteinOptions = {}): Result<RoundPairing, PairingError> {
  const round = opts.round ?? nextRoundNumber(t);
  if (round < 1) return err({ kind: 'invalidInput', message: `invalid round ${round}` });
  // 1.6.1 the seeding rounds are paired by the FIDE (Dutch) System.
  if (round <= seedingRounds(t.rounds)) return pairDutch(t, { round, edition: '2025', baku: false });
  const initialColor: Color = t.initialColor ?? inferInitialColor(t) ?? opts.initialColor ?? 'white';
  const players = buildBursteinPlayers(t, playersToPair(t, round), round).sort(
    (a, b) => b.score - a.score || byIndex(a, b),
  );
  const ctx: BursteinContext = {
    compatible: absoluteCompatible(t, round),
    ...(opts.fullSolve ? { fullSolve: true } : {}),
  };
  let remaining = players;
  let pab: BursteinPlayer | undefined;
  if (players.length % 2 === 1) {
    // 3.1: the bye goes to a player who may have it ([C2]) and leaves the others pairable ([C4]),
    // with the lowest score, the most games played, the lowest ranking (1.8).
    pab = pabLeavingPairable(
      players,
      [...players].sort((a, b) => a.score - b.score || b.games - a.games || byIndex(b, a)),
      ctx,
    );
    if (!pab) return noValidPairing(round);
    remaining = players.filter((p) => p !== pab);
  } else if (!completable(players, ctx)) return noValidPairing(round);
  const pairs: Pair[] = [];
  let incoming: BursteinPlayer[] = [];
  let rest = remaining;
  while (rest.length > 0) {
    const bracket = pairBursteinBracket(incoming, rest, ctx);
    if (!bracket) return noValidPairing(round);
    pushAll(pairs, bracket.pairs);
    const top = rest[0]!.score;
    incoming = bracket.floaters;
    rest = rest.filter((p) => p.score !== top);
  }
  if (incoming.length > 0) return noValidPairing(round);
  const boards = boardsInOrder(
    pairs.map(([a, b]) => {
      const [hi, lo] = byIndex(a, b) < 0 ? [a, b] : [b, a];
      const board = boardFor(hi, lo, allocateBursteinColour(hi, lo, initialColor));
      // C.04.2 orders the boards by score, then TPN (not by 1.8's ranking).
      const [first, second] = byScore(a, b) < 0 ? [a, b] : [b, a];
      return { board, hiScore: first.score, loScore: second.score, hiRank: first.id };
    }),
  );
  return ok(pab ? { round, boards, pab: pab.id } : { round, boards });
}

/**
 * FIDE C.04.4.2 (2025) 5.2: the colour of `hi` (the higher-ranked player by 1.8) against `lo`.
 */
function allocateBursteinColour(hi: BursteinPlayer, lo: BursteinPlayer, initial: Color): Color {
  // 5.2.1 neither has played: the player with more points (or, equal, the smaller TPN) gets the
  // initial colour on an odd TPN.
  if (hi.games === 0 && lo.games === 0) {
    const first = byScore(hi, lo) < 0 ? hi : lo;
    const c = first.id % 2 === 1 ? initial : otherColor(initial);
    return first === hi ? c : otherColor(c);
  }
  // 5.2.2 grant both preferences (1.5.4: no preference grants the opponent's).
  if (hi.side === undefined) return otherColor(lo.side!);
  if (lo.side === undefined || hi.side !== lo.side) return hi.side;
  // 5.2.3 grant the stronger preference.
  if (hi.strength !== lo.strength) return hi.strength > lo.strength ? hi.side : otherColor(lo.side);
  // 5.2.4 alternate to the most recent game in which one had White and the other Black.
  for (let i = 1; i <= Math.min(hi.colours.length, lo.colours.length); i++) {
    const a = hi.colours[hi.colours.length - i]!;
    if (a !== lo.colours[lo.colours.length - i]) return otherColor(a);
  }
  // 5.2.5 grant the preference of the higher-ranked player (1.8).
  return hi.side;
}
