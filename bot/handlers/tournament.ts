import {
  addPlayers,
  lastPairedRound,
  type Registered,
  editPlayer as editPlayer_,
  type NewPlayer,
  type PlayerPatch,
  removePlayer as removePlayer_,
  requestBye as coreRequestBye,
  withdraw,
} from '../../core/workflow/index.ts';
import { STANDARD_POINTS } from '../../core/index.ts';
import { doubleSwissPointSystem } from '../../core/pairing/index.ts';
import { isUserError, UserError } from '../errors.ts';
import { t } from '../i18n/index.ts';
import { requireArbiter } from '../preconditions.ts';
import type { Ctx, Deps, Reply } from '../reply.ts';
import * as repo from '../storage/repo.ts';
import type { LoadedTournament } from '../storage/repo.ts';
import type { TournamentRow } from '../storage/schema.ts';
import { DuplicateInteraction, NothingApplied, type Q } from '../storage/store.ts';
import type { Settled } from '../writeBatches.ts';
import { applyAction, describeHistoryEntry, HISTORY_PAGE, unwrap } from './workflow.ts';
import {
  findPlayer,
  isRoundRobin,
  kindOfSystem,
  registrySystemOfChoice,
  loadSelected,
  playerOfUser,
  selectedState,
  stateOf,
  type System,
  systemName,
} from './common.ts';

/** Creating, joining and managing tournaments (starting and pairing: pairing.ts). */

export interface CreateInput {
  readonly name: string;
  readonly system: System;
  /** Swiss/knockout: planned rounds; round robins: computed at start. */
  readonly rounds?: number;
}

export async function createTournament(input: CreateInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  await requireArbiter(ctx, deps);
  const kind = kindOfSystem(input.system);
  // Discord offers only the choices declared: another value is a bug.
  if (kind === undefined) throw new Error(`no such system choice: ${input.system}`);
  // A Swiss paired by another system of the pairing registry stores its TRF code; the workflow
  // pairs by it. A Double-Swiss match is two game rounds, its PAB a game won and one drawn (C.04.5 1.4).
  const registered = registrySystemOfChoice(input.system);
  const perPairing = registered?.gamesPerPairing ?? 1;
  const rounds = (input.rounds ?? (kind === 'swiss' ? 5 : 0)) * perPairing;
  await deps.store.mutate(ctx.interactionId, async (q) => {
    const id = await repo.createTournament(q, {
      guildId: ctx.guildId,
      name: input.name,
      kind,
      rounds,
      createdBy: ctx.userId,
      at: ctx.now.toISOString(),
      extra: {
        announceChannelId: ctx.channelId,
        startDate: ctx.now.toISOString().slice(0, 10),
        ...(registered ? { pairingSystem: registered.trfCodes[0] } : {}),
        ...(perPairing === 2 ? { pointSystem: doubleSwissPointSystem(STANDARD_POINTS) } : {}),
      },
    });
    await repo.selectTournament(q, ctx.guildId, ctx.channelId, id);
  });
  return {
    content: t(ctx.locale, 'created', {
      name: input.name,
      system: systemName(kind, ctx.locale, registered?.trfCodes[0]),
      rounds: rounds || '–',
    }),
  };
}

/** A player as the workflow registers them, from the bot's fields. */
function newPlayer(p: {
  name: string;
  dwz: number | null;
  dwzIndex: number | null;
  fide: number | null;
  birthYear: number | null;
}): NewPlayer {
  return {
    name: p.name,
    ...(p.dwz !== null
      ? { dwz: p.dwzIndex !== null ? { rating: p.dwz, index: p.dwzIndex } : { rating: p.dwz } }
      : {}),
    ...(p.fide !== null ? { fide: p.fide } : {}),
    ...(p.birthYear !== null ? { birthYear: p.birthYear } : {}),
  };
}

