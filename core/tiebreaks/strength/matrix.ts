import type { PlayerId } from '../../types.ts';
import type { Tournament } from '../../tournament/model.ts';
import { computePlayerRounds, roundPoints } from '../../tournament/playerRounds.ts';

/**
 * The points matrix of a tournament in half-points (Waldstein's doubling: 2/1/0), games over the
 * board only; `games[i][j]` counts the games between i and j.
 */
export interface PointsMatrix {
  readonly ids: readonly PlayerId[];
  readonly points: readonly (readonly number[])[];
  readonly games: readonly (readonly number[])[];
}

export function pointsMatrix(t: Tournament): PointsMatrix {
  const ids = t.players.map((p) => p.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const n = ids.length;
  const points = ids.map(() => new Array<number>(n).fill(0));
  const games = ids.map(() => new Array<number>(n).fill(0));
  for (const [id, rounds] of computePlayerRounds(t)) {
    const i = index.get(id);
    if (i === undefined) continue;
    for (const r of rounds) {
      if (r.kind !== 'played') continue;
      const j = index.get(r.opponent);
      const row = points[i];
      const grow = games[i];
      if (j === undefined || !row || !grow) continue;
      row[j] = (row[j] ?? 0) + roundPoints(r, t.pointSystem);
      grow[j] = (grow[j] ?? 0) + 1;
    }
  }
  return { ids, points, games };
}
