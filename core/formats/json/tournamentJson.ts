/**
 * The Rochade tournament JSON document (docs/tournament-json.md) ⇄ Tournament. Plain mapping and
 * the checks that need the whole document (ids, rounds); the field-by-field validation is the zod
 * schema in `schemas/tournamentJson.ts`. Points in JSON are points (1, 0.5, 0); the model counts
 * half-points.
 */
import { maxOf } from '../../arrays.ts';
import { err, ok, type Result } from '../../result.ts';
import type { Color, IsoDate } from '../../types.ts';
import type {
  ByeRequest,
  HistoryEntry,
  ResultCorrection,
  Game,
  GameResult,
  Tournament,
  TournamentKind,
  Unpaired,
  UnpairedKind,
} from '../../tournament/model.ts';
import type { Player } from '../../tournament/player.ts';
import { STANDARD_POINTS, isStandardPoints, type PointSystem } from '../../tournament/pointSystem.ts';
import type { FormatError } from '../formatError.ts';

/** A player as the JSON holds it: the model's player, except residual-game scores in points. */
export interface TournamentJsonPlayer extends Omit<Player, 'residualGames'> {
  /** DWZ residual games; `score` in points: 1, 0.5 or 0. */
  readonly residualGames?: readonly {
    readonly opponentRating: number;
    readonly score: number;
    readonly date?: IsoDate;
  }[];
}

export interface TournamentJsonGame {
  readonly round: number;
  readonly white: number;
  readonly black: number;
  readonly result: GameResult;
  readonly board?: number;
  readonly game?: number;
  readonly tiebreakGame?: boolean;
  readonly unrated?: boolean;
  readonly colorsUnknown?: boolean;
}

export interface TournamentJsonBye {
  readonly round: number;
  readonly player: number;
  readonly kind: UnpairedKind;
}

/** A point system in points (win 1, draw 0.5, …); missing values are the FIDE defaults. */
export type TournamentJsonPointSystem = { readonly [K in keyof PointSystem]?: number };

export interface TournamentJson {
  readonly name?: string;
  readonly kind: TournamentKind;
  readonly rounds?: number;
  readonly startDate?: IsoDate;
  readonly endDate?: IsoDate;
  readonly city?: string;
  readonly federation?: string;
  readonly chiefArbiter?: string;
  readonly timeControl?: string;
  readonly roundDates?: readonly (IsoDate | null)[];
  readonly pointSystem?: TournamentJsonPointSystem;
  readonly initialColor?: Color;
  readonly pairingSystem?: string;
  readonly tiebreaks?: readonly string[];
  readonly schedule?: 'recorded' | 'synthetic';
  readonly players: readonly TournamentJsonPlayer[];
  readonly games?: readonly TournamentJsonGame[];
  readonly byes?: readonly TournamentJsonBye[];
  readonly withdrawals?: readonly { readonly player: number; readonly afterRound: number }[];
  readonly forbiddenPairs?: readonly {
    readonly players: readonly number[];
    readonly fromRound?: number;
    readonly toRound?: number;
  }[];
  /** Fictitious pairing points (accelerations), in points. */
  readonly accelerations?: readonly {
    readonly player: number;
    readonly round: number;
    readonly points: number;
  }[];
  readonly kept?: readonly { readonly format: 'trf'; readonly index: number; readonly text: string }[];
  readonly startListFrozen?: boolean;
  readonly byeRequests?: readonly ByeRequest[];
  readonly resultCorrections?: readonly ResultCorrection[];
  /** The director's actions, oldest first (absent in files written before it existed). */
  readonly history?: readonly HistoryEntry[];
}

const jsonError = (
  kind: FormatError['kind'],
  path: string,
  found: string,
  expected: string,
): FormatError => ({
  kind,
  format: 'json',
  path,
  found,
  expected,
});

/** Rounds a round robin of n players needs (Berger: n-1 for even n, n for odd; twice for double). */
function roundRobinRounds(kind: TournamentKind, n: number): number {
  const cycle = n % 2 === 0 ? n - 1 : n;
  return kind === 'roundRobin' ? cycle : kind === 'doubleRoundRobin' ? 2 * cycle : 0;
}

