import {
  type Game,
  type GameResult,
  type Player,
  type PointSystem,
  STANDARD_POINTS,
  type Tournament,
  type TournamentKind,
  type Unpaired,
  type UnpairedKind,
} from '../../core/index.ts';
import { UserError } from '../errors.ts';
import type { GameRow, PlayerRow, TournamentRow, TournamentStatus } from './schema.ts';
import { isUniqueViolation, type Q } from './store.ts';

/** Queries over the bot's tables; every function takes the handle (db or transaction) first. */

export interface TournamentExtra {
  readonly pointSystem?: PointSystem;
  readonly initialColor?: 'white' | 'black';
  readonly tiebreaks?: readonly string[];
  readonly announceChannelId?: string;
  readonly startDate?: string;
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

/**
 * The tournament a command acts on: the one named, else the one selected in this channel, else the
 * only unfinished one of the server.
 */
export async function resolveTournament(
  q: Q,
  guildId: string,
  channelId: string,
  name?: string,
): Promise<TournamentRow> {
  if (name) {
    const row = await tournamentByName(q, guildId, name);
    if (!row) throw new UserError('tournamentNotFound', { name });
    return row;
  }
  const sel = await q
    .selectFrom('channel_selection')
    .innerJoin('tournaments', 'tournaments.id', 'channel_selection.tournament_id')
    .selectAll('tournaments')
    .where('channel_selection.guild_id', '=', guildId)
    .where('channel_selection.channel_id', '=', channelId)
    .executeTakeFirst();
  if (sel) return sel;
  const open = (await listTournaments(q, guildId)).filter((t) => t.status !== 'finished');
  if (open.length === 1 && open[0]) return open[0];
  throw new UserError(open.length === 0 ? 'noTournament' : 'selectTournament');
}

export async function loadTournament(q: Q, row: TournamentRow): Promise<LoadedTournament> {
  const [players, games, byes, withdrawals] = await Promise.all([
    q.selectFrom('players').selectAll().where('tournament_id', '=', row.id).orderBy('start_no').execute(),
    q
      .selectFrom('games')
      .selectAll()
      .where('tournament_id', '=', row.id)
      .orderBy('round')
      .orderBy('board')
      .execute(),
    q
      .selectFrom('byes')
      .selectAll()
      .where('tournament_id', '=', row.id)
      .orderBy('round')
      .orderBy('start_no')
      .execute(),
    q.selectFrom('withdrawals').selectAll().where('tournament_id', '=', row.id).execute(),
  ]);
  const extra = readExtra(row);
  const tournament: Tournament = {
    name: row.name,
    kind: row.kind as TournamentKind,
    rounds: row.rounds,
    ...(extra.startDate ? { startDate: extra.startDate } : {}),
    players: players.map(toPlayer),
    games: games.map(toGame),
    unpaired: byes.map((b): Unpaired => ({
      round: b.round,
      player: b.start_no,
      kind: b.kind as UnpairedKind,
    })),
    withdrawals: withdrawals.map((w) => ({ player: w.start_no, afterRound: w.after_round })),
    pointSystem: extra.pointSystem ?? STANDARD_POINTS,
    ...(extra.initialColor ? { initialColor: extra.initialColor } : {}),
    ...(extra.tiebreaks ? { tiebreaks: extra.tiebreaks } : {}),
  };
  return { row, extra, players, games, tournament };
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

const toGame = (g: GameRow): Game => ({
  round: g.round,
  white: g.white_no,
  black: g.black_no,
  result: g.result as GameResult,
  board: g.board,
  ...(g.game_no !== 1 ? { game: g.game_no } : {}),
  ...(g.tiebreak ? { tiebreakGame: true } : {}),
});

// ---- players -------------------------------------------------------------------------------

export interface PlayerInput {
  readonly userId: string | null;
  readonly name: string;
  readonly dwz: number | null;
  readonly dwzIndex: number | null;
  readonly fide: number | null;
  readonly birthYear: number | null;
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

// ---- games, byes, withdrawals --------------------------------------------------------------

export interface NewGame {
  readonly round: number;
  readonly board: number;
  readonly white: number;
  readonly black: number;
  readonly result?: GameResult;
  readonly game?: number;
  readonly tiebreakGame?: boolean;
}

export async function insertGames(q: Q, tournamentId: number, games: readonly NewGame[]): Promise<void> {
  if (games.length === 0) return;
  await q
    .insertInto('games')
    .values(
      games.map((g) => ({
        tournament_id: tournamentId,
        round: g.round,
        board: g.board,
        white_no: g.white,
        black_no: g.black,
        result: g.result ?? '*',
        state: g.result && g.result !== '*' ? 'set' : 'open',
        reported_by: null,
        game_no: g.game ?? 1,
        tiebreak: g.tiebreakGame ? 1 : 0,
      })),
    )
    .execute();
}

export const gameById = (q: Q, id: number): Promise<GameRow | undefined> =>
  q.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();

export const gameByBoard = (
  q: Q,
  tournamentId: number,
  round: number,
  board: number,
): Promise<GameRow | undefined> =>
  q
    .selectFrom('games')
    .selectAll()
    .where('tournament_id', '=', tournamentId)
    .where('round', '=', round)
    .where('board', '=', board)
    .executeTakeFirst();

/** A player's report: applied only while the game is open (the first of two racing reports wins). */
export async function reportIfOpen(
  q: Q,
  gameId: number,
  result: GameResult,
  userId: string,
): Promise<boolean> {
  const r = await q
    .updateTable('games')
    .set({ result, state: 'reported', reported_by: userId })
    .where('id', '=', gameId)
    .where('result', '=', '*')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Moves a game from one state to another only if it is still in `from` (confirm/dispute races). */
export async function transitionGame(
  q: Q,
  gameId: number,
  from: string,
  to: { state: string; result?: GameResult; reported_by?: string | null },
): Promise<boolean> {
  const r = await q
    .updateTable('games')
    .set(to)
    .where('id', '=', gameId)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function setGameResult(q: Q, gameId: number, result: GameResult, state: string): Promise<void> {
  await q.updateTable('games').set({ result, state }).where('id', '=', gameId).execute();
}

export async function addBye(
  q: Q,
  tournamentId: number,
  round: number,
  startNo: number,
  kind: UnpairedKind,
): Promise<void> {
  const existing = await q
    .selectFrom('byes')
    .select('kind')
    .where('tournament_id', '=', tournamentId)
    .where('round', '=', round)
    .where('start_no', '=', startNo)
    .executeTakeFirst();
  if (existing) throw new UserError('byeExists', { round });
  await q
    .insertInto('byes')
    .values({ tournament_id: tournamentId, round, start_no: startNo, kind })
    .execute();
}

export async function addWithdrawal(
  q: Q,
  tournamentId: number,
  startNo: number,
  afterRound: number,
): Promise<void> {
  const existing = await q
    .selectFrom('withdrawals')
    .select('after_round')
    .where('tournament_id', '=', tournamentId)
    .where('start_no', '=', startNo)
    .executeTakeFirst();
  if (existing) throw new UserError('alreadyWithdrawn');
  await q
    .insertInto('withdrawals')
    .values({ tournament_id: tournamentId, start_no: startNo, after_round: afterRound })
    .execute();
}

// ---- audit log -----------------------------------------------------------------------------

export async function audit(
  q: Q,
  a: {
    tournamentId: number;
    gameId?: number;
    actorId: string;
    at: string;
    action: string;
    before?: string;
    after?: string;
  },
): Promise<void> {
  await q
    .insertInto('audit_log')
    .values({
      tournament_id: a.tournamentId,
      game_id: a.gameId ?? null,
      actor_id: a.actorId,
      at: a.at,
      action: a.action,
      before: a.before ?? null,
      after: a.after ?? null,
    })
    .execute();
}

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
