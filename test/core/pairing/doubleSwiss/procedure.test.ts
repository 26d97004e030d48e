// The round-pairing procedure of FIDE C.04.5 (2026) Article 3 against a literal enumerator: every
// candidate (PAB, set of upfloaters, bracket pairing) generated and compared as the text orders
// them, by brute force, on small random fields with random incompatibilities.
import { describe, expect, test } from 'vitest';
import { pairRound, type Contender } from '../../../../core/pairing/doubleSwiss/procedure.ts';
import { seededRng } from '../../../../core/pairing/generator.ts';

type Pair = readonly [Contender, Contender];

/** Every perfect matching of `vs` under `ok` (brute force). */
function* matchings(
  vs: readonly Contender[],
  ok: (a: Contender, b: Contender) => boolean,
): Generator<Pair[]> {
  if (vs.length === 0) {
    yield [];
    return;
  }
  const [first, ...rest] = vs;
  for (let i = 0; i < rest.length; i++) {
    const partner = rest[i]!;
    if (!ok(first!, partner)) continue;
    const others = rest.filter((_, j) => j !== i);
    for (const m of matchings(others, ok)) yield [[first!, partner], ...m];
  }
}
const pairable = (vs: readonly Contender[], ok: (a: Contender, b: Contender) => boolean): boolean =>
  vs.length % 2 === 0 && !matchings(vs, ok).next().done;

function* subsets<T>(xs: readonly T[], k: number, from = 0): Generator<T[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= xs.length - k; i++) for (const s of subsets(xs, k - 1, i + 1)) yield [xs[i]!, ...s];
}

const lexLess = (a: readonly number[], b: readonly number[]): boolean => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return a.length < b.length;
};

/**
 * [C6] read literally: once the set is taken, the following scoregroup (the highest score below the
 * bracket) forms the next bracket; the fewest upfloaters it can take under [C1] and [C3], found by
 * trying every set, beyond its own parity. 0 when nobody of that score is left.
 */
function c6(
  next: readonly Contender[],
  following: number,
  ok: (a: Contender, b: Contender) => boolean,
): number {
  const residents = next.filter((c) => c.score === following);
  if (residents.length === 0) return 0;
  const lower = next.filter((c) => c.score < following);
  for (let k = residents.length % 2; k <= lower.length; k += 2)
    for (const set of subsets(lower, k))
      if (
        pairable([...residents, ...set], ok) &&
        pairable(
          lower.filter((c) => !set.includes(c)),
          ok,
        )
      )
        return k - (residents.length % 2);
  throw new Error('the rest was pairable, so some set is');
}

/** The procedure read literally: 3.4, then 3.5 and 3.6 bracket after bracket. */
function literal(
  contenders: readonly Contender[],
  ok: (a: Contender, b: Contender) => boolean,
  lastRound: boolean,
): { pab?: number; pairs: string[] } | undefined {
  let unpaired = [...contenders];
  let pab: Contender | undefined;
  if (unpaired.length % 2 === 1) {
    const order = unpaired
      .filter((c) => !c.pabBarred)
      .sort((a, b) => a.score - b.score || b.matchesPlayed - a.matchesPlayed || b.tpn - a.tpn);
    pab = order.find((c) =>
      pairable(
        unpaired.filter((x) => x !== c),
        ok,
      ),
    );
    if (!pab) return undefined;
    unpaired = unpaired.filter((x) => x !== pab);
  } else if (!pairable(unpaired, ok)) return undefined;
  const pairs: string[] = [];
  while (unpaired.length > 0) {
    const top = Math.max(...unpaired.map((c) => c.score));
    const residents = unpaired.filter((c) => c.score === top);
    const lower = unpaired.filter((c) => c.score < top).sort((a, b) => b.score - a.score || a.tpn - b.tpn);
    const scores = [...new Set(lower.map((c) => c.score))].sort((a, b) => a - b);
    let chosen: Contender[] | undefined;
    for (let k = residents.length % 2; k <= lower.length && !chosen; k += 2) {
      let bestKey: number[] | undefined;
      for (const set of subsets(lower, k)) {
        if (!pairable([...residents, ...set], ok)) continue;
        if (
          !pairable(
            lower.filter((c) => !set.includes(c)),
            ok,
          )
        )
          continue;
        // [C5] per score from the lowest, then [C6], then [C7].
        const key = [
          ...scores.map((s) => set.filter((c) => c.score === s).length),
          c6(
            lower.filter((c) => !set.includes(c)),
            lower[0]?.score ?? 0,
            ok,
          ),
          set.filter((c) => !lastRound && c.floatedPrevious).length,
        ];
        if (!bestKey || lexLess(key, bestKey)) {
          bestKey = key;
          chosen = set;
        }
      }
    }
    if (!chosen) throw new Error('no set of upfloaters');
    const ups = new Set(chosen);
    const bracket = [...residents, ...chosen].sort((a, b) => a.tpn - b.tpn);
    let best: { c8: number; id: number[]; m: Pair[] } | undefined;
    for (const m of matchings(bracket, ok)) {
      const c8 = m.filter(
        ([a, b]) => !lastRound && ups.has(a) !== ups.has(b) && (ups.has(a) ? b : a).floatedPrevious,
      ).length;
      const sorted = m
        .map(([a, b]) => (a.tpn < b.tpn ? [a, b] : [b, a]))
        .sort((x, y) => x[0]!.tpn - y[0]!.tpn);
      const id = [...sorted.map((p) => p[0]!.tpn), ...sorted.map((p) => p[1]!.tpn)];
      if (!best || c8 < best.c8 || (c8 === best.c8 && lexLess(id, best.id))) best = { c8, id, m };
    }
    for (const [a, b] of best!.m) pairs.push(a.tpn < b.tpn ? `${a.tpn}-${b.tpn}` : `${b.tpn}-${a.tpn}`);
    unpaired = unpaired.filter((c) => !bracket.includes(c));
  }
  return pab ? { pab: pab.tpn, pairs: pairs.sort() } : { pairs: pairs.sort() };
}

