import type { Q } from './store.ts';

/** A club's teams, their registered players, match days, availability, line-ups and their audit. */

/** A member's answer to a match day's availability question. */
export const AVAILABILITY_ANSWERS = ['yes', 'no', 'maybe'] as const;
export type AvailabilityAnswer = (typeof AVAILABILITY_ANSWERS)[number];
export const isAvailabilityAnswer = (s: string): s is AvailabilityAnswer =>
  (AVAILABILITY_ANSWERS as readonly string[]).includes(s);

/** What the team audit records. */
export const TEAM_AUDIT_ACTIONS = [
  'link',
  'captain',
  'import',
  'availability',
  'answer',
  'lineup',
  'result',
  'confirm',
  'match',
  'memberLink',
] as const;
export type TeamAuditAction = (typeof TEAM_AUDIT_ACTIONS)[number];

export interface ClubTeam {
  readonly name: string;
  readonly league: string;
  readonly leagueTeam: number;
  readonly rank: number;
  readonly captainRoleId?: string;
  readonly captainUserId?: string;
}

export interface ClubTeamPlayer {
  readonly team: string;
  readonly boardNo: number;
  readonly key: string;
  readonly name: string;
  readonly userId?: string;
}

export interface MatchDay {
  readonly id: number;
  readonly team: string;
  readonly round: number;
  readonly matchDate?: string;
  readonly opponent: string;
  readonly deadline: string;
}

/** The server's club teams, first team first. */
export async function clubTeams(q: Q, guildId: string): Promise<ClubTeam[]> {
  const rows = await q
    .selectFrom('club_teams')
    .selectAll()
    .where('guild_id', '=', guildId)
    .orderBy('rank')
    .orderBy('name')
    .execute();
  return rows.map((r) => ({
    name: r.name,
    league: r.league,
    leagueTeam: Number(r.league_team),
    rank: Number(r.rank),
    ...(r.captain_role_id ? { captainRoleId: r.captain_role_id } : {}),
    ...(r.captain_user_id ? { captainUserId: r.captain_user_id } : {}),
  }));
}

export async function upsertClubTeam(
  q: Q,
  guildId: string,
  t: { name: string; league: string; leagueTeam: number; rank: number },
): Promise<void> {
  await q
    .insertInto('club_teams')
    .values({
      guild_id: guildId,
      name: t.name,
      league: t.league,
      league_team: t.leagueTeam,
      rank: t.rank,
      captain_role_id: null,
      captain_user_id: null,
    })
    .onConflict((oc) =>
      oc
        .columns(['guild_id', 'name'])
        .doUpdateSet({ league: t.league, league_team: t.leagueTeam, rank: t.rank }),
    )
    .execute();
}

export async function setCaptain(
  q: Q,
  guildId: string,
  team: string,
  captain: { roleId?: string; userId?: string },
): Promise<void> {
  await q
    .updateTable('club_teams')
    .set({ captain_role_id: captain.roleId ?? null, captain_user_id: captain.userId ?? null })
    .where('guild_id', '=', guildId)
    .where('name', '=', team)
    .execute();
}

/** Every registered player of the server's club teams, by team and board number. */
export async function clubPlayers(q: Q, guildId: string): Promise<ClubTeamPlayer[]> {
  const rows = await q
    .selectFrom('club_team_players')
    .selectAll()
    .where('guild_id', '=', guildId)
    .orderBy('team')
    .orderBy('board_no')
    .execute();
  return rows.map((r) => ({
    team: r.team,
    boardNo: Number(r.board_no),
    key: r.player_key,
    name: r.name,
    ...(r.user_id ? { userId: r.user_id } : {}),
  }));
}

/** Replaces a team's registered players (the list in board order). */
export async function replaceTeamPlayers(
  q: Q,
  guildId: string,
  team: string,
  players: readonly { key: string; name: string; userId?: string }[],
): Promise<void> {
  await q.deleteFrom('club_team_players').where('guild_id', '=', guildId).where('team', '=', team).execute();
  if (players.length === 0) return;
  await q
    .insertInto('club_team_players')
    .values(
      players.map((p, k) => ({
        guild_id: guildId,
        team,
        board_no: k + 1,
        player_key: p.key,
        name: p.name,
        user_id: p.userId ?? null,
      })),
    )
    .execute();
}

