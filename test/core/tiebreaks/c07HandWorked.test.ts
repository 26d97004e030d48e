// Three small Swiss events written for Rochade, every expected value worked out by hand from the
// C.07 text (Play-Off and Tie-Break Regulations, applied from 1 March 2026; the 2024 text where a
// row says so). 4 players, ratings 2100, 1950, 1800, 1650; results white-black.
import { describe, expect, test } from 'vitest';
import type { Tournament } from '../../../core/index.ts';
import { computeTiebreak, makeTiebreakContext, parseTiebreakSpec } from '../../../core/tiebreaks/index.ts';
import type { RuleVersion } from '../../../core/tiebreaks/index.ts';
import { miniTournament } from '../../support/tiebreakCases.ts';

const RATINGS = [2100, 1950, 1800, 1650] as const;

const value = (t: Tournament, rules: RuleVersion, code: string, id: number): number => {
  const spec = parseTiebreakSpec(code);
  if (!spec.ok) throw new Error(spec.error.message);
  return computeTiebreak(makeTiebreakContext(t, { rules }), spec.value).get(id) ?? NaN;
};

type Row = readonly [id: number, rules: RuleVersion, code: string, expected: number];

// Every game played. Scores: 1: 1 + ½ + 0 = 1½; 2: ½ + 1 + 1 = 2½; 3: 0 + 0 + 1 = 1; 4: ½ + ½ + 0 = 1.
const allPlayed = miniTournament({
  players: 4,
  ratings: RATINGS,
  rounds: ['1-3 1-0, 2-4 1/2-1/2', '4-1 1/2-1/2, 3-2 0-1', '1-2 0-1, 3-4 1-0'],
});

describe('all games played: C.07 (2026) Articles 7-10 and 14 without unplayed rounds', () => {
  test.each<Row>([
    // 8.1 BH of 1: opponents 3 (1), 4 (1), 2 (2½) → 4½
    [1, 'C07_2026', 'BH', 4.5],
    // BH of 2: opponents 4 (1), 3 (1), 1 (1½) → 3½
    [2, 'C07_2026', 'BH', 3.5],
    // BH of 3: opponents 1 (1½), 2 (2½), 4 (1) → 5
    [3, 'C07_2026', 'BH', 5],
    // BH of 4: opponents 2 (2½), 1 (1½), 3 (1) → 5
    [4, 'C07_2026', 'BH', 5],
    // the 2024 text gives the same values when nothing is unplayed
    [1, 'C07_2024', 'BH', 4.5],
    [3, 'C07_2024', 'BH', 5],
    // 14.1.2 a BH-C1: drop the lowest opponent score. 1: 4½ − 1; 2: 3½ − 1; 3: 5 − 1; 4: 5 − 1
    [1, 'C07_2026', 'BH/C1', 3.5],
    [2, 'C07_2026', 'BH/C1', 2.5],
    [3, 'C07_2026', 'BH/C1', 4],
    [4, 'C07_2026', 'BH/C1', 4],
    // 14.3 BH-M1: drop the lowest, then the highest. 1: {1, 1, 2½} → 1; 2: {1, 1, 1½} → 1; 3: {1, 1½, 2½} → 1½
    [1, 'C07_2026', 'BH/M1', 1],
    [2, 'C07_2026', 'BH/M1', 1],
    [3, 'C07_2026', 'BH/M1', 1.5],
    // 9.1 SB of 1: beat 3 (1 × 1) + drew 4 (½ × 1) + lost to 2 (0) → 1½
    [1, 'C07_2026', 'SB', 1.5],
    // SB of 2: drew 4 (½ × 1) + beat 3 (1 × 1) + beat 1 (1 × 1½) → 3
    [2, 'C07_2026', 'SB', 3],
    // SB of 3: only the win over 4 (1 × 1) → 1
    [3, 'C07_2026', 'SB', 1],
    // SB of 4: drew 2 (½ × 2½) + drew 1 (½ × 1½) → 1¼ + ¾ = 2
    [4, 'C07_2026', 'SB', 2],
    // 7.5 PS: 1: 1 + 1½ + 1½ = 4; 2: ½ + 1½ + 2½ = 4½; 3: 0 + 0 + 1 = 1; 4: ½ + 1 + 1 = 2½
    [1, 'C07_2026', 'PS', 4],
    [2, 'C07_2026', 'PS', 4.5],
    [3, 'C07_2026', 'PS', 1],
    [4, 'C07_2026', 'PS', 2.5],
    // 14.1.2 c PS-C1: without the score after round 1. 1: 4 − 1; 2: 4½ − ½; 4: 2½ − ½
    [1, 'C07_2026', 'PS/C1', 3],
    [2, 'C07_2026', 'PS/C1', 4],
    [4, 'C07_2026', 'PS/C1', 2],
    // 7.1 WIN / 7.2 WON: 1 beat 3; 2 beat 3 and 1; 4 won nothing
    [1, 'C07_2026', 'WIN', 1],
    [2, 'C07_2026', 'WIN', 2],
    [4, 'C07_2026', 'WIN', 0],
    [2, 'C07_2026', 'WON', 2],
    // 7.3 BPG: Black for 1 in round 2; for 2 in rounds 2 and 3; for 3 in round 1; for 4 in rounds 1 and 3
    [1, 'C07_2026', 'BPG', 1],
    [2, 'C07_2026', 'BPG', 2],
    [3, 'C07_2026', 'BPG', 1],
    [4, 'C07_2026', 'BPG', 2],
    // 7.4 BWG: 2 won both Black games (3-2 0-1, 1-2 0-1); 1 drew its Black game
    [2, 'C07_2026', 'BWG', 2],
    [1, 'C07_2026', 'BWG', 0],
    // 10.1 ARO of 1: (1800 + 1650 + 1950) / 3 = 1800; of 2: (1650 + 1800 + 2100) / 3 = 1850;
    // of 3: (2100 + 1950 + 1650) / 3 = 1900; of 4: (1950 + 2100 + 1800) / 3 = 1950
    [1, 'C07_2026', 'ARO', 1800],
    [2, 'C07_2026', 'ARO', 1850],
    [3, 'C07_2026', 'ARO', 1900],
    [4, 'C07_2026', 'ARO', 1950],
    // 10.2 TPR = ARO + dp (FIDE B.02 table). 1: 1½/3 = 50 % → +0; 2: 2½/3 = 83 % → +273;
    // 3: 1/3 = 33 % → −125; 4: 33 % → −125
    [1, 'C07_2026', 'TPR', 1800],
    [2, 'C07_2026', 'TPR', 1850 + 273],
    [3, 'C07_2026', 'TPR', 1900 - 125],
    [4, 'C07_2026', 'TPR', 1950 - 125],
  ])('player %i under %s: %s = %d', (id, rules, code, expected) => {
    expect(value(allPlayed, rules, code, id)).toBe(expected);
  });
});

