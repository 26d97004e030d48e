// Table-driven tests per tiebreak, built from the definitions (tiebreaks.md §3-8, C.07 / C.02).
import { describe, expect, test } from 'vitest';
import type { Tournament } from '../../../core/index.ts';
import {
  applyCut,
  computeTiebreak,
  dpFromScore,
  DP_BY_PERCENT,
  expectedHundredths,
  makeTiebreakContext,
  parseTiebreakSpec,
  perfectPerformance,
  PD_UPPER,
  type RuleVersion,
} from '../../../core/tiebreaks/index.ts';
import { miniTournament } from '../../support/tiebreakCases.ts';

const value = (t: Tournament, rules: RuleVersion, code: string, id: number, afterRound?: number): number => {
  const spec = parseTiebreakSpec(code);
  if (!spec.ok) throw new Error(spec.error.message);
  const ctx = makeTiebreakContext(t, { rules, ...(afterRound !== undefined ? { afterRound } : {}) });
  return computeTiebreak(ctx, spec.value).get(id) ?? NaN;
};

// Swiss, 6 players, 3 rounds. Player 1: PAB in round 1; 2 beats 3 by forfeit in round 2;
// 6 takes a HPB in round 3 after losing twice; 5 withdraws after round 1 (ZPB afterwards).
const swiss = miniTournament({
  players: 6,
  rounds: ['1 PAB, 2-3 1-0, 4-5 1/2-1/2, 6 ZPB', '1-4 1-0, 2-3 +:-, 6-5 1-0', '4-1 0-1, 2-6 1-0, 3 PAB'],
  withdrawals: [{ player: 5, afterRound: 2 }],
});
// scores: 1: 3 (PAB, 2 wins); 2: 3 (win, forfeit win, win); 3: 1 (PAB); 4: ½; 5: ½ (then withdrawn); 6: 1

describe('adjusted scores (16.3) and the opponents’ view', () => {
  test.each([
    // player, rules, ADJ: 5 withdrew after round 2: round 3 (not paired) counts as a draw under C.07
    [5, 'C07_2024', 1],
    [5, 'C07_2026', 1],
    [5, 'club', 0.5],
    // C.02: every unplayed round counts as a draw: 5 drew r1, lost r2 OTB, r3 unplayed → ½ + 0 + ½
    [5, 'C02_2017', 1],
    // 1's PAB is not a requested bye: actual points
    [1, 'C07_2024', 3],
    // C.02: 1's PAB counts as a draw for the opponents: 3 − 1 + ½
    [1, 'C02_2017', 2.5],
    // 6: ZPB in round 1 followed by non-VURs → actual 0 (16.2.3)
    [6, 'C07_2026', 1],
  ] as const)('ADJ of %i under %s = %d', (id, rules, expected) => {
    expect(value(swiss, rules, 'ADJ', id)).toBe(expected);
  });
});

describe('Buchholz with unplayed rounds, per rule version', () => {
  test.each([
    // 1: PAB r1, beat 4 (ADJ .5) twice. 2024 dummy = own 3 → 3 + .5 + .5
    [1, 'C07_2024', 'BH', 4],
    // 2026: PAB dummy min(3, ½·3) = 1.5
    [1, 'C07_2026', 'BH', 2.5],
    // club: a bye adds nothing
    [1, 'club', 'BH', 1],
    // C.02 virtual opponent for the PAB in r1 of 3: 0 + (1 − 1) + ½·2 = 1; plus 4's C.02 score ½ twice
    [1, 'C02_2017', 'BH', 2],
    // 2: beat 3 OTB (3 has 1), forfeit win over 3 in r2, beat 6. 2024: dummy own 3
    [2, 'C07_2024', 'BH', 1 + 3 + 1],
    // 2026 forfeit win: dummy min(3, ADJ(3) = 1) = 1
    [2, 'C07_2026', 'BH', 1 + 1 + 1],
    // /P: the forfeit counts as a game against 3
    [2, 'C07_2024', 'BH/P', 1 + 1 + 1],
    // club: forfeit against the scheduled opponent
    [2, 'club', 'BH', 3],
    // 3: lost r1, forfeit loss r2 (VUR, 2024 dummy own 1), PAB r3 (dummy 1): BH 3 + 1 + 1; C1 cuts the VUR first
    [3, 'C07_2024', 'BH', 5],
    [3, 'C07_2024', 'BH/C1', 4],
    // plain C.02 cut: Svon for r2 = 0 + 1 + ½ = 1.5, for r3 = 0 + 0 + 0 = 0; cut the lowest (0)
    [3, 'C02_2017', 'BH/C1', 2.5 + 1.5],
  ] as const)('player %i under %s: %s = %d', (id, rules, code, expected) => {
    expect(value(swiss, rules, code, id)).toBe(expected);
  });
});

