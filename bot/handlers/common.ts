import type { TournamentKind } from '../../core/index.ts';
import { coreError } from '../../core/errors/index.ts';
import { findPlayer as findCorePlayer } from '../../core/workflow/index.ts';
import { UserError } from '../errors.ts';
import type { Locale } from '../i18n/index.ts';
import type { Ctx, Deps } from '../reply.ts';
import { type LoadedTournament, loadTournament, resolveTournament } from '../storage/repo.ts';
import type { PlayerRow, TournamentRow } from '../storage/schema.ts';
import type { Q } from '../storage/store.ts';

/** The systems offered by /arbiter tournament create, mapped to the core's tournament kinds. */
export const SYSTEMS = ['swiss', 'round-robin', 'double-round-robin', 'knockout'] as const;
export type System = (typeof SYSTEMS)[number];

export const KIND_OF_SYSTEM: Record<System, TournamentKind> = {
  swiss: 'swiss',
  'round-robin': 'roundRobin',
  'double-round-robin': 'doubleRoundRobin',
  knockout: 'knockout',
};

/** Every kind of the core's vocabulary named in each language (a new kind does not compile unnamed). */
const SYSTEM_NAMES: Record<Locale, Record<TournamentKind, string>> = {
  en: {
    swiss: 'Swiss',
    roundRobin: 'round robin',
    doubleRoundRobin: 'double round robin',
    knockout: 'knockout',
    teamMatch: 'team match',
  },
  de: {
    swiss: 'Schweizer System',
    roundRobin: 'Rundenturnier',
    doubleRoundRobin: 'doppelrundiges Rundenturnier',
    knockout: 'K.-o.-System',
    teamMatch: 'Mannschaftskampf',
  },
};

export const systemName = (kind: TournamentKind, locale: Locale): string => SYSTEM_NAMES[locale][kind];

export const isRoundRobin = (kind: TournamentKind): boolean =>
  kind === 'roundRobin' || kind === 'doubleRoundRobin';

/** The tournament the command acts on (named, selected in the channel, or the only open one), loaded. */
export async function loadSelected(q: Q, ctx: Ctx, name?: string): Promise<LoadedTournament> {
  const row = await resolveTournament(q, ctx.guildId, ctx.channelId, name);
  return loadTournament(q, row);
}

/**
 * The tournament of `row` from the process's snapshots when the interaction boundary passed them
 * (bot/snapshots.ts), else loaded. `q` must see committed data only: the reader, or a transaction
 * before its first write.
 */
export const stateOf = (q: Q, row: TournamentRow, deps: Deps): Promise<LoadedTournament> =>
  deps.cache ? deps.cache.snapshots.get(q, row) : loadTournament(q, row);

/** `loadSelected` through the snapshots: the tournament row is read from `q`, the rest from memory. */
export async function selectedState(q: Q, ctx: Ctx, deps: Deps, name?: string): Promise<LoadedTournament> {
  return stateOf(q, await resolveTournament(q, ctx.guildId, ctx.channelId, name), deps);
}

export function requireRunning(lt: LoadedTournament): void {
  if (lt.row.status === 'registration') throw new UserError('notStarted');
  if (lt.row.status === 'finished') throw new UserError('finished');
}

export const playerByNo = (lt: LoadedTournament, no: number): PlayerRow | undefined =>
  lt.players.find((p) => p.start_no === no);

export const playerOfUser = (lt: LoadedTournament, userId: string): PlayerRow | undefined =>
  lt.players.find((p) => p.user_id === userId);

/**
 * A player named in an option: the autocomplete value (start number), a mention `<@id>`, or a
 * name typed by hand (case-insensitive, exact or unique prefix).
 */
export function findPlayer(lt: LoadedTournament, value: string): PlayerRow {
  const v = value.trim();
  const mentioned = /^<@!?(\d+)>$/.exec(v);
  if (mentioned) {
    const p = playerOfUser(lt, mentioned[1] ?? '');
    if (p) return p;
  }
  if (/^\d{1,4}$/.test(v)) {
    const p = playerByNo(lt, Number(v));
    if (p) return p;
  }
  const lower = v.toLowerCase();
  const exact = lt.players.filter((p) => p.name.toLowerCase() === lower);
  if (exact.length === 1 && exact[0]) return exact[0];
  const prefix = lt.players.filter((p) => p.name.toLowerCase().startsWith(lower));
  if (prefix.length === 1 && prefix[0]) return prefix[0];
  // As the CLI finds a player: a unique part of the name, umlauts and ß folded (Mueller → Müller);
  // a miss names the nearest names.
  const found = findCorePlayer(lt.tournament, v);
  const row = found.ok ? playerByNo(lt, found.value.id) : undefined;
  if (row) return row;
  // Several fit, or the nearest names are worth naming: the core's words (de/en).
  if (!found.ok && (found.error.kind !== 'noSuchPlayer' || found.error.suggestions.length > 0))
    throw new UserError('workflowRefused', {}, coreError.workflow(found.error));
  throw new UserError('playerNotFound', { name: v });
}
