// FIDE C.04.6 (2026) Swiss Team pairing: worked cases by hand from the articles, and property tests
// on generated tournaments (every round a valid team round; the checker re-pairs the generator's
// tournaments identically).
import { describe, expect, test } from 'vitest';
import { seededRng } from '../../../../core/pairing/generator.ts';
import { checkTeamSwiss } from '../../../../core/team/pairing/checker.ts';
import { generateTeamSwiss } from '../../../../core/team/pairing/generator.ts';
import { pairTeamSwissRound } from '../../../../core/team/pairing/swissTeam.ts';
import { teamStates } from '../../../../core/team/pairing/state.ts';
import { unwrap } from '../../../../core/result.ts';
import { teams, withRound } from './support.ts';

const show = (p: { pairs: readonly { white: number; black: number }[]; pab?: number }): string =>
  [...p.pairs.map((x) => `${x.white}-${x.black}`), ...(p.pab !== undefined ? [`PAB ${p.pab}`] : [])].join(
    ' ',
  );

describe('C.04.6 worked cases', () => {
  test('round 1, 8 teams: tops 1-4 meet bottoms 5-8 (3.6.2-3.6.3); 4.3.1: odd first teams get the initial colour', () => {
    expect(show(unwrap(pairTeamSwissRound(teams(8))))).toBe('1-5 6-2 3-7 8-4');
  });

  test('round 1, 5 teams: the PAB goes to the largest TPN (3.4.4), then 1-3 and 4-2', () => {
    expect(show(unwrap(pairTeamSwissRound(teams(5))))).toBe('1-3 4-2 PAB 5');
  });

  test('3.4.3 before 3.4.4: of the teams with the lowest score, the one that played more matches', () => {
    // Round 1: 1, 3, 5 win; 7 has a PAB worth nothing here (a 320 line's regulation).
    const t = withRound({ ...teams(7), pabPoints: { match: 0, game: 0 } }, '1-2:4 3-4:4 5-6:4', { pab: 7 });
    expect(unwrap(pairTeamSwissRound(t)).pab).toBe(6);
  });

  test('2.1.2 [C2]: teams that had the PAB do not get it again, whatever their score', () => {
    let t = withRound({ ...teams(5), pabPoints: { match: 0, game: 0 } }, '1-2:4 3-4:4', { pab: 5 });
    t = withRound(t, '5-1:0 2-3:4', { pab: 4 });
    // Lowest: 4 and 5 (0 MP, both had the PAB); next 2 and 3 (2 MP, 2 matches): 3 (3.4.4).
    const p = unwrap(pairTeamSwissRound(t));
    expect(p.pab).toBe(3);
    expect(p.pairs.map((x) => [x.white, x.black].sort().join('-')).sort()).toEqual(['1-4', '2-5']);
  });

  test('1.4: the PAB scores a drawn match for pairing (match points of a draw, half the boards)', () => {
    const t = withRound(teams(5), '1-3:4 2-4:4', { pab: 5 });
    const s = teamStates(t, 2).get(5)!;
    expect([s.matchPoints, s.gamePoints]).toEqual([2, 4]); // half-points: 1 MP, 2 of 4 board points
  });

  test('2.1.1 [C1]: teams meet once; the top bracket takes the next one down', () => {
    // Round 1 as paired: 1-5 6-2 3-7 8-4, all won by the white team: 1, 6, 3, 8 on 2 MP.
    const t = withRound(teams(8), '1-5:4 6-2:4 3-7:4 8-4:4');
    const p = unwrap(pairTeamSwissRound(t));
    // Top bracket {1, 3, 6, 8}: tops 1 and 3 (3.6.2), bottoms as small as possible: 1-6, 3-8.
    expect(p.pairs.slice(0, 2).map((x) => [x.white, x.black].sort((a, b) => a - b).join('-'))).toEqual([
      '1-6',
      '3-8',
    ]);
    for (const x of p.pairs)
      expect(
        t.played[0]!.matches.some(
          (m) => (m.white === x.white && m.black === x.black) || (m.white === x.black && m.black === x.white),
        ),
      ).toBe(false);
  });

  test('3.5: the lone 4-MP team takes its upfloater from the 2-MP teams ([C5]), the first by TPN (3.5.4) of equal [C6]', () => {
    let t = teams(6);
    t = withRound(t, '1-4:4 2-5:4 3-6:4'); // 1, 2, 3: 2 MP
    t = withRound(t, '1-2:4 3-5:0 6-4:2/0'); // 1: 4 MP; 5 beats 3; 6-4 drawn
    // Scores: 1: 4; 2, 3, 5: 2; 4, 6: 1. Top {1} (met 4, 2) takes one upfloater of 2 MP: 3 or 5
    // leave the next bracket needing two upfloaters either way ([C6] equal), so 3 (3.5.4). Colours:
    // both want Black (WW), equal CD, never different colours: the first team's preference (4.3.7).
    const p = unwrap(pairTeamSwissRound(t));
    expect(p.pairs[0]).toEqual({ white: 3, black: 1 });
  });

  test('3.5.5: [C6] and [C7] pass over the first upfloater by TPN', () => {
    let t = { ...teams(8), rounds: 9 };
    t = withRound(t, '1-5:4 2-6:4 3-7:4 4-8:4');
    t = withRound(t, '1-6:4 2-5:2/0 3-4:2/0 7-8:4');
    // 1: 4 MP alone on top; 2, 3, 4: 3 MP. Upfloater 2 (the first by TPN) floated in round 2 ([C7])
    // and would leave 3 and 4, who have met, needing two upfloaters ([C6]); 3 does neither. Colours:
    // both want Black (White twice), equal CD, never different colours: the first team's
    // preference (4.3.7).
    expect(unwrap(pairTeamSwissRound(t)).pairs[0]).toEqual({ white: 3, black: 1 });
  });

  test('forbidden pairs (the event regulations) are kept apart like teams that have met', () => {
    const p = unwrap(pairTeamSwissRound({ ...teams(4), forbidden: [[1, 3]] }));
    expect(show(p)).toBe('1-4 3-2'); // 4.3.1: first team 2 has an even TPN
  });

  test('3.3.3: no legal pairing → noValidPairing', () => {
    const t = withRound(teams(2), '1-2:4');
    const r = pairTeamSwissRound(t);
    expect(r.ok ? 'paired' : r.error.kind).toBe('noValidPairing');
  });
});