describe('SB cuts: 14.1.2 d removes the lowest-scoring opponent’s contribution, 16.5 the higher of VUR and that', () => {
  test.each([
    // opponents scoring 1, 2, 3 with contributions 1·1, 0·2, ½·3 → cut the 1-point opponent (1), not the 0
    [[1, 2, 3], [1, 0, 1.5], [false, false, false], 1.5],
    // tie on the lowest score: the lower contribution among them
    [[1, 1, 3], [1, 0.5, 3], [false, false, false], 4],
    // a VUR contribution (0) lower than the least significant value (1): cut the higher one (1)
    [[1, 2, 3], [1, 0, 1.5], [false, true, false], 1.5],
    // a VUR contribution (2) higher than the least significant value (1): cut the VUR
    [[1, 2, 3], [1, 2, 1.5], [false, true, false], 2.5],
  ])('scores %j contributions %j VUR %j → %d', (sig, con, vur, expected) => {
    const items = sig.map((s, i) => ({ significance: s, contribution: con[i] ?? 0, vur: vur[i] ?? false }));
    expect(applyCut(items, { low: 1, high: 0 }, true).reduce((a, x) => a + x.contribution, 0)).toBe(expected);
  });

  test.each([
    [{ low: 2, high: 0 }, [1, 2, 3, 4], 7],
    [{ low: 1, high: 1 }, [1, 2, 3, 4], 5],
    [{ low: 2, high: 2 }, [1, 2, 3, 4, 5], 3],
    [{ low: 3, high: 0 }, [1, 2], 0],
  ])('cut %j of %j → %d', (cut, xs, expected) => {
    const items = xs.map((x) => ({ significance: x, contribution: x, vur: false }));
    expect(applyCut(items, cut, true).reduce((a, x) => a + x.contribution, 0)).toBe(expected);
  });
});

// Odd round robin: 3 players, 3 rounds, one free round each; player 3 loses one game by forfeit.
const oddRr = miniTournament({
  kind: 'roundRobin',
  players: 3,
  rounds: ['1-2 1-0, 3 free', '2-3 +:-, 1 free', '3-1 1/2-1/2, 2 free'],
});
// double round robin of 2 players
const doubleRr = miniTournament({ kind: 'doubleRoundRobin', players: 2, rounds: ['1-2 1-0', '2-1 1/2-1/2'] });

describe('round robins (15.2): forfeits are games, the free round is no element', () => {
  test.each([
    // scores: 1: 1 + ½ = 1.5; 2: 0 + 1 = 1; 3: 0 + ½ = .5
    [oddRr, 'SB', 1, 1 * 1 + 0.5 * 0.5],
    [oddRr, 'SB/C1', 1, 1], // cuts 3's contribution (lowest score), never the free round
    [oddRr, 'SB', 2, 0.5], // forfeit win over 3 counts as a game: 1 × ½
    [oddRr, 'WIN', 2, 1],
    [oddRr, 'WON', 2, 1], // a forfeit win is a regular game in a round robin
    [oddRr, 'REP', 3, 1], // the forfeit loss is a VUR for type B
    [oddRr, 'PS', 1, 1 + 1 + 1.5], // C.07 7.5: the score after each round, the free round (r2) included
    [oddRr, 'KS', 1, 1], // line = ½ of 2 games: 2 (1.0) qualifies, 3 (½) does not
    [oddRr, 'KS/L-1', 1, 1.5], // line lowered by ½
    [doubleRr, 'SB', 1, 0.5 * 1 + 0.5 * 0.5], // each game separately
    [doubleRr, 'SB', 2, 1.5 * 0.5],
    [doubleRr, 'WIN', 1, 1],
    [doubleRr, 'BPG', 1, 1],
  ] as const)('%#: %s of player %i = %d', (t, code, id, expected) => {
    expect(value(t, 'C07_2026', code, id)).toBe(expected);
  });
});

