/**
 * FIDE C.04.2 (General handling rules for Swiss tournaments), "Initial order": before the first round
 * the players are ordered by strength (rating), then FIDE title (GM, IM, WGM, FM, WIM, CM, WFM, WCM,
 * none), then alphabetically; the pairing numbers (start numbers) follow this order and stay fixed.
 */
import type { PlayerId } from '../types.ts';
import type { Tournament } from '../tournament/model.ts';
import { TITLES, type Player } from '../tournament/player.ts';

/** Which rating orders the field: the FIDE rating (else the DWZ), or the national rating (DWZ, else Elo). */
export const START_ORDER_RATINGS = ['fide', 'national'] as const;
export type StartOrderRating = (typeof START_ORDER_RATINGS)[number];

/** The strength that orders a player: 0 for an unrated player (listed after every rated one). */
function startOrderRating(p: Player, rating: StartOrderRating = 'fide'): number {
  const national = p.dwz?.rating ?? p.nationalRatings?.[0]?.rating;
  const fide = p.fide !== undefined && p.fide > 0 ? p.fide : undefined;
  return (rating === 'fide' ? (fide ?? national) : (national ?? fide)) ?? 0;
}

/** C.04.2 title order; an unknown or missing title comes after WCM. */
const titleRank = (p: Player): number => {
  const i = (TITLES as readonly string[]).indexOf((p.title ?? '').trim().toUpperCase());
  return i < 0 ? TITLES.length : i;
};

// Made on first use: creating an ICU collator takes about 20 ms, which every CLI command paid at
// start-up when it was made at import, sorting names or not.
let collator: Intl.Collator | undefined;
const compareNames = (a: string, b: string): number =>
  (collator ??= new Intl.Collator('de', { sensitivity: 'base' })).compare(a, b);

/**
 * The players in the C.04.2 initial order: rating descending, then title, then name (German
 * collation: "Müller" before "Muster"). Players equal in all three keep their registration order.
 */
export function initialStartOrder(
  players: readonly Player[],
  rating: StartOrderRating = 'fide',
): readonly Player[] {
  return players
    .map((p, i) => ({ p, i, r: startOrderRating(p, rating), t: titleRank(p) }))
    .sort((a, b) => b.r - a.r || a.t - b.t || compareNames(a.p.name, b.p.name) || a.i - b.i)
    .map((x) => x.p);
}

/**
 * Renumbers the players 1..n in the given order and every reference to them (games, byes,
 * withdrawals, forbidden pairs, accelerations, bye requests, corrections, history). `order` must hold each
 * player of `t` once.
 */
export function renumberPlayers(t: Tournament, order: readonly Player[]): Tournament {
  const ids = new Map<PlayerId, PlayerId>(order.map((p, i) => [p.id, i + 1]));
  if (ids.size !== t.players.length || t.players.some((p) => !ids.has(p.id)))
    throw new Error('renumberPlayers: the order must hold every player once');
  const to = (id: PlayerId): PlayerId => ids.get(id) ?? id;
  return {
    ...t,
    players: order.map((p) => ({ ...p, id: to(p.id) })),
    games: t.games.map((g) => ({ ...g, white: to(g.white), black: to(g.black) })),
    unpaired: t.unpaired.map((u) => ({ ...u, player: to(u.player) })),
    withdrawals: t.withdrawals.map((w) => ({ ...w, player: to(w.player) })),
    ...(t.forbiddenPairs
      ? { forbiddenPairs: t.forbiddenPairs.map((f) => ({ ...f, players: f.players.map(to) })) }
      : {}),
    ...(t.accelerations
      ? { accelerations: t.accelerations.map((a) => ({ ...a, player: to(a.player) })) }
      : {}),
    ...(t.byeRequests ? { byeRequests: t.byeRequests.map((b) => ({ ...b, player: to(b.player) })) } : {}),
    ...(t.resultCorrections
      ? {
          resultCorrections: t.resultCorrections.map((c) => ({
            ...c,
            white: to(c.white),
            black: to(c.black),
          })),
        }
      : {}),
    ...(t.history
      ? {
          history: t.history.map((h) => ({
            ...h,
            ...(h.player !== undefined ? { player: to(h.player) } : {}),
            ...(h.white !== undefined ? { white: to(h.white) } : {}),
            ...(h.black !== undefined ? { black: to(h.black) } : {}),
            ...(h.restore?.byeRequests
              ? {
                  restore: {
                    ...h.restore,
                    byeRequests: h.restore.byeRequests.map((b) => ({ ...b, player: to(b.player) })),
                  },
                }
              : {}),
          })),
        }
      : {}),
  };
}

/** C.04.2: the start list ordered by `initialStartOrder`, numbered 1..n and frozen. */
export function freezeStartList(t: Tournament, rating: StartOrderRating = 'fide'): Tournament {
  return { ...renumberPlayers(t, initialStartOrder(t.players, rating)), startListFrozen: true };
}
