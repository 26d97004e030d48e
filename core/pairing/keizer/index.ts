import { minOf } from '../../arrays.ts';
import { err, ok, type Result } from '../../result.ts';
import type { PlayerId, RoundNo } from '../../types.ts';
import type { Tournament } from '../../tournament/model.ts';
import { computePlayerRounds } from '../../tournament/playerRounds.ts';
import { nextRoundNumber, playersToPair } from '../dutch/index.ts';
import { maxCardinalityMatching } from '../matching/maxCardinalityMatching.ts';
import type { Board, PairingError, RoundPairing } from '../types.ts';
import { DEFAULT_KEIZER, keizerRanking, parseKeizerSettings, type KeizerSettings } from './ranking.ts';

export {
  keizerRanking,
  parseKeizerSettings,
  DEFAULT_KEIZER,
  type KeizerSettingsError,
  type KeizerSettings,
  type KeizerRanking,
  type KeizerRow,
  type Fraction,
} from './ranking.ts';

/** TRF 192 codes read as the Keizer system. */
export const KEIZER_CODES = ['KEIZER'] as const;

export interface KeizerOptions extends KeizerSettings {
  /** The round to pair; default the round after the last one with a game or a PAB. */
  readonly round?: RoundNo;
}

const key = (a: PlayerId, b: PlayerId): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

/**
 * Pairs the next Keizer round (KeizerForClubs documentation, "Rules for pairing"; the Swiss-Chess
 * manual: 1-2, 3-4, ... in the first round). Those present, in the Keizer ranking recomputed
 * through the last round: with an odd number the lowest-ranked gets the bye (with `evenByes`, the
 * lowest-ranked who has had no bye and missed no round, while there is one); then top-down, each
 * highest player left plays the next one below him whom he may meet (not within `repeatAfter`
 * rounds of their last game) and after whom all the others can still be paired. Colours: White to
 * the player with fewer Whites; with equal Whites, the colours of their last game reversed if they
 * have met, else White to the lower-ranked player.
 */
