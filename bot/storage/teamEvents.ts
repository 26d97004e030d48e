// Team events run on a server (/teamevent): one row per event, the core's team tournament as its
// team-tournament JSON (docs/team-event-json.md) plus the captains and the board results entered by
// one captain and not yet confirmed by the other. The whole event is read and written at once: the
// core's workflow actions take and return the whole tournament.
import { makeTeamTournamentJson } from '../../core/formats/index.ts';
import type { TeamId, TeamTournament } from '../../core/team/index.ts';
import type { GameResult } from '../../core/tournament/index.ts';
import { parseTeamTournamentJson } from '../../schemas/teamEvent.ts';
import type { Q } from './store.ts';

/** Who leads a team: a server role, a member, or both. */
export interface EventCaptain {
  readonly team: TeamId;
  readonly roleId?: string;
  readonly userId?: string;
}

/** Board results of one match entered by a captain, waiting for the opposing captain. */
export interface EventEntry {
  readonly no: number;
  readonly round: number;
  readonly match: number;
  /** The team whose captain entered them. */
  readonly team: TeamId;
  readonly boards: readonly { readonly board: number; readonly result: Exclude<GameResult, '*'> }[];
  readonly enteredBy: string;
  readonly confirmedBy?: string;
}

export interface StoredTeamEvent {
  readonly id: number;
  readonly name: string;
  readonly tournament: TeamTournament;
  readonly captains: readonly EventCaptain[];
  readonly entries: readonly EventEntry[];
}

interface Data {
  readonly tournament: unknown;
  readonly captains: readonly EventCaptain[];
  readonly entries: readonly EventEntry[];
}

function fromRow(row: { id: number; name: string; data: string }): StoredTeamEvent {
  const d = JSON.parse(row.data) as Data;
  const t = parseTeamTournamentJson(JSON.stringify(d.tournament));
  // The bot wrote it through the same codec: a row that does not read back is a bug.
  if (!t.ok) throw new Error(`team event ${row.id} does not read back: ${t.error.kind}`);
  return {
    id: Number(row.id),
    name: row.name,
    tournament: t.value,
    captains: d.captains,
    entries: d.entries,
  };
}

const dataOf = (e: Omit<StoredTeamEvent, 'id' | 'name'>): string =>
  JSON.stringify({
    tournament: JSON.parse(makeTeamTournamentJson(e.tournament)) as unknown,
    captains: e.captains,
    entries: e.entries,
  } satisfies Data);

/** The server's team events' names, newest first (autocomplete: no event data read). */
export async function teamEventNames(q: Q, guildId: string): Promise<string[]> {
  const rows = await q
    .selectFrom('team_events')
    .select('name')
    .where('guild_id', '=', guildId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => r.name);
}

/** The event by name (case ignored), or the newest when no name is given. */
export async function teamEventByName(
  q: Q,
  guildId: string,
  name: string | undefined,
): Promise<StoredTeamEvent | undefined> {
  const rows = await q
    .selectFrom('team_events')
    .select(['id', 'name', 'data'])
    .where('guild_id', '=', guildId)
    .orderBy('id', 'desc')
    .execute();
  const wanted = name?.trim().toLocaleLowerCase('de');
  const row =
    wanted === undefined ? rows[0] : rows.find((r) => r.name.trim().toLocaleLowerCase('de') === wanted);
  return row ? fromRow(row) : undefined;
}

export async function teamEventById(q: Q, guildId: string, id: number): Promise<StoredTeamEvent | undefined> {
  const row = await q
    .selectFrom('team_events')
    .select(['id', 'name', 'data'])
    .where('guild_id', '=', guildId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

export async function createTeamEvent(
  q: Q,
  guildId: string,
  tournament: TeamTournament,
  by: string,
  at: string,
): Promise<void> {
  await q
    .insertInto('team_events')
    .values({
      guild_id: guildId,
      name: tournament.name,
      data: dataOf({ tournament, captains: [], entries: [] }),
      updated_by: by,
      updated_at: at,
    })
    .execute();
}

/** Writes the event back whole (tournament, captains, entries). */
export async function saveTeamEvent(
  q: Q,
  guildId: string,
  e: StoredTeamEvent,
  by: string,
  at: string,
): Promise<void> {
  await q
    .updateTable('team_events')
    .set({ data: dataOf(e), updated_by: by, updated_at: at })
    .where('guild_id', '=', guildId)
    .where('id', '=', e.id)
    .execute();
}
