// The FIDE initial order of a Swiss (C.04.2 "General handling rules for Swiss tournaments", the
// initial order): by rating, then by title (GM, IM, WGM, FM, WIM, CM, WFM, WCM, untitled), then by
// name. Pairing numbers are the positions in this list, frozen before round 1 (C.04.2).
import { TITLES, type Player } from './player.ts';

/** The rating that orders the start list: the FIDE rating, else the national one (DWZ), else unrated (0). */
const startRating = (p: Player): number => p.fide ?? p.dwz?.rating ?? p.nationalRatings?.[0]?.rating ?? 0;

/** Title rank in C.04.2's order; untitled after every title. */
const titleRank = (p: Player): number => {
  const i = (TITLES as readonly string[]).indexOf((p.title ?? '').trim().toUpperCase());
  return i < 0 ? TITLES.length : i;
};

/** Alphabetical, case and accents ignored first ("Ärger" beside "Arger"), then exactly, so the order is total. */
const byName = (a: string, b: string): number =>
  a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * The players in the FIDE initial order (C.04.2): rating descending, then title, then name; the
 * players keep their ids (the caller numbers them 1..n in this order to freeze the pairing numbers).
 */
export function initialStartOrder(players: readonly Player[]): readonly Player[] {
  return [...players].sort(
    (a, b) =>
      startRating(b) - startRating(a) || titleRank(a) - titleRank(b) || byName(a.name, b.name) || a.id - b.id,
  );
}