/** The bot's refusals before the workflow's: a finished tournament, a round robin started, a member in it. */
function checkOpen(lt: LoadedTournament, memberRegistered: boolean): void {
  if (lt.row.status === 'finished') throw new UserError('finished');
  if (lt.row.status === 'running' && isRoundRobin(lt.row.kind)) throw new UserError('alreadyStarted');
  if (memberRegistered) throw new UserError('alreadyJoined');
}

/**
 * Registers a player through the workflow (`addPlayers`): before the start the next number; once
 * a Swiss has started a late entry (`lateEntry`: missed rounds absent, the list renumbered by the
 * initial order while rounds 1-3 are paired), as the CLI does. Returns the reply's text.
 */
async function register(
  q: Q,
  lt: LoadedTournament,
  ctx: Ctx,
  p: NewPlayer,
  userId: string | null,
  key: 'joined' | 'added',
  /** Told the stored state when the registration only added the player (see `saveModel`). */
  onSaved?: (saved: LoadedTournament) => void,
): Promise<string> {
  checkOpen(lt, userId !== null && lt.players.some((x) => x.user_id === userId));
  const done = await applyAction(
    q,
    lt,
    ctx,
    (model, opts) => addPlayers(model, [p], opts),
    userId !== null ? new Map([[p.name.trim(), userId]]) : undefined,
  );
  if (done.saved) onSaved?.(done.saved);
  return registeredText(lt, ctx, p.name, done, key);
}

/** The answer to a registration: the start number, and for a late entry the rounds missed. */
function registeredText(
  lt: LoadedTournament,
  ctx: Ctx,
  name: string,
  done: Registered,
  key: 'joined' | 'added',
): string {
  const entrant = done.added[0];
  const lines = [t(ctx.locale, key, { name, tournament: lt.row.name, no: entrant?.id ?? '?' })];
  if (done.missed.length > 0)
    lines.push(
      t(ctx.locale, 'lateEntryMissed', { rounds: done.missed.join(', '), next: done.missed.length + 1 }),
    );
  if (done.renumbered && lt.row.status === 'running') lines.push(t(ctx.locale, 'lateEntryRenumbered'));
  return lines.join('\n');
}

/** A member's join as the write batch takes it: who and where. */
interface JoinRequest {
  readonly ctx: Ctx;
  readonly tournament: string | undefined;
}

export async function joinTournament(input: { tournament?: string }, ctx: Ctx, deps: Deps): Promise<Reply> {
  const join: JoinRequest = { ctx, tournament: input.tournament };
  // The server's concurrent joins share one transaction (a 2000-member server joining at once);
  // each gets its own answer or refusal.
  return deps.batch ? deps.batch('join', join, joinBatch) : joinAlone(join, deps);
}

/**
 * The players the joins register. Ratings the member saved win; else the server's imported player
 * list: the member's /dwz link, or the entry their name names. For a batch one query for every
 * member's ratings and one whether the server has a list at all (most have none: then no lookup per
 * member).
 */
async function joiningPlayers(q: Q, joins: readonly JoinRequest[]): Promise<NewPlayer[]> {
  const guildId = joins[0]?.ctx.guildId ?? '';
  const saved = await repo.getMembersRatings(
    q,
    guildId,
    joins.map((j) => j.ctx.userId),
  );
  const list =
    joins.some((j) => saved.get(j.ctx.userId)?.dwz == null) && (await repo.hasPlayerList(q, guildId));
  const players: NewPlayer[] = [];
  for (const { ctx } of joins) {
    const r = saved.get(ctx.userId);
    const listed =
      r?.dwz != null || !list
        ? undefined
        : await repo.findMemberInList(q, guildId, { userId: ctx.userId, name: ctx.userName });
    players.push(
      newPlayer({
        name: ctx.userName,
        dwz: r?.dwz ?? listed?.dwz ?? null,
        dwzIndex: r?.dwz != null ? (r.dwz_index ?? null) : (listed?.dwz_index ?? null),
        fide: r?.fide ?? listed?.fide ?? null,
        birthYear: r?.birth_year ?? listed?.birth_year ?? null,
      }),
    );
  }
  return players;
}