describe('own results (type B) with byes and forfeits', () => {
  const t = miniTournament({
    players: 4,
    rounds: ['1-2 1-0, 3-4 -:-', '1 PAB, 2 HPB, 3-4 0-1', '4-1 1/2-1/2, 2-3 +:-'],
  });
  test.each([
    ['WIN', 1, 2], // the PAB counts
    ['WON', 1, 1],
    ['WIN', 2, 1], // forfeit win
    ['WON', 2, 0],
    ['BPG', 4, 1], // the double forfeit is no game
    ['BWG', 4, 1],
    ['REP', 3, 1], // double forfeit + forfeit loss are VURs
    ['REP', 2, 2], // HPB
    ['STD', 3, 0.5], // double forfeit: equal → ½ (7.7 text), then loss, forfeit loss
    ['STD', 2, 1.5], // loss, HPB = a draw's points → ½, forfeit win → 1
    ['PS', 1, 1 + 2 + 2.5],
    ['PS/C1', 1, 2 + 2.5],
    ['PCTB', 4, 100],
    ['TPN', 3, 3],
  ] as const)('%s of player %i = %d', (code, id, expected) => {
    expect(value(t, 'C07_2026', code, id)).toBe(expected);
  });
});

describe('rating tiebreaks (C.07 10, B.02 tables)', () => {
  const t = miniTournament({
    players: 4,
    ratings: [2000, 1901, 1800, undefined],
    rounds: ['1-2 1-0, 3-4 1-0', '1-3 1/2-1/2, 2-4 +:-', '1-4 1-0, 2-3 1-0'],
  });
  test.each([
    ['ARO', 1, 1851], // (1901 + 1800) / 2 = 1850.5 → .5 up; 4 unrated is left out
    ['ARO/U1000', 1, 1567], // (1901 + 1800 + 1000) / 3 = 1567
    ['ARO/C1', 1, 1901],
    ['ARO', 2, 1900], // the forfeit (4) is no game for rating tiebreaks
    ['TPR', 2, 1900], // ARO over 1 and 3 = 1900; 1 win 1 loss = 50 % → dp 0
    ['RTNG', 2, 1901],
    // 3 rated games: draw with 1 (2000), loss to 2 (1901): ARO 1950.5 → 1951, 25 % → −193
    ['TPR', 3, 1758],
    ['APRO', 1, Math.floor((1900 + 1758) / 2 + 0.5)],
    // 1 of 2 against 2000 and 1800: 1899 is the lowest with .36 + .64 (table 8.1 b)
    ['PTP', 2, 1899],
    ['RTNG/U1500', 4, 1500],
  ] as const)('%s of player %i = %d', (code, id, expected) => {
    expect(value(t, 'C07_2026', code, id)).toBe(expected);
  });

  test('TPR/PTP tables: 51 dp steps, 50 expectation bounds, monotone', () => {
    expect(DP_BY_PERCENT.length).toBe(51);
    expect(PD_UPPER.length).toBe(50);
    expect([...DP_BY_PERCENT].sort((a, b) => a - b)).toEqual(DP_BY_PERCENT);
    expect(dpFromScore(2.5, 3)).toBe(273);
    expect(dpFromScore(0.5, 3)).toBe(-273);
    expect(expectedHundredths(0)).toBe(50);
    expect(expectedHundredths(-736)).toBe(0);
  });

  test.each([
    [[1800, 1900], 0, 1800 - 800], // zero score: lowest − 800
    [[2000, 2000], 1, 1997], // 50 %: differences 0-3 already give .50 (table 8.1 b)
    [[2000], 1, 2736], // 100 %: 1.00 needs a difference above 735
  ])('PTP of %j with %d points = %d', (opps, points, expected) => {
    expect(perfectPerformance(opps, points)).toBe(expected);
  });
});

