import type { HistoryEntry, Result, Tournament } from '../../core/index.ts';
import { coreError } from '../../core/errors/index.ts';
import type { WorkflowError } from '../../core/workflow/index.ts';
import { UserError } from '../errors.ts';
import { type Locale, t } from '../i18n/index.ts';
import type { Ctx } from '../reply.ts';
import * as repo from '../storage/repo.ts';
import type { LoadedTournament } from '../storage/repo.ts';
import type { Q } from '../storage/store.ts';
import { showResult } from '../format/text.ts';

/**
 * The bot's side of the director's workflow (core/workflow): run an action on the tournament's
 * model, refuse in the reader's language with the core's words, write back what it changed.
 */

/** A workflow refusal as the bot's refusal (described by the core, de/en). */
export const refused = (e: WorkflowError): UserError =>
  new UserError('workflowRefused', {}, coreError.workflow(e));

/** The value of a workflow action, or its refusal thrown. */
export function unwrap<T>(r: Result<T, WorkflowError>): T {
  if (!r.ok) throw refused(r.error);
  return r.value;
}

/**
 * Runs `act` on the model of `lt` and stores the tournament it returns (inside the write
 * transaction); returns the action's value, and as `saved` the stored state when the action only
 * added players (see `saveModel`).
 */
export async function applyAction<T extends { readonly tournament: Tournament }>(
  q: Q,
  lt: LoadedTournament,
  ctx: Ctx,
  act: (model: Tournament, opts: { readonly at: string }) => Result<T, WorkflowError>,
  userIds?: ReadonlyMap<string, string>,
): Promise<T & { readonly saved?: LoadedTournament }> {
  await repo.lockTournament(q, lt.row.id);
  const before = await repo.workflowModel(q, lt);
  const value = unwrap(act(before, { at: ctx.now.toISOString() }));
  const saved = await repo.saveModel(q, lt, before, value.tournament, {
    actorId: ctx.userId,
    ...(userIds ? { userIds } : {}),
  });
  return saved ? { ...value, saved } : value;
}

/** One history entry in words (the names as they were at the time). */
export function describeHistoryEntry(
  h: HistoryEntry,
  locale: Locale,
  nameOf: (no: number) => string | undefined = () => undefined,
): string {
  const p = `${h.name ?? ''}${h.player !== undefined ? ` (${h.player})` : ''}`.trim();
  const who = (no: number | undefined): string =>
    no === undefined ? '?' : `${nameOf(no) ?? ''} (${no})`.trim();
  const game = `${who(h.white)} – ${who(h.black)}`;
  const params = {
    player: p,
    round: h.round ?? '?',
    board: h.board ?? '?',
    game,
    from: h.from !== undefined ? showResult(h.from) : '',
    to: h.to !== undefined && /[-*]/.test(h.to) ? showResult(h.to) : (h.to ?? ''),
    fields: (h.fields ?? []).join(', '),
  };
  return t(locale, `history_${h.action}` as const, params);
}

/** Discord's embed description holds 4096 characters: a page of entries stays well below. */
export const HISTORY_PAGE = 20;
