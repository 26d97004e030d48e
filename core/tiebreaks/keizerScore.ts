import { keizerRanking, parseKeizerSettings } from '../pairing/keizer/ranking.ts';
import { perPlayer, type TiebreakDef } from './def.ts';

/**
 * The Keizer score as a standings entry: the ranking of a Keizer club tournament (its written
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
    // The club's settings written after the code (`KEIZER top=60 ...`); defaults when unreadable.
    const written = parseKeizerSettings(ctx.tournament.pairingSystem);
    const ranking = keizerRanking(ctx.tournament, written.ok ? written.value : {}, ctx.rounds);
    const score = new Map(ranking.rows.map((r) => [r.id, r.score]));
    return perPlayer(ctx, (id) => score.get(id));
  },
};
