import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import { openSqlite } from '../../../bot/storage/sqlite.ts';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import type { DatabaseConfig } from '../../../bot/env.ts';
import { type Dialect, MIGRATION_NAMES, migrateTo } from '../../../bot/storage/migrations.ts';
import { openDatabase } from '../../../bot/storage/open.ts';
import type { Database } from '../../../bot/storage/schema.ts';
import { startPglite, type PgServer } from '../helpers/databases.ts';

/**
 * Upgrades from every earlier schema version: a database is built at that version with rows in
 * every table it has, then opened by the current code (which migrates it to the latest version).
 * Every row must still be there, unchanged, and columns added later get their documented defaults.
 */

// Rows valid at 0001_init (raw SQL: the current Database type describes the latest schema only).
const INIT_ROWS = [
  `insert into guild_config (guild_id, arbiter_role_id) values ('800000000000000001', '820000000000000001')`,
  `insert into tournaments (guild_id, name, kind, rounds, status, current_round, created_by, created_at, extra)
     values ('800000000000000001', 'Vereinsmeisterschaft', 'swiss', 7, 'running', 2, '700000000000000001', '2026-09-01T18:00:00.000Z', '{"tiebreaks":["BH"]}')`,
  `insert into channel_selection (guild_id, channel_id, tournament_id) values ('800000000000000001', '810000000000000001', 1)`,
  `insert into players (tournament_id, start_no, user_id, name, dwz, dwz_index, fide, birth_year) values (1, 1, '700000000000000002', 'Anna Ährenfeld', 1850, 42, 1900, 1990)`,
  `insert into players (tournament_id, start_no, user_id, name, dwz, dwz_index, fide, birth_year) values (1, 2, null, 'Gast Berger', null, null, null, null)`,
  `insert into member_ratings (guild_id, user_id, dwz, dwz_index, fide, birth_year) values ('800000000000000001', '700000000000000002', 1850, 42, null, 1990)`,
  `insert into games (tournament_id, round, board, white_no, black_no, result, state, reported_by) values (1, 1, 1, 1, 2, '1-0', 'confirmed', '700000000000000002')`,
  `insert into games (tournament_id, round, board, white_no, black_no, result, state, reported_by) values (1, 2, 1, 2, 1, '*', 'open', null)`,
  `insert into byes (tournament_id, round, start_no, kind) values (1, 2, 3, 'hpb')`,
  `insert into withdrawals (tournament_id, start_no, after_round) values (1, 3, 2)`,
  `insert into audit_log (tournament_id, game_id, actor_id, at, action, before, after) values (1, 1, '700000000000000002', '2026-09-08T20:00:00.000Z', 'report', '*', '1-0')`,
  `insert into processed_interactions (interaction_id, at) values ('1300000000000000001', '2026-09-08T20:00:00.000Z')`,
  `insert into sheet_links (tournament_id, spreadsheet_id, linked_by) values (1, '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789', '700000000000000001')`,
];
// Added by 0003_leagues.
const LEAGUE_ROWS = [
  `insert into leagues (guild_id, name, data, updated_by, updated_at) values ('800000000000000001', 'Bezirksliga', '{"teams":[]}', '700000000000000001', '2026-10-01T10:00:00.000Z')`,
];
// Added by 0004_player_lists.
const LIST_ROWS = [
  `INSERT INTO player_list_entries (guild_id, family_key, name, zps, member_number, dwz, dwz_index, birth_year)
     VALUES ('800000000000000001', 'weiss', 'Weiß,Jan', 'C0327', '1012', 1712, 62, 1987)`,
];
// Added by 0005_member_list_links.
const LINK_ROWS = [
  `INSERT INTO member_list_links (guild_id, user_id, kind, value) VALUES ('800000000000000001', '700000000000000003', 'dsb', '10012345')`,
];
// Added by 0008_team_results_and_jobs: a board result entered, not yet confirmed (0010 adds columns to it).
const RESULT_ROWS = [
  `INSERT INTO team_results (match_day_id, board, result, entered_by, entered_at)
     VALUES (1, 2, '1/2-1/2', '700000000000000003', '2026-03-15T14:00:00.000Z')`,
];
const ROWS_AT: Record<string, readonly string[]> = {
  '0001_init': INIT_ROWS,
  '0002_game_numbers': INIT_ROWS,
  '0003_leagues': [...INIT_ROWS, ...LEAGUE_ROWS],
  '0004_player_lists': [...INIT_ROWS, ...LEAGUE_ROWS, ...LIST_ROWS],
  '0005_member_list_links': [...INIT_ROWS, ...LEAGUE_ROWS, ...LIST_ROWS, ...LINK_ROWS],
  '0006_team_match_days': [...INIT_ROWS, ...LEAGUE_ROWS, ...LIST_ROWS, ...LINK_ROWS],
  '0007_workflow_history': [...INIT_ROWS, ...LEAGUE_ROWS, ...LIST_ROWS, ...LINK_ROWS],
  '0008_team_results_and_jobs': [...INIT_ROWS, ...LEAGUE_ROWS, ...LIST_ROWS, ...LINK_ROWS, ...RESULT_ROWS],
  '0009_reminders_rounds_events': [...INIT_ROWS, ...LEAGUE_ROWS, ...LIST_ROWS, ...LINK_ROWS, ...RESULT_ROWS],
  '0010_season_board_opponents': [...INIT_ROWS, ...LEAGUE_ROWS, ...LIST_ROWS, ...LINK_ROWS, ...RESULT_ROWS],
  // The latest version: no upgrade starts from it (the row set names it for the check below).
  '0011_team_events': [],
};

