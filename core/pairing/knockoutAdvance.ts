import { err, ok, type Result } from '../result.ts';
import type { Game, GameResult } from '../tournament/model.ts';
import type { HalfPoints, PlayerId, RoundNo } from '../types.ts';
import type { KnockoutBracket, KnockoutEntrant } from './knockout.ts';

/**
 * A knockout bracket advanced from results (Turniersysteme (arbiter course) "K.O.-System": the loser is out; a drawn
 * game is repeated with colours reversed and less time). Games are the model's: `round` is the
 * knockout round, `game` numbers the games of one tie, `tiebreakGame` marks the repeats. Pure:
 * bracket + games → the state of every tie, the games to schedule next, the winner.
 */

export interface TieRules {
  /** Regular games per tie (default 1); drawn ties continue with tie-break games one by one. */
  readonly gamesPerTie?: number;
}

/** The decision of one tie from its games: an undecided tie is a value, not a failure. */
export type TieOutcome =
  | { readonly kind: 'pending'; readonly score: readonly [HalfPoints, HalfPoints] }
  | { readonly kind: 'undecided'; readonly score: readonly [HalfPoints, HalfPoints] }
  | {
      readonly kind: 'decided';
      readonly winner: PlayerId;
      readonly loser: PlayerId;
      readonly score: readonly [HalfPoints, HalfPoints];
      /** Decided by tie-break games. */
      readonly byTiebreak: boolean;
    };

/** Points (half-points) of White and Black; undefined for a game without result. */
function gamePoints(r: GameResult): readonly [HalfPoints, HalfPoints] | undefined {
  switch (r) {
    case '1-0':
    case '+:-':
      return [2, 0];
    case '0-1':
    case '-:+':
      return [0, 2];
    case '1/2-1/2':
      return [1, 1];
    case '-:-':
      return [0, 0];
    case '*':
      return undefined;
  }
}

/** Orders a tie's games: regular games first, then tie-breaks, each by game number. */
const byGame = (a: Game, b: Game): number =>
  Number(a.tiebreakGame ?? false) - Number(b.tiebreakGame ?? false) || (a.game ?? 1) - (b.game ?? 1);

/**
 * The tie between `a` and `b` from its games: the regular games decide when complete and not
 * level; otherwise the tie-break games, when complete and not level; else `undecided`.
 */
export function decideTie(
  a: PlayerId,
  b: PlayerId,
  games: readonly Game[],
  rules: TieRules = {},
): TieOutcome {
  const regularCount = rules.gamesPerTie ?? 1;
  const sum = (list: readonly Game[]): readonly [HalfPoints, HalfPoints] | undefined => {
    let sa = 0;
    let sb = 0;
    for (const g of list) {
      const p = gamePoints(g.result);
      if (!p) return undefined;
      sa += g.white === a ? p[0] : p[1];
      sb += g.white === a ? p[1] : p[0];
    }
    return [sa, sb];
  };
  const regular = games.filter((g) => !g.tiebreakGame);
  const tiebreaks = games.filter((g) => g.tiebreakGame);
  const total = sum(games.filter((g) => g.result !== '*')) ?? [0, 0];
  const reg = sum(regular);
  if (!reg || regular.length < regularCount) return { kind: 'pending', score: total };
  const decided = (s: readonly [number, number], byTiebreak: boolean): TieOutcome =>
    s[0] > s[1]
      ? { kind: 'decided', winner: a, loser: b, score: total, byTiebreak }
      : { kind: 'decided', winner: b, loser: a, score: total, byTiebreak };
  if (reg[0] !== reg[1]) return decided(reg, false);
  const tb = sum(tiebreaks);
  if (!tb) return { kind: 'pending', score: total };
  if (tb[0] !== tb[1]) return decided(tb, true);
  return { kind: 'undecided', score: total };
}

/**
 * The next game of a tie that is not decided: game 1 with the upper player White, then colours
 * reversed each game (arbiter course: "vertauschte Farben"); games after the regular ones are tie-breaks.
 */
export function nextTieGame(
  round: RoundNo,
  a: PlayerId,
  b: PlayerId,
  games: readonly Game[],
  rules: TieRules = {},
): Game {
  const sorted = [...games].sort(byGame);
  const last = sorted[sorted.length - 1];
  const number = sorted.length + 1;
  const white = last ? last.black : a;
  const black = last ? last.white : b;
  return {
    round,
    white,
    black,
    result: '*',
    game: number,
    ...(number > (rules.gamesPerTie ?? 1) ? { tiebreakGame: true } : {}),
  };
}

export type TieState =
  | { readonly kind: 'waiting' } // a participant is not known yet
  | { readonly kind: 'empty' } // no player reaches this tie (fictitious only)
  | { readonly kind: 'walkover'; readonly player: PlayerId } // bye or fictitious opponent
  | { readonly kind: 'tie'; readonly a: PlayerId; readonly b: PlayerId; readonly outcome: TieOutcome };

