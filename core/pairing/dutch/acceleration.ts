import type { HalfPoints, PlayerId, RoundNo } from '../../types.ts';
import type { Tournament } from '../../tournament/model.ts';

/**
 * Virtual points for pairing only (C.04.5.1 Baku acceleration, or explicit TRF 250/XXA records).
 * Baku: GA = the first 2·⌈N/4⌉ pairing numbers; the first ⌈R/2⌉ rounds are accelerated, GA gets
 * 1 point before the first ⌈accelerated/2⌉ of them and ½ point before the rest. The records and the
 * group are looked up once per tournament (the Dutch engine asks for every player and round).
 */
export function accelerationOf(t: Tournament, baku: boolean): (id: PlayerId, round: RoundNo) => HalfPoints {
  const explicit = new Map<string, HalfPoints>();
  for (const a of t.accelerations ?? []) {
    const key = `${a.player}:${a.round}`;
    explicit.set(key, (explicit.get(key) ?? 0) + a.points);
  }
  const ga = 2 * Math.ceil(t.players.length / 4);
  const group = baku
    ? new Set(
        t.players
          .map((p) => p.id)
          .sort((a, b) => a - b)
          .slice(0, ga),
      )
    : undefined;
  const accelerated = Math.ceil(t.rounds / 2);
  return (id, round) => {
    const points = explicit.size > 0 ? explicit.get(`${id}:${round}`) : undefined;
    if (points !== undefined) return points;
    if (!group?.has(id) || round > accelerated) return 0;
    return round <= Math.ceil(accelerated / 2) ? t.pointSystem.win : t.pointSystem.draw;
  };
}

export const isBaku = (t: Tournament): boolean => /_BAKU$/i.test(t.pairingSystem ?? '');
