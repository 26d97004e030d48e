// Unit-level case files: C.02 virtual opponent formula examples; Wertungs-Regularien progressive score,
// Berliner Wertung and Olympiad-SB arithmetic.
import { describe, expect, test } from 'vitest';
import { STANDARD_POINTS, type Tournament } from '../../../core/index.ts';
import { berlinerBoards, berlinerWertung, olympiadSbFromTerms } from '../../../core/team/index.ts';
import {
  computeTiebreak,
  elementsOf,
  makeTiebreakContext,
  parseTiebreakSpec,
  virtualOpponentScore,
} from '../../../core/tiebreaks/index.ts';
import { readTiebreakCase } from '../../support/tiebreakCases.ts';

type Example = Record<string, unknown> & { text: string };
const vo = readTiebreakCase('fide-virtual-opponent-formula-examples.json');
const examples = vo['examples'] as Example[];
const half = (x: number): number => x * 2;

/** Reads the numbers the example text gives: round R of n, points before, forfeit win or loss. */
function parseExample(text: string) {
  const round = /[Rr]ound (\d+)(?: of (\d+))?/.exec(text);
  const before = /had ([\d.]+) after round/.exec(text);
  return {
    round: Number(round?.[1]),
    of: Number(round?.[2]),
    before: Number(before?.[1]),
    won: /forfeit win|opponent did not show/.test(text),
  };
}

describe('C.02 (2017) virtual opponent: Svon = S_before + (1 − Sf) + ½ (n − R)', () => {
  let last = { round: NaN, before: NaN, won: false };
  const rows = examples.flatMap((e) => {
    if (typeof e['Svon'] !== 'number') return [];
    const p = parseExample(e.text);
    if (!Number.isNaN(p.round)) last = p; // "same, at the end" reuses the previous situation
    return [[e.text, { ...last }, e['after_round'] as number, e['Svon']] as const];
  });
  test.each(rows)('%s', (_, p, afterRound, svon) => {
    const got = virtualOpponentScore({
      scoreBefore: half(p.before),
      pointsInRound: p.won ? 2 : 0,
      round: p.round,
      roundsCompleted: afterRound,
    });
    expect(got / 2).toBe(svon);
  });

  test('default win in round 3 of 9: own BH contribution 5, contributes 5.5 to the opponents', () => {
    const e = examples.find((x) => typeof x['own_BH_contribution_round3'] === 'number');
    expect(e).toBeDefined();
    // A: 2 points after round 2, forfeit win in round 3, 6 points after 9 rounds (a 9-round Swiss).
    const t = syntheticC02({
      forfeitRound: 3,
      won: true,
      resultsBefore: [2, 2],
      resultsAfter: [2, 2, 2, 0, 0, 0],
    });
    expect(c02Values(t)).toEqual({
      own: e?.['own_BH_contribution_round3'],
      asOpponent: e?.['A_as_opponent_contributes'],
    });
  });

  test('absent in round 7 of 9: own BH contribution 6, contributes 6.5 to the opponents', () => {
    const e = examples.find((x) => typeof x['own_BH_contribution_round7'] === 'number');
    expect(e).toBeDefined();
    // B: 4 points after round 6, absent (forfeit loss) in round 7, 6 points after round 9.
    const t = syntheticC02({
      forfeitRound: 7,
      won: false,
      resultsBefore: [2, 2, 2, 2, 0, 0],
      resultsAfter: [2, 2],
    });
    expect(c02Values(t)).toEqual({
      own: e?.['own_BH_contribution_round7'],
      asOpponent: e?.['B_as_opponent_contributes'],
    });
  });
});

/** A 9-round Swiss around player 1 with one forfeit; the other games against fresh opponents. */
function syntheticC02(o: {
  forfeitRound: number;
  won: boolean;
  resultsBefore: number[];
  resultsAfter: number[];
}): Tournament {
  const results = [...o.resultsBefore, NaN, ...o.resultsAfter];
  const games = results.map((r, i) => {
    const round = i + 1;
    if (round === o.forfeitRound)
      return { round, white: 1, black: 2 + i, result: o.won ? ('+:-' as const) : ('-:+' as const) };
    return {
      round,
      white: 1,
      black: 2 + i,
      result: r === 2 ? ('1-0' as const) : r === 1 ? ('1/2-1/2' as const) : ('0-1' as const),
    };
  });
  return {
    name: 'c02',
    kind: 'swiss',
    rounds: 9,
    players: Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `P${i + 1}` })),
    games,
    unpaired: [],
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
  };
}

