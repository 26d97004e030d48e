import { keizerRanking } from '../pairing/keizer/ranking.ts';
import { perPlayer, type TiebreakDef } from './def.ts';

/**
 * The Keizer score as a standings entry: the ranking of a Keizer club tournament (default
 * settings), recomputed from round 1 to its fixed point. A Keizer tournament's standings rank by it
 * before anything else.
 */
export const KEIZER_SCORE: TiebreakDef = {
  code: 'KZ',
  name: 'Keizer score',
  family: 'strength',
  rule: 'KeizerForClubs documentation, "Evaluation parameters"',
  order: 'desc',
  compute: (ctx) => {
    const ranking = keizerRanking(ctx.tournament, {}, ctx.rounds);
    const score = new Map(ranking.rows.map((r) => [r.id, r.score]));
    return perPlayer(ctx, (id) => score.get(id));
  },
};