// Player 4 withdraws after round 1: rounds 2 and 3 are zero-point byes (16.1.1); 2 gets the PAB in
// round 2, 1 in round 3. Scores: 1: ½ + 0 + 1 = 1½; 2: ½ + 1 + ½ = 2; 3: 1 + 1 + ½ = 2½; 4: 0.
// Adjusted score of 4 (16.3.2): its byes are followed only by VURs (16.2.5), so draws: 0 + ½ + ½ = 1.
const withdrawal = miniTournament({
  players: 4,
  ratings: RATINGS,
  rounds: ['1-2 1/2-1/2, 3-4 1-0', '1-3 0-1, 2 PAB, 4 ZPB', '3-2 1/2-1/2, 1 PAB, 4 ZPB'],
});

describe('withdrawal with pairing-allocated byes: C.07 (2026) 16.3 and the 16.4.2 cap', () => {
  test.each<Row>([
    // 16.3: 4 counts 1 for its opponents; the others' PABs count as the points awarded (16.3.1)
    [4, 'C07_2026', 'ADJ', 1],
    [1, 'C07_2026', 'ADJ', 1.5],
    // BH of 1: 2 (2) + 3 (2½) + PAB dummy min(own 1½, ½ × 3 rounds = 1½) = 1½ → 6
    [1, 'C07_2026', 'BH', 6],
    // BH of 2: 1 (1½) + PAB dummy min(own 2, 1½) = 1½ + 3 (2½) → 5½ (16.4.2 cap)
    [2, 'C07_2026', 'BH', 5.5],
    // the 2024 text has no cap: dummy = own score 2 → 1½ + 2 + 2½ = 6
    [2, 'C07_2024', 'BH', 6],
    // BH of 3: 4 (adjusted 1) + 1 (1½) + 2 (2) → 4½
    [3, 'C07_2026', 'BH', 4.5],
    [3, 'C07_2024', 'BH', 4.5],
    // BH of 4: 3 (2½) + two ZPB dummies min(own 0, …) = 0 → 2½
    [4, 'C07_2026', 'BH', 2.5],
    // SB of 1: drew 2 (½ × 2) + lost to 3 (0) + PAB (1 × dummy 1½) → 2½
    [1, 'C07_2026', 'SB', 2.5],
    // SB of 2: drew 1 (½ × 1½) + PAB (1 × 1½) + drew 3 (½ × 2½) → ¾ + 1½ + 1¼ = 3½
    [2, 'C07_2026', 'SB', 3.5],
    // 2024: PAB dummy 2 → ¾ + 2 + 1¼ = 4
    [2, 'C07_2024', 'SB', 4],
    // SB of 3: beat 4 (1 × 1) + beat 1 (1 × 1½) + drew 2 (½ × 2) → 3½
    [3, 'C07_2026', 'SB', 3.5],
    // SB of 4: lost to 3, byes worth 0 points → 0
    [4, 'C07_2026', 'SB', 0],
    // BH-C1 of 2: values 1½, 1½, 2½; a PAB is no VUR, so a plain cut of one 1½ → 4
    [2, 'C07_2026', 'BH/C1', 4],
    // 2024: 1½, 2, 2½ → 4½
    [2, 'C07_2024', 'BH/C1', 4.5],
    // BH-C1 of 3: 1, 1½, 2 → 3½
    [3, 'C07_2026', 'BH/C1', 3.5],
    // 7.6 REP: 3 rounds less HPBs, ZPBs and forfeit losses; a PAB is not subtracted
    [1, 'C07_2026', 'REP', 3],
    [4, 'C07_2026', 'REP', 1],
    // 7.1 WIN counts the PAB (a win's points without playing); 7.2 WON does not
    [1, 'C07_2026', 'WIN', 1],
    [2, 'C07_2026', 'WIN', 1],
    [3, 'C07_2026', 'WIN', 2],
    [1, 'C07_2026', 'WON', 0],
    [3, 'C07_2026', 'WON', 2],
  ])('player %i under %s: %s = %d', (id, rules, code, expected) => {
    expect(value(withdrawal, rules, code, id)).toBe(expected);
  });
});

