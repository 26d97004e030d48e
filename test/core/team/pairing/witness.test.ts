// The classes of difference with the witness (the Sharly-Chess fork of bbpPairings), each decided
// by a C.04.6 article (docs/team-swiss.md): Rochade's side pinned on the example files, with the
// reasoning by hand. The files are cut from Rochade's generator's tournaments.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { unwrap } from '../../../../core/result.ts';
import { pairTeamSwissRound } from '../../../../core/team/pairing/swissTeam.ts';
import { teamStates } from '../../../../core/team/pairing/state.ts';
import { parseTeamSwissTrf } from '../../../../core/team/pairing/trf.ts';

const load = (name: string) =>
  unwrap(
    parseTeamSwissTrf(readFileSync(new URL(`../../../fixtures/team-swiss/${name}`, import.meta.url), 'utf8')),
  ).tournament;
const pairsOf = (name: string) => {
  const t = load(name);
  return { t, p: unwrap(pairTeamSwissRound(t)) };
};

describe('differences with the witness, decided by C.04.6', () => {
  test('3.3.2 / 3.5: bracket by bracket: every team of the top scoregroup meets a team of its own or the next scoregroup', () => {
    const { t, p } = pairsOf('bracket-by-bracket.trf');
    const s = teamStates(t, t.played.length + 1);
    const top = Math.max(...[...s.values()].map((x) => x.primary));
    const next = Math.max(...[...s.values()].filter((x) => x.primary < top).map((x) => x.primary));
    for (const pair of p.pairs) {
      const [a, b] = [s.get(pair.white)!.primary, s.get(pair.black)!.primary];
      if (a === top || b === top) expect(Math.min(a, b)).toBeGreaterThanOrEqual(next);
    }
    // The witness pairs 19 (1 MP) with 4 (4 MP).
    expect(p.pairs.some((x) => [x.white, x.black].includes(4) && [x.white, x.black].includes(19))).toBe(
      false,
    );
  });

  test('3.4.3: the PAB goes to the lowest team that played the most matches (5: 2 matches; 7: 1)', () => {
    expect(pairsOf('pab-most-matches.trf').p.pab).toBe(5);
  });

  test("4.3.1: round 1 colours by the first team's TPN, not its place among the teams present", () => {
    const { p } = pairsOf('initial-colour-by-tpn.trf');
    // Team 11 is absent: 12 (even TPN) is the first team of 12-29 and gets Black; 13 (odd) White.
    expect(p.pairs).toContainEqual({ white: 29, black: 12 });
    expect(p.pairs).toContainEqual({ white: 13, black: 30 });
  });

  test('4.2 and 4.3.8: the first team (4: more game points; 3: more match points) alternates from its last colour', () => {
    const { p } = pairsOf('colour-first-team.trf');
    expect(p.pairs).toContainEqual({ white: 4, black: 2 }); // 4 had Black last
    expect(p.pairs).toContainEqual({ white: 5, black: 3 }); // 3 had White last
  });

  test('1.6.1: a played match with board 1 forfeited still gives the team its board-1 colour', () => {
    const { p } = pairsOf('board-one-forfeit.trf');
    // 18 had White in round 2 (board 1 forfeited, the match played on boards 2-4) and round 3: it
    // wants Black (1.7.1), 6 has no preference: 4.3.2 grants 18 Black.
    expect(p.pairs).toContainEqual({ white: 6, black: 18 });
  });

  test('4.3.6: the latest *round* in which one team had White and the other Black', () => {
    const { p } = pairsOf('colour-latest-round.trf');
    // No preferences (FIDE_TEAM_MP), equal CD (-1). Round 4: 18 absent; round 3: 14 absent; round 2:
    // 14 White, 18 Black: alternate, so 14 (the first team, smaller TPN) Black.
    expect(p.pairs).toContainEqual({ white: 18, black: 14 });
  });
});
