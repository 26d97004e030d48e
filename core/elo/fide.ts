import { dFromHundredths2002, tableHundredths2002 } from '../rating/expectationTable.ts';
import { round1, roundHalfUp, roundHalfUpRational } from '../rating/rounding.ts';
import { maxOf, minOf } from '../arrays.ts';
import { isoDateToDays } from '../dates.ts';
import { err, ok, type Result } from '../result.ts';
import type { HalfPoints, IsoDate } from '../types.ts';
import {
  eloDifferenceCap,
  FIDE_ADJUSTMENT_2024_DATE,
  fideAdjustment2024,
  fideKFactor,
  fideRatingPeriod,
  type KFactorInput,
} from './periods.ts';

/** One rated game: opponent rating and score in half-points. */
export interface EloGame {
  readonly opponentRating: number;
  readonly score: HalfPoints;
}

export const ELO_ERROR_KINDS = ['badRating', 'badScore', 'badK', 'noGames', 'badDate', 'badCount'] as const;
export type EloErrorKind = (typeof ELO_ERROR_KINDS)[number];

export interface EloError {
  readonly kind: EloErrorKind;
  readonly game?: number;
  readonly found?: string;
  readonly detail: string;
}

export const describeEloError = (e: EloError): string =>
  `${e.game !== undefined ? `game ${e.game}: ` : ''}${e.found !== undefined ? `found ${JSON.stringify(e.found)}: ` : ''}${e.detail}`;

export interface EloEstimateInput extends KFactorInput {
  readonly games: readonly EloGame[];
  /** K given by the user (overrides the period rules, the K·n ≤ 700 rule included). */
  readonly K?: number;
  /**
   * Date of the list the rating comes from: a rating listed before 01.03.2024 used on or after
   * that date gets the one-time adjustment first (ratings and `date` are the same list otherwise).
   */
  readonly ratingDate?: IsoDate;
}

export interface EloEstimate {
  /** The rating the change is computed from (after the 2024 adjustment, if it applied). */
  readonly Ro: number;
  /** The listed rating before the one-time adjustment of 01.03.2024, if it applied. */
  readonly adjustedFrom?: number;
  readonly W: number;
  readonly n: number;
  readonly We: number;
  readonly K: number;
  /** K·(W − We), one decimal. */
  readonly change: number;
  readonly Rn: number;
  readonly cap?: number;
  /** Rn is below the floor of the period (1400 from 03/2024): not published, unrated on the next list. */
  readonly belowFloor?: number;
}

function checkGames(games: readonly EloGame[]): EloError | undefined {
  for (const [i, g] of games.entries()) {
    if (g.score !== 0 && g.score !== 1 && g.score !== 2) {
      return {
        kind: 'badScore',
        game: i + 1,
        found: String(g.score / 2),
        detail: 'a game scores 0, ½ or 1 point',
      };
    }
    if (!Number.isInteger(g.opponentRating) || g.opponentRating <= 0) {
      return {
        kind: 'badRating',
        game: i + 1,
        found: String(g.opponentRating),
        detail: 'an opponent rating is a positive whole number',
      };
    }
  }
  return undefined;
}

/**
 * Expected score in hundredths per game from the FIDE table with the cap of the period. While the
 * cap may benefit a player only once per tournament (B.02 2022 8.3.1, the games taken as one
 * tournament), only the game with the greatest difference in the player's favour is capped;
 * games against higher-rated opponents are always capped (the cap does not benefit the player).
 */
function expectedHundredths(
  rating: number,
  games: readonly EloGame[],
  cap: number | undefined,
  oncePerEvent: boolean,
): number[] {
  const diffs = games.map((g) => rating - g.opponentRating);
  const greatest = maxOf(diffs);
  let upgraded = false;
  return diffs.map((d) => {
    if (cap === undefined || Math.abs(d) <= cap) return tableHundredths2002(d);
    if (d > 0 && oncePerEvent) {
      if (upgraded || d !== greatest) return tableHundredths2002(d);
      upgraded = true;
    }
    return tableHundredths2002(Math.sign(d) * cap);
  });
}

