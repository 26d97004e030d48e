import { foldName, parsePersonName, type PlayerListEntry } from '../../core/index.ts';
import type { Selectable } from 'kysely';
import type { PlayerListEntriesTable } from './schema.ts';
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
  const person = (r: PlayerListRow): string =>
    r.dsb_id ?? `${r.name}|${r.dwz}|${r.dwz_index}|${r.fide}|${r.birth_year}`;
  const first = rows[0];
  return first && rows.every((r) => person(r) === person(first)) ? first : undefined;
}

export async function countPlayerList(q: Q, guildId: string): Promise<number> {
  const r = await q
    .selectFrom('player_list_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('guild_id', '=', guildId)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}