const matchDayOf = (r: {
  id: number;
  team: string;
  round: number;
  match_date: string | null;
  opponent: string;
  deadline: string;
}): MatchDay => ({
  id: Number(r.id),
  team: r.team,
  round: Number(r.round),
  ...(r.match_date ? { matchDate: r.match_date } : {}),
  opponent: r.opponent,
  deadline: r.deadline,
});

/**
 * The team's match day of a round, created (or its deadline, date and opponent updated: a fixture
 * moved in the league file moves its jobs) by /team availability.
 */
export async function upsertMatchDay(
  q: Q,
  guildId: string,
  m: Omit<MatchDay, 'id'> & { createdBy: string },
): Promise<MatchDay> {
  const existing = await q
    .selectFrom('team_match_days')
    .select('id')
    .where('guild_id', '=', guildId)
    .where('team', '=', m.team)
    .where('round', '=', m.round)
    .executeTakeFirst();
  if (existing)
    await q
      .updateTable('team_match_days')
      .set({ deadline: m.deadline, match_date: m.matchDate ?? null, opponent: m.opponent })
      .where('id', '=', existing.id)
      .execute();
  else
    await q
      .insertInto('team_match_days')
      .values({
        guild_id: guildId,
        team: m.team,
        round: m.round,
        match_date: m.matchDate ?? null,
        opponent: m.opponent,
        deadline: m.deadline,
        created_by: m.createdBy,
      })
      .execute();
  const row = await q
    .selectFrom('team_match_days')
    .selectAll()
    .where('guild_id', '=', guildId)
    .where('team', '=', m.team)
    .where('round', '=', m.round)
    .executeTakeFirstOrThrow();
  return matchDayOf(row);
}

export async function matchDayById(q: Q, guildId: string, id: number): Promise<MatchDay | undefined> {
  const row = await q
    .selectFrom('team_match_days')
    .selectAll()
    .where('guild_id', '=', guildId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? matchDayOf(row) : undefined;
}

export async function matchDayOfRound(
  q: Q,
  guildId: string,
  team: string,
  round: number,
): Promise<MatchDay | undefined> {
  const row = await q
    .selectFrom('team_match_days')
    .selectAll()
    .where('guild_id', '=', guildId)
    .where('team', '=', team)
    .where('round', '=', round)
    .executeTakeFirst();
  return row ? matchDayOf(row) : undefined;
}

export async function setAvailability(
  q: Q,
  matchDayId: number,
  userId: string,
  answer: AvailabilityAnswer,
  at: string,
): Promise<void> {
  await q
    .insertInto('team_availability')
    .values({ match_day_id: matchDayId, user_id: userId, answer, at })
    .onConflict((oc) => oc.columns(['match_day_id', 'user_id']).doUpdateSet({ answer, at }))
    .execute();
}

/** The answers of a match day: member id → answer. */
export async function availabilityOf(q: Q, matchDayId: number): Promise<Map<string, AvailabilityAnswer>> {
  const rows = await q
    .selectFrom('team_availability')
    .select(['user_id', 'answer'])
    .where('match_day_id', '=', matchDayId)
    .execute();
  const out = new Map<string, AvailabilityAnswer>();
  for (const r of rows) if (isAvailabilityAnswer(r.answer)) out.set(r.user_id, r.answer);
  return out;
}

export async function setLineup(
  q: Q,
  matchDayId: number,
  boards: readonly (string | undefined)[],
  by: string,
  at: string,
): Promise<void> {
  const json = JSON.stringify(boards.map((b) => b ?? null));
  await q
    .insertInto('team_lineups')
    .values({ match_day_id: matchDayId, boards: json, set_by: by, at })
    .onConflict((oc) => oc.column('match_day_id').doUpdateSet({ boards: json, set_by: by, at }))
    .execute();
}

export async function lineupOf(q: Q, matchDayId: number): Promise<(string | undefined)[] | undefined> {
  const row = await q
    .selectFrom('team_lineups')
    .select('boards')
    .where('match_day_id', '=', matchDayId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.boards) as (string | null)[]).map((b) => b ?? undefined) : undefined;
}

export async function teamAudit(
  q: Q,
  a: { guildId: string; team: string; actorId: string; at: string; action: TeamAuditAction; detail: string },
): Promise<void> {
  await q
    .insertInto('team_audit')
    .values({
      guild_id: a.guildId,
      team: a.team,
      actor_id: a.actorId,
      at: a.at,
      action: a.action,
      detail: a.detail,
    })
    .execute();
}