function checkInput(i: EloEstimateInput): EloError | undefined {
  if (!Number.isInteger(i.rating) || i.rating <= 0) {
    return { kind: 'badRating', found: String(i.rating), detail: 'the rating is a positive whole number' };
  }
  for (const d of [i.date, i.ratingDate]) {
    if (d !== undefined && isoDateToDays(d) === undefined)
      return { kind: 'badDate', found: d, detail: 'a date is written YYYY-MM-DD' };
  }
  if (i.K !== undefined && !(i.K > 0 && i.K <= 100))
    return { kind: 'badK', found: String(i.K), detail: 'K is a number greater than 0 and at most 100' };
  if (i.gamesPlayed !== undefined && !(Number.isInteger(i.gamesPlayed) && i.gamesPlayed >= 0))
    return { kind: 'badCount', found: String(i.gamesPlayed), detail: 'games played is a whole number' };
  if (
    i.gamesInPeriod !== undefined &&
    !(Number.isInteger(i.gamesInPeriod) && i.gamesInPeriod >= i.games.length)
  ) {
    return {
      kind: 'badCount',
      found: String(i.gamesInPeriod),
      detail: `the games of the period are a whole number, at least the ${i.games.length} given`,
    };
  }
  return checkGames(i.games);
}

/**
 * Rating change of one period under the rules of `date` (the latest rules without one): the
 * one-time adjustment of 01.03.2024 for an older listed rating, We from the FIDE table with the
 * period's cap, K of the period (or given), Rn = Ro + K·(W − We) rounded as the period says, the
 * period's floor.
 */
export function estimateElo(i: EloEstimateInput): Result<EloEstimate, EloError> {
  const bad = checkInput(i);
  if (bad) return err(bad);
  const period = fideRatingPeriod(i.date);
  const adjust =
    i.ratingDate !== undefined &&
    i.ratingDate < FIDE_ADJUSTMENT_2024_DATE &&
    (i.date === undefined || i.date >= FIDE_ADJUSTMENT_2024_DATE);
  const Ro = adjust ? fideAdjustment2024(i.rating) : i.rating;
  const cap = eloDifferenceCap(Ro, i.date);
  const weH = expectedHundredths(Ro, i.games, cap, period.capOncePerEvent).reduce((a, b) => a + b, 0);
  const W = i.games.reduce((s, g) => s + g.score, 0);
  const K = i.K ?? fideKFactor({ ...i, rating: Ro, gamesInPeriod: i.gamesInPeriod ?? i.games.length });
  const exact = (K * (W * 50 - weH)) / 100;
  const Rn =
    period.rounding === 'changeAwayFromZero'
      ? Ro + Math.sign(exact) * roundHalfUp(Math.abs(exact))
      : roundHalfUp(Ro + exact);
  return ok({
    Ro,
    ...(adjust && Ro !== i.rating ? { adjustedFrom: i.rating } : {}),
    W: W / 2,
    n: i.games.length,
    We: weH / 100,
    K,
    change: round1(exact),
    Rn,
    ...(cap !== undefined ? { cap } : {}),
    ...(period.floor !== undefined && Rn < period.floor ? { belowFloor: period.floor } : {}),
  });
}

export interface PerformanceResult {
  readonly W: number;
  readonly n: number;
  /** Average rating of the opponents, rounded .5 up (C.07 10.1 ARO). */
  readonly ARO: number;
  /** Percentage score to two decimals and its dp (FIDE B.02 table; 1.00 → +800, 0.00 → −800). */
  readonly p: number;
  readonly dp: number;
  /** ARO + dp (C.07 10.2). */
  readonly TPR: number;
  /** Lowest rating whose expected score reaches W, full table, no cut (C.07 10.3). */
  readonly PTP: number;
}

/** Tournament performance (TPR), perfect tournament performance (PTP) and the average opponent rating. */
export function performanceRating(games: readonly EloGame[]): Result<PerformanceResult, EloError> {
  if (games.length === 0) return err({ kind: 'noGames', detail: 'performance needs at least one game' });
  const bad = checkGames(games);
  if (bad) return err(bad);
  const n = games.length;
  const W = games.reduce((s, g) => s + g.score, 0);
  const opps = games.map((g) => g.opponentRating);
  const ARO = roundHalfUpRational(
    opps.reduce((a, b) => a + b, 0),
    n,
  );
  const pH = roundHalfUpRational(W * 50, n);
  const dp = pH >= 100 ? 800 : pH <= 0 ? -800 : dFromHundredths2002(pH);
  return ok({ W: W / 2, n, ARO, p: pH / 100, dp, TPR: ARO + dp, PTP: perfectPerformance(opps, W) });
}

function perfectPerformance(opps: readonly number[], W: HalfPoints): number {
  if (W === 0) return minOf(opps) - 800;
  const target = W * 50;
  const sumAt = (R: number): number => opps.reduce((s, o) => s + tableHundredths2002(R - o), 0);
  let lo = minOf(opps) - 800;
  let hi = maxOf(opps) + 800;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (sumAt(mid) >= target) hi = mid;
    else lo = mid;
  }
  return hi;
}