function c02Values(t: Tournament) {
  const ctx = makeTiebreakContext(t, { rules: 'C02_2017' });
  const bh = parseTiebreakSpec('BH');
  if (!bh.ok) throw new Error('BH');
  const virtual = elementsOf(ctx, 1).find((e) => !e.game);
  // The virtual opponent is one element of the player's BH.
  const total = computeTiebreak(ctx, bh.value).get(1) ?? NaN;
  const rest =
    elementsOf(ctx, 1)
      .filter((e) => e.game)
      .reduce((a, e) => a + e.opp, 0) / 2;
  expect(total - rest).toBe((virtual?.opp ?? NaN) / 2);
  return { own: (virtual?.opp ?? NaN) / 2, asOpponent: (ctx.asOpponent.get(1) ?? NaN) / 2 };
}

describe('Wertungs-Regularien unit examples', () => {
  const u = readTiebreakCase('wertungs-regularien-unit-examples-progressive-berliner-olympiad.json');
  const ex = u['examples'] as Record<string, Record<string, unknown>>;

  test.each(['A', 'B'])('progressive score of %s after two rounds', (who) => {
    const p = ex['progressive_after_two_rounds']?.[who] as {
      results: number[];
      running: number[];
      PS: number;
    };
    const r = (x: number) => (x === 1 ? '1-0' : x === 0.5 ? '1/2-1/2' : '0-1') as '1-0' | '1/2-1/2' | '0-1';
    const t: Tournament = {
      name: 'ps',
      kind: 'swiss',
      rounds: 2,
      players: [1, 2, 3].map((id) => ({ id, name: `P${id}` })),
      games: p.results.map((x, i) => ({ round: i + 1, white: 1, black: 2 + i, result: r(x) })),
      unpaired: [
        { round: 1, player: 3, kind: 'free' },
        { round: 2, player: 2, kind: 'free' },
      ],
      withdrawals: [],
      pointSystem: STANDARD_POINTS,
    };
    const spec = parseTiebreakSpec('PS');
    if (!spec.ok) throw new Error('PS');
    expect(computeTiebreak(makeTiebreakContext(t, { rules: 'club' }), spec.value).get(1)).toBe(p.PS);
    const pts = parseTiebreakSpec('PTS');
    if (!pts.ok) throw new Error('PTS');
    const running = [1, 2].map(
      (r) =>
        computeTiebreak(makeTiebreakContext(t, { rules: 'club', afterRound: r }), pts.value).get(1) ?? NaN,
    );
    expect(running).toEqual(p.running);
  });

  test('Berliner Wertung 5.5 : 4.5 for a 2 : 2 match', () => {
    const b = ex['berliner_wertung'] as {
      boards_results_M1: string[];
      berliner: number[];
      per_board: number[][];
      game_points: number[];
    };
    const halves = b.boards_results_M1.map((s): number => (s === '1' ? 2 : s === '=' ? 1 : 0));
    expect(berlinerWertung(halves)).toEqual(b.berliner);
    expect(berlinerBoards(halves)).toEqual(b.per_board);
    const gp = halves.reduce((a, h) => a + h, 0) / 2;
    expect([gp, halves.length - gp]).toEqual(b.game_points);
  });

  test('Olympiad-SB arithmetic: 2.5 × 14 = 3.5 × 10', () => {
    const o = ex['olympiad_sb_arithmetic'] as {
      example: { game_points: number; opp_match_points: number; product: number }[];
    };
    for (const e of o.example)
      expect(
        olympiadSbFromTerms([{ gamePoints: e.game_points, opponentMatchPoints: e.opp_match_points }], 0),
      ).toBe(e.product);
    // leaving out the opponent with the fewest match points
    const terms = o.example.map((e) => ({
      gamePoints: e.game_points,
      opponentMatchPoints: e.opp_match_points,
    }));
    expect(olympiadSbFromTerms(terms)).toBe(o.example.find((e) => e.opp_match_points === 14)?.product);
  });
});
