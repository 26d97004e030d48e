/**
 * A tournament read from another program's file, taken over in progress: the rounds it paired stay
 * as they are; byes and absences it holds for rounds not paired yet become byes requested ahead
 * (C.04.1), which the next `pair` turns into that round's byes. Withdrawals stay as dated (one
 * announced for after a later round keeps the player in the rounds before it).
 */
import type { ByeRequest, Tournament, Unpaired } from '../tournament/model.ts';
import type { RoundNo } from '../types.ts';

/** The last round with a game or a bye the pairing gave (PAB, the free round of a round robin). */
export function lastPairedRoundOf(t: Tournament): RoundNo {
  let last = 0;
  for (const g of t.games) last = Math.max(last, g.round);
  for (const u of t.unpaired) if (u.kind === 'PAB' || u.kind === 'free') last = Math.max(last, u.round);
  return last;
}

/** An entry ahead as a request: an absence without points is a zero-point bye. */
const requestOf = (u: Unpaired): ByeRequest | undefined =>
  u.kind === 'HPB' || u.kind === 'FPB' || u.kind === 'ZPB'
    ? { player: u.player, round: u.round, kind: u.kind }
    : u.kind === 'absent'
      ? { player: u.player, round: u.round, kind: 'ZPB' }
      : undefined;

export function asTournamentInProgress(t: Tournament): Tournament {
  if (t.kind !== 'swiss') return t;
  const last = lastPairedRoundOf(t);
  const ahead = t.unpaired.filter((u) => u.round > last);
  if (ahead.length === 0) return t;
  const requests = [...(t.byeRequests ?? [])];
  for (const u of ahead) {
    const r = requestOf(u);
    if (r && !requests.some((b) => b.player === r.player && b.round === r.round)) requests.push(r);
  }
  return {
    ...t,
    unpaired: t.unpaired.filter((u) => u.round <= last),
    ...(requests.length > 0
      ? { byeRequests: requests.sort((a, b) => a.round - b.round || a.player - b.player) }
      : {}),
  };
}
