import { UserError } from '../errors.ts';
import type { Q } from './store.ts';
import { lockTournament } from './tournaments.ts';

/** Players and the ratings members register per server. */

export interface PlayerInput {
  readonly userId: string | null;
  readonly name: string;
  readonly dwz: number | null;
  readonly dwzIndex: number | null;
  readonly fide: number | null;
  readonly birthYear: number | null;
}

/** Adds a player with the next start number; a member can be registered only once. */
export async function addPlayer(q: Q, tournamentId: number, p: PlayerInput): Promise<number> {
  await lockTournament(q, tournamentId);
  if (p.userId !== null) {
    const existing = await q
      .selectFrom('players')
      .select('start_no')
      .where('tournament_id', '=', tournamentId)
      .where('user_id', '=', p.userId)
      .executeTakeFirst();
    if (existing) throw new UserError('alreadyJoined');
  }
  const max = await q
    .selectFrom('players')
    .select((eb) => eb.fn.max('start_no').as('m'))
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
  const startNo = Number(max?.m ?? 0) + 1;
  await q
    .insertInto('players')
    .values({
      tournament_id: tournamentId,
      start_no: startNo,
      user_id: p.userId,
      name: p.name,
      dwz: p.dwz,
      dwz_index: p.dwzIndex,
      fide: p.fide,
      birth_year: p.birthYear,
    })
    .execute();
  return startNo;
}

/** Renumbers the players 1..n in the given order (at start: by rating). */
export async function renumberPlayers(
  q: Q,
  tournamentId: number,
  orderedPlayerIds: readonly number[],
): Promise<void> {
  // Two passes avoid transient clashes on the (tournament, start_no) key.
  for (const [i, id] of orderedPlayerIds.entries()) {
    await q
      .updateTable('players')
      .set({ start_no: -(i + 1) })
      .where('id', '=', id)
      .execute();
  }
  for (const [i, id] of orderedPlayerIds.entries()) {
    await q
      .updateTable('players')
      .set({ start_no: i + 1 })
      .where('id', '=', id)
      .execute();
  }
}

export async function getMemberRatings(q: Q, guildId: string, userId: string) {
  return q
    .selectFrom('member_ratings')
    .selectAll()
    .where('guild_id', '=', guildId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The saved ratings of these members of the server (one query for a batch of joins), by user id. */
export async function getMembersRatings(q: Q, guildId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, never>();
  const rows = await q
    .selectFrom('member_ratings')
    .selectAll()
    .where('guild_id', '=', guildId)
    .where('user_id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((r) => [r.user_id, r]));
}

export async function setMemberRatings(
  q: Q,
  r: {
    guildId: string;
    userId: string;
    dwz: number | null;
    dwzIndex: number | null;
    fide: number | null;
    birthYear: number | null;
  },
): Promise<void> {
  const values = { dwz: r.dwz, dwz_index: r.dwzIndex, fide: r.fide, birth_year: r.birthYear };
  await q
    .insertInto('member_ratings')
    .values({ guild_id: r.guildId, user_id: r.userId, ...values })
    .onConflict((oc) => oc.columns(['guild_id', 'user_id']).doUpdateSet(values))
    .execute();
  // Registrations in tournaments that have not started take the new ratings too.
  const open = await q
    .selectFrom('tournaments')
    .select('id')
    .where('guild_id', '=', r.guildId)
    .where('status', '=', 'registration')
    .execute();
  if (open.length > 0) {
    await q
      .updateTable('players')
      .set(values)
      .where('user_id', '=', r.userId)
      .where(
        'tournament_id',
        'in',
        open.map((t) => t.id),
      )
      .execute();
  }
}
