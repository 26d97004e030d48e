import type { HalfPoints, PlayerId } from '../types.ts';
import type { Tournament } from '../tournament/model.ts';
import {
  computePlayerRounds,
  lastPlayedRound,
  roundPoints,
  tournamentAfterRound,
  type PlayerRound,
} from '../tournament/playerRounds.ts';
import type { PointSystem } from '../tournament/pointSystem.ts';
import {
  isVur,
  type MemoKey,
  type RuleVersion,
  type Slot,
  type TableMemo,
  type TiebreakContext,
} from './types.ts';

export interface ContextOptions {
  readonly rules: RuleVersion;
  /** Standings after this round (default: the last round with a result). */
  readonly afterRound?: number;
  /** Treat as a round robin (C.07 15.2) whatever `t.kind` says. */
  readonly roundRobin?: boolean;
}

export const isRoundRobinKind = (t: Tournament): boolean =>
  t.kind === 'roundRobin' || t.kind === 'doubleRoundRobin';

function toSlot(r: PlayerRound, ps: PointSystem, roundRobin: boolean): Slot {
  const points = roundPoints(r, ps);
  switch (r.kind) {
    case 'played':
      return { round: r.round, kind: 'game', points, opponent: r.opponent, color: r.color };
    case 'forfeitWin':
    case 'forfeitLoss':
    case 'doubleForfeit':
      return { round: r.round, kind: r.kind, points, opponent: r.opponent, color: r.color };
    case 'PAB':
    case 'FPB':
    case 'HPB':
      return { round: r.round, kind: r.kind, points };
    case 'ZPB':
    case 'absent':
      // 15.2: pre-determined pairings have no byes; `0000 - Z` / `0000 - -` there is the free round.
      return roundRobin
        ? { round: r.round, kind: 'free', points: 0 }
        : { round: r.round, kind: 'ZPB', points };
    case 'notPaired':
      // Every round after a withdrawal is a ZPB (16.1); in a round robin a missing entry adds nothing.
      return { round: r.round, kind: roundRobin ? 'free' : 'ZPB', points };
    case 'pending':
    case 'free':
      return { round: r.round, kind: 'free', points: 0 };
  }
}

/** C.07 16.3: a requested bye followed only by VURs (or in the last round) counts as a draw. */
export function adjustedScore16_3(slots: readonly Slot[], ps: PointSystem): HalfPoints {
  let total = 0;
  let onlyVursAfter = true;
  for (let i = slots.length - 1; i >= 0; i--) {
    const s = slots[i];
    if (!s || s.kind === 'free') continue;
    const requestedBye = s.kind === 'HPB' || s.kind === 'ZPB';
    total += requestedBye && onlyVursAfter ? ps.draw : s.points;
    if (!isVur(s)) onlyVursAfter = false;
  }
  return total;
}

/** C.02 (2017): for the opponents, every unplayed game of the player counts as a draw. */
export function adjustedScoreC02(slots: readonly Slot[], ps: PointSystem, roundRobin: boolean): HalfPoints {
  let total = 0;
  for (const s of slots) {
    if (s.kind === 'free') continue;
    const unplayed = s.kind !== 'game' && !(roundRobin && s.opponent !== undefined);
    total += unplayed ? ps.draw : s.points;
  }
  return total;
}

/** Builds the per-player tables every tiebreak reads. */
export function makeTiebreakContext(t0: Tournament, opts: ContextOptions): TiebreakContext {
  const t = opts.afterRound !== undefined ? tournamentAfterRound(t0, opts.afterRound) : t0;
  // Rounds without any result yet are not counted (their pairings are pending).
  const rounds = Math.min(opts.afterRound ?? Infinity, lastPlayedRound(t));
  const roundRobin = opts.roundRobin ?? isRoundRobinKind(t);
  const ps = t.pointSystem;
  const all = computePlayerRounds(t);
  const slots = new Map<PlayerId, readonly Slot[]>();
  const score = new Map<PlayerId, HalfPoints>();
  const asOpponent = new Map<PlayerId, HalfPoints>();
  for (const p of t.players) {
    const list = (all.get(p.id) ?? []).filter((r) => r.round <= rounds).map((r) => toSlot(r, ps, roundRobin));
    slots.set(p.id, list);
    const s = list.reduce((a, x) => a + x.points, 0);
    score.set(p.id, s);
    const adj =
      opts.rules === 'club' || roundRobin
        ? s
        : opts.rules === 'C02_2017'
          ? adjustedScoreC02(list, ps, roundRobin)
          : adjustedScore16_3(list, ps);
    asOpponent.set(p.id, adj);
  }
  return {
    tournament: t,
    rules: opts.rules,
    roundRobin,
    rounds,
    pointSystem: ps,
    ids: t.players.map((p) => p.id),
    slots,
    score,
    asOpponent,
    memo: tableMemo(),
  };
}

/** A memo whose typed keys are encoded in this one place. */
function tableMemo(): TableMemo {
  const tables = new Map<string, ReadonlyMap<PlayerId, number>>();
  const encode = (k: MemoKey): string =>
    'cut' in k
      ? `${k.table}:${k.cut.low}:${k.cut.high}:${k.forfeitsPlayed}:${k.unplayedFirst}`
      : `${k.table}:${k.unratedAs}`;
  return {
    get: (key) => tables.get(encode(key)),
    set: (key, table) => void tables.set(encode(key), table),
  };
}

/** Memoises a per-player table under `key` in the context. */
export function memo(
  ctx: TiebreakContext,
  key: MemoKey,
  compute: () => ReadonlyMap<PlayerId, number>,
): ReadonlyMap<PlayerId, number> {
  const hit = ctx.memo.get(key);
  if (hit) return hit;
  const v = compute();
  ctx.memo.set(key, v);
  return v;
}

export const get = (m: ReadonlyMap<PlayerId, number>, id: PlayerId): number => m.get(id) ?? 0;