/** One join in its own transaction (a batch that failed as a whole runs each of its joins so). */
function joinAlone(j: JoinRequest, deps: Deps): Promise<Reply> {
  const { ctx } = j;
  return deps.store.mutate(ctx.interactionId, async (q) => {
    // From the process's snapshot (current inside the write), replaced below by the state stored.
    const lt = await selectedState(q, ctx, deps, j.tournament);
    const [player] = await joiningPlayers(q, [j]);
    if (!player) throw new Error('no player for the join');
    let saved: LoadedTournament | undefined;
    const content = await register(q, lt, ctx, player, ctx.userId, 'joined', (s) => (saved = s));
    // Its players (and byes of a late entry) changed, nothing else of the server.
    if (saved) deps.written?.replacedTournament(saved);
    else deps.written?.changedTournament(lt.row.id);
    return { content, changedTournamentId: lt.row.id };
  });
}

/**
 * The joins of one server in one transaction: the server's tournaments read once, each tournament
 * locked, taken from its snapshot and (before the start) modelled without its history, every join
 * run through the workflow (`addPlayers`) in the order the joins came, as one after the other would
 * run, then what they added stored at once. A refused join (already registered, tournament
 * closed, a workflow refusal) gets its own refusal and writes nothing, its interaction id included.
 * Should the transaction fail as a whole (an interaction applied before, a database error), every
 * join runs again alone, each with its own answer or error.
 */
async function joinBatch(joins: readonly JoinRequest[], deps: Deps): Promise<Settled<Reply>[]> {
  const settled = (out: readonly (Settled<Reply> | undefined)[]): Settled<Reply>[] =>
    out.map((o) => o ?? { ok: false, error: new Error('a join without outcome') });
  try {
    const replies = await deps.store.mutateBatch(async (q) => {
      const out: (Settled<Reply> | undefined)[] = joins.map(() => undefined);
      const refuse = (k: number, e: unknown): void => {
        if (!isUserError(e)) throw e;
        out[k] = { ok: false, error: e };
      };
      const applied: string[] = [];
      const guild = joins[0]?.ctx.guildId ?? '';
      const { rows, selections } = await repo.serverTournaments(q, guild);
      const groups = new Map<number, { row: TournamentRow; joins: number[] }>();
      for (const [k, j] of joins.entries()) {
        if (j.ctx.guildId !== guild) throw new Error('a join batch spans servers');
        try {
          const row = repo.pickTournament(rows, selections, j.ctx.channelId, j.tournament);
          const g = groups.get(row.id) ?? { row, joins: [] };
          g.joins.push(k);
          groups.set(row.id, g);
        } catch (e) {
          refuse(k, e);
        }
      }
      const grouped = [...groups.values()].flatMap((g) => g.joins);
      const players = new Map(
        (
          await joiningPlayers(
            q,
            grouped.map((k) => joins[k] as JoinRequest),
          )
        ).map((p, i) => [grouped[i], p]),
      );
      for (const { row, joins: ks } of groups.values()) {
        await repo.lockTournament(q, row.id);
        const lt = await stateOf(q, row, deps);
        // Before round 1 is paired a join only appends its registration (no late entry, nothing
        // renumbered): the stored history is then not read.
        let before = await repo.workflowModel(q, lt, { history: false });
        if (before.startListFrozen || lastPairedRound(before) > 0)
          before = { ...before, history: await repo.readHistory(q, lt.row.id) };
        let model = before;
        const members = new Set(lt.players.flatMap((p) => (p.user_id !== null ? [p.user_id] : [])));
        const userIds = new Map<string, string>();
        const actors: string[] = [];
        const done: { k: number; reg: Registered }[] = [];
        for (const k of ks) {
          const { ctx } = joins[k] as JoinRequest;
          const player = players.get(k);
          try {
            if (!player) throw new Error('no player for the join');
            checkOpen(lt, members.has(ctx.userId));
            const reg = unwrap(addPlayers(model, [player], { at: ctx.now.toISOString() }));
            for (let e = model.history?.length ?? 0; e < (reg.tournament.history?.length ?? 0); e++)
              actors.push(ctx.userId);
            model = reg.tournament;
            members.add(ctx.userId);
            userIds.set(player.name.trim(), ctx.userId);
            applied.push(ctx.interactionId);
            done.push({ k, reg });
          } catch (e) {
            refuse(k, e);
          }
        }
        if (done.length === 0) continue;
        const saved = await repo.saveModel(q, lt, before, model, {
          actorId: joins[done[0]?.k ?? 0]?.ctx.userId ?? '',
          userIds,
          historyActors: actors,
        });
        // Its players (and byes of late entries) changed, nothing else of the server.
        if (saved) deps.written?.replacedTournament(saved);
        else deps.written?.changedTournament(lt.row.id);
        for (const { k, reg } of done) {
          const ctx = (joins[k] as JoinRequest).ctx;
          out[k] = {
            ok: true,
            value: {
              content: registeredText(lt, ctx, players.get(k)?.name ?? '', reg, 'joined'),
              changedTournamentId: lt.row.id,
            },
          };
        }
      }
      return { value: out, applied };
    });
    return settled(replies);
  } catch (e) {
    // Every join refused: their refusals (the transaction rolled back).
    if (e instanceof NothingApplied) return settled(e.value as (Settled<Reply> | undefined)[]);
    if (joins.length === 1 && !(e instanceof DuplicateInteraction)) throw e;
    // The batch rolled back: each join again, alone and in order.
    const alone: Settled<Reply>[] = [];
    for (const j of joins)
      alone.push(
        await joinAlone(j, deps).then(
          (value): Settled<Reply> => ({ ok: true, value }),
          (error: unknown): Settled<Reply> => ({ ok: false, error }),
        ),
      );
    return alone;
  }
}

