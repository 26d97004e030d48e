import { UserError } from '../errors.ts';
import { t } from '../i18n/index.ts';
import { requireArbiter } from '../preconditions.ts';
import type { Ctx, Deps, Reply } from '../reply.ts';
import * as repo from '../storage/repo.ts';
import { loadSelected } from './common.ts';

/** Only Manage Server may name the arbiter role (an arbiter cannot hand out arbiter rights). */
export async function setArbiterRole(input: { roleId?: string }, ctx: Ctx, deps: Deps): Promise<Reply> {
  if (!ctx.manageGuild) throw new UserError('notArbiter');
  await deps.store.mutate(ctx.interactionId, (q) =>
    repo.setArbiterRole(q, ctx.guildId, input.roleId ?? null),
  );
  return {
    content: input.roleId
      ? t(ctx.locale, 'arbiterRoleSet', { role: `<@&${input.roleId}>` })
      : t(ctx.locale, 'arbiterRoleCleared'),
    ephemeral: true,
  };
}

/**
 * `/arbiter backup`: a copy on the bot's own disk (never sent to Discord: the database holds every
 * server's data). Only the file name is shown, not the server's directories.
 */
export async function backupNow(ctx: Ctx, deps: Deps): Promise<Reply> {
  await requireArbiter(ctx, deps);
  if (!deps.backup) return { content: t(ctx.locale, 'backupNotAvailable'), ephemeral: true };
  const info = await deps.backup();
  const name = info.file.split(/[\\/]/).pop() ?? info.file;
  return {
    content: t(ctx.locale, 'backupDone', { file: name, kb: Math.ceil(info.bytes / 1024) }),
    ephemeral: true,
  };
}

/** The spreadsheet id from an id or a docs.google.com link. */
export function spreadsheetIdOf(text: string): string | undefined {
  const s = text.trim();
  const fromUrl = /\/spreadsheets\/d\/([A-Za-z0-9_-]{20,})/.exec(s);
  if (fromUrl) return fromUrl[1];
  return /^[A-Za-z0-9_-]{20,}$/.test(s) ? s : undefined;
}

export async function linkSheet(
  input: { spreadsheet: string; tournament?: string },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  await requireArbiter(ctx, deps);
  if (!deps.sheets) throw new UserError('noSheetsConfigured');
  const id = spreadsheetIdOf(input.spreadsheet);
  if (!id) throw new UserError('badSpreadsheetId');
  return deps.store.mutate(ctx.interactionId, async (q) => {
    const lt = await loadSelected(q, ctx, input.tournament);
    await repo.setSheetLink(q, lt.row.id, id, ctx.userId);
    return { content: t(ctx.locale, 'sheetLinked'), changedTournamentId: lt.row.id };
  });
}
