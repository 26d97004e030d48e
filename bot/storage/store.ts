import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { OpenDatabase } from './open.ts';
import type { Database } from './schema.ts';

/** A query handle: the database itself or a transaction. */
export type Q = Kysely<Database>;

/** Raised when an interaction id was already applied: the change must not happen twice. */
export class DuplicateInteraction extends Error {
  constructor(id: string) {
    super(`interaction ${id} was already applied`);
    this.name = 'DuplicateInteraction';
  }
}

/**
 * Thrown by `mutateBatch` when its function applied none of the interactions: the transaction was
 * rolled back (the database is unchanged) and `value` is what the function returned (each
 * interaction's refusal).
 */
export class NothingApplied<T = unknown> extends Error {
  readonly value: T;
  constructor(value: T) {
    super('no interaction of the batch was applied');
    this.name = 'NothingApplied';
    this.value = value;
  }
}

export function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export interface Store {
  readonly db: Q;
  /**
   * Reads that must not queue behind a write transaction (autocomplete, the pairing snapshot): a
   * second SQLite connection (WAL), the pool on PostgreSQL. Sees committed data only.
   */
  readonly reader: Q;
  readonly dialect: OpenDatabase['dialect'];
  /** Whether this interaction id has already been applied (a redelivery after resume or restart). */
  wasProcessed(interactionId: string): Promise<boolean>;
  /** Interaction ids applied since `iso` (a redelivery can only be this recent: tokens live 15 minutes). */
  processedSince(iso: string): Promise<string[]>;
  /**
   * Runs `fn` in one transaction that also records the interaction id, so a change is applied once
   * and is durable before the reply. Throws DuplicateInteraction for a repeated id. `onCommit` runs
   * right after COMMIT, before the connection serves anything else (on SQLite the next transaction
   * cannot start in between): the place to bring in-memory state up to date.
   */
  mutate<T>(interactionId: string, fn: (trx: Q) => Promise<T>, onCommit?: () => void): Promise<T>;
  /**
   * `mutate` for several interactions in one transaction (joins coalesced, `bot/writeBatches.ts`):
   * `fn` returns its value and the interaction ids it applied (those it refused are not recorded),
   * which are recorded in the same transaction after it. Throws DuplicateInteraction when one of
   * them was already applied (the whole batch rolled back), NothingApplied (rolled back, with the
   * value) when it applied none. `onCommit` gets the ids recorded.
   */
  mutateBatch<T>(
    fn: (trx: Q) => Promise<{ readonly value: T; readonly applied: readonly string[] }>,
    onCommit?: (applied: readonly string[]) => void,
  ): Promise<T>;
  close(): Promise<void>;
}

export function createStore(open: OpenDatabase, clock: () => Date = () => new Date()): Store {
  const { db } = open;
  const reader = open.readDb ?? db;
  const processed = () => reader.selectFrom('processed_interactions').select('interaction_id');
  // One write transaction at a time on PostgreSQL too, as SQLite's single connection has it: the
  // commits then reach `onCommit` in the order the server applied them, so the bot's tournament
  // snapshots are patched with the rows read back instead of being dropped and read again in full
  // (with two at once, a 200-board burst loaded whole tournaments about 300 times; reads still run
  // side by side on the pool).
  let writes: Promise<unknown> = Promise.resolve();
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = writes.then(run, run);
    writes = next.catch(() => undefined);
    return next;
  };
  return {
    db,
    reader,
    dialect: open.dialect,
    async wasProcessed(id) {
      return (await processed().where('interaction_id', '=', id).executeTakeFirst()) !== undefined;
    },
    async processedSince(iso) {
      return (await processed().where('at', '>=', iso).execute()).map((r) => r.interaction_id);
    },
    async mutate(id, fn, onCommit) {
      const at = clock().toISOString();
      // PostgreSQL: BEGIN and the interaction's row in one round trip (a simple query of two
      // statements; the values are written as literals, so only a snowflake and an ISO instant, which
      // cannot hold a quote). A repeated id then fails with the key violation, answered below.
      const oneTrip = open.dialect === 'postgres' && /^\d{1,20}$/.test(id) && /^[\d:.TZ+-]+$/.test(at);
      const begin = oneTrip
        ? sql.raw(`begin; insert into processed_interactions (interaction_id, at) values ('${id}', '${at}')`)
        : undefined;
      try {
        return await serial(() =>
          transaction(
            db,
            async (trx) => {
              if (begin) return fn(trx);
              const inserted = await trx
                .insertInto('processed_interactions')
                .values({ interaction_id: id, at })
                .onConflict((oc) => oc.column('interaction_id').doNothing())
                .executeTakeFirst();
              if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) throw new DuplicateInteraction(id);
              return await fn(trx);
            },
            onCommit,
            begin,
          ),
        );
      } catch (e) {
        // Two deliveries of the same id racing on PostgreSQL: the loser sees the key violation.
        if (isUniqueViolation(e) && (await this.wasProcessed(id))) throw new DuplicateInteraction(id);
        throw e;
      }
    },
    async mutateBatch(fn, onCommit) {
      const at = clock().toISOString();
      let applied: readonly string[] = [];
      try {
        return await serial(() =>
          transaction(
            db,
            async (trx) => {
              const r = await fn(trx);
              applied = r.applied;
              if (applied.length === 0) {
                // Every interaction refused: nothing is kept (rolled back, as a refusal alone is).
                throw new NothingApplied(r.value);
              }
              const inserted = await trx
                .insertInto('processed_interactions')
                .values(applied.map((interaction_id) => ({ interaction_id, at })))
                .onConflict((oc) => oc.column('interaction_id').doNothing())
                .executeTakeFirst();
              if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== applied.length)
                throw new DuplicateInteraction(applied.join(', '));
              return r.value;
            },
            onCommit && (() => onCommit(applied)),
          ),
        );
      } catch (e) {
        if (e instanceof NothingApplied) throw e;
        if (isUniqueViolation(e)) throw new DuplicateInteraction(applied.join(', '));
        throw e;
      }
    },
    close: () => open.close(),
  };
}

/**
 * BEGIN … COMMIT on one connection; on failure ROLLBACK, and the ORIGINAL error is thrown: SQLite
 * rolls back by itself after SQLITE_FULL or an I/O error, and the failing ROLLBACK ("no transaction
 * is active") must not hide the cause (a full disk).
 */
async function transaction<T>(
  db: Q,
  fn: (trx: Q) => Promise<T>,
  onCommit?: () => void,
  begin: RawBuilder<unknown> = sql`begin`,
): Promise<T> {
  return db.connection().execute(async (conn) => {
    let result: T;
    try {
      await begin.execute(conn);
      result = await fn(conn);
      await sql`commit`.execute(conn);
    } catch (e) {
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw e;
    }
    // Committed: the hook runs outside the rollback path (it must not throw).
    onCommit?.();
    return result;
  });
}