describe('generated team tournaments (property tests)', () => {
  test.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'seed %i: every round valid, the checker re-pairs it identically',
    (seed) => {
      const g = unwrap(
        generateTeamSwiss(
          {
            TeamsNumber: 5 + seed * 3,
            RoundsNumber: 7,
            AbsenceRate: 15,
            ForfeitRate: 20,
            TeamType: ['FIDE_TEAM_TYPEA_MP_GP', 'FIDE_TEAM_TYPEB_GP_MP', 'FIDE_TEAM_MP'][seed % 3]!,
          },
          seededRng(seed),
        ),
      );
      const t = g.tournament;
      const met = new Set<string>();
      const barred = new Set<number>();
      for (const r of t.played) {
        const seen = new Set<number>();
        for (const m of r.matches) {
          for (const x of [m.white, m.black]) {
            expect(seen.has(x)).toBe(false);
            seen.add(x);
          }
          const key = [m.white, m.black].sort((a, b) => a - b).join('-');
          expect(met.has(key)).toBe(false); // [C1]
          met.add(key);
          if (m.boards.every((b) => b === '+:-')) barred.add(m.white);
          if (m.boards.every((b) => b === '-:+')) barred.add(m.black);
          expect(m.boards).toHaveLength(t.boards);
        }
        if (r.pab !== undefined) {
          expect(barred.has(r.pab)).toBe(false); // [C2]
          barred.add(r.pab);
          seen.add(r.pab);
        }
        for (const a of r.absent ?? []) seen.add(a.team);
        expect(seen.size).toBe(t.teams.length); // every team paired, given the PAB or absent
      }
      expect(checkTeamSwiss(t).differing).toEqual([]);
    },
  );

  test('the same seed gives the same tournament', () => {
    const a = generateTeamSwiss({ TeamsNumber: 13 }, seededRng(99));
    const b = generateTeamSwiss({ TeamsNumber: 13 }, seededRng(99));
    expect(a).toEqual(b);
  });
});
