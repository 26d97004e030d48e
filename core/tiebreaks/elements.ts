import type { HalfPoints, PlayerId } from '../types.ts';
import { get } from './context.ts';
import { applyCut } from './cuts.ts';
import { isForfeit, isVur, type ElementSumOptions, type Slot, type TiebreakContext } from './types.ts';

/**
 * One element of a Buchholz or Sonneborn-Berger sum: an opponent (real, virtual or dummy) with the
 * score it contributes and the points the player scored in that round.
 */
export interface Element {
  readonly round: number;
  /** Opponent's score as it enters BH (adjusted / virtual / dummy), half-points. */
  readonly opp: HalfPoints;
  /** Points the player scored in the round, half-points. */
  readonly points: HalfPoints;
  /** A voluntary unplayed round under C.07 (16.5 cuts it first). */
  readonly vur: boolean;
  /** A real game (or a forfeit counted as one). */
  readonly game: boolean;
  /** Not played over the board: a forfeit (even when counted as a game) or a bye. */
  readonly unplayed: boolean;
  readonly opponent?: PlayerId;
}

/** C.02 (2009 Kallithea) virtual opponent: Svon = S_before(R) + (win − Sf_R) + draw · (n − R). */
export function virtualOpponentScore(input: {
  readonly scoreBefore: HalfPoints;
  readonly pointsInRound: HalfPoints;
  readonly round: number;
  readonly roundsCompleted: number;
  readonly win?: HalfPoints;
  readonly draw?: HalfPoints;
}): HalfPoints {
  const win = input.win ?? 2;
  const draw = input.draw ?? 1;
  return input.scoreBefore + (win - input.pointsInRound) + draw * (input.roundsCompleted - input.round);
}

/** The opponent score a player's own unplayed round contributes (C.07 16.4, C.02 virtual opponent). */
function unplayedOpponent(ctx: TiebreakContext, id: PlayerId, slots: readonly Slot[], s: Slot): HalfPoints {
  const own = get(ctx.score, id);
  const ps = ctx.pointSystem;
  switch (ctx.rules) {
    case 'C02_2017': {
      const before = slots.filter((x) => x.round < s.round).reduce((a, x) => a + x.points, 0);
      return virtualOpponentScore({
        scoreBefore: before,
        pointsInRound: s.points,
        round: s.round,
        roundsCompleted: ctx.rounds,
        win: ps.win,
        draw: ps.draw,
      });
    }
    case 'C07_2024':
      return own; // 16.4 (2024): the participant's own final score, no cap
    case 'C07_2026':
      // 16.4.1 forfeits: capped by the scheduled opponent's adjusted score; 16.4.2 others: by draws
      return isForfeit(s) && s.opponent !== undefined
        ? Math.min(own, get(ctx.asOpponent, s.opponent))
        : Math.min(own, ps.draw * ctx.rounds);
    case 'club':
      return 0; // not reached: club rules give byes no element
  }
}

/**
 * The elements of a player's BH/SB: games against the opponents' scores as opponents; forfeits
 * against the scheduled opponent in round robins (15.2), with `/P` and in club mode; other unplayed
 * rounds against a dummy (C.07) or the virtual opponent (C.02); nothing for free rounds and, in club
 * mode, for byes.
 */
export function elementsOf(ctx: TiebreakContext, id: PlayerId, forfeitsPlayed = false): readonly Element[] {
  let byPlayer = elementCache.get(ctx)?.[forfeitsPlayed ? 1 : 0];
  if (!byPlayer) {
    const pair = elementCache.get(ctx) ?? [new Map(), new Map()];
    elementCache.set(ctx, pair);
    byPlayer = pair[forfeitsPlayed ? 1 : 0];
  }
  const hit = byPlayer.get(id);
  if (hit) return hit;
  const made = makeElements(ctx, id, forfeitsPlayed);
  byPlayer.set(id, made);
  return made;
}

/** Elements per context (BH, SB and their cuts share them), without and with `/P`. */
const elementCache = new WeakMap<
  TiebreakContext,
  [Map<PlayerId, readonly Element[]>, Map<PlayerId, readonly Element[]>]
>();

function makeElements(ctx: TiebreakContext, id: PlayerId, forfeitsPlayed: boolean): readonly Element[] {
  const slots = ctx.slots.get(id) ?? [];
  const c07 = ctx.rules === 'C07_2024' || ctx.rules === 'C07_2026';
  const out: Element[] = [];
  for (const s of slots) {
    if (s.kind === 'free') continue;
    const asGame =
      s.opponent !== undefined &&
      (s.kind === 'game' || ctx.roundRobin || forfeitsPlayed || ctx.rules === 'club');
    if (asGame && s.opponent !== undefined) {
      out.push({
        round: s.round,
        opp: get(ctx.asOpponent, s.opponent),
        points: s.points,
        vur: false,
        game: true,
        unplayed: s.kind !== 'game',
        opponent: s.opponent,
      });
    } else if (ctx.rules !== 'club') {
      out.push({
        round: s.round,
        opp: unplayedOpponent(ctx, id, slots, s),
        points: s.points,
        vur: c07 && !ctx.roundRobin && isVur(s),
        game: false,
        unplayed: true,
      });
    }
  }
  return out;
}

/**
 * Σ contributions of a player's elements after the cuts (C.07 14; 16.5 VURs first, `/V` unplayed
 * games first): BH sums the opponents' scores, SB their products with the points scored.
 */
export function cutElementSum(
  ctx: TiebreakContext,
  id: PlayerId,
  { cut, forfeitsPlayed, unplayedFirst }: ElementSumOptions,
  contribution: (e: Element) => number,
): number {
  const items = elementsOf(ctx, id, forfeitsPlayed).map((e) => ({
    significance: e.opp,
    contribution: contribution(e),
    vur: e.vur || (unplayedFirst && e.unplayed),
  }));
  return applyCut(items, cut, true).reduce((a, x) => a + x.contribution, 0);
}
