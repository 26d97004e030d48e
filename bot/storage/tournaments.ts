import {
  type Player,
  type PointSystem,
  STANDARD_POINTS,
  type Tournament,
  type TournamentKind,
} from '../../core/index.ts';
import { UserError } from '../errors.ts';
import { PostgresAdapter, sql } from 'kysely';
import { gameOfRow, unpairedOfRow, withdrawalOfRow, type ByeRow, type WithdrawalRow } from './games.ts';
import type { GameRow, PlayerRow, TournamentRow, TournamentStatus } from './schema.ts';
import { isUniqueViolation, type Q } from './store.ts';

/** Guild configuration, tournaments, the per-channel selection, and loading a tournament into the core model. */

export interface TournamentExtra {
  readonly pointSystem?: PointSystem;
  readonly initialColor?: 'white' | 'black';
  readonly tiebreaks?: readonly string[];
  readonly announceChannelId?: string;
  readonly startDate?: string;
  /** TRF code of the pairing registry's system for a Swiss not paired by the Dutch system. */
  readonly pairingSystem?: string;
}

export const readExtra = (row: TournamentRow): TournamentExtra => JSON.parse(row.extra) as TournamentExtra;

export interface LoadedTournament {
  readonly row: TournamentRow;
  readonly extra: TournamentExtra;
  readonly players: readonly PlayerRow[];
  readonly games: readonly GameRow[];
  /** The core model built from the rows (player id = start number). */
  readonly tournament: Tournament;
}

// ---- guild configuration -------------------------------------------------------------------

export async function getArbiterRole(q: Q, guildId: string): Promise<string | undefined> {
  const row = await q
    .selectFrom('guild_config')
    .select('arbiter_role_id')
    .where('guild_id', '=', guildId)
    .executeTakeFirst();
  return row?.arbiter_role_id ?? undefined;
}

export async function setArbiterRole(q: Q, guildId: string, roleId: string | null): Promise<void> {
  await q
    .insertInto('guild_config')
    .values({ guild_id: guildId, arbiter_role_id: roleId })
    .onConflict((oc) => oc.column('guild_id').doUpdateSet({ arbiter_role_id: roleId }))
    .execute();
}

// ---- tournaments ---------------------------------------------------------------------------

