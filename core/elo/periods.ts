import { roundHalfUpRational } from '../rating/rounding.ts';
import type { IsoDate } from '../types.ts';

/**
 * The FIDE rating rules in force from a date (FIDE Handbook B.02 and the Qualification Commission's
 * announcements; FIDE Rating Regulations). Each entry holds the whole rule set of its period, so a
 * rating change is computed under the rules of the date it belongs to.
 */
export interface FideRatingPeriod {
  /** First day the rules apply. */
  readonly from: IsoDate;
  /** Where the change comes from. */
  readonly source: string;
  /** A rating difference above `cap` counts as `cap` (the 350- and 400-point rules). */
  readonly cap: number;
  /** Players rated at least this are exempt from the cap (from 01.10.2025: 2650). */
  readonly capExemptFrom?: number;
  /**
   * B.02 (2022) 8.3.1: "In any tournament, a player may benefit from only one upgrade under this
   * rule, for the game in which the rating difference is greatest" (abolished 01.03.2024).
   */
  readonly capOncePerEvent: boolean;
  /** K of a player new to the list (until 30 games). */
  readonly kNew: number;
  /** K for juniors while the rating stays below 2300 (since 07/2014). */
  readonly kJunior?: number;
  /**
   * Highest age (rating year − birth year) with kJunior: 17 for "until their 18th birthday"
   * (2014), 18 for "until the end of the year of their 18th birthday" (B.02 2024 8.3.3).
   */
  readonly kJuniorMaxAge?: number;
  /**
   * Rounding of Rn: `rnHalfUp` (Ro + change, .5 up; not verified against an older text) or
   * `changeAwayFromZero` (B.02 2024 8.3.4: the change rounded to a whole number, .5 away from zero).
   */
  readonly rounding: 'rnHalfUp' | 'changeAwayFromZero';
  /** K below 2400. */
  readonly kBelow2400: number;
  /** K once 2400 has been reached. */
  readonly kTop: number;
  /** K·n ≤ this: K is the largest whole number with K·n not above it (n = games of the period). */
  readonly kTimesGamesMax?: number;
  /** Ratings below the floor are not published: the player is unrated on the next list. */
  readonly floor?: number;
}

/** A change of the rules: the date, the source, and only what changed. */
type FideRuleChange = Pick<FideRatingPeriod, 'from' | 'source'> & Partial<FideRatingPeriod>;

const FIRST: FideRatingPeriod = {
  from: '0000-01-01',
  source: 'B.02 before 07/2009: 350-point rule, K 25/15/10',
  cap: 350,
  capOncePerEvent: false,
  kNew: 25,
  kBelow2400: 15,
  kTop: 10,
  rounding: 'rnHalfUp',
};

const CHANGES: readonly FideRuleChange[] = [
  { from: '2009-07-01', source: 'B.02 from 01.07.2009: 400-point rule', cap: 400 },
  { from: '2011-07-01', source: 'B.02 from 01.07.2011: K 30 for new players', kNew: 30 },
  {
    from: '2014-07-01',
    source: 'B.02 from 01.07.2014: K 40/20/10, K 40 under 18 below 2300, K·n ≤ 700',
    kNew: 40,
    kJunior: 40,
    kJuniorMaxAge: 17,
    kBelow2400: 20,
    kTimesGamesMax: 700,
  },
  {
    from: '2022-01-01',
    source: 'B.02 2022 8.3.1: one upgrade under the 400-point rule per tournament',
    capOncePerEvent: true,
  },
  {
    from: '2024-03-01',
    source:
      'B.02 from 01.03.2024: floor 1400, one-time adjustment, 400-point rule without the once-per-event limit, K 40 until the end of the year of the 18th birthday, change rounded .5 away from zero',
    capOncePerEvent: false,
    floor: 1400,
    kJuniorMaxAge: 18,
    rounding: 'changeAwayFromZero',
  },
  {
    from: '2025-10-01',
    source: 'B.02 from 01.10.2025: players rated 2650 or more are exempt from the 400-point rule',
    capExemptFrom: 2650,
  },
];

/** Every period with its complete rules: each change applied on top of the period before. */
export const FIDE_RATING_PERIODS: readonly FideRatingPeriod[] = CHANGES.reduce<FideRatingPeriod[]>(
  (periods, change) => [...periods, { ...(periods[periods.length - 1] ?? FIRST), ...change }],
  [FIRST],
);

/** The rules in force on `date`; no date = the current (latest) rules. */
export function fideRatingPeriod(date: IsoDate | undefined): FideRatingPeriod {
  const applies = (p: FideRatingPeriod): boolean => date === undefined || p.from <= date;
  const chosen = FIDE_RATING_PERIODS.filter(applies).pop();
  if (!chosen) throw new Error('FIDE_RATING_PERIODS must start with a period from 0000-01-01');
  return chosen;
}

/** The day of the one-time adjustment. */
export const FIDE_ADJUSTMENT_2024_DATE: IsoDate = '2024-03-01';

/**
 * The one-time adjustment of 01.03.2024 (qc.fide.com, 2024-03-01): a rating R below 2000 becomes
 * R + 0.4·(2000 − R). 0.4·(2000 − R) has a fractional part of .0, .2, .4, .6 or .8 for whole R, so
 * rounding to the nearest whole number is unambiguous (the announcement does not state a mode).
 */
export function fideAdjustment2024(rating: number): number {
  return rating < 2000 ? rating + roundHalfUpRational(2 * (2000 - rating), 5) : rating;
}

/**
 * The rating-difference cap for a player on a date (undefined = no cap): 350 before 01.07.2009,
 * 400 since; from 01.10.2025 players rated ≥ 2650 are exempt.
 */
export function eloDifferenceCap(rating: number, date: IsoDate | undefined): number | undefined {
  const p = fideRatingPeriod(date);
  return p.capExemptFrom !== undefined && rating >= p.capExemptFrom ? undefined : p.cap;
}

export interface KFactorInput {
  readonly rating: number;
  readonly date?: IsoDate;
  /** Rated games before this period (new players: K 40 until 30 games). */
  readonly gamesPlayed?: number;
  /** Age in the rating year = year − birth year (K 40 for juniors below 2300, since 07/2014). */
  readonly age?: number;
  /** Has ever been rated 2400 or more (then K 10 for good). */
  readonly reached2400?: boolean;
  /** Games rated in this period, for the K·n ≤ 700 rule (since 07/2014). */
  readonly gamesInPeriod?: number;
}

/**
 * FIDE K factor of the period: new player / junior below 2300 / below 2400 / once 2400 was
 * reached; then, where the period has it, K·n ≤ 700 (K the largest whole number with K·n ≤ 700).
 */
export function fideKFactor(i: KFactorInput): number {
  const p = fideRatingPeriod(i.date);
  const isNew = i.gamesPlayed !== undefined && i.gamesPlayed < 30;
  const junior =
    p.kJunior !== undefined && i.age !== undefined && i.age <= (p.kJuniorMaxAge ?? 17) && i.rating < 2300;
  const top = i.reached2400 === true || i.rating >= 2400;
  const K = isNew ? p.kNew : junior ? (p.kJunior ?? p.kBelow2400) : top ? p.kTop : p.kBelow2400;
  const n = i.gamesInPeriod ?? 0;
  return p.kTimesGamesMax !== undefined && n > 0 ? Math.min(K, Math.floor(p.kTimesGamesMax / n)) : K;
}
