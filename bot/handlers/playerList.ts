import { describeFormatError, parsePlayerList } from '../../core/index.ts';
import { UserError } from '../errors.ts';
import { t } from '../i18n/index.ts';
import { requireArbiter } from '../preconditions.ts';
import type { Ctx, Deps, Reply } from '../reply.ts';
import * as repo from '../storage/repo.ts';

/** Largest accepted player list: a regional DSB list; the whole federation's (about 10 MB) fits too. */
export const MAX_PLAYER_LIST_BYTES = 15_000_000;

/** UTF-8, else Windows-1252 (the DSB export's encoding). */
export function decodeListBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export interface PlayerListImportInput {
  readonly url: string;
  readonly filename: string;
  readonly size: number;
}

/**
 * An arbiter imports a player list (the DSB spieler.csv or a club list) for this server: stored in
 * the server's own storage, replacing the previous list, so that /tournament join and /dwz estimate
 * fill a member's DWZ from it. The reply names counts only; nothing of the list is logged.
 */
export async function importPlayerList(
  input: PlayerListImportInput,
  ctx: Ctx,
  deps: Deps,
  fetcher: typeof fetch = fetch,
): Promise<Reply> {
  await requireArbiter(ctx, deps);
  if (input.size > MAX_PLAYER_LIST_BYTES)
    throw new UserError('attachmentTooLarge', { max: MAX_PLAYER_LIST_BYTES / 1000 });
  const res = await fetcher(input.url);
  if (!res.ok) throw new UserError('importFailed', { reason: `download failed (${res.status})` });
  const text = decodeListBytes(new Uint8Array(await res.arrayBuffer()));
  const list = parsePlayerList(text);
  if (!list.ok) throw new UserError('importFailed', { reason: describeFormatError(list.error) });
  const entries = list.value.entries;
  await deps.store.mutate(ctx.interactionId, (q) => repo.replacePlayerList(q, ctx.guildId, entries));
  return {
    ephemeral: true,
    content: t(ctx.locale, 'playerListImported', {
      file: input.filename,
      players: entries.length,
      rated: entries.filter((e) => e.dwz !== undefined).length,
    }),
  };
}

/** How a link is shown: `C0327-1088`, `DSB 10234567`, `FIDE 4611970`. */
const linkText = (l: repo.ListLink): string =>
  l.kind === 'zps' ? l.value : `${l.kind === 'dsb' ? 'DSB' : 'FIDE'} ${l.value}`;

/**
 * A member links themself to a player of the server's list (by the autocomplete's choice, a ZPS and
 * member number, a DSB id or a FIDE id), so that /tournament join and /dwz estimate find them
 * without matching names. The link names the list entry, not its ratings: a newer list gives the
 * newer DWZ. Nothing of it is logged.
 */
export async function linkListedPlayer(
  input: { readonly player: string },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  const links = repo.parseListLink(input.player);
  if (links.length === 0) throw new UserError('badListLink', { text: input.player.slice(0, 100) });
  return deps.store.mutate(ctx.interactionId, async (q) => {
    if ((await repo.countPlayerList(q, ctx.guildId)) === 0) throw new UserError('noPlayerList');
    const found = await repo.findByLink(q, ctx.guildId, links);
    if (!found) throw new UserError('notInPlayerList', { text: input.player.slice(0, 100) });
    await repo.setMemberLink(q, ctx.guildId, ctx.userId, found.link);
    const { row } = found;
    return {
      ephemeral: true,
      content: t(ctx.locale, 'playerLinked', {
        name: row.name,
        id: linkText(found.link),
        dwz: row.dwz !== null ? `${row.dwz}${row.dwz_index !== null ? `-${row.dwz_index}` : ''}` : '—',
      }),
    };
  });
}
