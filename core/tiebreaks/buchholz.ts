import type { PlayerId } from '../types.ts';
import type { Game, Tournament } from '../tournament/model.ts';
import { get, makeTiebreakContext, memo } from './context.ts';
import { perPlayer, type TiebreakDef } from './def.ts';
import { cutElementSum } from './elements.ts';
import type { Cut, ElementSumOptions, TiebreakContext, TiebreakSpec, TiebreakValues } from './types.ts';

const NO_CUT: Cut = { low: 0, high: 0 };
/** Plain Buchholz: no cut, forfeits not games, no `/V`. */
const PLAIN: ElementSumOptions = { cut: NO_CUT, forfeitsPlayed: false, unplayedFirst: false };

/** Buchholz in half-points: sum of the opponents' scores after cuts (C.07 8.1, 14, 16). */
export function buchholzHalf(ctx: TiebreakContext, id: PlayerId, opts: ElementSumOptions): number {
  return cutElementSum(ctx, id, opts, (e) => e.opp);
}

export const buchholzValues = (ctx: TiebreakContext, opts: ElementSumOptions): TiebreakValues => {
  const { cut, forfeitsPlayed, unplayedFirst } = opts;
  return memo(ctx, { table: 'BH', cut, forfeitsPlayed, unplayedFirst }, () =>
    perPlayer(ctx, (id) => buchholzHalf(ctx, id, opts) / 2),
  );
};

/**
 * The tournament as if every paired game of `round` had been drawn: results, pending games and
 * forfeits alike (C.07 8.3; FB is Type D, 4.3, fixed once the pairings are published).
 */
export function foreTournament(t: Tournament, round: number): Tournament {
  const draw = (g: Game): Game => {
    if (g.round !== round) return g;
    const { colorsUnknown: _c, unrated: _u, ...rest } = g;
    return { ...rest, result: '1/2-1/2' };
  };
  return { ...t, games: t.games.map(draw) };
}

/**
 * C.07 8.3: Fore Buchholz is BH with every paired game of the final round drawn; before the final
 * round is paired (or in standings after an earlier round) it equals BH.
 */
function foreContext(ctx: TiebreakContext): TiebreakContext {
  const t = ctx.tournament;
  if (!t.games.some((g) => g.round === t.rounds)) return ctx;
  return makeTiebreakContext(foreTournament(t, t.rounds), {
    rules: ctx.rules,
    afterRound: t.rounds,
    roundRobin: ctx.roundRobin,
  });
}

/** The opponents met over the board (or in a round robin, forfeits too: 15.2). */
export function gameOpponents(
  ctx: TiebreakContext,
  id: PlayerId,
  forfeitsPlayed = false,
): readonly PlayerId[] {
  const out: PlayerId[] = [];
  for (const s of ctx.slots.get(id) ?? [])
    if (
      s.opponent !== undefined &&
      (s.kind === 'game' || ((ctx.roundRobin || forfeitsPlayed) && s.kind !== 'free'))
    )
      out.push(s.opponent);
  return out;
}

/**
 * Average of the opponents' BH (or FB with /F), opponents played over the board (C.07 8.2); no
 * value without a game over the board.
 */
function aob(ctx: TiebreakContext, spec: TiebreakSpec): TiebreakValues {
  const bh = buchholzValues(spec.fore ? foreContext(ctx) : ctx, PLAIN);
  return perPlayer(ctx, (id) => {
    const opps = gameOpponents(ctx, id);
    return opps.length === 0 ? undefined : opps.reduce((a, o) => a + get(bh, o), 0) / opps.length;
  });
}

export const BUCHHOLZ_TIEBREAKS: readonly TiebreakDef[] = [
  {
    code: 'BH',
    name: 'Buchholz',
    family: 'buchholz',
    rule: 'C.07 8.1',
    order: 'desc',
    notForRoundRobin: true,
    compute: (ctx, spec) => buchholzValues(ctx, spec),
  },
  {
    code: 'FB',
    name: 'Fore Buchholz',
    family: 'buchholz',
    rule: 'C.07 8.3',
    order: 'desc',
    notForRoundRobin: true,
    compute: (ctx, spec) => buchholzValues(foreContext(ctx), spec),
  },
  {
    code: 'AOB',
    name: 'Average of opponents’ Buchholz',
    family: 'buchholz',
    rule: 'C.07 8.2',
    order: 'desc',
    notForRoundRobin: true,
    compute: aob,
  },
  {
    code: 'RBH',
    name: 'Refined Buchholz (sum of the opponents’ Buchholz)',
    family: 'buchholz',
    rule: 'Wertungs-Regularien, Verfeinerte Buchholz',
    order: 'desc',
    notForRoundRobin: true,
    compute: (ctx, spec) => {
      const bh = buchholzValues(ctx, { ...PLAIN, forfeitsPlayed: spec.forfeitsPlayed });
      return perPlayer(ctx, (id) =>
        gameOpponents(ctx, id, spec.forfeitsPlayed).reduce((a, o) => a + get(bh, o), 0),
      );
    },
  },
  {
    code: 'BHP',
    name: 'Buchholz 1932 (own score × sum of the opponents’ scores)',
    family: 'buchholz',
    rule: 'Waldstein, Bewertung der Partieergebnisse §2 (Buchholz 1932)',
    order: 'desc',
    notForRoundRobin: true,
    compute: (ctx, spec) => {
      const bh = buchholzValues(ctx, {
        cut: spec.cut,
        forfeitsPlayed: spec.forfeitsPlayed,
        unplayedFirst: false,
      });
      return perPlayer(ctx, (id) => (get(ctx.score, id) / 2) * get(bh, id));
    },
  },
];
