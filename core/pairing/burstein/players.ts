import { type Color, type HalfPoints, type PlayerId, type RoundNo } from '../../types.ts';
import type { Tournament } from '../../tournament/model.ts';
import { playedColourPreference } from '../playedColourPreference.ts';
import { computePlayerRounds, roundPoints, type PlayerRound } from '../../tournament/playerRounds.ts';

/** 0 none, 1 mild, 2 strong, 3 absolute (FIDE C.04.4.2 (2025) 1.5). */
export type BursteinStrength = 0 | 1 | 2 | 3;

/** Everything the Burstein rules need to know about one player before the round to pair. */
export interface BursteinPlayer {
  /** The tournament pairing number (TPN, 1.1). */
  readonly id: PlayerId;
  readonly score: HalfPoints;
  /** 1.7.1 Buchholz and Sonneborn-Berger (Sonneborn-Berger in half-points squared). */
  readonly buchholz: number;
  readonly sonnebornBerger: number;
  readonly colours: readonly Color[];
  /** 1.5: the colour preference; none before the first game (1.5.4). */
  readonly side?: Color;
  readonly strength: BursteinStrength;
  readonly opponents: ReadonlySet<PlayerId>;
  /** [C2]: may receive the pairing-allocated bye. */
  readonly pabEligible: boolean;
  readonly games: number;
}

/** FIDE C.04.4.2 (2025) 1.5: the colour preference from the played games, oldest first. */
export function bursteinPreference(colours: readonly Color[]): { side?: Color; strength: BursteinStrength } {
  // 1.5.4 no game played: no preference (the opponent's is granted); 1.5.1-1.5.3 as Dubov's 1.6.
  return playedColourPreference(colours) ?? { strength: 0 };
}

const played = (r: PlayerRound): r is Extract<PlayerRound, { kind: 'played' }> => r.kind === 'played';

/** Rounds 1..round-1 of the players to pair, with the Index of 1.7-1.8. */
export function buildBursteinPlayers(
  t: Tournament,
  ids: readonly PlayerId[],
  round: RoundNo,
): BursteinPlayer[] {
  const all = computePlayerRounds(t);
  const ps = t.pointSystem;
  const rounds = new Map<PlayerId, PlayerRound[]>();
  const score = new Map<PlayerId, HalfPoints>();
  for (const p of t.players) {
    const rs = (all.get(p.id) ?? []).filter((r) => r.round < round);
    rounds.set(p.id, rs);
    score.set(
      p.id,
      rs.reduce((s, r) => s + roundPoints(r, ps), 0),
    );
  }
  // 1.7.2.3: a player whose last rounds up to now are zero-point byes counts each of them as a draw
  // in the Index of his over-the-board opponents.
  const asOpponent = (id: PlayerId): HalfPoints => {
    const rs = rounds.get(id) ?? [];
    let trailing = 0;
    for (let r = round - 1; r >= 1; r--) {
      const here = rs.filter((x) => x.round === r);
      // An absence or a withdrawal (no entry) is a zero-point bye as well.
      if (here.every((x) => x.kind === 'ZPB' || x.kind === 'absent' || x.kind === 'notPaired')) trailing++;
      else break;
    }
    return (score.get(id) ?? 0) + trailing * (ps.draw - ps.zpb);
  };
  return ids.map((id) => {
    const rs = rounds.get(id) ?? [];
    const own = score.get(id) ?? 0;
    const colours: Color[] = [];
    const opponents = new Set<PlayerId>();
    let pabEligible = true;
    let buchholz = 0;
    let sonnebornBerger = 0;
    for (let r = 1; r < round; r++) {
      const here = rs.filter((x) => x.round === r);
      const game = here.find(played);
      const pts = here.reduce((s, x) => s + roundPoints(x, ps), 0);
      // 1.7.1.1 Buchholz: the opponents' current scores; 1.7.1.2 Sonneborn-Berger: each times the
      // points scored against him. 1.7.2: an unplayed round counts the player's own score.
      const opp = game ? asOpponent(game.opponent) : own;
      buchholz += opp;
      sonnebornBerger += opp * pts;
      if (game) {
        colours.push(game.color);
        opponents.add(game.opponent);
      } else if (here.some((x) => x.kind === 'PAB') || (here.length > 0 && pts >= ps.win)) {
        // [C2] (C.04.1 4): no PAB after a PAB or after a win's points scored without playing.
        pabEligible = false;
      }
    }
    return {
      id,
      score: own,
      buchholz,
      sonnebornBerger,
      colours,
      ...bursteinPreference(colours),
      opponents,
      pabEligible,
      games: colours.length,
    };
  });
}

/** 1.8 ranking order: Index (Buchholz, then Sonneborn-Berger) descending, then TPN. */
export const byIndex = (a: BursteinPlayer, b: BursteinPlayer): number =>
  b.buchholz - a.buchholz || b.sonnebornBerger - a.sonnebornBerger || a.id - b.id;