/** The checks across fields: unique ids, known players, one entry per player and round, rounds. */
function checkDocument(doc: TournamentJson, rounds: number): FormatError | undefined {
  const ids = new Set<number>();
  for (const [i, p] of doc.players.entries()) {
    if (ids.has(p.id))
      return jsonError('duplicateId', `players[${i}].id`, String(p.id), 'an id not used by another player');
    ids.add(p.id);
  }
  const known = (id: number, path: string): FormatError | undefined =>
    ids.has(id) ? undefined : jsonError('unknownPlayer', path, String(id), 'the id of a player in "players"');
  const inRange = (round: number, path: string): FormatError | undefined =>
    doc.rounds !== undefined && round > rounds
      ? jsonError('roundOutOfRange', path, String(round), `a round from 1 to ${rounds} ("rounds")`)
      : undefined;
  // A player has one entry per round; the same pair may meet again in that round with another game number.
  const seen = new Map<string, string>();
  const once = (player: number, round: number, what: string, path: string): FormatError | undefined => {
    const key = `${player}/${round}`;
    const before = seen.get(key);
    if (before !== undefined && before !== what) {
      return jsonError(
        'twiceInRound',
        path,
        `player ${player} again in round ${round}`,
        'one game or bye per player and round',
      );
    }
    seen.set(key, what);
    return undefined;
  };
  const games = doc.games ?? [];
  const perPair = new Set<string>();
  for (const [i, g] of games.entries()) {
    const p = `games[${i}]`;
    const e =
      known(g.white, `${p}.white`) ??
      known(g.black, `${p}.black`) ??
      (g.white === g.black
        ? jsonError('selfPairing', `${p}.black`, String(g.black), 'an opponent other than White')
        : undefined) ??
      inRange(g.round, `${p}.round`);
    if (e) return e;
    const pair = `${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}`;
    const gameKey = `${pair}/${g.round}/${g.game ?? 1}`;
    if (perPair.has(gameKey)) {
      return jsonError(
        'twiceInRound',
        p,
        `${pair} again in round ${g.round}`,
        'a different "game" number for each game of a pair in one round',
      );
    }
    perPair.add(gameKey);
    const e2 = once(g.white, g.round, `game ${pair}`, p) ?? once(g.black, g.round, `game ${pair}`, p);
    if (e2) return e2;
  }
  for (const [i, b] of (doc.byes ?? []).entries()) {
    const p = `byes[${i}]`;
    const e =
      known(b.player, `${p}.player`) ??
      inRange(b.round, `${p}.round`) ??
      once(b.player, b.round, `bye ${i}`, p);
    if (e) return e;
  }
  for (const [i, w] of (doc.withdrawals ?? []).entries()) {
    const e = known(w.player, `withdrawals[${i}].player`);
    if (e) return e;
  }
  for (const [i, f] of (doc.forbiddenPairs ?? []).entries()) {
    for (const [j, id] of f.players.entries()) {
      const e = known(id, `forbiddenPairs[${i}].players[${j}]`);
      if (e) return e;
    }
  }
  for (const [i, a] of (doc.accelerations ?? []).entries()) {
    const e = known(a.player, `accelerations[${i}].player`);
    if (e) return e;
  }
  for (const [i, b] of (doc.byeRequests ?? []).entries()) {
    const e = known(b.player, `byeRequests[${i}].player`) ?? inRange(b.round, `byeRequests[${i}].round`);
    if (e) return e;
  }
  for (const [i, c] of (doc.resultCorrections ?? []).entries()) {
    const e =
      known(c.white, `resultCorrections[${i}].white`) ?? known(c.black, `resultCorrections[${i}].black`);
    if (e) return e;
  }
  return undefined;
}

const half = (points: number): number => Math.round(points * 2);

/** A checked JSON document → Tournament (JSON points → half-points). */
export function tournamentFromJson(doc: TournamentJson): Result<Tournament, FormatError> {
  const lastRound = maxOf(
    (doc.byes ?? []).map((b) => b.round),
    maxOf(
      (doc.games ?? []).map((g) => g.round),
      0,
    ),
  );
  const rounds = doc.rounds ?? Math.max(lastRound, roundRobinRounds(doc.kind, doc.players.length));
  const e = checkDocument(doc, rounds);
  if (e) return err(e);
  const players: Player[] = doc.players.map((p) => ({
    ...p,
    ...(p.residualGames
      ? { residualGames: p.residualGames.map((r) => ({ ...r, score: half(r.score) })) }
      : {}),
  }));
  const pointSystem: PointSystem = { ...STANDARD_POINTS };
  const ps = pointSystem as { -readonly [K in keyof PointSystem]: number };
  for (const [k, v] of Object.entries(doc.pointSystem ?? {})) {
    if (v !== undefined) ps[k as keyof PointSystem] = half(v);
  }
  const games: Game[] = (doc.games ?? []).map((g) => ({ ...g }));
  const unpaired: Unpaired[] = (doc.byes ?? []).map((b) => ({ ...b }));
  return ok({
    name: doc.name ?? '',
    kind: doc.kind,
    rounds,
    ...(doc.startDate !== undefined ? { startDate: doc.startDate } : {}),
    ...(doc.endDate !== undefined ? { endDate: doc.endDate } : {}),
    ...(doc.city !== undefined ? { city: doc.city } : {}),
    ...(doc.federation !== undefined ? { federation: doc.federation } : {}),
    ...(doc.chiefArbiter !== undefined ? { chiefArbiter: doc.chiefArbiter } : {}),
    ...(doc.timeControl !== undefined ? { timeControl: doc.timeControl } : {}),
    ...(doc.roundDates !== undefined ? { roundDates: doc.roundDates.map((d) => d ?? undefined) } : {}),
    players,
    games,
    unpaired,
    withdrawals: (doc.withdrawals ?? []).map((w) => ({ ...w })),
    pointSystem,
    ...(doc.initialColor !== undefined ? { initialColor: doc.initialColor } : {}),
    ...(doc.forbiddenPairs !== undefined
      ? { forbiddenPairs: doc.forbiddenPairs.map((f) => ({ ...f })) }
      : {}),
    ...(doc.accelerations !== undefined
      ? { accelerations: doc.accelerations.map((a) => ({ ...a, points: half(a.points) })) }
      : {}),
    ...(doc.pairingSystem !== undefined ? { pairingSystem: doc.pairingSystem } : {}),
    ...(doc.tiebreaks !== undefined ? { tiebreaks: [...doc.tiebreaks] } : {}),
    ...(doc.schedule !== undefined ? { schedule: doc.schedule } : {}),
    ...(doc.kept !== undefined ? { kept: doc.kept.map((k) => ({ ...k })) } : {}),
    ...(doc.startListFrozen !== undefined ? { startListFrozen: doc.startListFrozen } : {}),
    ...(doc.byeRequests !== undefined ? { byeRequests: doc.byeRequests.map((b) => ({ ...b })) } : {}),
    ...(doc.resultCorrections !== undefined
      ? { resultCorrections: doc.resultCorrections.map((c) => ({ ...c })) }
      : {}),
    ...(doc.history !== undefined ? { history: doc.history.map((h) => ({ ...h })) } : {}),
  });
}