export async function teamAuditOf(q: Q, guildId: string, team: string) {
  return q
    .selectFrom('team_audit')
    .selectAll()
    .where('guild_id', '=', guildId)
    .where('team', '=', team)
    .orderBy('id')
    .execute();
}

/** A board result of a match day, home team first (SEASON_RESULTS); confirmed by a second person. */
export interface BoardResult {
  readonly board: number;
  readonly result: string;
  readonly enteredBy: string;
  readonly confirmedBy?: string;
}

export async function boardResultsOf(q: Q, matchDayId: number): Promise<BoardResult[]> {
  const rows = await q
    .selectFrom('team_results')
    .selectAll()
    .where('match_day_id', '=', matchDayId)
    .orderBy('board')
    .execute();
  return rows.map((r) => ({
    board: Number(r.board),
    result: r.result,
    enteredBy: r.entered_by,
    ...(r.confirmed_by ? { confirmedBy: r.confirmed_by } : {}),
  }));
}

/** Enters (or, while unconfirmed, replaces) a board's result. */
export async function enterBoardResult(
  q: Q,
  matchDayId: number,
  board: number,
  result: string,
  by: string,
  at: string,
): Promise<void> {
  await q
    .insertInto('team_results')
    .values({
      match_day_id: matchDayId,
      board,
      result,
      entered_by: by,
      entered_at: at,
      confirmed_by: null,
      confirmed_at: null,
    })
    .onConflict((oc) =>
      oc.columns(['match_day_id', 'board']).doUpdateSet({ result, entered_by: by, entered_at: at }),
    )
    .execute();
}

