import type { TournamentKind } from '../../core/index.ts';
import { PAIRING_SYSTEMS, type RegisteredPairingSystem as PairingSystem } from '../../core/pairing/index.ts';
import { coreError } from '../../core/errors/index.ts';
import { findPlayer as findCorePlayer } from '../../core/workflow/index.ts';
import { UserError } from '../errors.ts';
import type { Locale } from '../i18n/index.ts';
import type { Ctx, Deps } from '../reply.ts';
import { type LoadedTournament, loadTournament, resolveTournament } from '../storage/repo.ts';
import type { PlayerRow, TournamentRow } from '../storage/schema.ts';
import type { Q } from '../storage/store.ts';

/** The systems offered by /arbiter tournament create that are tournament kinds of their own. */
const KIND_CHOICES = {
  swiss: 'swiss',
  'round-robin': 'roundRobin',
  'double-round-robin': 'doubleRoundRobin',
  knockout: 'knockout',
} as const satisfies Record<string, TournamentKind>;

/**
 * The Swiss systems of the pairing registry other than the Dutch one (`swiss`) that pair players
 * (not a team system's teams): a Swiss tournament that stores the system's TRF code.
 */
const REGISTRY_SWISS: readonly PairingSystem[] = PAIRING_SYSTEMS.filter(
  (s) => s.kind === 'swiss' && s.team === undefined && s.id !== 'dutch',
);

/** Every choice of /arbiter tournament create: the kinds, then the registry's other Swiss systems. */
export const SYSTEMS: readonly string[] = [...Object.keys(KIND_CHOICES), ...REGISTRY_SWISS.map((s) => s.id)];
export type System = string;

/** The registry's Swiss system a choice names (undefined: a kind of its own, or the Dutch system). */
export const registrySystemOfChoice = (system: System): PairingSystem | undefined =>
  REGISTRY_SWISS.find((s) => s.id === system);

export const kindOfSystem = (system: System): TournamentKind | undefined =>
  registrySystemOfChoice(system) ? 'swiss' : (KIND_CHOICES as Record<string, TournamentKind>)[system];

/** The registry systems' names in German; a system without one shows the registry's name. */
const REGISTRY_NAMES_DE: Readonly<Record<string, string>> = {
  dubov: 'FIDE-Dubov-System',
  burstein: 'FIDE-Burstein-System',
  'double-swiss': 'FIDE-Doppel-Schweizer-System',
  keizer: 'Keizer-System',
};

const registrySystemName = (s: PairingSystem, locale: Locale): string =>
  (locale === 'de' ? REGISTRY_NAMES_DE[s.id] : undefined) ?? s.name;

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

/**
 * A tournament's system in the reader's language: the registry's Swiss system its TRF code names
 * (`pairingSystem`, first word), else its kind.
 */
export function systemName(kind: TournamentKind, locale: Locale, pairingSystem?: string): string {
  const code = pairingSystem?.trim().split(/\s+/)[0]?.toUpperCase();
  const named = code ? REGISTRY_SWISS.find((s) => s.kind === kind && s.trfCodes.includes(code)) : undefined;
  return named ? registrySystemName(named, locale) : SYSTEM_NAMES[locale][kind];
}

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
