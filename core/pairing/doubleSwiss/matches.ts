import { err, ok, type Result } from '../../result.ts';
import type { Color, HalfPoints, PlayerId, RoundNo } from '../../types.ts';
import type { GameResult, Tournament } from '../../tournament/model.ts';
import { computePlayerRounds, type PlayerRound } from '../../tournament/playerRounds.ts';
import type { PointSystem } from '../../tournament/pointSystem.ts';
import type { Language } from '../../languages.ts';

/*
 * A Double-Swiss match in the model (FIDE C.04.5 (2026) Preface: "two games played in succession,
 * with alternating colours"): match k is game rounds 2k−1 and 2k, one Game each, the second with the
 * colours reversed. A tournament's `rounds` counts games (TRF columns), so `rounds / 2` matches.
 * Byes apply to matches (Preface): a requested bye is recorded in both game rounds; the
 * pairing-allocated bye once, in the first game round, worth a game won and a game drawn (1.4).
 */

/** The match a game round belongs to. */
export const matchOfRound = (round: RoundNo): number => Math.ceil(round / 2);
/** The first game round of match `match`. */
export const firstGameRound = (match: number): RoundNo => 2 * match - 1;
/** Game 2 of a match: the pairing of game 1 with the colours reversed. */
export const isSecondGame = (round: RoundNo): boolean => round % 2 === 0;

/** C.04.5 (2026) 1.4: the PAB is worth as many points as a game won plus a game drawn. */
const doubleSwissPabPoints = (ps: PointSystem): HalfPoints => ps.win + ps.draw;

/** The Double-Swiss point system built from a per-game one: the PAB as C.04.5 1.4 values it. */
export const doubleSwissPointSystem = (ps: PointSystem): PointSystem => ({
  ...ps,
  pab: doubleSwissPabPoints(ps),
});

/** One match as one player saw it. */
export interface MatchEntry {
  readonly match: number;
  readonly opponent?: PlayerId;
  /**
   * C.04.5 (2026) Preface: "a match ends by forfeit only if at least one player forfeits both games";
   * such a match is no meeting, and the same pairing may be repeated.
   */
  readonly forfeited: boolean;
  /** This player won the match by the opponent's forfeit of both games (and did not forfeit both). */
  readonly wonByForfeit: boolean;
  /**
   * The match colour: the colour of game 1, if at least one of the two games was actually played
   * (C.04.5 (2026) 1.6); undefined otherwise.
   */
  readonly color?: Color;
  /** A PAB or a full-point bye in this match (C.04.5 (2026) [C2]). */
  readonly pabBarring: boolean;
}

const isGame = (r: PlayerRound | undefined): r is Extract<PlayerRound, { readonly opponent: PlayerId }> =>
  r !== undefined && 'opponent' in r && r.kind !== 'pending';

const forfeitedGame = (r: PlayerRound | undefined): boolean =>
  r !== undefined && (r.kind === 'forfeitLoss' || r.kind === 'doubleForfeit');

const opposite = (c: Color): Color => (c === 'white' ? 'black' : 'white');

/**
 * Every player's matches 1..`matches`, from the game rounds of `t`. A player who forfeited both
 * games (or had no game 2 entry after forfeiting game 1) forfeited the match.
 */
export function matchHistories(t: Tournament, matches: number): ReadonlyMap<PlayerId, readonly MatchEntry[]> {
  const rounds = computePlayerRounds(t);
  const byRound = new Map<PlayerId, Map<RoundNo, PlayerRound>>();
  for (const [id, rs] of rounds) {
    const m = new Map<RoundNo, PlayerRound>();
    for (const r of rs) if (!m.has(r.round) || isGame(r)) m.set(r.round, r);
    byRound.set(id, m);
  }
  const forfeitedBoth = (id: PlayerId, match: number): boolean => {
    const m = byRound.get(id);
    const g1 = m?.get(firstGameRound(match));
    const g2 = m?.get(firstGameRound(match) + 1);
    const games = [g1, g2].filter(isGame);
    return games.length > 0 && games.every(forfeitedGame);
  };
  const out = new Map<PlayerId, MatchEntry[]>();
  for (const [id, m] of byRound) {
    const list: MatchEntry[] = [];
    for (let k = 1; k <= matches; k++) {
      const g1 = m.get(firstGameRound(k));
      const g2 = m.get(firstGameRound(k) + 1);
      const game = isGame(g1) ? g1 : isGame(g2) ? g2 : undefined;
      const pabBarring = [g1, g2].some((r) => r?.kind === 'PAB' || r?.kind === 'FPB');
      if (!game) {
        list.push({ match: k, forfeited: false, wonByForfeit: false, pabBarring });
        continue;
      }
      const opponent = game.opponent;
      const mine = forfeitedBoth(id, k);
      const theirs = forfeitedBoth(opponent, k);
      const played = [g1, g2].some((r) => r?.kind === 'played');
      const color = played ? (game === g1 ? game.color : opposite(game.color)) : undefined;
      list.push({
        match: k,
        opponent,
        forfeited: mine || theirs,
        wonByForfeit: theirs && !mine,
        ...(color ? { color } : {}),
        pabBarring,
      });
    }
    out.set(id, list);
  }
  return out;
}

