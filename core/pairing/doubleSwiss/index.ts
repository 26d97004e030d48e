import { err, ok, type Result } from '../../result.ts';
import type { Color, PlayerId, RoundNo } from '../../types.ts';
import type { Tournament } from '../../tournament/model.ts';
import { computeScores } from '../../tournament/playerRounds.ts';
import { nextRoundNumber, playersToPair } from '../dutch/index.ts';
import { inferInitialColor } from '../nextRoundInput.ts';
import { boardFor, boardsInOrder, forbiddenSet, noValidPairing, pairKey } from '../prepare.ts';
import type { Board, PairingError, RoundPairing } from '../types.ts';
import { matchColourOfHigher, type ColourHistory } from './colours.ts';
import { firstGameRound, isSecondGame, matchHistories, matchOfRound } from './matches.ts';
import { pairRound, type Contender } from './procedure.ts';

export * from './matches.ts';

export interface DoubleSwissOptions {
  /** The game round to pair; default: the round after the last one with a game or a PAB. */
  readonly round?: RoundNo;
  /** Initial colour when the tournament has none (C.04.5 (2026) 4.3.1). */
  readonly initialColor?: Color;
}

/**
 * The FIDE Double-Swiss System, C.04.5 (2026). Pairs the next game round: the first game of a
 * match by the procedure of Article 3 with the colours of Article 4; the second game of a match is
 * the first with the colours reversed (Preface). "No valid pairing" (3.3.3) is an error value.
 */
export function pairDoubleSwiss(
  t: Tournament,
  opts: DoubleSwissOptions = {},
): Result<RoundPairing, PairingError> {
  const round = opts.round ?? nextRoundNumber(t);
  if (round < 1) return err({ kind: 'invalidInput', message: `invalid round ${round}` });
  // Acceleration (C.04.7) is not implemented for Double-Swiss: refused, never paired without it.
  if (/_BAKU$/i.test(t.pairingSystem?.trim() ?? ''))
    return err({
      kind: 'invalidInput',
      message: `${t.pairingSystem ?? ''}: Baku acceleration is not implemented for the Double-Swiss system`,
    });
  if (isSecondGame(round)) return secondGame(t, round);
  const match = matchOfRound(round);
  const before = firstGameRound(match) - 1; // the game rounds of the matches already played
  const past: Tournament = {
    ...t,
    games: t.games.filter((g) => g.round <= before),
    unpaired: t.unpaired.filter((u) => u.round <= before),
  };
  const histories = matchHistories(past, match - 1);
  const scores = computeScores(past);
  const scoresAfter = cached((r: number) => computeScores(past, r));
  const scoreBeforeMatch = (id: PlayerId, k: number): number =>
    scoresAfter(firstGameRound(k) - 1).get(id) ?? 0;
  const ids = playersToPair(t, round);
  const contenders: Contender[] = [];
  const colours = new Map<PlayerId, ColourHistory>();
  const met = new Map<PlayerId, Set<PlayerId>>();
  for (const id of ids) {
    const h = histories.get(id) ?? [];
    const meetings = h.filter((m) => m.opponent !== undefined && !m.forfeited);
    met.set(id, new Set(meetings.map((m) => m.opponent!)));
    const last = h[match - 2];
    // 1.5: a floater met, in the previous round, an opponent with a different score.
    const floatedPrevious =
      last?.opponent !== undefined &&
      !last.forfeited &&
      scoreBeforeMatch(id, match - 1) !== scoreBeforeMatch(last.opponent, match - 1);
    contenders.push({
      id,
      tpn: id,
      score: scores.get(id) ?? 0,
      matchesPlayed: meetings.length,
      // [C2]: a PAB, a full-point bye or a match won by forfeit bars the PAB.
      pabBarred: h.some((m) => m.pabBarring || m.wonByForfeit),
      floatedPrevious,
    });
    const colors = h.flatMap((m) => (m.color ? [m.color] : []));
    colours.set(id, { tpn: id, colors, playedMatch: colors.length > 0 });
  }
  const forbidden = forbiddenSet(t, round);
  const totalMatches = Math.floor(t.rounds / 2);
  const outcome = pairRound({
    contenders,
    // [C1]: no two players meet twice (a forfeited match is no meeting); forbidden pairs.
    compatible: (a, b) => !met.get(a.id)!.has(b.id) && !forbidden.has(pairKey(a.id, b.id)),
    lastRound: totalMatches > 0 && match >= totalMatches,
  });
  if (!outcome) return noValidPairing(round);
  const initial: Color = t.initialColor ?? inferInitialColor(t) ?? opts.initialColor ?? 'white';
  const higherFirst = (a: Contender, b: Contender): number => b.score - a.score || a.tpn - b.tpn;
  const boards = boardsInOrder(
    outcome.pairs.map(([a, b]) => {
      // 4.2: the higher-ranked player: higher score, then smaller TPN.
      const [hi, lo] = higherFirst(a, b) <= 0 ? [a, b] : [b, a];
      const board = boardFor(hi, lo, matchColourOfHigher(colours.get(hi.id)!, colours.get(lo.id)!, initial));
      return { board, hiScore: hi.score, loScore: lo.score, hiRank: hi.tpn };
    }),
  );
  return ok(outcome.pab ? { round, boards, pab: outcome.pab.id } : { round, boards });
}

/** Game 2 of a match: the boards of game 1 with the colours reversed (Preface; 4.4). */
function secondGame(t: Tournament, round: RoundNo): Result<RoundPairing, PairingError> {
  const first = t.games.filter((g) => g.round === round - 1);
  if (first.length === 0 && !t.unpaired.some((u) => u.round === round - 1 && u.kind === 'PAB'))
    return err({
      kind: 'invalidInput',
      message: `round ${round} is game 2 of a match whose game 1 is not recorded`,
    });
  const ordered = [...first].sort((a, b) => (a.board ?? 0) - (b.board ?? 0));
  const boards: Board[] = ordered.map((g) => ({ white: g.black, black: g.white }));
  // The PAB of game 1 covers the match (1.4): no game and no bye in game 2.
  const free = t.unpaired.filter((u) => u.round === round - 1 && u.kind === 'PAB').map((u) => u.player);
  return ok(free.length > 0 ? { round, boards, free } : { round, boards });
}

function cached<V>(f: (k: number) => V): (k: number) => V {
  const memo = new Map<number, V>();
  return (k) => {
    let v = memo.get(k);
    if (v === undefined) {
      v = f(k);
      memo.set(k, v);
    }
    return v;
  };
}
