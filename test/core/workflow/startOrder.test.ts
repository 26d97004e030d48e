// FIDE C.04.2 (General handling rules for Swiss tournaments), initial order: rating, then title
// (GM, IM, WGM, FM, WIM, CM, WFM, WCM), then name alphabetically. Expected orders by hand.
import { describe, expect, test } from 'vitest';
import { freezeStartList, initialStartOrder, renumberPlayers } from '../../../core/workflow/startOrder.ts';
import { STANDARD_POINTS } from '../../../core/tournament/pointSystem.ts';
import type { Player } from '../../../core/tournament/player.ts';
import type { Tournament } from '../../../core/tournament/model.ts';

const p = (id: number, name: string, extra: Partial<Player> = {}): Player => ({ id, name, ...extra });

describe('C.04.2 initial order', () => {
  test.each([
    [
      'rating descending first',
      [p(1, 'A', { fide: 1800 }), p(2, 'B', { fide: 2100 }), p(3, 'C', { fide: 1950 })],
      ['B', 'C', 'A'],
    ],
    [
      'equal ratings: the title order GM, IM, WGM, FM, WIM, CM, WFM, WCM, none',
      [
        p(1, 'None', { fide: 2000 }),
        p(2, 'Wcm', { fide: 2000, title: 'WCM' }),
        p(3, 'Fm', { fide: 2000, title: 'FM' }),
        p(4, 'Wgm', { fide: 2000, title: 'WGM' }),
        p(5, 'Cm', { fide: 2000, title: 'cm' }),
      ],
      ['Wgm', 'Fm', 'Cm', 'Wcm', 'None'],
    ],
    [
      'equal rating and title: alphabetical, German collation (Müller before Muster, Özdemir before Peters)',
      [
        p(1, 'Peters, Jan', { fide: 1700 }),
        p(2, 'Muster, Max', { fide: 1700 }),
        p(3, 'Özdemir, Can', { fide: 1700 }),
        p(4, 'Müller, Anna', { fide: 1700 }),
      ],
      ['Müller, Anna', 'Muster, Max', 'Özdemir, Can', 'Peters, Jan'],
    ],
    [
      'no Elo: the DWZ counts; unrated players last',
      [p(1, 'Unrated'), p(2, 'Dwz', { dwz: { rating: 1650, index: 20 } }), p(3, 'Elo', { fide: 1600 })],
      ['Dwz', 'Elo', 'Unrated'],
    ],
    [
      'a title does not beat a higher rating',
      [p(1, 'Gm', { fide: 2400, title: 'GM' }), p(2, 'Plain', { fide: 2401 })],
      ['Plain', 'Gm'],
    ],
  ] as const)('%s', (_rule, players, names) => {
    expect(initialStartOrder(players).map((x) => x.name)).toEqual(names);
  });

  test('national order: the DWZ before the Elo', () => {
    const players = [
      p(1, 'A', { fide: 2000, dwz: { rating: 1700 } }),
      p(2, 'B', { fide: 1900, dwz: { rating: 1800 } }),
    ];
    expect(initialStartOrder(players, 'national').map((x) => x.name)).toEqual(['B', 'A']);
    expect(initialStartOrder(players).map((x) => x.name)).toEqual(['A', 'B']);
  });
});

const tournament = (players: readonly Player[]): Tournament => ({
  name: 'T',
  kind: 'swiss',
  rounds: 5,
  players,
  games: [],
  unpaired: [],
  withdrawals: [{ player: 1, afterRound: 2 }],
  byeRequests: [{ player: 3, round: 2, kind: 'HPB' }],
  pointSystem: STANDARD_POINTS,
});

describe('renumbering and freezing the start list', () => {
  test('start numbers 1..n in the initial order, every reference renumbered, frozen', () => {
    const t = freezeStartList(
      tournament([p(1, 'Low', { fide: 1500 }), p(2, 'Mid', { fide: 1700 }), p(3, 'Top', { fide: 1900 })]),
    );
    expect(t.startListFrozen).toBe(true);
    expect(t.players.map((x) => [x.id, x.name])).toEqual([
      [1, 'Top'],
      [2, 'Mid'],
      [3, 'Low'],
    ]);
    expect(t.withdrawals).toEqual([{ player: 3, afterRound: 2 }]); // Low withdrew
    expect(t.byeRequests).toEqual([{ player: 1, round: 2, kind: 'HPB' }]); // Top asked for the bye
  });
  test('an order that misses a player is a bug', () => {
    const t = tournament([p(1, 'A'), p(2, 'B'), p(3, 'C')]);
    expect(() => renumberPlayers(t, [p(1, 'A')])).toThrow();
  });
});
