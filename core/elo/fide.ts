import { dFromHundredths2002, tableHundredths2002 } from '../dwz/expectedScore.ts';
import { round1, roundHalfUp, roundHalfUpRational } from '../dwz/rounding.ts';
import { err, ok, type Result } from '../result.ts';
import type { HalfPoints, IsoDate } from '../types.ts';

/** One rated game: opponent rating and score in half-points. */
export interface EloGame {
  readonly opponentRating: number;
  readonly score: HalfPoints;
}

export interface EloError {
  readonly kind: 'badRating' | 'badScore' | 'badK' | 'noGames' | 'badDate';
  readonly game?: number;
  readonly found?: string;
  readonly detail: string;
}

export const describeEloError = (e: EloError): string =>
  `${e.game !== undefined ? `game ${e.game}: ` : ''}${e.found !== undefined ? `found ${JSON.stringify(e.found)}: ` : ''}${e.detail}`;

/**
 * The 400-point rule (dwz-rules.md Appendix A): a difference above the cap counts as the cap —
 * 350 before 01.07.2009, 400 since; from 01.10.2025 players rated ≥ 2650 are exempt. Undefined = no cap.
 */
export function eloDifferenceCap(rating: number, date: IsoDate | undefined): number | undefined {
  if (date !== undefined && date < '2009-07-01') return 350;
  if ((date === undefined || date >= '2025-10-01') && rating >= 2650) return undefined;
  return 400;
}

export interface KFactorInput {
  readonly rating: number;
  readonly date?: IsoDate;
  /** Rated games before this period (new players: K 40 until 30 games). */
  readonly gamesPlayed?: number;
  /** Age in the rating year (K 40 under 18 below 2300, since 07/2014). */
  readonly age?: number;
  /** Has ever been rated 2400 or more (then K 10 for good). */
  readonly reached2400?: boolean;
}

/**
 * FIDE K factor by period: since 01.07.2014 40/20/10; 01.07.2011–30.06.2014 30/15/10; before
 * 25/15/10 (new player / below 2400 / once 2400 was reached).
 */
export function fideKFactor(i: KFactorInput): number {
  const top = i.reached2400 === true || i.rating >= 2400;
  const isNew = i.gamesPlayed !== undefined && i.gamesPlayed < 30;
  if (i.date === undefined || i.date >= '2014-07-01') {
    if (isNew || (i.age !== undefined && i.age < 18 && i.rating < 2300)) return 40;
    return top ? 10 : 20;
  }
  if (isNew) return i.date >= '2011-07-01' ? 30 : 25;
  return top ? 10 : 15;
}

export interface EloEstimateInput extends KFactorInput {
  readonly games: readonly EloGame[];
  /** K given by the user (overrides the period rules). */
  readonly K?: number;
}

export interface EloEstimate {
  readonly Ro: number;
  readonly W: number;
  readonly n: number;
  readonly We: number;
  readonly K: number;
  /** K·(W − We), one decimal. */
  readonly change: number;
  readonly Rn: number;
  readonly cap?: number;
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

/** Rating change of one period: We from the FIDE table with the 400-point rule, Rn = Ro + K·(W − We). */
export function estimateElo(i: EloEstimateInput): Result<EloEstimate, EloError> {
  if (!Number.isInteger(i.rating) || i.rating <= 0) {
    return err({
      kind: 'badRating',
      found: String(i.rating),
      detail: 'the rating is a positive whole number',
    });
  }
  if (i.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(i.date)) {
    return err({ kind: 'badDate', found: i.date, detail: 'a date is written YYYY-MM-DD' });
  }
  if (i.K !== undefined && !(i.K > 0 && i.K <= 100))
    return err({ kind: 'badK', found: String(i.K), detail: 'K lies between 0 and 100' });
  const bad = checkGames(i.games);
  if (bad) return err(bad);
  const cap = eloDifferenceCap(i.rating, i.date);
  let weH = 0;
  let W = 0;
  for (const g of i.games) {
    const d = i.rating - g.opponentRating;
    weH += tableHundredths2002(cap === undefined ? d : Math.max(-cap, Math.min(cap, d)));
    W += g.score;
  }
  const K = i.K ?? fideKFactor(i);
  const exact = (K * (W * 50 - weH)) / 100;
  return ok({
    Ro: i.rating,
    W: W / 2,
    n: i.games.length,
    We: weH / 100,
    K,
    change: round1(exact),
    Rn: roundHalfUp(i.rating + exact),
    ...(cap !== undefined ? { cap } : {}),
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
  if (W === 0) return Math.min(...opps) - 800;
  const target = W * 50;
  const sumAt = (R: number): number => opps.reduce((s, o) => s + tableHundredths2002(R - o), 0);
  let lo = Math.min(...opps) - 800;
  let hi = Math.max(...opps) + 800;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (sumAt(mid) >= target) hi = mid;
    else lo = mid;
  }
  return hi;
}