const TABLES = [
  'guild_config',
  'tournaments',
  'channel_selection',
  'players',
  'member_ratings',
  'games',
  'byes',
  'withdrawals',
  'audit_log',
  'processed_interactions',
  'sheet_links',
] as const;

type Engine = { config: DatabaseConfig; kysely(): Kysely<Database>; dialect: Dialect; done(): Promise<void> };

async function sqliteEngine(): Promise<Engine> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rochade-migrate-'));
  const file = path.join(dir, 'rochade.sqlite');
  return {
    config: { kind: 'sqlite', file },
    dialect: 'sqlite',
    kysely: () => new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(file) }) }),
    done: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

const snapshot = async (db: Kysely<Database>, tables: readonly string[]) => {
  const out: Record<string, unknown[]> = {};
  for (const t of tables) {
    const r = await sql<Record<string, unknown>>`select * from ${sql.table(t)} order by 1, 2`.execute(db);
    out[t] = r.rows;
  }
  return out;
};

const pick = (rows: unknown[], keys: readonly string[]) =>
  rows.map((r) => Object.fromEntries(keys.map((k) => [k, (r as Record<string, unknown>)[k]])));

describe('schema upgrades keep every row', { timeout: 60_000 }, () => {
  let pgServer: PgServer | undefined;
  afterAll(async () => {
    await pgServer?.stop();
  });

  test('the previous versions are the ones the row sets cover', () => {
    expect(MIGRATION_NAMES).toEqual(Object.keys(ROWS_AT));
  });

  const engines = {
    sqlite: sqliteEngine,
    postgres: async (): Promise<Engine> => {
      // One PGlite server for the file; each case starts from an empty public schema.
      pgServer ??= await startPglite();
      const url = pgServer.url;
      const reset = async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query('drop schema public cascade; create schema public');
        await c.end();
      };
      await reset();
      return {
        config: { kind: 'postgres', url },
        dialect: 'postgres',
        kysely: () =>
          new Kysely<Database>({
            dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
          }),
        done: async () => {},
      };
    },
  } as const;

  const cases = Object.keys(engines).flatMap((engine) =>
    MIGRATION_NAMES.slice(0, -1).map((from) => [engine as keyof typeof engines, from] as const),
  );

  test.each(cases)('%s: from %s to the current schema', async (engine, from) => {
    const e = await engines[engine]();
    try {
      const old = e.kysely();
      await migrateTo(old, e.dialect, from);
      for (const row of ROWS_AT[from]!) await sql.raw(row).execute(old);
      const before = await snapshot(old, TABLES);
      await old.destroy();

      const current = await openDatabase(e.config);
      try {
        const after = await snapshot(current.db, TABLES);
        for (const t of TABLES) {
          const rows = before[t]!;
          expect(after[t], t).toHaveLength(rows.length);
          // Every old column keeps its value.
          const keys = rows.length > 0 ? Object.keys(rows[0] as object) : [];
          expect(pick(after[t]!, keys), t).toEqual(rows);
        }
        // 0002_game_numbers: games of older databases are game 1 of their pairing, not tie-breaks.
        expect(
          pick(after.games!, ['game_no', 'tiebreak']).map((g) => [Number(g.game_no), Number(g.tiebreak)]),
        ).toEqual([
          [1, 0],
          [1, 0],
        ]);
        const leagues = await current.db.selectFrom('leagues').selectAll().execute();
        expect(leagues).toHaveLength(from === '0001_init' || from === '0002_game_numbers' ? 0 : 1);
        // 0005_member_list_links: an upgraded server has no links yet and takes one (/dwz link).
        expect(await current.db.selectFrom('member_list_links').selectAll().execute()).toHaveLength(
          (ROWS_AT[from] ?? []).some((r) => LINK_ROWS.includes(r)) ? 1 : 0,
        );
        // 0006_team_match_days: an upgraded server has no club teams yet.
        expect(await current.db.selectFrom('club_teams').selectAll().execute()).toEqual([]);
        await current.db
          .insertInto('member_list_links')
          .values({
            guild_id: '800000000000000001',
            user_id: '700000000000000002',
            kind: 'zps',
            value: 'C0327-1012',
          })
          .execute();
        // 0006_workflow_history: tournaments of older databases start with an empty history.
        expect(await current.db.selectFrom('tournament_history').selectAll().execute()).toEqual([]);
        // 0009_reminders_rounds_events: no round deadlines, default reminder settings, no events.
        expect(await current.db.selectFrom('round_deadlines').selectAll().execute()).toEqual([]);
        expect(await current.db.selectFrom('reminder_settings').selectAll().execute()).toEqual([]);
        // The upgraded database takes new data as usual.
        await current.db
          .insertInto('guild_config')
          .values({ guild_id: '800000000000000002', arbiter_role_id: null })
          .execute();
      } finally {
        await current.close();
      }
    } finally {
      await e.done();
    }
  });

  test('no migration drops a table or a column (an upgrade never deletes data)', async () => {
    const source = (await import('node:fs')).readFileSync(
      new URL('../../../bot/storage/migrations.ts', import.meta.url),
      'utf8',
    );
    expect(source).not.toMatch(
      /\bdrop(Table|Column)\b|\bdrop\s+(table|column)\b|\bdelete\s+from\b|\btruncate\b/i,
    );
  });
});
