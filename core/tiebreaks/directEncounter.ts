import type { PlayerId } from '../types.ts';
import { perPlayer, type TiebreakDef } from './def.ts';
import type { TiebreakContext, TiebreakSpec } from './types.ts';

/**
 * Average score of a against b over their games (6.1.2: repeated meetings are averaged), in
 * half-points, or undefined when they did not meet. Forfeits count with `/P` and in round robins (15.2).
 */
function meetings(ctx: TiebreakContext, spec: TiebreakSpec, group: readonly PlayerId[]) {
  const inGroup = new Set(group);
  const sum = new Map<string, { points: number; games: number }>();
  for (const a of group)
    for (const s of ctx.slots.get(a) ?? []) {
      if (s.opponent === undefined || !inGroup.has(s.opponent) || s.kind === 'free') continue;
      if (s.kind !== 'game' && !spec.forfeitsPlayed && !ctx.roundRobin) continue;
      const key = `${a}:${s.opponent}`;
      const cur = sum.get(key) ?? { points: 0, games: 0 };
      sum.set(key, { points: cur.points + s.points, games: cur.games + 1 });
    }
  return (a: PlayerId, b: PlayerId): number | undefined => {
    const m = sum.get(`${a}:${b}`);
    return m ? m.points / m.games : undefined;
  };
}

/**
 * Direct encounter as a group operation (C.07 6): standings among the tied players only, re-applied
 * to sub-groups that stay tied; when not every pair met, a player is placed only if alone on top
 * whatever the missing games would have given (6.3), then the same test for the next place.
 */
export function directEncounterPartition(
  ctx: TiebreakContext,
  spec: TiebreakSpec,
  group: readonly PlayerId[],
): readonly (readonly PlayerId[])[] {
  if (group.length <= 1) return [group];
  const avg = meetings(ctx, spec, group);
  const win = ctx.pointSystem.win;
  let complete = true;
  const low = new Map<PlayerId, number>();
  const high = new Map<PlayerId, number>();
  for (const a of group) {
    let lo = 0;
    let hi = 0;
    for (const b of group) {
      if (a === b) continue;
      const m = avg(a, b);
      if (m === undefined) {
        complete = false;
        hi += win; // a missing game at best a win, at worst a loss
      } else {
        lo += m;
        hi += m;
      }
    }
    low.set(a, lo);
    high.set(a, hi);
  }
  if (complete) {
    const scores = [...new Set(group.map((a) => low.get(a) ?? 0))].sort((x, y) => y - x);
    if (scores.length === 1) return [group];
    return scores.flatMap((sc) =>
      directEncounterPartition(
        ctx,
        spec,
        group.filter((a) => low.get(a) === sc),
      ),
    );
  }
  const top = group.find((a) => group.every((b) => b === a || (low.get(a) ?? 0) > (high.get(b) ?? 0)));
  if (top === undefined) return [group];
  return [
    [top],
    ...directEncounterPartition(
      ctx,
      spec,
      group.filter((a) => a !== top),
    ),
  ];
}

export const DIRECT_ENCOUNTER: TiebreakDef = {
  code: 'DE',
  name: 'Direct encounter',
  family: 'group',
  rule: 'C.07 6',
  order: 'desc',
  // Outside a standings run DE has no per-player value; standings report how many tied players
  // each player was placed above.
  compute: (ctx) => perPlayer(ctx, () => 0),
  partition: directEncounterPartition,
};
