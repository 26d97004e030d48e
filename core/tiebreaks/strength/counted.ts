import type { Tournament } from '../../tournament/model.ts';
import type { TiebreakContext } from '../types.ts';

/** The tournament restricted to the rounds a standings run counts. */
export const countedTournament = (ctx: TiebreakContext): Tournament => ({
  ...ctx.tournament,
  games: ctx.tournament.games.filter((g) => g.round <= ctx.rounds),
});
