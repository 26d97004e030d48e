import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

/** Migrations in code (they bundle); DDL differs only for auto-increment keys. */
function migrations(dialect: Dialect): Record<string, Migration> {
  const idColumn = (t: string): string =>
    dialect === 'postgres' ? `${t} serial primary key` : `${t} integer primary key autoincrement`;
  return {
    '0001_init': {
      async up(db: Kysely<unknown>): Promise<void> {
        await db.schema
          .createTable('guild_config')
          .addColumn('guild_id', 'text', (c) => c.primaryKey())
          .addColumn('arbiter_role_id', 'text')
          .execute();
        await sql`create table tournaments (
          ${sql.raw(idColumn('id'))},
          guild_id text not null,
          name text not null,
          kind text not null,
          rounds integer not null,
          status text not null,
          current_round integer not null default 0,
          created_by text not null,
          created_at text not null,
          extra text not null default '{}'
        )`.execute(db);
        await db.schema
          .createIndex('tournaments_guild')
          .on('tournaments')
          .columns(['guild_id', 'name'])
          .unique()
          .execute();
        await db.schema
          .createTable('channel_selection')
          .addColumn('guild_id', 'text', (c) => c.notNull())
          .addColumn('channel_id', 'text', (c) => c.notNull())
          .addColumn('tournament_id', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('channel_selection_pk', ['guild_id', 'channel_id'])
          .execute();
        await sql`create table players (
          ${sql.raw(idColumn('id'))},
          tournament_id integer not null,
          start_no integer not null,
          user_id text,
          name text not null,
          dwz integer,
          dwz_index integer,
          fide integer,
          birth_year integer
        )`.execute(db);
        await db.schema
          .createIndex('players_start_no')
          .on('players')
          .columns(['tournament_id', 'start_no'])
          .unique()
          .execute();
        await db.schema
          .createIndex('players_user')
          .on('players')
          .columns(['tournament_id', 'user_id'])
          .unique()
          .execute();
        await db.schema
          .createTable('member_ratings')
          .addColumn('guild_id', 'text', (c) => c.notNull())
          .addColumn('user_id', 'text', (c) => c.notNull())
          .addColumn('dwz', 'integer')
          .addColumn('dwz_index', 'integer')
          .addColumn('fide', 'integer')
          .addColumn('birth_year', 'integer')
          .addPrimaryKeyConstraint('member_ratings_pk', ['guild_id', 'user_id'])
          .execute();
        await sql`create table games (
          ${sql.raw(idColumn('id'))},
          tournament_id integer not null,
          round integer not null,
          board integer not null,
          white_no integer not null,
          black_no integer not null,
          result text not null default '*',
          state text not null default 'open',
          reported_by text
        )`.execute(db);
        await db.schema
          .createIndex('games_board')
          .on('games')
          .columns(['tournament_id', 'round', 'board'])
          .unique()
          .execute();
        await db.schema
          .createTable('byes')
          .addColumn('tournament_id', 'integer', (c) => c.notNull())
          .addColumn('round', 'integer', (c) => c.notNull())
          .addColumn('start_no', 'integer', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('byes_pk', ['tournament_id', 'round', 'start_no'])
          .execute();
        await db.schema
          .createTable('withdrawals')
          .addColumn('tournament_id', 'integer', (c) => c.notNull())
          .addColumn('start_no', 'integer', (c) => c.notNull())
          .addColumn('after_round', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('withdrawals_pk', ['tournament_id', 'start_no'])
          .execute();
        await sql`create table audit_log (
          ${sql.raw(idColumn('id'))},
          tournament_id integer not null,
          game_id integer,
          actor_id text not null,
          at text not null,
          action text not null,
          before text,
          after text
        )`.execute(db);
        await db.schema
          .createIndex('audit_tournament')
          .on('audit_log')
          .columns(['tournament_id', 'id'])
          .execute();
        await db.schema
          .createTable('processed_interactions')
          .addColumn('interaction_id', 'text', (c) => c.primaryKey())
          .addColumn('at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('sheet_links')
          .addColumn('tournament_id', 'integer', (c) => c.primaryKey())
          .addColumn('spreadsheet_id', 'text', (c) => c.notNull())
          .addColumn('linked_by', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '0002_game_numbers': {
      // Knockout ties: several games per pairing and round (tie-break games after the regular ones).
      async up(db: Kysely<unknown>): Promise<void> {
        await db.schema
          .alterTable('games')
          .addColumn('game_no', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
        await db.schema
          .alterTable('games')
          .addColumn('tiebreak', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      },
    },
    '0003_leagues': {
      // Team leagues linked to a server (/league): one row per league name.
      async up(db: Kysely<unknown>): Promise<void> {
        await db.schema
          .createTable('leagues')
          .addColumn('guild_id', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('data', 'text', (c) => c.notNull())
          .addColumn('updated_by', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('leagues_pk', ['guild_id', 'name'])
          .execute();
      },
    },
    '0004_player_lists': {
      // A server's imported player list (/arbiter tournament import-list): looked up by family name.
      async up(db: Kysely<unknown>): Promise<void> {
        await db.schema
          .createTable('player_list_entries')
          .addColumn('guild_id', 'text', (c) => c.notNull())
          .addColumn('family_key', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('dsb_id', 'text')
          .addColumn('zps', 'text')
          .addColumn('member_number', 'text')
          .addColumn('fide_id', 'text')
          .addColumn('title', 'text')
          .addColumn('dwz', 'integer')
          .addColumn('dwz_index', 'integer')
          .addColumn('fide', 'integer')
          .addColumn('birth_year', 'integer')
          .execute();
        await db.schema
          .createIndex('player_list_family')
          .on('player_list_entries')
          .columns(['guild_id', 'family_key'])
          .execute();
        await db.schema
          .createIndex('player_list_dsb_id')
          .on('player_list_entries')
          .columns(['guild_id', 'dsb_id'])
          .execute();
      },
    },
    '0005_member_list_links': {
      // A member linked to a player of the server's list (/dwz link): by DSB id (PKZ), ZPS and
      // member number, or FIDE id, so /tournament join and /dwz estimate need no name matching.
      async up(db: Kysely<unknown>): Promise<void> {
        await db.schema
          .createTable('member_list_links')
          .addColumn('guild_id', 'text', (c) => c.notNull())
          .addColumn('user_id', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('value', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('member_list_links_pk', ['guild_id', 'user_id'])
          .execute();
      },
    },
    '0006_team_match_days': {
      // A club's teams in a league (/arbiter team), their registered players in board order, match
      // days with the members' availability, the captain's line-up, and the audit of every change.
      async up(db: Kysely<unknown>): Promise<void> {
        await db.schema
          .createTable('club_teams')
          .addColumn('guild_id', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('league', 'text', (c) => c.notNull())
          .addColumn('league_team', 'integer', (c) => c.notNull())
          .addColumn('rank', 'integer', (c) => c.notNull())
          .addColumn('captain_role_id', 'text')
          .addColumn('captain_user_id', 'text')
          .addPrimaryKeyConstraint('club_teams_pk', ['guild_id', 'name'])
          .execute();
        await db.schema
          .createTable('club_team_players')
          .addColumn('guild_id', 'text', (c) => c.notNull())
          .addColumn('team', 'text', (c) => c.notNull())
          .addColumn('board_no', 'integer', (c) => c.notNull())
          .addColumn('player_key', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('user_id', 'text')
          .addPrimaryKeyConstraint('club_team_players_pk', ['guild_id', 'team', 'board_no'])
          .execute();
        await sql`create table team_match_days (
          ${sql.raw(idColumn('id'))},
          guild_id text not null,
          team text not null,
          round integer not null,
          match_date text,
          opponent text not null,
          deadline text not null,
          created_by text not null
        )`.execute(db);
        await db.schema
          .createIndex('team_match_days_round')
          .on('team_match_days')
          .columns(['guild_id', 'team', 'round'])
          .unique()
          .execute();
        await db.schema
          .createTable('team_availability')
          .addColumn('match_day_id', 'integer', (c) => c.notNull())
          .addColumn('user_id', 'text', (c) => c.notNull())
          .addColumn('answer', 'text', (c) => c.notNull())
          .addColumn('at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('team_availability_pk', ['match_day_id', 'user_id'])
          .execute();
        await db.schema
          .createTable('team_lineups')
          .addColumn('match_day_id', 'integer', (c) => c.primaryKey())
          .addColumn('boards', 'text', (c) => c.notNull())
          .addColumn('set_by', 'text', (c) => c.notNull())
          .addColumn('at', 'text', (c) => c.notNull())
          .execute();
        await sql`create table team_audit (
          ${sql.raw(idColumn('id'))},
          guild_id text not null,
          team text not null,
          actor_id text not null,
          at text not null,
          action text not null,
          detail text not null
        )`.execute(db);
      },
    },
    '0007_workflow_history': {
      // Every workflow action on a tournament (core HistoryEntry as JSON), oldest first by id.
      async up(db: Kysely<unknown>): Promise<void> {
        await sql`create table tournament_history (
          ${sql.raw(idColumn('id'))},
          tournament_id integer not null,
          actor_id text not null,
          entry text not null
        )`.execute(db);
        await db.schema
          .createIndex('tournament_history_tournament')
          .on('tournament_history')
          .columns(['tournament_id', 'id'])
          .execute();
      },
    },
    '0008_team_results_and_jobs': {
      // Board results of a match day (entered, then confirmed by a second person), and scheduled
      // posts and reminders: each job sent once (`sent_at` set by the one claim that wins), and the
      // language each member last used.
      async up(db: Kysely<unknown>): Promise<void> {
        await db.schema
          .createTable('team_results')
          .addColumn('match_day_id', 'integer', (c) => c.notNull())
          .addColumn('board', 'integer', (c) => c.notNull())
          .addColumn('result', 'text', (c) => c.notNull())
          .addColumn('entered_by', 'text', (c) => c.notNull())
          .addColumn('entered_at', 'text', (c) => c.notNull())
          .addColumn('confirmed_by', 'text')
          .addColumn('confirmed_at', 'text')
          .addPrimaryKeyConstraint('team_results_pk', ['match_day_id', 'board'])
          .execute();
        await sql`create table scheduled_jobs (
          ${sql.raw(idColumn('id'))},
          guild_id text not null,
          channel_id text not null,
          kind text not null,
          match_day_id integer not null,
          locale text not null,
          due_at text not null,
          sent_at text,
          late integer not null default 0
        )`.execute(db);
        await db.schema
          .createIndex('scheduled_jobs_key')
          .on('scheduled_jobs')
          .columns(['match_day_id', 'kind'])
          .unique()
          .execute();
        // The language a member last used with the bot: reminders to them are written in it.
        await db.schema
          .createTable('member_locales')
          .addColumn('guild_id', 'text', (c) => c.notNull())
          .addColumn('user_id', 'text', (c) => c.notNull())
          .addColumn('locale', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('member_locales_pk', ['guild_id', 'user_id'])
          .execute();
        await db.schema
          .createIndex('scheduled_jobs_due')
          .on('scheduled_jobs')
          .columns(['sent_at', 'due_at'])
          .execute();
      },
    },
    '0009_reminders_rounds_events': {
      // Round deadlines of individual tournaments played over a week (their jobs sit in
      // scheduled_jobs: a round kind's `match_day_id` holds the deadline's id), the server's
      // reminder settings, the Discord scheduled event made for a match day or round, and each
      // reminder DM sent (a job retried after a failed post does not write to a member twice).
      async up(db: Kysely<unknown>): Promise<void> {
        await sql`create table round_deadlines (
          ${sql.raw(idColumn('id'))},
          guild_id text not null,
          tournament_id integer not null,
          round integer not null,
          deadline text not null,
          channel_id text not null,
          set_by text not null,
          set_at text not null
        )`.execute(db);
        await db.schema
          .createIndex('round_deadlines_round')
          .on('round_deadlines')
          .columns(['tournament_id', 'round'])
          .unique()
          .execute();
        await db.schema
          .createTable('reminder_settings')
          .addColumn('guild_id', 'text', (c) => c.primaryKey())
          .addColumn('reminders', 'text', (c) => c.notNull())
          .addColumn('events', 'integer', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('discord_events')
          .addColumn('guild_id', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('event_id', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('discord_events_pk', ['guild_id', 'subject'])
          .execute();
        await db.schema
          .createTable('reminder_dms')
          .addColumn('job_id', 'integer', (c) => c.notNull())
          .addColumn('due_at', 'text', (c) => c.notNull())
          .addColumn('user_id', 'text', (c) => c.notNull())
          .addColumn('how', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('reminder_dms_pk', ['job_id', 'due_at', 'user_id'])
          .execute();
      },
    },
    '0010_season_board_opponents': {
      // The opposing player of a board result, as the captain names them (the league file's id where
      // the opposing team's list has them): the report and the season's DWZ need both players.
      async up(db: Kysely<unknown>): Promise<void> {
        await db.schema.alterTable('team_results').addColumn('opponent_key', 'text').execute();
        await db.schema.alterTable('team_results').addColumn('opponent_name', 'text').execute();
      },
    },
    '0011_team_events': {
      // Team events run on the server (/teamevent): the core's team tournament as JSON, the
      // captains and the board results waiting for the opposing captain's confirmation.
      async up(db: Kysely<unknown>): Promise<void> {
        await sql`create table team_events (
          ${sql.raw(idColumn('id'))},
          guild_id text not null,
          name text not null,
          data text not null,
          updated_by text not null,
          updated_at text not null
        )`.execute(db);
        await db.schema
          .createIndex('team_events_name')
          .on('team_events')
          .columns(['guild_id', 'name'])
          .unique()
          .execute();
      },
    },
  };
}

class CodeProvider implements MigrationProvider {
  private readonly dialect: Dialect;
  constructor(dialect: Dialect) {
    this.dialect = dialect;
  }
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(migrations(this.dialect));
  }
}

/** The migrations' names in order; the last is the current schema version. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations('sqlite')).sort();

/**
 * Brings the schema to exactly `name` (tests build a database at an earlier version with it, to
 * check that an upgrade keeps every row).
 */
export async function migrateTo(db: Kysely<Database>, dialect: Dialect, name: string): Promise<void> {
  const migrator = new Migrator({ db, provider: new CodeProvider(dialect) });
  const { error } = await migrator.migrateTo(name);
  if (error) throw new Error(`database migration to ${name} failed: ${String(error)}`);
}

/** Brings the schema up to date; safe to run from several shards at once (Kysely's migration lock). */
export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  const migrator = new Migrator({ db, provider: new CodeProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`,
    );
  }
}
