// Board results as volunteers type them, home team first as on the DSB score sheet
// (Spielberichtsbogen), read into the league file's results; anything else is refused.
import { describe, expect, test } from 'vitest';
import { halves, opposingPlayerOf, parseBoardResult } from '../../../bot/handlers/teamResults.ts';
import type { LeagueSeason } from '../../../core/team/index.ts';

describe('a typed board result', () => {
  test.each([
    ['1-0', '1-0'],
    ['1 : 0', '1-0'],
    ['0:1', '0-1'],
    ['0 – 1', '0-1'],
    ['½-½', '1/2-1/2'],
    ['1/2-1/2', '1/2-1/2'],
    ['0,5:0,5', '1/2-1/2'],
    ['Remis', '1/2-1/2'],
    ['+:-', '+:-'],
    ['+ -', '+:-'],
    ['-:+', '-:+'],
    ['-:-', '-:-'],
  ])('“%s” is %s', (typed, want) => {
    expect(parseBoardResult(typed)).toBe(want);
  });

  test.each(['gewonnen', '1/2', '2-0', '', '1-1'])('“%s” is no result', (typed) => {
    expect(parseBoardResult(typed)).toBeUndefined();
  });
});

describe('a match score in half-points as the score sheet writes it', () => {
  test.each([
    [0, '0'],
    [1, '½'],
    [3, '1½'],
    [8, '4'],
  ])('%i half-points: %s', (n, want) => {
    expect(halves(n)).toBe(want);
  });
});

describe('the opposing player named with a board result', () => {
  const season = (players: { id: string; name: string }[]): LeagueSeason => ({
    name: 'Kreisliga',
    rounds: 3,
    boards: 4,
    teams: [
      { id: 1, name: 'SK Kiel 3', players: [] },
      { id: 2, name: 'SV Preetz', players },
    ],
    matches: [],
  });
  const listed = season([
    { id: 'p1', name: 'Björn Köhler' },
    { id: 'p2', name: 'Jörg Weißbach' },
  ]);

  test.each([
    ['Köhler', 'p1'],
    ['joerg weissbach', 'p2'],
    ['p2', 'p2'],
  ])('“%s” on the opposing team’s list is %s', (typed, key) => {
    expect(opposingPlayerOf(listed, 2, typed).key).toBe(key);
  });

  test('a name not on the list is refused with the list named', () => {
    expect(() => opposingPlayerOf(listed, 2, 'Heinz Läufer')).toThrowError(
      expect.objectContaining({ key: 'opponentNotInList' }) as Error,
    );
  });

  test('a team without a list: the name as typed; named again, the same player', () => {
    expect(opposingPlayerOf(season([]), 2, 'Dörte Hansen')).toEqual({
      key: 'name:doerte hansen',
      name: 'Dörte Hansen',
    });
    const named = season([{ id: 'name:doerte hansen', name: 'Dörte Hansen' }]);
    expect(opposingPlayerOf(named, 2, 'Hansen').key).toBe('name:doerte hansen');
    expect(opposingPlayerOf(named, 2, 'Uwe Möller').key).toBe('name:uwe moeller');
  });
});
