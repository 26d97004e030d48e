import { err, ok, type Result } from '../../result.ts';
import type { Color, PlayerId, RoundNo } from '../../types.ts';
import type { Tournament } from '../../tournament/model.ts';
import { inferInitialColor } from '../nextRoundInput.ts';
import { boardFor, boardsInOrder, forbiddenSet, noValidPairing, pairKey } from '../prepare.ts';
import type { PairingError, RoundPairing } from '../types.ts';
import { isBaku } from './acceleration.ts';
import { pairBrackets } from './brackets.ts';
import { allocateColour } from './colours.ts';
import { buildDutchPlayers, byOrder, type DutchEdition, type DutchPlayer } from './players.ts';

export { DUTCH_EDITIONS, type DutchEdition, type DutchPlayer } from './players.ts';

export interface DutchOptions {
  /** The round to pair; default: the round after the last one with a game or a PAB. */
  readonly round?: RoundNo;
  /** Rules edition: '2025' (in force from 1 Feb 2026, default) or '2017'. TRF 192 FIDE_DUTCH selects 2017. */
  readonly edition?: DutchEdition;
  /** Baku acceleration (C.04.5.1); default: when the pairing system code ends in _BAKU. */
  readonly baku?: boolean;
  /** Initial colour when the tournament has none. */
  readonly initialColor?: Color;
  /** Draws the initial colour by lot (C.04.2) when neither the tournament nor `initialColor` gives one. */
  readonly rng?: () => number;
  /**
   * Decide every bracket by the plain formulation, a matching over all remaining players, without
   * the speed-ups of docs/swiss.md ("How it works"): slower, and by construction the same pairing;
   * a cross-check of a disputed pairing (the shortcut tests compare both on generated tournaments).
   */
  readonly fullSolve?: boolean;
}

/** The round after the last one with a game or a pairing-allocated bye. */
export function nextRoundNumber(t: Tournament): RoundNo {
  let last = 0;
  for (const g of t.games) last = Math.max(last, g.round);
  for (const u of t.unpaired) if (u.kind === 'PAB') last = Math.max(last, u.round);
  return last + 1;
}

/** The edition a tournament asks for (TRF 192 `FIDE_DUTCH` = 2017 rules, otherwise 2025). */
export const editionOf = (t: Tournament): DutchEdition =>
  /^FIDE_DUTCH(_BAKU)?$/i.test(t.pairingSystem ?? '') ? '2017' : '2025';

/** Players to pair in `round`: not withdrawn, not absent or on a requested bye, not already paired. */
export function playersToPair(t: Tournament, round: RoundNo): PlayerId[] {
  const out = new Set<PlayerId>();
  for (const u of t.unpaired) if (u.round === round) out.add(u.player);
  for (const g of t.games)
    if (g.round === round) {
      out.add(g.white);
      out.add(g.black);
    }
  for (const w of t.withdrawals) if (w.afterRound < round) out.add(w.player);
  // A bye requested ahead for this round (C.04.1) keeps the player out as a recorded one does.
  for (const b of t.byeRequests ?? []) if (b.round === round) out.add(b.player);
  return t.players.map((p) => p.id).filter((id) => !out.has(id));
}

/**
 * FIDE (Dutch) System, C.04.3: pairs the next round of a Swiss tournament. "No valid pairing"
 * (1.9: no pairing satisfies C1–C3) is an error value, never an exception.
 */
export function pairDutch(t: Tournament, opts: DutchOptions = {}): Result<RoundPairing, PairingError> {
  const round = opts.round ?? nextRoundNumber(t);
  if (round < 1) return err({ kind: 'invalidInput', message: `invalid round ${round}` });
  const edition = opts.edition ?? editionOf(t);
  const baku = opts.baku ?? isBaku(t);
  const drawn: Color | undefined = opts.rng ? (opts.rng() < 0.5 ? 'white' : 'black') : undefined;
  // TRF-2026 152: without a recorded initial colour, the colour of the highest-ranked player paired
  // in round 1 (a top seed on a bye in round 1 does not count), never the pairing-number parity.
  const initialColor: Color = t.initialColor ?? inferInitialColor(t) ?? opts.initialColor ?? drawn ?? 'white';
  const ids = playersToPair(t, round);
  const players = buildDutchPlayers(t, ids, round, edition, baku).sort(byOrder);
  const forbidden = forbiddenSet(t, round);
  const compatible = (a: DutchPlayer, b: DutchPlayer): boolean => {
    if (a.opponents.has(b.id)) return false; // C1
    if (forbidden.has(pairKey(a.id, b.id))) return false;
    // C3: non-topscorers with the same absolute colour preference do not meet.
    const pa = a.pref;
    const pb = b.pref;
    if (pa.strength === 3 && pb.strength === 3 && pa.color === pb.color && !a.topscorer && !b.topscorer)
      return false;
    return true;
  };
  const outcome = pairBrackets(players, {
    compatible,
    initialColor,
    round,
    edition,
    ...(opts.fullSolve ? { fullSolve: true } : {}),
  });
  if (!outcome) return noValidPairing(round);
  const rank = new Map(players.map((p, i) => [p.id, i]));
  const boards = boardsInOrder(
    outcome.pairs.map(([a, b]) => {
      const [hi, lo] = rank.get(a.id)! < rank.get(b.id)! ? [a, b] : [b, a];
      const board = boardFor(hi, lo, allocateColour(hi, lo, initialColor));
      return { board, hiScore: hi.realScore, loScore: lo.realScore, hiRank: rank.get(hi.id)! };
    }),
  );
  return ok(outcome.pab ? { round, boards, pab: outcome.pab.id } : { round, boards });
}

export { forbiddenSet, pairKey } from '../prepare.ts';
