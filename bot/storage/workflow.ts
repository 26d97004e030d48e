import type { HistoryEntry, Player, RequestedByeKind, Tournament } from '../../core/index.ts';
import { REQUESTED_BYE_KINDS } from '../../core/tournament/index.ts';
import { type Insertable, PostgresAdapter } from 'kysely';
import { audit, auditRow } from './audit.ts';
import { byeFields, newGameRow, setGameResult, withdrawalFields } from './games.ts';
import type { PlayerRow, PlayersTable } from './schema.ts';
import type { Q } from './store.ts';
import { type LoadedTournament, withPlayers } from './tournaments.ts';

/**
 * The bot's rows as the core workflow's tournament and back: the workflow actions (core/workflow)
 * run on the model, and what they changed is written to the rows. The history is kept in its own
 * table, one JSON entry per action.
 */

const REQUESTED = new Set<string>(REQUESTED_BYE_KINDS);

export async function readHistory(q: Q, tournamentId: number): Promise<HistoryEntry[]> {
  const rows = await q
    .selectFrom('tournament_history')
    .select('entry')
    .where('tournament_id', '=', tournamentId)
    .orderBy('id')
    .execute();
  return rows.map((r) => JSON.parse(r.entry) as HistoryEntry);
}

/** Appends history entries, by one actor or (an array as long as `entries`) each by its own. */
export async function appendHistory(
  q: Q,
  tournamentId: number,
  actorId: string | readonly string[],
  entries: readonly HistoryEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await q
    .insertInto('tournament_history')
    .values(
      entries.map((e, k) => ({
        tournament_id: tournamentId,
        actor_id: typeof actorId === 'string' ? actorId : (actorId[k] ?? ''),
        entry: JSON.stringify(e),
      })),
    )
    .execute();
}

/**
 * An audit row and the history entries of one change. On PostgreSQL in one statement (the audit
 * row inserted by a data-modifying WITH): one round trip less inside every result report's write.
 */
export async function auditWithHistory(
  q: Q,
  a: Parameters<typeof audit>[1],
  entries: readonly HistoryEntry[],
): Promise<void> {
  if (entries.length === 0 || !(q.getExecutor().adapter instanceof PostgresAdapter)) {
    await audit(q, a);
    await appendHistory(q, a.tournamentId, a.actorId, entries);
    return;
  }
  await q
    .with('audited', (db) => db.insertInto('audit_log').values(auditRow(a)))
    .insertInto('tournament_history')
    .values(
      entries.map((e) => ({ tournament_id: a.tournamentId, actor_id: a.actorId, entry: JSON.stringify(e) })),
    )
    .execute();
}

/**
 * The tournament as the workflow sees it: the byes requested for rounds not yet paired are requests
 * (the bot stores them as byes of their rounds), the start list is frozen once the tournament has
 * started (the bot numbers it at `start`), and the history is the stored one. `history: false`
 * leaves it out (an action that only appends to it, as a registration before the start: the
 * stored entries are not read; `saveModel` appends the new ones and refuses to renumber).
 */
export async function workflowModel(
  q: Q,
  lt: LoadedTournament,
  opts: { readonly history?: boolean } = {},
): Promise<Tournament> {
  const t = lt.tournament;
  const current = lt.row.current_round;
  const ahead = t.unpaired.filter((u) => u.round > current && REQUESTED.has(u.kind));
  return {
    ...t,
    unpaired: t.unpaired.filter((u) => !ahead.includes(u)),
    byeRequests: ahead.map((u) => ({ player: u.player, round: u.round, kind: u.kind as RequestedByeKind })),
    ...(lt.row.status !== 'registration' ? { startListFrozen: true } : {}),
    ...(opts.history !== false ? { history: await readHistory(q, lt.row.id) } : {}),
  };
}

/** A player's fields as the rows hold them (the model's id aside). */
const rowKey = (p: Player): string =>
  JSON.stringify([p.name, p.dwz?.rating ?? null, p.dwz?.index ?? null, p.fide ?? null, p.birthYear ?? null]);

export interface SaveOptions {
  readonly actorId: string;
  /** New players' Discord members, by the name they were registered with. */
  readonly userIds?: ReadonlyMap<string, string>;
  /** The actor of each new history entry (several members' joins in one batch); else `actorId`. */
  readonly historyActors?: readonly string[];
}

/**
 * Writes what a workflow action changed from `before` (the model of `lt`) to `after`: players
 * (added, edited, removed, renumbered: games, byes and withdrawals follow their numbers), games,
 * byes (requests included), withdrawals, the current round and the new history entries.
 */
