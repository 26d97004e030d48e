import type { HalfPoints, PlayerId, RoundNo } from '../../types.ts';
import type { Tournament } from '../../tournament/model.ts';

/**
 * Virtual points for pairing only (C.04.5.1 Baku acceleration, or explicit TRF 250/XXA records).
 * Baku: GA = the first 2·⌈N/4⌉ pairing numbers; the first ⌈R/2⌉ rounds are accelerated, GA gets
 * 1 point before the first ⌈accelerated/2⌉ of them and ½ point before the rest.
 */
export function accelerationPoints(t: Tournament, id: PlayerId, round: RoundNo, baku: boolean): HalfPoints {
  const explicit = t.accelerations?.filter((a) => a.player === id && a.round === round);
  if (explicit && explicit.length > 0) return explicit.reduce((s, a) => s + a.points, 0);
  if (!baku) return 0;
  const ga = 2 * Math.ceil(t.players.length / 4);
  const rank = [...t.players]
    .map((p) => p.id)
    .sort((a, b) => a - b)
    .indexOf(id);
  if (rank < 0 || rank >= ga) return 0;
  const accelerated = Math.ceil(t.rounds / 2);
  if (round > accelerated) return 0;
  return round <= Math.ceil(accelerated / 2) ? t.pointSystem.win : t.pointSystem.draw;
}

export const isBaku = (t: Tournament): boolean => /_BAKU$/i.test(t.pairingSystem ?? '');