export interface AddInput {
  readonly tournament?: string;
  readonly member?: { readonly id: string; readonly name: string };
  readonly name?: string;
  readonly dwz?: number;
  readonly dwzIndex?: number;
  readonly fide?: number;
  readonly birthYear?: number;
}

export async function addPlayer(input: AddInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  await requireArbiter(ctx, deps);
  const name = input.name ?? input.member?.name;
  if (!name) throw new UserError('playerNotFound', { name: '' });
  return deps.store.mutate(ctx.interactionId, async (q) => {
    const lt = await loadSelected(q, ctx, input.tournament);
    const saved = input.member ? await repo.getMemberRatings(q, ctx.guildId, input.member.id) : undefined;
    const p = newPlayer({
      name,
      dwz: input.dwz ?? saved?.dwz ?? null,
      dwzIndex: input.dwzIndex ?? saved?.dwz_index ?? null,
      fide: input.fide ?? saved?.fide ?? null,
      birthYear: input.birthYear ?? saved?.birth_year ?? null,
    });
    const content = await register(q, lt, ctx, p, input.member?.id ?? null, 'added');
    await repo.audit(q, {
      tournamentId: lt.row.id,
      actorId: ctx.userId,
      at: ctx.now.toISOString(),
      action: 'add',
      after: name,
    });
    return { content, changedTournamentId: lt.row.id };
  });
}

export interface EditInput {
  readonly tournament?: string;
  readonly player: string;
  readonly name?: string;
  readonly dwz?: number;
  readonly dwzIndex?: number;
  readonly fide?: number;
  readonly birthYear?: number;
}