/** Drops undefined values so the document holds only what the tournament has. */
function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/** Tournament → JSON document (half-points → points; the default point system is left out). */
export function tournamentToJson(t: Tournament): TournamentJson {
  const points = (h: number): number => h / 2;
  return defined<TournamentJson>({
    name: t.name,
    kind: t.kind,
    rounds: t.rounds,
    startDate: t.startDate,
    endDate: t.endDate,
    city: t.city,
    federation: t.federation,
    chiefArbiter: t.chiefArbiter,
    timeControl: t.timeControl,
    roundDates: t.roundDates?.map((d) => d ?? null),
    pointSystem: isStandardPoints(t.pointSystem)
      ? undefined
      : (Object.fromEntries(
          Object.entries(t.pointSystem).map(([k, v]) => [k, points(v)]),
        ) as TournamentJsonPointSystem),
    initialColor: t.initialColor,
    pairingSystem: t.pairingSystem,
    tiebreaks: t.tiebreaks,
    schedule: t.schedule,
    players: t.players.map((p) =>
      defined<TournamentJsonPlayer>({
        ...p,
        residualGames: p.residualGames?.map((r) => defined({ ...r, score: points(r.score) })),
      }),
    ),
    games: t.games.map((g) => defined<TournamentJsonGame>({ ...g })),
    byes: t.unpaired.map((u) => ({ round: u.round, player: u.player, kind: u.kind })),
    withdrawals: t.withdrawals.map((w) => ({ player: w.player, afterRound: w.afterRound })),
    forbiddenPairs: t.forbiddenPairs?.map((f) => defined({ ...f })),
    accelerations: t.accelerations?.map((a) => ({ ...a, points: points(a.points) })),
    kept: t.kept?.map((k) => ({ ...k })),
    startListFrozen: t.startListFrozen,
    byeRequests: t.byeRequests?.map((b) => ({ ...b })),
    resultCorrections: t.resultCorrections?.map((c) => defined({ ...c })),
    history: t.history?.map((h) => defined({ ...h })),
  });
}

/** One line: `{ "round": 1, "white": 3, "black": 7, "result": "1-0" }`. */
function inline(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(inline).join(', ')}]`;
  if (v !== null && typeof v === 'object') {
    const entries = Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}: ${inline(x)}`);
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return JSON.stringify(v);
}

/** Two-space indentation; objects and arrays that fit in 110 columns stay on one line. */
function pretty(v: unknown, indent: string, top: boolean): string {
  const one = inline(v);
  if ((!top && indent.length + one.length <= 110) || v === null || typeof v !== 'object') return one;
  const inner = `${indent}  `;
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]';
    return `[\n${v.map((x) => inner + pretty(x, inner, false)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(v).map(
    ([k, x]) => `${inner}${JSON.stringify(k)}: ${pretty(x, inner, false)}`,
  );
  return entries.length === 0 ? '{}' : `{\n${entries.join(',\n')}\n${indent}}`;
}

/** The tournament as pretty-printed Rochade JSON: one game, bye or short player per line; final newline. */
export function makeTournamentJson(t: Tournament): string {
  return `${pretty(tournamentToJson(t), '', true)}\n`;
}
