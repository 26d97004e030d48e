/**
 * The director's "pair the next round" and its undo: refuse while the last round is open, fix the
 * start list before round 1 (by the tournament kind, `start.ts`), turn the round's requested byes
 * into byes, pair with the system the pairing registry gives for the tournament, and store the
 * boards with result `*`. Unpairing the last round restores what pairing it changed.
 */
import { pairingSystemOf } from '../pairing/registry.ts';
import type { RoundPairing } from '../pairing/types.ts';
import { err, ok, type Result } from '../result.ts';
import type { PlayerId, RoundNo } from '../types.ts';
import type {
  ByeRequest,
  Game,
  HistoryEntry,
  PairingRestore,
  Tournament,
  Unpaired,
} from '../tournament/model.ts';
import { isActiveIn, roundBoards } from '../tournament/results.ts';
import type { WorkflowError } from './errors.ts';
import { lastPairedRound, withHistory, type ActionOptions } from './history.ts';
import { openEntries } from './results.ts';
import { START_RULES } from './start.ts';
import { renumberPlayers, type StartOrderRating } from './startOrder.ts';

export interface StoredRound {
  readonly tournament: Tournament;
  readonly pairing: RoundPairing;
  /** Players without a game by the system, not by request: the free player of an odd round robin. */
  readonly free: readonly PlayerId[];
  /** The start list was frozen by this call (before round 1). */
  readonly froze: boolean;
}

export interface PairOptions extends ActionOptions {
  /** Which rating orders the Swiss start list (C.04.2); default the FIDE rating, else the DWZ. */
  readonly startOrder?: StartOrderRating;
}

/** Pairs the next round and returns the tournament holding it. Nothing changes on an error. */
export function pairNextRound(t0: Tournament, opts: PairOptions = {}): Result<StoredRound, WorkflowError> {
  const system = pairingSystemOf(t0);
  const start = START_RULES[t0.kind];
  if (!system || !start) return err({ kind: 'notPairable', tournamentKind: t0.kind });
  const previous = lastPairedRound(t0);
  const active = t0.players.filter((p) => isActiveIn(t0, p.id, previous + 1));
  if (active.length < 2) return err({ kind: 'tooFewPlayers', players: active.length });
  // A Double-Swiss match is two game rounds (C.04.5 (2026) Preface): game 2 repeats game 1's boards
  // with the colours reversed, whatever their results, so it may be paired while game 1 is open; the
  // next match waits for both games.
  const perPairing = system.gamesPerPairing ?? 1;
  const mustBeComplete = perPairing === 2 ? (previous % 2 === 1 ? [] : [previous - 1, previous]) : [previous];
  for (const r of mustBeComplete.filter((x) => x > 0)) {
    const open = openEntries(t0, r);
    if (open.length > 0) return err({ kind: 'roundOpen', round: r, open });
  }
  const froze = !t0.startListFrozen;
  // A file that already holds rounds (an imported TRF) keeps its numbers.
  const t1 = !froze ? t0 : previous > 0 ? { ...t0, startListFrozen: true } : start(t0, opts.startOrder);
  const round = previous + 1;
  if (round > t1.rounds) return err({ kind: 'allRoundsPaired', rounds: t1.rounds });
  // Requested byes of this round become byes (C.04.1 HPB/ZPB/FPB); the rest stay requests.
  const due = (t1.byeRequests ?? []).filter((b) => b.round === round);
  const requested: Unpaired[] = due.map((b) => ({ round, player: b.player, kind: b.kind }));
  const t: Tournament = {
    ...t1,
    unpaired: [...t1.unpaired, ...requested],
    ...(t1.byeRequests && due.length > 0
      ? { byeRequests: t1.byeRequests.filter((b) => b.round !== round) }
      : {}),
  };
  const p = system.pairNextRound(t);
  if (!p.ok)
    return err(
      p.error.kind === 'noValidPairing'
        ? { kind: 'noValidPairing', round, message: p.error.message }
        : { kind: 'pairingInput', message: p.error.message },
    );
  if (p.value.round !== round)
    return err({ kind: 'pairingInput', message: `the system paired round ${p.value.round}, not ${round}` });
  const pairing = p.value;
  // Active players the system left out without a bye: the free player of an odd round robin.
  const placed = new Set<PlayerId>([
    ...pairing.boards.flatMap((b) => [b.white, b.black]),
    ...(pairing.pab !== undefined ? [pairing.pab] : []),
    ...t.unpaired.filter((u) => u.round === round).map((u) => u.player),
  ]);
  const free: readonly PlayerId[] = t.players
    .filter((x) => !placed.has(x.id) && isActiveIn(t, x.id, round))
    .map((x) => x.id);
  const games: Game[] = pairing.boards.map((b, i) => ({
    round,
    white: b.white,
    black: b.black,
    result: '*',
    board: i + 1,
  }));
  const byes: Unpaired[] = [
    ...(pairing.pab !== undefined ? [{ round, player: pairing.pab, kind: 'PAB' as const }] : []),
    ...free.map((player) => ({ round, player, kind: 'free' as const })),
  ];
  const restore: PairingRestore = {
    rounds: t0.rounds,
    ...(t0.startListFrozen !== undefined ? { startListFrozen: t0.startListFrozen } : {}),
    // In the numbers after this pairing (an undo maps them back with the rest).
    ...(due.length > 0 && t1.byeRequests ? { byeRequests: t1.byeRequests } : {}),
    ...(froze && previous === 0 ? { numbersBefore: numbersBefore(t0, t1) } : {}),
  };
  const stored = withHistory(
    { ...t, games: [...t.games, ...games], unpaired: [...t.unpaired, ...byes] },
    { action: 'pairRound', round, restore },
    opts,
  );
  return ok({
    tournament: stored,
    pairing: { round, boards: pairing.boards, ...(pairing.pab !== undefined ? { pab: pairing.pab } : {}) },
    free,
    froze,
  });
}