export interface KnockoutTie {
  readonly round: RoundNo;
  /** 1-based position within the round, top to bottom. */
  readonly position: number;
  readonly state: TieState;
  readonly games: readonly Game[];
}

export interface KnockoutProgress {
  /** Ties of every round, index 0 = round 1. */
  readonly rounds: readonly (readonly KnockoutTie[])[];
  /** Games to schedule now: first games of ties ready to play, next games of drawn ties. */
  readonly next: readonly Game[];
  readonly winner?: PlayerId;
}

export type KnockoutAdvanceError =
  | { readonly kind: 'gameNotInBracket'; readonly game: Game }
  | { readonly kind: 'gameAfterDecision'; readonly game: Game }
  | { readonly kind: 'badGamesPerTie'; readonly gamesPerTie: number };

type Side =
  | { readonly kind: 'player'; readonly id: PlayerId }
  | { readonly kind: 'none' }
  | { readonly kind: 'unknown' };

const sideOf = (e: KnockoutEntrant): Side =>
  e.kind === 'player' ? { kind: 'player', id: e.seed } : { kind: 'none' };

/** Advances the bracket from the games (player ids = seeds). */
export function advanceKnockout(
  bracket: KnockoutBracket,
  games: readonly Game[],
  rules: TieRules = {},
): Result<KnockoutProgress, KnockoutAdvanceError> {
  const perTie = rules.gamesPerTie ?? 1;
  if (!Number.isInteger(perTie) || perTie < 1) return err({ kind: 'badGamesPerTie', gamesPerTie: perTie });
  let sides: Side[] = bracket.slots.map(sideOf);
  const used = new Set<Game>();
  const rounds: KnockoutTie[][] = [];
  const next: Game[] = [];
  for (let round = 1; round <= bracket.rounds; round++) {
    const ties: KnockoutTie[] = [];
    const winners: Side[] = [];
    for (let i = 0; i < sides.length; i += 2) {
      const x = sides[i] ?? { kind: 'none' };
      const y = sides[i + 1] ?? { kind: 'none' };
      const position = i / 2 + 1;
      if (x.kind === 'unknown' || y.kind === 'unknown') {
        ties.push({ round, position, state: { kind: 'waiting' }, games: [] });
        winners.push({ kind: 'unknown' });
      } else if (x.kind === 'none' || y.kind === 'none') {
        const p = x.kind === 'player' ? x : y.kind === 'player' ? y : undefined;
        ties.push({
          round,
          position,
          state: p ? { kind: 'walkover', player: p.id } : { kind: 'empty' },
          games: [],
        });
        winners.push(p ?? { kind: 'none' });
      } else {
        const mine = games.filter(
          (g) =>
            g.round === round &&
            ((g.white === x.id && g.black === y.id) || (g.white === y.id && g.black === x.id)),
        );
        mine.forEach((g) => used.add(g));
        const sorted = [...mine].sort(byGame);
        const outcome = decideTie(x.id, y.id, sorted, rules);
        if (outcome.kind === 'decided') {
          // A game after the deciding one is an error in the record.
          const extra = sorted.find(
            (_, k) => decideTie(x.id, y.id, sorted.slice(0, k), rules).kind === 'decided',
          );
          if (extra) return err({ kind: 'gameAfterDecision', game: extra });
        }
        ties.push({ round, position, state: { kind: 'tie', a: x.id, b: y.id, outcome }, games: sorted });
        if (outcome.kind === 'decided') winners.push({ kind: 'player', id: outcome.winner });
        else {
          winners.push({ kind: 'unknown' });
          if (outcome.kind === 'undecided' || !sorted.some((g) => g.result === '*')) {
            next.push(nextTieGame(round, x.id, y.id, sorted, rules));
          }
        }
      }
    }
    rounds.push(ties);
    sides = winners;
  }
  const stray = games.find((g) => !used.has(g));
  if (stray) return err({ kind: 'gameNotInBracket', game: stray });
  const champion = sides[0];
  return ok({ rounds, next, ...(champion?.kind === 'player' ? { winner: champion.id } : {}) });
}

export function describeKnockoutAdvanceError(e: KnockoutAdvanceError): string {
  const g = (x: Game): string => `round ${x.round} ${x.white}–${x.black}`;
  switch (e.kind) {
    case 'gameNotInBracket':
      return `game ${g(e.game)} is not between the two players of a tie of that round`;
    case 'gameAfterDecision':
      return `game ${g(e.game)} comes after its tie was already decided`;
    case 'badGamesPerTie':
      return `regular games per tie must be a whole number from 1, not ${e.gamesPerTie}`;
  }
}