/** Confirms a board's result; false when it was confirmed already (the one update that wins). */
export async function confirmBoardResult(
  q: Q,
  matchDayId: number,
  board: number,
  by: string,
  at: string,
): Promise<boolean> {
  const r = await q
    .updateTable('team_results')
    .set({ confirmed_by: by, confirmed_at: at })
    .where('match_day_id', '=', matchDayId)
    .where('board', '=', board)
    .where('confirmed_by', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The league file stored by the bot (the leagues row's JSON) and its replacement. */
export async function leagueData(q: Q, guildId: string, league: string): Promise<string | undefined> {
  const row = await q
    .selectFrom('leagues')
    .select('data')
    .where('guild_id', '=', guildId)
    .where('name', '=', league)
    .executeTakeFirst();
  return row?.data;
}

export async function replaceLeagueData(
  q: Q,
  guildId: string,
  league: string,
  data: string,
  by: string,
  at: string,
): Promise<void> {
  await q
    .updateTable('leagues')
    .set({ data, updated_by: by, updated_at: at })
    .where('guild_id', '=', guildId)
    .where('name', '=', league)
    .execute();
}

/** Scheduled posts of a match day (Europe/Berlin wall times, computed when scheduled). */
const MATCH_DAY_KINDS = ['remind', 'closes', 'lineupDue', 'resultsDue', 'event'] as const;
/** A round deadline's jobs: their `matchDayId` holds the round deadline's id. */
const ROUND_KINDS = ['roundRemind', 'roundDue', 'roundEvent'] as const;
export const SCHEDULED_KINDS = [...MATCH_DAY_KINDS, ...ROUND_KINDS] as const;
export type ScheduledKind = (typeof SCHEDULED_KINDS)[number];
export const isScheduledKind = (s: string): s is ScheduledKind =>
  (SCHEDULED_KINDS as readonly string[]).includes(s);

export interface ScheduledJob {
  readonly id: number;
  readonly guildId: string;
  readonly channelId: string;
  readonly kind: ScheduledKind;
  readonly matchDayId: number;
  readonly locale: string;
  readonly dueAt: string;
}

/** Schedules (or moves) a match day's job; a moved job is due again. */
export async function scheduleJob(q: Q, job: Omit<ScheduledJob, 'id'>): Promise<void> {
  await q
    .insertInto('scheduled_jobs')
    .values({
      guild_id: job.guildId,
      channel_id: job.channelId,
      kind: job.kind,
      match_day_id: job.matchDayId,
      locale: job.locale,
      due_at: job.dueAt,
      sent_at: null,
      late: 0,
    })
    .onConflict((oc) =>
      oc.columns(['match_day_id', 'kind']).doUpdateSet({
        channel_id: job.channelId,
        locale: job.locale,
        due_at: job.dueAt,
        sent_at: null,
        late: 0,
      }),
    )
    .execute();
}

/** Drops a match day's jobs not yet sent (asked again: its jobs are scheduled anew). */
export async function dropUnsentJobs(q: Q, matchDayId: number): Promise<void> {
  await q
    .deleteFrom('scheduled_jobs')
    .where('match_day_id', '=', matchDayId)
    .where('kind', 'in', MATCH_DAY_KINDS)
    .where('sent_at', 'is', null)
    .execute();
}

/** Jobs not sent and due by `now`, oldest first. */
export async function dueJobs(q: Q, now: string): Promise<ScheduledJob[]> {
  const rows = await q
    .selectFrom('scheduled_jobs')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('due_at', '<=', now)
    .orderBy('due_at')
    .orderBy('id')
    .execute();
  return rows.flatMap((r) =>
    isScheduledKind(r.kind)
      ? [
          {
            id: Number(r.id),
            guildId: r.guild_id,
            channelId: r.channel_id,
            kind: r.kind,
            matchDayId: Number(r.match_day_id),
            locale: r.locale,
            dueAt: r.due_at,
          },
        ]
      : [],
  );
}

/** When the next job not sent is due (ISO), or undefined. */
export async function nextDue(q: Q): Promise<string | undefined> {
  const row = await q
    .selectFrom('scheduled_jobs')
    .select('due_at')
    .where('sent_at', 'is', null)
    .orderBy('due_at')
    .limit(1)
    .executeTakeFirst();
  return row?.due_at;
}

/** Claims a job for sending: true for the one caller (process, shard) whose update wins. */
export async function claimJob(q: Q, id: number, at: string, late: boolean): Promise<boolean> {
  const r = await q
    .updateTable('scheduled_jobs')
    .set({ sent_at: at, late: late ? 1 : 0 })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Gives a claimed job back (its post failed): it is due again at the next wake. */
export async function releaseJob(q: Q, id: number): Promise<void> {
  await q.updateTable('scheduled_jobs').set({ sent_at: null, late: 0 }).where('id', '=', id).execute();
}

export async function rememberLocale(q: Q, guildId: string, userId: string, locale: string): Promise<void> {
  await q
    .insertInto('member_locales')
    .values({ guild_id: guildId, user_id: userId, locale })
    .onConflict((oc) => oc.columns(['guild_id', 'user_id']).doUpdateSet({ locale }))
    .execute();
}

export async function localesOf(q: Q, guildId: string): Promise<Map<string, string>> {
  const rows = await q.selectFrom('member_locales').selectAll().where('guild_id', '=', guildId).execute();
  return new Map(rows.map((r) => [r.user_id, r.locale]));
}

/** The opposing players named with a match day's board results, by board. */
export async function boardOpponentsOf(
  q: Q,
  matchDayId: number,
): Promise<Map<number, { key: string; name: string }>> {
  const rows = await q
    .selectFrom('team_results')
    .select(['board', 'opponent_key', 'opponent_name'])
    .where('match_day_id', '=', matchDayId)
    .execute();
  return new Map(
    rows.flatMap((r) =>
      r.opponent_key
        ? [[Number(r.board), { key: r.opponent_key, name: r.opponent_name ?? r.opponent_key }]]
        : [],
    ),
  );
}

/** Names the opposing player of an entered board result (kept when the result is entered again without one). */
export async function setBoardOpponent(
  q: Q,
  matchDayId: number,
  board: number,
  opponent: { key: string; name: string },
): Promise<void> {
  await q
    .updateTable('team_results')
    .set({ opponent_key: opponent.key, opponent_name: opponent.name })
    .where('match_day_id', '=', matchDayId)
    .where('board', '=', board)
    .execute();
}

/**
 * Links a member to a registered player (every team list that holds the player's key) and, for a
 * member linking themself, drops their links to other players: one member is one player.
 */
export async function linkMemberToPlayer(
  q: Q,
  guildId: string,
  key: string,
  userId: string,
  opts: { readonly dropOthers: boolean },
): Promise<void> {
  if (opts.dropOthers)
    await q
      .updateTable('club_team_players')
      .set({ user_id: null })
      .where('guild_id', '=', guildId)
      .where('user_id', '=', userId)
      .where('player_key', '!=', key)
      .execute();
  await q
    .updateTable('club_team_players')
    .set({ user_id: userId })
    .where('guild_id', '=', guildId)
    .where('player_key', '=', key)
    .execute();
}
