import { perPlayer, type TiebreakDef } from './def.ts';
import { waldstein } from './strength/waldstein.ts';
import { zermelo } from './strength/zermelo.ts';
import { countedTournament } from './strength/counted.ts';

/**
 * Strength models as tiebreaks. Hors-concours players rank first (t = 1, strength 100), players
 * without a point last (0).
 */
export const STRENGTH_TIEBREAKS: readonly TiebreakDef[] = [
  {
    code: 'WT',
    name: 'Waldstein Turnierleistung t',
    family: 'strength',
    rule: 'Waldstein, Bewertung der Partieergebnisse §4',
    order: 'desc',
    compute: (ctx) => {
      const w = waldstein(countedTournament(ctx));
      const top = new Set(w.horsConcours);
      return perPlayer(ctx, (id) => (top.has(id) ? 1 : (w.t.get(id) ?? 0)));
    },
  },
  {
    code: 'ZS',
    name: 'Zermelo strength (Σ = 100)',
    family: 'strength',
    rule: 'Zermelo 1929, after Konrad 2013',
    order: 'desc',
    compute: (ctx) => {
      const z = zermelo(countedTournament(ctx));
      const top = new Set(z.allWins);
      return perPlayer(ctx, (id) => (top.has(id) ? 100 : (z.strength.get(id) ?? 0)));
    },
  },
];
