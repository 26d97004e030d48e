import { maxOf, ok, type Result, type Tournament, type TournamentKind } from '../../core/index.ts';
import {
  initialStartOrder,
  renumberPlayers,
  unpairLastRound,
  type UnpairedRound,
  type WorkflowError,
} from '../../core/workflow/index.ts';
import { showResult } from '../format/text.ts';
import { knockoutRounds, nextKnockoutGames, type PairedRound, roundRobinSchedule } from '../engines.ts';
import { UserError } from '../errors.ts';
import { announcePairings } from '../format/pairings.ts';
import { t } from '../i18n/index.ts';
import { inProcessPairing } from '../pairing/pool.ts';
import { requireArbiter } from '../preconditions.ts';
import type { Announcement, Ctx, Deps, Reply } from '../reply.ts';
import * as repo from '../storage/repo.ts';
import type { LoadedTournament } from '../storage/repo.ts';
import type { Q } from '../storage/store.ts';
import { isRoundRobin, loadSelected, requireRunning, systemName } from './common.ts';
import { applyAction } from './workflow.ts';

/** Starting a tournament and pairing its rounds (Swiss: the engine runs outside the transaction). */

/** Knockout seeds: FIDE, else DWZ, highest first; then by name. */
const seedRating = (p: { fide: number | null; dwz: number | null }): number => p.fide ?? p.dwz ?? 0;

/**
 * The start numbers by the same rule as the CLI and the add-on (`core/workflow`): a Swiss in the
 * FIDE C.04.2 initial order (rating, title, name); a round robin keeps the registration order (its
 * numbers are drawn by lot, FIDE C.05); a knockout is seeded by rating. Returns the players'
 * row ids in start-number order.
 */
function startOrder(lt: LoadedTournament, kind: TournamentKind): readonly number[] {
  if (kind === 'swiss') {
    const rowOf = new Map(lt.players.map((p) => [p.start_no, p.id]));
    return initialStartOrder(lt.tournament.players).map((p) => rowOf.get(p.id) ?? 0);
  }
  if (kind === 'knockout')
    return [...lt.players]
      .sort((a, b) => seedRating(b) - seedRating(a) || a.name.localeCompare(b.name) || a.id - b.id)
      .map((p) => p.id);
  return [...lt.players].sort((a, b) => a.start_no - b.start_no).map((p) => p.id);
}

export async function startTournament(input: { tournament?: string }, ctx: Ctx, deps: Deps): Promise<Reply> {
  await requireArbiter(ctx, deps);
  return deps.store.mutate(ctx.interactionId, async (q) => {
    let lt = await loadSelected(q, ctx, input.tournament);
    await repo.lockTournament(q, lt.row.id);
    if (lt.row.status !== 'registration') throw new UserError('alreadyStarted');
    if (lt.players.length < 2) throw new UserError('tooFewPlayers', { min: 2 });
    // Renumbered on the model, so that byes requested and withdrawals entered before the start
    // follow their players to the new numbers.
    const model = await repo.workflowModel(q, lt);
    const noOfRow = new Map(lt.players.map((p) => [p.id, p.start_no]));
    const order = startOrder(lt, lt.row.kind).map((rowId) => {
      const p = model.players.find((x) => x.id === noOfRow.get(rowId));
      if (!p) throw new Error('startTournament: a player row without its player');
      return p;
    });
    await repo.saveModel(q, lt, model, renumberPlayers(model, order), { actorId: ctx.userId });
    lt = await repo.loadTournament(q, lt.row);
    const head = t(ctx.locale, 'started', {
      tournament: lt.row.name,
      players: lt.players.length,
      system: systemName(lt.row.kind, ctx.locale),
    });
    // Round robins store their whole schedule, knockouts their first round; both announce round 1.
    const scheduled = isRoundRobin(lt.row.kind)
      ? roundRobinSchedule(lt.players.length, lt.row.kind === 'doubleRoundRobin')
      : lt.row.kind === 'knockout'
        ? nextKnockoutGames(lt.tournament)
        : undefined;
    if (scheduled) {
      const rounds = lt.row.kind === 'knockout' ? knockoutRounds(lt.players.length) : scheduled.length;
      for (const r of scheduled) await storeRound(q, lt.row.id, r);
      const started = { status: 'running', current_round: 1, rounds } as const;
      await repo.updateTournament(q, lt.row.id, started);
      await auditRound(q, lt, ctx, 1);
      const after = await repo.loadTournament(q, { ...lt.row, ...started });
      return { content: head, announcements: [announceRound(after, 1, ctx)], changedTournamentId: lt.row.id };
    }
    await repo.updateTournament(q, lt.row.id, { status: 'running', current_round: 0 });
    return { content: `${head} ${t(ctx.locale, 'startedSwiss')}`, changedTournamentId: lt.row.id };
  });
}

