import type { Color, HalfPoints, PlayerId, RoundNo } from '../../types.ts';
import type { Tournament } from '../../tournament/model.ts';
import { computePlayerRounds, roundPoints, type PlayerRound } from '../../tournament/playerRounds.ts';
import { colourPreference, type ColourPreference } from './colours.ts';
import { accelerationOf } from './acceleration.ts';

export const DUTCH_EDITIONS = ['2025', '2017'] as const;
export type DutchEdition = (typeof DUTCH_EDITIONS)[number];

export type Float = 'down' | 'up' | undefined;

/** Everything the Dutch rules need to know about one player before the round to pair. */
export interface DutchPlayer {
  readonly id: PlayerId;
  /** 1-based position by pairing number among the players taking part (5.2.5). */
  readonly rank: number;
  /** Pairing score: score plus acceleration (virtual) points of the round, half-points. */
  readonly score: HalfPoints;
  readonly realScore: HalfPoints;
  /** Colours of played games, oldest first (C.04.2 3.4: unplayed rounds ignored). */
  readonly colours: readonly Color[];
  readonly pref: ColourPreference;
  /** floats[r - 1]: the float received in round r (C.04.3 1.4). */
  readonly floats: readonly Float[];
  /** C2: may receive the pairing-allocated bye. */
  readonly pabEligible: boolean;
  /** Rounds without a played game (C9). */
  readonly unplayed: number;
  /** Opponents met over the board (C1; a forfeited pairing may be repeated). */
  readonly opponents: ReadonlySet<PlayerId>;
  /** 1.8: more than 50 % of the maximum possible score when pairing the last round. */
  readonly topscorer: boolean;
}

const playedColour = (r: PlayerRound): Color | undefined => (r.kind === 'played' ? r.color : undefined);

/** Rounds 1..round-1 of every player, with the per-round scores needed for the float history. */
export function buildDutchPlayers(
  t: Tournament,
  ids: readonly PlayerId[],
  round: RoundNo,
  edition: DutchEdition,
  baku: boolean,
): DutchPlayer[] {
  const all = computePlayerRounds(t);
  const ps = t.pointSystem;
  // Each player's entries of rounds 1..round-1 by round, in their order (computePlayerRounds sorts).
  const byRound = new Map<PlayerId, PlayerRound[][]>();
  for (const [id, rs] of all) {
    const rounds: PlayerRound[][] = Array.from({ length: round }, () => []);
    for (const r of rs) if (r.round >= 1 && r.round < round) rounds[r.round]!.push(r);
    byRound.set(id, rounds);
  }
  // score before round r (r = 1..round), for every player: needed to classify past floats.
  const before = new Map<PlayerId, HalfPoints[]>();
  for (const p of t.players) {
    const rounds = byRound.get(p.id);
    const acc: HalfPoints[] = [0];
    let s = 0;
    for (let r = 1; r < round; r++) {
      for (const pr of rounds?.[r] ?? []) s += roundPoints(pr, ps);
      acc.push(s);
    }
    before.set(p.id, acc);
  }
  const acceleration = accelerationOf(t, baku);
  const pairingScore = (id: PlayerId, r: RoundNo): HalfPoints =>
    (before.get(id)?.[r - 1] ?? 0) + acceleration(id, r);
  const maxPossible = (round - 1) * ps.win;
  const lastRound = round === t.rounds;

  // 5.2.5 counts pairing numbers among the players taking part so far: those paired now and those
  // paired in an earlier round (players absent from the start do not shift the alternation).
  const taking = new Set(ids);
  for (const [id, rs] of all)
    if (rs.some((r) => r.round < round && ('opponent' in r || r.kind === 'PAB'))) taking.add(id);
  const ranks = new Map([...taking].sort((a, b) => a - b).map((id, i) => [id, i + 1]));
  return ids.map((id) => {
    const rounds = byRound.get(id);
    const colours: Color[] = [];
    const opponents = new Set<PlayerId>();
    const floats: Float[] = [];
    let pabEligible = true;
    let unplayed = 0;
    for (let r = 1; r < round; r++) {
      const entries = rounds?.[r] ?? [];
      const played = entries.find((x) => x.kind === 'played');
      let float: Float;
      if (played && played.kind === 'played') {
        const c = playedColour(played);
        if (c) colours.push(c);
        opponents.add(played.opponent);
        const mine = pairingScore(id, r);
        const theirs = pairingScore(played.opponent, r);
        if (mine > theirs) float = 'down';
        else if (mine < theirs) float = 'up';
      } else {
        unplayed++;
        const pts = entries.reduce((s, x) => s + roundPoints(x, ps), 0);
        // 2025 1.4.3: scoring more than a loss without playing is a downfloat; 2017 A.4.b: any unplayed round.
        if (edition === '2017' || pts > ps.loss) float = 'down';
        for (const x of entries) {
          if (x.kind === 'PAB') pabEligible = false;
          // C2 2025: a win's points in one round without playing; 2017: a forfeit win.
          else if (edition === '2025' && pts >= ps.win) pabEligible = false;
          else if (edition === '2017' && x.kind === 'forfeitWin') pabEligible = false;
        }
      }
      floats.push(float);
    }
    const realScore = before.get(id)?.[round - 1] ?? 0;
    return {
      id,
      rank: ranks.get(id) ?? 0,
      score: pairingScore(id, round),
      realScore,
      colours,
      pref: colourPreference(colours),
      floats,
      pabEligible,
      unplayed,
      opponents,
      topscorer: lastRound && realScore * 2 > maxPossible,
    };
  });
}

/** Pairing order (C.04.3 1.2): score descending, then pairing number. */
export const byOrder = (a: DutchPlayer, b: DutchPlayer): number => b.score - a.score || a.id - b.id;