export function pairKeizer(t: Tournament, given: KeizerOptions = {}): Result<RoundPairing, PairingError> {
  // The club's settings written after the code (`KEIZER repeat=8 excused=1/3`); options override them.
  const written = parseKeizerSettings(t.pairingSystem);
  if (!written.ok) return err({ kind: 'invalidInput', message: written.error.message });
  const opts: KeizerOptions = { ...written.value, ...given };
  const round = opts.round ?? nextRoundNumber(t);
  if (round < 1) return err({ kind: 'invalidInput', message: `invalid round ${round}` });
  const repeatAfter = opts.repeatAfter ?? DEFAULT_KEIZER.repeatAfter;
  const evenByes = opts.evenByes ?? DEFAULT_KEIZER.evenByes;
  const past: Tournament = {
    ...t,
    games: t.games.filter((g) => g.round < round),
    unpaired: t.unpaired.filter((u) => u.round < round),
  };
  const ranking = keizerRanking(past, opts, round - 1);
  const place = new Map(ranking.rows.map((r) => [r.id, r.rank]));
  const present = playersToPair(t, round).sort((a, b) => place.get(a)! - place.get(b)!);
  const history = computePlayerRounds(past);
  const lastMet = new Map<string, { round: RoundNo; white: PlayerId }>();
  const whites = new Map<PlayerId, number>();
  const skipped = new Map<PlayerId, number>(); // byes and missed rounds
  for (const [id, rs] of history)
    for (const r of rs) {
      if (r.kind === 'played') {
        const k = key(id, r.opponent);
        const prev = lastMet.get(k);
        if (!prev || prev.round < r.round)
          lastMet.set(k, { round: r.round, white: r.color === 'white' ? id : r.opponent });
        if (r.color === 'white') whites.set(id, (whites.get(id) ?? 0) + 1);
      } else if (r.round < round && r.kind !== 'pending' && r.kind !== 'free' && !('opponent' in r))
        skipped.set(id, (skipped.get(id) ?? 0) + 1);
    }
  const forbidden = new Set<string>();
  for (const f of t.forbiddenPairs ?? []) {
    if (f.fromRound !== undefined && round < f.fromRound) continue;
    if (f.toRound !== undefined && round > f.toRound) continue;
    for (const a of f.players) for (const b of f.players) if (a !== b) forbidden.add(key(a, b));
  }
  const mayMeet = (a: PlayerId, b: PlayerId): boolean => {
    if (forbidden.has(key(a, b))) return false;
    const m = lastMet.get(key(a, b));
    return !m || round - m.round > repeatAfter;
  };
  const pairable = (
    vs: readonly PlayerId[],
    seed?: ReadonlyMap<PlayerId, PlayerId>,
  ): Map<PlayerId, PlayerId> | undefined => {
    if (vs.length % 2 === 1) return undefined;
    const index = new Map(vs.map((v, i) => [v, i]));
    const adj: number[][] = vs.map(() => []);
    for (let i = 0; i < vs.length; i++)
      for (let j = i + 1; j < vs.length; j++)
        if (mayMeet(vs[i]!, vs[j]!)) {
          adj[i]!.push(j);
          adj[j]!.push(i);
        }
    const initial = new Int32Array(vs.length).fill(-1);
    if (seed)
      vs.forEach((v, i) => {
        const j = index.get(seed.get(v) ?? -1);
        if (j !== undefined && seed.get(vs[j]!) === v && adj[i]!.includes(j)) initial[i] = j;
      });
    const mate = maxCardinalityMatching(adj, initial);
    if (!mate.every((m) => m >= 0)) return undefined;
    return new Map(vs.map((v, i) => [v, vs[mate[i]!]!]));
  };
  let players = present;
  let bye: PlayerId | undefined;
  if (players.length % 2 === 1) {
    const fewest = minOf(players.map((p) => skipped.get(p) ?? 0));
    const fromBottom = [...players].reverse();
    const order = evenByes
      ? [
          ...fromBottom.filter((p) => (skipped.get(p) ?? 0) === fewest),
          ...fromBottom.filter((p) => (skipped.get(p) ?? 0) !== fewest),
        ]
      : fromBottom;
    bye = order.find((p) => pairable(players.filter((x) => x !== p)) !== undefined);
    if (bye === undefined)
      return err({ kind: 'noValidPairing', message: `No valid pairing exists for round ${round}` });
    players = players.filter((x) => x !== bye);
  }
  let mate = pairable(players);
  if (!mate) return err({ kind: 'noValidPairing', message: `No valid pairing exists for round ${round}` });
  // Top-down: the highest player left takes the nearest player below him that keeps the rest pairable.
  const pairs: [PlayerId, PlayerId][] = [];
  let left = players;
  while (left.length > 0) {
    const [hi, ...rest] = left;
    let partner: PlayerId | undefined;
    for (const lo of rest) {
      if (!mayMeet(hi!, lo)) continue;
      if (mate.get(hi!) === lo) {
        partner = lo;
        break;
      }
      const others = rest.filter((x) => x !== lo);
      const m = pairable(others, mate);
      if (m) {
        mate = new Map([...m, [hi!, lo], [lo, hi!]]);
        partner = lo;
        break;
      }
    }
    // Cannot happen: the players left were pairable with `hi` among them.
    if (partner === undefined)
      return err({ kind: 'noValidPairing', message: `No valid pairing exists for round ${round}` });
    pairs.push([hi!, partner]);
    left = rest.filter((x) => x !== partner);
  }
  const boards: Board[] = pairs.map(([hi, lo]) => {
    const wh = whites.get(hi) ?? 0;
    const wl = whites.get(lo) ?? 0;
    let white: PlayerId;
    if (wh !== wl) white = wh < wl ? hi : lo;
    else {
      const met = lastMet.get(key(hi, lo));
      white = met ? (met.white === hi ? lo : hi) : lo;
    }
    return { white, black: white === hi ? lo : hi };
  });
  return ok(bye === undefined ? { round, boards } : { round, boards, pab: bye });
}
