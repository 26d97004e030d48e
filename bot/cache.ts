import { isUserError } from './errors.ts';
import { type Committed, TournamentSnapshots } from './snapshots.ts';
import {
  channelSelections,
  listTournaments,
  type LoadedTournament,
  pickTournament,
  searchPlayerList,
  type PlayerListRow,
} from './storage/repo.ts';
import type { TournamentRow } from './storage/schema.ts';
import { teamEventNames } from './storage/teamEvents.ts';
import { clubPlayers, clubTeams, type ClubTeam, type ClubTeamPlayer } from './storage/teams.ts';
import type { Q } from './storage/store.ts';

/** The server's tournaments and the tournament selected in each channel. */
export interface GuildTournaments {
  readonly rows: readonly TournamentRow[];
  readonly selections: ReadonlyMap<string, number>;
}

interface Entry {
  readonly value: Promise<unknown>;
}

/**
 * What autocomplete shows (tournaments, players, games), kept in memory per server: autocomplete
 * must answer within 3 s and cannot be deferred, so it must not wait for the database. The
 * tournaments themselves are the process's snapshots (`snapshots`, also read by result reports and
 * the views). Every committed change of a server reaches `committed` (called by the interaction
 * boundary right after COMMIT): a result change replaces game rows in the snapshot, any other change
 * drops the server's entries and reloads them in the background. Each shard process has its own
 * cache and receives the interactions of its own servers only, so every write to a server passes
 * through the cache of the process that serves it.
 */
export class GuildCache {
  private readonly guilds = new Map<string, Map<string, Entry>>();
  private readonly refreshTimers = new Map<string, NodeJS.Timeout>();
  private readonly reader: () => Q;
  private readonly maxGuilds: number;
  private readonly refreshDelayMs: number;
  private listLoads = 0;
  /** Each tournament's committed state (bot/snapshots.ts). */
  readonly snapshots: TournamentSnapshots;

  constructor(
    reader: () => Q,
    opts: {
      readonly maxGuilds?: number;
      readonly refreshDelayMs?: number;
      readonly snapshots?: TournamentSnapshots;
    } = {},
  ) {
    this.reader = reader;
    this.maxGuilds = opts.maxGuilds ?? 5000;
    this.refreshDelayMs = opts.refreshDelayMs ?? 20;
    this.snapshots = opts.snapshots ?? new TournamentSnapshots();
  }

  /** Database loads done by the cache (to see that repeated requests are served from memory). */
  get loads(): number {
    return this.listLoads + this.snapshots.loads;
  }

  /** The server's tournaments and channel selections. */
  tournaments(guildId: string): Promise<GuildTournaments> {
    return this.get(guildId, 'tournaments', async () => {
      const q = this.reader();
      const [rows, selections] = await Promise.all([
        listTournaments(q, guildId),
        channelSelections(q, guildId),
      ]);
      return { rows, selections };
    });
  }

  /** The tournament a command in this channel would act on, loaded; undefined when there is none. */
  async selected(
    ctx: { readonly guildId: string; readonly channelId: string },
    name?: string,
  ): Promise<LoadedTournament | undefined> {
    const g = await this.tournaments(ctx.guildId);
    let row: TournamentRow;
    try {
      row = pickTournament(g.rows, g.selections, ctx.channelId, name);
    } catch (e) {
      if (isUserError(e)) return undefined;
      throw e;
    }
    return this.snapshots.get(this.reader(), row);
  }

  /**
   * A transaction of the server committed (right after COMMIT): game rows told by the handler
   * replace those of the snapshot, tournaments told changed lose their snapshot only; any other
   * change is `invalidate`.
   */
  committed(guildId: string, change: Committed): void {
    const dropped = this.snapshots.committed(guildId, change);
    if (change !== 'unknown' && dropped.length === 0) return;
    this.invalidate(guildId, dropped);
  }

  /**
   * The server's player-list entries whose folded family name starts with `prefix` (autocomplete of
   * /dwz link; the first three folded letters typed, so a handful of entries per server).
   */
  playerListByPrefix(guildId: string, prefix: string): Promise<readonly PlayerListRow[]> {
    return this.get(guildId, `list:${prefix}`, () => searchPlayerList(this.reader(), guildId, prefix));
  }

  /**
   * The server's club teams and their registered players (autocomplete of `/team`): loaded once,
   * dropped with the server's other entries by any committed change that is not a game result.
   */
  club(
    guildId: string,
  ): Promise<{ readonly teams: readonly ClubTeam[]; readonly players: readonly ClubTeamPlayer[] }> {
    return this.get(guildId, 'club', async () => {
      const q = this.reader();
      const [teams, players] = await Promise.all([clubTeams(q, guildId), clubPlayers(q, guildId)]);
      return { teams, players };
    });
  }

  /** The server's team events' names, newest first (autocomplete of `/teamevent event:`). */
  teamEvents(guildId: string): Promise<readonly string[]> {
    return this.get(guildId, 'teamEvents', () => teamEventNames(this.reader(), guildId));
  }

  /** Drops the server's entries after a committed change; they are reloaded shortly after. */
  invalidate(guildId: string, dropped: readonly number[] = []): void {
    const old = this.guilds.get(guildId);
    this.guilds.delete(guildId);
    const ids = [...dropped, ...this.snapshots.drop(guildId)];
    if ((!old && ids.length === 0) || this.refreshTimers.has(guildId)) return;
    const timer = setTimeout(() => {
      this.refreshTimers.delete(guildId);
      if (this.guilds.has(guildId)) return; // already reloaded on demand
      // The tournament list first; the tournaments loaded before from their new rows.
      this.tournaments(guildId)
        .then(async (g) => {
          for (const id of ids) {
            const row = g.rows.find((r) => r.id === id);
            if (row) await this.snapshots.get(this.reader(), row);
          }
        })
        .catch(() => undefined);
    }, this.refreshDelayMs);
    timer.unref();
    this.refreshTimers.set(guildId, timer);
  }

  close(): void {
    for (const t of this.refreshTimers.values()) clearTimeout(t);
    this.refreshTimers.clear();
    this.guilds.clear();
    this.snapshots.clear();
  }

  private get<T>(guildId: string, key: string, load: () => Promise<T>): Promise<T> {
    let entries = this.guilds.get(guildId);
    if (entries) {
      // Most recently used last (the oldest server is dropped first when the cache is full).
      this.guilds.delete(guildId);
      this.guilds.set(guildId, entries);
    } else {
      entries = new Map();
      this.guilds.set(guildId, entries);
      if (this.guilds.size > this.maxGuilds) this.guilds.delete(this.guilds.keys().next().value ?? '');
    }
    const hit = entries.get(key);
    if (hit) return hit.value as Promise<T>;
    this.listLoads += 1;
    const value = load();
    const entry: Entry = { value };
    entries.set(key, entry);
    // A failed load is not kept; a load that an invalidation overtook lives in a dropped map.
    value.catch(() => {
      if (this.guilds.get(guildId)?.get(key) === entry) this.guilds.get(guildId)?.delete(key);
    });
    return value;
  }
}