describe('pairRound against the literal procedure', () => {
  const cases = Array.from({ length: 300 }, (_, i) => i + 1);
  test.each(cases)('random field %i', (seed) => {
    const rng = seededRng(seed);
    const n = 3 + Math.floor(rng() * 8); // 3..10 players
    const contenders: Contender[] = Array.from({ length: n }, (_, i) => ({
      id: i + 1,
      tpn: i + 1,
      score: Math.floor(rng() * 5),
      matchesPlayed: Math.floor(rng() * 3),
      pabBarred: rng() < 0.3,
      floatedPrevious: rng() < 0.3,
    }));
    const density = 0.2 + rng() * 0.5;
    const banned = new Set<string>();
    for (let a = 1; a <= n; a++)
      for (let b = a + 1; b <= n; b++) if (rng() < density) banned.add(`${a}-${b}`);
    const ok = (a: Contender, b: Contender): boolean =>
      !banned.has(a.tpn < b.tpn ? `${a.tpn}-${b.tpn}` : `${b.tpn}-${a.tpn}`);
    const lastRound = rng() < 0.2;
    const want = literal(contenders, ok, lastRound);
    const got = pairRound({ contenders, compatible: ok, lastRound });
    if (!want) {
      expect(got).toBeUndefined();
      return;
    }
    expect(got).toBeDefined();
    const pairs = got!.pairs
      .map(([a, b]) => (a.tpn < b.tpn ? `${a.tpn}-${b.tpn}` : `${b.tpn}-${a.tpn}`))
      .sort();
    expect({ pab: got!.pab?.tpn, pairs }).toEqual({ pab: want.pab, pairs: want.pairs });
  });
});

describe('[C6] worked by hand (C.04.5 2.3.3)', () => {
  const c = (tpn: number, score: number, floatedPrevious = false): Contender => ({
    id: tpn,
    tpn,
    score,
    matchesPlayed: 1,
    pabBarred: false,
    floatedPrevious,
  });
  const pairsOf = (o: ReturnType<typeof pairRound>): string[] =>
    (o?.pairs ?? []).map(([a, b]) => `${Math.min(a.tpn, b.tpn)}-${Math.max(a.tpn, b.tpn)}`).sort();
  const banned =
    (...keys: string[]) =>
    (a: Contender, b: Contender): boolean =>
      !keys.includes(`${Math.min(a.tpn, b.tpn)}-${Math.max(a.tpn, b.tpn)}`);

  test('[C6] before [C7]: the upfloater who floated last round, because the other leaves an unpairable pair', () => {
    // {1, 2, 3} at 4 take one of {4, 5, 6} at 2. 4 leaves {5, 6}, who have met: two upfloaters from
    // {7, 8} needed, [C6] = 2, [C7] = 0. 5 and 6 (both floaters last round, [C7] = 1) leave {4, 6}
    // and {4, 5}: [C6] = 0. [C6] comes first, then 3.5.4: 5. Brackets {1, 2, 3, 5}: 1-3, 2-5;
    // {4, 6}; {7, 8}.
    const players = [c(1, 4), c(2, 4), c(3, 4), c(4, 2), c(5, 2, true), c(6, 2, true), c(7, 0), c(8, 0)];
    const o = pairRound({ contenders: players, compatible: banned('5-6'), lastRound: false });
    expect(pairsOf(o)).toEqual(['1-3', '2-5', '4-6', '7-8']);
  });

  test('[C6]: the first upfloater after whom his scoregroup still pairs in full, not the first by 3.5.4', () => {
    // {1} at 6 takes one of {2, 3, 4, 5, 6} at 4 ([C5]); the four left of them form the next
    // bracket (parity 0). Banned: 2-4, 2-5, 3-4, 3-5, 4-5. Taking 2 leaves {3, 4, 5, 6}: 3-4, 3-5 and
    // 4-5 banned, so no two pairs inside; at least two go down to 0 ([C6] = 2). Taking 3 leaves
    // {2, 4, 5, 6}: 2-4, 2-5, 4-5 banned: [C6] = 2. Taking 4 leaves {2, 3, 5, 6}: 2-3 and 5-6,
    // [C6] = 0 (so does 5: 2-3 and 4-6; 6 leaves 4-5 banned, [C6] = 2). So 4, not 2 (3.5.4 among 4 and 5); then 2-3, 5-6 and {7, 8, 9, 10}: 7-9, 8-10.
    const players = [
      c(1, 6),
      c(2, 4),
      c(3, 4),
      c(4, 4),
      c(5, 4),
      c(6, 4),
      c(7, 0),
      c(8, 0),
      c(9, 0),
      c(10, 0),
    ];
    const ok = banned('2-4', '2-5', '3-4', '3-5', '4-5');
    const o = pairRound({ contenders: players, compatible: ok, lastRound: false });
    expect(pairsOf(o)).toEqual(['1-4', '2-3', '5-6', '7-9', '8-10']);
  });
});

