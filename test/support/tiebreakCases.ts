// Reads the tiebreak case files in test/fixtures/tiebreaks/ (fields: that folder's README.md)
// and builds model Tournaments from them. Expected values stay in the JSON; tests read them here.
import { readFileSync } from 'node:fs';
import type {
  Game,
  GameResult,
  Tournament,
  TournamentKind,
  Unpaired,
  UnpairedKind,
} from '../../core/index.ts';
import { STANDARD_POINTS } from '../../core/index.ts';

export const TIEBREAK_CASES_DIR = new URL('../fixtures/tiebreaks/', import.meta.url);

type CaseId = number | string;
export interface CasePairing {
  readonly white: CaseId;
  readonly black: CaseId;
  readonly result: GameResult;
}
export interface CaseRound {
  readonly round: number;
  readonly pairings: readonly CasePairing[];
  readonly unpaired: readonly { readonly player: CaseId; readonly kind: string; readonly points: number }[];
}
export interface CasePlayer {
  readonly id: CaseId;
  readonly name?: string | null;
  readonly rating?: number | null;
}
/** A case file or one event of a multi-event file: what a Tournament is built from. */
export interface CaseEvent {
  readonly system: 'swiss' | 'round-robin' | 'double-round-robin';
  readonly rounds_count: number;
  readonly players: readonly CasePlayer[];
  readonly rounds: readonly CaseRound[];
}
/** Expected values: `{ CODE: { playerKey: value } }` plus free-form fields. */
export type ExpectedBlock = Readonly<Record<string, unknown>>;

export const readTiebreakCase = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(file, TIEBREAK_CASES_DIR), 'utf8')) as Record<string, unknown>;

const KINDS: Readonly<Record<string, TournamentKind>> = {
  swiss: 'swiss',
  'round-robin': 'roundRobin',
  'double-round-robin': 'doubleRoundRobin',
};

/** Player keys of the case (numbers or letters) → model ids 1..n in the order of `players`. */
export function caseIdMap(players: readonly CasePlayer[]): ReadonlyMap<string, number> {
  return new Map(players.map((p, i) => [String(p.id), typeof p.id === 'number' ? p.id : i + 1]));
}

/** Builds a Tournament from a case event (scoring 1-½-0, ratings as FIDE ratings). */
export function tournamentFromTiebreakCase(ev: CaseEvent, name = 'case'): Tournament {
  const ids = caseIdMap(ev.players);
  const id = (k: CaseId): number => {
    const v = ids.get(String(k));
    if (v === undefined) throw new Error(`case refers to unknown player ${k}`);
    return v;
  };
  const games: Game[] = [];
  const unpaired: Unpaired[] = [];
  for (const r of ev.rounds) {
    for (const p of r.pairings)
      games.push({ round: r.round, white: id(p.white), black: id(p.black), result: p.result });
    for (const u of r.unpaired)
      unpaired.push({ round: r.round, player: id(u.player), kind: u.kind as UnpairedKind });
  }
  return {
    name,
    kind: KINDS[ev.system] ?? 'swiss',
    rounds: ev.rounds_count,
    players: ev.players.map((p) => ({
      id: id(p.id),
      name: p.name ?? `Player ${p.id}`,
      ...(typeof p.rating === 'number' ? { fide: p.rating } : {}),
    })),
    games,
    unpaired,
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
  };
}

/** Every `{ playerKey: number }` entry of an expected block's code table, with model ids. */
export function expectedEntries(
  table: unknown,
  ids: ReadonlyMap<string, number>,
): readonly { readonly key: string; readonly id: number; readonly value: number }[] {
  if (typeof table !== 'object' || table === null) return [];
  return Object.entries(table as Record<string, unknown>)
    .filter((e): e is [string, number] => typeof e[1] === 'number')
    .map(([key, value]) => {
      const id = ids.get(key);
      if (id === undefined) throw new Error(`expected value for unknown player ${key}`);
      return { key, id, value };
    });
}

/**
 * A small tournament written like a crosstable by rounds, for definitional tests:
 * each round is "1-2 1-0, 3-4 1/2-1/2, 5 PAB" (white-black result, or player and unpaired kind).
 */
export function miniTournament(o: {
  readonly kind?: TournamentKind;
  readonly players: number;
  readonly rounds: readonly string[];
  readonly ratings?: readonly (number | undefined)[];
  readonly withdrawals?: readonly { readonly player: number; readonly afterRound: number }[];
  readonly startDate?: string;
}): Tournament {
  const games: Game[] = [];
  const unpaired: Unpaired[] = [];
  o.rounds.forEach((text, i) => {
    const round = i + 1;
    for (const entry of text
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '')) {
      const g = /^(\d+)-(\d+)\s+(\S+)$/.exec(entry);
      const u = /^(\d+)\s+(PAB|HPB|FPB|ZPB|absent|free)$/.exec(entry);
      if (g) games.push({ round, white: Number(g[1]), black: Number(g[2]), result: g[3] as GameResult });
      else if (u) unpaired.push({ round, player: Number(u[1]), kind: u[2] as UnpairedKind });
      else throw new Error(`bad entry "${entry}"`);
    }
  });
  return {
    name: 'mini',
    kind: o.kind ?? 'swiss',
    rounds: o.rounds.length,
    ...(o.startDate ? { startDate: o.startDate } : {}),
    players: Array.from({ length: o.players }, (_, i) => {
      const r = o.ratings?.[i];
      return { id: i + 1, name: `Player ${i + 1}`, ...(r !== undefined ? { fide: r } : {}) };
    }),
    games,
    unpaired,
    withdrawals: o.withdrawals ?? [],
    pointSystem: STANDARD_POINTS,
  };
}