export async function saveModel(
  q: Q,
  lt: LoadedTournament,
  before: Tournament,
  after: Tournament,
  opts: SaveOptions,
): Promise<LoadedTournament | undefined> {
  const id = lt.row.id;
  // Whether the action only added players (a join, a registration): then the stored state is `lt`
  // with the inserted rows, returned so the process's snapshot is replaced instead of read again.
  let onlyAdded = true;
  const rowOfNo = new Map(lt.players.map((p) => [p.start_no, p]));
  // Players: the same fields first (a renumbering keeps them), then the same number (an edit).
  // Maps, not searches: a join into a field of 2000 would otherwise compare millions of pairs.
  const used = new Set<number>();
  const match = new Map<number, PlayerRow>();
  const beforeById = new Map(before.players.map((o) => [o.id, o]));
  const byKey = new Map<string, Player[]>(); // by start number within a key
  for (const o of [...before.players].sort((a, b) => a.id - b.id)) {
    const k = rowKey(o);
    byKey.set(k, [...(byKey.get(k) ?? []), o]);
  }
  for (const p of after.players) {
    const key = rowKey(p);
    const same = beforeById.get(p.id);
    const old =
      (same && !used.has(same.id) && rowKey(same) === key ? same : undefined) ??
      byKey.get(key)?.find((o) => !used.has(o.id));
    const row = old ? rowOfNo.get(old.id) : undefined;
    if (old && row) {
      used.add(old.id);
      match.set(p.id, row);
    }
  }
  for (const p of after.players) {
    if (match.has(p.id)) continue;
    const row = rowOfNo.get(p.id);
    if (row && !used.has(p.id)) {
      used.add(p.id);
      match.set(p.id, row);
    }
  }
  for (const row of lt.players)
    if (!used.has(row.start_no)) {
      onlyAdded = false;
      await q.deleteFrom('players').where('id', '=', row.id).execute();
    }
  // Two passes keep the (tournament, start number) key unique meanwhile. New players are not moved.
  const moved = after.players.filter((p) => {
    const row = match.get(p.id);
    return row !== undefined && row.start_no !== p.id;
  });
  for (const p of moved) {
    const row = match.get(p.id);
    if (row) await q.updateTable('players').set({ start_no: -p.id }).where('id', '=', row.id).execute();
  }
  const fresh: Insertable<PlayersTable>[] = [];
  for (const p of after.players) {
    const fields = {
      start_no: p.id,
      name: p.name,
      dwz: p.dwz?.rating ?? null,
      dwz_index: p.dwz?.index ?? null,
      fide: p.fide ?? null,
      birth_year: p.birthYear ?? null,
    };
    const row = match.get(p.id);
    if (!row) fresh.push({ tournament_id: id, user_id: opts.userIds?.get(p.name) ?? null, ...fields });
    else if (row.start_no !== p.id || rowKey(p) !== rowKey(beforeById.get(row.start_no) ?? p)) {
      onlyAdded = false;
      await q.updateTable('players').set(fields).where('id', '=', row.id).execute();
    }
  }
  // New players in one statement (a batch of joins adds many), read back for the snapshot.
  const inserted: PlayerRow[] =
    fresh.length > 0 ? await q.insertInto('players').values(fresh).returningAll().execute() : [];
  // Games by round and board (a renumbering changes the numbers on them, not the boards).
  const gameKey = (round: number, board: number, game: number): string => `${round}/${board}/${game}`;
  const now = new Map(after.games.map((g) => [gameKey(g.round, g.board ?? 0, g.game ?? 1), g]));
  for (const row of lt.games) {
    const g = now.get(gameKey(row.round, row.board, row.game_no));
    if (!g) {
      onlyAdded = false;
      await q.deleteFrom('games').where('id', '=', row.id).execute();
      continue;
    }
    now.delete(gameKey(row.round, row.board, row.game_no));
    if (g.white !== row.white_no || g.black !== row.black_no || g.result !== row.result) onlyAdded = false;
    if (g.white !== row.white_no || g.black !== row.black_no)
      await q
        .updateTable('games')
        .set({ white_no: g.white, black_no: g.black })
        .where('id', '=', row.id)
        .execute();
    if (g.result !== row.result) await setGameResult(q, row.id, g.result);
  }
  const added = [...now.values()];
  if (added.length > 0) onlyAdded = false;
  if (added.length > 0)
    await q
      .insertInto('games')
      .values(added.map((g) => newGameRow(id, { ...g, board: g.board ?? 0 })))
      .execute();
  // Byes and withdrawals are small: written anew when they changed (most actions change neither:
  // two statements less per join or result on PostgreSQL, where each is a round trip).
  const byes = [...after.unpaired, ...(after.byeRequests ?? [])].map(byeFields);
  const stored = lt.tournament.unpaired.map(byeFields);
  if (!sameRows(byes, stored)) {
    onlyAdded = false;
    await q.deleteFrom('byes').where('tournament_id', '=', id).execute();
    if (byes.length > 0)
      await q
        .insertInto('byes')
        .values(byes.map((b) => ({ tournament_id: id, ...b })))
        .execute();
  }
  const withdrawals = after.withdrawals.map(withdrawalFields);
  const storedWithdrawals = lt.tournament.withdrawals.map(withdrawalFields);
  if (!sameRows(withdrawals, storedWithdrawals)) {
    onlyAdded = false;
    await q.deleteFrom('withdrawals').where('tournament_id', '=', id).execute();
    if (withdrawals.length > 0)
      await q
        .insertInto('withdrawals')
        .values(withdrawals.map((w) => ({ tournament_id: id, ...w })))
        .execute();
  }
  const old = before.history?.length ?? 0;
  // A renumbering renumbers the history too (the core maps it): the stored entries follow.
  if (moved.length > 0 && before.history === undefined)
    throw new Error('saveModel: a renumbering needs the stored history (workflowModel with history)');
  if (moved.length > 0) {
    const rows = await q
      .selectFrom('tournament_history')
      .select(['id', 'entry'])
      .where('tournament_id', '=', id)
      .orderBy('id')
      .execute();
    for (const [i, row] of rows.entries()) {
      const entry = JSON.stringify(after.history?.[i] ?? null);
      if (i < old && entry !== row.entry)
        await q.updateTable('tournament_history').set({ entry }).where('id', '=', row.id).execute();
    }
  }
  await appendHistory(q, id, opts.historyActors ?? opts.actorId, (after.history ?? []).slice(old));
  return onlyAdded && moved.length === 0 ? withPlayers(lt, [...lt.players, ...inserted]) : undefined;
}

/** The same rows in any order (each row's fields in one order, as built above). */
function sameRows(a: readonly object[], b: readonly object[]): boolean {
  if (a.length !== b.length) return false;
  const key = (r: object): string => JSON.stringify(Object.values(r));
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.every((k, i) => k === right[i]);
}
