import { type Color, type HalfPoints, type PlayerId, type RoundNo } from '../../types.ts';
import type { Tournament } from '../../tournament/model.ts';
import { playedColourPreference } from '../playedColourPreference.ts';
import { computePlayerRounds, roundPoints } from '../../tournament/playerRounds.ts';

/** 1 mild, 2 strong, 3 absolute (FIDE C.04.4.1 (2026) 1.6). */
export type DubovStrength = 1 | 2 | 3;

/** Everything the Dubov rules need to know about one player before the round to pair. */
export interface DubovPlayer {
  /** The tournament pairing number (TPN, 1.2). */
  readonly id: PlayerId;
  readonly score: HalfPoints;
  readonly rating: number;
  /** 1.7: average rating of the opponents met over the board, 0 before the first game. */
  readonly aro: number;
  /** Colours of played games, oldest first (unplayed rounds do not count). */
  readonly colours: readonly Color[];
  /** 1.6: the colour preference (due colour) and its strength. */
  readonly side: Color;
  readonly strength: DubovStrength;
  readonly opponents: ReadonlySet<PlayerId>;
  /** [C2]: may receive the pairing-allocated bye. */
  readonly pabEligible: boolean;
  readonly games: number;
  /** 1.8: times upfloated so far, upfloated in the previous round, a maximum upfloater. */
  readonly upfloats: number;
  readonly upfloatedLast: boolean;
  readonly maxUpfloater: boolean;
}

/** The rating the Dubov system pairs by (1.1: FIDE rating, else the national one, else 0). */
const dubovRating = (t: Tournament, id: PlayerId): number => {
  const p = t.players.find((x) => x.id === id);
  return p?.fide ?? p?.nationalRatings?.[0]?.rating ?? 0;
};

/** FIDE C.04.4.1 (2026) 1.6: the colour preference from the played games, oldest first. */
export function dubovPreference(colours: readonly Color[]): { side: Color; strength: DubovStrength } {
  // 1.6.4 a player who has not played yet has a mild preference for Black.
  return playedColourPreference(colours) ?? { side: 'black', strength: 1 };
}

/** Rounds 1..round-1 of the players to pair, as the Dubov articles read them. */
export function buildDubovPlayers(t: Tournament, ids: readonly PlayerId[], round: RoundNo): DubovPlayer[] {
  const all = computePlayerRounds(t);
  const ps = t.pointSystem;
  // Score before round r (r = 1..round) of every player: an upfloat is a game against a higher score.
  const before = new Map<PlayerId, HalfPoints[]>();
  for (const p of t.players) {
    const acc: HalfPoints[] = [0];
    let s = 0;
    const rs = all.get(p.id) ?? [];
    for (let r = 1; r < round; r++) {
      for (const pr of rs) if (pr.round === r) s += roundPoints(pr, ps);
      acc.push(s);
    }
    before.set(p.id, acc);
  }
  const scoreBefore = (id: PlayerId, r: RoundNo): HalfPoints => before.get(id)?.[r - 1] ?? 0;
  // 1.8.2 MaxT = 2 + [Rnds / 5].
  const maxT = 2 + Math.floor(t.rounds / 5);
  return ids.map((id) => {
    const rs = (all.get(id) ?? []).filter((r) => r.round < round).sort((a, b) => a.round - b.round);
    const colours: Color[] = [];
    const opponents = new Set<PlayerId>();
    let pabEligible = true;
    let ratingSum = 0;
    let upfloats = 0;
    let upfloatedLast = false;
    for (let r = 1; r < round; r++) {
      const entries = rs.filter((x) => x.round === r);
      const played = entries.find((x) => x.kind === 'played');
      if (played && played.kind === 'played') {
        colours.push(played.color);
        opponents.add(played.opponent);
        ratingSum += dubovRating(t, played.opponent);
        const up = scoreBefore(played.opponent, r) > scoreBefore(id, r);
        if (up) upfloats++;
        if (r === round - 1) upfloatedLast = up;
      } else {
        // [C2] (C.04.1 4): no PAB after a PAB or after a win's points scored without playing.
        const pts = entries.reduce((s, x) => s + roundPoints(x, ps), 0);
        if (entries.some((x) => x.kind === 'PAB') || (entries.length > 0 && pts >= ps.win))
          pabEligible = false;
      }
    }
    const games = colours.length;
    // 1.7.1 rounded to the nearest integer, the higher one on .5; 1.7.3 zero before the first game.
    const aro = games === 0 ? 0 : Math.floor((2 * ratingSum + games) / (2 * games));
    const pref = dubovPreference(colours);
    return {
      id,
      score: scoreBefore(id, round),
      rating: dubovRating(t, id),
      aro,
      colours,
      side: pref.side,
      strength: pref.strength,
      opponents,
      pabEligible,
      games,
      upfloats,
      upfloatedLast,
      // 1.8.1 upfloated MaxT times already.
      maxUpfloater: upfloats >= maxT,
    };
  });
}
