// Standings of a Double-Swiss event, FIDE C.04.5 (2026) Preface: a match is forfeited only if a
// player forfeits both games; otherwise "any forfeited (single) game shall be treated as played"
// for tie-breaks and standings. C.07 7.2 (WON) counts games won over the board, so it shows it.
import { describe, expect, test } from 'vitest';
import { doubleSwissStandingsView } from '../../../core/pairing/doubleSwiss/matches.ts';
import { computeStandings } from '../../../core/standings/index.ts';
import type { Game, Tournament } from '../../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../../core/tournament/pointSystem.ts';

const event = (games: readonly Game[], pairingSystem = 'FIDE_DOUBLESWISS'): Tournament => ({
  name: 'Doppel-Schweizer Vereinsmeisterschaft',
  kind: 'swiss',
  rounds: 2,
  players: [
    { id: 1, name: 'Müller, Jürgen' },
    { id: 2, name: 'Weiß, Margarete' },
    { id: 3, name: 'Groß, Ömer' },
    { id: 4, name: 'Schäfer, Björn' },
  ],
  games,
  unpaired: [],
  withdrawals: [],
  pointSystem: { ...STANDARD_POINTS, pab: 3 },
  pairingSystem,
});

// Match 1: 1 v 2 — 2 forfeits game 1, loses game 2 over the board (a regular match, 2-0);
// 3 v 4 — 4 forfeits both games (a forfeited match, 2-0 by forfeit).
const games: Game[] = [
  { round: 1, white: 1, black: 2, result: '+:-' },
  { round: 2, white: 2, black: 1, result: '0-1' },
  { round: 1, white: 3, black: 4, result: '+:-' },
  { round: 2, white: 4, black: 3, result: '-:+' },
];

describe('Double-Swiss standings', () => {
  test('the single forfeited game of a regular match becomes a played game; a forfeited match stays', () => {
    const view = doubleSwissStandingsView(event(games));
    expect(view.games.map((g) => g.result)).toEqual(['1-0', '0-1', '+:-', '-:+']);
  });

  test('another system keeps its forfeits', () => {
    const t = event(games, 'FIDE_DUTCH_2025');
    expect(doubleSwissStandingsView(t)).toBe(t);
  });

  test('WON (C.07 7.2): 1 won two games, 3 none over the board, both two points', () => {
    const s = computeStandings(event(games), { tiebreaks: ['WON'] });
    if (!s.ok) throw new Error('standings failed');
    const won = Object.fromEntries(s.value.rows.map((r) => [r.player.id, r.values['WON']]));
    expect(won).toEqual({ 1: 2, 2: 0, 3: 0, 4: 0 });
    expect(s.value.rows.slice(0, 2).map((r) => [r.player.id, r.points])).toEqual([
      [1, 4],
      [3, 4],
    ]);
  });
});