/** A match score from game-1 White's side, in half-points. */
export interface MatchScore {
  readonly white: HalfPoints;
  readonly black: HalfPoints;
}

/** The match score the two games give, from game-1 White's side (standard 1-½-0 per game). */
export function matchScore(game1: GameResult, game2: GameResult): MatchScore {
  const pts = (r: GameResult, white: boolean): HalfPoints => {
    const w = r === '1-0' || r === '+:-' ? 2 : r === '1/2-1/2' ? 1 : 0;
    const b = r === '0-1' || r === '-:+' ? 2 : r === '1/2-1/2' ? 1 : 0;
    return white ? w : b;
  };
  // Game 2 has the colours reversed: game-1 White is Black there.
  return { white: pts(game1, true) + pts(game2, false), black: pts(game1, false) + pts(game2, true) };
}

/** `1½-½` (a match score in half-points, from the first player's side). */
export function formatMatchScore(s: MatchScore): string {
  const f = (hp: HalfPoints): string => (hp === 1 ? '½' : `${Math.floor(hp / 2)}${hp % 2 === 1 ? '½' : ''}`);
  return `${f(s.white)}-${f(s.black)}`;
}

/**
 * Why a match result was refused, for every front end to say in its language: `syntax` (no match
 * result), `halfZero` (a game scored ½-0 or 0-0, which the model cannot hold), `total` (more than
 * 2 points), `notGame2` (typed on game 1 or before game 1 has a result: `game1Round`), `ruledOut`
 * (game 1, `game1`, leaves no single game 2 that gives it).
 */
export type MatchResultReason = 'syntax' | 'halfZero' | 'total' | 'notGame2' | 'ruledOut';

export interface MatchResultError {
  readonly kind: 'badMatchResult';
  readonly reason: MatchResultReason;
  readonly text: string;
  /** English, for logs and the CLI. */
  readonly message: string;
  /** `notGame2`: the round of game 1 of the match. */
  readonly game1Round?: RoundNo;
  /** `ruledOut`: game 1's result, from game-1 White's side. */
  readonly game1?: GameResult;
}

/**
 * The refusal in one line, German or English, from the reason and its fields (C.04.5 (2026)
 * Preface: a match is two games with alternating colours, 2 points in all).
 */
export function describeMatchResultError(e: MatchResultError, lang: Language): string {
  if (lang === 'en') return `"${e.text}": ${e.message}`;
  const typed = `„${e.text}“`;
  switch (e.reason) {
    case 'syntax':
      return `${typed} ist kein Wettkampfergebnis; möglich: 2-0, 1½-½, 1,5:0,5, 1-1, ½-1½ oder 0-2`;
    case 'halfZero':
      return `${typed} bräuchte eine Partie mit ½-0 oder 0-0: die beiden Partien einzeln eintragen`;
    case 'total':
      return `${typed}: die beiden Partien eines Wettkampfs ergeben zusammen 2 Punkte`;
    case 'notGame2':
      return `${typed}: ein Wettkampfergebnis wird bei Partie 2 eingetragen, nach Partie 1 (Runde ${e.game1Round ?? '?'}: als 1-0, ½-½ oder 0-1 eintragen)`;
    case 'ruledOut':
      return `${typed} passt nicht zu Partie 1 (${e.game1 ?? '*'}, der Weiße dieses Bretts mit Schwarz); ein Wettkampfergebnis gilt aus Sicht des Weißen dieses Bretts`;
  }
}

/**
 * Reads a match result as typed (`2-0`, `1½-½`, `1.5-0.5`, `1,5:0,5`, `½-1½`, `0-2`), from the
 * first-named player's side. The results of C.04.5 (2026) Preface that need a game scored ½-0 or
 * 0-0 (`1½-0`, `1-½`, …) are refused: a game of the model scores 1-0, ½-½ or 0-1.
 */
export function parseMatchScore(text: string): Result<MatchScore, MatchResultError> {
  const m = /^\s*(\d*(?:½|[.,]5)?)\s*[-:]\s*(\d*(?:½|[.,]5)?)\s*$/.exec(text);
  const half = (s: string): number | undefined => {
    if (s === '') return undefined;
    const whole = /^\d+/.exec(s)?.[0];
    const extra = /½|[.,]5$/.test(s) ? 1 : 0;
    return (whole ? Number(whole) * 2 : 0) + extra;
  };
  const w = m ? half(m[1]!) : undefined;
  const b = m ? half(m[2]!) : undefined;
  if (w === undefined || b === undefined)
    return err({
      kind: 'badMatchResult',
      reason: 'syntax',
      text,
      message: 'expected a match result such as 2-0, 1½-½ or 1,5:0,5',
    });
  if (w + b !== 4)
    return err({
      kind: 'badMatchResult',
      reason: w + b < 4 ? 'halfZero' : 'total',
      text,
      message:
        w + b < 4
          ? 'a match result with a game scored ½-0 or 0-0 cannot be recorded; enter the two games'
          : 'a two-game match gives 2 points in all',
    });
  return ok({ white: w, black: b });
}

