import { maxOf } from '../../arrays.ts';
import type { Color } from '../../types.ts';
import type { BracketContext } from './context.ts';
import { allocateColour } from './colours.ts';
import type { DutchPlayer } from './players.ts';
import type { Field } from './packing.ts';
import { pow, WeightLayout } from './weights.ts';

/** The players' roles in one bracket decision. */
export interface Roles {
  /** Members of the bracket being paired (MDPs and residents). */
  readonly bracket: ReadonlySet<DutchPlayer>;
  /** Bracket members that may be paired in it (limbo MDPs of phase B are not). */
  readonly pairable: ReadonlySet<DutchPlayer>;
  readonly residentScore: number;
  /** The next scoregroup (C8 look-ahead). */
  readonly next: ReadonlySet<DutchPlayer>;
  /** C9 applies: the bracket downfloats exactly one player, who may end up with the PAB. */
  readonly c9: boolean;
  /** Phase A: MDPs in order, residents in order (MDP set and MDP-pairing order, 4.4). */
  readonly mdps: readonly DutchPlayer[];
  readonly residents: readonly DutchPlayer[];
  /** Phase B: the remainder in order and the number of pairs it makes (exchanges, 4.2–4.3). */
  readonly remainder?: { readonly players: readonly DutchPlayer[]; readonly pairs: number };
}

/**
 * The weight fields of one bracket decision, most significant first (C.04.3 Art. 2; the field table
 * is in docs/swiss.md). An edge's fields are an array indexed by `C` (the hot path writes them into
 * one reused buffer, `packing.ts`), so every field is written by its criterion's name.
 */
export const CRITERIA = [
  'c4Completion', // every pair, when all remaining players are in the graph (a perfect matching = C4)
  'c5ByeScore', // the PAB edge: lower score = better (2025)
  'c6Pairs', // pairs in the bracket
  'c7Scores', // paired players' scores, level by level
  'c8Pairs', // look-ahead: pairs in the next bracket
  'c8Scores', // look-ahead: paired players' scores in the next bracket
  'c9ByeUnplayed', // fewest unplayed games of the PAB assignee
  'c10ColourDifference', // topscorers' colour difference beyond ±2
  'c11SameColourThrice', // topscorers' same colour three times running
  'c12ColourPreference', // colour preferences granted
  'c13StrongPreference', // strong colour preferences granted
  'c14Downfloaters', // resident downfloaters who downfloated in the previous round
  'c15Upfloaters', // upfloaters who upfloated in the previous round
  'c16Downfloaters2', // resident downfloaters who downfloated two rounds before
  'c17Upfloaters2', // upfloaters who upfloated two rounds before
  'c18DownfloatDifference', // score differences of MDPs who downfloated in the previous round
  'c19UpfloatDifference', // score differences of upfloaters who upfloated in the previous round
  'c20DownfloatDifference2', // as C18, two rounds before
  'c21UpfloatDifference2', // as C19, two rounds before
  'mdpSet', // which MDPs are paired (4.4)
  'mdpOpponents', // the MDPs' opponents in transposition order (4.4)
  'exchangeKeptInS1', // exchanges: players kept in S1 (4.3)
  'exchangeBsnSum', // exchanges: BSN-sum difference
  'exchangeLeavingS1', // exchanges: which S1 players leave
  'exchangeEnteringS2', // exchanges: which S2 players enter
  'transposition', // the lexicographically first transposition (4.2)
] as const;
export type Criterion = (typeof CRITERIA)[number];
/** Each criterion's field index. */
export const C = Object.fromEntries(CRITERIA.map((c, i) => [c, i])) as Readonly<Record<Criterion, number>>;
export const FIELD_COUNT = CRITERIA.length;
/** An edge's weight fields written into a reused buffer: a pair's, or the PAB edge's. */
export interface FieldWriters<F extends Field> {
  readonly pairFieldsInto: (a: DutchPlayer, b: DutchPlayer, full: boolean, v: F[]) => F[];
  readonly byeFieldsInto: (p: DutchPlayer, v: F[]) => F[];
}

/** The few operations the field writers need, on bigints or on numbers (`edgeWeigher`). */
interface Arithmetic<F extends Field> {
  /** 0, 1 and 2, shared instead of allocated per edge. */
  readonly small: readonly F[];
  readonly of: (x: number) => F;
  readonly from: (x: bigint) => F;
  readonly add: (a: F, b: F) => F;
  readonly sub: (a: F, b: F) => F;
  readonly mul: (a: F, b: F) => F;
}
const BIGINTS: Arithmetic<bigint> = {
  small: [0n, 1n, 2n],
  of: BigInt,
  from: (x) => x,
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
};
const NUMBERS: Arithmetic<number> = {
  small: [0, 1, 2],
  of: (x) => x,
  from: Number,
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
};

