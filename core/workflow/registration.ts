/**
 * The start list: registering, editing and removing players before round 1, and late entries
 * after it (numbered by FIDE C.04.2 (2026) 2, "Initial Order"; see `lateEntry`).
 */
import { err, ok, type Result } from '../result.ts';
import type { PlayerId, RoundNo } from '../types.ts';
import type { Tournament, Unpaired } from '../tournament/model.ts';
import type { Player } from '../tournament/player.ts';
import type { WorkflowError } from './errors.ts';
import { lastPairedRound, withHistory, type ActionOptions } from './history.ts';
import { initialStartOrder, renumberPlayers, type StartOrderRating } from './startOrder.ts';

/** A player as registered: everything but the start number, which registration gives. */
export type NewPlayer = Omit<Player, 'id'>;

/** A name compared as a director would: case, accents, spaces and comma spacing ignored ("Mueller" ≠ "Müller"). */
const nameKey = (name: string): string =>
  name
    .normalize('NFC')
    .toLocaleLowerCase('de')
    .replace(/\s*,\s*/g, ',')
    .replace(/\s+/g, ' ')
    .trim();

/** Two entries for one person: the same FIDE id, or the same name unless their birth years differ. */
function samePerson(a: NewPlayer, b: NewPlayer): boolean {
  if (a.fideId !== undefined && b.fideId !== undefined) return a.fideId.trim() === b.fideId.trim();
  if (nameKey(a.name) !== nameKey(b.name)) return false;
  return a.birthYear === undefined || b.birthYear === undefined || a.birthYear === b.birthYear;
}

/**
 * The player's fields in the order the tournament JSON lists them (its reader builds them in that
 * order), so that a file written after an action reads back to the same bytes and an undone
 * pairing leaves the file as it was.
 */
const PLAYER_KEYS = Object.keys({
  id: true,
  name: true,
  title: true,
  sex: true,
  club: true,
  federation: true,
  fideId: true,
  zps: true,
  memberNumber: true,
  dsbId: true,
  birthYear: true,
  birthDate: true,
  dwz: true,
  fide: true,
  nationalRatings: true,
  residualGames: true,
  rank: true,
} as const satisfies Record<keyof Player, true>) as (keyof Player)[];

function inKeyOrder(p: Player): Player {
  const out: Record<string, unknown> = {};
  for (const k of PLAYER_KEYS) if (p[k] !== undefined) out[k] = p[k];
  return out as unknown as Player;
}

const nextId = (t: Tournament): PlayerId => t.players.reduce((m, p) => Math.max(m, p.id), 0) + 1;

function checkNew(t: Tournament, p: NewPlayer): WorkflowError | undefined {
  if (p.name.trim() === '') return { kind: 'emptyName' };
  const twin = t.players.find((q) => samePerson(q, p));
  return twin
    ? { kind: 'duplicatePlayer', found: p.name.trim(), player: twin.id, name: twin.name }
    : undefined;
}

/** How a late entrant's missed rounds are recorded (see `lateEntry`). */
export const MISSED_ROUND_KINDS = ['absent', 'ZPB', 'HPB'] as const;
export type MissedRoundKind = (typeof MISSED_ROUND_KINDS)[number];

export interface LateEntryOptions extends ActionOptions {
  /** Default `absent`: not paired, no points. */
  readonly missedRounds?: MissedRoundKind;
  /** Which rating orders the start list when the numbers are reassigned (default `fide`). */
  readonly startOrder?: StartOrderRating;
}

/** Rounds up to which pairing numbers may still be reassigned for a late entry. */
const RENUMBER_UNTIL_ROUND = 3;

export interface Registered {
  readonly tournament: Tournament;
  /** The players added, with their start numbers (after any renumbering). */
  readonly added: readonly Player[];
  /** Late entries: the rounds they missed, recorded as `missedRounds`. */
  readonly missed: readonly RoundNo[];
  /** The start list was renumbered by the initial order (a late entry before round 4). */
  readonly renumbered: boolean;
}

/**
 * A late entry, admitted after round 1 is paired. The entrant is not paired in the rounds already
 * paired and gets no points for them (`absent`; FIDE Regulations for Swiss System Tournaments,
 * C.04.2 D "Late entries": "not paired for the rounds which he cannot play … no points for unplayed
 * rounds"), unless the tournament's regulations grant zero- or half-point byes (`missedRounds`).
 * The pairing numbers stay provisional while rounds 1-3 are paired: the whole list is numbered
 * again by the initial order (FIDE C.04.2 (2026) 2: rating, title, name). From round 4 on the
 * numbers are final (FIDE endorsement checklist) and the entrant takes the next free number.
 */
export function lateEntry(
  t: Tournament,
  p: NewPlayer,
  opts: LateEntryOptions = {},
): Result<Registered, WorkflowError> {
  const name = p.name.trim();
  if (t.kind !== 'swiss') return err({ kind: 'lateEntryRefused', tournamentKind: t.kind, found: name });
  const last = lastPairedRound(t);
  if (last >= t.rounds) return err({ kind: 'allRoundsPlayed', rounds: t.rounds, found: name });
  const bad = checkNew(t, p);
  if (bad) return err(bad);
  const id = nextId(t);
  const missed = Array.from({ length: last }, (_, i) => i + 1);
  const kind = opts.missedRounds ?? 'absent';
  const entries: Unpaired[] = missed.map((round) => ({ round, player: id, kind }));
  const added: Tournament = {
    ...t,
    players: [...t.players, inKeyOrder({ ...p, name, id })],
    unpaired: [...t.unpaired, ...entries],
  };
  const renumber = last <= RENUMBER_UNTIL_ROUND;
  const order = renumber ? initialStartOrder(added.players, opts.startOrder) : added.players;
  const numbered = renumber ? renumberPlayers(added, order) : added;
  const finalId = renumber ? order.findIndex((x) => x.id === id) + 1 : id;
  const entrant = numbered.players.find((x) => x.id === finalId);
  if (!entrant) throw new Error('lateEntry: the entrant is missing');
  return ok({
    tournament: withHistory(
      numbered,
      { action: 'lateEntry', player: entrant.id, name, round: last + 1, to: kind },
      opts,
    ),
    added: [entrant],
    missed,
    renumbered: renumber,
  });
}