export async function createTournament(
  q: Q,
  t: {
    guildId: string;
    name: string;
    kind: TournamentKind;
    rounds: number;
    createdBy: string;
    at: string;
    extra?: TournamentExtra;
  },
): Promise<number> {
  if (await tournamentByName(q, t.guildId, t.name)) throw new UserError('tournamentExists', { name: t.name });
  try {
    const row = await q
      .insertInto('tournaments')
      .values({
        guild_id: t.guildId,
        name: t.name,
        kind: t.kind,
        rounds: t.rounds,
        status: 'registration',
        current_round: 0,
        created_by: t.createdBy,
        created_at: t.at,
        extra: JSON.stringify(t.extra ?? {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (e) {
    if (isUniqueViolation(e)) throw new UserError('tournamentExists', { name: t.name });
    throw e;
  }
}

export async function updateTournament(
  q: Q,
  id: number,
  patch: { status?: TournamentStatus; current_round?: number; rounds?: number; extra?: TournamentExtra },
): Promise<void> {
  const { extra, ...rest } = patch;
  await q
    .updateTable('tournaments')
    .set({ ...rest, ...(extra ? { extra: JSON.stringify(extra) } : {}) })
    .where('id', '=', id)
    .execute();
}

export const listTournaments = (q: Q, guildId: string): Promise<TournamentRow[]> =>
  q.selectFrom('tournaments').selectAll().where('guild_id', '=', guildId).orderBy('id').execute();

export const tournamentByName = (q: Q, guildId: string, name: string): Promise<TournamentRow | undefined> =>
  q
    .selectFrom('tournaments')
    .selectAll()
    .where('guild_id', '=', guildId)
    .where('name', '=', name)
    .executeTakeFirst();

export async function selectTournament(
  q: Q,
  guildId: string,
  channelId: string,
  tournamentId: number,
): Promise<void> {
  await q
    .insertInto('channel_selection')
    .values({ guild_id: guildId, channel_id: channelId, tournament_id: tournamentId })
    .onConflict((oc) => oc.columns(['guild_id', 'channel_id']).doUpdateSet({ tournament_id: tournamentId }))
    .execute();
}

export const tournamentById = (q: Q, id: number): Promise<TournamentRow | undefined> =>
  q.selectFrom('tournaments').selectAll().where('id', '=', id).executeTakeFirst();

/** The tournament selected in each channel of the server (channel id → tournament id). */
export async function channelSelections(q: Q, guildId: string): Promise<Map<string, number>> {
  const rows = await q
    .selectFrom('channel_selection')
    .select(['channel_id', 'tournament_id'])
    .where('guild_id', '=', guildId)
    .execute();
  return new Map(rows.map((r) => [r.channel_id, r.tournament_id]));
}

/**
 * The tournament a command acts on: the one named, else the one selected in this channel, else the
 * only unfinished one of the server. Pure, so the autocomplete cache resolves exactly as commands do.
 */
export function pickTournament(
  rows: readonly TournamentRow[],
  selections: ReadonlyMap<string, number>,
  channelId: string,
  name?: string,
): TournamentRow {
  if (name) {
    // A choice value holds at most 100 characters: a longer name is offered as its prefix.
    const prefixed = name.length === 100 ? rows.filter((r) => r.name.startsWith(name)) : [];
    const row = rows.find((r) => r.name === name) ?? (prefixed.length === 1 ? prefixed[0] : undefined);
    if (!row) throw new UserError('tournamentNotFound', { name });
    return row;
  }
  const selected = selections.get(channelId);
  const sel = selected !== undefined ? rows.find((r) => r.id === selected) : undefined;
  if (sel) return sel;
  const open = rows.filter((t) => t.status !== 'finished');
  if (open.length === 1 && open[0]) return open[0];
  throw new UserError(open.length === 0 ? 'noTournament' : 'selectTournament');
}

/**
 * The server's tournaments and the channels' selections, in one query (every interaction starts
 * here, inside its transaction: one round trip on PostgreSQL instead of two). A selection of a
 * tournament outside the list is ignored, as pickTournament would.
 */
export async function serverTournaments(
  q: Q,
  guildId: string,
): Promise<{ readonly rows: readonly TournamentRow[]; readonly selections: ReadonlyMap<string, number> }> {
  const joined = await q
    .selectFrom('tournaments as t')
    .leftJoin('channel_selection as cs', (j) =>
      j.onRef('cs.tournament_id', '=', 't.id').on('cs.guild_id', '=', guildId),
    )
    .selectAll('t')
    .select('cs.channel_id as selected_in')
    .where('t.guild_id', '=', guildId)
    .orderBy('t.id')
    .execute();
  const rows: TournamentRow[] = [];
  const selections = new Map<string, number>();
  for (const { selected_in, ...row } of joined) {
    if (rows[rows.length - 1]?.id !== row.id) rows.push(row);
    if (selected_in !== null) selections.set(selected_in, row.id);
  }
  return { rows, selections };
}

export async function resolveTournament(
  q: Q,
  guildId: string,
  channelId: string,
  name?: string,
): Promise<TournamentRow> {
  const { rows, selections } = await serverTournaments(q, guildId);
  return pickTournament(rows, selections, channelId, name);
}

/**
 * Serialises changes to one tournament: a no-op update takes the row lock on PostgreSQL (SQLite
 * runs one transaction at a time anyway). Call first in every transaction that changes a tournament.
 */
export async function lockTournament(q: Q, tournamentId: number): Promise<void> {
  await q
    .updateTable('tournaments')
    .set((eb) => ({ current_round: eb.ref('current_round') }))
    .where('id', '=', tournamentId)
    .execute();
}

/**
 * The tournament's rows: on PostgreSQL in one query (each table's rows as one JSON array; every
 * column is an integer or text, which JSON keeps as they are), one round trip instead of four on the
 * transaction's connection, where the four would run one after the other.
 */
async function tournamentRows(
  q: Q,
  id: number,
): Promise<[PlayerRow[], GameRow[], ByeRow[], WithdrawalRow[]]> {
  if (q.getExecutor().adapter instanceof PostgresAdapter) {
    const r = await sql<{ p: PlayerRow[]; g: GameRow[]; b: ByeRow[]; w: WithdrawalRow[] }>`select
      (select coalesce(json_agg(p order by p.start_no), '[]') from players p where p.tournament_id = ${id}) as p,
      (select coalesce(json_agg(g order by g.round, g.board, g.id), '[]') from games g where g.tournament_id = ${id}) as g,
      (select coalesce(json_agg(b order by b.round, b.start_no), '[]') from byes b where b.tournament_id = ${id}) as b,
      (select coalesce(json_agg(w order by w.start_no), '[]') from withdrawals w where w.tournament_id = ${id}) as w`.execute(
      q,
    );
    const rows = r.rows[0];
    if (rows) return [rows.p, rows.g, rows.b, rows.w];
  }
  return Promise.all([
    q.selectFrom('players').selectAll().where('tournament_id', '=', id).orderBy('start_no').execute(),
    q
      .selectFrom('games')
      .selectAll()
      .where('tournament_id', '=', id)
      .orderBy('round')
      .orderBy('board')
      .orderBy('id')
      .execute(),
    q
      .selectFrom('byes')
      .selectAll()
      .where('tournament_id', '=', id)
      .orderBy('round')
      .orderBy('start_no')
      .execute(),
    q.selectFrom('withdrawals').selectAll().where('tournament_id', '=', id).orderBy('start_no').execute(),
  ]);
}

export async function loadTournament(q: Q, row: TournamentRow): Promise<LoadedTournament> {
  const [players, games, byes, withdrawals] = await tournamentRows(q, row.id);
  const extra = readExtra(row);
  const tournament: Tournament = {
    name: row.name,
    kind: row.kind as TournamentKind,
    rounds: row.rounds,
    ...(extra.startDate ? { startDate: extra.startDate } : {}),
    players: players.map(toPlayer),
    games: games.map(gameOfRow),
    unpaired: byes.map(unpairedOfRow),
    withdrawals: withdrawals.map(withdrawalOfRow),
    pointSystem: extra.pointSystem ?? STANDARD_POINTS,
    ...(extra.initialColor ? { initialColor: extra.initialColor } : {}),
    ...(extra.tiebreaks ? { tiebreaks: extra.tiebreaks } : {}),
    ...(extra.pairingSystem ? { pairingSystem: extra.pairingSystem } : {}),
  };
  return { row, extra, players, games, tournament };
}

/**
 * The same tournament with some games' rows replaced (rows read back after a result change), or
 * undefined when a row is not one of its games (then it must be loaded anew).
 */
export function withGames(lt: LoadedTournament, rows: readonly GameRow[]): LoadedTournament | undefined {
  const byId = new Map(rows.map((g) => [g.id, g]));
  let replaced = 0;
  const games = lt.games.map((g) => {
    const now = byId.get(g.id);
    if (!now) return g;
    replaced += 1;
    return now;
  });
  if (replaced !== byId.size || rows.some((g) => g.tournament_id !== lt.row.id)) return undefined;
  return { ...lt, games, tournament: { ...lt.tournament, games: games.map(gameOfRow) } };
}

/** The same tournament with these player rows (rows read back after players were added). */
export function withPlayers(lt: LoadedTournament, rows: readonly PlayerRow[]): LoadedTournament {
  const players = [...rows].sort((a, b) => a.start_no - b.start_no);
  return { ...lt, players, tournament: { ...lt.tournament, players: players.map(toPlayer) } };
}

function toPlayer(p: PlayerRow): Player {
  return {
    id: p.start_no,
    name: p.name,
    ...(p.dwz !== null
      ? { dwz: p.dwz_index !== null ? { rating: p.dwz, index: p.dwz_index } : { rating: p.dwz } }
      : {}),
    ...(p.fide !== null ? { fide: p.fide } : {}),
    ...(p.birth_year !== null ? { birthYear: p.birth_year } : {}),
  };
}