/**
 * The two games a match result gives (from game-1 White's side), when it determines them: 2-0 and
 * 0-2 always, any other result once game 1 is known. Undefined when it does not (1½-½ can be 1-0 ½-½
 * or ½-½ 1-0).
 */
export function gamesOfMatch(
  s: MatchScore,
  game1?: GameResult,
): readonly [GameResult, GameResult] | undefined {
  if (game1 === undefined || game1 === '*') {
    if (s.white === 4) return ['1-0', '0-1'];
    if (s.black === 4) return ['0-1', '1-0'];
    return undefined;
  }
  const g1 = matchScore(game1, '-:-'); // game 1 alone (a double forfeit scores 0 for both)
  const whiteInGame2 = s.white - g1.white; // game-1 White is Black in game 2
  const blackInGame2 = s.black - g1.black;
  if (whiteInGame2 === 2 && blackInGame2 === 0) return [game1, '0-1'];
  if (whiteInGame2 === 0 && blackInGame2 === 2) return [game1, '1-0'];
  if (whiteInGame2 === 1 && blackInGame2 === 1) return [game1, '1/2-1/2'];
  return undefined;
}

/**
 * The result of game 2 that a match result typed on game 2's board gives, read from that board's
 * White (who had Black in game 1): C.04.5 (2026) Preface, a match of two games with alternating
 * colours. Refused (with the reason) on game 1, before game 1 has a result, and when game 1 rules
 * the match result out (1½-½ after a lost game 1). Shared by every front end.
 */
export function secondGameOfMatch(
  t: Tournament,
  game2: { readonly round: RoundNo; readonly white: PlayerId; readonly black: PlayerId },
  text: string,
): Result<GameResult, MatchResultError> {
  const score = parseMatchScore(text);
  if (!score.ok) return score;
  const first = isSecondGame(game2.round)
    ? t.games.find((g) => g.round === game2.round - 1 && g.white === game2.black && g.black === game2.white)
    : undefined;
  const game1Round = isSecondGame(game2.round) ? game2.round - 1 : game2.round;
  if (!first || first.result === '*')
    return err({
      kind: 'badMatchResult',
      reason: 'notGame2',
      text,
      game1Round,
      message: `a match result is entered on game 2 of the match, after game 1 (round ${game1Round}: enter it as 1-0, ½-½ or 0-1)`,
    });
  // The score is from game-2 White's side, who is game-1 Black.
  const games = gamesOfMatch({ white: score.value.black, black: score.value.white }, first.result);
  if (!games)
    return err({
      kind: 'badMatchResult',
      reason: 'ruledOut',
      text,
      game1: first.result,
      message: `"${text}" cannot follow game 1 (${first.result} with this board's White as Black); a match result is read from this board's White`,
    });
  return ok(games[1]);
}

/**
 * TRF 192 codes of the Double-Swiss system (TRF-2026 tournament-type code table): the `_BAKU`
 * variant is claimed so that it is never paired as another system, and refused by the engine.
 */
export const DOUBLE_SWISS_CODES = ['FIDE_DOUBLESWISS', 'FIDE_DOUBLESWISS_BAKU'] as const;

const isDoubleSwiss = (t: Tournament): boolean =>
  (DOUBLE_SWISS_CODES as readonly string[]).includes(t.pairingSystem?.trim().toUpperCase() ?? '');

/**
 * The tournament as standings and tie-breaks read a Double-Swiss event: C.04.5 (2026) Preface, "in
 * all other cases [a match not forfeited], the match is considered as regularly played and, for the
 * purposes of tie-breaks and standings, any forfeited (single) game shall be treated as played".
 * A single forfeit win or loss inside such a match becomes a won or lost game; a match forfeited
 * (a player forfeited both games) stays a forfeit. A tournament of another system is returned as is.
 */
export function doubleSwissStandingsView(t: Tournament): Tournament {
  if (!isDoubleSwiss(t)) return t;
  const forfeitedBoth = new Set<string>();
  const byMatch = new Map<string, GameResult[]>();
  const side = (round: RoundNo, player: PlayerId): string => `${matchOfRound(round)}:${player}`;
  for (const g of t.games) {
    for (const [p, r] of [
      [g.white, g.result],
      [g.black, g.result],
    ] as const) {
      const lost = (r === '-:+' && p === g.white) || (r === '+:-' && p === g.black) || r === '-:-';
      const list = byMatch.get(side(g.round, p)) ?? [];
      list.push(lost ? '-:-' : '*');
      byMatch.set(side(g.round, p), list);
    }
  }
  for (const [key, list] of byMatch) if (list.every((r) => r === '-:-')) forfeitedBoth.add(key);
  let changed = false;
  const games = t.games.map((g) => {
    if (g.result !== '+:-' && g.result !== '-:+') return g;
    if (forfeitedBoth.has(side(g.round, g.white)) || forfeitedBoth.has(side(g.round, g.black))) return g;
    changed = true;
    return { ...g, result: g.result === '+:-' ? ('1-0' as const) : ('0-1' as const) };
  });
  return changed ? { ...t, games } : t;
}