async function storeRound(q: Q, tournamentId: number, r: PairedRound): Promise<void> {
  await repo.insertGames(
    q,
    tournamentId,
    r.boards.map((b) => ({
      round: r.round,
      board: b.board,
      white: b.white,
      black: b.black,
      ...(b.game !== undefined ? { game: b.game } : {}),
      ...(b.tiebreakGame ? { tiebreakGame: true } : {}),
    })),
  );
  for (const b of r.byes) await repo.addBye(q, tournamentId, r.round, b.player, b.kind);
}

async function auditRound(q: Q, lt: LoadedTournament, ctx: Ctx, round: number): Promise<void> {
  await repo.audit(q, {
    tournamentId: lt.row.id,
    actorId: ctx.userId,
    at: ctx.now.toISOString(),
    action: 'pair',
    after: `round ${round}`,
  });
}

/** The announcement of a round: a NEW message mentioning every paired member. */
export function announceRound(lt: LoadedTournament, round: number, ctx: Ctx): Announcement {
  const content = announcePairings(lt, round, ctx.guildLocale);
  const ids = new Set<string>();
  for (const g of lt.games.filter((x) => x.round === round)) {
    for (const no of [g.white_no, g.black_no]) {
      const uid = lt.players.find((p) => p.start_no === no)?.user_id;
      if (uid) ids.add(uid);
    }
  }
  return { content, mentionUserIds: [...ids] };
}

/** Thrown inside the write transaction when the tournament changed while the pairing was computed. */
class ChangedMeanwhile extends Error {}

/** What the pairing depends on: equal fingerprints mean the snapshot is still current. */
const fingerprint = (lt: LoadedTournament): string =>
  JSON.stringify([lt.row.status, lt.row.current_round, lt.row.rounds, lt.tournament]);

/** The next Swiss round may be paired: running, rounds left, the current round complete. */
function checkSwissPairable(lt: LoadedTournament): number {
  requireRunning(lt);
  const current = lt.row.current_round;
  if (current >= lt.row.rounds) throw new UserError('allRoundsPaired', { rounds: lt.row.rounds });
  const open = lt.games.filter((g) => g.round === current && g.result === '*');
  if (open.length > 0)
    throw new UserError('roundIncomplete', { round: current, boards: open.map((g) => g.board).join(', ') });
  return current + 1;
}

export async function pairRound(input: { tournament?: string }, ctx: Ctx, deps: Deps): Promise<Reply> {
  await requireArbiter(ctx, deps);
  let snapshot = await loadSelected(deps.store.reader, ctx, input.tournament);
  const kind = snapshot.row.kind;
  if (kind === 'knockout' || isRoundRobin(kind)) return pairScheduled(snapshot.row.id, ctx, deps);
  // Swiss: read a snapshot, pair it off the event loop (no transaction open meanwhile), then write
  // in one transaction that first checks nothing changed; once more from a new snapshot otherwise.
  for (let attempt = 1; ; attempt++) {
    const next = checkSwissPairable(snapshot);
    const paired = await (deps.pairing ?? inProcessPairing).pairSwiss(snapshot.tournament, next);
    const expected = fingerprint(snapshot);
    try {
      return await deps.store.mutate(ctx.interactionId, async (q) => {
        await repo.lockTournament(q, snapshot.row.id);
        const lt = await reload(q, snapshot.row.id);
        if (fingerprint(lt) !== expected) throw new ChangedMeanwhile();
        await storeRound(q, lt.row.id, paired);
        return announceNewRound(q, lt, next, ctx);
      });
    } catch (e) {
      if (!(e instanceof ChangedMeanwhile)) throw e;
      if (attempt >= 2) throw new UserError('changedWhilePairing');
      snapshot = await reload(deps.store.reader, snapshot.row.id);
    }
  }
}

async function reload(q: Q, id: number): Promise<LoadedTournament> {
  const row = await repo.tournamentById(q, id);
  if (!row) throw new UserError('noTournament');
  return repo.loadTournament(q, row);
}

/** Sets the new current round, logs it and builds the announcement (inside the write transaction). */
async function announceNewRound(q: Q, lt: LoadedTournament, round: number, ctx: Ctx): Promise<Reply> {
  await repo.updateTournament(q, lt.row.id, { current_round: round });
  await auditRound(q, lt, ctx, round);
  await repo.appendHistory(q, lt.row.id, ctx.userId, [
    { action: 'pairRound', round, at: ctx.now.toISOString() },
  ]);
  const after = await repo.loadTournament(q, { ...lt.row, current_round: round });
  return {
    content: t(ctx.locale, 'roundAnnounce', { tournament: lt.row.name, round }),
    announcements: [announceRound(after, round, ctx)],
    changedTournamentId: lt.row.id,
  };
}

