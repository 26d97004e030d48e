import { foldName, parsePersonName, type PlayerListEntry } from '../../core/index.ts';
import type { Selectable } from 'kysely';
import type { ListLinkKind, PlayerListEntriesTable } from './schema.ts';
import type { Q } from './store.ts';

export type PlayerListRow = Selectable<PlayerListEntriesTable>;

/** Rows per insert statement: 12 columns each stays far below SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 200;

/** The lookup key of a name: its folded family name (`Müller, Jürgen` and `Jürgen Mueller` → `mueller`). */
export const familyKey = (name: string): string => foldName(parsePersonName(name).family);

/** Replaces the server's player list by `entries` (a new import supersedes the old list). */
export async function replacePlayerList(
  q: Q,
  guildId: string,
  entries: readonly PlayerListEntry[],
): Promise<void> {
  await q.deleteFrom('player_list_entries').where('guild_id', '=', guildId).execute();
  for (let i = 0; i < entries.length; i += CHUNK) {
    await q
      .insertInto('player_list_entries')
      .values(
        entries.slice(i, i + CHUNK).map((e) => ({
          guild_id: guildId,
          family_key: familyKey(e.name),
          name: e.name,
          dsb_id: e.dsbId ?? null,
          zps: e.zps ?? null,
          member_number: e.memberNumber ?? null,
          fide_id: e.fideId ?? null,
          title: e.title ?? null,
          dwz: e.dwz?.rating ?? null,
          dwz_index: e.dwz?.index ?? null,
          fide: e.fide ?? null,
          birth_year: e.birthYear ?? null,
        })),
      )
      .execute();
  }
}

/**
 * The list row of a member: by DSB id when given, else by the display name (every word of it must
 * start a word of the listed name, `Jürgen Mueller` = `Müller, Jürgen`). Undefined when none or
 * several different people match (a person in two clubs has two rows with the same DSB id or the
 * same ratings: that is one match).
 */
export async function findListedMember(
  q: Q,
  guildId: string,
  member: { readonly name: string; readonly dsbId?: string },
): Promise<PlayerListRow | undefined> {
  let rows: PlayerListRow[];
  if (member.dsbId !== undefined) {
    rows = await q
      .selectFrom('player_list_entries')
      .selectAll()
      .where('guild_id', '=', guildId)
      .where('dsb_id', '=', member.dsbId)
      .execute();
  } else {
    const candidates = await q
      .selectFrom('player_list_entries')
      .selectAll()
      .where('guild_id', '=', guildId)
      .where('family_key', '=', familyKey(member.name))
      .execute();
    const want = foldName(member.name)
      .split(/[\s,.]+/)
      .filter(Boolean);
    rows = candidates.filter((r) => {
      const have = foldName(r.name)
        .split(/[\s,.]+/)
        .filter(Boolean);
      return want.every((w) => have.some((h) => h.startsWith(w)));
    });
  }
  return onePerson(rows);
}

/** The one person the rows are (a person in two clubs has two rows), or undefined. */
function onePerson(rows: readonly PlayerListRow[]): PlayerListRow | undefined {
  const person = (r: PlayerListRow): string =>
    r.dsb_id ?? `${r.name}|${r.dwz}|${r.dwz_index}|${r.fide}|${r.birth_year}`;
  const first = rows[0];
  return first && rows.every((r) => person(r) === person(first)) ? first : undefined;
}

/** A member's link to the list: the DSB id (PKZ), `C0327-1088` (ZPS and member number) or the FIDE id. */
export interface ListLink {
  readonly kind: ListLinkKind;
  readonly value: string;
}

/** The autocomplete value of a list row: its DSB id when it has one, else ZPS and member number, else FIDE id. */
export function linkOfRow(r: PlayerListRow): ListLink | undefined {
  if (r.dsb_id) return { kind: 'dsb', value: r.dsb_id };
  if (r.zps && r.member_number) return { kind: 'zps', value: `${r.zps}-${Number(r.member_number)}` };
  if (r.fide_id) return { kind: 'fide', value: r.fide_id };
  return undefined;
}

