/** Naming players on the command line: by start number or by (part of) the name. */
import type { HalfPoints, Player, PlayerId, Result, Tournament } from '../../core/index.ts';
import { formatPointsHalf } from '../../core/formats/index.ts';
import { computePlayerRounds, scoreAfter } from '../../core/tournament/index.ts';

const fold = (s: string): string => s.normalize('NFC').toLocaleLowerCase('de').replace(/\s+/g, ' ').trim();

/**
 * The player `ref` names: a start number (`7`), a full name (`Müller, Anna`) or a unique part of
 * one (`Özdemir`). An error names the candidates when the part fits several players.
 */
export function findPlayer(t: Tournament, ref: string): Result<Player, string> {
  const s = ref.trim();
  if (/^\d+$/.test(s)) {
    const p = t.players.find((x) => x.id === Number(s));
    return p ? { ok: true, value: p } : { ok: false, error: `no player with start number ${s}` };
  }
  const key = fold(s);
  const exact = t.players.filter((p) => fold(p.name) === key);
  if (exact.length === 1 && exact[0]) return { ok: true, value: exact[0] };
  const part = t.players.filter((p) => fold(p.name).includes(key));
  if (part.length === 1 && part[0]) return { ok: true, value: part[0] };
  if (part.length === 0) return { ok: false, error: `no player's name contains "${s}"` };
  const list = part
    .slice(0, 5)
    .map((p) => `${p.id} ${p.name}`)
    .join('; ');
  return {
    ok: false,
    error: `"${s}" fits ${part.length} players (${list}${part.length > 5 ? '; …' : ''}): give the start number`,
  };
}

/** The rating shown beside a name: the FIDE rating, else the DWZ, else a national rating. */
export const displayRating = (p: Player): number | undefined =>
  (p.fide !== undefined && p.fide > 0 ? p.fide : undefined) ??
  p.dwz?.rating ??
  p.nationalRatings?.[0]?.rating;

/** Every player's score (half-points) after `afterRound`. */
export function scoresAfter(t: Tournament, afterRound: number): ReadonlyMap<PlayerId, HalfPoints> {
  const out = new Map<PlayerId, HalfPoints>();
  for (const [id, rounds] of computePlayerRounds(t))
    out.set(id, scoreAfter(rounds, t.pointSystem, afterRound));
  return out;
}

/** Points for people: `2½`. */
export const showPoints = (h: HalfPoints): string => formatPointsHalf(h);

/** The last round with a game or a bye recorded (0 before round 1). */
export function lastPairedRound(t: Tournament): number {
  let last = 0;
  for (const g of t.games) last = Math.max(last, g.round);
  for (const u of t.unpaired) last = Math.max(last, u.round);
  return last;
}
