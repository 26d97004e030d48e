import type { FormatError } from '../formatError.ts';
import type { Tournament } from '../../tournament/model.ts';
import { computePlayerRounds, scoreAfter } from '../../tournament/playerRounds.ts';
import type { TrfPlayerLine } from './player.ts';
import { formatPoints, trfError } from './lines.ts';

/**
 * Checks every points field (cols 81-84) against the results under the point system
 * (FIDE TRF-2026, points field). The field must equal the sum of rounds 1..L, or of 1..L-1 when round L holds
 * only byes/absences (a "pair round L" file). Tolerated with a warning: the round-L bye points
 * pre-added to the latter, fictitious acceleration points added (XXA/250), and 299 abnormal point
 * assignments applied (299 lines are kept verbatim; the model's scores do not include them).
 */
export function checkTrfScores(
  t: Tournament,
  lines: readonly TrfPlayerLine[],
  adjustments: readonly {
    readonly points: number;
    readonly round?: number;
    readonly players: readonly number[];
  }[] = [],
): { mismatches: FormatError[]; warnings: string[] } {
  const mismatches: FormatError[] = [];
  const warnings: string[] = [];
  const rounds = computePlayerRounds(t);
  let last = 0;
  for (const g of t.games) last = Math.max(last, g.round);
  for (const u of t.unpaired) last = Math.max(last, u.round);
  const lastHasResults = t.games.some((g) => g.round === last && g.result !== '*');
  const base = lastHasResults ? last : last - 1;
  const acc = new Map<string, number>();
  for (const a of t.accelerations ?? []) acc.set(`${a.player}:${a.round}`, a.points);

  for (const pl of lines) {
    if (pl.points === undefined) continue;
    const rs = rounds.get(pl.player.id) ?? [];
    const expected = scoreAfter(rs, t.pointSystem, base);
    if (pl.points === expected) continue;
    const all = scoreAfter(rs, t.pointSystem, last);
    const adj = adjustments
      .filter((a) => a.players.includes(pl.player.id) && (a.round === undefined || a.round <= base))
      .reduce((sum, a) => sum + a.points, 0);
    const variants: [number, string][] = [
      [all, `includes the round ${last} bye points (pre-added)`],
      ...(adj !== 0
        ? [
            [
              expected + adj,
              `includes ${formatPoints(adj)} points of 299 records (not in the model's scores)`,
            ] as [number, string],
          ]
        : []),
      ...[base, base + 1].flatMap((r): [number, string][] => {
        const a = acc.get(`${pl.player.id}:${r}`);
        return a
          ? [[expected + a, `includes ${formatPoints(a)} fictitious acceleration points of round ${r}`]]
          : [];
      }),
    ];
    const tolerated = variants.find(([v]) => v === pl.points);
    if (tolerated) {
      warnings.push(`line ${pl.line}: points of player ${pl.player.id} ${tolerated[1]}`);
      continue;
    }
    mismatches.push(
      trfError(
        'scoreMismatch',
        pl.line,
        81,
        formatPoints(pl.points),
        `${formatPoints(expected)} (the sum of the results of rounds 1-${base})`,
        `player ${pl.player.id}: the points column does not match the game results`,
      ),
    );
  }
  return { mismatches, warnings };
}