// Round 1: 2 does not come, 1 wins by forfeit. Scores: 1: 1 + 1 + 1 = 3; 2: 0 + 1 + 1 = 2;
// 3: 1 + 0 + 0 = 1; 4: 0. A forfeit loss keeps the points awarded for the opponents (16.3.1):
// adjusted scores are the scores.
const forfeit = miniTournament({
  players: 4,
  ratings: RATINGS,
  rounds: ['1-2 +:-, 3-4 1-0', '2-4 1-0, 1-3 1-0', '3-2 0-1, 4-1 0-1'],
});

describe('a forfeit: C.07 (2026) 16.4.1 cap and the 16.5 Cut-1 exception', () => {
  test.each<Row>([
    // 16.4.1: 1's forfeit-win dummy = min(own 3, 2's adjusted 2) = 2; BH 2 + 3 (1) + 4 (0) → 3
    [1, 'C07_2026', 'BH', 3],
    // 2024: dummy = own score 3 → 3 + 1 + 0 = 4
    [1, 'C07_2024', 'BH', 4],
    // 2's forfeit-loss dummy = min(own 2, 1's adjusted 3) = 2; BH 2 + 4 (0) + 3 (1) → 3
    [2, 'C07_2026', 'BH', 3],
    [2, 'C07_2024', 'BH', 3],
    // BH of 3: 4 (0) + 1 (3) + 2 (2) → 5; of 4: 3 (1) + 2 (2) + 1 (3) → 6
    [3, 'C07_2026', 'BH', 5],
    [4, 'C07_2026', 'BH', 6],
    // 16.5.2: 2's forfeit loss is a VUR; its contribution 2 is cut before the lowest value 0 → 0 + 1 = 1
    // (a plain cut would give 2 + 1 = 3)
    [2, 'C07_2026', 'BH/C1', 1],
    [2, 'C07_2024', 'BH/C1', 1],
    // 1's forfeit win is no VUR: a plain cut of 4's 0 → 2 + 1 = 3 (2024: 3 + 1 = 4)
    [1, 'C07_2026', 'BH/C1', 3],
    [1, 'C07_2024', 'BH/C1', 4],
    // SB of 1: forfeit win (1 × dummy 2) + beat 3 (1 × 1) + beat 4 (1 × 0) → 3; 2024: 3 + 1 + 0 = 4
    [1, 'C07_2026', 'SB', 3],
    [1, 'C07_2024', 'SB', 4],
    // 7.2 WON counts games won over the board only; 7.1 WIN counts the forfeit win too
    [1, 'C07_2026', 'WON', 2],
    [1, 'C07_2026', 'WIN', 3],
    // 7.6 REP: 2's forfeit loss is subtracted, 1's forfeit win is not
    [2, 'C07_2026', 'REP', 2],
    [1, 'C07_2026', 'REP', 3],
    // 10.1 ARO counts opponents played over the board only: 1 met 3 and 4 → (1800 + 1650) / 2 = 1725
    [1, 'C07_2026', 'ARO', 1725],
  ])('player %i under %s: %s = %d', (id, rules, code, expected) => {
    expect(value(forfeit, rules, code, id)).toBe(expected);
  });
});