describe('[C6] graded, not pass/fail', () => {
  test('no upfloater lets the following scoregroup pair with its parity minimum: the one needing fewest', () => {
    // {1} at 10 takes one of {2, ..., 7} at 6; the five left there form the next bracket (parity 1).
    // Among 2-7 only 2-4 may meet. Taking 2 or 4 leaves nobody who can meet inside: five upfloaters
    // needed from {8, ..., 14} at 0, [C6] = 4. Taking 3, 5, 6 or 7 leaves 2-4: three upfloaters,
    // [C6] = 2. Nobody reaches 0, so a pass/fail reading would take 2 (3.5.4); graded: 3.
    // Then {2, 4, 5, 6, 7} with 8, 9, 10 (3.5.4): 2-4, 5-8, 6-9, 7-10; {11, ..., 14}: 11-13, 12-14.
    const players: Contender[] = Array.from({ length: 14 }, (_, i) => ({
      id: i + 1,
      tpn: i + 1,
      score: i === 0 ? 10 : i < 7 ? 6 : 0,
      matchesPlayed: 2,
      pabBarred: false,
      floatedPrevious: false,
    }));
    const group = (c: Contender): boolean => c.tpn >= 2 && c.tpn <= 7;
    const ok = (a: Contender, b: Contender): boolean =>
      !(group(a) && group(b)) || (Math.min(a.tpn, b.tpn) === 2 && Math.max(a.tpn, b.tpn) === 4);
    const o = pairRound({ contenders: players, compatible: ok, lastRound: false });
    expect((o?.pairs ?? []).map(([a, b]) => `${a.tpn}-${b.tpn}`)).toEqual([
      '1-3',
      '2-4',
      '5-8',
      '6-9',
      '7-10',
      '11-13',
      '12-14',
    ]);
  });
});

describe('many upfloaters: decided by one matching, not a search over sets (never a hang)', () => {
  test('60 players, the 8 leaders have all met: 8 upfloaters, [C7] first, then 3.5.4', () => {
    // Leaders 1-8 (score 10) have met each other: each needs an upfloater ([C4] 8). [C5]: all from
    // the 6-point group 9-30; [C6]: the 14 left there pair among themselves; [C7]: players with
    // (TPN - 1) divisible by 3 floated last round (10, 13, 16, 19, ...), so the first 8 others by
    // TPN (3.5.4): 9, 11, 12, 14, 15, 17, 18, 20. The first identifier: 1-9, 2-11, ..., 8-20.
    const players: Contender[] = Array.from({ length: 60 }, (_, i) => ({
      id: i + 1,
      tpn: i + 1,
      score: i < 8 ? 10 : i < 30 ? 6 : 2,
      matchesPlayed: 3,
      pabBarred: false,
      floatedPrevious: i % 3 === 0,
    }));
    const o = pairRound({
      contenders: players,
      compatible: (a, b) => !(a.tpn <= 8 && b.tpn <= 8),
      lastRound: false,
    });
    expect(o?.pairs.slice(0, 8).map(([a, b]) => `${a.tpn}-${b.tpn}`)).toEqual([
      '1-9',
      '2-11',
      '3-12',
      '4-14',
      '5-15',
      '6-17',
      '7-18',
      '8-20',
    ]);
  });
});
