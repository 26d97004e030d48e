import type { Q } from './store.ts';

/** The audit log (who changed what, when, before and after) and the linked spreadsheets. */

/** What the audit log records: the commands that change a tournament (stored as text). */
export const AUDIT_ACTIONS = [
  'import',
  'add',
  'withdraw',
  'bye',
  'pair',
  'report',
  'confirm',
  'dispute',
  'set',
  'correct',
  'unpair',
  'deadline',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export async function audit(
  q: Q,
  a: {
    tournamentId: number;
    gameId?: number;
    actorId: string;
    at: string;
    action: AuditAction;
    /** An arbiter's reason, stored after the action (`set: clock fault`). */
    reason?: string;
    before?: string;
    after?: string;
  },
): Promise<void> {
  await q.insertInto('audit_log').values(auditRow(a)).execute();
}

/** The audit log's row of `a`. */
export const auditRow = (a: Parameters<typeof audit>[1]) => ({
  tournament_id: a.tournamentId,
  game_id: a.gameId ?? null,
  actor_id: a.actorId,
  at: a.at,
  action: a.reason ? `${a.action}: ${a.reason}` : a.action,
  before: a.before ?? null,
  after: a.after ?? null,
});

export async function auditHistory(q: Q, tournamentId: number, gameId?: number) {
  let query = q.selectFrom('audit_log').selectAll().where('tournament_id', '=', tournamentId);
  if (gameId !== undefined) query = query.where('game_id', '=', gameId);
  return query.orderBy('id').execute();
}

// ---- sheets --------------------------------------------------------------------------------

export async function setSheetLink(
  q: Q,
  tournamentId: number,
  spreadsheetId: string,
  by: string,
): Promise<void> {
  await q
    .insertInto('sheet_links')
    .values({ tournament_id: tournamentId, spreadsheet_id: spreadsheetId, linked_by: by })
    .onConflict((oc) =>
      oc.column('tournament_id').doUpdateSet({ spreadsheet_id: spreadsheetId, linked_by: by }),
    )
    .execute();
}

export async function getSheetLink(q: Q, tournamentId: number): Promise<string | undefined> {
  const row = await q
    .selectFrom('sheet_links')
    .select('spreadsheet_id')
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
  return row?.spreadsheet_id;
}
