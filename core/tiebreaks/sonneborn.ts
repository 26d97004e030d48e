import type { PlayerId } from '../types.ts';
import { get, memo } from './context.ts';
import { perPlayer, type TiebreakDef } from './def.ts';
import { cutElementSum } from './elements.ts';
import type { ElementSumOptions, TiebreakContext, TiebreakSpec, TiebreakValues } from './types.ts';

/**
 * Sonneborn-Berger in quarter points (integer): Σ opponent's score × points scored against them
 * (C.07 9.1); cuts per 14.1.2 d (the lowest-scoring opponent's contribution) and 16.5.
 */
export function sonnebornBergerQuarters(ctx: TiebreakContext, id: PlayerId, opts: ElementSumOptions): number {
  return cutElementSum(ctx, id, opts, (e) => e.opp * e.points);
}

const sb = (ctx: TiebreakContext, spec: TiebreakSpec): TiebreakValues => {
  const { cut, forfeitsPlayed, unplayedFirst } = spec;
  return memo(ctx, { table: 'SB', cut, forfeitsPlayed, unplayedFirst }, () =>
    perPlayer(ctx, (id) => sonnebornBergerQuarters(ctx, id, spec) / 4),
  );
};

/** The most points any player could have scored in the counted rounds (free rounds excluded). */
export function maxPossible(ctx: TiebreakContext): number {
  let most = 0;
  for (const list of ctx.slots.values()) {
    const rounds = new Set(list.filter((s) => s.kind !== 'free').map((s) => s.round)).size;
    const games = list.filter((s) => s.kind !== 'free').length;
    most = Math.max(most, Math.max(rounds, games) * ctx.pointSystem.win);
  }
  return most;
}

/**
 * Koya (C.07 9.2): points scored in games against participants with at least 50 % of the maximum
 * possible score (actual final scores); `/L±n` moves the line by n half-points (extended Koya).
 */
function koya(ctx: TiebreakContext, spec: TiebreakSpec): TiebreakValues {
  const line = maxPossible(ctx) / 2 + spec.limit; // half-points
  return perPlayer(ctx, (id) => {
    let pts = 0;
    for (const s of ctx.slots.get(id) ?? []) {
      if (s.opponent === undefined || s.kind === 'free') continue;
      if (s.kind !== 'game' && !ctx.roundRobin && !spec.forfeitsPlayed) continue;
      if (get(ctx.score, s.opponent) >= line) pts += s.points;
    }
    return pts / 2;
  });
}

/**
 * Gelbfuß (1873) / Neustadtl: Σ points against an opponent × the opponent's actual score, games and
 * forfeits as scheduled, no adjustments (Waldstein s1 = M·p).
 */
export function gelbfussQuarters(ctx: TiebreakContext, id: PlayerId): number {
  let q = 0;
  for (const s of ctx.slots.get(id) ?? [])
    if (s.opponent !== undefined && s.kind !== 'free') q += s.points * get(ctx.score, s.opponent);
  return q;
}

export const SONNEBORN_TIEBREAKS: readonly TiebreakDef[] = [
  { code: 'SB', name: 'Sonneborn-Berger', family: 'sonneborn', rule: 'C.07 9.1', order: 'desc', compute: sb },
  { code: 'KS', name: 'Koya system', family: 'sonneborn', rule: 'C.07 9.2', order: 'desc', compute: koya },
  {
    code: 'GF',
    name: 'Gelbfuß (Neustadtl without adjustments)',
    family: 'sonneborn',
    rule: 'Waldstein, Bewertung der Partieergebnisse, Tab. 2',
    order: 'desc',
    compute: (ctx) => perPlayer(ctx, (id) => gelbfussQuarters(ctx, id) / 4),
  },
  {
    code: 'OSB',
    name: 'Old Sonneborn-Berger (Gelbfuß + own score squared)',
    family: 'sonneborn',
    rule: 'Waldstein, Bewertung der Partieergebnisse, Tab. 3',
    order: 'desc',
    compute: (ctx) =>
      perPlayer(ctx, (id) => (gelbfussQuarters(ctx, id) + get(ctx.score, id) * get(ctx.score, id)) / 4),
  },
];