/** Arbiter: a player's data (`editPlayer`); the start number stays. */
export async function editPlayer(input: EditInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  await requireArbiter(ctx, deps);
  return deps.store.mutate(ctx.interactionId, async (q) => {
    const lt = await loadSelected(q, ctx, input.tournament);
    const row = findPlayer(lt, input.player);
    const old = lt.tournament.players.find((x) => x.id === row.start_no);
    const dwz =
      input.dwz !== undefined
        ? { rating: input.dwz, ...(input.dwzIndex !== undefined ? { index: input.dwzIndex } : {}) }
        : input.dwzIndex !== undefined && old?.dwz
          ? { rating: old.dwz.rating, index: input.dwzIndex }
          : undefined;
    const patch: PlayerPatch = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(dwz ? { dwz } : {}),
      ...(input.fide !== undefined ? { fide: input.fide } : {}),
      ...(input.birthYear !== undefined ? { birthYear: input.birthYear } : {}),
    };
    const done = await applyAction(q, lt, ctx, (model, opts) =>
      editPlayer_(model, row.start_no, patch, opts),
    );
    return {
      content: t(ctx.locale, done.fields.length > 0 ? 'playerEdited' : 'playerUnchanged', {
        name: done.player.name,
        no: done.player.id,
        fields: done.fields.join(', '),
      }),
      changedTournamentId: lt.row.id,
    };
  });
}

/** Arbiter: takes a player off the start list before round 1 (`removePlayer`); the others close up. */
export async function removePlayer(
  input: { tournament?: string; player: string },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  await requireArbiter(ctx, deps);
  return deps.store.mutate(ctx.interactionId, async (q) => {
    const lt = await loadSelected(q, ctx, input.tournament);
    const row = findPlayer(lt, input.player);
    // The bot numbers the start list at `start`: once started a player leaves by withdrawing.
    const done = await applyAction(q, lt, ctx, (model, opts) => removePlayer_(model, row.start_no, opts));
    return {
      content: t(ctx.locale, 'playerRemoved', { name: done.player.name, tournament: lt.row.name }),
      changedTournamentId: lt.row.id,
    };
  });
}

export async function withdrawPlayer(
  input: { tournament?: string; player?: string },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  const arbiter = input.player !== undefined;
  if (arbiter) await requireArbiter(ctx, deps);
  return deps.store.mutate(ctx.interactionId, async (q) => {
    const lt = await loadSelected(q, ctx, input.tournament);
    if (lt.row.status === 'finished') throw new UserError('finished');
    const p = input.player !== undefined ? findPlayer(lt, input.player) : playerOfUser(lt, ctx.userId);
    if (!p) throw new UserError('notRegistered');
    const after = lt.row.current_round;
    if (lt.row.kind === 'swiss') {
      await applyAction(q, lt, ctx, (model, opts) => withdraw(model, p.start_no, after, opts));
    } else {
      // Round robins and knockouts store rounds ahead of the current one: the workflow's check that
      // no later round is paired does not apply to them.
      await repo.addWithdrawal(q, lt.row.id, p.start_no, after);
      await repo.appendHistory(q, lt.row.id, ctx.userId, [
        { action: 'withdraw', player: p.start_no, name: p.name, round: after, at: ctx.now.toISOString() },
      ]);
    }
    await repo.audit(q, {
      tournamentId: lt.row.id,
      actorId: ctx.userId,
      at: ctx.now.toISOString(),
      action: 'withdraw',
      after: `${p.start_no} ${p.name}`,
    });
    return {
      content: t(ctx.locale, 'withdrawn', { name: p.name, tournament: lt.row.name, round: after }),
      changedTournamentId: lt.row.id,
    };
  });
}

export const REQUESTABLE_BYES = ['HPB', 'ZPB', 'FPB'] as const;

export async function requestBye(
  input: { tournament?: string; round: number; kind: (typeof REQUESTABLE_BYES)[number]; player?: string },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  // A full-point bye, or a bye for someone else, is the arbiter's decision.
  if (input.kind === 'FPB' || input.player !== undefined) await requireArbiter(ctx, deps);
  return deps.store.mutate(ctx.interactionId, async (q) => {
    const lt = await loadSelected(q, ctx, input.tournament);
    if (lt.row.status === 'finished') throw new UserError('finished');
    const p = input.player !== undefined ? findPlayer(lt, input.player) : playerOfUser(lt, ctx.userId);
    if (!p) throw new UserError('notRegistered');
    // A request stands until the arbiter changes it: a second one for the round is refused.
    if (lt.tournament.unpaired.some((u) => u.round === input.round && u.player === p.start_no))
      throw new UserError('byeExists', { round: input.round });
    await applyAction(q, lt, ctx, (model, opts) =>
      coreRequestBye(model, p.start_no, input.round, input.kind, opts),
    );
    await repo.audit(q, {
      tournamentId: lt.row.id,
      actorId: ctx.userId,
      at: ctx.now.toISOString(),
      action: 'bye',
      after: `${p.start_no} ${input.kind} round ${input.round}`,
    });
    return {
      content: t(ctx.locale, 'byeRequested', { name: p.name, kind: input.kind, round: input.round }),
      changedTournamentId: lt.row.id,
    };
  });
}

