import type { Generated, Selectable } from 'kysely';
import type { GameResult, TournamentKind, UnpairedKind } from '../../core/index.ts';
import type { GameState } from './gameStates.ts';

/**
 * The bot's tables (one set of query code for SQLite and PostgreSQL). Discord ids are text,
 * booleans are 0/1 integers, times are ISO-8601 text: portable across both engines.
 */
export interface GuildConfigTable {
  guild_id: string;
  arbiter_role_id: string | null;
}

export const TOURNAMENT_STATUSES = ['registration', 'running', 'finished'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

export interface TournamentsTable {
  id: Generated<number>;
  guild_id: string;
  name: string;
  kind: TournamentKind;
  rounds: number;
  status: TournamentStatus;
  /** The round announced last (0 before the first). */
  current_round: number;
  created_by: string;
  created_at: string;
  /** Extra model fields (point system, initial colour, tiebreaks) as JSON; '{}' when none. */
  extra: string;
}

export interface ChannelSelectionTable {
  guild_id: string;
  channel_id: string;
  tournament_id: number;
}

export interface PlayersTable {
  id: Generated<number>;
  tournament_id: number;
  start_no: number;
  user_id: string | null; // null for a guest
  name: string;
  dwz: number | null;
  dwz_index: number | null;
  fide: number | null;
  birth_year: number | null;
}

export interface MemberRatingsTable {
  guild_id: string;
  user_id: string;
  dwz: number | null;
  dwz_index: number | null;
  fide: number | null;
  birth_year: number | null;
}

export interface GamesTable {
  id: Generated<number>;
  tournament_id: number;
  round: number;
  board: number;
  white_no: number;
  black_no: number;
  /** '*' while open. */
  result: GameResult;
  /** The transition table is `gameStates.ts`. */
  state: GameState;
  reported_by: string | null;
  /** Game number within the pairing and round (knockout ties), 1 by default. */
  game_no: Generated<number>;
  /** 1 = a knockout tie-break game. */
  tiebreak: Generated<number>;
}

export interface ByesTable {
  tournament_id: number;
  round: number;
  start_no: number;
  kind: UnpairedKind;
}

export interface WithdrawalsTable {
  tournament_id: number;
  start_no: number;
  after_round: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  tournament_id: number;
  game_id: number | null;
  actor_id: string;
  at: string;
  action: string;
  before: string | null;
  after: string | null;
}

export interface ProcessedInteractionsTable {
  interaction_id: string;
  at: string;
}

export interface SheetLinksTable {
  tournament_id: number;
  spreadsheet_id: string;
  linked_by: string;
}

/** A team league linked to a server (issue 16): the core team event as JSON. */
export interface LeaguesTable {
  guild_id: string;
  name: string;
  /** JSON: { event: TeamEvent, boardResults: boolean, rules: LeagueRuleSetId }. */
  data: string;
  updated_by: string;
  updated_at: string;
}

/**
 * A server's imported player list (the DSB spieler.csv or a club list): personal data kept in this
 * server's storage only, replaced as a whole by the next import, never logged.
 */
export interface PlayerListEntriesTable {
  guild_id: string;
  /** Folded family name (`foldName`): the lookup key for a member's name. */
  family_key: string;
  name: string;
  dsb_id: string | null;
  zps: string | null;
  member_number: string | null;
  fide_id: string | null;
  title: string | null;
  dwz: number | null;
  dwz_index: number | null;
  fide: number | null;
  birth_year: number | null;
}

/** How a member is linked to a list entry: `dsb` PKZ, `zps` "C0327-1088" (ZPS and member number), `fide` id. */
export const LIST_LINK_KINDS = ['dsb', 'zps', 'fide'] as const;
export type ListLinkKind = (typeof LIST_LINK_KINDS)[number];

export interface MemberListLinksTable {
  guild_id: string;
  user_id: string;
  kind: ListLinkKind;
  value: string;
}

/** A club team linked to a team of a league file (/arbiter team link), with its captain. */
export interface ClubTeamsTable {
  guild_id: string;
  name: string;
  league: string;
  /** The team's id in the league file. */
  league_team: number;
  /** The club's order of its teams: 1 = first team. */
  rank: number;
  captain_role_id: string | null;
  captain_user_id: string | null;
}

/** A club team's registered players (Meldeliste) in board order, each optionally a member. */
export interface ClubTeamPlayersTable {
  guild_id: string;
  team: string;
  board_no: number;
  /** The player's id in the league file, or a key made from the name. */
  player_key: string;
  name: string;
  user_id: string | null;
}

export interface TeamMatchDaysTable {
  id: Generated<number>;
  guild_id: string;
  team: string;
  round: number;
  match_date: string | null;
  opponent: string;
  /** ISO instant: answers after it are refused. */
  deadline: string;
  created_by: string;
}

export interface TeamAvailabilityTable {
  match_day_id: number;
  user_id: string;
  /** `yes`, `no` or `maybe` (AVAILABILITY_ANSWERS). */
  answer: string;
  at: string;
}

export interface TeamLineupsTable {
  match_day_id: number;
  /** JSON: player keys by board (null: board left empty). */
  boards: string;
  set_by: string;
  at: string;
}

export interface TeamAuditTable {
  id: Generated<number>;
  guild_id: string;
  team: string;
  actor_id: string;
  at: string;
  action: string;
  detail: string;
}

/** A board result of a match day: entered by a captain or the board's player, confirmed by another. */
export interface TeamResultsTable {
  match_day_id: number;
  board: number;
  /** From the home team's side, as in the league file (SEASON_RESULTS). */
  result: string;
  entered_by: string;
  entered_at: string;
  confirmed_by: string | null;
  confirmed_at: string | null;
  /** The opposing player named with the result (migration 0009): league file id, else `name:…`. */
  opponent_key: string | null;
  opponent_name: string | null;
}

/** A scheduled post or reminder of a match day (SCHEDULED_KINDS), sent once. */
export interface ScheduledJobsTable {
  id: Generated<number>;
  guild_id: string;
  channel_id: string;
  kind: string;
  match_day_id: number;
  /** The server's language when it was scheduled (channel posts). */
  locale: string;
  /** ISO instant. */
  due_at: string;
  /** ISO instant of the claim that sent it; null while due. */
  sent_at: string | null;
  /** 1 when it was sent after the bot had been down past its time. */
  late: number;
}

/** The language a member last used with the bot (`en` or `de`). */
export interface MemberLocalesTable {
  guild_id: string;
  user_id: string;
  locale: string;
}

/** A round's deadline in a tournament played over a week (reminders and the overdue list). */
export interface RoundDeadlinesTable {
  id: Generated<number>;
  guild_id: string;
  tournament_id: number;
  round: number;
  /** ISO instant. */
  deadline: string;
  /** Where its reminder and overdue posts go. */
  channel_id: string;
  set_by: string;
  set_at: string;
}

/** A server's reminder settings (REMINDER_MODES; events 0/1: Discord scheduled events). */
export interface ReminderSettingsTable {
  guild_id: string;
  reminders: string;
  events: number;
}

/** The Discord scheduled event made for a match day (`day:ID`) or a round (`round:ID`). */
export interface DiscordEventsTable {
  guild_id: string;
  subject: string;
  event_id: string;
}

/** A reminder a job sent to one member (`dm` or `mention`), for the job's due time. */
export interface ReminderDmsTable {
  job_id: number;
  due_at: string;
  user_id: string;
  how: string;
}

/** One workflow action (core `HistoryEntry` as JSON) and who did it. */
export interface TournamentHistoryTable {
  id: Generated<number>;
  tournament_id: number;
  actor_id: string;
  entry: string;
}

/** A team event run on the server: `data` is JSON ({ tournament, captains, entries }, storage/teamEvents.ts). */
export interface TeamEventsTable {
  id: Generated<number>;
  guild_id: string;
  name: string;
  data: string;
  updated_by: string;
  updated_at: string;
}

export interface Database {
  guild_config: GuildConfigTable;
  tournaments: TournamentsTable;
  channel_selection: ChannelSelectionTable;
  players: PlayersTable;
  member_ratings: MemberRatingsTable;
  games: GamesTable;
  byes: ByesTable;
  withdrawals: WithdrawalsTable;
  audit_log: AuditLogTable;
  processed_interactions: ProcessedInteractionsTable;
  sheet_links: SheetLinksTable;
  leagues: LeaguesTable;
  player_list_entries: PlayerListEntriesTable;
  member_list_links: MemberListLinksTable;
  club_teams: ClubTeamsTable;
  club_team_players: ClubTeamPlayersTable;
  team_match_days: TeamMatchDaysTable;
  team_availability: TeamAvailabilityTable;
  team_lineups: TeamLineupsTable;
  team_audit: TeamAuditTable;
  tournament_history: TournamentHistoryTable;
  team_results: TeamResultsTable;
  scheduled_jobs: ScheduledJobsTable;
  member_locales: MemberLocalesTable;
  round_deadlines: RoundDeadlinesTable;
  reminder_settings: ReminderSettingsTable;
  discord_events: DiscordEventsTable;
  reminder_dms: ReminderDmsTable;
  team_events: TeamEventsTable;
}

export type TournamentRow = Selectable<TournamentsTable>;
export type PlayerRow = Selectable<PlayersTable>;
export type GameRow = Selectable<GamesTable>;