/** The only fields an edge other than an in-bracket pair carries (`pairFieldsInto`, `byeFieldsInto`). */
export const OUTSIDE_FIELDS: readonly number[] = [
  C.c4Completion,
  C.c5ByeScore,
  C.c8Pairs,
  C.c8Scores,
  C.c9ByeUnplayed,
];

/** Fields from C10 on are carried by in-bracket pairs only (the C8 fields by next-bracket pairs). */
export const BRACKET_ONLY_FROM = C.c10ColourDifference;

/**
 * The criteria of one bracket decision as weight fields, most significant first (C.04.3 Art. 2;
 * the field table is in docs/swiss.md): `pairFields` for a pair, `byeFields` for the PAB edge.
 */
export function edgeWeigher(players: readonly DutchPlayer[], roles: Roles, ctx: BracketContext) {
  const { bracket, pairable, next } = roles;
  const maxEdges = Math.floor(players.length / 2) + 1;
  const maxScore = maxOf(
    players.map((p) => p.score),
    0,
  );
  const maxUnplayed = maxOf(
    players.map((p) => p.unplayed),
    0,
  );
  // C7 / C8: paired players' scores, lexicographic by score level (base > bracket size).
  const levelsB = [...new Set([...bracket].map((p) => p.score))].sort((a, b) => a - b);
  const baseB = bracket.size + 1;
  const powB = levelsB.map((_, i) => pow(baseB, i));
  const nextBracket = new Set([...bracket, ...next]);
  const levelsN = [...new Set([...nextBracket].map((p) => p.score))].sort((a, b) => a - b);
  const baseN = nextBracket.size + 1;
  const powN = levelsN.map((_, i) => pow(baseN, i));
  // C18–C21: score differences compared by level (distinct differences in the bracket).
  const diffs = [...new Set(levelsB.flatMap((x) => levelsB.map((y) => x - y)).filter((d) => d > 0))].sort(
    (x, y) => x - y,
  );
  const diffCap = pow(baseB, diffs.length + 1);
  const diffWeight = diffs.map((_, i) => pow(baseB, i + 1));
  const r1 = ctx.round - 1;
  const r2 = ctx.round - 2;
  const floatIn = (p: DutchPlayer, r: number): string | undefined => (r >= 1 ? p.floats[r - 1] : undefined);
  const residentSet = new Set(roles.residents);
  const isResident = (p: DutchPlayer): boolean => residentSet.has(p);
  const down = (p: DutchPlayer, r: number): number => (floatIn(p, r) === 'down' && isResident(p) ? 1 : 0);
  const mdpIndex = new Map(roles.mdps.map((p, i) => [p, i]));
  const resIndex = new Map(roles.residents.map((p, i) => [p, i]));
  const M0 = roles.mdps.length;
  const nRes = roles.residents.length;
  const rem = roles.remainder;
  const remIndex = new Map((rem?.players ?? []).map((p, i) => [p, i]));
  const remSize = rem?.players.length ?? 0;

  const maxPerEdge: Record<Criterion, bigint> = {
    c4Completion: 1n,
    c5ByeScore: BigInt(maxScore + 1),
    c6Pairs: 1n,
    c7Scores: 2n * pow(baseB, levelsB.length),
    c8Pairs: 1n,
    c8Scores: 2n * pow(baseN, levelsN.length),
    c9ByeUnplayed: BigInt(maxUnplayed + 1),
    c10ColourDifference: 2n,
    c11SameColourThrice: 2n,
    c12ColourPreference: 1n,
    c13StrongPreference: 1n,
    c14Downfloaters: 2n,
    c15Upfloaters: 1n,
    c16Downfloaters2: 2n,
    c17Upfloaters2: 1n,
    c18DownfloatDifference: diffCap,
    c19UpfloatDifference: diffCap,
    c20DownfloatDifference2: diffCap,
    c21UpfloatDifference2: diffCap,
    mdpSet: pow(2, M0),
    mdpOpponents: BigInt(nRes + 1) * pow(nRes + 1, M0),
    exchangeKeptInS1: 1n,
    exchangeBsnSum: BigInt(remSize + 1),
    exchangeLeavingS1: pow(2, remSize),
    exchangeEnteringS2: pow(2, remSize + 1),
    transposition: BigInt(remSize + 1) * pow(remSize + 1, remSize),
  };
  const layout = new WeightLayout(
    CRITERIA.map((c) => maxPerEdge[c]),
    maxEdges,
  );

  /** The field writers in one arithmetic (bigints always; numbers when `exact`). */
  const writers = <F extends Field>(K: Arithmetic<F>): FieldWriters<F> => {
    // Powers used per edge, each computed once per decision (a bigint power allocates).
    const powers = (base: number): ((exp: number) => F) => {
      const known: F[] = [];
      return (exp) => (known[Math.max(0, exp)] ??= K.from(pow(base, exp)));
    };
    const pow2 = powers(2);
    const powRes = powers(nRes + 1);
    const powRem = powers(remSize + 1);
    const gB = powB.map(K.from);
    const gN = powN.map(K.from);
    const one = K.small[1]!;
    const zero = K.small[0]!;
    const g = (p: DutchPlayer): F => gB[levelsB.indexOf(p.score)] ?? one;
    const g2 = (p: DutchPlayer): F => gN[levelsN.indexOf(p.score)] ?? one;
    const cap = K.from(diffCap);
    // C18–C21: a pair whose score difference counts (an up- or downfloat) costs its level below the cap.
    const costOf = diffWeight.map((w) => K.from(diffCap - w));
    const costUnknown = K.from(diffCap - 1n);

    /** Writes the pair's fields into `v` (every field) and returns it. */
    const pairFieldsInto = (a: DutchPlayer, b: DutchPlayer, full: boolean, v: F[]): F[] => {
      const SMALL = K.small;
      v.fill(zero);
      v[C.c4Completion] = full ? one : zero;
      const inBracket = pairable.has(a) && pairable.has(b) && (isResident(a) || isResident(b));
      if (inBracket) {
        const aHigh = a.score > b.score || (a.score === b.score && a.id < b.id);
        const hi = aHigh ? a : b;
        const lo = aHigh ? b : a;
        v[C.c6Pairs] = one;
        v[C.c7Scores] = K.add(g(a), g(b));
        const colour = colourViolations(hi, lo, ctx.initialColor);
        v[C.c10ColourDifference] = SMALL[2 - colour.c10]!;
        v[C.c11SameColourThrice] = SMALL[2 - colour.c11]!;
        v[C.c12ColourPreference] = SMALL[1 - colour.c12]!;
        v[C.c13StrongPreference] = SMALL[1 - colour.c13]!;
        // C14/C16: downfloaters (residents or MDPs left unpaired) with an earlier downfloat; pairing them avoids it.
        v[C.c14Downfloaters] = SMALL[down(a, r1) + down(b, r1)]!;
        v[C.c16Downfloaters2] = SMALL[down(a, r2) + down(b, r2)]!;
        const differ = hi.score !== lo.score;
        v[C.c15Upfloaters] = differ && floatIn(lo, r1) === 'up' ? zero : one;
        v[C.c17Upfloaters2] = differ && floatIn(lo, r2) === 'up' ? zero : one;
        const level = diffs.indexOf(hi.score - lo.score);
        const diffCost = differ ? (level < 0 ? costUnknown : costOf[level]!) : cap;
        // C18/C20: an MDP who floats on counts with a difference above any pair's (so pairing him
        // earns the whole field); other pairs earn nothing.
        v[C.c18DownfloatDifference] = differ && floatIn(hi, r1) === 'down' ? diffCost : zero;
        v[C.c19UpfloatDifference] = differ && floatIn(lo, r1) === 'up' ? diffCost : cap;
        v[C.c20DownfloatDifference2] = differ && floatIn(hi, r2) === 'down' ? diffCost : zero;
        v[C.c21UpfloatDifference2] = differ && floatIn(lo, r2) === 'up' ? diffCost : cap;
        const m = mdpIndex.get(a) ?? mdpIndex.get(b);
        if (m !== undefined) {
          const r = resIndex.get(mdpIndex.has(a) ? b : a) ?? nRes;
          v[C.mdpSet] = pow2(M0 - 1 - m);
          v[C.mdpOpponents] = K.mul(K.of(nRes - r), powRes(M0 - 1 - m));
        }
        if (rem) {
          const ia = remIndex.get(a);
          const ib = remIndex.get(b);
          if (ia !== undefined && ib !== undefined) {
            const top = Math.min(ia, ib);
            const bottom = Math.max(ia, ib);
            const inS1 = top < rem.pairs;
            v[C.exchangeKeptInS1] = inS1 ? one : zero;
            v[C.exchangeBsnSum] = K.of(remSize - top);
            // C.04.3 (2025) 4.3: then the highest differing BSN moved S1 -> S2, the higher the better
            // (a kept S1 player costs 2^BSN), then the lowest moved S2 -> S1, the lower the better.
            v[C.exchangeLeavingS1] = inS1 ? K.sub(pow2(rem.pairs), pow2(top)) : zero;
            v[C.exchangeEnteringS2] = inS1 ? zero : pow2(remSize - 1 - top);
            v[C.transposition] = K.mul(K.of(remSize - bottom), powRem(remSize - 1 - top));
          }
        }
      } else if (nextBracket.has(a) && nextBracket.has(b) && (next.has(a) || next.has(b))) {
        v[C.c8Pairs] = one;
        v[C.c8Scores] = K.add(g2(a), g2(b));
      }
      return v;
    };

    const byeFieldsInto = (p: DutchPlayer, v: F[]): F[] => {
      v.fill(zero);
      v[C.c4Completion] = one;
      if (ctx.edition === '2025') v[C.c5ByeScore] = K.of(maxScore - p.score); // C5 (new in 2025)
      if (roles.c9 && bracket.has(p)) v[C.c9ByeUnplayed] = K.of(maxUnplayed - p.unplayed);
      return v;
    };
    return { pairFieldsInto, byeFieldsInto };
  };
  const { pairFieldsInto, byeFieldsInto } = writers(BIGINTS);
  // Every field value and packed sum of this decision is an exact double: the hot path (`packEdges`)
  // may take the fields as numbers.
  const exact = layout.numberMultipliers() ? writers(NUMBERS) : undefined;

  const pairFields = (a: DutchPlayer, b: DutchPlayer, full: boolean): bigint[] =>
    pairFieldsInto(a, b, full, new Array<bigint>(FIELD_COUNT));
  const pair = (a: DutchPlayer, b: DutchPlayer, full: boolean): bigint => layout.pack(pairFields(a, b, full));
  // Fields no edge of this decision can carry (they stay 0): the packing skips them.
  const idle: Partial<Record<Criterion, boolean>> = {
    c5ByeScore: ctx.edition !== '2025',
    c8Pairs: next.size === 0,
    c8Scores: next.size === 0,
    c9ByeUnplayed: !roles.c9,
    mdpSet: M0 === 0,
    mdpOpponents: M0 === 0,
    exchangeKeptInS1: !rem,
    exchangeBsnSum: !rem,
    exchangeLeavingS1: !rem,
    exchangeEnteringS2: !rem,
    transposition: !rem,
  };
  return {
    pair,
    pairFields,
    /** The fields some edge may carry (the others are 0 on every edge). */
    carried: CRITERIA.flatMap((c, i) => (idle[c] ? [] : [i])),
    pairFieldsInto,
    byeFieldsInto,
    /** The same writers on numbers, when every value and sum of this decision is below 2^53. */
    exact,
    inBracket: (a: DutchPlayer, b: DutchPlayer) =>
      pairable.has(a) && pairable.has(b) && (isResident(a) || isResident(b)),
  };
}

interface ColourViolations {
  readonly c10: number;
  readonly c11: number;
  readonly c12: number;
  readonly c13: number;
}

/** C10–C13 for one pair, given the colours Art. 5 would allocate. */
export function colourViolations(hi: DutchPlayer, lo: DutchPlayer, initial: Color): ColourViolations {
  const hp = hi.pref;
  const lp = lo.pref;
  const same = hp.color !== undefined && hp.color === lp.color;
  const c12 = same ? 1 : 0;
  const c13 = same && hp.strength >= 2 && lp.strength >= 2 ? 1 : 0;
  let c10 = 0;
  let c11 = 0;
  if (hi.topscorer || lo.topscorer) {
    const hiColour = allocateColour(hi, lo, initial);
    for (const [p, c] of [
      [hi, hiColour],
      [lo, hiColour === 'white' ? 'black' : 'white'],
    ] as const) {
      const cd = p.pref.cd + (c === 'white' ? 1 : -1);
      if (cd > 2 || cd < -2) c10++;
      const n = p.colours.length;
      if (n >= 2 && p.colours[n - 1] === c && p.colours[n - 2] === c) c11++;
    }
  }
  return { c10, c11, c12, c13 };
}
