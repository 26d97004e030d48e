import type { Color, HalfPoints, PlayerId, RoundNo } from '../types.ts';
import type { Game, Tournament, UnpairedKind } from './model.ts';
import type { PointSystem } from './pointSystem.ts';

/** What one round was for one player: the per-player view every engine works from. */
export type PlayerRound =
  | {
      readonly kind: 'played';
      readonly round: RoundNo;
      readonly opponent: PlayerId;
      readonly color: Color;
      readonly outcome: Outcome;
      readonly game: Game;
    }
  | {
      readonly kind: 'forfeitWin' | 'forfeitLoss' | 'doubleForfeit';
      readonly round: RoundNo;
      readonly opponent: PlayerId;
      readonly color: Color; // the scheduled colour
      readonly game: Game;
    }
  | {
      readonly kind: 'pending';
      readonly round: RoundNo;
      readonly opponent: PlayerId;
      readonly color: Color;
      readonly game: Game;
    }
  | { readonly kind: UnpairedKind; readonly round: RoundNo }
  /** After a withdrawal, or a round with no entry at all. */
  | { readonly kind: 'notPaired'; readonly round: RoundNo };

export const OUTCOMES = ['win', 'draw', 'loss'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** The entry of one game as seen by `player` (who must be White or Black in it). */
export function gameForPlayer(game: Game, player: PlayerId): PlayerRound {
  const white = game.white === player;
  const color: Color = white ? 'white' : 'black';
  const opponent = white ? game.black : game.white;
  const round = game.round;
  // Object literals, not spreads: this runs once per game and player in every standings run.
  switch (game.result) {
    case '1-0':
      return { kind: 'played', round, opponent, color, game, outcome: white ? 'win' : 'loss' };
    case '0-1':
      return { kind: 'played', round, opponent, color, game, outcome: white ? 'loss' : 'win' };
    case '1/2-1/2':
      return { kind: 'played', round, opponent, color, game, outcome: 'draw' };
    case '+:-':
      return { kind: white ? 'forfeitWin' : 'forfeitLoss', round, opponent, color, game };
    case '-:+':
      return { kind: white ? 'forfeitLoss' : 'forfeitWin', round, opponent, color, game };
    case '-:-':
      return { kind: 'doubleForfeit', round, opponent, color, game };
    case '*':
      return { kind: 'pending', round, opponent, color, game };
  }
}

/**
 * Every player's rounds 1..t.rounds (or up to the last round with data, if later), in round order.
 * A round may hold several entries (matches, knockout ties with tie-break games); a round with none
 * is `notPaired`.
 */
export function computePlayerRounds(t: Tournament): ReadonlyMap<PlayerId, readonly PlayerRound[]> {
  const byPlayer = new Map<PlayerId, PlayerRound[]>();
  for (const p of t.players) byPlayer.set(p.id, []);
  const add = (id: PlayerId, r: PlayerRound): void => {
    const list = byPlayer.get(id);
    if (list) list.push(r);
  };
  for (const g of t.games) {
    add(g.white, gameForPlayer(g, g.white));
    add(g.black, gameForPlayer(g, g.black));
  }
  for (const u of t.unpaired) add(u.player, { kind: u.kind, round: u.round });
  // A loop, not Math.max(...spread): a large event would exceed the engine's argument limit.
  let lastRound = t.rounds;
  for (const g of t.games) if (g.round > lastRound) lastRound = g.round;
  for (const u of t.unpaired) if (u.round > lastRound) lastRound = u.round;
  const result = new Map<PlayerId, readonly PlayerRound[]>();
  const present = new Uint8Array(lastRound + 1);
  for (const [id, list] of byPlayer) {
    present.fill(0);
    let sorted = true;
    for (let i = 0; i < list.length; i++) {
      const r = list[i] as PlayerRound;
      if (r.round >= 0 && r.round <= lastRound) present[r.round] = 1;
      const prev = list[i - 1];
      if (prev && (prev.round > r.round || (prev.round === r.round && gameNo(prev) > gameNo(r))))
        sorted = false;
    }
    let missing = false;
    for (let r = 1; r <= lastRound; r++)
      if (!present[r]) {
        list.push({ kind: 'notPaired', round: r });
        missing = true;
      }
    if (!sorted || missing) list.sort((a, b) => a.round - b.round || gameNo(a) - gameNo(b));
    result.set(id, list);
  }
  return result;
}

const gameNo = (r: PlayerRound): number => ('game' in r ? (r.game.game ?? 1) : 0);

/** Half-points one round is worth under a point system. Pending games and free rounds score nothing. */
export function roundPoints(r: PlayerRound, ps: PointSystem): HalfPoints {
  switch (r.kind) {
    case 'played':
      return r.outcome === 'win' ? ps.win : r.outcome === 'draw' ? ps.draw : ps.loss;
    case 'forfeitWin':
      return ps.forfeitWin;
    case 'forfeitLoss':
    case 'doubleForfeit':
      return ps.forfeitLoss;
    case 'PAB':
      return ps.pab;
    case 'FPB':
      return ps.fpb;
    case 'HPB':
      return ps.hpb;
    case 'ZPB':
      return ps.zpb;
    case 'absent':
      return ps.absent;
    case 'pending':
    case 'free':
    case 'notPaired':
      return 0;
  }
}

/** A player's score after `afterRound` (all rounds when omitted). */
export function scoreAfter(
  rounds: readonly PlayerRound[],
  ps: PointSystem,
  afterRound = Infinity,
): HalfPoints {
  let s = 0;
  for (const r of rounds) if (r.round <= afterRound) s += roundPoints(r, ps);
  return s;
}

/** Every player's score after `afterRound` (all rounds when omitted). */
export function computeScores(t: Tournament, afterRound = Infinity): ReadonlyMap<PlayerId, HalfPoints> {
  const rounds = computePlayerRounds(t);
  const scores = new Map<PlayerId, HalfPoints>();
  for (const [id, rs] of rounds) scores.set(id, scoreAfter(rs, t.pointSystem, afterRound));
  return scores;
}

/** The tournament as it stood after `round`: later games, byes and withdrawals removed. */
export function tournamentAfterRound(t: Tournament, round: RoundNo): Tournament {
  return {
    ...t,
    games: t.games.filter((g) => g.round <= round),
    unpaired: t.unpaired.filter((u) => u.round <= round),
    withdrawals: t.withdrawals.filter((w) => w.afterRound < round),
  };
}

/** The last round with any recorded result (0 before the first). */
export function lastPlayedRound(t: Tournament): RoundNo {
  let last = 0;
  for (const g of t.games) if (g.result !== '*' && g.round > last) last = g.round;
  for (const u of t.unpaired) if (u.round > last) last = u.round;
  return last;
}
