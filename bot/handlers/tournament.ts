import type { UnpairedKind } from '../../core/index.ts';
import { UserError } from '../errors.ts';
import { t } from '../i18n/index.ts';
import { requireArbiter } from '../preconditions.ts';
import type { Ctx, Deps, Reply } from '../reply.ts';
import * as repo from '../storage/repo.ts';
import type { LoadedTournament } from '../storage/repo.ts';
import type { Q } from '../storage/store.ts';
import {
  findPlayer,
  isRoundRobin,
  KIND_OF_SYSTEM,
  loadSelected,
  playerOfUser,
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
  const kind = KIND_OF_SYSTEM[input.system];
  const rounds = input.rounds ?? (kind === 'swiss' ? 5 : 0);
  await deps.store.mutate(ctx.interactionId, async (q) => {
    const id = await repo.createTournament(q, {
      guildId: ctx.guildId,
      name: input.name,
      kind,
      rounds,
      createdBy: ctx.userId,
      at: ctx.now.toISOString(),
      extra: { announceChannelId: ctx.channelId, startDate: ctx.now.toISOString().slice(0, 10) },
    });
    await repo.selectTournament(q, ctx.guildId, ctx.channelId, id);
  });
  return {
    content: t(ctx.locale, 'created', {
      name: input.name,
      system: systemName(kind, ctx.locale),
      rounds: rounds || '–',
    }),
  };
}

export async function joinTournament(input: { tournament?: string }, ctx: Ctx, deps: Deps): Promise<Reply> {
  return deps.store.mutate(ctx.interactionId, async (q) => {
    const lt = await loadSelected(q, ctx, input.tournament);
    if (lt.row.status === 'finished') throw new UserError('finished');
    if (lt.row.status === 'running' && isRoundRobin(lt.row.kind)) throw new UserError('alreadyStarted');
    const r = await repo.getMemberRatings(q, ctx.guildId, ctx.userId);
    // Ratings the member saved win; else the server's imported player list: the member's /dwz link,
    // or the entry their name names.
    const listed =
      r?.dwz != null
        ? undefined
        : await repo.findMemberInList(q, ctx.guildId, { userId: ctx.userId, name: ctx.userName });
    const no = await repo.addPlayer(q, lt.row.id, {
      userId: ctx.userId,
      name: ctx.userName,
      dwz: r?.dwz ?? listed?.dwz ?? null,
      dwzIndex: r?.dwz != null ? (r.dwz_index ?? null) : (listed?.dwz_index ?? null),
      fide: r?.fide ?? listed?.fide ?? null,
      birthYear: r?.birth_year ?? listed?.birth_year ?? null,
    });
    await lateEntry(q, lt, no);
    return {
      content: t(ctx.locale, 'joined', { name: ctx.userName, tournament: lt.row.name, no }),
      changedTournamentId: lt.row.id,
    };
  });
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
    if (lt.row.status === 'finished') throw new UserError('finished');
    if (lt.row.status === 'running' && isRoundRobin(lt.row.kind)) throw new UserError('alreadyStarted');
    const saved = input.member ? await repo.getMemberRatings(q, ctx.guildId, input.member.id) : undefined;
    const no = await repo.addPlayer(q, lt.row.id, {
      userId: input.member?.id ?? null,
      name,
      dwz: input.dwz ?? saved?.dwz ?? null,
      dwzIndex: input.dwzIndex ?? saved?.dwz_index ?? null,
      fide: input.fide ?? saved?.fide ?? null,
      birthYear: input.birthYear ?? saved?.birth_year ?? null,
    });
    await lateEntry(q, lt, no);
    await repo.audit(q, {
      tournamentId: lt.row.id,
      actorId: ctx.userId,
      at: ctx.now.toISOString(),
      action: 'add',
      after: `${no} ${name}`,
    });
    return {
      content: t(ctx.locale, 'added', { name, tournament: lt.row.name, no }),
      changedTournamentId: lt.row.id,
    };
  });
}

/** A late entry into a running Swiss event: the rounds already paired count as absent (not paired, 0 points). */
async function lateEntry(q: Q, lt: LoadedTournament, startNo: number): Promise<void> {
  if (lt.row.status !== 'running') return;
  for (let r = 1; r <= lt.row.current_round; r++) await repo.addBye(q, lt.row.id, r, startNo, 'absent');
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
    await repo.addWithdrawal(q, lt.row.id, p.start_no, lt.row.current_round);
    await repo.audit(q, {
      tournamentId: lt.row.id,
      actorId: ctx.userId,
      at: ctx.now.toISOString(),
      action: 'withdraw',
      after: `${p.start_no} ${p.name}`,
    });
    return {
      content: t(ctx.locale, 'withdrawn', {
        name: p.name,
        tournament: lt.row.name,
        round: lt.row.current_round,
      }),
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
    await repo.lockTournament(q, lt.row.id);
    if (lt.row.status === 'finished') throw new UserError('finished');
    if (isRoundRobin(lt.row.kind)) throw new UserError('unsupported', { what: 'byes in a round robin' });
    if (input.round < 1 || (lt.row.rounds > 0 && input.round > lt.row.rounds))
      throw new UserError('badRound', { round: input.round, max: lt.row.rounds });
    if (input.round <= lt.row.current_round) throw new UserError('byeRoundPaired', { round: input.round });
    const p = input.player !== undefined ? findPlayer(lt, input.player) : playerOfUser(lt, ctx.userId);
    if (!p) throw new UserError('notRegistered');
    await repo.addBye(q, lt.row.id, input.round, p.start_no, input.kind as UnpairedKind);
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

export async function tournamentStatus(input: { tournament?: string }, ctx: Ctx, deps: Deps): Promise<Reply> {
  const lt = await loadSelected(deps.store.db, ctx, input.tournament);
  const open = lt.games.filter((g) => g.round === lt.row.current_round && g.result === '*').length;
  const lines = [
    t(ctx.locale, 'statusLine', {
      system: systemName(lt.row.kind, ctx.locale),
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
      `• **${r.name}** — ${systemName(r.kind, ctx.locale)}, ${t(ctx.locale, `status_${r.status}` as const)}`,
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
