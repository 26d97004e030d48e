import { maxOf, minOf } from '../arrays.ts';
import type { PlayerId } from '../types.ts';
import type { Player } from '../tournament/player.ts';
import { memo } from './context.ts';
import { cutNumbers } from './cuts.ts';
import { perPlayer, type TiebreakDef } from './def.ts';
import { dpFromScore, expectedHundredths } from './fideTables.ts';
import type { TiebreakContext, TiebreakSpec, TiebreakValues } from './types.ts';

/**
 * The first rating a player has (C.07 10: FIDE, else DWZ, else a national rating). A FIDE rating of
 * 0 is the TRF's and the rating list's "unrated" (FIDE Handbook B.02 8.1), not a rating.
 */
export const playerRating = (p: Player): number | undefined =>
  (p.fide !== undefined && p.fide > 0 ? p.fide : undefined) ??
  p.dwz?.rating ??
  p.nationalRatings?.[0]?.rating;

export const hasUnratedPlayers = (ctx: TiebreakContext): boolean =>
  ctx.tournament.players.some((p) => playerRating(p) === undefined);

function ratingTable(
  ctx: TiebreakContext,
  unratedAs: number | undefined,
): ReadonlyMap<PlayerId, number | undefined> {
  return new Map(ctx.tournament.players.map((p) => [p.id, playerRating(p) ?? unratedAs]));
}

/** Games over the board only (C.07 10: forfeits stay unplayed for rating-based tiebreaks, also in round robins). */
function otbGames(ctx: TiebreakContext, id: PlayerId, ratings: ReadonlyMap<PlayerId, number | undefined>) {
  const out: { readonly rating: number; readonly points: number; readonly opponent: PlayerId }[] = [];
  for (const s of ctx.slots.get(id) ?? []) {
    if (s.kind !== 'game' || s.opponent === undefined) continue;
    const r = ratings.get(s.opponent);
    if (r !== undefined) out.push({ rating: r, points: s.points, opponent: s.opponent });
  }
  return out;
}

/** Rounds a non-negative average half up (C.07 10.1). */
const roundHalfUp = (x: number): number => Math.floor(x + 0.5);
/** No games, no average: the player has no value (C.07 8.2, 10.1). */
const average = (xs: readonly number[]): number | undefined =>
  xs.length === 0 ? undefined : xs.reduce((a, x) => a + x, 0) / xs.length;
const roundedAverage = (xs: readonly number[]): number | undefined => {
  const a = average(xs);
  return a === undefined ? undefined : roundHalfUp(a);
};

function aro(ctx: TiebreakContext, spec: TiebreakSpec): TiebreakValues {
  const ratings = ratingTable(ctx, spec.unratedAs);
  return perPlayer(ctx, (id) =>
    roundedAverage(
      cutNumbers(
        otbGames(ctx, id, ratings).map((g) => g.rating),
        spec.cut,
      ),
    ),
  );
}

function tpr(ctx: TiebreakContext, unratedAs: number | undefined): TiebreakValues {
  return memo(ctx, { table: 'TPR', unratedAs }, () => {
    const ratings = ratingTable(ctx, unratedAs);
    return perPlayer(ctx, (id) => {
      const games = otbGames(ctx, id, ratings);
      const aro = roundedAverage(games.map((g) => g.rating));
      if (aro === undefined) return undefined;
      const points = games.reduce((a, g) => a + g.points, 0) / ctx.pointSystem.win;
      return aro + dpFromScore(points, games.length);
    });
  });
}

/** Perfect tournament performance (C.07 10.3): lowest rating whose expected score reaches the score. */
export function perfectPerformance(opponents: readonly number[], points: number): number {
  if (opponents.length === 0) return 0;
  const low = minOf(opponents);
  const high = maxOf(opponents);
  if (points <= 0) return low - 800;
  const target = Math.round(points * 100);
  const reaches = (r: number): boolean =>
    opponents.reduce((a, o) => a + expectedHundredths(r - o), 0) >= target;
  // The expected score grows with r: binary search for the lowest rating that reaches the score.
  let lo = low - 800;
  let hi = high + 800;
  if (!reaches(hi)) return hi;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (reaches(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function ptp(ctx: TiebreakContext, unratedAs: number | undefined): TiebreakValues {
  return memo(ctx, { table: 'PTP', unratedAs }, () => {
    const ratings = ratingTable(ctx, unratedAs);
    return perPlayer(ctx, (id) => {
      const games = otbGames(ctx, id, ratings);
      if (games.length === 0) return undefined;
      const points = games.reduce((a, g) => a + g.points, 0) / ctx.pointSystem.win;
      return perfectPerformance(
        games.map((g) => g.rating),
        points,
      );
    });
  });
}

const averageOfOpponents = (
  ctx: TiebreakContext,
  spec: TiebreakSpec,
  table: TiebreakValues,
): TiebreakValues => {
  const ratings = ratingTable(ctx, spec.unratedAs);
  // Opponents without a value of their own are left out of the average.
  return perPlayer(ctx, (id) =>
    roundedAverage(
      otbGames(ctx, id, ratings).flatMap((g) => {
        const v = table.get(g.opponent);
        return v === undefined ? [] : [v];
      }),
    ),
  );
};

export const RATING_TIEBREAKS: readonly TiebreakDef[] = [
  {
    code: 'ARO',
    name: 'Average rating of opponents',
    family: 'rating',
    rule: 'C.07 10.1',
    order: 'desc',
    needsRatings: true,
    compute: aro,
  },
  {
    code: 'TPR',
    name: 'Tournament performance rating',
    family: 'rating',
    rule: 'C.07 10.2',
    order: 'desc',
    needsRatings: true,
    compute: (ctx, spec) => tpr(ctx, spec.unratedAs),
  },
  {
    code: 'PTP',
    name: 'Perfect tournament performance',
    family: 'rating',
    rule: 'C.07 10.3',
    order: 'desc',
    needsRatings: true,
    compute: (ctx, spec) => ptp(ctx, spec.unratedAs),
  },
  {
    code: 'APRO',
    name: 'Average performance rating of opponents',
    family: 'rating',
    rule: 'C.07 10.4',
    order: 'desc',
    needsRatings: true,
    compute: (ctx, spec) => averageOfOpponents(ctx, spec, tpr(ctx, spec.unratedAs)),
  },
  {
    code: 'APPO',
    name: 'Average perfect performance of opponents',
    family: 'rating',
    rule: 'C.07 10.5',
    order: 'desc',
    needsRatings: true,
    compute: (ctx, spec) => averageOfOpponents(ctx, spec, ptp(ctx, spec.unratedAs)),
  },
  {
    code: 'RTNG',
    name: 'Rating',
    family: 'rating',
    rule: 'C.07 10.6 (2026)',
    order: 'desc',
    needsRatings: true,
    compute: (ctx, spec) => {
      const ratings = ratingTable(ctx, spec.unratedAs);
      return perPlayer(ctx, (id) => ratings.get(id));
    },
  },
];