/**
 * Registers players with the next start numbers, in the order given, before round 1 (the numbers
 * are fixed by the initial order when round 1 is paired). After that each is a late entry.
 * Refused, with nothing added, when a player has no name or is already registered (or listed twice).
 */
export function addPlayers(
  t: Tournament,
  players: readonly NewPlayer[],
  opts: LateEntryOptions = {},
): Result<Registered, WorkflowError> {
  let cur = t;
  const added: Player[] = [];
  let missed: readonly RoundNo[] = [];
  let renumbered = false;
  for (const p of players) {
    // After round 1 is paired a new player is a late entry. A file read from elsewhere with
    // every round played and no frozen start list (a finished event completed with DSB data)
    // registers as before.
    const last = lastPairedRound(cur);
    if (cur.startListFrozen || (last > 0 && last < cur.rounds)) {
      const late = lateEntry(cur, p, opts);
      if (!late.ok) return late;
      cur = late.value.tournament;
      // A renumbering moves the earlier entrants too: name them by their new numbers.
      const names = new Set(added.map((a) => a.name));
      const moved = cur.players.filter((x) => names.has(x.name));
      added.length = 0;
      for (const x of [...moved, ...late.value.added]) added.push(x);
      missed = late.value.missed;
      renumbered ||= late.value.renumbered;
      continue;
    }
    const bad = checkNew(cur, p);
    if (bad) return err(bad);
    const player: Player = inKeyOrder({ ...p, name: p.name.trim(), id: nextId(cur) });
    added.push(player);
    cur = withHistory(
      { ...cur, players: [...cur.players, player] },
      { action: 'register', player: player.id, name: player.name },
      opts,
    );
  }
  return ok({ tournament: cur, added, missed, renumbered });
}

/** The player fields an edit may change (all but the start number). */
export type PlayerPatch = { readonly [K in keyof NewPlayer]?: NewPlayer[K] };

/**
 * Changes a player's data (name, ratings, club, ids …). Allowed at any time: the start numbers do
 * not change (a corrected rating counts for the pairings still to be made).
 */
export function editPlayer(
  t: Tournament,
  id: PlayerId,
  patch: PlayerPatch,
  opts: ActionOptions = {},
): Result<
  { readonly tournament: Tournament; readonly player: Player; readonly fields: readonly string[] },
  WorkflowError
> {
  const old = t.players.find((p) => p.id === id);
  if (!old) return err({ kind: 'noSuchPlayer', found: String(id), suggestions: [] });
  if (patch.name !== undefined && patch.name.trim() === '') return err({ kind: 'emptyName' });
  const fields = (Object.keys(patch) as (keyof PlayerPatch)[]).filter(
    (k) => JSON.stringify(patch[k]) !== JSON.stringify(old[k]),
  );
  const player: Player = inKeyOrder({
    ...old,
    ...patch,
    ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
    id,
  });
  if (fields.length === 0) return ok({ tournament: t, player: old, fields });
  const tournament = withHistory(
    { ...t, players: t.players.map((p) => (p.id === id ? player : p)) },
    { action: 'editPlayer', player: id, name: player.name, fields },
    opts,
  );
  return ok({ tournament, player, fields });
}

/**
 * Takes a player off the start list before round 1 is paired; the others close up (the numbers
 * are provisional until then). Refused afterwards (`removeAfterStart`): a player who leaves then
 * withdraws, and the rounds played stay.
 */
export function removePlayer(
  t: Tournament,
  id: PlayerId,
  opts: ActionOptions = {},
): Result<{ readonly tournament: Tournament; readonly player: Player }, WorkflowError> {
  const player = t.players.find((p) => p.id === id);
  if (!player) return err({ kind: 'noSuchPlayer', found: String(id), suggestions: [] });
  if (t.startListFrozen || lastPairedRound(t) > 0)
    return err({ kind: 'removeAfterStart', player: id, name: player.name });
  const rest: Tournament = {
    ...t,
    players: t.players.filter((p) => p.id !== id),
    withdrawals: t.withdrawals.filter((w) => w.player !== id),
    ...(t.byeRequests ? { byeRequests: t.byeRequests.filter((b) => b.player !== id) } : {}),
    ...(t.accelerations ? { accelerations: t.accelerations.filter((a) => a.player !== id) } : {}),
    ...(t.forbiddenPairs
      ? {
          forbiddenPairs: t.forbiddenPairs
            .map((f) => ({ ...f, players: f.players.filter((x) => x !== id) }))
            .filter((f) => f.players.length >= 2),
        }
      : {}),
  };
  const closed = renumberPlayers(
    rest,
    [...rest.players].sort((a, b) => a.id - b.id),
  );
  return ok({
    tournament: withHistory(closed, { action: 'removePlayer', player: id, name: player.name }, opts),
    player,
  });
}
