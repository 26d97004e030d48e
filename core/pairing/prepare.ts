import { err, type Result } from '../result.ts';
import type { Color, PlayerId, RoundNo } from '../types.ts';
import type { Tournament } from '../tournament/model.ts';
import { completable } from './dubov/bracket.ts';
import type { Board, PairingError, RoundPairing } from './types.ts';

/** Preparation and board order the Swiss engines (Dutch, Dubov, Burstein, Double-Swiss) share. */

export const pairKey = (a: PlayerId, b: PlayerId): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** The pairs the arbiter forbids in `round`, as `pairKey`s. */
export function forbiddenSet(t: Tournament, round: RoundNo): Set<string> {
  const out = new Set<string>();
  for (const f of t.forbiddenPairs ?? []) {
    if (f.fromRound !== undefined && round < f.fromRound) continue;
    if (f.toRound !== undefined && round > f.toRound) continue;
    for (const a of f.players) for (const b of f.players) if (a !== b) out.add(pairKey(a, b));
  }
  return out;
}

export const noValidPairing = (round: RoundNo): Result<RoundPairing, PairingError> =>
  err({ kind: 'noValidPairing', message: `No valid pairing exists for round ${round}` });

interface ColourPlayer {
  readonly id: PlayerId;
  readonly opponents: ReadonlySet<PlayerId>;
  readonly strength: number;
  readonly side?: Color | undefined;
}

/** Dubov and Burstein: [C1] no second game, no forbidden pair; [C3] no two equal absolute preferences. */
export function absoluteCompatible(
  t: Tournament,
  round: RoundNo,
): (a: ColourPlayer, b: ColourPlayer) => boolean {
  const forbidden = forbiddenSet(t, round);
  return (a, b) =>
    !a.opponents.has(b.id) &&
    !forbidden.has(pairKey(a.id, b.id)) &&
    !(a.strength === 3 && b.strength === 3 && a.side === b.side);
}

/**
 * 3.1 (Dubov, Burstein): the first of `candidates` (in the rules' order) who may have the bye ([C2])
 * and leaves the others pairable ([C4]).
 */
export function pabLeavingPairable<P extends { readonly pabEligible: boolean }>(
  players: readonly P[],
  candidates: readonly P[],
  ctx: { readonly compatible: (a: P, b: P) => boolean },
): P | undefined {
  return candidates.find(
    (c) =>
      c.pabEligible &&
      completable(
        players.filter((p) => p !== c),
        ctx,
      ),
  );
}

/** The board of `hi` against `lo` when `hi` gets colour `c`. */
export const boardFor = (hi: { readonly id: PlayerId }, lo: { readonly id: PlayerId }, c: Color): Board =>
  c === 'white' ? { white: hi.id, black: lo.id } : { white: lo.id, black: hi.id };

/** C.04.2: boards by the higher score of the pair, the sum of the scores, the higher player's rank. */
export function boardsInOrder(
  entries: readonly {
    readonly board: Board;
    readonly hiScore: number;
    readonly loScore: number;
    readonly hiRank: number;
  }[],
): Board[] {
  return [...entries]
    .sort(
      (x, y) =>
        y.hiScore - x.hiScore || y.hiScore + y.loScore - (x.hiScore + x.loScore) || x.hiRank - y.hiRank,
    )
    .map((x) => x.board);
}
