/** Byes requested ahead (FIDE C.04.1 HPB/ZPB/FPB) and withdrawals. */
import { err, ok, type Result } from '../result.ts';
import type { PlayerId, RoundNo } from '../types.ts';
import type { RequestedByeKind, Tournament } from '../tournament/model.ts';
import type { WorkflowError } from './errors.ts';
import { lastPairedRound, withHistory, type ActionOptions } from './history.ts';

const playerOf = (t: Tournament, id: PlayerId) => t.players.find((p) => p.id === id);

/**
 * A bye asked for ahead of its round (Swiss only): the player is not paired in `round` and gets
 * the bye's points when the round is paired. A second request for the same round replaces the first.
 */
export function requestBye(
  t: Tournament,
  player: PlayerId,
  round: RoundNo,
  kind: RequestedByeKind,
  opts: ActionOptions = {},
): Result<{ readonly tournament: Tournament; readonly replaced: boolean }, WorkflowError> {
  const p = playerOf(t, player);
  if (!p) return err({ kind: 'noSuchPlayer', found: String(player), suggestions: [] });
  if (t.kind !== 'swiss') return err({ kind: 'byeNotSwiss', tournamentKind: t.kind });
  if (round < 1 || round > t.rounds) return err({ kind: 'badRound', found: round, min: 1, max: t.rounds });
  if (round <= lastPairedRound(t)) return err({ kind: 'roundAlreadyPaired', round });
  if (t.withdrawals.some((w) => w.player === player && w.afterRound < round))
    return err({ kind: 'withdrawnBeforeRound', player, name: p.name, round });
  const before = t.byeRequests ?? [];
  // The same request again changes nothing (no second history entry).
  if (before.some((b) => b.player === player && b.round === round && b.kind === kind))
    return ok({ tournament: t, replaced: false });
  const others = before.filter((b) => !(b.player === player && b.round === round));
  const replaced = others.length !== before.length;
  const tournament = withHistory(
    {
      ...t,
      byeRequests: [...others, { player, round, kind }].sort(
        (a, b) => a.round - b.round || a.player - b.player,
      ),
    },
    { action: 'requestBye', player, name: p.name, round, to: kind },
    opts,
  );
  return ok({ tournament, replaced });
}

/**
 * The player leaves after `afterRound` (default: the last round paired; 0 = before round 1) and is
 * not paired again; the results played stay and the byes requested for later rounds lapse.
 */
export function withdraw(
  t: Tournament,
  player: PlayerId,
  afterRound?: RoundNo,
  opts: ActionOptions = {},
): Result<{ readonly tournament: Tournament; readonly afterRound: RoundNo }, WorkflowError> {
  const p = playerOf(t, player);
  if (!p) return err({ kind: 'noSuchPlayer', found: String(player), suggestions: [] });
  const paired = lastPairedRound(t);
  const after = afterRound ?? paired;
  if (after < 0 || after > t.rounds) return err({ kind: 'badRound', found: after, min: 0, max: t.rounds });
  const earlier = t.withdrawals.find((w) => w.player === player);
  if (earlier) return err({ kind: 'alreadyWithdrawn', player, name: p.name, round: earlier.afterRound });
  const later = t.games.find((g) => g.round > after && (g.white === player || g.black === player));
  if (later) return err({ kind: 'pairedAfterWithdrawal', player, name: p.name, round: later.round });
  const tournament = withHistory(
    {
      ...t,
      withdrawals: [...t.withdrawals, { player, afterRound: after }],
      ...(t.byeRequests
        ? { byeRequests: t.byeRequests.filter((b) => b.player !== player || b.round <= after) }
        : {}),
    },
    { action: 'withdraw', player, name: p.name, round: after },
    opts,
  );
  return ok({ tournament, afterRound: after });
}