/** The number each player of `after` had in `before` (the same players, renumbered). */
function numbersBefore(before: Tournament, after: Tournament): readonly PlayerId[] {
  // renumberPlayers keeps every field but the id, so the player objects match by content.
  // Players alike in every field keep their relative order (the start order is stable), so they
  // take the numbers they had in ascending order.
  const key = (p: object): string => JSON.stringify({ ...p, id: 0 });
  const byKey = new Map<string, PlayerId[]>();
  for (const p of [...before.players].sort((a, b) => a.id - b.id)) {
    const k = key(p);
    byKey.set(k, [...(byKey.get(k) ?? []), p.id]);
  }
  return [...after.players].sort((a, b) => a.id - b.id).map((p) => byKey.get(key(p))?.shift() ?? p.id);
}

export interface UnpairedRound {
  readonly tournament: Tournament;
  readonly round: RoundNo;
  /** The results the round had (taken back with it, `force` only). */
  readonly results: readonly { readonly board: number; readonly game: Game }[];
}

/**
 * Takes back the last paired round: its games and byes go, the byes requested for it become
 * requests again, and pairing round 1 is undone (start list open again, the numbers as before).
 * Refused while the round has results, unless `force`; the results are then listed.
 */
export function unpairLastRound(
  t: Tournament,
  opts: ActionOptions & { readonly force?: boolean } = {},
): Result<UnpairedRound, WorkflowError> {
  const round = lastPairedRound(t);
  if (round === 0) return err({ kind: 'nothingToUnpair' });
  const results = roundBoards(t, round)
    .filter((b) => b.game.result !== '*')
    .map((b) => ({ board: b.board, game: b.game }));
  if (results.length > 0 && !opts.force)
    return err({
      kind: 'roundHasResults',
      round,
      results: results.map((r) => ({ board: r.board, result: r.game.result })),
    });
  const history = t.history ?? [];
  const pairedAt = findLastIndex(history, (h) => h.action === 'pairRound' && h.round === round);
  const restore = pairedAt >= 0 ? history[pairedAt]?.restore : undefined;
  // Players entered or removed since that pairing changed the numbers: keep them as they are now.
  const numbersKept = history
    .slice(pairedAt + 1)
    .some((h) => h.action === 'lateEntry' || h.action === 'removePlayer');
  // A file paired before the history existed: the round's requested byes become requests again.
  const consumed = restore
    ? (restore.byeRequests ?? []).filter((b) => b.round === round)
    : t.unpaired.flatMap((u) =>
        u.round === round && (u.kind === 'HPB' || u.kind === 'ZPB' || u.kind === 'FPB')
          ? [{ player: u.player, round, kind: u.kind }]
          : [],
      );
  const requests = mergeRequests(t.byeRequests, consumed, restore?.byeRequests);
  const rounds = restore?.rounds ?? t.rounds;
  let out: Tournament = {
    ...t,
    rounds,
    games: t.games.filter((g) => g.round !== round),
    unpaired: t.unpaired.filter((u) => u.round !== round),
    ...(requests !== undefined ? { byeRequests: requests } : {}),
    ...(t.resultCorrections
      ? { resultCorrections: t.resultCorrections.filter((c) => c.round !== round) }
      : {}),
  };
  if (round === 1 && !restore) {
    const { startListFrozen: _frozen, ...rest } = out;
    out = rest;
  }
  if (round === 1 && restore) {
    const { startListFrozen: _frozen, ...rest } = out;
    out =
      restore.startListFrozen !== undefined ? { ...rest, startListFrozen: restore.startListFrozen } : rest;
    const before = restore.numbersBefore;
    if (before && !numbersKept && before.length === out.players.length) {
      const order = [...out.players].sort((a, b) => (before[a.id - 1] ?? a.id) - (before[b.id - 1] ?? b.id));
      const renumbered = renumberPlayers(out, order);
      out = renumbered;
    }
  }
  const entry: HistoryEntry = { action: 'unpairRound', round };
  return ok({ tournament: withHistory(out, entry, opts), round, results });
}

function findLastIndex<T>(xs: readonly T[], f: (x: T) => boolean): number {
  for (let i = xs.length - 1; i >= 0; i--) if (f(xs[i] as T)) return i;
  return -1;
}

/** The requests now plus those the round consumed, in the order they had before the pairing. */
function mergeRequests(
  now: readonly ByeRequest[] | undefined,
  consumed: readonly ByeRequest[],
  before: readonly ByeRequest[] | undefined,
): readonly ByeRequest[] | undefined {
  if (consumed.length === 0) return now;
  const all = [...(now ?? []), ...consumed];
  const same = (a: ByeRequest, b: ByeRequest): boolean =>
    a.player === b.player && a.round === b.round && a.kind === b.kind;
  const rank = (b: ByeRequest): number => {
    const i = (before ?? []).findIndex((x) => same(x, b));
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  return all.sort((a, b) => rank(a) - rank(b) || a.round - b.round || a.player - b.player);
}
