import { ok, type Result } from '../result.ts';
import type { ResidualGame } from '../tournament/player.ts';
import { ageGroup } from './coefficient.ts';
import type { DwzError } from './errors.ts';
import { ratingChange } from './established.ts';
import { checkEstimateInput, omitUndefined, withWhatIf } from './estimate.ts';
import { dFromHundredths2002, expectationScale, expectedUnits } from './expectedScore.ts';
import { meanRating } from './performance.ts';
import { roundHalfUp, truncateHundredths } from '../rating/rounding.ts';
import { defaultDwzRules, dwzRuleSet, wo2026Parameters } from './ruleSets.ts';
import type { DwzEstimate, DwzEstimateInput, DwzGame } from './types.ts';
import { usableResiduals } from './validate.ts';

/** WO 2002 Anhang 1.3: opponents are clipped to within 350 points of the player. */
export const UEBERSCHLAG_MAX_DIFFERENCE = 350;

export interface UeberschlagOptions {
  /** Without the table: P = 0.5 + D/800 and D = (W/n − 0.5)·800 (Anhang 1.3). */
  readonly linear?: boolean;
}

const clip = (o: number, around: number): number =>
  Math.min(around + UEBERSCHLAG_MAX_DIFFERENCE, Math.max(around - UEBERSCHLAG_MAX_DIFFERENCE, o));

/**
 * The "Überschlagsrechnung" of WO 2002 Anhang 1.3 (not official): the mean Rc of the opponents,
 * clipped to ±350, replaces the single games. a) With a DWZ: D = Ro − Rc, We = n·P(D), Rn by 4.9.1.
 * b) Without: P = W/n truncated to two decimals (as the example: 3/7 → 0.42), Rp = Rc + D(P), then
 * the opponents clipped around that Rp and Rp computed again.
 */
export function estimateDwzUeberschlag(
  input: DwzEstimateInput,
  opts: UeberschlagOptions = {},
): Result<DwzEstimate, DwzError> {
  const year = checkEstimateInput(input);
  if (!year.ok) return year;
  return ok(withWhatIf(input, year.value, (i, y) => core(i, y, opts)));
}

function core(input: DwzEstimateInput, endYear: number, opts: UeberschlagOptions): DwzEstimate {
  const rules = input.rules ?? defaultDwzRules(input.endDate);
  const rs = dwzRuleSet(rules, { endDate: input.endDate, wo2013Text: input.wo2013Text });
  const notes = ['unofficial estimate (WO 2002 Anhang 1.3 Überschlagsrechnung)'];
  const common = { rules, method: 'ueberschlag' as const };
  if (input.rating) {
    const Ro = input.rating.rating;
    const rated = input.games.filter((g): g is Required<DwzGame> => g.opponentRating !== undefined);
    const n = rated.length;
    const W = rated.reduce((s, g) => s + g.score, 0);
    if (n === 0)
      return omitUndefined({
        ...common,
        status: 'established',
        Ro,
        index: input.rating.index,
        W: 0,
        n,
        Rn: Ro,
        notes,
      });
    const Rc = roundHalfUp(meanRating(rated.map((g) => clip(g.opponentRating, Ro))));
    const D = Ro - Rc;
    const scale = opts.linear ? 100 : expectationScale(rs.expectation);
    const pUnits = opts.linear
      ? Math.min(100, Math.max(0, roundHalfUp(50 + D / 8)))
      : expectedUnits(D, rs.expectation);
    const weUnits = n * pUnits;
    const wUnits = (W / 2) * scale;
    const diff = (wUnits - weUnits) / scale;
    const c = {
      Ro,
      index: input.rating.index,
      ageGroup: ageGroup(input.birthYear, endYear),
      below: wUnits < weUnits,
    };
    const { E, K, Rn } = ratingChange(rs, wo2026Parameters(input.endDate), c, diff, n, input);
    const index = input.rating.index;
    return omitUndefined({
      ...common,
      status: 'established',
      Ro,
      index,
      W: W / 2,
      n,
      We: weUnits / scale,
      E,
      K,
      Rn,
      indexNew: index === undefined ? undefined : index + 1,
      Rc,
      notes,
    });
  }
  const { kept } = usableResiduals(input.residualGames ?? [], input.endDate);
  const all: ResidualGame[] = [
    ...kept,
    ...input.games.map((g) => ({ opponentRating: g.opponentRating ?? 0, score: g.score })),
  ];
  const n = all.length;
  const W = all.reduce((s, g) => s + g.score, 0);
  if (n < 5 || W === 0 || W === 2 * n) {
    notes.push(
      n < 5
        ? 'fewer than 5 rated games: store them as residual games'
        : 'score 0 % or 100 %: not determinable',
    );
    return omitUndefined({
      ...common,
      status: W === 0 ? 'none' : 'residual',
      W: W / 2,
      n,
      residualGames: W === 0 ? undefined : all,
      notes,
    });
  }
  const D = opts.linear
    ? roundHalfUp((W / 2 / n - 0.5) * 800)
    : dFromHundredths2002(truncateHundredths(W, 2 * n));
  const first = roundHalfUp(meanRating(all.map((g) => g.opponentRating))) + D;
  const Rc = roundHalfUp(meanRating(all.map((g) => clip(g.opponentRating, first))));
  const Rp = Rc + D;
  return omitUndefined({ ...common, status: 'first', W: W / 2, n, Rc, Rp, Rn: Rp, indexNew: 1, notes });
}