describe('tiebreak codes and modifiers', () => {
  test.each([
    ['BH/C1', { code: 'BH', cut: { low: 1, high: 0 } }],
    ['BH-C1-P', { code: 'BH', cut: { low: 1, high: 0 }, forfeitsPlayed: true }],
    ['BH/M2', { code: 'BH', cut: { low: 2, high: 2 } }],
    ['KS/L-2', { code: 'KS', limit: -2 }],
    ['KS/L1', { code: 'KS', limit: 1 }],
    ['ARO/U1400', { code: 'ARO', unratedAs: 1400 }],
    ['AOB/F', { code: 'AOB', fore: true }],
    ['RTNG/R', { code: 'RTNG', reverse: true }],
    ['GE', { code: 'REP' }],
    ['sb/c1', { code: 'SB', cut: { low: 1, high: 0 } }],
  ])('%s', (text, expected) => {
    const s = parseTiebreakSpec(text);
    expect(s.ok).toBe(true);
    if (s.ok) expect(s.value).toMatchObject({ ...expected, text });
  });
  test.each(['XYZ', 'BH/C', 'BH/Q1', '', 'SB/U'])('%j is refused with a message', (text) => {
    const s = parseTiebreakSpec(text);
    expect(s.ok).toBe(false);
    if (!s.ok) expect(s.error.message).toContain('tiebreak');
  });
});

describe('Fore Buchholz and AOB (C.07 8.2, 8.3)', () => {
  test('FB = BH as if the last round had been drawn; AOB averages the opponents’ BH', () => {
    const t = miniTournament({ players: 4, rounds: ['1-2 1-0, 3-4 1-0', '1-3 1-0, 2-4 1-0'] });
    // FB world: r2 drawn → 1: 1.5, 2: .5, 3: 1.5, 4: .5; BH(1) = 2 (.5) + 3 (1.5) = 2
    expect(value(t, 'C07_2026', 'FB', 1)).toBe(2);
    expect(value(t, 'C07_2026', 'BH', 1)).toBe(2);
    // AOB(1) = (BH(2) + BH(3)) / 2; BH(2) = 2 + 0 = 2, BH(3) = 0 + 2 = 2
    expect(value(t, 'C07_2026', 'AOB', 1)).toBe(2);
    expect(value(t, 'C07_2026', 'RBH', 1)).toBe(4);
  });
  test('before the final round is played, FB counts its pairings as draws; after an earlier round FB = BH', () => {
    const t = miniTournament({ players: 4, rounds: ['1-2 1-0, 3-4 1-0', '1-3 *, 2-4 *'] });
    // round 2 paired, not played: with draws 2 has ½ and 3 has 1½ → FB(1) = 2; BH after round 1 = 0
    expect(value(t, 'C07_2026', 'BH', 1)).toBe(0);
    expect(value(t, 'C07_2026', 'FB', 1)).toBe(2);
    const three = miniTournament({ players: 4, rounds: ['1-2 1-0, 3-4 1-0', '1-3 1-0, 2-4 1-0', ''] });
    expect(value(three, 'C07_2026', 'FB', 1)).toBe(value(three, 'C07_2026', 'BH', 1));
  });
});

describe('standings after any round', () => {
  test('after round 1 only round 1 counts, and the 2026 cap uses the rounds counted so far', () => {
    expect(value(swiss, 'C07_2026', 'PTS', 2, 1)).toBe(1);
    // 1 after round 1: PAB dummy min(own 1, ½ × 1) = .5
    expect(value(swiss, 'C07_2026', 'BH', 1, 1)).toBe(0.5);
  });
});

describe('/V: forfeits and byes cut first (Turniersysteme (arbiter course)), any rule version', () => {
  // 1 beats 2, wins by forfeit against 3, beats 4; scores 1: 3, 2: 1, 3: 2, 4: 0
  const t = miniTournament({
    players: 4,
    rounds: ['1-2 1-0, 3-4 1-0', '1-3 +:-, 2-4 1-0', '1-4 1-0, 3-2 1-0'],
  });
  test.each([
    ['BH', 3],
    ['BH/C1', 3], // plain: the 0 of player 4
    ['BH/C1/V', 1], // the forfeit against 3 (2 points) goes first
    ['SB/C1/V', 1],
  ] as const)('club %s of player 1 = %d', (code, expected) => {
    expect(value(t, 'club', code, 1)).toBe(expected);
  });
});
