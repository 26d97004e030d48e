import { type LoadedTournament, loadTournament, withGames } from './storage/repo.ts';
import type { GameRow, TournamentRow } from './storage/schema.ts';
import type { Q } from './storage/store.ts';

/**
 * What one committed transaction changed in a server's tournaments: the game rows a handler read
 * back after changing them (a result reported, confirmed, disputed or set); the tournaments whose
 * players, games, byes or withdrawals changed while their rows, the server's list and the channel
 * selections did not (a member joined), which drops those snapshots only; or `'unknown'` for any
 * other change (pairings, settings, imports), which drops the server's snapshots.
 */
export type Committed =
  | ReadonlyMap<number, readonly GameRow[]>
  | { readonly tournaments: ReadonlySet<number>; readonly replaced: readonly LoadedTournament[] }
  | 'unknown';

interface Loading {
  readonly q: Q;
  readonly epoch: number;
  readonly value: Promise<LoadedTournament>;
}

/**
 * Each tournament's committed state in memory (players, games, byes, withdrawals and the core
 * model), so a result report or a /standings does not read the whole tournament again. Kept
 * current by this process's writes (`committed`, run right after COMMIT, `Store.mutate`): a result
 * change replaces the changed game rows, any other change drops the server's snapshots. Correct
 * because one process owns the writes of its servers (one bot process per database, or per shard:
 * a server's interactions all reach the same shard).
 */
export class TournamentSnapshots {
  private readonly entries = new Map<number, LoadedTournament>(); // least recently used first
  private readonly loading = new Map<number, Loading>();
  /** Per server: bumped by every committed change, so a load that a commit overtook is not kept. */
  private readonly epochs = new Map<string, number>();
  /** Transactions of each server between their first statement and COMMIT or ROLLBACK. */
  private readonly open = new Map<string, number>();
  private readonly max: number;
  /** Whole-tournament loads (to see that repeated requests are served from memory). */
  loads = 0;

  constructor(opts: { readonly maxTournaments?: number } = {}) {
    this.max = opts.maxTournaments ?? 500;
  }

  /**
   * The tournament of `row` as committed. `q` must see committed data only: the reader, or a
   * transaction before its first write. A load in flight is shared only with callers on the same
   * handle (a transaction must not wait for a read queued behind itself on one SQLite connection).
   */
  get(q: Q, row: TournamentRow): Promise<LoadedTournament> {
    const hit = this.entries.get(row.id);
    if (hit && sameRow(hit.row, row)) {
      this.entries.delete(row.id);
      this.entries.set(row.id, hit);
      return Promise.resolve(hit);
    }
    const epoch = this.epoch(row.guild_id);
    const flying = this.loading.get(row.id);
    if (flying && flying.q === q && flying.epoch === epoch) return flying.value;
    this.loads += 1;
    const value = loadTournament(q, row);
    const loading: Loading = { q, epoch, value };
    this.loading.set(row.id, loading);
    const done = (): void => {
      if (this.loading.get(row.id) === loading) this.loading.delete(row.id);
    };
    value.then((lt) => {
      done();
      if (this.epoch(row.guild_id) === epoch) this.keep(lt);
    }, done);
    return value;
  }

  /** A transaction of the server started; `committed` or `rolledBack` ends it (see `committed`). */
  begin(guildId: string): void {
    this.open.set(guildId, (this.open.get(guildId) ?? 0) + 1);
  }

  rolledBack(guildId: string): void {
    this.end(guildId);
  }

  /**
   * A transaction of the server committed. Game rows replace those of the snapshot; with another
   * transaction of the server still open (PostgreSQL runs them side by side, and their commits may
   * be seen out of order) or any other change, the server's snapshots are dropped instead.
   */
  committed(guildId: string, change: Committed): number[] {
    const alone = (this.open.get(guildId) ?? 0) <= 1;
    this.end(guildId);
    if (change !== 'unknown' && 'tournaments' in change && alone) {
      // Only these tournaments changed: their snapshots go (loaded again on demand), the others stay.
      this.epochs.set(guildId, this.epoch(guildId) + 1);
      for (const id of change.tournaments) this.entries.delete(id);
      for (const lt of change.replaced) this.keep(lt);
      return [];
    }
    return this.change(guildId, change instanceof Map && alone ? change : undefined);
  }

