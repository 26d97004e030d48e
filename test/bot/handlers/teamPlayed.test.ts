// A reserve's games above count over all the club's leagues: Hamburg TO § 15 allows a player of a
// lower class "höchstens insgesamt dreimal in einer höheren Klasse", whichever higher team it was.
import { describe, expect, it } from 'vitest';
import { checkLineup, LINEUP_RULES, type LeagueSeason } from '../../../core/team/index.ts';
import { playedCounts } from '../../../bot/handlers/team.ts';

const g = (home: string, away: string) => ({ home, away, result: '1/2-1/2' as const });
const season = (name: string, matches: LeagueSeason['matches']): LeagueSeason => ({
  name,
  rounds: 5,
  boards: 2,
  teams: [
    { id: 1, name: 'ours', players: [] },
    { id: 2, name: 'theirs', players: [] },
  ],
  matches,
});
// SK Kiel 3's Fritz (f) stood in twice for SK Kiel 1 (Landesliga) and once for SK Kiel 2 (Bezirksliga).
const landesliga = season('Landesliga', [
  { round: 1, home: 1, away: 2, games: [g('a', 'x'), g('f', 'y')] },
  { round: 2, home: 2, away: 1, games: [g('x', 'a'), g('y', 'f')] },
]);
const bezirksliga = season('Bezirksliga', [
  { round: 1, home: 2, away: 1, games: [g('x', 'b'), g('y', 'f')] },
]);
const teams = [
  { name: 'SK Kiel 1', league: 'Landesliga', leagueTeam: 1, rank: 1 },
  { name: 'SK Kiel 2', league: 'Bezirksliga', leagueTeam: 1, rank: 2 },
  { name: 'SK Kiel 3', league: 'Kreisliga', leagueTeam: 1, rank: 3 },
];

describe('games played for the club teams over all leagues', () => {
  it('counts each board of the club side, per club team; the opponents are not counted', () => {
    const played = playedCounts([landesliga, bezirksliga], teams);
    expect(Object.fromEntries(played.get('f') ?? [])).toEqual({ 'SK Kiel 1': 2, 'SK Kiel 2': 1 });
    expect(Object.fromEntries(played.get('a') ?? [])).toEqual({ 'SK Kiel 1': 2 });
    expect(played.has('x')).toBe(false);
  });

  it('the fourth game above, in either league, breaks the Hamburg limit of three', () => {
    const played = playedCounts([landesliga, bezirksliga], teams);
    const ctx = {
      teams: [
        { team: 'SK Kiel 1', players: ['a'] },
        { team: 'SK Kiel 2', players: ['b'] },
        { team: 'SK Kiel 3', players: ['f'] },
      ],
      team: 'SK Kiel 2',
      rules: LINEUP_RULES.hamburg,
      played,
    };
    expect(checkLineup(ctx, ['b', 'f']).map((b) => [b.kind, b.board, b.games])).toEqual([
      ['reserveLimit', 2, 3],
    ]);
    // Counted from the Landesliga alone Fritz would have 2 games above: allowed.
    const one = { ...ctx, played: playedCounts([landesliga], teams) };
    expect(checkLineup(one, ['b', 'f'])).toEqual([]);
  });
});
