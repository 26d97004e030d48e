/** Naming players on the command line: by start number or by (part of) the name. */
import type { HalfPoints, Player, PlayerId, Result, Tournament } from '../../core/index.ts';
import { coreError } from '../../core/errors/index.ts';
import { computePlayerRounds, scoreAfter } from '../../core/tournament/index.ts';
import { findPlayer as findInCore } from '../../core/workflow/index.ts';
import { describeError } from '../describeError.ts';

/**
 * The player `ref` names: a start number (`7`), a full name (`Müller, Anna`) or a unique part of
 * one (`Özdemir`, `Mueller`), umlauts and ß folded; the core's one line when none or several fit.
 */
export function findPlayer(t: Tournament, ref: string): Result<Player, string> {
  const r = findInCore(t, ref);
  return r.ok ? r : { ok: false, error: describeError(coreError.workflow(r.error)) };
}

/** The rating shown beside a name: the FIDE rating, else the DWZ, else a national rating. */
export const displayRating = (p: Player): number | undefined =>
  (p.fide !== undefined && p.fide > 0 ? p.fide : undefined) ??
  p.dwz?.rating ??
  p.nationalRatings?.[0]?.rating;

/** Every player's score (half-points) after `afterRound`. */
export function scoresAfter(t: Tournament, afterRound: number): ReadonlyMap<PlayerId, HalfPoints> {
  const out = new Map<PlayerId, HalfPoints>();
  for (const [id, rounds] of computePlayerRounds(t))
    out.set(id, scoreAfter(rounds, t.pointSystem, afterRound));
  return out;
}

export { lastPairedRound } from '../../core/workflow/index.ts';