/**
 * What a member gave: an autocomplete value (`dsb:…`, `zps:C0327-1088`, `fide:…`) or typed text:
 * `C0327-1088` / `C0327 1088` (ZPS and member number), or digits (a DSB id or a FIDE id: both are tried).
 */
export function parseListLink(text: string): readonly ListLink[] {
  const s = text.trim();
  const tagged = /^(dsb|zps|fide):(.+)$/i.exec(s);
  if (tagged) return parseListLink(tagged[2] ?? '').filter((l) => l.kind === tagged[1]?.toLowerCase());
  const zps = /^([0-9A-Z]{5})[-\s/]+(\d{1,4})$/i.exec(s);
  if (zps) return [{ kind: 'zps', value: `${(zps[1] ?? '').toUpperCase()}-${Number(zps[2])}` }];
  if (/^\d{1,12}$/.test(s))
    return [
      { kind: 'dsb', value: s },
      { kind: 'fide', value: s },
    ];
  return [];
}

/** The list rows a link names (several rows may be one person in two clubs). */
async function rowsOfLink(q: Q, guildId: string, link: ListLink): Promise<PlayerListRow[]> {
  const base = q.selectFrom('player_list_entries').selectAll().where('guild_id', '=', guildId);
  switch (link.kind) {
    case 'dsb':
      return base.where('dsb_id', '=', link.value).execute();
    case 'fide':
      return base.where('fide_id', '=', link.value).execute();
    case 'zps': {
      const [zps = '', member = ''] = link.value.split('-');
      const rows = await base.where('zps', '=', zps).execute();
      return rows.filter((r) => r.member_number !== null && Number(r.member_number) === Number(member));
    }
  }
}

/** The one person of the list that `links` name (the first link that names exactly one), or undefined. */
export async function findByLink(
  q: Q,
  guildId: string,
  links: readonly ListLink[],
): Promise<{ readonly row: PlayerListRow; readonly link: ListLink } | undefined> {
  for (const link of links) {
    const row = onePerson(await rowsOfLink(q, guildId, link));
    if (row) return { row, link };
  }
  return undefined;
}

export async function setMemberLink(q: Q, guildId: string, userId: string, link: ListLink): Promise<void> {
  await q
    .insertInto('member_list_links')
    .values({ guild_id: guildId, user_id: userId, kind: link.kind, value: link.value })
    .onConflict((oc) =>
      oc.columns(['guild_id', 'user_id']).doUpdateSet({ kind: link.kind, value: link.value }),
    )
    .execute();
}

/**
 * The list row of a member: through the member's link (/dwz link) when there is one, else by the
 * display name (`findListedMember`). A link whose player is no longer in the list finds nothing.
 */
export async function findMemberInList(
  q: Q,
  guildId: string,
  member: { readonly userId: string; readonly name: string },
): Promise<PlayerListRow | undefined> {
  const link = await q
    .selectFrom('member_list_links')
    .select(['kind', 'value'])
    .where('guild_id', '=', guildId)
    .where('user_id', '=', member.userId)
    .executeTakeFirst();
  if (link) return (await findByLink(q, guildId, [link]))?.row;
  return findListedMember(q, guildId, { name: member.name });
}

/** Whether the server has imported a player list (without one no member is found in it). */
export async function hasPlayerList(q: Q, guildId: string): Promise<boolean> {
  const row = await q
    .selectFrom('player_list_entries')
    .select('guild_id')
    .where('guild_id', '=', guildId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Rows whose folded family name starts with `prefix` (autocomplete), at most `limit`, by name. */
export async function searchPlayerList(
  q: Q,
  guildId: string,
  prefix: string,
  limit = 500,
): Promise<PlayerListRow[]> {
  const escaped = prefix.replace(/[\\%_]/g, '');
  return q
    .selectFrom('player_list_entries')
    .selectAll()
    .where('guild_id', '=', guildId)
    .where('family_key', 'like', `${escaped}%`)
    .orderBy('name')
    .limit(limit)
    .execute();
}

export async function countPlayerList(q: Q, guildId: string): Promise<number> {
  const r = await q
    .selectFrom('player_list_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('guild_id', '=', guildId)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}