/** Round robins (schedule stored at start) and knockouts: quick, so inside the transaction. */
async function pairScheduled(id: number, ctx: Ctx, deps: Deps): Promise<Reply> {
  return deps.store.mutate(ctx.interactionId, async (q) => {
    await repo.lockTournament(q, id);
    const lt = await reload(q, id);
    requireRunning(lt);
    if (lt.row.kind === 'knockout') return pairKnockout(q, lt, ctx);
    const current = lt.row.current_round;
    if (current >= lt.row.rounds) throw new UserError('allRoundsPaired', { rounds: lt.row.rounds });
    return announceNewRound(q, lt, current + 1, ctx);
  });
}

/** Knockout: schedules what is ready (tie-break games of drawn ties, ties of the next round). */
async function pairKnockout(q: Q, lt: LoadedTournament, ctx: Ctx): Promise<Reply> {
  const next = nextKnockoutGames(lt.tournament);
  if (next.length === 0) {
    const open = lt.games.filter((g) => g.result === '*');
    if (open.length === 0) throw new UserError('allRoundsPaired', { rounds: lt.row.rounds });
    throw new UserError('roundIncomplete', {
      round: lt.row.current_round,
      boards: open.map((g) => g.board).join(', '),
    });
  }
  for (const r of next) await storeRound(q, lt.row.id, r);
  return announceNewRound(
    q,
    lt,
    maxOf(
      next.map((r) => r.round),
      lt.row.current_round,
    ),
    ctx,
  );
}

/**
 * A round robin's schedule is stored whole at the start (its pairings are fixed by the Berger tables,
 * FIDE C.05 Annex 1): taking its announced round back keeps the games and takes back their results
 * and the announcement. The refusal, the results listed and the history entry are the core's
 * (`unpairLastRound` on the rounds announced so far).
 */
function unpairAnnounced(
  model: Tournament,
  current: number,
  opts: { readonly at: string; readonly force: boolean },
): Result<UnpairedRound, WorkflowError> {
  const announced: Tournament = {
    ...model,
    games: model.games.filter((g) => g.round <= current),
    unpaired: model.unpaired.filter((u) => u.round <= current),
  };
  const r = unpairLastRound(announced, opts);
  if (!r.ok) return r;
  const tournament: Tournament = {
    ...model,
    games: model.games.map((g) => (g.round === r.value.round ? { ...g, result: '*' } : g)),
    ...(r.value.tournament.resultCorrections
      ? { resultCorrections: r.value.tournament.resultCorrections }
      : {}),
    ...(r.value.tournament.history ? { history: r.value.tournament.history } : {}),
  };
  return ok({ ...r.value, tournament });
}

/**
 * Arbiter: takes the last round back by the core's `unpairLastRound`, for every kind the bot pairs.
 * Swiss and knockout: its games and byes go (a knockout round with its tie-break games), the byes
 * requested for it become requests again. Round robin: the announced round's results and its
 * announcement (`unpairAnnounced`). Refused while it has results, unless `force`; the results taken
 * back are then listed.
 */
export async function unpairRound(
  input: { tournament?: string; force?: boolean },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  await requireArbiter(ctx, deps);
  return deps.store.mutate(ctx.interactionId, async (q) => {
    const lt = await loadSelected(q, ctx, input.tournament);
    requireRunning(lt);
    const force = input.force === true;
    const done = await applyAction(q, lt, ctx, (model, opts) =>
      isRoundRobin(lt.row.kind)
        ? unpairAnnounced(model, lt.row.current_round, { ...opts, force })
        : unpairLastRound(model, { ...opts, force }),
    );
    await repo.updateTournament(q, lt.row.id, { current_round: done.round - 1 });
    await repo.audit(q, {
      tournamentId: lt.row.id,
      actorId: ctx.userId,
      at: ctx.now.toISOString(),
      action: 'unpair',
      after: `round ${done.round}`,
    });
    const name = (no: number): string => lt.players.find((p) => p.start_no === no)?.name ?? String(no);
    const lines = [t(ctx.locale, 'roundUnpaired', { tournament: lt.row.name, round: done.round })];
    if (done.results.length > 0)
      lines.push(
        t(ctx.locale, 'resultsTakenBack', {
          results: done.results
            .map(
              (r) => `${r.board}: ${name(r.game.white)} – ${name(r.game.black)} ${showResult(r.game.result)}`,
            )
            .join('; '),
        }),
      );
    return { content: lines.join('\n'), changedTournamentId: lt.row.id };
  });
}