  /** Drops the server's snapshots (a change made elsewhere); returns the ids that were kept. */
  drop(guildId: string): number[] {
    return this.change(guildId, undefined);
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
  }

  /** Replaces the patched games, drops the server's other snapshots without patches; the dropped ids. */
  private change(guildId: string, patches: ReadonlyMap<number, readonly GameRow[]> | undefined): number[] {
    this.epochs.set(guildId, this.epoch(guildId) + 1);
    const dropped: number[] = [];
    for (const [id, lt] of [...this.entries]) {
      if (lt.row.guild_id !== guildId) continue;
      if (patches && !patches.has(id)) continue;
      const rows = patches?.get(id);
      const next = rows ? withGames(lt, rows) : undefined;
      this.entries.delete(id);
      if (next) this.entries.set(id, next);
      else dropped.push(id);
    }
    return dropped;
  }

  private end(guildId: string): void {
    const n = (this.open.get(guildId) ?? 1) - 1;
    if (n > 0) this.open.set(guildId, n);
    else this.open.delete(guildId);
  }

  private epoch(guildId: string): number {
    return this.epochs.get(guildId) ?? 0;
  }

  private keep(lt: LoadedTournament): void {
    this.entries.delete(lt.row.id);
    this.entries.set(lt.row.id, lt);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value ?? -1);
  }
}

/** The snapshot belongs to this very row (a changed tournament row, e.g. the next round, reloads). */
const sameRow = (a: TournamentRow, b: TournamentRow): boolean =>
  a.id === b.id &&
  a.guild_id === b.guild_id &&
  a.name === b.name &&
  a.kind === b.kind &&
  a.rounds === b.rounds &&
  a.status === b.status &&
  a.current_round === b.current_round &&
  a.extra === b.extra;

/**
 * What one interaction's transaction changed, told by the handler that knows it exactly (the game
 * rows it read back after a result change); nothing told means `'unknown'`.
 */
export class WriteLog {
  private games = new Map<number, GameRow[]>();
  private tournaments = new Set<number>();
  private replaced = new Map<number, LoadedTournament>();

  /** The game rows as they are after the change (read back inside the transaction). */
  changedGames(tournamentId: number, rows: readonly GameRow[]): void {
    this.games.set(tournamentId, [...(this.games.get(tournamentId) ?? []), ...rows]);
  }

  /**
   * The tournament's players, games, byes or withdrawals changed, and nothing else of the server: not
   * its row, not the list of tournaments, not the channel selections (a member joined).
   */
  changedTournament(tournamentId: number): void {
    this.tournaments.add(tournamentId);
  }

  /**
   * The tournament as the transaction stored it (rows read back), where, as for `changedTournament`,
   * nothing else of the server changed: it replaces the snapshot.
   */
  replacedTournament(lt: LoadedTournament): void {
    this.replaced.set(lt.row.id, lt);
  }

  /** What was told since the last `take` (the log is then empty again). */
  take(): Committed {
    const { games, tournaments, replaced } = this;
    this.games = new Map();
    this.tournaments = new Set();
    this.replaced = new Map();
    if (tournaments.size > 0 || replaced.size > 0) {
      // A tournament told twice, or with game rows too, is dropped rather than patched.
      const drop = new Set([...tournaments, ...games.keys()]);
      return {
        tournaments: drop,
        replaced: [...replaced.values()].filter((lt) => !drop.has(lt.row.id)),
      };
    }
    return games.size > 0 ? games : 'unknown';
  }
}