/** Every workflow action on the tournament, oldest first, a page at a time (Discord's limits). */
export async function tournamentHistory(
  input: { tournament?: string; page?: number },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  const lt = await loadSelected(deps.store.db, ctx, input.tournament);
  const entries = await repo.readHistory(deps.store.db, lt.row.id);
  if (entries.length === 0) return { content: t(ctx.locale, 'historyEmpty'), ephemeral: true };
  const pages = Math.ceil(entries.length / HISTORY_PAGE);
  const page = Math.min(Math.max(input.page ?? pages, 1), pages);
  const lines = entries.slice((page - 1) * HISTORY_PAGE, page * HISTORY_PAGE).map((h, i) => {
    const at = h.at ? `\`${h.at.slice(0, 16).replace('T', ' ')}\` ` : '';
    return `${(page - 1) * HISTORY_PAGE + i + 1}. ${at}${describeHistoryEntry(h, ctx.locale, (no) => lt.players.find((x) => x.start_no === no)?.name)}`.slice(
      0,
      190,
    );
  });
  return {
    embeds: [
      {
        title: t(ctx.locale, 'workflowHistoryTitle', { tournament: lt.row.name }),
        description: lines.join('\n'),
        footer: { text: t(ctx.locale, 'historyPage', { page, pages }) },
      },
    ],
    ephemeral: true,
  };
}

export async function tournamentStatus(input: { tournament?: string }, ctx: Ctx, deps: Deps): Promise<Reply> {
  const lt = await loadSelected(deps.store.db, ctx, input.tournament);
  const open = lt.games.filter((g) => g.round === lt.row.current_round && g.result === '*').length;
  const lines = [
    t(ctx.locale, 'statusLine', {
      system: systemName(lt.row.kind, ctx.locale, lt.extra.pairingSystem),
      players: lt.players.length,
      round: lt.row.current_round,
      rounds: lt.row.rounds || '–',
      status: t(ctx.locale, `status_${lt.row.status}` as const),
    }),
  ];
  if (lt.row.current_round > 0)
    lines.push(t(ctx.locale, 'openGames', { round: lt.row.current_round, count: open }));
  return { embeds: [{ title: lt.row.name, description: lines.join('\n') }] };
}

export async function listTournaments(_input: object, ctx: Ctx, deps: Deps): Promise<Reply> {
  const rows = await repo.listTournaments(deps.store.db, ctx.guildId);
  if (rows.length === 0) return { content: t(ctx.locale, 'listEmpty') };
  const lines = rows.map(
    (r) =>
      `• **${r.name}** — ${systemName(r.kind, ctx.locale, repo.readExtra(r).pairingSystem)}, ${t(ctx.locale, `status_${r.status}` as const)}`,
  );
  return { embeds: [{ title: t(ctx.locale, 'listTitle'), description: lines.join('\n') }] };
}

export async function selectTournament(input: { tournament: string }, ctx: Ctx, deps: Deps): Promise<Reply> {
  return deps.store.mutate(ctx.interactionId, async (q) => {
    const row = await repo.resolveTournament(q, ctx.guildId, ctx.channelId, input.tournament);
    await repo.selectTournament(q, ctx.guildId, ctx.channelId, row.id);
    return { content: t(ctx.locale, 'selected', { tournament: row.name }) };
  });
}
