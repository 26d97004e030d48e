// Team schedules: Scheveningen layouts against the published tables, properties for the others;
// team round robins by the Berger tables (C.05 Annex 1) with alternating board colours.
import { describe, expect, test } from 'vitest';
import { unwrap } from '../../../../core/result.ts';
import { scheveningen, teamRoundRobin } from '../../../../core/team/pairing/schedules.ts';

const text = (rounds: readonly (readonly { white: string; black: string }[])[]): string[] =>
  rounds.map((r) => r.map((g) => `${g.white}-${g.black}`).join(' '));

describe('Scheveningen', () => {
  test('4 boards: the standard table (Wikipedia, "Scheveningen system", Match on 4 Boards)', () => {
    expect(text(unwrap(scheveningen(4)))).toEqual([
      'A1-B1 A2-B2 B3-A3 B4-A4',
      'B2-A1 B1-A2 A3-B4 A4-B3',
      'A1-B3 A2-B4 B1-A3 B2-A4',
      'B4-A1 B3-A2 A3-B2 A4-B1',
    ]);
  });

  test('8 boards: the published table (rimassoft.eu, Scheveningen table for 8 boards)', () => {
    expect(text(unwrap(scheveningen(8)))).toEqual([
      'A1-B1 A2-B2 A3-B3 A4-B4 B5-A5 B6-A6 B7-A7 B8-A8',
      'B2-A1 B3-A2 B4-A3 B1-A4 A5-B6 A6-B7 A7-B8 A8-B5',
      'A1-B3 A2-B4 A3-B1 A4-B2 B7-A5 B8-A6 B5-A7 B6-A8',
      'B4-A1 B1-A2 B2-A3 B3-A4 A5-B8 A6-B5 A7-B6 A8-B7',
      'A1-B5 A2-B6 A3-B7 A4-B8 B1-A5 B2-A6 B3-A7 B4-A8',
      'B6-A1 B7-A2 B8-A3 B5-A4 A5-B2 A6-B3 A7-B4 A8-B1',
      'A1-B7 A2-B8 A3-B5 A4-B6 B3-A5 B4-A6 B1-A7 B2-A8',
      'B8-A1 B5-A2 B6-A3 B7-A4 A5-B4 A6-B1 A7-B2 A8-B3',
    ]);
  });

  test.each([4, 6, 8, 10])(
    '%i boards: every A meets every B once; every player has White in half the games',
    (n) => {
      const rounds = unwrap(scheveningen(n));
      expect(rounds).toHaveLength(n);
      const met = new Set(rounds.flat().map((g) => [g.white, g.black].sort().join('-')));
      expect(met.size).toBe(n * n);
      for (const side of ['A', 'B'])
        for (let i = 1; i <= n; i++)
          expect(rounds.flat().filter((g) => g.white === `${side}${i}`)).toHaveLength(n / 2);
    },
  );

  test('double Scheveningen: the second cycle repeats the first with the colours reversed', () => {
    const rounds = unwrap(scheveningen(6, true));
    expect(rounds).toHaveLength(12);
    expect(rounds[6]!.map((g) => `${g.black}-${g.white}`)).toEqual(
      rounds[0]!.map((g) => `${g.white}-${g.black}`),
    );
  });

  test('an odd or impossible number of boards is refused', () => {
    expect(scheveningen(5).ok).toBe(false);
    expect(scheveningen(0).ok).toBe(false);
  });
});

describe('team round robin (FIDE C.05 Annex 1 Berger tables)', () => {
  test('4 teams: the Berger table (1-4 2-3 / 4-3 1-2 / 2-4 3-1), the first-named team White on board 1, alternating', () => {
    const rounds = unwrap(teamRoundRobin(4, 4));
    expect(rounds.map((r) => r.matches.map((m) => `${m.first}-${m.second}`).join(' '))).toEqual([
      '1-4 2-3',
      '4-3 1-2',
      '2-4 3-1',
    ]);
    expect(rounds[0]!.matches[0]!.firstWhite).toEqual([true, false, true, false]);
  });

  test('5 teams: the table for 6, team 6 is the free round; double: the teams swapped', () => {
    const rounds = unwrap(teamRoundRobin(5, 2, true));
    expect(rounds).toHaveLength(10);
    expect(rounds[0]!.free).toBe(1);
    expect(rounds[5]!.matches.map((m) => `${m.second}-${m.first}`)).toEqual(
      rounds[0]!.matches.map((m) => `${m.first}-${m.second}`),
    );
  });
});
